import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Latvian. */
const lv: ReceiptWords = {
  receipt: "Čeks",
  loadFailed: "Čeku neizdevās ielādēt.",
  loading: "Ielādē čeku",
  paid: "Maksājums saņemts. Paldies!",
  orderOnWay: "Jūsu pasūtījums ir ceļā uz virtuvi.",
  failed: "Maksājums neizdevās: nekas netika iekasēts. Maksājiet vēlreiz no rēķina vai personālam.",
  stillWaiting:
    "Joprojām gaidām maksājumu pakalpojuma apstiprinājumu. Ja nauda tika iekasēta, personāls var apstiprināt jūsu maksājumu.",
  waiting: "Gaidām maksājumu pakalpojuma apstiprinājumu…",
  paidFor: "Samaksāts par",
  shared: "(kopīgs)",
  venue: "Iestāde",
  table: "Galdiņš",
  share: "Daļa",
  amount: "Summa",
  tip: "Dzeramnauda",
  total: "Kopā",
  refunded: "Atmaksāts",
  sentTo: "Čeks nosūtīts uz {{email}}.",
  emailMe: "Nosūtīt čeku e-pastā",
  send: "Sūtīt",
  showReceipt: "Rādīt čeku",
  tryAgain: "Mēģināt vēlreiz",
  makingPdf: "Veido PDF…",
  downloadPdf: "Lejupielādēt PDF",
  pdfFailed: "PDF neizdevās izveidot. Mēģiniet vēlreiz.",
};

export default lv;
