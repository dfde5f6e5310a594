// brotli's decompressor as fontkit imports it (vite.config.ts, fontkitStub): fontkit needs it only
// for WOFF2 fonts, and the receipt's Unicode font is a TTF (receipt-pdf-unicode.ts); the real one
// carries brotli's 120 KB dictionary, more than half of the Unicode part's download.
export default function decompress(): never {
  throw new Error("WOFF2 fonts are not supported in this build.");
}
