// The takeaway page's own words on a guest's phone (docs/takeaway.md, docs/guest-page.md#the-guests-language):
// the pickup time and name, and "Notify me when it's ready". English here; each other language the
// menu can offer has the same keys in src/domain/takeaway-words/<code>.ts, loaded only on the
// takeaway page, in that language (src/features/guest-menu/use-more-words.ts).

/** The takeaway page's words in English. */
export const TAKEAWAY_WORDS_EN = {
  pickupTime: "Pickup time",
  loadingTimes: "Loading pickup times…",
  timesFailed: "The pickup times could not be loaded.",
  tryAgain: "Try again",
  noTimes: "No pickup times are left today.",
  chooseTime: "Choose a time",
  full: "{{time}} (full)",
  pickupName: "Your name (for the pickup)",
  payOnline: "You pay online before the order is accepted.",
  payAtPickup: "You pay when you pick it up.",
  notifyOn: "You will get a notification when order {{number}} is ready.",
  notifyBlocked: "Notifications are blocked in this browser: keep this page open to see when it is ready.",
  turningOn: "Turning on notifications…",
  notifyMe: "Notify me when it's ready",
  notifyFailed: "Notifications could not be turned on. Try again.",
  today: "Today",
  tomorrow: "Tomorrow",
  tonight: "Tonight",
  noTimesLeft: "No pickup times are left.",
} as const;

/** One language's takeaway words: every key of the English catalogue. */
export type TakeawayWords = Readonly<Record<keyof typeof TAKEAWAY_WORDS_EN, string>>;
