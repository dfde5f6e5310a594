import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Croatian. */
const hr: MessageWords = {
  soldOut: "{{dish}} je rasprodano.",
  notServed: "{{dish}} se ne poslužuje u ovo vrijeme.",
  slotFull: "Ovo vrijeme preuzimanja je popunjeno: odaberite drugo.",
  slotTooSoon: "Ovo vrijeme preuzimanja je prerano: odaberite kasnije.",
  choosePickup: "Odaberite vrijeme preuzimanja.",
  scanTheCode: "Skenirajte QR kod na svom stolu kako biste naručivali na račun stola.",
  cartSent: "Ova košarica je već poslana.",
  cartChanged: "Košarica se u međuvremenu promijenila: provjerite je i pošaljite ponovno.",
  cartFull: "Košarica je puna: pošaljite je prije nego što dodate još.",
  cartEmpty: "Košarica je prazna.",
  visitEnded: "Posjet za ovim stolom je završio.",
  groupFull: "Grupa ovog stola je puna ({{count}} telefona).",
  invitationInvalid: "Ova pozivnica nije valjana.",
  joinFirst: "Najprije se pridružite grupi ovog stola njezinom pozivnicom.",
  payTheStaff: "Ovaj lokal ne prima plaćanje putem interneta: platite osoblju.",
  paymentNoAnswer: "Usluga plaćanja nije odgovorila. Ništa nije naplaćeno: pokušajte ponovno za trenutak.",
  shareAlreadyPaid: "Ovaj dio je već plaćen.",
  genericError: "Došlo je do pogreške pri obradi vašeg zahtjeva.",
  loadingMenu: "Učitavanje jelovnika",
  menuNotFound: "Jelovnik nije pronađen",
  menuNotFoundText: "Na ovoj adresi nema jelovnika. Ponovno skenirajte QR kod na svom stolu ili pitajte osoblje.",
  menuLoadFailed: "Jelovnik se nije mogao učitati",
  checkConnection: "Provjerite vezu i pokušajte ponovno.",
  tryAgain: "Pokušaj ponovno",
};

export default hr;
