import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Finnish. */
const fi: ReceiptWords = {
  receipt: "Kuitti",
  loadFailed: "Kuittia ei voitu ladata.",
  loading: "Kuittia ladataan",
  paid: "Maksu vastaanotettu. Kiitos!",
  orderOnWay: "Tilauksesi on matkalla keittiöön.",
  failed: "Maksu ei mennyt läpi: mitään ei veloitettu. Maksa uudelleen laskulta tai henkilökunnalle.",
  stillWaiting: "Odotetaan yhä maksupalvelun vahvistusta. Jos sinua veloitettiin, henkilökunta voi vahvistaa maksusi.",
  waiting: "Odotetaan maksupalvelun vahvistusta…",
  paidFor: "Maksettu",
  shared: "(jaettu)",
  venue: "Paikka",
  table: "Pöytä",
  share: "Osuus",
  amount: "Summa",
  tip: "Tippi",
  total: "Yhteensä",
  refunded: "Hyvitetty",
  sentTo: "Kuitti lähetetty osoitteeseen {{email}}.",
  emailMe: "Lähetä kuitti sähköpostiini",
  send: "Lähetä",
  showReceipt: "Näytä kuitti",
  tryAgain: "Yritä uudelleen",
  makingPdf: "Luodaan PDF:ää…",
  downloadPdf: "Lataa PDF",
  pdfFailed: "PDF:ää ei voitu luoda. Yritä uudelleen.",
};

export default fi;
