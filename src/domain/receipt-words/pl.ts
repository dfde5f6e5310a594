import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Polish. */
const pl: ReceiptWords = {
  receipt: "Potwierdzenie",
  loadFailed: "Nie udało się wczytać tego potwierdzenia.",
  loading: "Wczytywanie potwierdzenia",
  paid: "Płatność otrzymana. Dziękujemy!",
  orderOnWay: "Twoje zamówienie trafia do kuchni.",
  failed: "Ta płatność nie przeszła: nic nie zostało pobrane. Zapłać ponownie z rachunku lub u obsługi.",
  stillWaiting:
    "Nadal czekamy na potwierdzenie operatora płatności. Jeśli pobrano opłatę, obsługa może potwierdzić Twoją płatność.",
  waiting: "Czekamy na potwierdzenie operatora płatności…",
  paidFor: "Zapłacono za",
  shared: "(dzielone)",
  venue: "Lokal",
  table: "Stolik",
  share: "Część",
  amount: "Kwota",
  tip: "Napiwek",
  total: "Razem",
  refunded: "Zwrócono",
  sentTo: "Wysłano potwierdzenie na adres {{email}}.",
  emailMe: "Wyślij mi potwierdzenie e-mailem",
  send: "Wyślij",
  showReceipt: "Pokaż potwierdzenie",
  tryAgain: "Spróbuj ponownie",
  makingPdf: "Tworzenie PDF…",
  downloadPdf: "Pobierz PDF",
  pdfFailed: "Nie udało się utworzyć PDF. Spróbuj ponownie.",
};

export default pl;
