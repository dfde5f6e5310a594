import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Norwegian. */
const no: MessageWords = {
  soldOut: "{{dish}} er utsolgt.",
  notServed: "{{dish}} serveres ikke nå.",
  slotFull: "Dette hentetidspunktet er fullt: velg et annet.",
  slotTooSoon: "Dette hentetidspunktet er for tidlig: velg et senere.",
  choosePickup: "Velg et hentetidspunkt.",
  scanTheCode: "Skann QR-koden på bordet ditt for å bestille på bordets regning.",
  cartSent: "Denne handlekurven er allerede sendt.",
  cartChanged: "Handlekurven er endret i mellomtiden: sjekk den og send på nytt.",
  cartFull: "Handlekurven er full: send den før du legger til mer.",
  cartEmpty: "Handlekurven er tom.",
  visitEnded: "Besøket ved dette bordet er avsluttet.",
  groupFull: "Bordets gruppe er full ({{count}} telefoner).",
  invitationInvalid: "Denne invitasjonen er ikke gyldig.",
  joinFirst: "Bli først med i bordets gruppe med invitasjonen.",
  payTheStaff: "Dette stedet tar ikke imot nettbetaling: betal personalet.",
  paymentNoAnswer: "Betalingstjenesten svarte ikke. Ingenting ble trukket: prøv igjen om litt.",
  shareAlreadyPaid: "Denne andelen er allerede betalt.",
  genericError: "Noe gikk galt under behandlingen av forespørselen din.",
  loadingMenu: "Laster inn menyen",
  menuNotFound: "Fant ikke menyen",
  menuNotFoundText:
    "Det finnes ingen meny på denne adressen. Skann QR-koden på bordet ditt på nytt eller spør personalet.",
  menuLoadFailed: "Menyen kunne ikke lastes inn",
  checkConnection: "Sjekk tilkoblingen din og prøv igjen.",
  tryAgain: "Prøv igjen",
};

export default no;
