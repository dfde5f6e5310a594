import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Korean. */
const ko: ReceiptWords = {
  receipt: "영수증",
  loadFailed: "영수증을 불러오지 못했습니다.",
  loading: "영수증을 불러오는 중",
  paid: "결제가 완료되었습니다. 감사합니다!",
  orderOnWay: "주문이 주방으로 전달되고 있습니다.",
  failed: "결제가 처리되지 않았습니다. 청구된 금액은 없습니다. 계산서에서 다시 결제하거나 직원에게 결제하세요.",
  stillWaiting:
    "아직 결제 서비스의 확인을 기다리고 있습니다. 금액이 청구되었다면 직원이 결제를 확인해 드릴 수 있습니다.",
  waiting: "결제 서비스의 확인을 기다리는 중…",
  paidFor: "결제 내역",
  shared: "(나눔)",
  venue: "매장",
  table: "테이블",
  share: "몫",
  amount: "금액",
  tip: "팁",
  total: "합계",
  refunded: "환불됨",
  sentTo: "영수증을 {{email}}(으)로 보냈습니다.",
  emailMe: "영수증을 이메일로 받기",
  send: "보내기",
  showReceipt: "영수증 보기",
  tryAgain: "다시 시도",
  makingPdf: "PDF 만드는 중…",
  downloadPdf: "PDF 다운로드",
  pdfFailed: "PDF를 만들 수 없습니다. 다시 시도하세요.",
};

export default ko;
