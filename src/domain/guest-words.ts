import { GUEST_MESSAGES as messages } from "./guest-messages";
import { ALLERGENS, DIETARY_TAGS } from "./dietary";
import { WAITER_CALL_TEXT, WAITER_REQUESTS } from "./order-lines";

// The guest page's own words (docs/guest-page.md#the-guests-language): English here, word for word
// the spec's texts (section 8 through the messages catalogue, the public menu's buttons and modal
// texts of section 2); each other language the menu can offer has the same keys in
// src/domain/guest-words/<code>.ts, loaded only when a guest reads the menu in it. Only the guest's
// screen is translated: what reaches the staff (a waiter call's title, a line's title) stays as
// the venue wrote it.

const allergenWords = Object.fromEntries(ALLERGENS.map(([k, label]) => [`allergen.${k}`, label])) as Record<
  `allergen.${(typeof ALLERGENS)[number][0]}`,
  string
>;
const dietaryWords = Object.fromEntries(DIETARY_TAGS.map(([k, label]) => [`diet.${k}`, label])) as Record<
  `diet.${(typeof DIETARY_TAGS)[number][0]}`,
  string
>;

/** The guest page's words in English (the spec's own texts). */
export const GUEST_WORDS_EN = {
  // Header, bottom bar, footer
  table: "Table {{table}}",
  logoAlt: "{{title}} logo",
  menuLanguage: "Menu language",
  callWaiter: "call waiter",
  viewAndSend: "view and send order ({{count}})",
  footer: "Menu and ordering by Draft",
  dismiss: "Dismiss",
  close: "Close",
  // Welcome toast
  welcome: "Welcome!",
  welcomeText: "Tap + to add dishes, then send your order with the button at the bottom.",
  closeWelcome: "Close welcome message",
  // The list of dishes
  categories: "Categories",
  searchDishes: "Search dishes",
  oneDishFound: "1 dish found",
  dishesFound: "{{count}} dishes found",
  fromPrice: "from {{price}}",
  // A timed price list holds (docs/tax-and-receipts.md#price-lists): "12.00 ~~15.00~~ until 19:00".
  insteadOf: "instead of",
  priceUntil: "until {{time}}",
  showMore: "(show more)",
  showLess: "(show less)",
  addDish: "+ Add {{title}}",
  contains: "Contains:",
  dietary: "Dietary",
  noneServed: "No dishes are served right now.",
  noneMatchFilter: "No dishes match your filter.",
  noneMatchSearch: "No dishes match your search.",
  // Allergen and diet filter
  dietFilter: "Allergens and diet",
  dietFilterOnOne: "(filter on: 1 dish hidden)",
  dietFilterOn: "(filter on: {{count}} dishes hidden)",
  dietShow: "Show",
  dietAll: "All dishes",
  dietOnlyVegetarian: "Only vegetarian",
  dietOnlyVegan: "Only vegan",
  dietHide: "Hide dishes with",
  dietNote: "Based on what the venue declared for each dish. Please ask the staff if you have a severe allergy.",
  dietClear: "Clear filter",
  // A dish's sheet and its choices
  addToOrder: "Add to order",
  addWithoutExtras: "Add without extras",
  addBasicDish: "Add basic dish",
  extras: "Extras",
  quantity: "Quantity",
  oneLessOf: "- One less {{title}}",
  oneMoreOf: "+ One more {{title}}",
  required: "required",
  requiredRange: "required, {{min}} to {{max}}",
  upTo: "up to {{max}}",
  soldOut: "(sold out)",
  choose: "Choose {{name}}.",
  chooseAtLeast: "'{{name}}': choose at least {{min}}.",
  chooseAtMost: "'{{name}}': choose at most {{max}}.",
  // Your Order
  yourOrder: "Your Order",
  sendOrder: "Send Order",
  payAndOrder: "Pay and order",
  total: "Total:",
  lineCount: "{{title}} count",
  remove: "Remove",
  removeLine: "Remove {{title}}",
  noLongerAvailable: "No longer available",
  someUnavailable: "Some dishes in your order are no longer available. Remove them to send your order.",
  // Call Waiter
  callWaiterTitle: "Call Waiter",
  getInformation: WAITER_REQUESTS.information,
  check: "Check",
  payCash: WAITER_REQUESTS.cash,
  payCard: WAITER_REQUESTS.card,
  // Messages (the spec's catalogue, src/domain/messages.ts)
  orderSent: messages.orderSent,
  orderSentPricesChanged: messages.orderSentPricesChanged,
  waiterCalled: messages.waiterCalled,
  orderSendFailed: messages.orderSendFailed,
  orderQueuedOffline: messages.orderQueuedOffline,
  orderRefusedAfterOffline: messages.orderRefusedAfterOffline,
  backToMenu: messages.backToMenu,
  myOrdersLoadFailed: messages.myOrdersLoadFailed,
  // Sent orders
  sentOrders: "Sent orders",
  allSentOrders: "All sent orders",
  statusLine: "Status: {{status}}",
  "status.waiting": "waiting to send (offline)",
  "status.received": "received",
  "status.preparing": "being prepared",
  "status.done": "done",
  "status.removed": "removed by the venue",
  orderById: "Order {{id}}",
  // The takeaway page and a takeaway order's status (docs/takeaway.md)
  takeaway: "Takeaway",
  pickupNumber: "Pickup number {{number}} at {{time}}",
  // After the pickup line of an order for a later day: "on Mon, Nov 30" (the date in the page's language).
  onDay: "on {{day}}",
  "status.ready": "ready for pickup",
  // A table group's notices (docs/table-tab.md; its card's words: src/domain/tab-words.ts)
  joinedGroup: "You joined the table's group.",
  addedToGroup: "{{title}} added to the group order.",
  "waiter.information": WAITER_CALL_TEXT.information,
  "waiter.cash": WAITER_CALL_TEXT.cash,
  "waiter.card": WAITER_CALL_TEXT.card,
  ...allergenWords,
  ...dietaryWords,
} as const;

export type GuestWordKey = keyof typeof GUEST_WORDS_EN;
/** One language's words: every key of the English catalogue. */
export type GuestWords = Readonly<Record<GuestWordKey, string>>;

/** Languages written right to left (src/domain/languages.ts lists all): the guest page turns to dir="rtl". */
export const RTL_LANGUAGES: readonly string[] = ["ar", "he"];

/** "rtl" for a right-to-left language, else "ltr". */
export function textDirection(code: string | undefined): "rtl" | "ltr" {
  return code && RTL_LANGUAGES.includes(code) ? "rtl" : "ltr";
}

/** The text of `key` in `words` with `{{name}}` placeholders filled (the English text when missing). */
export function guestWord(words: GuestWords, key: GuestWordKey, params?: Record<string, string | number>): string {
  return fillWords(words[key] || GUEST_WORDS_EN[key], params);
}

/** `text` with its `{{name}}` placeholders filled from `params` (an unknown one stays as it is). */
export function fillWords(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
}
