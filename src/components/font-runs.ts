// A line of the receipt's Unicode PDF split by font (receipt-pdf-unicode.ts): pdfkit writes a text
// call in one font, so "2 × 味噌ラーメン" is written as "2 × " in DejaVu Sans and "味噌ラーメン" in
// the CJK font, one `continued` text call each (receipt-pdf.ts).

/** What a run-splitter needs of a font: whether it has a glyph for a character. */
export interface GlyphSource {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** A piece of a line written in one font: `font` indexes the fonts given, `text` is what it writes. */
export interface FontRun {
  font: number;
  text: string;
}

// Spaces, combining marks (Thai vowels and tones, Devanagari matras and virama), joiners and
// variation selectors stay in the run before them: fontkit shapes a syllable only when its marks
// are in the same run as its base letter, and a space needs no font switch of its own.
const JOINS_PREVIOUS = /^(?:\s|\p{M}|\u200c|\u200d|\p{Variation_Selector})$/u;

/**
 * `text` split into runs of characters the same font writes, the first of `fonts` that has the
 * character (so the receipt's main font writes Latin digits inside a Japanese name). A character no
 * font has becomes "?" in the first font (white space stays as it is: pdfkit does not draw it).
 */
export function fontRuns(text: string, fonts: readonly GlyphSource[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    const space = /\s/.test(ch);
    if (last && JOINS_PREVIOUS.test(ch) && (space || fonts[last.font].hasGlyphForCodePoint(cp))) {
      last.text += ch;
      continue;
    }
    const found = fonts.findIndex((f) => f.hasGlyphForCodePoint(cp));
    const font = found < 0 ? 0 : found;
    const out = found < 0 && !space ? "?" : ch;
    if (last && last.font === font) last.text += out;
    else runs.push({ font, text: out });
  }
  return runs;
}
