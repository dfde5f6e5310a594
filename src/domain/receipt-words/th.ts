import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Thai. */
const th: ReceiptWords = {
  receipt: "ใบเสร็จ",
  loadFailed: "โหลดใบเสร็จนี้ไม่สำเร็จ",
  loading: "กำลังโหลดใบเสร็จ",
  paid: "ได้รับชำระเงินแล้ว ขอบคุณ!",
  orderOnWay: "คำสั่งซื้อของคุณกำลังส่งไปที่ครัว",
  failed: "การชำระเงินนี้ไม่สำเร็จ: ไม่มีการเรียกเก็บเงิน โปรดชำระอีกครั้งจากบิล หรือชำระกับพนักงาน",
  stillWaiting: "ยังรอการยืนยันจากผู้ให้บริการชำระเงิน หากคุณถูกเรียกเก็บเงินแล้ว พนักงานสามารถยืนยันการชำระเงินให้ได้",
  waiting: "กำลังรอการยืนยันจากผู้ให้บริการชำระเงิน…",
  paidFor: "ชำระสำหรับ",
  shared: "(หารกัน)",
  venue: "ร้าน",
  table: "โต๊ะ",
  share: "ส่วน",
  amount: "จำนวนเงิน",
  tip: "ทิป",
  total: "รวม",
  refunded: "คืนเงินแล้ว",
  sentTo: "ส่งใบเสร็จไปที่ {{email}} แล้ว",
  emailMe: "ส่งใบเสร็จให้ฉันทางอีเมล",
  send: "ส่ง",
  showReceipt: "แสดงใบเสร็จ",
  tryAgain: "ลองอีกครั้ง",
  makingPdf: "กำลังสร้าง PDF…",
  downloadPdf: "ดาวน์โหลด PDF",
  pdfFailed: "ไม่สามารถสร้าง PDF ได้ โปรดลองอีกครั้ง",
};

export default th;
