import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Thai. */
const th: TakeawayWords = {
  pickupTime: "เวลารับอาหาร",
  loadingTimes: "กำลังโหลดเวลารับอาหาร…",
  timesFailed: "โหลดเวลารับอาหารไม่สำเร็จ",
  tryAgain: "ลองอีกครั้ง",
  noTimes: "วันนี้ไม่มีเวลารับอาหารเหลือแล้ว",
  chooseTime: "เลือกเวลา",
  full: "{{time}} (เต็ม)",
  pickupName: "ชื่อของคุณ (สำหรับรับอาหาร)",
  payOnline: "คุณชำระเงินออนไลน์ก่อนที่ร้านจะรับคำสั่งซื้อ",
  payAtPickup: "คุณชำระเงินตอนรับอาหาร",
  notifyOn: "คุณจะได้รับการแจ้งเตือนเมื่อคำสั่งซื้อ {{number}} พร้อม",
  notifyBlocked: "เบราว์เซอร์นี้บล็อกการแจ้งเตือนไว้: เปิดหน้านี้ค้างไว้เพื่อดูว่าพร้อมเมื่อใด",
  turningOn: "กำลังเปิดการแจ้งเตือน…",
  notifyMe: "แจ้งฉันเมื่อพร้อม",
  notifyFailed: "เปิดการแจ้งเตือนไม่สำเร็จ ลองอีกครั้ง",
  today: "วันนี้",
  tomorrow: "พรุ่งนี้",
  tonight: "คืนนี้",
  noTimesLeft: "ไม่มีเวลารับอาหารเหลือแล้ว",
};

export default th;
