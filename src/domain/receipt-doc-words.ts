// A receipt document's own words (src/domain/receipt.ts: its title, money rows and how it was
// paid; src/components/receipt-document.tsx). English here: what the server's mail and printers and
// the staff's screen write. The guest's phone shows them in the page's language: they are part of
// the receipt's catalogue (src/domain/receipt-words.ts, one file per language).

/** A receipt document's words in English. */
export const RECEIPT_DOC_EN = {
  receiptN: "Receipt {{number}}",
  creditReceiptN: "Credit receipt {{number}}",
  creditFor: "Credit for receipt {{number}}",
  paidWithOnline: "Paid online",
  paidWithCard: "Paid by card",
  paidWithCash: "Paid in cash",
  paidWithCounter: "Paid at the counter",
  paidWithOther: "Paid",
  yourShare: "Your share",
  subtotal: "Subtotal",
  serviceCharge: "Service charge",
  taxIncl: "incl. tax {{name}} {{percent}} on {{net}}",
  taxAdded: "Tax {{name}} {{percent}} on {{net}}",
  taxNumber: "Tax number {{number}}",
  partOfBillNote: "The bill this share pays part of:",
  linesAndAmounts: "Lines and amounts",
  shared: "(shared)",
  tip: "Tip",
  total: "Total",
  // The labels the server writes into a receipt in English (pb_hooks/lib/money/receipts.js): where
  // it was paid, whose share, a refund's line; receiptLabel (./receipt.ts) reads them back.
  placeTable: "Table {{table}}",
  placeTakeaway: "Takeaway {{number}}",
  shareOf: "Share {{index}} of {{count}}",
  guestN: "Guest {{n}}",
  refund: "Refund",
  everyone: "Everyone",
  partOf: "{{name}}'s part",
} as const;

/** A receipt document's text in some language, placeholders filled. */
export type ReceiptDocSay = (key: keyof typeof RECEIPT_DOC_EN, params?: Record<string, string | number>) => string;

/** A receipt document's text in English, placeholders filled. */
export const sayEnglish: ReceiptDocSay = (key, params = {}) =>
  RECEIPT_DOC_EN[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
