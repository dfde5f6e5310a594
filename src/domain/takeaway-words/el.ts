import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Greek. */
const el: TakeawayWords = {
  pickupTime: "Ώρα παραλαβής",
  loadingTimes: "Φόρτωση ωρών παραλαβής…",
  timesFailed: "Δεν ήταν δυνατή η φόρτωση των ωρών παραλαβής.",
  tryAgain: "Δοκιμάστε ξανά",
  noTimes: "Δεν έχουν μείνει ώρες παραλαβής για σήμερα.",
  chooseTime: "Επιλέξτε ώρα",
  full: "{{time}} (πλήρες)",
  pickupName: "Το όνομά σας (για την παραλαβή)",
  payOnline: "Πληρώνετε online πριν γίνει δεκτή η παραγγελία.",
  payAtPickup: "Πληρώνετε κατά την παραλαβή.",
  notifyOn: "Θα λάβετε ειδοποίηση όταν η παραγγελία {{number}} είναι έτοιμη.",
  notifyBlocked:
    "Οι ειδοποιήσεις είναι αποκλεισμένες σε αυτό το πρόγραμμα περιήγησης: κρατήστε αυτή τη σελίδα ανοιχτή για να δείτε πότε θα είναι έτοιμη.",
  turningOn: "Ενεργοποίηση ειδοποιήσεων…",
  notifyMe: "Ειδοποίησέ με όταν είναι έτοιμη",
  notifyFailed: "Δεν ήταν δυνατή η ενεργοποίηση των ειδοποιήσεων. Δοκιμάστε ξανά.",
  today: "Σήμερα",
  tomorrow: "Αύριο",
  tonight: "Απόψε",
  noTimesLeft: "Δεν έχουν μείνει ώρες παραλαβής.",
};

export default el;
