import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Russian. */
const ru: ReceiptWords = {
  receipt: "Чек",
  loadFailed: "Не удалось загрузить этот чек.",
  loading: "Загрузка чека",
  paid: "Оплата получена. Спасибо!",
  orderOnWay: "Ваш заказ передан на кухню.",
  failed: "Платёж не прошёл: деньги не списаны. Оплатите снова из счёта или у персонала.",
  stillWaiting:
    "Всё ещё ждём подтверждения от платёжного сервиса. Если деньги списаны, персонал может подтвердить вашу оплату.",
  waiting: "Ждём подтверждения от платёжного сервиса…",
  paidFor: "Оплачено",
  shared: "(вместе)",
  venue: "Заведение",
  table: "Стол",
  share: "Часть",
  amount: "Сумма",
  tip: "Чаевые",
  total: "Итого",
  refunded: "Возвращено",
  sentTo: "Чек отправлен на {{email}}.",
  emailMe: "Отправить чек на e-mail",
  send: "Отправить",
  showReceipt: "Показать чек",
  tryAgain: "Повторить",
  makingPdf: "Создаём PDF…",
  downloadPdf: "Скачать PDF",
  pdfFailed: "Не удалось создать PDF. Попробуйте ещё раз.",
};

export default ru;
