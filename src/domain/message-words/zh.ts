import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Chinese. */
const zh: MessageWords = {
  soldOut: "{{dish}}已售罄。",
  notServed: "{{dish}}此时段不供应。",
  slotFull: "此取餐时间已满：请选择其他时间。",
  slotTooSoon: "此取餐时间太早：请选择更晚的时间。",
  choosePickup: "请选择取餐时间。",
  scanTheCode: "扫描餐桌上的二维码，即可点单记入本桌账单。",
  cartSent: "此购物车已发送。",
  cartChanged: "购物车已被更改：请检查后重新发送。",
  cartFull: "购物车已满：请先发送再添加。",
  cartEmpty: "购物车是空的。",
  visitEnded: "本桌的用餐已结束。",
  groupFull: "本桌的小组已满（{{count}} 部手机）。",
  invitationInvalid: "此邀请无效。",
  joinFirst: "请先通过邀请加入本桌的小组。",
  payTheStaff: "本店不接受在线支付：请向店员付款。",
  paymentNoAnswer: "支付服务没有响应。未扣任何费用：请稍后再试。",
  shareAlreadyPaid: "这一份已经付过了。",
  genericError: "处理您的请求时出错了。",
  loadingMenu: "正在加载菜单",
  menuNotFound: "未找到菜单",
  menuNotFoundText: "此地址没有菜单。请重新扫描餐桌上的二维码或询问店员。",
  menuLoadFailed: "无法加载菜单",
  checkConnection: "请检查网络连接后重试。",
  tryAgain: "重试",
};

export default zh;
