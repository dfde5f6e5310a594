import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Slovenian. */
const sl: MessageWords = {
  soldOut: "{{dish}} je razprodano.",
  notServed: "{{dish}} ob tem času ni na voljo.",
  slotFull: "Ta čas prevzema je zaseden: izberite drugega.",
  slotTooSoon: "Ta čas prevzema je prezgoden: izberite poznejšega.",
  choosePickup: "Izberite čas prevzema.",
  scanTheCode: "Skenirajte kodo QR na svoji mizi, da naročate na račun mize.",
  cartSent: "Ta košarica je že bila poslana.",
  cartChanged: "Košarica se je medtem spremenila: preverite jo in jo pošljite znova.",
  cartFull: "Košarica je polna: pošljite jo, preden dodate še kaj.",
  cartEmpty: "Košarica je prazna.",
  visitEnded: "Obisk pri tej mizi se je končal.",
  groupFull: "Skupina te mize je polna ({{count}} telefonov).",
  invitationInvalid: "To povabilo ni veljavno.",
  joinFirst: "Najprej se s povabilom pridružite skupini te mize.",
  payTheStaff: "Ta lokal ne sprejema spletnih plačil: plačajte osebju.",
  paymentNoAnswer: "Plačilna storitev se ni odzvala. Nič ni bilo zaračunano: poskusite znova čez trenutek.",
  shareAlreadyPaid: "Ta delež je že plačan.",
  genericError: "Pri obdelavi vaše zahteve je prišlo do napake.",
  loadingMenu: "Nalaganje menija",
  menuNotFound: "Meni ni bil najden",
  menuNotFoundText: "Na tem naslovu ni menija. Znova skenirajte kodo QR na svoji mizi ali vprašajte osebje.",
  menuLoadFailed: "Menija ni bilo mogoče naložiti",
  checkConnection: "Preverite povezavo in poskusite znova.",
  tryAgain: "Poskusi znova",
};

export default sl;
