import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Dutch. */
const nl: TakeawayWords = {
  pickupTime: "Afhaaltijd",
  loadingTimes: "Afhaaltijden worden geladen…",
  timesFailed: "De afhaaltijden konden niet worden geladen.",
  tryAgain: "Opnieuw proberen",
  noTimes: "Er zijn vandaag geen afhaaltijden meer vrij.",
  chooseTime: "Kies een tijd",
  full: "{{time}} (vol)",
  pickupName: "Je naam (voor het afhalen)",
  payOnline: "Je betaalt online voordat de bestelling wordt geaccepteerd.",
  payAtPickup: "Je betaalt bij het afhalen.",
  notifyOn: "Je krijgt een melding als bestelling {{number}} klaar is.",
  notifyBlocked: "Meldingen zijn geblokkeerd in deze browser: houd deze pagina open om te zien wanneer het klaar is.",
  turningOn: "Meldingen worden aangezet…",
  notifyMe: "Laat het me weten als het klaar is",
  notifyFailed: "Meldingen konden niet worden aangezet. Probeer het opnieuw.",
  today: "Vandaag",
  tomorrow: "Morgen",
  tonight: "Vanavond",
  noTimesLeft: "Er zijn geen afhaaltijden meer vrij.",
};

export default nl;
