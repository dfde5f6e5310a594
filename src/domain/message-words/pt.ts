import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Portuguese. */
const pt: MessageWords = {
  soldOut: "{{dish}} está esgotado.",
  notServed: "{{dish}} não é servido a esta hora.",
  slotFull: "Este horário de levantamento está cheio: escolha outro.",
  slotTooSoon: "Este horário de levantamento é cedo demais: escolha um mais tarde.",
  choosePickup: "Escolha um horário de levantamento.",
  scanTheCode: "Leia o código QR da sua mesa para pedir na conta dela.",
  cartSent: "Este carrinho já foi enviado.",
  cartChanged: "O carrinho mudou entretanto: verifique-o e envie de novo.",
  cartFull: "O carrinho está cheio: envie-o antes de adicionar mais.",
  cartEmpty: "O carrinho está vazio.",
  visitEnded: "A visita desta mesa terminou.",
  groupFull: "O grupo desta mesa está cheio ({{count}} telemóveis).",
  invitationInvalid: "Este convite não é válido.",
  joinFirst: "Junte-se primeiro ao grupo desta mesa com o convite.",
  payTheStaff: "Este local não aceita pagamento online: pague ao pessoal.",
  paymentNoAnswer: "O serviço de pagamento não respondeu. Nada foi cobrado: tente de novo daqui a pouco.",
  shareAlreadyPaid: "Esta parte já está paga.",
  genericError: "Ocorreu um erro ao processar o seu pedido.",
  loadingMenu: "A carregar o menu",
  menuNotFound: "Menu não encontrado",
  menuNotFoundText: "Não há menu neste endereço. Leia de novo o código QR da sua mesa ou pergunte ao pessoal.",
  menuLoadFailed: "Não foi possível carregar o menu",
  checkConnection: "Verifique a sua ligação e tente de novo.",
  tryAgain: "Tentar de novo",
};

export default pt;
