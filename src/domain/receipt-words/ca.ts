import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Catalan. */
const ca: ReceiptWords = {
  receipt: "Rebut",
  loadFailed: "No s'ha pogut carregar aquest rebut.",
  loading: "S'està carregant el rebut",
  paid: "Pagament rebut. Gràcies!",
  orderOnWay: "La vostra comanda va cap a la cuina.",
  failed: "Aquest pagament no s'ha completat: no s'ha cobrat res. Torneu a pagar des del compte o al personal.",
  stillWaiting:
    "Encara esperem la confirmació del proveïdor de pagaments. Si se us ha cobrat, el personal pot confirmar el pagament.",
  waiting: "Esperant la confirmació del proveïdor de pagaments…",
  paidFor: "Pagat per",
  shared: "(compartit)",
  venue: "Local",
  table: "Taula",
  share: "Part",
  amount: "Import",
  tip: "Propina",
  total: "Total",
  refunded: "Reemborsat",
  sentTo: "Rebut enviat a {{email}}.",
  emailMe: "Envia'm el rebut per correu",
  send: "Envia",
  showReceipt: "Mostra el rebut",
  tryAgain: "Torna-ho a provar",
  makingPdf: "S'està creant el PDF…",
  downloadPdf: "Baixa el PDF",
  pdfFailed: "No s'ha pogut crear el PDF. Torneu-ho a provar.",
};

export default ca;
