import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Korean. */
const ko: TakeawayWords = {
  pickupTime: "픽업 시간",
  loadingTimes: "픽업 시간을 불러오는 중…",
  timesFailed: "픽업 시간을 불러오지 못했습니다.",
  tryAgain: "다시 시도",
  noTimes: "오늘은 남은 픽업 시간이 없습니다.",
  chooseTime: "시간 선택",
  full: "{{time}} (마감)",
  pickupName: "이름 (픽업용)",
  payOnline: "주문이 접수되기 전에 온라인으로 결제합니다.",
  payAtPickup: "픽업할 때 결제합니다.",
  notifyOn: "주문 {{number}}이(가) 준비되면 알림을 보내 드립니다.",
  notifyBlocked: "이 브라우저에서 알림이 차단되어 있습니다. 준비 여부를 확인하려면 이 페이지를 열어 두세요.",
  turningOn: "알림을 켜는 중…",
  notifyMe: "준비되면 알려 주세요",
  notifyFailed: "알림을 켜지 못했습니다. 다시 시도하세요.",
  today: "오늘",
  tomorrow: "내일",
  tonight: "오늘 밤",
  noTimesLeft: "남은 픽업 시간이 없습니다.",
};

export default ko;
