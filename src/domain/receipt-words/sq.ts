import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Albanian. */
const sq: ReceiptWords = {
  receipt: "Fatura",
  loadFailed: "Kjo faturë nuk u ngarkua dot.",
  loading: "Po ngarkohet fatura",
  paid: "Pagesa u mor. Faleminderit!",
  orderOnWay: "Porosia juaj po shkon në kuzhinë.",
  failed: "Kjo pagesë nuk kaloi: nuk u tërhoq asgjë. Paguani sërish nga llogaria ose te stafi.",
  stillWaiting:
    "Ende në pritje të konfirmimit nga ofruesi i pagesave. Nëse ju janë tërhequr para, stafi mund ta konfirmojë pagesën.",
  waiting: "Në pritje të konfirmimit nga ofruesi i pagesave…",
  paidFor: "Paguar për",
  shared: "(e ndarë)",
  venue: "Lokali",
  table: "Tavolina",
  share: "Pjesa",
  amount: "Shuma",
  tip: "Bakshishi",
  total: "Gjithsej",
  refunded: "E rimbursuar",
  sentTo: "Fatura u dërgua te {{email}}.",
  emailMe: "Ma dërgo faturën me email",
  send: "Dërgo",
  showReceipt: "Shfaq faturën",
  tryAgain: "Provo përsëri",
  makingPdf: "Po krijohet PDF-ja…",
  downloadPdf: "Shkarko PDF",
  pdfFailed: "PDF-ja nuk mund të krijohej. Provoni përsëri.",
};

export default sq;
