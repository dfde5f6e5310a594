import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Slovenian. */
const sl: TakeawayWords = {
  pickupTime: "Čas prevzema",
  loadingTimes: "Nalaganje časov prevzema…",
  timesFailed: "Časov prevzema ni bilo mogoče naložiti.",
  tryAgain: "Poskusi znova",
  noTimes: "Za danes ni več prostih časov prevzema.",
  chooseTime: "Izberite čas",
  full: "{{time}} (polno)",
  pickupName: "Vaše ime (za prevzem)",
  payOnline: "Plačate na spletu, preden je naročilo sprejeto.",
  payAtPickup: "Plačate ob prevzemu.",
  notifyOn: "Prejeli boste obvestilo, ko bo naročilo {{number}} pripravljeno.",
  notifyBlocked: "Obvestila so v tem brskalniku blokirana: pustite to stran odprto, da vidite, kdaj bo pripravljeno.",
  turningOn: "Vklapljanje obvestil…",
  notifyMe: "Obvesti me, ko bo pripravljeno",
  notifyFailed: "Obvestil ni bilo mogoče vklopiti. Poskusite znova.",
  today: "Danes",
  tomorrow: "Jutri",
  tonight: "Nocoj",
  noTimesLeft: "Ni več prostih časov prevzema.",
};

export default sl;
