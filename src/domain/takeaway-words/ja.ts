import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Japanese. */
const ja: TakeawayWords = {
  pickupTime: "受け取り時間",
  loadingTimes: "受け取り時間を読み込んでいます…",
  timesFailed: "受け取り時間を読み込めませんでした。",
  tryAgain: "再試行",
  noTimes: "本日の受け取り時間はもう空いていません。",
  chooseTime: "時間を選んでください",
  full: "{{time}}（満席）",
  pickupName: "お名前（受け取り用）",
  payOnline: "注文が受け付けられる前にオンラインでお支払いいただきます。",
  payAtPickup: "受け取り時にお支払いください。",
  notifyOn: "注文{{number}}の準備ができたら通知します。",
  notifyBlocked: "このブラウザでは通知がブロックされています。準備ができたかはこのページを開いたままご確認ください。",
  turningOn: "通知をオンにしています…",
  notifyMe: "準備ができたら通知する",
  notifyFailed: "通知をオンにできませんでした。もう一度お試しください。",
  today: "今日",
  tomorrow: "明日",
  tonight: "今夜",
  noTimesLeft: "受け取り時間はもう空いていません。",
};

export default ja;
