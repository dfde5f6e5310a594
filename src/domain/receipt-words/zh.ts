import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Chinese. */
const zh: ReceiptWords = {
  receipt: "收据",
  loadFailed: "无法加载此收据。",
  loading: "正在加载收据",
  paid: "已收到付款。谢谢！",
  orderOnWay: "您的订单正在送往厨房。",
  failed: "此次付款未成功：未扣任何款项。请从账单重新支付，或向服务员付款。",
  stillWaiting: "仍在等待支付服务商的确认。如果已扣款，服务员可以确认您的付款。",
  waiting: "正在等待支付服务商的确认…",
  paidFor: "付款项目",
  shared: "（分摊）",
  venue: "商家",
  table: "餐桌",
  share: "份额",
  amount: "金额",
  tip: "小费",
  total: "合计",
  refunded: "已退款",
  sentTo: "收据已发送至 {{email}}。",
  emailMe: "通过电子邮件发送收据",
  send: "发送",
  showReceipt: "查看收据",
  tryAgain: "重试",
  makingPdf: "正在生成 PDF…",
  downloadPdf: "下载 PDF",
  pdfFailed: "无法生成 PDF。请重试。",
};

export default zh;
