import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Lithuanian. */
const lt: ReceiptWords = {
  receipt: "Kvitas",
  loadFailed: "Nepavyko įkelti šio kvito.",
  loading: "Įkeliamas kvitas",
  paid: "Mokėjimas gautas. Ačiū!",
  orderOnWay: "Jūsų užsakymas keliauja į virtuvę.",
  failed: "Mokėjimas nepavyko: nieko nenuskaičiuota. Sumokėkite dar kartą per sąskaitą arba personalui.",
  stillWaiting:
    "Vis dar laukiama mokėjimų paslaugos patvirtinimo. Jei pinigai nuskaičiuoti, personalas gali patvirtinti jūsų mokėjimą.",
  waiting: "Laukiama mokėjimų paslaugos patvirtinimo…",
  paidFor: "Apmokėta už",
  shared: "(bendra)",
  venue: "Įstaiga",
  table: "Staliukas",
  share: "Dalis",
  amount: "Suma",
  tip: "Arbatpinigiai",
  total: "Iš viso",
  refunded: "Grąžinta",
  sentTo: "Kvitas išsiųstas adresu {{email}}.",
  emailMe: "Atsiųsti kvitą el. paštu",
  send: "Siųsti",
  showReceipt: "Rodyti kvitą",
  tryAgain: "Bandyti dar kartą",
  makingPdf: "Kuriamas PDF…",
  downloadPdf: "Atsisiųsti PDF",
  pdfFailed: "Nepavyko sukurti PDF. Bandykite dar kartą.",
};

export default lt;
