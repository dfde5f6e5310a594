import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Romanian. */
const ro: ReceiptWords = {
  receipt: "Chitanță",
  loadFailed: "Chitanța nu a putut fi încărcată.",
  loading: "Se încarcă chitanța",
  paid: "Plata a fost primită. Mulțumim!",
  orderOnWay: "Comanda dvs. pleacă spre bucătărie.",
  failed: "Plata nu a reușit: nu s-a încasat nimic. Plătiți din nou din nota de plată sau la personal.",
  stillWaiting:
    "Încă așteptăm confirmarea procesatorului de plăți. Dacă vi s-au luat bani, personalul vă poate confirma plata.",
  waiting: "Se așteaptă confirmarea procesatorului de plăți…",
  paidFor: "Plătit pentru",
  shared: "(împărțit)",
  venue: "Local",
  table: "Masa",
  share: "Parte",
  amount: "Sumă",
  tip: "Bacșiș",
  total: "Total",
  refunded: "Rambursat",
  sentTo: "Chitanța a fost trimisă la {{email}}.",
  emailMe: "Trimite-mi chitanța pe e-mail",
  send: "Trimite",
  showReceipt: "Arată chitanța",
  tryAgain: "Încearcă din nou",
  makingPdf: "Se creează PDF-ul…",
  downloadPdf: "Descarcă PDF",
  pdfFailed: "PDF-ul nu a putut fi creat. Încercați din nou.",
};

export default ro;
