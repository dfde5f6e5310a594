import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Romanian. */
const ro: MessageWords = {
  soldOut: "{{dish}} s-a epuizat.",
  notServed: "{{dish}} nu se servește la această oră.",
  slotFull: "Această oră de ridicare este ocupată: alegeți alta.",
  slotTooSoon: "Această oră de ridicare este prea devreme: alegeți una mai târzie.",
  choosePickup: "Alegeți o oră de ridicare.",
  scanTheCode: "Scanați codul QR de pe masa dvs. pentru a comanda în contul mesei.",
  cartSent: "Acest coș a fost deja trimis.",
  cartChanged: "Coșul s-a schimbat între timp: verificați-l și trimiteți-l din nou.",
  cartFull: "Coșul este plin: trimiteți-l înainte de a adăuga mai mult.",
  cartEmpty: "Coșul este gol.",
  visitEnded: "Vizita la această masă s-a încheiat.",
  groupFull: "Grupul acestei mese este complet ({{count}} telefoane).",
  invitationInvalid: "Această invitație nu este validă.",
  joinFirst: "Alăturați-vă mai întâi grupului acestei mese cu invitația sa.",
  payTheStaff: "Acest local nu acceptă plata online: plătiți personalului.",
  paymentNoAnswer: "Serviciul de plată nu a răspuns. Nu s-a încasat nimic: încercați din nou peste puțin timp.",
  shareAlreadyPaid: "Această parte este deja plătită.",
  genericError: "A apărut o eroare la procesarea solicitării dvs.",
  loadingMenu: "Se încarcă meniul",
  menuNotFound: "Meniul nu a fost găsit",
  menuNotFoundText:
    "Nu există niciun meniu la această adresă. Scanați din nou codul QR de pe masă sau întrebați personalul.",
  menuLoadFailed: "Meniul nu a putut fi încărcat",
  checkConnection: "Verificați conexiunea și încercați din nou.",
  tryAgain: "Încercați din nou",
};

export default ro;
