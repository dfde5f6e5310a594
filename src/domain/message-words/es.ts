import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Spanish. */
const es: MessageWords = {
  soldOut: "{{dish}} está agotado.",
  notServed: "{{dish}} no se sirve a esta hora.",
  slotFull: "Esta hora de recogida está completa: elige otra.",
  slotTooSoon: "Esta hora de recogida es demasiado pronto: elige una más tarde.",
  choosePickup: "Elige una hora de recogida.",
  scanTheCode: "Escanea el código QR de tu mesa para pedir a su cuenta.",
  cartSent: "Este carrito ya se envió.",
  cartChanged: "El carrito ha cambiado mientras tanto: revísalo y envíalo de nuevo.",
  cartFull: "El carrito está lleno: envíalo antes de añadir más.",
  cartEmpty: "El carrito está vacío.",
  visitEnded: "La visita de esta mesa ha terminado.",
  groupFull: "El grupo de esta mesa está completo ({{count}} teléfonos).",
  invitationInvalid: "Esta invitación no es válida.",
  joinFirst: "Únete primero al grupo de esta mesa con su invitación.",
  payTheStaff: "Este local no acepta pagos en línea: paga al personal.",
  paymentNoAnswer: "El servicio de pago no respondió. No se ha cobrado nada: inténtalo de nuevo en un momento.",
  shareAlreadyPaid: "Esta parte ya está pagada.",
  genericError: "Algo salió mal al procesar tu solicitud.",
  loadingMenu: "Cargando el menú",
  menuNotFound: "Menú no encontrado",
  menuNotFoundText:
    "No hay ningún menú en esta dirección. Vuelve a escanear el código QR de tu mesa o pregunta al personal.",
  menuLoadFailed: "No se pudo cargar el menú",
  checkConnection: "Comprueba tu conexión e inténtalo de nuevo.",
  tryAgain: "Reintentar",
};

export default es;
