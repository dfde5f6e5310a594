// The labels the server writes into a receipt in English, in the guest's language (issue 37): a
// module of its own, so the receipt after paying online loads only this (npm run size).
import { RECEIPT_DOC_EN, sayEnglish, type ReceiptDocSay } from "./receipt-doc-words";

// The server's English labels in a stored receipt (its `where`, its `label`, a refund's line:
// pb_hooks/lib/money/receipts.js, memberLabel in ./visit.ts) and the words they are, with their parts.
const LABELS: readonly [RegExp, keyof typeof RECEIPT_DOC_EN, readonly string[]][] = [
  [/^Table (.+)$/s, "placeTable", ["table"]],
  [/^Takeaway (\d+)$/, "placeTakeaway", ["number"]],
  [/^Share (\d+) of (\d+)$/, "shareOf", ["index", "count"]],
  [/^Guest (\d+)$/, "guestN", ["n"]],
  [/^Refund$/, "refund", []],
  [/^Everyone$/, "everyone", []],
  // A part paid online (pb_hooks/lib/payments/payments.js): the member's label, itself read back.
  [/^(.+)'s part$/s, "partOf", ["name"]],
];

/**
 * A label the server stored in a receipt or a payment ("Table 4", "Takeaway 12", "Share 2 of 3",
 * "Guest 2", "Refund", "Everyone", "Guest 2's part") in `say`'s language, its parts kept; any other
 * text (a guest's name) as it is. In English it is the stored text exactly.
 */
export function receiptLabel(text: string, say: ReceiptDocSay = sayEnglish): string {
  for (const [pattern, key, names] of LABELS) {
    const m = pattern.exec(text);
    if (m) return say(key, Object.fromEntries(names.map((name, i) => [name, receiptLabel(m[i + 1], say)])));
  }
  return text;
}
