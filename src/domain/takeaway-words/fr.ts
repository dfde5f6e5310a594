import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in French. */
const fr: TakeawayWords = {
  pickupTime: "Heure de retrait",
  loadingTimes: "Chargement des heures de retrait…",
  timesFailed: "Les heures de retrait n'ont pas pu être chargées.",
  tryAgain: "Réessayer",
  noTimes: "Plus aucune heure de retrait disponible aujourd'hui.",
  chooseTime: "Choisir une heure",
  full: "{{time}} (complet)",
  pickupName: "Votre nom (pour le retrait)",
  payOnline: "Vous payez en ligne avant que la commande soit acceptée.",
  payAtPickup: "Vous payez au moment du retrait.",
  notifyOn: "Vous recevrez une notification quand la commande {{number}} sera prête.",
  notifyBlocked:
    "Les notifications sont bloquées dans ce navigateur : gardez cette page ouverte pour voir quand elle sera prête.",
  turningOn: "Activation des notifications…",
  notifyMe: "Me prévenir quand c'est prêt",
  notifyFailed: "Les notifications n'ont pas pu être activées. Réessayez.",
  today: "Aujourd'hui",
  tomorrow: "Demain",
  tonight: "Ce soir",
  noTimesLeft: "Plus aucune heure de retrait disponible.",
};

export default fr;
