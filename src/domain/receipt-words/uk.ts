import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Ukrainian. */
const uk: ReceiptWords = {
  receipt: "Квитанція",
  loadFailed: "Не вдалося завантажити квитанцію.",
  loading: "Завантаження квитанції",
  paid: "Оплату отримано. Дякуємо!",
  orderOnWay: "Ваше замовлення передано на кухню.",
  failed: "Платіж не пройшов: кошти не списано. Оплатіть знову з рахунку або персоналу.",
  stillWaiting:
    "Досі чекаємо на підтвердження від платіжного сервісу. Якщо кошти списано, персонал може підтвердити вашу оплату.",
  waiting: "Чекаємо на підтвердження від платіжного сервісу…",
  paidFor: "Оплачено",
  shared: "(спільне)",
  venue: "Заклад",
  table: "Стіл",
  share: "Частина",
  amount: "Сума",
  tip: "Чайові",
  total: "Разом",
  refunded: "Повернено",
  sentTo: "Квитанцію надіслано на {{email}}.",
  emailMe: "Надіслати квитанцію на e-mail",
  send: "Надіслати",
  showReceipt: "Показати квитанцію",
  tryAgain: "Спробувати ще раз",
  makingPdf: "Створюємо PDF…",
  downloadPdf: "Завантажити PDF",
  pdfFailed: "Не вдалося створити PDF. Спробуйте ще раз.",
};

export default uk;
