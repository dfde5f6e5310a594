import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in German. */
const de: ReceiptWords = {
  receipt: "Beleg",
  loadFailed: "Dieser Beleg konnte nicht geladen werden.",
  loading: "Ihr Beleg wird geladen",
  paid: "Zahlung erhalten. Vielen Dank!",
  orderOnWay: "Ihre Bestellung ist auf dem Weg in die Küche.",
  failed:
    "Diese Zahlung ist nicht durchgegangen: Es wurde nichts abgebucht. Bezahlen Sie erneut über die Rechnung oder beim Personal.",
  stillWaiting:
    "Die Bestätigung des Zahlungsanbieters steht noch aus. Falls Ihnen etwas abgebucht wurde, kann das Personal Ihre Zahlung bestätigen.",
  waiting: "Warten auf die Bestätigung des Zahlungsanbieters…",
  paidFor: "Bezahlt für",
  shared: "(geteilt)",
  venue: "Lokal",
  table: "Tisch",
  share: "Anteil",
  amount: "Betrag",
  tip: "Trinkgeld",
  total: "Summe",
  refunded: "Erstattet",
  sentTo: "Beleg an {{email}} gesendet.",
  emailMe: "Beleg per E-Mail senden",
  send: "Senden",
  showReceipt: "Beleg anzeigen",
  tryAgain: "Erneut versuchen",
  makingPdf: "PDF wird erstellt…",
  downloadPdf: "PDF herunterladen",
  pdfFailed: "Das PDF konnte nicht erstellt werden. Versuchen Sie es erneut.",
};

export default de;
