import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Romanian. */
const ro: TakeawayWords = {
  pickupTime: "Ora de ridicare",
  loadingTimes: "Se încarcă orele de ridicare…",
  timesFailed: "Orele de ridicare nu au putut fi încărcate.",
  tryAgain: "Încearcă din nou",
  noTimes: "Nu mai sunt ore de ridicare disponibile azi.",
  chooseTime: "Alegeți o oră",
  full: "{{time}} (complet)",
  pickupName: "Numele dvs. (pentru ridicare)",
  payOnline: "Plătiți online înainte ca această comandă să fie acceptată.",
  payAtPickup: "Plătiți la ridicare.",
  notifyOn: "Veți primi o notificare când comanda {{number}} este gata.",
  notifyBlocked: "Notificările sunt blocate în acest browser: păstrați pagina deschisă pentru a vedea când este gata.",
  turningOn: "Se activează notificările…",
  notifyMe: "Anunță-mă când este gata",
  notifyFailed: "Notificările nu au putut fi activate. Încercați din nou.",
  today: "Azi",
  tomorrow: "Mâine",
  tonight: "Diseară",
  noTimesLeft: "Nu mai sunt ore de ridicare disponibile.",
};

export default ro;
