import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Danish. */
const da: MessageWords = {
  soldOut: "{{dish}} er udsolgt.",
  notServed: "{{dish}} serveres ikke på dette tidspunkt.",
  slotFull: "Dette afhentningstidspunkt er fuldt: vælg et andet.",
  slotTooSoon: "Dette afhentningstidspunkt er for tidligt: vælg et senere.",
  choosePickup: "Vælg et afhentningstidspunkt.",
  scanTheCode: "Scan QR-koden på dit bord for at bestille på bordets regning.",
  cartSent: "Denne kurv er allerede sendt.",
  cartChanged: "Kurven er ændret i mellemtiden: tjek den og send igen.",
  cartFull: "Kurven er fuld: send den, før du tilføjer mere.",
  cartEmpty: "Kurven er tom.",
  visitEnded: "Besøget ved dette bord er slut.",
  groupFull: "Bordets gruppe er fuld ({{count}} telefoner).",
  invitationInvalid: "Denne invitation er ikke gyldig.",
  joinFirst: "Tilslut dig først bordets gruppe med dens invitation.",
  payTheStaff: "Dette sted tager ikke imod onlinebetaling: betal personalet.",
  paymentNoAnswer: "Betalingstjenesten svarede ikke. Der blev ikke trukket noget: prøv igen om et øjeblik.",
  shareAlreadyPaid: "Denne andel er allerede betalt.",
  genericError: "Der gik noget galt under behandlingen af din anmodning.",
  loadingMenu: "Indlæser menuen",
  menuNotFound: "Menuen blev ikke fundet",
  menuNotFoundText: "Der er ingen menu på denne adresse. Scan QR-koden på dit bord igen, eller spørg personalet.",
  menuLoadFailed: "Menuen kunne ikke indlæses",
  checkConnection: "Tjek din forbindelse, og prøv igen.",
  tryAgain: "Prøv igen",
};

export default da;
