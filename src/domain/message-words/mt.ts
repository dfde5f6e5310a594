import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Maltese. */
const mt: MessageWords = {
  soldOut: "{{dish}} spiċċa.",
  notServed: "{{dish}} ma jiġix servut f'dan il-ħin.",
  slotFull: "Dan il-ħin tal-ġbir huwa mimli: agħżel ieħor.",
  slotTooSoon: "Dan il-ħin tal-ġbir huwa kmieni wisq: agħżel wieħed aktar tard.",
  choosePickup: "Agħżel ħin tal-ġbir.",
  scanTheCode: "Skennja l-kodiċi QR fuq il-mejda tiegħek biex tordna fuq il-kont tal-mejda.",
  cartSent: "Din il-karrettun diġà ntbagħat.",
  cartChanged: "Il-karrettun inbidel sadanittant: iċċekkjah u erġa' ibgħatu.",
  cartFull: "Il-karrettun huwa mimli: ibgħatu qabel ma żżid aktar.",
  cartEmpty: "Il-karrettun huwa vojt.",
  visitEnded: "Iż-żjara f'din il-mejda spiċċat.",
  groupFull: "Il-grupp ta' din il-mejda huwa mimli ({{count}} telefown).",
  invitationInvalid: "Din l-istedina mhijiex valida.",
  joinFirst: "L-ewwel ingħaqad mal-grupp ta' din il-mejda bl-istedina tiegħu.",
  payTheStaff: "Dan il-post ma jaċċettax ħlas online: ħallas lill-istaff.",
  paymentNoAnswer: "Is-servizz tal-ħlas ma weġibx. Xejn ma ġie ddebitat: erġa' pprova fi ftit.",
  shareAlreadyPaid: "Dan is-sehem diġà tħallas.",
  genericError: "Inqala' xi żball waqt l-ipproċessar tat-talba tiegħek.",
  loadingMenu: "Il-menu qed jitgħabba",
  menuNotFound: "Il-menu ma nstabx",
  menuNotFoundText:
    "M'hemm l-ebda menu f'dan l-indirizz. Jekk jogħġbok erġa' skennja l-kodiċi QR fuq il-mejda jew staqsi lill-istaff.",
  menuLoadFailed: "Il-menu ma setax jitgħabba",
  checkConnection: "Iċċekkja l-konnessjoni tiegħek u erġa' pprova.",
  tryAgain: "Erġa' pprova",
};

export default mt;
