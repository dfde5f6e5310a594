import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Italian. */
const it: TakeawayWords = {
  pickupTime: "Orario di ritiro",
  loadingTimes: "Caricamento degli orari di ritiro…",
  timesFailed: "Non è stato possibile caricare gli orari di ritiro.",
  tryAgain: "Riprova",
  noTimes: "Oggi non ci sono più orari di ritiro disponibili.",
  chooseTime: "Scegli un orario",
  full: "{{time}} (completo)",
  pickupName: "Il tuo nome (per il ritiro)",
  payOnline: "Paghi online prima che l'ordine venga accettato.",
  payAtPickup: "Paghi al ritiro.",
  notifyOn: "Riceverai una notifica quando l'ordine {{number}} sarà pronto.",
  notifyBlocked: "Le notifiche sono bloccate in questo browser: tieni aperta questa pagina per vedere quando è pronto.",
  turningOn: "Attivazione delle notifiche…",
  notifyMe: "Avvisami quando è pronto",
  notifyFailed: "Non è stato possibile attivare le notifiche. Riprova.",
  today: "Oggi",
  tomorrow: "Domani",
  tonight: "Stasera",
  noTimesLeft: "Non ci sono più orari di ritiro.",
};

export default it;
