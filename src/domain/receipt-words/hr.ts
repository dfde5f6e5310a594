import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Croatian. */
const hr: ReceiptWords = {
  receipt: "Potvrda",
  loadFailed: "Potvrdu nije bilo moguće učitati.",
  loading: "Učitavanje potvrde",
  paid: "Plaćanje je primljeno. Hvala!",
  orderOnWay: "Vaša narudžba ide u kuhinju.",
  failed: "Plaćanje nije prošlo: ništa nije naplaćeno. Platite ponovno putem računa ili osoblju.",
  stillWaiting: "Još čekamo potvrdu pružatelja plaćanja. Ako vam je naplaćeno, osoblje može potvrditi vaše plaćanje.",
  waiting: "Čekamo potvrdu pružatelja plaćanja…",
  paidFor: "Plaćeno za",
  shared: "(podijeljeno)",
  venue: "Objekt",
  table: "Stol",
  share: "Dio",
  amount: "Iznos",
  tip: "Napojnica",
  total: "Ukupno",
  refunded: "Povrat",
  sentTo: "Potvrda je poslana na {{email}}.",
  emailMe: "Pošalji mi potvrdu e-poštom",
  send: "Pošalji",
  showReceipt: "Prikaži potvrdu",
  tryAgain: "Pokušaj ponovno",
  makingPdf: "Izrada PDF-a…",
  downloadPdf: "Preuzmi PDF",
  pdfFailed: "PDF nije moguće izraditi. Pokušajte ponovno.",
};

export default hr;
