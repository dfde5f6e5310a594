import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Maltese. */
const mt: ReceiptWords = {
  receipt: "Irċevuta",
  loadFailed: "Din l-irċevuta ma setgħetx titgħabba.",
  loading: "L-irċevuta qed titgħabba",
  paid: "Il-ħlas wasal. Grazzi!",
  orderOnWay: "L-ordni tiegħek sejra l-kċina.",
  failed: "Dan il-ħlas ma għaddiex: ma nġabar xejn. Erġa' ħallas mill-kont, jew ħallas lill-persunal.",
  stillWaiting:
    "Għadna nistennew il-konferma tal-fornitur tal-ħlas. Jekk ġejt iċċarġjat, il-persunal jista' jikkonferma l-ħlas tiegħek.",
  waiting: "Qed nistennew il-konferma tal-fornitur tal-ħlas…",
  paidFor: "Imħallas għal",
  shared: "(maqsum)",
  venue: "Post",
  table: "Mejda",
  share: "Sehem",
  amount: "Ammont",
  tip: "Tip",
  total: "Total",
  refunded: "Rimborsat",
  sentTo: "L-irċevuta ntbagħtet lil {{email}}.",
  emailMe: "Ibgħatli l-irċevuta bl-email",
  send: "Ibgħat",
  showReceipt: "Uri l-irċevuta",
  tryAgain: "Erġa' pprova",
  makingPdf: "Qed isir il-PDF…",
  downloadPdf: "Niżżel il-PDF",
  pdfFailed: "Il-PDF ma setax isir. Erġa' pprova.",
};

export default mt;
