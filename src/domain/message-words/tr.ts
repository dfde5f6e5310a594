import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Turkish. */
const tr: MessageWords = {
  soldOut: "{{dish}} tükendi.",
  notServed: "{{dish}} şu anda servis edilmiyor.",
  slotFull: "Bu teslim alma saati dolu: başka bir saat seçin.",
  slotTooSoon: "Bu teslim alma saati çok erken: daha geç bir saat seçin.",
  choosePickup: "Bir teslim alma saati seçin.",
  scanTheCode: "Masanın hesabına sipariş vermek için masanızdaki QR kodunu tarayın.",
  cartSent: "Bu sepet zaten gönderildi.",
  cartChanged: "Sepet bu arada değişti: kontrol edip yeniden gönderin.",
  cartFull: "Sepet dolu: daha fazla eklemeden önce gönderin.",
  cartEmpty: "Sepet boş.",
  visitEnded: "Bu masadaki ziyaret sona erdi.",
  groupFull: "Bu masanın grubu dolu ({{count}} telefon).",
  invitationInvalid: "Bu davet geçerli değil.",
  joinFirst: "Önce davetiyle bu masanın grubuna katılın.",
  payTheStaff: "Bu işletme çevrimiçi ödeme kabul etmiyor: personele ödeyin.",
  paymentNoAnswer: "Ödeme hizmeti yanıt vermedi. Hiçbir ücret alınmadı: biraz sonra yeniden deneyin.",
  shareAlreadyPaid: "Bu pay zaten ödendi.",
  genericError: "İsteğiniz işlenirken bir sorun oluştu.",
  loadingMenu: "Menü yükleniyor",
  menuNotFound: "Menü bulunamadı",
  menuNotFoundText: "Bu adreste menü yok. Lütfen masanızdaki QR kodunu yeniden tarayın veya personele sorun.",
  menuLoadFailed: "Menü yüklenemedi",
  checkConnection: "Bağlantınızı kontrol edip yeniden deneyin.",
  tryAgain: "Yeniden dene",
};

export default tr;
