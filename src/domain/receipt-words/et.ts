import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Estonian. */
const et: ReceiptWords = {
  receipt: "Kviitung",
  loadFailed: "Kviitungit ei õnnestunud laadida.",
  loading: "Sinu kviitungit laaditakse",
  paid: "Makse laekus. Aitäh!",
  orderOnWay: "Sinu tellimus on teel kööki.",
  failed: "Makse ei läinud läbi: midagi ei võetud. Maksa uuesti arvelt või personalile.",
  stillWaiting: "Ootame endiselt makseteenuse kinnitust. Kui sinult võeti raha, saab personal sinu makse kinnitada.",
  waiting: "Ootame makseteenuse kinnitust…",
  paidFor: "Makstud",
  shared: "(jagatud)",
  venue: "Koht",
  table: "Laud",
  share: "Osa",
  amount: "Summa",
  tip: "Jootraha",
  total: "Kokku",
  refunded: "Tagastatud",
  sentTo: "Kviitung saadeti aadressile {{email}}.",
  emailMe: "Saada kviitung mulle e-postiga",
  send: "Saada",
  showReceipt: "Näita kviitungit",
  tryAgain: "Proovi uuesti",
  makingPdf: "PDF-i koostamine…",
  downloadPdf: "Laadi PDF alla",
  pdfFailed: "PDF-i ei õnnestunud koostada. Proovige uuesti.",
};

export default et;
