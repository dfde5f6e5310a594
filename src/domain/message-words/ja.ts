import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Japanese. */
const ja: MessageWords = {
  soldOut: "{{dish}}は売り切れです。",
  notServed: "{{dish}}はこの時間には提供していません。",
  slotFull: "この受け取り時間は満杯です。別の時間を選んでください。",
  slotTooSoon: "この受け取り時間は早すぎます。もっと遅い時間を選んでください。",
  choosePickup: "受け取り時間を選んでください。",
  scanTheCode: "テーブルの会計に注文するには、テーブルのQRコードを読み取ってください。",
  cartSent: "このカートはすでに送信されています。",
  cartChanged: "カートがその間に変更されました。確認してもう一度送信してください。",
  cartFull: "カートがいっぱいです。追加する前に送信してください。",
  cartEmpty: "カートは空です。",
  visitEnded: "このテーブルのご来店は終了しました。",
  groupFull: "このテーブルのグループは満員です（{{count}}台）。",
  invitationInvalid: "この招待は無効です。",
  joinFirst: "まず招待を使ってこのテーブルのグループに参加してください。",
  payTheStaff: "この店舗はオンライン決済に対応していません。スタッフにお支払いください。",
  paymentNoAnswer: "決済サービスが応答しませんでした。請求はされていません。しばらくしてからもう一度お試しください。",
  shareAlreadyPaid: "この分はすでに支払い済みです。",
  genericError: "リクエストの処理中に問題が発生しました。",
  loadingMenu: "メニューを読み込んでいます",
  menuNotFound: "メニューが見つかりません",
  menuNotFoundText:
    "このアドレスにはメニューがありません。テーブルのQRコードをもう一度読み取るか、スタッフにお尋ねください。",
  menuLoadFailed: "メニューを読み込めませんでした",
  checkConnection: "接続を確認して、もう一度お試しください。",
  tryAgain: "再試行",
};

export default ja;
