import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Icelandic. */
const is_: ReceiptWords = {
  receipt: "Kvittun",
  loadFailed: "Ekki tókst að hlaða kvittuninni.",
  loading: "Hleð kvittuninni",
  paid: "Greiðsla móttekin. Takk fyrir!",
  orderOnWay: "Pöntunin þín er á leið í eldhúsið.",
  failed: "Greiðslan gekk ekki í gegn: ekkert var skuldfært. Greiddu aftur af reikningnum eða hjá starfsfólkinu.",
  stillWaiting:
    "Enn beðið eftir staðfestingu greiðsluþjónustunnar. Ef þú varst rukkuð/rukkaður getur starfsfólkið staðfest greiðsluna.",
  waiting: "Beðið eftir staðfestingu greiðsluþjónustunnar…",
  paidFor: "Greitt fyrir",
  shared: "(deilt)",
  venue: "Staður",
  table: "Borð",
  share: "Hluti",
  amount: "Upphæð",
  tip: "Þjórfé",
  total: "Samtals",
  refunded: "Endurgreitt",
  sentTo: "Kvittun send á {{email}}.",
  emailMe: "Senda mér kvittunina í tölvupósti",
  send: "Senda",
  showReceipt: "Sýna kvittunina",
  tryAgain: "Reyna aftur",
  makingPdf: "Bý til PDF…",
  downloadPdf: "Sækja PDF",
  pdfFailed: "Ekki tókst að búa til PDF-skjalið. Reyndu aftur.",
};

export default is_;
