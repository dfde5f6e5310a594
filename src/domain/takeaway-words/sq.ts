import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Albanian. */
const sq: TakeawayWords = {
  pickupTime: "Ora e marrjes",
  loadingTimes: "Po ngarkohen oraret e marrjes…",
  timesFailed: "Oraret e marrjes nuk u ngarkuan dot.",
  tryAgain: "Provo përsëri",
  noTimes: "Nuk ka mbetur asnjë orar marrjeje për sot.",
  chooseTime: "Zgjidhni një orë",
  full: "{{time}} (plot)",
  pickupName: "Emri juaj (për marrjen)",
  payOnline: "Paguani në internet përpara se porosia të pranohet.",
  payAtPickup: "Paguani kur e merrni.",
  notifyOn: "Do të merrni një njoftim kur porosia {{number}} të jetë gati.",
  notifyBlocked: "Njoftimet janë bllokuar në këtë shfletues: mbajeni këtë faqe të hapur për të parë kur të jetë gati.",
  turningOn: "Po aktivizohen njoftimet…",
  notifyMe: "Më njofto kur të jetë gati",
  notifyFailed: "Njoftimet nuk u aktivizuan dot. Provoni përsëri.",
  today: "Sot",
  tomorrow: "Nesër",
  tonight: "Sonte",
  noTimesLeft: "Nuk ka mbetur asnjë orar marrjeje.",
};

export default sq;
