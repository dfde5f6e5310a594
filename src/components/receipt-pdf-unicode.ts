// The receipt's PDF when its text is not all Latin-1 (docs/tax-and-receipts.md#the-pdf): the real
// fontkit (pdfkit's own dependency; the PDF's chunk has a stub, vite.config.ts) and DejaVu Sans
// (public/fonts/, fetched only here, never bundled), which pdfkit embeds as a subset. A lazy chunk
// of its own, counted apart in tools/size.mjs: a Latin receipt never fetches it.
import { create, type Font } from "fontkit";
export { rtlRuns } from "./rtl-runs";

/** The two faces of the receipt's Unicode font, and whether they can draw a text. */
export interface UnicodeFonts {
  regular: Font;
  bold: Font;
  /** True when the font has a glyph for every character of `text`. */
  covers(text: string): boolean;
}

const FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] as const;

async function load(name: string): Promise<Font> {
  const res = await fetch(`${import.meta.env.BASE_URL}fonts/${name}`);
  if (!res.ok) throw new Error(`font ${name}: ${res.status}`);
  return create(new Uint8Array(await res.arrayBuffer()));
}

/** DejaVu Sans and DejaVu Sans Bold, fetched from the app (about 735 KB gzip for both). */
export async function unicodeFonts(): Promise<UnicodeFonts> {
  const [regular, bold] = await Promise.all(FILES.map(load));
  const covers = (text: string) =>
    [...text].every(
      (c) =>
        /\s/.test(c) ||
        (regular.hasGlyphForCodePoint(c.codePointAt(0)!) && bold.hasGlyphForCodePoint(c.codePointAt(0)!)),
    );
  return { regular, bold, covers };
}
