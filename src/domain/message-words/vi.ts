import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Vietnamese. */
const vi: MessageWords = {
  soldOut: "{{dish}} đã hết.",
  notServed: "{{dish}} không phục vụ vào giờ này.",
  slotFull: "Giờ nhận hàng này đã kín: hãy chọn giờ khác.",
  slotTooSoon: "Giờ nhận hàng này quá sớm: hãy chọn giờ muộn hơn.",
  choosePickup: "Hãy chọn giờ nhận hàng.",
  scanTheCode: "Quét mã QR trên bàn của bạn để gọi món vào hóa đơn của bàn.",
  cartSent: "Giỏ hàng này đã được gửi.",
  cartChanged: "Giỏ hàng đã thay đổi trong lúc đó: hãy kiểm tra và gửi lại.",
  cartFull: "Giỏ hàng đã đầy: hãy gửi trước khi thêm món.",
  cartEmpty: "Giỏ hàng trống.",
  visitEnded: "Lượt khách ở bàn này đã kết thúc.",
  groupFull: "Nhóm của bàn này đã đủ ({{count}} điện thoại).",
  invitationInvalid: "Lời mời này không hợp lệ.",
  joinFirst: "Hãy tham gia nhóm của bàn này bằng lời mời trước.",
  payTheStaff: "Quán này không nhận thanh toán trực tuyến: hãy trả cho nhân viên.",
  paymentNoAnswer: "Dịch vụ thanh toán không phản hồi. Chưa bị trừ tiền: hãy thử lại sau giây lát.",
  shareAlreadyPaid: "Phần này đã được thanh toán.",
  genericError: "Đã xảy ra lỗi khi xử lý yêu cầu của bạn.",
  loadingMenu: "Đang tải thực đơn",
  menuNotFound: "Không tìm thấy thực đơn",
  menuNotFoundText: "Không có thực đơn ở địa chỉ này. Vui lòng quét lại mã QR trên bàn hoặc hỏi nhân viên.",
  menuLoadFailed: "Không thể tải thực đơn",
  checkConnection: "Vui lòng kiểm tra kết nối và thử lại.",
  tryAgain: "Thử lại",
};

export default vi;
