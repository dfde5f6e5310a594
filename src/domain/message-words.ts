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

// Each template as an anchored pattern ("{{dish}}" -> any text), built once.
const PATTERNS = (Object.entries(MESSAGE_WORDS_EN) as [MessageWordKey, string][]).map(([key, text]) => {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escape)
    .join("(.+?)");
  return { key, names, pattern: new RegExp(`^${source}$`, "s") };
});

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
