import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Finnish. */
const fi: MessageWords = {
  soldOut: "{{dish}} on loppunut.",
  notServed: "{{dish}} ei ole tarjolla tähän aikaan.",
  slotFull: "Tämä noutoaika on täynnä: valitse toinen.",
  slotTooSoon: "Tämä noutoaika on liian pian: valitse myöhäisempi.",
  choosePickup: "Valitse noutoaika.",
  scanTheCode: "Skannaa pöytäsi QR-koodi tilataksesi pöydän laskulle.",
  cartSent: "Tämä ostoskori on jo lähetetty.",
  cartChanged: "Ostoskori on muuttunut sillä välin: tarkista se ja lähetä uudelleen.",
  cartFull: "Ostoskori on täynnä: lähetä se ennen kuin lisäät lisää.",
  cartEmpty: "Ostoskori on tyhjä.",
  visitEnded: "Tämän pöydän käynti on päättynyt.",
  groupFull: "Tämän pöydän ryhmä on täynnä ({{count}} puhelinta).",
  invitationInvalid: "Tämä kutsu ei ole voimassa.",
  joinFirst: "Liity ensin tämän pöydän ryhmään sen kutsulla.",
  payTheStaff: "Tämä paikka ei ota vastaan verkkomaksuja: maksa henkilökunnalle.",
  paymentNoAnswer: "Maksupalvelu ei vastannut. Mitään ei veloitettu: yritä hetken päästä uudelleen.",
  shareAlreadyPaid: "Tämä osuus on jo maksettu.",
  genericError: "Pyyntösi käsittelyssä tapahtui virhe.",
  loadingMenu: "Ladataan ruokalistaa",
  menuNotFound: "Ruokalistaa ei löytynyt",
  menuNotFoundText:
    "Tässä osoitteessa ei ole ruokalistaa. Skannaa pöytäsi QR-koodi uudelleen tai kysy henkilökunnalta.",
  menuLoadFailed: "Ruokalistaa ei voitu ladata",
  checkConnection: "Tarkista yhteytesi ja yritä uudelleen.",
  tryAgain: "Yritä uudelleen",
};

export default fi;
