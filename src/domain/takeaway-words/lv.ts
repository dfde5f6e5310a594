import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Latvian. */
const lv: TakeawayWords = {
  pickupTime: "Saņemšanas laiks",
  loadingTimes: "Ielādē saņemšanas laikus…",
  timesFailed: "Saņemšanas laikus neizdevās ielādēt.",
  tryAgain: "Mēģināt vēlreiz",
  noTimes: "Šodien vairs nav brīvu saņemšanas laiku.",
  chooseTime: "Izvēlieties laiku",
  full: "{{time}} (aizņemts)",
  pickupName: "Jūsu vārds (saņemšanai)",
  payOnline: "Jūs maksājat tiešsaistē, pirms pasūtījums tiek pieņemts.",
  payAtPickup: "Jūs maksājat saņemot.",
  notifyOn: "Jūs saņemsiet paziņojumu, kad pasūtījums {{number}} būs gatavs.",
  notifyBlocked: "Paziņojumi šajā pārlūkā ir bloķēti: turiet šo lapu atvērtu, lai redzētu, kad tas būs gatavs.",
  turningOn: "Ieslēdz paziņojumus…",
  notifyMe: "Paziņot, kad būs gatavs",
  notifyFailed: "Paziņojumus neizdevās ieslēgt. Mēģiniet vēlreiz.",
  today: "Šodien",
  tomorrow: "Rīt",
  tonight: "Šovakar",
  noTimesLeft: "Vairs nav brīvu saņemšanas laiku.",
};

export default lv;
