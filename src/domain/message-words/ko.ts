import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Korean. */
const ko: MessageWords = {
  soldOut: "{{dish}} 품절입니다.",
  notServed: "{{dish}}은(는) 지금 제공되지 않습니다.",
  slotFull: "이 픽업 시간은 마감되었습니다: 다른 시간을 선택하세요.",
  slotTooSoon: "이 픽업 시간은 너무 이릅니다: 더 늦은 시간을 선택하세요.",
  choosePickup: "픽업 시간을 선택하세요.",
  scanTheCode: "테이블 계산서로 주문하려면 테이블의 QR 코드를 스캔하세요.",
  cartSent: "이 장바구니는 이미 전송되었습니다.",
  cartChanged: "그 사이에 장바구니가 바뀌었습니다: 확인하고 다시 보내세요.",
  cartFull: "장바구니가 가득 찼습니다: 더 추가하기 전에 보내세요.",
  cartEmpty: "장바구니가 비어 있습니다.",
  visitEnded: "이 테이블의 방문이 종료되었습니다.",
  groupFull: "이 테이블의 그룹이 가득 찼습니다({{count}}대).",
  invitationInvalid: "이 초대는 유효하지 않습니다.",
  joinFirst: "먼저 초대를 통해 이 테이블의 그룹에 참여하세요.",
  payTheStaff: "이 매장은 온라인 결제를 받지 않습니다: 직원에게 결제하세요.",
  paymentNoAnswer: "결제 서비스가 응답하지 않았습니다. 청구된 금액은 없습니다: 잠시 후 다시 시도하세요.",
  shareAlreadyPaid: "이 몫은 이미 결제되었습니다.",
  genericError: "요청을 처리하는 중 문제가 발생했습니다.",
  loadingMenu: "메뉴를 불러오는 중",
  menuNotFound: "메뉴를 찾을 수 없습니다",
  menuNotFoundText: "이 주소에는 메뉴가 없습니다. 테이블의 QR 코드를 다시 스캔하거나 직원에게 문의하세요.",
  menuLoadFailed: "메뉴를 불러올 수 없습니다",
  checkConnection: "연결을 확인하고 다시 시도하세요.",
  tryAgain: "다시 시도",
};

export default ko;
