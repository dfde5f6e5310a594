import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Catalan. */
const ca: MessageWords = {
  soldOut: "{{dish}} està exhaurit.",
  notServed: "{{dish}} no se serveix a aquesta hora.",
  slotFull: "Aquesta hora de recollida està plena: tria'n una altra.",
  slotTooSoon: "Aquesta hora de recollida és massa aviat: tria'n una de més tard.",
  choosePickup: "Tria una hora de recollida.",
  scanTheCode: "Escaneja el codi QR de la teva taula per demanar al compte de la taula.",
  cartSent: "Aquest cistell ja s'ha enviat.",
  cartChanged: "El cistell ha canviat mentrestant: revisa'l i torna'l a enviar.",
  cartFull: "El cistell és ple: envia'l abans d'afegir-hi més.",
  cartEmpty: "El cistell és buit.",
  visitEnded: "La visita d'aquesta taula ha acabat.",
  groupFull: "El grup d'aquesta taula és ple ({{count}} telèfons).",
  invitationInvalid: "Aquesta invitació no és vàlida.",
  joinFirst: "Uneix-te primer al grup d'aquesta taula amb la seva invitació.",
  payTheStaff: "Aquest local no accepta pagaments en línia: paga al personal.",
  paymentNoAnswer: "El servei de pagament no ha respost. No s'ha cobrat res: torna-ho a provar d'aquí a un moment.",
  shareAlreadyPaid: "Aquesta part ja està pagada.",
  genericError: "Alguna cosa ha anat malament en processar la teva sol·licitud.",
  loadingMenu: "S'està carregant el menú",
  menuNotFound: "No s'ha trobat el menú",
  menuNotFoundText:
    "No hi ha cap menú en aquesta adreça. Torna a escanejar el codi QR de la teva taula o pregunta al personal.",
  menuLoadFailed: "No s'ha pogut carregar el menú",
  checkConnection: "Comprova la connexió i torna-ho a provar.",
  tryAgain: "Torna-ho a provar",
};

export default ca;
