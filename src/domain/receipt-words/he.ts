import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Hebrew. */
const he: ReceiptWords = {
  receipt: "קבלה",
  loadFailed: "לא ניתן היה לטעון את הקבלה.",
  loading: "הקבלה נטענת",
  paid: "התשלום התקבל. תודה!",
  orderOnWay: "ההזמנה שלכם בדרך למטבח.",
  failed: "התשלום לא עבר: לא חויב דבר. שלמו שוב דרך החשבון, או לצוות.",
  stillWaiting: "עדיין ממתינים לאישור מספק התשלומים. אם חויבתם, הצוות יכול לאשר את התשלום.",
  waiting: "ממתינים לאישור מספק התשלומים…",
  paidFor: "שולם עבור",
  shared: "(משותף)",
  venue: "המקום",
  table: "שולחן",
  share: "חלק",
  amount: "סכום",
  tip: "טיפ",
  total: "סה״כ",
  refunded: "הוחזר",
  sentTo: "הקבלה נשלחה אל {{email}}.",
  emailMe: "שלחו לי את הקבלה במייל",
  send: "שליחה",
  showReceipt: "הצגת הקבלה",
  tryAgain: "לנסות שוב",
  makingPdf: "יוצר PDF…",
  downloadPdf: "הורדת PDF",
  pdfFailed: "לא ניתן היה ליצור את ה-PDF. נסו שוב.",
};

export default he;
