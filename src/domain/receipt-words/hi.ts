import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Hindi. */
const hi: ReceiptWords = {
  receipt: "रसीद",
  loadFailed: "यह रसीद लोड नहीं हो सकी।",
  loading: "आपकी रसीद लोड हो रही है",
  paid: "भुगतान मिल गया। धन्यवाद!",
  orderOnWay: "आपका ऑर्डर रसोई में भेजा जा रहा है।",
  failed: "यह भुगतान नहीं हुआ: कुछ भी नहीं कटा। बिल से फिर से भुगतान करें, या स्टाफ़ को भुगतान करें।",
  stillWaiting: "भुगतान सेवा की पुष्टि का अब भी इंतज़ार है। अगर पैसे कट गए हैं, तो स्टाफ़ आपके भुगतान की पुष्टि कर सकता है।",
  waiting: "भुगतान सेवा की पुष्टि का इंतज़ार…",
  paidFor: "इसके लिए भुगतान",
  shared: "(साझा)",
  venue: "रेस्टोरेंट",
  table: "टेबल",
  share: "हिस्सा",
  amount: "रकम",
  tip: "टिप",
  total: "कुल",
  refunded: "वापस किया गया",
  sentTo: "रसीद {{email}} पर भेज दी गई।",
  emailMe: "रसीद मुझे ईमेल करें",
  send: "भेजें",
  showReceipt: "रसीद दिखाएँ",
  tryAgain: "फिर से कोशिश करें",
  makingPdf: "PDF बन रही है…",
  downloadPdf: "PDF डाउनलोड करें",
  pdfFailed: "PDF नहीं बन सकी। फिर से कोशिश करें।",
};

export default hi;
