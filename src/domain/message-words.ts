// The server's answers to a guest's action, in the guest's language
// (docs/guest-page.md#the-servers-messages). The server keeps answering the spec's English texts
// word for word; the guest page shows them in the menu's language: an exact text by lookup, a
// templated one ("Burger is sold out.") by its pattern with the variable parts kept, anything else
// as the server said it. Each other language has the same keys in
// src/domain/message-words/<code>.ts, loaded only when a guest reads the page in it. The texts the
// page shows before the menu (and its language) is known are here too.

/** The server's messages a guest can see, and the page's words before the menu, in English. */
export const MESSAGE_WORDS_EN = {
  // Orders (pb_hooks/lib/orders/order-lines.js)
  soldOut: "{{dish}} is sold out.",
  notServed: "{{dish}} is not served at this time.",
  // Takeaway (src/domain/takeaway.ts)
  slotFull: "This pickup time is full: choose another one.",
  slotTooSoon: "This pickup time is too soon: choose a later one.",
  choosePickup: "Choose a pickup time.",
  // The table tab (pb_hooks/lib/tab/)
  scanTheCode: "Scan the QR code on your table to order onto its tab.",
  cartSent: "This cart was already sent.",
  cartChanged: "The cart changed meanwhile: check it and send again.",
  cartFull: "The cart is full: send it before adding more.",
  cartEmpty: "The cart is empty.",
  visitEnded: "This table's visit has ended.",
  groupFull: "This table's group is full ({{count}} phones).",
  invitationInvalid: "This invitation is not valid.",
  joinFirst: "Join this table's group with its invitation first.",
  // Payments
  payTheStaff: "This venue does not take payment online: pay the staff.",
  paymentNoAnswer: "The payment service did not answer. Nothing was charged: try again in a moment.",
  shareAlreadyPaid: "This share is already paid.",
  // Order lines (pb_hooks/lib/orders/order-lines.js)
  unknownDish: "Unknown dish.",
  countRange: "Each count must be a whole number from 1 to {{count}}.",
  noExtra: "{{dish}} has no extra '{{extra}}'.",
  // Option groups (src/domain/option-group-rules.ts choicesProblem, after the dish's name): the
  // group's and the choice's names stay as the venue wrote them.
  optChoose: "{{dish}}: Choose {{group}}.",
  optSoldOut: "{{dish}}: '{{group}}': {{choice}} is sold out.",
  optAtMost: "{{dish}}: '{{group}}': choose at most {{count}}.",
  optAtLeast: "{{dish}}: '{{group}}': choose at least {{count}}.",
  optNoChoice: "{{dish}}: '{{group}}' has no choice '{{choice}}'.",
  optTwice: "{{dish}}: '{{group}}': a choice was picked twice.",
  optNoGroup: "{{dish}}: There is no option group '{{group}}'.",
  // Paying with the order (pb_hooks/lib/orders/order-create.js, lib/payments/payment-orders.js)
  payWithOrder: "This venue takes payment with the order: use Pay and order.",
  payWithTakeaway: "This venue takes payment with takeaway orders: use Pay and order.",
  orderAlreadyPaid: "This order is already paid.",
  nothingToPayOrder: "There is nothing to pay in this order.",
  paymentStarting: "This order's payment is being started: try again.",
  // Takeaway (src/domain/takeaway.ts pickupSlotProblem, pb_hooks/lib/takeaway, lib/push/guest-push.js)
  takeawayOff: "This venue does not take takeaway orders.",
  pickupOpen: "Takeaway is open from {{opens}} to {{closes}}: choose a time in between.",
  pickupEvery: "Pickup times are every {{minutes}} minutes from {{opens}}.",
  todayOnly: "Takeaway orders are for today only.",
  pickupDay: "Choose a pickup day from today to {{count}} days ahead.",
  clocksSkip: "The clocks skip this pickup time that day: choose another one.",
  pickupName: "Give a name for the pickup (at most {{count}} characters).",
  alreadyReady: "This order is already ready for pickup.",
  devicesMax: "At most {{count}} devices can be notified for one order.",
  // The table tab's group and cart (pb_hooks/lib/tab/visit-cart.js, visit-api.js, visit-orders.js)
  alreadyGrouped: "This table already has a group: ask someone in it to show you the invitation.",
  tabFull: "This table's tab is full: ask the staff to settle it before ordering more.",
  nameTooLong: "A name is at most 30 characters.",
  invitationEnded: "This table's visit has ended: the invitation is no longer valid.",
  payEachOrder: "This venue takes payment after each order: there is no table tab to share.",
  onlyStarter: "Only the phone that started the group can remove a phone from it.",
  notOwnPhone: "You cannot remove your own phone: ask the staff.",
  phoneNotInGroup: "That phone is not in this table's group.",
  cartLines: "The cart can have at most {{count}} lines.",
  lineGone: "This line is no longer in the cart.",
  unknownTable: "Unknown table: this venue has no table {{table}}.",
  billBeingPaid: "This table's bill is being paid: ask the staff to add anything more.",
  // The bill and its split (src/domain/visit.ts, split.ts, pb_hooks/lib/tab/visit-bill.js,
  // visit-parts.js, lib/payments/payments.js); amounts as the server wrote them.
  splitAgain: "Part of this bill is already paid: it cannot be split again.",
  noBillYet: "Nobody has asked for the bill yet.",
  itemsLocked: "Part of this bill is already paid: items cannot change hands.",
  itemNotOnBill: "This item is not on the bill.",
  itemPaid: "This item is paid already.",
  itemTaken: "{{name}} already took this item.",
  tipMax: "A tip cannot be more than the bill ({{amount}}).",
  sharesSum: "The shares add up to {{amount}}, not to the bill's {{total}}.",
  itemsLeft: "Every item must be taken to split by item: {{count}} not taken yet.",
  billAsked: "The bill was asked for: pay your share of it.",
  nothingOwn: "You have nothing of your own left to pay: your lines show your name on the bill.",
  partPaid: "This part is already paid.",
  billChanged: "The bill changed since this part was asked for: ask for it again.",
  nothingShare: "There is nothing to pay in this share.",
  sharePaymentStarting: "This share's payment is being started: try again.",
  // The receipt (pb_hooks/lib/money/receipt-routes.js, lib/payments/payment-events.js)
  validEmail: "Enter a valid e-mail address.",
  mailedTimes: "This receipt was already e-mailed {{count}} times.",
  notConfirmed: "This payment is not confirmed yet.",
  // The client's own funnel (src/data/errors.ts): GUEST_MESSAGES.genericError, as a text here so
  // these patterns' chunk needs no other (message-words.test.ts checks they are the same).
  genericError: "Something went wrong while processing your request.",
  // Before the menu is known (src/features/guest-menu/guest-menu-page.tsx)
  loadingMenu: "Loading the menu",
  menuNotFound: "Menu not found",
  menuNotFoundText: "There is no menu at this address. Please scan the QR code on your table again or ask the staff.",
  menuLoadFailed: "The menu could not be loaded",
  checkConnection: "Please check your connection and try again.",
  tryAgain: "Try again",
} as const;

export type MessageWordKey = keyof typeof MESSAGE_WORDS_EN;
/** One language's message words: every key of the English catalogue. */
export type MessageWords = Readonly<Record<MessageWordKey, string>>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Each template as an anchored pattern ("{{dish}}" -> any text), built once, the most specific
// first (the most fixed text): "Burger: 'Size': Large is sold out." is an option's refusal, not
// "{{dish}} is sold out." with the dish "Burger: 'Size': Large".
const PATTERNS = (Object.entries(MESSAGE_WORDS_EN) as [MessageWordKey, string][])
  .map(([key, text]) => {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    const fixed = text.split(/\{\{\w+\}\}/);
    const source = fixed.map(escape).join("(.+?)");
    return { key, names, fixedLength: fixed.join("").length, pattern: new RegExp(`^${source}$`, "s") };
  })
  .sort((a, b) => b.fixedLength - a.fixedLength);

/** `message` (an English text the server answered) in `words`' language; an unknown one unchanged. */
export function translateMessage(message: string, words: MessageWords | null): string {
  if (!words) return message;
  for (const { key, names, pattern } of PATTERNS) {
    const m = pattern.exec(message);
    if (!m) continue;
    const target = words[key] || MESSAGE_WORDS_EN[key];
    return target.replace(/\{\{(\w+)\}\}/g, (all, name: string) => {
      const i = names.indexOf(name);
      return i < 0 ? all : m[i + 1];
    });
  }
  return message;
}
