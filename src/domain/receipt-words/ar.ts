import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Arabic. */
const ar: ReceiptWords = {
  receipt: "الإيصال",
  loadFailed: "تعذّر تحميل هذا الإيصال.",
  loading: "جارٍ تحميل إيصالك",
  paid: "تم استلام الدفعة. شكرًا لك!",
  orderOnWay: "طلبك في طريقه إلى المطبخ.",
  failed: "لم تتم هذه الدفعة: لم يُخصم أي مبلغ. ادفع مرة أخرى من الحساب، أو ادفع للموظفين.",
  stillWaiting: "ما زلنا بانتظار تأكيد مزوّد الدفع. إذا خُصم منك مبلغ، يمكن للموظفين تأكيد دفعتك.",
  waiting: "بانتظار تأكيد مزوّد الدفع…",
  paidFor: "مدفوع مقابل",
  shared: "(مشترك)",
  venue: "المكان",
  table: "الطاولة",
  share: "الحصة",
  amount: "المبلغ",
  tip: "الإكرامية",
  total: "المجموع",
  refunded: "مُسترد",
  sentTo: "تم إرسال الإيصال إلى {{email}}.",
  emailMe: "أرسل لي الإيصال بالبريد الإلكتروني",
  send: "إرسال",
  showReceipt: "عرض الإيصال",
  tryAgain: "إعادة المحاولة",
  makingPdf: "جارٍ إنشاء ملف PDF…",
  downloadPdf: "تنزيل PDF",
  pdfFailed: "تعذّر إنشاء ملف PDF. حاول مرة أخرى.",
};

export default ar;
