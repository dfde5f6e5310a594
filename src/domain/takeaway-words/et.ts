import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Estonian. */
const et: TakeawayWords = {
  pickupTime: "Kättesaamise aeg",
  loadingTimes: "Kättesaamise aegu laaditakse…",
  timesFailed: "Kättesaamise aegu ei õnnestunud laadida.",
  tryAgain: "Proovi uuesti",
  noTimes: "Tänaseks pole enam vabu kättesaamise aegu.",
  chooseTime: "Vali aeg",
  full: "{{time}} (täis)",
  pickupName: "Sinu nimi (kättesaamiseks)",
  payOnline: "Maksad veebis enne, kui tellimus vastu võetakse.",
  payAtPickup: "Maksad kättesaamisel.",
  notifyOn: "Saad teate, kui tellimus {{number}} on valmis.",
  notifyBlocked: "Teated on selles brauseris blokeeritud: hoia see leht avatuna, et näha, millal tellimus valmis on.",
  turningOn: "Teateid lülitatakse sisse…",
  notifyMe: "Teavita mind, kui see on valmis",
  notifyFailed: "Teateid ei õnnestunud sisse lülitada. Proovi uuesti.",
  today: "Täna",
  tomorrow: "Homme",
  tonight: "Täna õhtul",
  noTimesLeft: "Vabu kättesaamise aegu pole enam.",
};

export default et;
