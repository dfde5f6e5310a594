import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Croatian. */
const hr: TakeawayWords = {
  pickupTime: "Vrijeme preuzimanja",
  loadingTimes: "Učitavanje vremena preuzimanja…",
  timesFailed: "Vremena preuzimanja nije bilo moguće učitati.",
  tryAgain: "Pokušaj ponovno",
  noTimes: "Za danas više nema slobodnih vremena preuzimanja.",
  chooseTime: "Odaberite vrijeme",
  full: "{{time}} (popunjeno)",
  pickupName: "Vaše ime (za preuzimanje)",
  payOnline: "Plaćate online prije nego što narudžba bude prihvaćena.",
  payAtPickup: "Plaćate pri preuzimanju.",
  notifyOn: "Dobit ćete obavijest kad narudžba {{number}} bude gotova.",
  notifyBlocked:
    "Obavijesti su blokirane u ovom pregledniku: ostavite ovu stranicu otvorenom da vidite kad će biti gotova.",
  turningOn: "Uključivanje obavijesti…",
  notifyMe: "Obavijesti me kad bude gotova",
  notifyFailed: "Obavijesti nije bilo moguće uključiti. Pokušajte ponovno.",
  today: "Danas",
  tomorrow: "Sutra",
  tonight: "Večeras",
  noTimesLeft: "Više nema slobodnih vremena preuzimanja.",
};

export default hr;
