import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Norwegian. */
const no_: TakeawayWords = {
  pickupTime: "Hentetid",
  loadingTimes: "Laster inn hentetider…",
  timesFailed: "Hentetidene kunne ikke lastes inn.",
  tryAgain: "Prøv igjen",
  noTimes: "Det er ingen hentetider igjen i dag.",
  chooseTime: "Velg et tidspunkt",
  full: "{{time}} (fullt)",
  pickupName: "Navnet ditt (for hentingen)",
  payOnline: "Du betaler på nett før bestillingen godtas.",
  payAtPickup: "Du betaler når du henter.",
  notifyOn: "Du får et varsel når bestilling {{number}} er klar.",
  notifyBlocked: "Varsler er blokkert i denne nettleseren: hold siden åpen for å se når den er klar.",
  turningOn: "Slår på varsler…",
  notifyMe: "Varsle meg når den er klar",
  notifyFailed: "Varsler kunne ikke slås på. Prøv igjen.",
  today: "I dag",
  tomorrow: "I morgen",
  tonight: "I kveld",
  noTimesLeft: "Det er ingen hentetider igjen.",
};

export default no_;
