import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Danish. */
const da: TakeawayWords = {
  pickupTime: "Afhentningstid",
  loadingTimes: "Indlæser afhentningstider…",
  timesFailed: "Afhentningstiderne kunne ikke indlæses.",
  tryAgain: "Prøv igen",
  noTimes: "Der er ikke flere afhentningstider i dag.",
  chooseTime: "Vælg et tidspunkt",
  full: "{{time}} (fuldt)",
  pickupName: "Dit navn (til afhentningen)",
  payOnline: "Du betaler online, før bestillingen bliver accepteret.",
  payAtPickup: "Du betaler, når du henter den.",
  notifyOn: "Du får en notifikation, når bestilling {{number}} er klar.",
  notifyBlocked: "Notifikationer er blokeret i denne browser: hold siden åben for at se, hvornår den er klar.",
  turningOn: "Slår notifikationer til…",
  notifyMe: "Giv mig besked, når den er klar",
  notifyFailed: "Notifikationer kunne ikke slås til. Prøv igen.",
  today: "I dag",
  tomorrow: "I morgen",
  tonight: "I aften",
  noTimesLeft: "Der er ikke flere afhentningstider.",
};

export default da;
