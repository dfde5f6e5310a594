import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Indonesian. */
const id: MessageWords = {
  soldOut: "{{dish}} habis.",
  notServed: "{{dish}} tidak disajikan saat ini.",
  slotFull: "Waktu pengambilan ini penuh: pilih waktu lain.",
  slotTooSoon: "Waktu pengambilan ini terlalu cepat: pilih yang lebih lambat.",
  choosePickup: "Pilih waktu pengambilan.",
  scanTheCode: "Pindai kode QR di meja Anda untuk memesan ke tagihan meja.",
  cartSent: "Keranjang ini sudah dikirim.",
  cartChanged: "Keranjang berubah sementara itu: periksa lalu kirim lagi.",
  cartFull: "Keranjang penuh: kirim dulu sebelum menambah lagi.",
  cartEmpty: "Keranjang kosong.",
  visitEnded: "Kunjungan di meja ini sudah berakhir.",
  groupFull: "Grup meja ini penuh ({{count}} ponsel).",
  invitationInvalid: "Undangan ini tidak berlaku.",
  joinFirst: "Bergabunglah dulu dengan grup meja ini melalui undangannya.",
  payTheStaff: "Tempat ini tidak menerima pembayaran online: bayar ke staf.",
  paymentNoAnswer: "Layanan pembayaran tidak menjawab. Tidak ada yang ditagih: coba lagi sebentar lagi.",
  shareAlreadyPaid: "Bagian ini sudah dibayar.",
  genericError: "Terjadi kesalahan saat memproses permintaan Anda.",
  loadingMenu: "Memuat menu",
  menuNotFound: "Menu tidak ditemukan",
  menuNotFoundText: "Tidak ada menu di alamat ini. Silakan pindai lagi kode QR di meja Anda atau tanyakan kepada staf.",
  menuLoadFailed: "Menu tidak dapat dimuat",
  checkConnection: "Periksa koneksi Anda lalu coba lagi.",
  tryAgain: "Coba lagi",
};

export default id;
