import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in French. */
const fr: ReceiptWords = {
  receipt: "Reçu",
  loadFailed: "Ce reçu n'a pas pu être chargé.",
  loading: "Chargement de votre reçu",
  paid: "Paiement reçu. Merci !",
  orderOnWay: "Votre commande part en cuisine.",
  failed:
    "Ce paiement n'a pas abouti : rien n'a été débité. Payez à nouveau depuis l'addition, ou auprès du personnel.",
  stillWaiting:
    "Toujours en attente de la confirmation du prestataire de paiement. Si vous avez été débité, le personnel peut confirmer votre paiement.",
  waiting: "En attente de la confirmation du prestataire de paiement…",
  paidFor: "Payé pour",
  shared: "(partagé)",
  venue: "Établissement",
  table: "Table",
  share: "Part",
  amount: "Montant",
  tip: "Pourboire",
  total: "Total",
  refunded: "Remboursé",
  sentTo: "Reçu envoyé à {{email}}.",
  emailMe: "M'envoyer le reçu par e-mail",
  send: "Envoyer",
  showReceipt: "Afficher le reçu",
  tryAgain: "Réessayer",
  makingPdf: "Création du PDF…",
  downloadPdf: "Télécharger le PDF",
  pdfFailed: "Le PDF n'a pas pu être créé. Réessayez.",
};

export default fr;
