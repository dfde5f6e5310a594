import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Maltese. */
const mt: TakeawayWords = {
  pickupTime: "Il-ħin tal-ġbir",
  loadingTimes: "Il-ħinijiet tal-ġbir qed jitgħabbew…",
  timesFailed: "Il-ħinijiet tal-ġbir ma setgħux jitgħabbew.",
  tryAgain: "Erġa' pprova",
  noTimes: "M'għadx fadal ħinijiet tal-ġbir għal-lum.",
  chooseTime: "Agħżel ħin",
  full: "{{time}} (mimli)",
  pickupName: "Ismek (għall-ġbir)",
  payOnline: "Tħallas online qabel ma l-ordni tiġi aċċettata.",
  payAtPickup: "Tħallas meta tiġborha.",
  notifyOn: "Tirċievi notifika meta l-ordni {{number}} tkun lesta.",
  notifyBlocked: "In-notifiki huma mblukkati f'dan il-browser: żomm din il-paġna miftuħa biex tara meta tkun lesta.",
  turningOn: "In-notifiki qed jinxtegħlu…",
  notifyMe: "Għarrafni meta tkun lesta",
  notifyFailed: "In-notifiki ma setgħux jinxtegħlu. Erġa' pprova.",
  today: "Illum",
  tomorrow: "Għada",
  tonight: "Illejla",
  noTimesLeft: "M'għadx fadal ħinijiet tal-ġbir.",
};

export default mt;
