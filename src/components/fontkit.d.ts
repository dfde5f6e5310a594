// The little of fontkit (pdfkit's dependency, no types of its own) the receipt's Unicode PDF uses
// (src/components/receipt-pdf-unicode.ts); pdfkit takes the font object as it is.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
