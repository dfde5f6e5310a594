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
import { RECEIPT_DOC_EN, sayEnglish, type ReceiptDocSay } from "../domain/receipt-doc-words";

registerStdFonts(Helvetica, HelveticaBold);

// pdfkit's standard fonts write WinAnsi (Latin) text: other characters become "?" rather than break the file.
const latin = (s: string) => s.replace(/[^\u0020-\u007e\u00a0-\u00ff€–—‘’“”•…]/g, "?");

/**
 * The receipt `doc` as a PDF file (A5 portrait), its words in the guest's language `words` where
 * the standard fonts can write all of them (Latin-1), else in English.
 */
export async function receiptPdf(doc: ReceiptDoc, words?: ReceiptDocSay): Promise<Blob> {
  const keys = Object.keys(RECEIPT_DOC_EN) as Array<keyof typeof RECEIPT_DOC_EN>;
  const say = words && keys.every((k) => latin(words(k)) === words(k)) ? words : sayEnglish;
  const pdf = new PDFDocument({
    size: "A5",
    margin: 36,
    info: { Title: latin(receiptTitle(doc, say)), Author: latin(doc.venue.legalName) },
  });
  const output = toBlob(pdf);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const amountWidth = 90;
  const money = (c: number) => `${centsText(c)} ${doc.currency}`;
  /** A row: text on the left, an amount on the right, on the same line. */
  const row = (label: string, cents: number, bold = false) => {
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica");
    const y = pdf.y;
    pdf.text(latin(label), left, y, { width: width - amountWidth - 8 });
    const after = pdf.y;
    pdf.text(money(cents), left + width - amountWidth, y, { width: amountWidth, align: "right" });
    pdf.y = Math.max(after, pdf.y);
  };
  pdf.font("Helvetica-Bold").fontSize(14).text(latin(doc.venue.legalName), left, pdf.y, { width });
  pdf.font("Helvetica").fontSize(9);
  if (doc.venue.address) pdf.text(latin(doc.venue.address), { width });
  if (doc.venue.taxNumber) pdf.text(latin(say("taxNumber", { number: doc.venue.taxNumber })), { width });
  pdf.moveDown();
  pdf
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(latin(receiptTitle(doc, say)), { width });
  pdf.font("Helvetica").fontSize(9);
  const note = creditNote(doc, say);
  if (note) pdf.text(latin(note), { width });
  pdf.text(latin(`${doc.localTime} (${doc.zone})`), { width });
  pdf.text(latin([doc.where, doc.label].filter(Boolean).join(" · ")), { width });
  pdf.moveDown();
  pdf.fontSize(10);
  if (doc.partOfBill) pdf.font("Helvetica").text(latin(say("partOfBillNote")), { width });
  for (const l of doc.lines) {
    row(`${l.count} × ${l.title}${l.shared ? ` ${say("shared")}` : ""}`, l.amountCents);
    if (l.choices.length)
      pdf
        .font("Helvetica")
        .fontSize(8)
        .text(latin(choicesText(l.choices)), left + 12, pdf.y, { width: width - 12 - amountWidth });
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
  pdf.font("Helvetica").text(latin(paidWithText(doc.paidWith, say)), left, pdf.y, { width });
  pdf.end();
  return output;
}
