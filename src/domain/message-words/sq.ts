import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Albanian. */
const sq: MessageWords = {
  soldOut: "{{dish}} ka mbaruar.",
  notServed: "{{dish}} nuk shërbehet në këtë orë.",
  slotFull: "Kjo orë marrjeje është e plotë: zgjidhni një tjetër.",
  slotTooSoon: "Kjo orë marrjeje është shumë herët: zgjidhni një më vonë.",
  choosePickup: "Zgjidhni një orë marrjeje.",
  scanTheCode: "Skanoni kodin QR në tryezën tuaj për të porositur në llogarinë e tryezës.",
  cartSent: "Kjo shportë është dërguar tashmë.",
  cartChanged: "Shporta ndryshoi ndërkohë: kontrollojeni dhe dërgojeni përsëri.",
  cartFull: "Shporta është plot: dërgojeni para se të shtoni më shumë.",
  cartEmpty: "Shporta është bosh.",
  visitEnded: "Vizita në këtë tryezë ka mbaruar.",
  groupFull: "Grupi i kësaj tryeze është plot ({{count}} telefona).",
  invitationInvalid: "Kjo ftesë nuk është e vlefshme.",
  joinFirst: "Bashkohuni fillimisht me grupin e kësaj tryeze me ftesën e tij.",
  payTheStaff: "Ky lokal nuk pranon pagesa online: paguani stafin.",
  paymentNoAnswer: "Shërbimi i pagesave nuk u përgjigj. Nuk u tërhoq asgjë: provoni përsëri pas pak.",
  shareAlreadyPaid: "Kjo pjesë është paguar tashmë.",
  genericError: "Diçka shkoi keq gjatë përpunimit të kërkesës suaj.",
  loadingMenu: "Po ngarkohet menuja",
  menuNotFound: "Menuja nuk u gjet",
  menuNotFoundText: "Nuk ka menu në këtë adresë. Skanoni përsëri kodin QR në tryezën tuaj ose pyesni stafin.",
  menuLoadFailed: "Menuja nuk mund të ngarkohej",
  checkConnection: "Kontrolloni lidhjen dhe provoni përsëri.",
  tryAgain: "Provo përsëri",
};

export default sq;
