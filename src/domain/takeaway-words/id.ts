import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Indonesian. */
const id: TakeawayWords = {
  pickupTime: "Waktu pengambilan",
  loadingTimes: "Memuat waktu pengambilan…",
  timesFailed: "Waktu pengambilan tidak dapat dimuat.",
  tryAgain: "Coba lagi",
  noTimes: "Tidak ada waktu pengambilan tersisa hari ini.",
  chooseTime: "Pilih waktu",
  full: "{{time}} (penuh)",
  pickupName: "Nama Anda (untuk pengambilan)",
  payOnline: "Anda membayar online sebelum pesanan diterima.",
  payAtPickup: "Anda membayar saat mengambilnya.",
  notifyOn: "Anda akan menerima notifikasi saat pesanan {{number}} siap.",
  notifyBlocked: "Notifikasi diblokir di browser ini: biarkan halaman ini terbuka untuk melihat kapan pesanan siap.",
  turningOn: "Mengaktifkan notifikasi…",
  notifyMe: "Beri tahu saya saat siap",
  notifyFailed: "Notifikasi tidak dapat diaktifkan. Coba lagi.",
  today: "Hari ini",
  tomorrow: "Besok",
  tonight: "Malam ini",
  noTimesLeft: "Tidak ada waktu pengambilan tersisa.",
};

export default id;
