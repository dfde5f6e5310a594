import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Swedish. */
const sv: TakeawayWords = {
  pickupTime: "Hämtningstid",
  loadingTimes: "Laddar hämtningstider…",
  timesFailed: "Hämtningstiderna kunde inte laddas.",
  tryAgain: "Försök igen",
  noTimes: "Det finns inga hämtningstider kvar i dag.",
  chooseTime: "Välj en tid",
  full: "{{time}} (fullt)",
  pickupName: "Ditt namn (för hämtningen)",
  payOnline: "Du betalar online innan beställningen godkänns.",
  payAtPickup: "Du betalar när du hämtar.",
  notifyOn: "Du får en avisering när beställning {{number}} är klar.",
  notifyBlocked: "Aviseringar är blockerade i den här webbläsaren: håll sidan öppen för att se när den är klar.",
  turningOn: "Slår på aviseringar…",
  notifyMe: "Meddela mig när den är klar",
  notifyFailed: "Aviseringar kunde inte slås på. Försök igen.",
  today: "I dag",
  tomorrow: "I morgon",
  tonight: "I kväll",
  noTimesLeft: "Det finns inga hämtningstider kvar.",
};

export default sv;
