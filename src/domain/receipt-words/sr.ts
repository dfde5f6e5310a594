import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Serbian. */
const sr: ReceiptWords = {
  receipt: "Потврда",
  loadFailed: "Потврду није било могуће учитати.",
  loading: "Учитавање потврде",
  paid: "Плаћање је примљено. Хвала!",
  orderOnWay: "Ваша поруџбина иде у кухињу.",
  failed: "Плаћање није прошло: ништа није наплаћено. Платите поново преко рачуна или особљу.",
  stillWaiting: "Још чекамо потврду пружаоца плаћања. Ако вам је наплаћено, особље може да потврди ваше плаћање.",
  waiting: "Чекамо потврду пружаоца плаћања…",
  paidFor: "Плаћено за",
  shared: "(подељено)",
  venue: "Објекат",
  table: "Сто",
  share: "Део",
  amount: "Износ",
  tip: "Бакшиш",
  total: "Укупно",
  refunded: "Враћено",
  sentTo: "Потврда је послата на {{email}}.",
  emailMe: "Пошаљи ми потврду имејлом",
  send: "Пошаљи",
  showReceipt: "Прикажи потврду",
  tryAgain: "Покушај поново",
  makingPdf: "Прави се PDF…",
  downloadPdf: "Преузми PDF",
  pdfFailed: "PDF није могуће направити. Покушајте поново.",
};

export default sr;
