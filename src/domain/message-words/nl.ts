import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Dutch. */
const nl: MessageWords = {
  soldOut: "{{dish}} is uitverkocht.",
  notServed: "{{dish}} wordt op dit moment niet geserveerd.",
  slotFull: "Dit afhaaltijdstip is vol: kies een ander.",
  slotTooSoon: "Dit afhaaltijdstip is te vroeg: kies een later tijdstip.",
  choosePickup: "Kies een afhaaltijdstip.",
  scanTheCode: "Scan de QR-code op je tafel om op de rekening van de tafel te bestellen.",
  cartSent: "Dit winkelmandje is al verstuurd.",
  cartChanged: "Het winkelmandje is intussen veranderd: controleer het en verstuur het opnieuw.",
  cartFull: "Het winkelmandje is vol: verstuur het voordat je meer toevoegt.",
  cartEmpty: "Het winkelmandje is leeg.",
  visitEnded: "Het bezoek aan deze tafel is afgelopen.",
  groupFull: "De groep van deze tafel is vol ({{count}} telefoons).",
  invitationInvalid: "Deze uitnodiging is niet geldig.",
  joinFirst: "Word eerst lid van de groep van deze tafel met de uitnodiging.",
  payTheStaff: "Deze zaak neemt geen online betalingen aan: betaal bij het personeel.",
  paymentNoAnswer: "De betaaldienst gaf geen antwoord. Er is niets afgeschreven: probeer het zo opnieuw.",
  shareAlreadyPaid: "Dit deel is al betaald.",
  genericError: "Er ging iets mis bij het verwerken van je verzoek.",
  loadingMenu: "Het menu wordt geladen",
  menuNotFound: "Menu niet gevonden",
  menuNotFoundText: "Op dit adres staat geen menu. Scan de QR-code op je tafel opnieuw of vraag het personeel.",
  menuLoadFailed: "Het menu kon niet worden geladen",
  checkConnection: "Controleer je verbinding en probeer het opnieuw.",
  tryAgain: "Opnieuw proberen",
};

export default nl;
