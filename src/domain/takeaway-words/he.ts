import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Hebrew. */
const he: TakeawayWords = {
  pickupTime: "שעת איסוף",
  loadingTimes: "שעות האיסוף נטענות…",
  timesFailed: "לא ניתן היה לטעון את שעות האיסוף.",
  tryAgain: "לנסות שוב",
  noTimes: "לא נותרו היום שעות איסוף פנויות.",
  chooseTime: "בחרו שעה",
  full: "{{time}} (מלא)",
  pickupName: "השם שלכם (לאיסוף)",
  payOnline: "התשלום אונליין לפני שההזמנה מתקבלת.",
  payAtPickup: "התשלום בעת האיסוף.",
  notifyOn: "תקבלו התראה כשהזמנה {{number}} תהיה מוכנה.",
  notifyBlocked: "ההתראות חסומות בדפדפן הזה: השאירו את הדף פתוח כדי לראות מתי ההזמנה מוכנה.",
  turningOn: "ההתראות מופעלות…",
  notifyMe: "להודיע לי כשזה מוכן",
  notifyFailed: "לא ניתן היה להפעיל התראות. נסו שוב.",
  today: "היום",
  tomorrow: "מחר",
  tonight: "הלילה",
  noTimesLeft: "לא נותרו שעות איסוף.",
};

export default he;
