import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Ukrainian. */
const uk: TakeawayWords = {
  pickupTime: "Час отримання",
  loadingTimes: "Завантаження часу отримання…",
  timesFailed: "Не вдалося завантажити час отримання.",
  tryAgain: "Спробувати ще раз",
  noTimes: "На сьогодні вільного часу отримання не залишилося.",
  chooseTime: "Виберіть час",
  full: "{{time}} (місць немає)",
  pickupName: "Ваше ім’я (для отримання)",
  payOnline: "Ви оплачуєте онлайн, перш ніж замовлення буде прийнято.",
  payAtPickup: "Ви оплачуєте під час отримання.",
  notifyOn: "Ви отримаєте сповіщення, коли замовлення {{number}} буде готове.",
  notifyBlocked:
    "Сповіщення в цьому браузері заблоковано: не закривайте цю сторінку, щоб побачити, коли замовлення буде готове.",
  turningOn: "Увімкнення сповіщень…",
  notifyMe: "Повідомити, коли буде готове",
  notifyFailed: "Не вдалося ввімкнути сповіщення. Спробуйте ще раз.",
  today: "Сьогодні",
  tomorrow: "Завтра",
  tonight: "Сьогодні ввечері",
  noTimesLeft: "Вільного часу отримання не залишилося.",
};

export default uk;
