import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Russian. */
const ru: TakeawayWords = {
  pickupTime: "Время получения",
  loadingTimes: "Загрузка времени получения…",
  timesFailed: "Не удалось загрузить время получения.",
  tryAgain: "Повторить",
  noTimes: "На сегодня свободного времени получения не осталось.",
  chooseTime: "Выберите время",
  full: "{{time}} (мест нет)",
  pickupName: "Ваше имя (для получения)",
  payOnline: "Вы оплачиваете онлайн до того, как заказ будет принят.",
  payAtPickup: "Вы оплачиваете при получении.",
  notifyOn: "Вы получите уведомление, когда заказ {{number}} будет готов.",
  notifyBlocked:
    "Уведомления в этом браузере заблокированы: не закрывайте эту страницу, чтобы увидеть, когда заказ будет готов.",
  turningOn: "Включение уведомлений…",
  notifyMe: "Сообщить, когда будет готово",
  notifyFailed: "Не удалось включить уведомления. Попробуйте ещё раз.",
  today: "Сегодня",
  tomorrow: "Завтра",
  tonight: "Сегодня вечером",
  noTimesLeft: "Свободного времени получения не осталось.",
};

export default ru;
