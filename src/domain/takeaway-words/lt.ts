import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Lithuanian. */
const lt: TakeawayWords = {
  pickupTime: "Atsiėmimo laikas",
  loadingTimes: "Įkeliami atsiėmimo laikai…",
  timesFailed: "Nepavyko įkelti atsiėmimo laikų.",
  tryAgain: "Bandyti dar kartą",
  noTimes: "Šiandien laisvų atsiėmimo laikų nebeliko.",
  chooseTime: "Pasirinkite laiką",
  full: "{{time}} (užimta)",
  pickupName: "Jūsų vardas (atsiėmimui)",
  payOnline: "Mokate internetu, kol užsakymas dar nepriimtas.",
  payAtPickup: "Mokate atsiimdami.",
  notifyOn: "Gausite pranešimą, kai užsakymas {{number}} bus paruoštas.",
  notifyBlocked:
    "Pranešimai šioje naršyklėje užblokuoti: laikykite šį puslapį atidarytą, kad matytumėte, kada jis bus paruoštas.",
  turningOn: "Įjungiami pranešimai…",
  notifyMe: "Pranešti, kai bus paruošta",
  notifyFailed: "Nepavyko įjungti pranešimų. Bandykite dar kartą.",
  today: "Šiandien",
  tomorrow: "Rytoj",
  tonight: "Šįvakar",
  noTimesLeft: "Laisvų atsiėmimo laikų nebeliko.",
};

export default lt;
