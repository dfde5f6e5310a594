// A receipt as a PDF, made in the guest's browser (docs/tax-and-receipts.md#the-pdf) with pdfkit's
// browser build: loaded only when the guest taps "Download PDF" (its own lazy chunk, outside the
// guest page's budget, tools/size.mjs). The server's hook VM cannot run pdfkit, and a receipt is
// already stored as data the browser has: no server worker, no second copy of the layout.
import { PDFDocument, registerStdFonts, type TextOptions } from "pdfkit";
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

/** A piece of text in one font registered in the PDF; `fakeBold`: a bold drawn from a regular face. */
interface Run {
  font: string;
  text: string;
  fakeBold?: boolean;
}

/** The fonts a receipt is written in, and how a text is written in them (in runs by font). */
interface Faces {
  unicode: boolean;
  /** The main font's regular and bold names (what moveDown measures with, and an empty line's font). */
  regular: string;
  bold: string;
  /** The main font's ascender (per 1000 of the size): every run is set on its baseline. */
  ascender?: number;
  register(pdf: PDFDocument): void;
  runs(s: string, bold: boolean): Run[];
}
const STANDARD: Faces = {
  unicode: false,
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  register: () => {},
  runs: (s, bold) => [{ font: bold ? "Helvetica-Bold" : "Helvetica", text: latin(s) }],
};

/**
 * The receipt `doc` as a PDF file (A5 portrait), its words in the guest's language `words` where
 * its fonts can write all of them, else in English. A receipt whose text is all Latin-1 uses
 * pdfkit's standard fonts (nothing more is fetched); any other (a Greek dish, a Cyrillic venue,
 * the words of a Japanese page) fetches the Unicode part (receipt-pdf-unicode.ts: fontkit, DejaVu
 * Sans and the font of each other script the receipt has: Thai, Devanagari, Hangul, Chinese and
 * Japanese; each embedded as a subset). A line in several scripts is written in runs, one font
 * each. Characters no font has print as "?", as do all non-Latin characters if the main font
 * cannot be fetched.
 */
export async function receiptPdf(doc: ReceiptDoc, words?: ReceiptDocSay): Promise<Blob> {
  const keys = Object.keys(RECEIPT_DOC_EN) as Array<keyof typeof RECEIPT_DOC_EN>;
  const wordsText = words ? keys.map((k) => words(k)).join(" ") : "";
  const wordsLatin = !words || isLatin(wordsText);
  // The receipt's data is all strings and numbers: its JSON holds every text the PDF writes.
  const docText = JSON.stringify(doc);
  if (isLatin(docText) && wordsLatin) return draw(doc, words ?? sayEnglish, STANDARD);
  let faces = STANDARD;
  let say: ReceiptDocSay = wordsLatin && words ? words : sayEnglish;
  try {
    const { unicodeFonts, rtlRuns } = await import("./receipt-pdf-unicode");
    const fonts = await unicodeFonts(`${docText}\n${wordsText}`);
    faces = {
      unicode: true,
      regular: "Receipt0",
      bold: "Receipt0-Bold",
      ascender: (fonts.faces[0].regular.ascent * 1000) / fonts.faces[0].regular.unitsPerEm,
      register: (pdf) =>
        fonts.faces.forEach((f, i) => {
          // pdfkit takes fontkit's font objects as they are (PDFFontFactory.open: `src.layout`).
          pdf.registerFont(`Receipt${i}`, f.regular);
          if (f.bold) pdf.registerFont(`Receipt${i}-Bold`, f.bold);
        }),
      runs: (s, bold) =>
        fonts.runs(rtlRuns(s)).map((r) => {
          const hasBold = Boolean(fonts.faces[r.font].bold);
          return {
            font: bold && hasBold ? `Receipt${r.font}-Bold` : `Receipt${r.font}`,
            text: r.text,
            fakeBold: bold && !hasBold,
          };
        }),
    };
    if (words && keys.every((k) => fonts.covers(words(k)))) say = words;
  } catch {
    // The font could not be fetched (offline): the standard fonts still make a receipt, with "?".
  }
  return draw(doc, say, faces);
}

function draw(doc: ReceiptDoc, say: ReceiptDocSay, faces: Faces): Promise<Blob> {
  const unicode = faces.unicode;
  const pdf = new PDFDocument({
    size: "A5",
    margin: 36,
    // pdfkit writes a non-ASCII info string as UTF-16: only the standard fonts' text is narrowed.
    info: {
      Title: unicode ? receiptTitle(doc, say) : latin(receiptTitle(doc, say)),
      Author: unicode ? doc.venue.legalName : latin(doc.venue.legalName),
    },
  });
  faces.register(pdf);
  const output = toBlob(pdf);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const amountWidth = 90;
  const money = (c: number) => `${centsText(c)} ${doc.currency}`;
  const { regular, bold, ascender } = faces;
  let fontSize = 12;
  const size = (n: number) => {
    fontSize = n;
    pdf.fontSize(n);
  };
  /**
   * `text` written from (x, y) (none: where the last text ended) in runs by font, one `continued`
   * text call each, so pdfkit wraps them as one line. A bold the font has no face for is drawn
   * filled and stroked. The main regular font is current after it (moveDown measures with it).
   */
  const write = (text: string, isBold: boolean, options: TextOptions, x?: number, y?: number) => {
    const runs = faces.runs(text, isBold);
    if (!runs.length) runs.push({ font: isBold ? bold : regular, text: "" });
    const lineHeight = pdf.font(isBold ? bold : regular).currentLineHeight(true);
    runs.forEach((r, i) => {
      pdf.font(r.font);
      if (r.fakeBold) pdf.lineWidth(0.4);
      // Fonts differ in ascent and line height (Thai stacks its marks high): every run sits on
      // the main font's baseline, and a line advances by the main font's height. `features` (none
      // beyond the script's defaults) makes pdfkit shape a printed line as one fontkit run, not
      // word by word: fontkit then reverses a right-to-left line as a whole (rtl-runs.ts).
      const line =
        ascender === undefined
          ? {}
          : {
              baseline: -(ascender * fontSize) / 1000,
              lineGap: lineHeight - pdf.currentLineHeight(true),
              features: [],
            };
      // Every key set: a continued call takes the keys the one before set and this one does not.
      const o = { ...options, ...line, continued: i < runs.length - 1, fill: true, stroke: Boolean(r.fakeBold) };
      if (i === 0 && x !== undefined) pdf.text(r.text, x, y, o);
      else pdf.text(r.text, o);
    });
    pdf.font(regular).lineWidth(1);
  };
  /** A row: text on the left, an amount on the right, on the same line. */
  const row = (label: string, cents: number, isBold = false) => {
    const y = pdf.y;
    write(label, isBold, { width: width - amountWidth - 8 }, left, y);
    const after = pdf.y;
    write(money(cents), isBold, { width: amountWidth, align: "right" }, left + width - amountWidth, y);
    pdf.y = Math.max(after, pdf.y);
  };
  size(14);
  write(doc.venue.legalName, true, { width }, left, pdf.y);
  size(9);
  if (doc.venue.address) write(doc.venue.address, false, { width });
  if (doc.venue.taxNumber) write(say("taxNumber", { number: doc.venue.taxNumber }), false, { width });
  pdf.moveDown();
  size(12);
  write(receiptTitle(doc, say), true, { width });
  size(9);
  const note = creditNote(doc, say);
  if (note) write(note, false, { width });
  write(`${doc.localTime} (${doc.zone})`, false, { width });
  const place = [doc.where, doc.label].filter(Boolean).map((text) => receiptLabel(text, say));
  write(place.join(" · "), false, { width });
  pdf.moveDown();
  size(10);
  if (doc.partOfBill) write(say("partOfBillNote"), false, { width });
  for (const l of doc.lines) {
    const title = doc.kind === "credit" ? receiptLabel(l.title, say) : l.title;
    row(`${l.count} × ${title}${l.shared ? ` ${say("shared")}` : ""}`, l.amountCents);
    if (l.choices.length) {
      size(8);
      write(choicesText(l.choices), false, { width: width - 12 - amountWidth }, left + 12, pdf.y);
    }
    size(10);
  }
  pdf.moveDown(0.5);
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .stroke();
  pdf.moveDown(0.5);
  for (const r of receiptRows(doc, say)) row(r.label, r.cents, r.isTotal);
  pdf.moveDown();
  write(paidWithText(doc.paidWith, say), false, { width }, left, pdf.y);
  pdf.end();
  return output;
}
