// fontkit in the browser build (vite.config.ts resolve.alias): the receipt's PDF (receipt-pdf.ts)
// writes only pdfkit's standard fonts, which never reach fontkit; without this, fontkit's whole
// font engine would be in the PDF's chunk (about 90 KB gzip). An embedded font would throw here.
export function create(): never {
  throw new Error("Only pdfkit's standard fonts are available in this build.");
}
