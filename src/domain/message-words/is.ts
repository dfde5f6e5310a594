import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Icelandic. */
const is_: MessageWords = {
  soldOut: "{{dish}} er uppselt.",
  notServed: "{{dish}} er ekki í boði á þessum tíma.",
  slotFull: "Þessi sóttími er fullur: veldu annan.",
  slotTooSoon: "Þessi sóttími er of snemma: veldu síðari tíma.",
  choosePickup: "Veldu sóttíma.",
  scanTheCode: "Skannaðu QR-kóðann á borðinu þínu til að panta á reikning borðsins.",
  cartSent: "Þessi karfa hefur þegar verið send.",
  cartChanged: "Karfan breyttist í millitíðinni: athugaðu hana og sendu aftur.",
  cartFull: "Karfan er full: sendu hana áður en þú bætir meiru við.",
  cartEmpty: "Karfan er tóm.",
  visitEnded: "Heimsókninni við þetta borð er lokið.",
  groupFull: "Hópur þessa borðs er fullur ({{count}} símar).",
  invitationInvalid: "Þetta boð er ekki gilt.",
  joinFirst: "Gakktu fyrst í hóp borðsins með boðinu.",
  payTheStaff: "Þessi staður tekur ekki við greiðslu á netinu: greiddu starfsfólkinu.",
  paymentNoAnswer: "Greiðsluþjónustan svaraði ekki. Ekkert var skuldfært: reyndu aftur eftir smástund.",
  shareAlreadyPaid: "Þessi hlutur er þegar greiddur.",
  genericError: "Eitthvað fór úrskeiðis við vinnslu beiðninnar.",
  loadingMenu: "Hleð matseðlinum",
  menuNotFound: "Matseðill fannst ekki",
  menuNotFoundText:
    "Enginn matseðill er á þessu heimilisfangi. Skannaðu QR-kóðann á borðinu aftur eða spurðu starfsfólkið.",
  menuLoadFailed: "Ekki tókst að hlaða matseðlinum",
  checkConnection: "Athugaðu tenginguna og reyndu aftur.",
  tryAgain: "Reyna aftur",
};

export default is_;
