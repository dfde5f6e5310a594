import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Danish. */
const da: ReceiptWords = {
  receipt: "Kvittering",
  loadFailed: "Kvitteringen kunne ikke indlæses.",
  loading: "Indlæser din kvittering",
  paid: "Betaling modtaget. Tak!",
  orderOnWay: "Din bestilling er på vej til køkkenet.",
  failed:
    "Betalingen gik ikke igennem: der er ikke trukket noget. Betal igen fra regningen, eller betal til personalet.",
  stillWaiting:
    "Venter stadig på bekræftelse fra betalingsudbyderen. Hvis du er blevet trukket, kan personalet bekræfte din betaling.",
  waiting: "Venter på bekræftelse fra betalingsudbyderen…",
  paidFor: "Betalt for",
  shared: "(delt)",
  venue: "Sted",
  table: "Bord",
  share: "Del",
  amount: "Beløb",
  tip: "Drikkepenge",
  total: "I alt",
  refunded: "Refunderet",
  sentTo: "Kvitteringen er sendt til {{email}}.",
  emailMe: "Send mig kvitteringen på mail",
  send: "Send",
  showReceipt: "Vis kvitteringen",
  tryAgain: "Prøv igen",
  makingPdf: "Laver PDF…",
  downloadPdf: "Hent PDF",
  pdfFailed: "PDF'en kunne ikke laves. Prøv igen.",
};

export default da;
