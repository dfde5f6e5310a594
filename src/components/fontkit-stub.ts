// fontkit as pdfkit's browser build imports it (vite.config.ts, fontkitStub): the receipt's PDF
// (receipt-pdf.ts) writes pdfkit's standard fonts, which never reach fontkit, and a Unicode
// receipt hands pdfkit font objects the real fontkit made (receipt-pdf-unicode.ts, its own lazy
// chunk), which do not either; without this, fontkit's whole font engine would be in the PDF's
// chunk (about 90 KB gzip). A font given to pdfkit as bytes would throw here.
export function create(): never {
  throw new Error("pdfkit is given fontkit font objects in this build, not font files.");
}
