// The receipt's words on a guest's phone after paying online (docs/payments.md#the-receipt,
// docs/guest-page.md#the-guests-language). English here; each other language the menu can offer
// has the same keys in src/domain/receipt-words/<code>.ts, loaded only with the receipt, in that
// language (src/features/guest-menu/use-more-words.ts).

import { RECEIPT_DOC_EN } from "./receipt-doc-words";

/** The receipt's words in English (the receipt document's too). */
export const RECEIPT_WORDS_EN = {
  ...RECEIPT_DOC_EN,
  receipt: "Receipt",
  loadFailed: "This receipt could not be loaded.",
  loading: "Loading your receipt",
  paid: "Payment received. Thank you!",
  orderOnWay: "Your order is on its way to the kitchen.",
  failed: "This payment did not go through: nothing was charged. Pay again from the bill, or pay the staff.",
  stillWaiting:
    "Still waiting for the payment provider's confirmation. If you were charged, the staff can confirm your payment.",
  waiting: "Waiting for the payment provider's confirmation…",
  paidFor: "Paid for",
  venue: "Venue",
  table: "Table",
  share: "Share",
  amount: "Amount",
  refunded: "Refunded",
  sentTo: "Receipt sent to {{email}}.",
  emailMe: "E-mail me the receipt",
  send: "Send",
  showReceipt: "Show the receipt",
  tryAgain: "Try again",
  makingPdf: "Making the PDF…",
  downloadPdf: "Download PDF",
  pdfFailed: "The PDF could not be made. Try again.",
} as const;

/** One language's receipt words: every key of the English catalogue. */
export type ReceiptWords = Readonly<Record<keyof typeof RECEIPT_WORDS_EN, string>>;
/** A text of the receipt in the page's language, placeholders filled. */
export type ReceiptWord = (key: keyof typeof RECEIPT_WORDS_EN, params?: Record<string, string | number>) => string;
