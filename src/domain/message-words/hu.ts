import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Hungarian. */
const hu: MessageWords = {
  soldOut: "{{dish}} elfogyott.",
  notServed: "{{dish}} ebben az időben nem kapható.",
  slotFull: "Ez az átvételi időpont betelt: válasszon másikat.",
  slotTooSoon: "Ez az átvételi időpont túl korai: válasszon későbbit.",
  choosePickup: "Válasszon átvételi időpontot.",
  scanTheCode: "Olvassa be az asztalán lévő QR-kódot, hogy az asztal számlájára rendeljen.",
  cartSent: "Ezt a kosarat már elküldték.",
  cartChanged: "A kosár közben megváltozott: ellenőrizze, és küldje el újra.",
  cartFull: "A kosár megtelt: küldje el, mielőtt többet ad hozzá.",
  cartEmpty: "A kosár üres.",
  visitEnded: "Ennél az asztalnál a látogatás véget ért.",
  groupFull: "Ennek az asztalnak a csoportja megtelt ({{count}} telefon).",
  invitationInvalid: "Ez a meghívó nem érvényes.",
  joinFirst: "Először csatlakozzon az asztal csoportjához a meghívójával.",
  payTheStaff: "Ez a hely nem fogad online fizetést: fizessen a személyzetnek.",
  paymentNoAnswer: "A fizetési szolgáltatás nem válaszolt. Semmit sem terheltünk: próbálja újra egy pillanat múlva.",
  shareAlreadyPaid: "Ez a rész már ki van fizetve.",
  genericError: "Hiba történt a kérése feldolgozása közben.",
  loadingMenu: "Az étlap betöltése",
  menuNotFound: "Az étlap nem található",
  menuNotFoundText:
    "Ezen a címen nincs étlap. Olvassa be újra az asztalán lévő QR-kódot, vagy kérdezze meg a személyzetet.",
  menuLoadFailed: "Az étlapot nem sikerült betölteni",
  checkConnection: "Ellenőrizze a kapcsolatot, és próbálja újra.",
  tryAgain: "Újra",
};

export default hu;
