import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Bulgarian. */
const bg: ReceiptWords = {
  receipt: "Разписка",
  loadFailed: "Разписката не можа да бъде заредена.",
  loading: "Разписката се зарежда",
  paid: "Плащането е получено. Благодарим ви!",
  orderOnWay: "Поръчката ви пътува към кухнята.",
  failed: "Плащането не премина: нищо не е таксувано. Платете отново от сметката или на персонала.",
  stillWaiting:
    "Все още чакаме потвърждение от доставчика на плащания. Ако сте таксувани, персоналът може да потвърди плащането ви.",
  waiting: "Чакаме потвърждение от доставчика на плащания…",
  paidFor: "Платено за",
  shared: "(поделено)",
  venue: "Заведение",
  table: "Маса",
  share: "Част",
  amount: "Сума",
  tip: "Бакшиш",
  total: "Общо",
  refunded: "Възстановено",
  sentTo: "Разписката е изпратена на {{email}}.",
  emailMe: "Изпрати ми разписката по имейл",
  send: "Изпрати",
  showReceipt: "Покажи разписката",
  tryAgain: "Опитай отново",
  makingPdf: "PDF файлът се създава…",
  downloadPdf: "Изтегли PDF",
  pdfFailed: "PDF файлът не можа да бъде създаден. Опитайте отново.",
};

export default bg;
