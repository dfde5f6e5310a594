import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Italian. */
const it: MessageWords = {
  soldOut: "{{dish}} è esaurito.",
  notServed: "{{dish}} non è servito a quest'ora.",
  slotFull: "Questo orario di ritiro è pieno: scegline un altro.",
  slotTooSoon: "Questo orario di ritiro è troppo presto: scegline uno più tardi.",
  choosePickup: "Scegli un orario di ritiro.",
  scanTheCode: "Scansiona il codice QR sul tuo tavolo per ordinare sul suo conto.",
  cartSent: "Questo carrello è già stato inviato.",
  cartChanged: "Il carrello è cambiato nel frattempo: controllalo e invialo di nuovo.",
  cartFull: "Il carrello è pieno: invialo prima di aggiungere altro.",
  cartEmpty: "Il carrello è vuoto.",
  visitEnded: "La visita a questo tavolo è terminata.",
  groupFull: "Il gruppo di questo tavolo è al completo ({{count}} telefoni).",
  invitationInvalid: "Questo invito non è valido.",
  joinFirst: "Unisciti prima al gruppo di questo tavolo con il suo invito.",
  payTheStaff: "Questo locale non accetta pagamenti online: paga il personale.",
  paymentNoAnswer: "Il servizio di pagamento non ha risposto. Non è stato addebitato nulla: riprova tra un momento.",
  shareAlreadyPaid: "Questa quota è già pagata.",
  genericError: "Si è verificato un errore durante l'elaborazione della richiesta.",
  loadingMenu: "Caricamento del menu",
  menuNotFound: "Menu non trovato",
  menuNotFoundText:
    "Non c'è nessun menu a questo indirizzo. Scansiona di nuovo il codice QR sul tuo tavolo o chiedi al personale.",
  menuLoadFailed: "Impossibile caricare il menu",
  checkConnection: "Controlla la connessione e riprova.",
  tryAgain: "Riprova",
};

export default it;
