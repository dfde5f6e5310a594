import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Icelandic. */
const is_: TakeawayWords = {
  pickupTime: "Afhendingartími",
  loadingTimes: "Hleð afhendingartímum…",
  timesFailed: "Ekki tókst að hlaða afhendingartímum.",
  tryAgain: "Reyna aftur",
  noTimes: "Engir afhendingartímar eru eftir í dag.",
  chooseTime: "Veldu tíma",
  full: "{{time}} (fullt)",
  pickupName: "Nafnið þitt (fyrir afhendingu)",
  payOnline: "Þú greiðir á netinu áður en pöntunin er samþykkt.",
  payAtPickup: "Þú greiðir þegar þú sækir.",
  notifyOn: "Þú færð tilkynningu þegar pöntun {{number}} er tilbúin.",
  notifyBlocked: "Tilkynningar eru lokaðar í þessum vafra: hafðu síðuna opna til að sjá hvenær hún er tilbúin.",
  turningOn: "Kveiki á tilkynningum…",
  notifyMe: "Láttu mig vita þegar hún er tilbúin",
  notifyFailed: "Ekki tókst að kveikja á tilkynningum. Reyndu aftur.",
  today: "Í dag",
  tomorrow: "Á morgun",
  tonight: "Í kvöld",
  noTimesLeft: "Engir afhendingartímar eru eftir.",
};

export default is_;
