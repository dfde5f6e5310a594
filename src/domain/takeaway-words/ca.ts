import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Catalan. */
const ca: TakeawayWords = {
  pickupTime: "Hora de recollida",
  loadingTimes: "S'estan carregant les hores de recollida…",
  timesFailed: "No s'han pogut carregar les hores de recollida.",
  tryAgain: "Torna-ho a provar",
  noTimes: "Avui ja no queden hores de recollida.",
  chooseTime: "Trieu una hora",
  full: "{{time}} (ple)",
  pickupName: "El vostre nom (per a la recollida)",
  payOnline: "Pagueu en línia abans que s'accepti la comanda.",
  payAtPickup: "Pagueu quan la recolliu.",
  notifyOn: "Rebreu una notificació quan la comanda {{number}} estigui llesta.",
  notifyBlocked:
    "Les notificacions estan bloquejades en aquest navegador: manteniu aquesta pàgina oberta per veure quan estigui llesta.",
  turningOn: "S'estan activant les notificacions…",
  notifyMe: "Avisa'm quan estigui llesta",
  notifyFailed: "No s'han pogut activar les notificacions. Torneu-ho a provar.",
  today: "Avui",
  tomorrow: "Demà",
  tonight: "Aquesta nit",
  noTimesLeft: "Ja no queden hores de recollida.",
};

export default ca;
