import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Slovak. */
const sk: MessageWords = {
  soldOut: "{{dish}} je vypredané.",
  notServed: "{{dish}} sa v tomto čase nepodáva.",
  slotFull: "Tento čas vyzdvihnutia je plný: vyberte iný.",
  slotTooSoon: "Tento čas vyzdvihnutia je príliš skoro: vyberte neskorší.",
  choosePickup: "Vyberte čas vyzdvihnutia.",
  scanTheCode: "Naskenujte QR kód na svojom stole a objednávajte na účet stola.",
  cartSent: "Tento košík už bol odoslaný.",
  cartChanged: "Košík sa medzitým zmenil: skontrolujte ho a odošlite znova.",
  cartFull: "Košík je plný: odošlite ho skôr, ako pridáte ďalšie.",
  cartEmpty: "Košík je prázdny.",
  visitEnded: "Návšteva pri tomto stole sa skončila.",
  groupFull: "Skupina tohto stola je plná ({{count}} telefónov).",
  invitationInvalid: "Táto pozvánka nie je platná.",
  joinFirst: "Najprv sa pripojte ku skupine tohto stola pomocou jej pozvánky.",
  payTheStaff: "Tento podnik neprijíma platby online: zaplaťte obsluhe.",
  paymentNoAnswer: "Platobná služba neodpovedala. Nič nebolo stiahnuté: skúste to o chvíľu znova.",
  shareAlreadyPaid: "Tento podiel je už zaplatený.",
  genericError: "Pri spracovaní vašej požiadavky sa niečo pokazilo.",
  loadingMenu: "Načítava sa menu",
  menuNotFound: "Menu sa nenašlo",
  menuNotFoundText:
    "Na tejto adrese nie je žiadne menu. Naskenujte znova QR kód na svojom stole alebo sa opýtajte obsluhy.",
  menuLoadFailed: "Menu sa nepodarilo načítať",
  checkConnection: "Skontrolujte pripojenie a skúste to znova.",
  tryAgain: "Skúsiť znova",
};

export default sk;
