import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Slovak. */
const sk: ReceiptWords = {
  receipt: "Potvrdenie",
  loadFailed: "Potvrdenie sa nepodarilo načítať.",
  loading: "Načítava sa potvrdenie",
  paid: "Platba prijatá. Ďakujeme!",
  orderOnWay: "Vaša objednávka smeruje do kuchyne.",
  failed: "Platba neprešla: nič nebolo stiahnuté. Zaplaťte znova z účtu alebo u obsluhy.",
  stillWaiting:
    "Stále čakáme na potvrdenie od platobnej služby. Ak vám bola suma stiahnutá, obsluha môže vašu platbu potvrdiť.",
  waiting: "Čakáme na potvrdenie od platobnej služby…",
  paidFor: "Zaplatené za",
  shared: "(zdieľané)",
  venue: "Podnik",
  table: "Stôl",
  share: "Časť",
  amount: "Suma",
  tip: "Prepitné",
  total: "Spolu",
  refunded: "Vrátené",
  sentTo: "Potvrdenie odoslané na {{email}}.",
  emailMe: "Poslať potvrdenie e-mailom",
  send: "Odoslať",
  showReceipt: "Zobraziť potvrdenie",
  tryAgain: "Skúsiť znova",
  makingPdf: "Vytvára sa PDF…",
  downloadPdf: "Stiahnuť PDF",
  pdfFailed: "PDF sa nepodarilo vytvoriť. Skúste to znova.",
};

export default sk;
