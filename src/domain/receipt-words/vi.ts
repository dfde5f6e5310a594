import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Vietnamese. */
const vi: ReceiptWords = {
  receipt: "Biên nhận",
  loadFailed: "Không tải được biên nhận này.",
  loading: "Đang tải biên nhận",
  paid: "Đã nhận thanh toán. Cảm ơn bạn!",
  orderOnWay: "Đơn của bạn đang được chuyển vào bếp.",
  failed: "Thanh toán không thành công: chưa bị trừ tiền. Hãy thanh toán lại từ hóa đơn, hoặc trả cho nhân viên.",
  stillWaiting:
    "Vẫn đang chờ xác nhận từ nhà cung cấp thanh toán. Nếu bạn đã bị trừ tiền, nhân viên có thể xác nhận thanh toán của bạn.",
  waiting: "Đang chờ xác nhận từ nhà cung cấp thanh toán…",
  paidFor: "Đã thanh toán cho",
  shared: "(chia chung)",
  venue: "Quán",
  table: "Bàn",
  share: "Phần",
  amount: "Số tiền",
  tip: "Tiền boa",
  total: "Tổng",
  refunded: "Đã hoàn tiền",
  sentTo: "Đã gửi biên nhận tới {{email}}.",
  emailMe: "Gửi biên nhận cho tôi qua email",
  send: "Gửi",
  showReceipt: "Xem biên nhận",
  tryAgain: "Thử lại",
  makingPdf: "Đang tạo PDF…",
  downloadPdf: "Tải PDF",
  pdfFailed: "Không thể tạo PDF. Hãy thử lại.",
};

export default vi;
