import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Arabic. */
const ar: TakeawayWords = {
  pickupTime: "وقت الاستلام",
  loadingTimes: "جارٍ تحميل أوقات الاستلام…",
  timesFailed: "تعذّر تحميل أوقات الاستلام.",
  tryAgain: "إعادة المحاولة",
  noTimes: "لم تتبقَّ أوقات استلام اليوم.",
  chooseTime: "اختر وقتًا",
  full: "{{time}} (ممتلئ)",
  pickupName: "اسمك (للاستلام)",
  payOnline: "تدفع عبر الإنترنت قبل قبول الطلب.",
  payAtPickup: "تدفع عند الاستلام.",
  notifyOn: "سيصلك إشعار عندما يصبح الطلب {{number}} جاهزًا.",
  notifyBlocked: "الإشعارات محظورة في هذا المتصفح: أبقِ هذه الصفحة مفتوحة لترى متى يصبح جاهزًا.",
  turningOn: "جارٍ تشغيل الإشعارات…",
  notifyMe: "أعلمني عندما يصبح جاهزًا",
  notifyFailed: "تعذّر تشغيل الإشعارات. حاول مرة أخرى.",
  today: "اليوم",
  tomorrow: "غدًا",
  tonight: "الليلة",
  noTimesLeft: "لم تتبقَّ أوقات استلام.",
};

export default ar;
