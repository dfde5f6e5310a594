import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Portuguese. */
const pt: TakeawayWords = {
  pickupTime: "Hora de levantamento",
  loadingTimes: "A carregar as horas de levantamento…",
  timesFailed: "Não foi possível carregar as horas de levantamento.",
  tryAgain: "Tentar novamente",
  noTimes: "Já não há horas de levantamento hoje.",
  chooseTime: "Escolha uma hora",
  full: "{{time}} (esgotado)",
  pickupName: "O seu nome (para o levantamento)",
  payOnline: "Paga online antes de o pedido ser aceite.",
  payAtPickup: "Paga quando o levantar.",
  notifyOn: "Vai receber uma notificação quando o pedido {{number}} estiver pronto.",
  notifyBlocked:
    "As notificações estão bloqueadas neste navegador: mantenha esta página aberta para ver quando estiver pronto.",
  turningOn: "A ativar as notificações…",
  notifyMe: "Avisar-me quando estiver pronto",
  notifyFailed: "Não foi possível ativar as notificações. Tente novamente.",
  today: "Hoje",
  tomorrow: "Amanhã",
  tonight: "Esta noite",
  noTimesLeft: "Já não há horas de levantamento.",
};

export default pt;
