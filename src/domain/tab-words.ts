// The table tab's words on a guest's phone (docs/table-tab.md, docs/guest-page.md#the-guests-language):
// the group card, the group cart, the invitation and the bill. English here; each other language
// the menu can offer has the same keys in src/domain/tab-words/<code>.ts, loaded only at a venue
// with table tabs, in that language (src/features/guest-menu/use-more-words.ts).

/** The table tab's words in English. */
export const TAB_WORDS_EN = {
  // The group card
  scanTitle: "Scan the code on your table",
  scanText:
    "This venue keeps one tab per table. To order, scan the QR code on your table (or ask someone in your table's group for its invitation).",
  joinTitle: "Join table {{table}}'s group",
  startTitle: "Ordering together?",
  joinText: "You were invited: join to share one order and one bill with your table.",
  startText: "Start a group order: the others join with the QR code or link your phone shows.",
  firstName: "Your first name (optional)",
  join: "Join the group",
  start: "Start a group order",
  loadingGroup: "Loading your group",
  groupLoadFailed: "Your group could not be loaded.",
  tryAgain: "Try again",
  closedTitle: "Your table's visit is closed",
  closedText: "Thank you! The bill is settled.",
  done: "Done",
  groupTitle: "Group order, table {{table}}",
  youAre: "You are {{me}}. Tap + on a dish to add it.",
  youAreWith: "You are {{me}}, with {{others}}. Tap + on a dish to add it.",
  inviteOthers: "Invite others",
  yourTable: "Your table",
  // The group cart
  groupCartButton: "Group cart ({{count}}) {{amount}}",
  billButton: "Bill {{amount}}",
  billRequestedButton: "Bill requested {{amount}}",
  groupCart: "Group cart",
  sendGroupOrder: "Send group order ({{amount}})",
  cartEmpty: "The group cart is empty. Tap + on a dish to add it.",
  addedBy: "{{title}} added by {{name}}",
  // The group's phones
  phonesCount: "Phones in this group ({{count}})",
  phones: "Phones in this group",
  strangerText: "Someone you do not know? Remove their phone: the invitation changes.",
  removeConfirm: "Remove {{name}}'s phone from the group?",
  removedDone: "{{name}} was removed from the group.",
  // The invitation
  shareTitle: "Join table {{table}}",
  linkCopied: "Link copied.",
  copyBelow: "Copy the link below.",
  inviteTitle: "Invite to table {{table}}",
  inviteText: "Let the others at your table scan this code with their phone camera, or send them the link.",
  qrTitle: "Invitation to table {{table}}",
  inviteLink: "Invitation link",
  shareLink: "Share link",
  inviteNote: "Only people you invite can see and change your group's order and bill.",
  // The bill
  billAsked: "The staff know you asked for the bill.",
  partAsked: "The staff know you want to pay your part.",
  billTitle: "Bill, table {{table}}",
  askBill: "Ask for the bill",
  nothingOrdered: "Nothing ordered yet.",
  bill: "Bill",
  paid: "Paid",
  paidOnline: "Paid online",
  takenBy: "Taken by {{names}}",
  sharedBy: "Shared by {{names}}",
  mine: "Mine",
  share: "Share",
  take: "Take",
  total: "Total",
  paidInParts: "paid in parts {{amount}}",
  leftToPay: "left to pay",
  partsPaidEarly: "Parts paid early",
  partOf: "{{name}}'s part",
  inclTip: "incl. tip {{amount}}",
  payNow: "Pay now",
  staffComing: "The staff are coming ({{method}})",
  "method.cash": "cash",
  "method.card": "card",
  "method.online": "online",
  billRequested: "Bill requested",
  paying: "Paying",
  cardAtTable: "Card at the table",
  cashAtTable: "Cash at the table",
  totalWithTip: "Total with tip",
  changeRequest: "Change the request",
  split: "Split",
  splitWhole: "Whole bill",
  splitEqual: "Split equally",
  splitItems: "By item",
  splitAmounts: "By amounts",
  people: "Number of people",
  shareCount: "Number of shares",
  shareN: "Share {{n}}",
  tip: "Tip",
  amount: "Amount",
  tipAmount: "Tip amount",
  payBy: "Pay by",
  shares: "Shares",
  // Pay your part
  payNowOnline: "Pay now online",
  leavingEarly: "Leaving early? Pay your part",
  yourLine: "Your line: {{amount}}. The others pay the rest later.",
  yourLines: "Your {{count}} lines: {{amount}}. The others pay the rest later.",
  tipOnPart: "Tip on your part",
  payPartBy: "Pay your part by",
  payMyPart: "Pay my part ({{amount}} with tip)",
  goneRemoved:
    "You were removed from table {{table}}'s group: you no longer see its cart or bill. To order with the group again, ask someone in it for a new invitation.",
  goneReset:
    "The staff reset table {{table}}'s group: you are no longer in it. Scan the code on your table to start a new group, or ask for an invitation.",
  goneGone: "You are no longer in table {{table}}'s group.",
  receipt: "Receipt",
  receiptOf: "of {{label}}",
  // The server's English labels of members and shares (memberLabel in ./visit.ts, planBill in
  // ./split.ts), read back by tabLabel (./tab-label.ts).
  guestN: "Guest {{n}}",
  shareOf: "Share {{index}} of {{count}}",
  everyone: "Everyone",
} as const;

/** One language's table tab words: every key of the English catalogue. */
export type TabWords = Readonly<Record<keyof typeof TAB_WORDS_EN, string>>;
/** A text of the table tab in the page's language, placeholders filled. */
export type TabWord = (key: keyof typeof TAB_WORDS_EN, params?: Record<string, string | number>) => string;
