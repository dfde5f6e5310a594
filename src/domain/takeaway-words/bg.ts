import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Bulgarian. */
const bg: TakeawayWords = {
  pickupTime: "Час за вземане",
  loadingTimes: "Часовете за вземане се зареждат…",
  timesFailed: "Часовете за вземане не можаха да бъдат заредени.",
  tryAgain: "Опитай отново",
  noTimes: "За днес не са останали свободни часове за вземане.",
  chooseTime: "Изберете час",
  full: "{{time}} (запълнено)",
  pickupName: "Вашето име (за вземането)",
  payOnline: "Плащате онлайн, преди поръчката да бъде приета.",
  payAtPickup: "Плащате при вземане.",
  notifyOn: "Ще получите известие, когато поръчка {{number}} е готова.",
  notifyBlocked: "Известията са блокирани в този браузър: оставете страницата отворена, за да видите кога е готова.",
  turningOn: "Включване на известията…",
  notifyMe: "Извести ме, когато е готова",
  notifyFailed: "Известията не можаха да бъдат включени. Опитайте отново.",
  today: "Днес",
  tomorrow: "Утре",
  tonight: "Тази вечер",
  noTimesLeft: "Не са останали часове за вземане.",
};

export default bg;
