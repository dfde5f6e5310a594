import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Chinese. */
const zh: TakeawayWords = {
  pickupTime: "取餐时间",
  loadingTimes: "正在加载取餐时间…",
  timesFailed: "无法加载取餐时间。",
  tryAgain: "重试",
  noTimes: "今天已没有可选的取餐时间。",
  chooseTime: "选择时间",
  full: "{{time}}（已满）",
  pickupName: "您的姓名（取餐用）",
  payOnline: "订单被接受前需在线支付。",
  payAtPickup: "取餐时付款。",
  notifyOn: "订单 {{number}} 准备好时，您会收到通知。",
  notifyBlocked: "此浏览器已屏蔽通知：请保持此页面打开以查看何时准备好。",
  turningOn: "正在开启通知…",
  notifyMe: "准备好时通知我",
  notifyFailed: "无法开启通知。请重试。",
  today: "今天",
  tomorrow: "明天",
  tonight: "今晚",
  noTimesLeft: "已没有可选的取餐时间。",
};

export default zh;
