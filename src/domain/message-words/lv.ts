import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Latvian. */
const lv: MessageWords = {
  soldOut: "{{dish}} ir izpārdots.",
  notServed: "{{dish}} šobrīd netiek pasniegts.",
  slotFull: "Šis saņemšanas laiks ir aizņemts: izvēlieties citu.",
  slotTooSoon: "Šis saņemšanas laiks ir pārāk agrs: izvēlieties vēlāku.",
  choosePickup: "Izvēlieties saņemšanas laiku.",
  scanTheCode: "Noskenējiet QR kodu uz sava galda, lai pasūtītu uz galda rēķina.",
  cartSent: "Šis grozs jau ir nosūtīts.",
  cartChanged: "Grozs pa to laiku ir mainījies: pārbaudiet to un nosūtiet vēlreiz.",
  cartFull: "Grozs ir pilns: nosūtiet to, pirms pievienojat vēl.",
  cartEmpty: "Grozs ir tukšs.",
  visitEnded: "Apmeklējums pie šī galda ir beidzies.",
  groupFull: "Šī galda grupa ir pilna ({{count}} tālruņi).",
  invitationInvalid: "Šis ielūgums nav derīgs.",
  joinFirst: "Vispirms pievienojieties šī galda grupai ar tās ielūgumu.",
  payTheStaff: "Šī vieta nepieņem maksājumus tiešsaistē: samaksājiet personālam.",
  paymentNoAnswer: "Maksājumu pakalpojums neatbildēja. Nekas netika iekasēts: mēģiniet vēlreiz pēc brīža.",
  shareAlreadyPaid: "Šī daļa jau ir samaksāta.",
  genericError: "Apstrādājot jūsu pieprasījumu, radās kļūda.",
  loadingMenu: "Ielādē ēdienkarti",
  menuNotFound: "Ēdienkarte nav atrasta",
  menuNotFoundText:
    "Šajā adresē nav ēdienkartes. Lūdzu, vēlreiz noskenējiet QR kodu uz sava galda vai jautājiet personālam.",
  menuLoadFailed: "Ēdienkarti neizdevās ielādēt",
  checkConnection: "Pārbaudiet savienojumu un mēģiniet vēlreiz.",
  tryAgain: "Mēģināt vēlreiz",
};

export default lv;
