import type { ReceiptWords } from "../receipt-words";

/** The receipt's words in Spanish. */
const es: ReceiptWords = {
  receipt: "Recibo",
  loadFailed: "No se ha podido cargar este recibo.",
  loading: "Cargando su recibo",
  paid: "Pago recibido. ¡Gracias!",
  orderOnWay: "Su pedido va de camino a la cocina.",
  failed: "Este pago no se ha completado: no se ha cobrado nada. Pague de nuevo desde la cuenta o al personal.",
  stillWaiting:
    "Aún esperando la confirmación del proveedor de pagos. Si se le ha cobrado, el personal puede confirmar su pago.",
  waiting: "Esperando la confirmación del proveedor de pagos…",
  paidFor: "Pagado por",
  shared: "(compartido)",
  venue: "Local",
  table: "Mesa",
  share: "Parte",
  amount: "Importe",
  tip: "Propina",
  total: "Total",
  refunded: "Reembolsado",
  sentTo: "Recibo enviado a {{email}}.",
  emailMe: "Enviarme el recibo por correo",
  send: "Enviar",
  showReceipt: "Ver el recibo",
  tryAgain: "Reintentar",
  makingPdf: "Creando el PDF…",
  downloadPdf: "Descargar PDF",
  pdfFailed: "No se pudo crear el PDF. Inténtalo de nuevo.",
};

export default es;
