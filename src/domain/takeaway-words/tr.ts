import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Turkish. */
const tr: TakeawayWords = {
  pickupTime: "Teslim alma saati",
  loadingTimes: "Teslim alma saatleri yükleniyor…",
  timesFailed: "Teslim alma saatleri yüklenemedi.",
  tryAgain: "Tekrar dene",
  noTimes: "Bugün için boş teslim alma saati kalmadı.",
  chooseTime: "Bir saat seçin",
  full: "{{time}} (dolu)",
  pickupName: "Adınız (teslim alma için)",
  payOnline: "Sipariş kabul edilmeden önce çevrimiçi ödersiniz.",
  payAtPickup: "Teslim alırken ödersiniz.",
  notifyOn: "{{number}} numaralı sipariş hazır olduğunda bildirim alacaksınız.",
  notifyBlocked: "Bu tarayıcıda bildirimler engelli: hazır olduğunu görmek için bu sayfayı açık tutun.",
  turningOn: "Bildirimler açılıyor…",
  notifyMe: "Hazır olunca bana haber ver",
  notifyFailed: "Bildirimler açılamadı. Tekrar deneyin.",
  today: "Bugün",
  tomorrow: "Yarın",
  tonight: "Bu gece",
  noTimesLeft: "Boş teslim alma saati kalmadı.",
};

export default tr;
