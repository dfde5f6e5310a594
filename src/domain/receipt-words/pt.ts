import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Portuguese. */
const pt: ReceiptWords = {
  receipt: "Recibo",
  loadFailed: "Não foi possível carregar este recibo.",
  loading: "A carregar o seu recibo",
  paid: "Pagamento recebido. Obrigado!",
  orderOnWay: "O seu pedido está a caminho da cozinha.",
  failed: "Este pagamento não foi concluído: nada foi cobrado. Pague novamente a partir da conta ou ao pessoal.",
  stillWaiting:
    "Ainda à espera da confirmação do prestador de pagamentos. Se lhe foi cobrado, o pessoal pode confirmar o seu pagamento.",
  waiting: "À espera da confirmação do prestador de pagamentos…",
  paidFor: "Pago por",
  shared: "(partilhado)",
  venue: "Espaço",
  table: "Mesa",
  share: "Parte",
  amount: "Valor",
  tip: "Gorjeta",
  total: "Total",
  refunded: "Reembolsado",
  sentTo: "Recibo enviado para {{email}}.",
  emailMe: "Enviar-me o recibo por e-mail",
  send: "Enviar",
  showReceipt: "Mostrar o recibo",
  tryAgain: "Tentar novamente",
  makingPdf: "A criar o PDF…",
  downloadPdf: "Transferir PDF",
  pdfFailed: "Não foi possível criar o PDF. Tente novamente.",
};

export default pt;
