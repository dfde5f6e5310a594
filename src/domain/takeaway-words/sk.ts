import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Slovak. */
const sk: TakeawayWords = {
  pickupTime: "Čas vyzdvihnutia",
  loadingTimes: "Načítavajú sa časy vyzdvihnutia…",
  timesFailed: "Časy vyzdvihnutia sa nepodarilo načítať.",
  tryAgain: "Skúsiť znova",
  noTimes: "Na dnes už nezostali žiadne časy vyzdvihnutia.",
  chooseTime: "Vyberte čas",
  full: "{{time}} (plné)",
  pickupName: "Vaše meno (na vyzdvihnutie)",
  payOnline: "Platíte online predtým, ako bude objednávka prijatá.",
  payAtPickup: "Platíte pri vyzdvihnutí.",
  notifyOn: "Dostanete upozornenie, keď bude objednávka {{number}} hotová.",
  notifyBlocked:
    "Upozornenia sú v tomto prehliadači zablokované: nechajte túto stránku otvorenú, aby ste videli, kedy bude hotová.",
  turningOn: "Zapínajú sa upozornenia…",
  notifyMe: "Upozorniť ma, keď bude hotová",
  notifyFailed: "Upozornenia sa nepodarilo zapnúť. Skúste to znova.",
  today: "Dnes",
  tomorrow: "Zajtra",
  tonight: "Dnes večer",
  noTimesLeft: "Už nezostali žiadne časy vyzdvihnutia.",
};

export default sk;
