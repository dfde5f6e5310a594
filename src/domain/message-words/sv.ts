import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Swedish. */
const sv: MessageWords = {
  soldOut: "{{dish}} är slutsåld.",
  notServed: "{{dish}} serveras inte just nu.",
  slotFull: "Den här upphämtningstiden är full: välj en annan.",
  slotTooSoon: "Den här upphämtningstiden är för tidig: välj en senare.",
  choosePickup: "Välj en upphämtningstid.",
  scanTheCode: "Skanna QR-koden på ditt bord för att beställa på bordets nota.",
  cartSent: "Den här varukorgen är redan skickad.",
  cartChanged: "Varukorgen har ändrats under tiden: kontrollera den och skicka igen.",
  cartFull: "Varukorgen är full: skicka den innan du lägger till mer.",
  cartEmpty: "Varukorgen är tom.",
  visitEnded: "Besöket vid det här bordet har avslutats.",
  groupFull: "Bordets grupp är full ({{count}} telefoner).",
  invitationInvalid: "Den här inbjudan är inte giltig.",
  joinFirst: "Gå först med i bordets grupp med dess inbjudan.",
  payTheStaff: "Det här stället tar inte emot onlinebetalning: betala personalen.",
  paymentNoAnswer: "Betaltjänsten svarade inte. Inget har dragits: försök igen om en stund.",
  shareAlreadyPaid: "Den här andelen är redan betald.",
  genericError: "Något gick fel när din begäran behandlades.",
  loadingMenu: "Laddar menyn",
  menuNotFound: "Menyn hittades inte",
  menuNotFoundText:
    "Det finns ingen meny på den här adressen. Skanna QR-koden på ditt bord igen eller fråga personalen.",
  menuLoadFailed: "Menyn kunde inte laddas",
  checkConnection: "Kontrollera din anslutning och försök igen.",
  tryAgain: "Försök igen",
};

export default sv;
