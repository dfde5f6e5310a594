import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Arabic. */
const ar: MessageWords = {
  soldOut: "نفد {{dish}}.",
  notServed: "لا يُقدَّم {{dish}} في هذا الوقت.",
  slotFull: "وقت الاستلام هذا ممتلئ: اختر وقتًا آخر.",
  slotTooSoon: "وقت الاستلام هذا مبكر جدًا: اختر وقتًا لاحقًا.",
  choosePickup: "اختر وقت الاستلام.",
  scanTheCode: "امسح رمز QR على طاولتك لتطلب على حساب الطاولة.",
  cartSent: "أُرسلت هذه السلة من قبل.",
  cartChanged: "تغيّرت السلة في هذه الأثناء: راجعها وأرسلها مرة أخرى.",
  cartFull: "السلة ممتلئة: أرسلها قبل إضافة المزيد.",
  cartEmpty: "السلة فارغة.",
  visitEnded: "انتهت زيارة هذه الطاولة.",
  groupFull: "مجموعة هذه الطاولة ممتلئة ({{count}} هواتف).",
  invitationInvalid: "هذه الدعوة غير صالحة.",
  joinFirst: "انضم أولًا إلى مجموعة هذه الطاولة بدعوتها.",
  payTheStaff: "لا يقبل هذا المكان الدفع عبر الإنترنت: ادفع للموظفين.",
  paymentNoAnswer: "لم تستجب خدمة الدفع. لم يُخصم أي مبلغ: حاول مرة أخرى بعد قليل.",
  shareAlreadyPaid: "هذه الحصة مدفوعة بالفعل.",
  genericError: "حدث خطأ أثناء معالجة طلبك.",
  loadingMenu: "جارٍ تحميل قائمة الطعام",
  menuNotFound: "لم يتم العثور على قائمة الطعام",
  menuNotFoundText: "لا توجد قائمة طعام على هذا العنوان. يُرجى مسح رمز QR على طاولتك مرة أخرى أو سؤال الموظفين.",
  menuLoadFailed: "تعذّر تحميل قائمة الطعام",
  checkConnection: "يُرجى التحقق من اتصالك والمحاولة مرة أخرى.",
  tryAgain: "حاول مرة أخرى",
};

export default ar;
