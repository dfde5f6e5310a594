import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Irish. */
const ga: ReceiptWords = {
  receipt: "Admháil",
  loadFailed: "Níorbh fhéidir an admháil seo a luchtú.",
  loading: "D'admháil á luchtú",
  paid: "Fuarthas an íocaíocht. Go raibh maith agat!",
  orderOnWay: "Tá d'ordú ar a bhealach chuig an gcistin.",
  failed: "Níor éirigh leis an íocaíocht seo: níor gearradh aon rud. Íoc arís ón mbille, nó íoc leis an bhfoireann.",
  stillWaiting:
    "Ag fanacht fós le deimhniú ón soláthraí íocaíochta. Má gearradh airgead ort, is féidir leis an bhfoireann d'íocaíocht a dheimhniú.",
  waiting: "Ag fanacht le deimhniú ón soláthraí íocaíochta…",
  paidFor: "Íoctha as",
  shared: "(roinnte)",
  venue: "Áit",
  table: "Bord",
  share: "Cuid",
  amount: "Suim",
  tip: "Síntiús",
  total: "Iomlán",
  refunded: "Aisíoctha",
  sentTo: "Seoladh an admháil chuig {{email}}.",
  emailMe: "Seol an admháil chugam trí ríomhphost",
  send: "Seol",
  showReceipt: "Taispeáin an admháil",
  tryAgain: "Bain triail eile as",
  makingPdf: "An PDF á dhéanamh…",
  downloadPdf: "Íoslódáil PDF",
  pdfFailed: "Níorbh fhéidir an PDF a dhéanamh. Bain triail eile as.",
};

export default ga;
