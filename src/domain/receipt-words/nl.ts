import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Dutch. */
const nl: ReceiptWords = {
  receipt: "Bon",
  loadFailed: "Deze bon kon niet worden geladen.",
  loading: "Je bon wordt geladen",
  paid: "Betaling ontvangen. Bedankt!",
  orderOnWay: "Je bestelling gaat naar de keuken.",
  failed:
    "Deze betaling is niet gelukt: er is niets afgeschreven. Betaal opnieuw via de rekening, of bij het personeel.",
  stillWaiting:
    "Nog steeds wachten op de bevestiging van de betaaldienst. Als er geld is afgeschreven, kan het personeel je betaling bevestigen.",
  waiting: "Wachten op de bevestiging van de betaaldienst…",
  paidFor: "Betaald voor",
  shared: "(gedeeld)",
  venue: "Zaak",
  table: "Tafel",
  share: "Deel",
  amount: "Bedrag",
  tip: "Fooi",
  total: "Totaal",
  refunded: "Terugbetaald",
  sentTo: "Bon verstuurd naar {{email}}.",
  emailMe: "Mail mij de bon",
  send: "Versturen",
  showReceipt: "Bon tonen",
  tryAgain: "Opnieuw proberen",
  makingPdf: "PDF wordt gemaakt…",
  downloadPdf: "PDF downloaden",
  pdfFailed: "De PDF kon niet worden gemaakt. Probeer het opnieuw.",
};

export default nl;
