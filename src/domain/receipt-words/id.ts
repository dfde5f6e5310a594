import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Indonesian. */
const id: ReceiptWords = {
  receipt: "Struk",
  loadFailed: "Struk ini tidak dapat dimuat.",
  loading: "Memuat struk Anda",
  paid: "Pembayaran diterima. Terima kasih!",
  orderOnWay: "Pesanan Anda sedang dikirim ke dapur.",
  failed: "Pembayaran ini tidak berhasil: tidak ada yang ditagih. Bayar lagi dari tagihan, atau bayar ke staf.",
  stillWaiting:
    "Masih menunggu konfirmasi dari penyedia pembayaran. Jika Anda sudah ditagih, staf dapat mengonfirmasi pembayaran Anda.",
  waiting: "Menunggu konfirmasi dari penyedia pembayaran…",
  paidFor: "Dibayar untuk",
  shared: "(dibagi)",
  venue: "Tempat",
  table: "Meja",
  share: "Bagian",
  amount: "Jumlah",
  tip: "Tip",
  total: "Total",
  refunded: "Dikembalikan",
  sentTo: "Struk dikirim ke {{email}}.",
  emailMe: "Kirim struk ke email saya",
  send: "Kirim",
  showReceipt: "Tampilkan struk",
  tryAgain: "Coba lagi",
  makingPdf: "Membuat PDF…",
  downloadPdf: "Unduh PDF",
  pdfFailed: "PDF tidak dapat dibuat. Coba lagi.",
};

export default id;
