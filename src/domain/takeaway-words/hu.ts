import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Hungarian. */
const hu: TakeawayWords = {
  pickupTime: "Átvétel ideje",
  loadingTimes: "Átvételi időpontok betöltése…",
  timesFailed: "Az átvételi időpontokat nem sikerült betölteni.",
  tryAgain: "Újra",
  noTimes: "Mára nem maradt szabad átvételi időpont.",
  chooseTime: "Válasszon időpontot",
  full: "{{time}} (betelt)",
  pickupName: "Az Ön neve (az átvételhez)",
  payOnline: "Online fizet, mielőtt a rendelést elfogadják.",
  payAtPickup: "Átvételkor fizet.",
  notifyOn: "Értesítést kap, amikor a(z) {{number}} rendelés elkészül.",
  notifyBlocked:
    "Az értesítések le vannak tiltva ebben a böngészőben: hagyja nyitva ezt az oldalt, hogy lássa, mikor készül el.",
  turningOn: "Értesítések bekapcsolása…",
  notifyMe: "Értesítsen, ha elkészült",
  notifyFailed: "Az értesítéseket nem sikerült bekapcsolni. Próbálja újra.",
  today: "Ma",
  tomorrow: "Holnap",
  tonight: "Ma este",
  noTimesLeft: "Nem maradt szabad átvételi időpont.",
};

export default hu;
