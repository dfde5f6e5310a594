import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Czech. */
const cs: MessageWords = {
  soldOut: "{{dish}} je vyprodáno.",
  notServed: "{{dish}} se v tuto dobu nepodává.",
  slotFull: "Tento čas vyzvednutí je plný: zvolte jiný.",
  slotTooSoon: "Tento čas vyzvednutí je příliš brzy: zvolte pozdější.",
  choosePickup: "Zvolte čas vyzvednutí.",
  scanTheCode: "Naskenujte QR kód na svém stole a objednávejte na účet stolu.",
  cartSent: "Tento košík už byl odeslán.",
  cartChanged: "Košík se mezitím změnil: zkontrolujte ho a odešlete znovu.",
  cartFull: "Košík je plný: odešlete ho, než přidáte další.",
  cartEmpty: "Košík je prázdný.",
  visitEnded: "Návštěva u tohoto stolu skončila.",
  groupFull: "Skupina tohoto stolu je plná ({{count}} telefonů).",
  invitationInvalid: "Tato pozvánka není platná.",
  joinFirst: "Nejprve se připojte ke skupině tohoto stolu pomocí její pozvánky.",
  payTheStaff: "Tento podnik nepřijímá platby online: zaplaťte obsluze.",
  paymentNoAnswer: "Platební služba neodpověděla. Nic nebylo strženo: zkuste to za chvíli znovu.",
  shareAlreadyPaid: "Tento podíl je už zaplacen.",
  genericError: "Při zpracování vašeho požadavku se něco pokazilo.",
  loadingMenu: "Načítání menu",
  menuNotFound: "Menu nenalezeno",
  menuNotFoundText: "Na této adrese není žádné menu. Naskenujte znovu QR kód na svém stole nebo se zeptejte obsluhy.",
  menuLoadFailed: "Menu se nepodařilo načíst",
  checkConnection: "Zkontrolujte připojení a zkuste to znovu.",
  tryAgain: "Zkusit znovu",
};

export default cs;
