// A receipt print job (kind "receipt", docs/tax-and-receipts.md#printing) as ESC/POS bytes, made by
// the kept encoder `@point-of-sale/receipt-printer-encoder` like the kitchen tickets (ticket.mjs).
// The job's `lines[0]` is the receipt's document with the words to print already worded by the
// server's rule set (`print`: title, rows, lines); this lays them out in the printer's columns.

import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";

/** `left` and `right` on one line of `columns` characters (the left side cut with "~", the amount kept whole). */
export function twoColumns(left, right, columns) {
  const room = Math.max(1, columns - right.length - 1);
  const l = left.length > room ? `${left.slice(0, room - 1)}~` : left;
  return `${l}${" ".repeat(columns - l.length - right.length)}${right}`;
}

/**
 * The text lines of a receipt, top to bottom (what the fake printer in the tests reads back).
 * @param {any} doc the receipt (src/domain/receipt.ts ReceiptDoc) with its `print` words
 * @param {{columns?: number}} [opts]
 */
export function receiptLines(doc, opts = {}) {
  const columns = opts.columns ?? 42;
  const p = doc.print ?? { title: `Receipt ${doc.number}`, note: "", paid: "", rows: [], lines: [] };
  const cur = doc.currency ? ` ${doc.currency}` : "";
  const out = [doc.venue?.legalName ?? ""];
  if (doc.venue?.address) out.push(doc.venue.address);
  if (doc.venue?.taxNumber) out.push(`Tax number ${doc.venue.taxNumber}`);
  out.push("", p.title);
  if (p.note) out.push(p.note);
  out.push(`${doc.localTime} (${doc.zone})`);
  out.push([doc.where, doc.label].filter(Boolean).join(" - "));
  out.push("-".repeat(columns));
  for (const l of p.lines) {
    out.push(twoColumns(l.text, l.amount, columns));
    if (l.choices) out.push(`   ${l.choices}`);
  }
  out.push("-".repeat(columns));
  for (const r of p.rows) out.push(twoColumns(r.label, `${r.amount}${r.isTotal ? cur : ""}`, columns));
  if (p.paid) out.push("", p.paid);
  return out;
}

/** The ESC/POS bytes of a receipt: its lines (the title and the total bold), then a cut. */
export function receiptBytes(doc, opts = {}) {
  const columns = opts.columns ?? 42;
  const encoder = new ReceiptPrinterEncoder({ columns }).initialize().codepage("auto");
  const title = doc.print?.title;
  for (const text of receiptLines(doc, { columns })) {
    const bold = text === title || /^Total\s/.test(text);
    if (bold) encoder.bold(true);
    encoder.line(text);
    if (bold) encoder.bold(false);
  }
  return encoder.newline(3).cut().encode();
}
