import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Japanese. */
const ja: ReceiptWords = {
  receipt: "領収書",
  loadFailed: "この領収書を読み込めませんでした。",
  loading: "領収書を読み込んでいます",
  paid: "お支払いを受け付けました。ありがとうございました！",
  orderOnWay: "ご注文はキッチンに送られます。",
  failed:
    "このお支払いは完了しませんでした。請求は発生していません。お会計からもう一度お支払いいただくか、スタッフにお支払いください。",
  stillWaiting: "決済サービスからの確認をまだ待っています。請求された場合は、スタッフがお支払いを確認できます。",
  waiting: "決済サービスからの確認を待っています…",
  paidFor: "お支払い内容",
  shared: "（分担）",
  venue: "店舗",
  table: "テーブル",
  share: "負担分",
  amount: "金額",
  tip: "チップ",
  total: "合計",
  refunded: "返金済み",
  sentTo: "領収書を{{email}}に送信しました。",
  emailMe: "領収書をメールで受け取る",
  send: "送信",
  showReceipt: "領収書を表示",
  tryAgain: "再試行",
  makingPdf: "PDFを作成中…",
  downloadPdf: "PDFをダウンロード",
  pdfFailed: "PDFを作成できませんでした。もう一度お試しください。",
};

export default ja;
