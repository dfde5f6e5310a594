import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in German. */
const de: TakeawayWords = {
  pickupTime: "Abholzeit",
  loadingTimes: "Abholzeiten werden geladen…",
  timesFailed: "Die Abholzeiten konnten nicht geladen werden.",
  tryAgain: "Erneut versuchen",
  noTimes: "Heute sind keine Abholzeiten mehr frei.",
  chooseTime: "Zeit wählen",
  full: "{{time}} (ausgebucht)",
  pickupName: "Ihr Name (für die Abholung)",
  payOnline: "Sie bezahlen online, bevor die Bestellung angenommen wird.",
  payAtPickup: "Sie bezahlen bei der Abholung.",
  notifyOn: "Sie werden benachrichtigt, wenn Bestellung {{number}} fertig ist.",
  notifyBlocked:
    "Benachrichtigungen sind in diesem Browser blockiert: Lassen Sie diese Seite offen, um zu sehen, wann sie fertig ist.",
  turningOn: "Benachrichtigungen werden eingeschaltet…",
  notifyMe: "Benachrichtigen, wenn fertig",
  notifyFailed: "Benachrichtigungen konnten nicht eingeschaltet werden. Versuchen Sie es erneut.",
  today: "Heute",
  tomorrow: "Morgen",
  tonight: "Heute Nacht",
  noTimesLeft: "Es sind keine Abholzeiten mehr frei.",
};

export default de;
