import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Irish. */
const ga: TakeawayWords = {
  pickupTime: "Am bailithe",
  loadingTimes: "Amanna bailithe á luchtú…",
  timesFailed: "Níorbh fhéidir na hamanna bailithe a luchtú.",
  tryAgain: "Bain triail eile as",
  noTimes: "Níl aon am bailithe fágtha inniu.",
  chooseTime: "Roghnaigh am",
  full: "{{time}} (lán)",
  pickupName: "D'ainm (don bhailiú)",
  payOnline: "Íocann tú ar líne sula nglactar leis an ordú.",
  payAtPickup: "Íocann tú nuair a bhailíonn tú é.",
  notifyOn: "Gheobhaidh tú fógra nuair a bheidh ordú {{number}} réidh.",
  notifyBlocked:
    "Tá fógraí blocáilte sa bhrabhsálaí seo: coinnigh an leathanach seo oscailte chun a fheiceáil cathain a bheidh sé réidh.",
  turningOn: "Fógraí á gcur ar siúl…",
  notifyMe: "Cuir in iúl dom nuair a bheidh sé réidh",
  notifyFailed: "Níorbh fhéidir fógraí a chur ar siúl. Bain triail eile as.",
  today: "Inniu",
  tomorrow: "Amárach",
  tonight: "Anocht",
  noTimesLeft: "Níl aon am bailithe fágtha.",
};

export default ga;
