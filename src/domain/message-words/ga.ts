import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Irish. */
const ga: MessageWords = {
  soldOut: "Tá {{dish}} díolta amach.",
  notServed: "Ní dhéantar {{dish}} a sheirbheáil ag an am seo.",
  slotFull: "Tá an t-am bailithe seo lán: roghnaigh ceann eile.",
  slotTooSoon: "Tá an t-am bailithe seo ró-luath: roghnaigh ceann níos déanaí.",
  choosePickup: "Roghnaigh am bailithe.",
  scanTheCode: "Scan an cód QR ar do bhord chun ordú ar chuntas an bhoird.",
  cartSent: "Seoladh an cairt seo cheana.",
  cartChanged: "D'athraigh an cairt idir an dá linn: seiceáil í agus seol arís í.",
  cartFull: "Tá an cairt lán: seol í sula gcuireann tú níos mó leis.",
  cartEmpty: "Tá an cairt folamh.",
  visitEnded: "Tá an chuairt ag an mbord seo thart.",
  groupFull: "Tá grúpa an bhoird seo lán ({{count}} fón).",
  invitationInvalid: "Níl an cuireadh seo bailí.",
  joinFirst: "Téigh isteach i ngrúpa an bhoird lena chuireadh ar dtús.",
  payTheStaff: "Ní ghlacann an áit seo le híocaíocht ar líne: íoc leis an bhfoireann.",
  paymentNoAnswer:
    "Níor fhreagair an tseirbhís íocaíochta. Níor gearradh aon rud: bain triail eile as i gceann nóiméid.",
  shareAlreadyPaid: "Tá an sciar seo íoctha cheana.",
  genericError: "Chuaigh rud éigin mícheart agus d'iarratas á phróiseáil.",
  loadingMenu: "An biachlár á lódáil",
  menuNotFound: "Níor aimsíodh an biachlár",
  menuNotFoundText: "Níl aon bhiachlár ag an seoladh seo. Scan an cód QR ar do bhord arís nó fiafraigh den fhoireann.",
  menuLoadFailed: "Níorbh fhéidir an biachlár a lódáil",
  checkConnection: "Seiceáil do cheangal agus bain triail eile as.",
  tryAgain: "Bain triail eile as",
};

export default ga;
