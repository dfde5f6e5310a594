import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Estonian. */
const et: MessageWords = {
  soldOut: "{{dish}} on otsas.",
  notServed: "{{dish}} ei ole praegu saadaval.",
  slotFull: "See järeletulemise aeg on täis: valige teine.",
  slotTooSoon: "See järeletulemise aeg on liiga vara: valige hilisem.",
  choosePickup: "Valige järeletulemise aeg.",
  scanTheCode: "Skannige oma laua QR-kood, et tellida laua arvele.",
  cartSent: "See ostukorv on juba saadetud.",
  cartChanged: "Ostukorv on vahepeal muutunud: kontrollige seda ja saatke uuesti.",
  cartFull: "Ostukorv on täis: saatke see enne, kui lisate veel.",
  cartEmpty: "Ostukorv on tühi.",
  visitEnded: "Selle laua külastus on lõppenud.",
  groupFull: "Selle laua grupp on täis ({{count}} telefoni).",
  invitationInvalid: "See kutse ei kehti.",
  joinFirst: "Liituge esmalt kutsega selle laua grupiga.",
  payTheStaff: "See koht ei võta veebimakseid vastu: makske teenindajale.",
  paymentNoAnswer: "Makseteenus ei vastanud. Midagi ei võetud: proovige hetke pärast uuesti.",
  shareAlreadyPaid: "See osa on juba makstud.",
  genericError: "Teie päringu töötlemisel läks midagi valesti.",
  loadingMenu: "Menüü laadimine",
  menuNotFound: "Menüüd ei leitud",
  menuNotFoundText: "Sellel aadressil pole menüüd. Skannige oma laua QR-kood uuesti või küsige teenindajalt.",
  menuLoadFailed: "Menüüd ei õnnestunud laadida",
  checkConnection: "Kontrollige ühendust ja proovige uuesti.",
  tryAgain: "Proovi uuesti",
};

export default et;
