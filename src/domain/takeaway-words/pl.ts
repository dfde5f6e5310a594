import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Polish. */
const pl: TakeawayWords = {
  pickupTime: "Godzina odbioru",
  loadingTimes: "Wczytywanie godzin odbioru…",
  timesFailed: "Nie udało się wczytać godzin odbioru.",
  tryAgain: "Spróbuj ponownie",
  noTimes: "Na dziś nie ma już wolnych godzin odbioru.",
  chooseTime: "Wybierz godzinę",
  full: "{{time}} (brak miejsc)",
  pickupName: "Twoje imię (do odbioru)",
  payOnline: "Płacisz online, zanim zamówienie zostanie przyjęte.",
  payAtPickup: "Płacisz przy odbiorze.",
  notifyOn: "Otrzymasz powiadomienie, gdy zamówienie {{number}} będzie gotowe.",
  notifyBlocked:
    "Powiadomienia są zablokowane w tej przeglądarce: zostaw tę stronę otwartą, aby zobaczyć, kiedy będzie gotowe.",
  turningOn: "Włączanie powiadomień…",
  notifyMe: "Powiadom mnie, gdy będzie gotowe",
  notifyFailed: "Nie udało się włączyć powiadomień. Spróbuj ponownie.",
  today: "Dziś",
  tomorrow: "Jutro",
  tonight: "Dziś wieczorem",
  noTimesLeft: "Nie ma już wolnych godzin odbioru.",
};

export default pl;
