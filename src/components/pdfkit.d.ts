// The little of pdfkit's browser build (pdfkit 0.20, no types of its own) the receipt's PDF uses
// (src/components/receipt-pdf.ts).
declare module "pdfkit" {
  export interface TextOptions {
    width?: number;
    align?: "left" | "right" | "center";
    continued?: boolean;
    lineBreak?: boolean;
    /** Fill the glyphs (the default); with `stroke` too, they are drawn bolder (text render mode 2). */
    fill?: boolean;
    stroke?: boolean;
    /** A number: the baseline's distance below the text's y, negated (pdfkit's `dy = -baseline`). */
    baseline?: number;
    lineGap?: number;
    /** OpenType features; given (even none), pdfkit lays a text out as one fontkit run, not word by word. */
    features?: string[];
  }
  export class PDFDocument {
    constructor(options?: { size?: string | [number, number]; margin?: number; info?: Record<string, string> });
    y: number;
    x: number;
    page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
    font(name: string): this;
    /** `src`: a fontkit font object (src/components/receipt-pdf-unicode.ts). */
    registerFont(name: string, src: object): this;
    fontSize(size: number): this;
    currentLineHeight(includeGap?: boolean): number;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    text(text: string, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    lineWidth(width: number): this;
    heightOfString(text: string, options?: TextOptions): number;
    addPage(): this;
    end(): void;
  }
  export function registerStdFonts(...fonts: unknown[]): void;
}
declare module "pdfkit/standard-fonts/Helvetica" {
  const font: unknown;
  export default font;
}
declare module "pdfkit/standard-fonts/HelveticaBold" {
  const font: unknown;
  export default font;
}
declare module "pdfkit/output" {
  import type { PDFDocument } from "pdfkit";
  export function toBlob(doc: PDFDocument): Promise<Blob>;
}
