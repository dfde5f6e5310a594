import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Swedish. */
const sv: ReceiptWords = {
  receipt: "Kvitto",
  loadFailed: "Kvittot kunde inte laddas.",
  loading: "Laddar ditt kvitto",
  paid: "Betalningen har tagits emot. Tack!",
  orderOnWay: "Din beställning är på väg till köket.",
  failed: "Betalningen gick inte igenom: inget har dragits. Betala igen från notan, eller betala till personalen.",
  stillWaiting:
    "Väntar fortfarande på bekräftelse från betaltjänsten. Om du har debiterats kan personalen bekräfta din betalning.",
  waiting: "Väntar på bekräftelse från betaltjänsten…",
  paidFor: "Betalt för",
  shared: "(delad)",
  venue: "Ställe",
  table: "Bord",
  share: "Del",
  amount: "Belopp",
  tip: "Dricks",
  total: "Totalt",
  refunded: "Återbetalt",
  sentTo: "Kvittot har skickats till {{email}}.",
  emailMe: "Mejla mig kvittot",
  send: "Skicka",
  showReceipt: "Visa kvittot",
  tryAgain: "Försök igen",
  makingPdf: "Skapar PDF…",
  downloadPdf: "Ladda ned PDF",
  pdfFailed: "PDF:en kunde inte skapas. Försök igen.",
};

export default sv;
