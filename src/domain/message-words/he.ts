import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Hebrew. */
const he: MessageWords = {
  soldOut: "{{dish}} אזל.",
  notServed: "{{dish}} לא מוגש בשעה זו.",
  slotFull: "שעת האיסוף הזו מלאה: בחרו שעה אחרת.",
  slotTooSoon: "שעת האיסוף הזו מוקדמת מדי: בחרו שעה מאוחרת יותר.",
  choosePickup: "בחרו שעת איסוף.",
  scanTheCode: "סרקו את קוד ה-QR שעל השולחן כדי להזמין על חשבון השולחן.",
  cartSent: "העגלה הזו כבר נשלחה.",
  cartChanged: "העגלה השתנתה בינתיים: בדקו אותה ושלחו שוב.",
  cartFull: "העגלה מלאה: שלחו אותה לפני שתוסיפו עוד.",
  cartEmpty: "העגלה ריקה.",
  visitEnded: "הביקור בשולחן הזה הסתיים.",
  groupFull: "הקבוצה של השולחן הזה מלאה ({{count}} טלפונים).",
  invitationInvalid: "ההזמנה הזו אינה תקפה.",
  joinFirst: "הצטרפו קודם לקבוצת השולחן עם ההזמנה שלה.",
  payTheStaff: "המקום הזה לא מקבל תשלום מקוון: שלמו לצוות.",
  paymentNoAnswer: "שירות התשלום לא ענה. שום דבר לא חויב: נסו שוב בעוד רגע.",
  shareAlreadyPaid: "החלק הזה כבר שולם.",
  genericError: "משהו השתבש בעיבוד הבקשה שלך.",
  loadingMenu: "טוען את התפריט",
  menuNotFound: "התפריט לא נמצא",
  menuNotFoundText: "אין תפריט בכתובת הזו. סרקו שוב את קוד ה-QR שעל השולחן או שאלו את הצוות.",
  menuLoadFailed: "לא ניתן היה לטעון את התפריט",
  checkConnection: "בדקו את החיבור ונסו שוב.",
  tryAgain: "נסו שוב",
};

export default he;
