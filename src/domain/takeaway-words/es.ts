import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Spanish. */
const es: TakeawayWords = {
  pickupTime: "Hora de recogida",
  loadingTimes: "Cargando horas de recogida…",
  timesFailed: "No se han podido cargar las horas de recogida.",
  tryAgain: "Reintentar",
  noTimes: "Hoy ya no quedan horas de recogida.",
  chooseTime: "Elija una hora",
  full: "{{time}} (completo)",
  pickupName: "Su nombre (para la recogida)",
  payOnline: "Paga en línea antes de que se acepte el pedido.",
  payAtPickup: "Paga al recogerlo.",
  notifyOn: "Recibirá una notificación cuando el pedido {{number}} esté listo.",
  notifyBlocked:
    "Las notificaciones están bloqueadas en este navegador: deje esta página abierta para ver cuándo está listo.",
  turningOn: "Activando notificaciones…",
  notifyMe: "Avisarme cuando esté listo",
  notifyFailed: "No se han podido activar las notificaciones. Inténtelo de nuevo.",
  today: "Hoy",
  tomorrow: "Mañana",
  tonight: "Esta noche",
  noTimesLeft: "Ya no quedan horas de recogida.",
};

export default es;
