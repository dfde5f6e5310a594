// A receipt as a PDF, made in the guest's browser (docs/tax-and-receipts.md#the-pdf) with pdfkit's
// browser build: loaded only when the guest taps "Download PDF" (its own lazy chunk, outside the
// guest page's budget, tools/size.mjs). The server's hook VM cannot run pdfkit, and a receipt is
// already stored as data the browser has: no server worker, no second copy of the layout.
import { PDFDocument, registerStdFonts } from "pdfkit";
import Helvetica from "pdfkit/standard-fonts/Helvetica";
import HelveticaBold from "pdfkit/standard-fonts/HelveticaBold";
import { toBlob } from "pdfkit/output";
import { choicesText } from "../domain/line-choices";
import { centsText } from "../domain/split";
import { creditNote, paidWithText, receiptRows, receiptTitle, type ReceiptDoc } from "../domain/receipt";
import { receiptLabel } from "../domain/receipt-label";
import { RECEIPT_DOC_EN, sayEnglish, type ReceiptDocSay } from "../domain/receipt-doc-words";

registerStdFonts(Helvetica, HelveticaBold);

// pdfkit's standard fonts write WinAnsi (Latin) text: other characters become "?" rather than break the file.
const latin = (s: string) => s.replace(/[^\u0020-\u007e\u00a0-\u00ff€–—‘’“”•…]/g, "?");
const isLatin = (s: string) => latin(s) === s;

/** The fonts a receipt is written in (none: the standard fonts), and what makes a text writable in them. */
interface Faces {
  embedded?: { regular: object; bold: object };
  clean: (s: string) => string;
}
const STANDARD: Faces = { clean: latin };

/**
 * The receipt `doc` as a PDF file (A5 portrait), its words in the guest's language `words` where
 * its fonts can write all of them, else in English. A receipt whose text is all Latin-1 uses
 * pdfkit's standard fonts (nothing more is fetched); any other (a Greek dish, a Cyrillic venue,
 * the words of a Greek page) fetches the Unicode part (receipt-pdf-unicode.ts: fontkit and DejaVu
 * Sans, embedded as a subset). Characters DejaVu has no glyph for (CJK, Thai, Devanagari...) print
 * as "?", as do all non-Latin characters if the font cannot be fetched.
 */
export async function receiptPdf(doc: ReceiptDoc, words?: ReceiptDocSay): Promise<Blob> {
  const keys = Object.keys(RECEIPT_DOC_EN) as Array<keyof typeof RECEIPT_DOC_EN>;
  const wordsLatin = !words || keys.every((k) => isLatin(words(k)));
  // The receipt's data is all strings and numbers: its JSON holds every text the PDF writes.
  if (isLatin(JSON.stringify(doc)) && wordsLatin) return draw(doc, words ?? sayEnglish, STANDARD);
  let faces = STANDARD;
  let say: ReceiptDocSay = wordsLatin && words ? words : sayEnglish;
  try {
    const { unicodeFonts, rtlRuns } = await import("./receipt-pdf-unicode");
    const fonts = await unicodeFonts();
    faces = {
      embedded: { regular: fonts.regular, bold: fonts.bold },
      clean: (s) => rtlRuns([...s].map((c) => (fonts.covers(c) ? c : "?")).join("")),
    };
    if (words && keys.every((k) => fonts.covers(words(k)))) say = words;
  } catch {
    // The font could not be fetched (offline): the standard fonts still make a receipt, with "?".
  }
  return draw(doc, say, faces);
}

function draw(doc: ReceiptDoc, say: ReceiptDocSay, faces: Faces): Promise<Blob> {
  const unicode = Boolean(faces.embedded);
  const clean = faces.clean;
  const pdf = new PDFDocument({
    size: "A5",
    margin: 36,
    // pdfkit writes a non-ASCII info string as UTF-16: only the standard fonts' text is narrowed.
    info: {
      Title: unicode ? receiptTitle(doc, say) : latin(receiptTitle(doc, say)),
      Author: unicode ? doc.venue.legalName : latin(doc.venue.legalName),
    },
  });
  if (faces.embedded) {
    // pdfkit takes fontkit's font objects as they are (PDFFontFactory.open: `src.layout`).
    pdf.registerFont("Receipt", faces.embedded.regular);
    pdf.registerFont("Receipt-Bold", faces.embedded.bold);
  }
  const regular = unicode ? "Receipt" : "Helvetica";
  const bold = unicode ? "Receipt-Bold" : "Helvetica-Bold";
  const output = toBlob(pdf);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const amountWidth = 90;
  const money = (c: number) => `${centsText(c)} ${doc.currency}`;
  /** A row: text on the left, an amount on the right, on the same line. */
  const row = (label: string, cents: number, isBold = false) => {
    pdf.font(isBold ? bold : regular);
    const y = pdf.y;
    pdf.text(clean(label), left, y, { width: width - amountWidth - 8 });
    const after = pdf.y;
    pdf.text(money(cents), left + width - amountWidth, y, { width: amountWidth, align: "right" });
    pdf.y = Math.max(after, pdf.y);
  };
  pdf.font(bold).fontSize(14).text(clean(doc.venue.legalName), left, pdf.y, { width });
  pdf.font(regular).fontSize(9);
  if (doc.venue.address) pdf.text(clean(doc.venue.address), { width });
  if (doc.venue.taxNumber) pdf.text(clean(say("taxNumber", { number: doc.venue.taxNumber })), { width });
  pdf.moveDown();
  pdf
    .font(bold)
    .fontSize(12)
    .text(clean(receiptTitle(doc, say)), { width });
  pdf.font(regular).fontSize(9);
  const note = creditNote(doc, say);
  if (note) pdf.text(clean(note), { width });
  pdf.text(clean(`${doc.localTime} (${doc.zone})`), { width });
  const place = [doc.where, doc.label].filter(Boolean).map((text) => receiptLabel(text, say));
  pdf.text(clean(place.join(" · ")), { width });
  pdf.moveDown();
  pdf.fontSize(10);
  if (doc.partOfBill) pdf.font(regular).text(clean(say("partOfBillNote")), { width });
  for (const l of doc.lines) {
    const title = doc.kind === "credit" ? receiptLabel(l.title, say) : l.title;
    row(`${l.count} × ${title}${l.shared ? ` ${say("shared")}` : ""}`, l.amountCents);
    if (l.choices.length)
      pdf
        .font(regular)
        .fontSize(8)
        .text(clean(choicesText(l.choices)), left + 12, pdf.y, { width: width - 12 - amountWidth });
    pdf.fontSize(10);
  }
  pdf.moveDown(0.5);
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .stroke();
  pdf.moveDown(0.5);
  for (const r of receiptRows(doc, say)) row(r.label, r.cents, r.isTotal);
  pdf.moveDown();
  pdf.font(regular).text(clean(paidWithText(doc.paidWith, say)), left, pdf.y, { width });
  pdf.end();
  return output;
}
