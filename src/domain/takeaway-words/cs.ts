import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Czech. */
const cs: TakeawayWords = {
  pickupTime: "Čas vyzvednutí",
  loadingTimes: "Načítání časů vyzvednutí…",
  timesFailed: "Časy vyzvednutí se nepodařilo načíst.",
  tryAgain: "Zkusit znovu",
  noTimes: "Na dnešek už nezbývají žádné časy vyzvednutí.",
  chooseTime: "Vyberte čas",
  full: "{{time}} (plno)",
  pickupName: "Vaše jméno (pro vyzvednutí)",
  payOnline: "Platíte online, než bude objednávka přijata.",
  payAtPickup: "Platíte při vyzvednutí.",
  notifyOn: "Dostanete oznámení, až bude objednávka {{number}} hotová.",
  notifyBlocked:
    "Oznámení jsou v tomto prohlížeči blokována: nechte tuto stránku otevřenou, abyste viděli, kdy bude hotová.",
  turningOn: "Zapínání oznámení…",
  notifyMe: "Upozornit mě, až bude hotová",
  notifyFailed: "Oznámení se nepodařilo zapnout. Zkuste to znovu.",
  today: "Dnes",
  tomorrow: "Zítra",
  tonight: "Dnes večer",
  noTimesLeft: "Už nezbývají žádné časy vyzvednutí.",
};

export default cs;
