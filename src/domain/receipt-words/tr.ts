import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Turkish. */
const tr: ReceiptWords = {
  receipt: "Makbuz",
  loadFailed: "Bu makbuz yüklenemedi.",
  loading: "Makbuzunuz yükleniyor",
  paid: "Ödeme alındı. Teşekkürler!",
  orderOnWay: "Siparişiniz mutfağa gidiyor.",
  failed: "Bu ödeme gerçekleşmedi: hiçbir ücret alınmadı. Hesaptan yeniden ödeyin ya da personele ödeyin.",
  stillWaiting: "Ödeme sağlayıcısının onayı hâlâ bekleniyor. Sizden ücret alındıysa personel ödemenizi onaylayabilir.",
  waiting: "Ödeme sağlayıcısının onayı bekleniyor…",
  paidFor: "Ödenenler",
  shared: "(paylaşılan)",
  venue: "Mekân",
  table: "Masa",
  share: "Pay",
  amount: "Tutar",
  tip: "Bahşiş",
  total: "Toplam",
  refunded: "İade edildi",
  sentTo: "Makbuz {{email}} adresine gönderildi.",
  emailMe: "Makbuzu bana e-postayla gönder",
  send: "Gönder",
  showReceipt: "Makbuzu göster",
  tryAgain: "Tekrar dene",
  makingPdf: "PDF hazırlanıyor…",
  downloadPdf: "PDF indir",
  pdfFailed: "PDF oluşturulamadı. Tekrar deneyin.",
};

export default tr;
