// The receipt's PDF when its text is not all Latin-1 (docs/tax-and-receipts.md#the-pdf): the real
// fontkit (pdfkit's own dependency; the PDF's chunk has a stub, vite.config.ts) and the fonts in
// public/fonts/ (fetched only here, never bundled), which pdfkit embeds as subsets. A lazy chunk
// of its own, counted apart in tools/size.mjs: a Latin receipt never fetches it.
import { create, type Font } from "fontkit";
import { fontRuns, type FontRun } from "./font-runs";
export { rtlRuns } from "./rtl-runs";

/** One typeface of the receipt: its regular face, and its bold one (none: the regular face drawn bolder). */
export interface UnicodeFace {
  regular: Font;
  bold?: Font;
}

/** The receipt's fonts, main font first, and how a text is split among them. */
export interface UnicodeFonts {
  faces: UnicodeFace[];
  /** `text` in runs by font (an index into `faces`), "?" for a character none has. */
  runs(text: string): FontRun[];
  /** True when some font has a glyph for every character of `text`. */
  covers(text: string): boolean;
}

/**
 * The typefaces, in the order a character is looked for: DejaVu Sans (Latin, Greek, Cyrillic,
 * Hebrew, Arabic...) always, and each other one only when the receipt has a character of its
 * script (`script`): a Thai receipt fetches Thai, never the CJK font's 2 MB.
 */
const TYPEFACES: ReadonlyArray<{ files: readonly string[]; script?: RegExp }> = [
  { files: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] },
  { files: ["NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"], script: /\p{Script=Thai}/u },
  {
    files: ["NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"],
    // The dandas (U+0964, U+0965) are shared by the Indic scripts ("Common" script).
    script: /[\p{Script=Devanagari}\u0964\u0965]/u,
  },
  // Korean: NanumSquare has every Hangul syllable and a bold (and the usual Hanja).
  { files: ["NanumSquareR.ttf", "NanumSquareB.ttf"], script: /\p{Script=Hangul}/u },
  // Chinese and Japanese: Droid Sans Fallback (ideographs, kana, CJK punctuation), one weight.
  {
    files: ["DroidSansFallbackFull.ttf"],
    script: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u31f0-\u31ff\uff00-\uffef]/u,
  },
];

// Characters drawn with no ink: spaces and format characters (joiners, marks of direction).
const INKLESS = /[\s\p{Cf}]/u;

/**
 * True when `font` draws the character `cp`: it maps it to a glyph with an outline. NanumSquare
 * maps most Hanja and some kana to empty glyphs: those are left to the CJK font. Read from the
 * glyph's length in `loca`, not its path: decoding a composite glyph's path caches its components
 * without their characters, and pdfkit's text map (ToUnicode) would lose them.
 */
function draws(font: Font, cp: number): boolean {
  if (!font.hasGlyphForCodePoint(cp)) return false;
  if (INKLESS.test(String.fromCodePoint(cp)) || !font.loca) return true;
  const id = font.glyphForCodePoint(cp).id;
  return font.loca.offsets[id + 1] > font.loca.offsets[id];
}

async function load(name: string): Promise<Font> {
  const res = await fetch(`${import.meta.env.BASE_URL}fonts/${name}`);
  if (!res.ok) throw new Error(`font ${name}: ${res.status}`);
  return create(new Uint8Array(await res.arrayBuffer()));
}

/**
 * The fonts for a receipt whose texts are `text`, fetched from the app: DejaVu Sans regular and
 * bold (about 735 KB gzip) and each script's font the text needs. The main font must load (else
 * this throws); a script font that cannot be fetched leaves its characters as "?".
 */
export async function unicodeFonts(text: string): Promise<UnicodeFonts> {
  const wanted = TYPEFACES.filter((t) => !t.script || t.script.test(text));
  const loaded = await Promise.allSettled(wanted.map((t) => Promise.all(t.files.map(load))));
  const faces: UnicodeFace[] = [];
  loaded.forEach((r, i) => {
    if (r.status === "fulfilled") faces.push({ regular: r.value[0], bold: r.value[1] });
    else if (i === 0) throw r.reason;
  });
  // A face writes a character when its regular and its bold (if any) both draw it.
  const sources = faces.map((f) => {
    const known = new Map<number, boolean>();
    return {
      hasGlyphForCodePoint: (cp: number) => {
        let yes = known.get(cp);
        if (yes === undefined) known.set(cp, (yes = draws(f.regular, cp) && (!f.bold || draws(f.bold, cp))));
        return yes;
      },
    };
  });
  const runs = (s: string) => fontRuns(s, sources);
  const covers = (s: string) =>
    [...s].every((c) => /\s/.test(c) || sources.some((f) => f.hasGlyphForCodePoint(c.codePointAt(0)!)));
  return { faces, runs, covers };
}
