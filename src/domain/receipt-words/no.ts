import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Norwegian. */
const no_: ReceiptWords = {
  receipt: "Kvittering",
  loadFailed: "Kvitteringen kunne ikke lastes inn.",
  loading: "Laster inn kvitteringen",
  paid: "Betaling mottatt. Takk!",
  orderOnWay: "Bestillingen din er på vei til kjøkkenet.",
  failed:
    "Betalingen gikk ikke gjennom: ingenting ble trukket. Betal på nytt fra regningen, eller betal til personalet.",
  stillWaiting:
    "Venter fortsatt på bekreftelse fra betalingstjenesten. Hvis du ble belastet, kan personalet bekrefte betalingen.",
  waiting: "Venter på bekreftelse fra betalingstjenesten…",
  paidFor: "Betalt for",
  shared: "(delt)",
  venue: "Sted",
  table: "Bord",
  share: "Del",
  amount: "Beløp",
  tip: "Tips",
  total: "Totalt",
  refunded: "Refundert",
  sentTo: "Kvitteringen er sendt til {{email}}.",
  emailMe: "Send meg kvitteringen på e-post",
  send: "Send",
  showReceipt: "Vis kvitteringen",
  tryAgain: "Prøv igjen",
  makingPdf: "Lager PDF…",
  downloadPdf: "Last ned PDF",
  pdfFailed: "PDF-en kunne ikke lages. Prøv igjen.",
};

export default no_;
