import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Thai. */
const th: MessageWords = {
  soldOut: "{{dish}} หมดแล้ว",
  notServed: "{{dish}} ไม่มีให้บริการในเวลานี้",
  slotFull: "เวลารับนี้เต็มแล้ว: โปรดเลือกเวลาอื่น",
  slotTooSoon: "เวลารับนี้เร็วเกินไป: โปรดเลือกเวลาที่ช้ากว่านี้",
  choosePickup: "โปรดเลือกเวลารับ",
  scanTheCode: "สแกนคิวอาร์โค้ดบนโต๊ะของคุณเพื่อสั่งเข้าบิลของโต๊ะ",
  cartSent: "ตะกร้านี้ส่งไปแล้ว",
  cartChanged: "ตะกร้ามีการเปลี่ยนแปลงระหว่างนี้: โปรดตรวจสอบแล้วส่งอีกครั้ง",
  cartFull: "ตะกร้าเต็มแล้ว: โปรดส่งก่อนเพิ่มรายการ",
  cartEmpty: "ตะกร้าว่างเปล่า",
  visitEnded: "การใช้บริการที่โต๊ะนี้สิ้นสุดแล้ว",
  groupFull: "กลุ่มของโต๊ะนี้เต็มแล้ว ({{count}} เครื่อง)",
  invitationInvalid: "คำเชิญนี้ไม่ถูกต้อง",
  joinFirst: "โปรดเข้าร่วมกลุ่มของโต๊ะนี้ด้วยคำเชิญก่อน",
  payTheStaff: "ร้านนี้ไม่รับชำระเงินออนไลน์: โปรดชำระกับพนักงาน",
  paymentNoAnswer: "บริการชำระเงินไม่ตอบสนอง ยังไม่มีการตัดเงิน: โปรดลองอีกครั้งในอีกสักครู่",
  shareAlreadyPaid: "ส่วนนี้ชำระแล้ว",
  genericError: "เกิดข้อผิดพลาดขณะดำเนินการตามคำขอของคุณ",
  loadingMenu: "กำลังโหลดเมนู",
  menuNotFound: "ไม่พบเมนู",
  menuNotFoundText: "ไม่มีเมนูที่ที่อยู่นี้ โปรดสแกนคิวอาร์โค้ดบนโต๊ะอีกครั้งหรือสอบถามพนักงาน",
  menuLoadFailed: "ไม่สามารถโหลดเมนูได้",
  checkConnection: "โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง",
  tryAgain: "ลองอีกครั้ง",
};

export default th;
