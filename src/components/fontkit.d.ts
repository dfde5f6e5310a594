// The little of fontkit (pdfkit's dependency, no types of its own) the receipt's Unicode PDF uses
// (src/components/receipt-pdf-unicode.ts); pdfkit takes the font object as it is.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): { id: number };
    /** A TrueType font's glyph offsets (glyph i is empty when offsets[i + 1] === offsets[i]). */
    loca?: { offsets: number[] };
    ascent: number;
    unitsPerEm: number;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
