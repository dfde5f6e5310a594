import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Hungarian. */
const hu: ReceiptWords = {
  receipt: "Nyugta",
  loadFailed: "A nyugtát nem sikerült betölteni.",
  loading: "A nyugta betöltése",
  paid: "Fizetés beérkezett. Köszönjük!",
  orderOnWay: "A rendelése úton van a konyhára.",
  failed: "A fizetés nem sikerült: semmit sem terheltünk. Fizessen újra a számláról, vagy a személyzetnél.",
  stillWaiting:
    "Még mindig várjuk a fizetési szolgáltató visszaigazolását. Ha terhelték a számláját, a személyzet megerősítheti a fizetést.",
  waiting: "Várjuk a fizetési szolgáltató visszaigazolását…",
  paidFor: "Kifizetve",
  shared: "(közös)",
  venue: "Hely",
  table: "Asztal",
  share: "Rész",
  amount: "Összeg",
  tip: "Borravaló",
  total: "Összesen",
  refunded: "Visszatérítve",
  sentTo: "Nyugta elküldve ide: {{email}}.",
  emailMe: "Nyugta küldése e-mailben",
  send: "Küldés",
  showReceipt: "Nyugta megjelenítése",
  tryAgain: "Újra",
  makingPdf: "PDF készítése…",
  downloadPdf: "PDF letöltése",
  pdfFailed: "A PDF-et nem sikerült elkészíteni. Próbáld újra.",
};

export default hu;
