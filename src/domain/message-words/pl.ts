import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Polish. */
const pl: MessageWords = {
  soldOut: "{{dish}} – wyprzedane.",
  notServed: "{{dish}} nie jest podawane o tej porze.",
  slotFull: "Ta godzina odbioru jest pełna: wybierz inną.",
  slotTooSoon: "Ta godzina odbioru jest za wcześnie: wybierz późniejszą.",
  choosePickup: "Wybierz godzinę odbioru.",
  scanTheCode: "Zeskanuj kod QR na swoim stoliku, aby zamawiać na rachunek stolika.",
  cartSent: "Ten koszyk został już wysłany.",
  cartChanged: "Koszyk w międzyczasie się zmienił: sprawdź go i wyślij ponownie.",
  cartFull: "Koszyk jest pełny: wyślij go, zanim dodasz więcej.",
  cartEmpty: "Koszyk jest pusty.",
  visitEnded: "Wizyta przy tym stoliku się zakończyła.",
  groupFull: "Grupa tego stolika jest pełna ({{count}} telefonów).",
  invitationInvalid: "To zaproszenie jest nieważne.",
  joinFirst: "Najpierw dołącz do grupy tego stolika przez jej zaproszenie.",
  payTheStaff: "Ten lokal nie przyjmuje płatności online: zapłać obsłudze.",
  paymentNoAnswer: "Serwis płatności nie odpowiedział. Nic nie pobrano: spróbuj ponownie za chwilę.",
  shareAlreadyPaid: "Ta część jest już opłacona.",
  genericError: "Podczas przetwarzania żądania wystąpił błąd.",
  loadingMenu: "Ładowanie menu",
  menuNotFound: "Nie znaleziono menu",
  menuNotFoundText: "Pod tym adresem nie ma menu. Zeskanuj ponownie kod QR na swoim stoliku lub zapytaj obsługę.",
  menuLoadFailed: "Nie udało się załadować menu",
  checkConnection: "Sprawdź połączenie i spróbuj ponownie.",
  tryAgain: "Spróbuj ponownie",
};

export default pl;
