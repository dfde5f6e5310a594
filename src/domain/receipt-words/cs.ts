import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Czech. */
const cs: ReceiptWords = {
  receipt: "Účtenka",
  loadFailed: "Účtenku se nepodařilo načíst.",
  loading: "Načítání účtenky",
  paid: "Platba přijata. Děkujeme!",
  orderOnWay: "Vaše objednávka míří do kuchyně.",
  failed: "Platba neprošla: nic nebylo strženo. Zaplaťte znovu z účtu nebo u obsluhy.",
  stillWaiting:
    "Stále čekáme na potvrzení od platební služby. Pokud vám byla částka stržena, obsluha může vaši platbu potvrdit.",
  waiting: "Čekáme na potvrzení od platební služby…",
  paidFor: "Zaplaceno za",
  shared: "(sdíleno)",
  venue: "Podnik",
  table: "Stůl",
  share: "Část",
  amount: "Částka",
  tip: "Spropitné",
  total: "Celkem",
  refunded: "Vráceno",
  sentTo: "Účtenka odeslána na {{email}}.",
  emailMe: "Poslat účtenku e-mailem",
  send: "Odeslat",
  showReceipt: "Zobrazit účtenku",
  tryAgain: "Zkusit znovu",
  makingPdf: "Vytváří se PDF…",
  downloadPdf: "Stáhnout PDF",
  pdfFailed: "PDF se nepodařilo vytvořit. Zkuste to znovu.",
};

export default cs;
