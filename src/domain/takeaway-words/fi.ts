import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Finnish. */
const fi: TakeawayWords = {
  pickupTime: "Noutoaika",
  loadingTimes: "Noutoaikoja ladataan…",
  timesFailed: "Noutoaikoja ei voitu ladata.",
  tryAgain: "Yritä uudelleen",
  noTimes: "Tälle päivälle ei ole enää noutoaikoja.",
  chooseTime: "Valitse aika",
  full: "{{time}} (täynnä)",
  pickupName: "Nimesi (noutoa varten)",
  payOnline: "Maksat verkossa ennen kuin tilaus hyväksytään.",
  payAtPickup: "Maksat noutaessasi.",
  notifyOn: "Saat ilmoituksen, kun tilaus {{number}} on valmis.",
  notifyBlocked: "Ilmoitukset on estetty tässä selaimessa: pidä tämä sivu auki nähdäksesi, milloin tilaus on valmis.",
  turningOn: "Ilmoituksia otetaan käyttöön…",
  notifyMe: "Ilmoita, kun tilaus on valmis",
  notifyFailed: "Ilmoituksia ei voitu ottaa käyttöön. Yritä uudelleen.",
  today: "Tänään",
  tomorrow: "Huomenna",
  tonight: "Tänä iltana",
  noTimesLeft: "Noutoaikoja ei ole enää jäljellä.",
};

export default fi;
