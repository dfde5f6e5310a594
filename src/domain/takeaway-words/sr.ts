import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Serbian. */
const sr: TakeawayWords = {
  pickupTime: "Време преузимања",
  loadingTimes: "Учитавање времена преузимања…",
  timesFailed: "Времена преузимања није било могуће учитати.",
  tryAgain: "Покушај поново",
  noTimes: "За данас више нема слободних времена преузимања.",
  chooseTime: "Изаберите време",
  full: "{{time}} (попуњено)",
  pickupName: "Ваше име (за преузимање)",
  payOnline: "Плаћате онлајн пре него што поруџбина буде прихваћена.",
  payAtPickup: "Плаћате при преузимању.",
  notifyOn: "Добићете обавештење када поруџбина {{number}} буде готова.",
  notifyBlocked:
    "Обавештења су блокирана у овом прегледачу: оставите ову страницу отвореном да видите када ће бити готова.",
  turningOn: "Укључивање обавештења…",
  notifyMe: "Обавести ме када буде готова",
  notifyFailed: "Обавештења није било могуће укључити. Покушајте поново.",
  today: "Данас",
  tomorrow: "Сутра",
  tonight: "Вечерас",
  noTimesLeft: "Више нема слободних времена преузимања.",
};

export default sr;
