import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Italian. */
const it: ReceiptWords = {
  receipt: "Ricevuta",
  loadFailed: "Non è stato possibile caricare questa ricevuta.",
  loading: "Caricamento della ricevuta",
  paid: "Pagamento ricevuto. Grazie!",
  orderOnWay: "Il tuo ordine sta arrivando in cucina.",
  failed:
    "Questo pagamento non è andato a buon fine: non è stato addebitato nulla. Paga di nuovo dal conto o al personale.",
  stillWaiting:
    "Ancora in attesa della conferma del servizio di pagamento. Se ti è stato addebitato, il personale può confermare il pagamento.",
  waiting: "In attesa della conferma del servizio di pagamento…",
  paidFor: "Pagato per",
  shared: "(condiviso)",
  venue: "Locale",
  table: "Tavolo",
  share: "Parte",
  amount: "Importo",
  tip: "Mancia",
  total: "Totale",
  refunded: "Rimborsato",
  sentTo: "Ricevuta inviata a {{email}}.",
  emailMe: "Inviami la ricevuta via e-mail",
  send: "Invia",
  showReceipt: "Mostra la ricevuta",
  tryAgain: "Riprova",
  makingPdf: "Creazione del PDF…",
  downloadPdf: "Scarica PDF",
  pdfFailed: "Impossibile creare il PDF. Riprova.",
};

export default it;
