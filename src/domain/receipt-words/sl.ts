import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Slovenian. */
const sl: ReceiptWords = {
  receipt: "Račun",
  loadFailed: "Računa ni bilo mogoče naložiti.",
  loading: "Nalaganje računa",
  paid: "Plačilo prejeto. Hvala!",
  orderOnWay: "Vaše naročilo je na poti v kuhinjo.",
  failed: "Plačilo ni uspelo: nič ni bilo bremenjeno. Plačajte znova prek računa ali pri osebju.",
  stillWaiting:
    "Še vedno čakamo na potrditev ponudnika plačil. Če ste bili bremenjeni, lahko osebje potrdi vaše plačilo.",
  waiting: "Čakamo na potrditev ponudnika plačil…",
  paidFor: "Plačano za",
  shared: "(deljeno)",
  venue: "Lokal",
  table: "Miza",
  share: "Del",
  amount: "Znesek",
  tip: "Napitnina",
  total: "Skupaj",
  refunded: "Vrnjeno",
  sentTo: "Račun je bil poslan na {{email}}.",
  emailMe: "Pošlji mi račun po e-pošti",
  send: "Pošlji",
  showReceipt: "Pokaži račun",
  tryAgain: "Poskusi znova",
  makingPdf: "Ustvarjanje PDF-ja…",
  downloadPdf: "Prenesi PDF",
  pdfFailed: "PDF-ja ni bilo mogoče ustvariti. Poskusite znova.",
};

export default sl;
