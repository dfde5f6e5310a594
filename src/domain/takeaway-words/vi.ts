import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Vietnamese. */
const vi: TakeawayWords = {
  pickupTime: "Giờ nhận món",
  loadingTimes: "Đang tải giờ nhận món…",
  timesFailed: "Không tải được giờ nhận món.",
  tryAgain: "Thử lại",
  noTimes: "Hôm nay không còn giờ nhận món.",
  chooseTime: "Chọn giờ",
  full: "{{time}} (đã đầy)",
  pickupName: "Tên của bạn (để nhận món)",
  payOnline: "Bạn thanh toán trực tuyến trước khi đơn được nhận.",
  payAtPickup: "Bạn thanh toán khi nhận món.",
  notifyOn: "Bạn sẽ nhận thông báo khi đơn {{number}} sẵn sàng.",
  notifyBlocked: "Thông báo bị chặn trên trình duyệt này: hãy để trang này mở để biết khi nào đơn sẵn sàng.",
  turningOn: "Đang bật thông báo…",
  notifyMe: "Báo cho tôi khi xong",
  notifyFailed: "Không bật được thông báo. Hãy thử lại.",
  today: "Hôm nay",
  tomorrow: "Ngày mai",
  tonight: "Tối nay",
  noTimesLeft: "Không còn giờ nhận món.",
};

export default vi;
