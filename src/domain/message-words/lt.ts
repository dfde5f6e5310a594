import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Lithuanian. */
const lt: MessageWords = {
  soldOut: "{{dish}} išparduota.",
  notServed: "{{dish}} šiuo metu netiekiama.",
  slotFull: "Šis atsiėmimo laikas užimtas: pasirinkite kitą.",
  slotTooSoon: "Šis atsiėmimo laikas per ankstyvas: pasirinkite vėlesnį.",
  choosePickup: "Pasirinkite atsiėmimo laiką.",
  scanTheCode: "Nuskenuokite QR kodą ant savo stalo, kad užsakytumėte į stalo sąskaitą.",
  cartSent: "Šis krepšelis jau išsiųstas.",
  cartChanged: "Krepšelis tuo metu pasikeitė: patikrinkite jį ir siųskite dar kartą.",
  cartFull: "Krepšelis pilnas: išsiųskite jį prieš pridėdami daugiau.",
  cartEmpty: "Krepšelis tuščias.",
  visitEnded: "Apsilankymas prie šio stalo baigėsi.",
  groupFull: "Šio stalo grupė pilna ({{count}} telefonai).",
  invitationInvalid: "Šis kvietimas negalioja.",
  joinFirst: "Pirmiausia prisijunkite prie šio stalo grupės su jos kvietimu.",
  payTheStaff: "Ši vieta nepriima mokėjimų internetu: sumokėkite personalui.",
  paymentNoAnswer: "Mokėjimo paslauga neatsakė. Nieko nenuskaičiuota: bandykite dar kartą po akimirkos.",
  shareAlreadyPaid: "Ši dalis jau apmokėta.",
  genericError: "Apdorojant jūsų užklausą įvyko klaida.",
  loadingMenu: "Įkeliamas meniu",
  menuNotFound: "Meniu nerastas",
  menuNotFoundText: "Šiuo adresu meniu nėra. Dar kartą nuskenuokite QR kodą ant savo stalo arba paklauskite personalo.",
  menuLoadFailed: "Nepavyko įkelti meniu",
  checkConnection: "Patikrinkite ryšį ir bandykite dar kartą.",
  tryAgain: "Bandyti dar kartą",
};

export default lt;
