// What the server's hooks run of the domain: this file is the entry that tools/build-hooks.mjs
// bundles into pb_hooks/lib/shared/domain.js (CommonJS, committed, checked for staleness by
// tests/unit-node/domain-bundle.test.ts). A hook requires that file inside its handler:
//   const domain = require(`${__hooks}/lib/shared/domain.js`);
// Only pure rules belong here (no DOM, no Intl, no Node built-ins): the bundle runs in PocketBase's
// goja VM. After changing anything it reaches, run `npm run build:hooks` and commit the result.
export { roundMoney, unitPrice, orderTotal, formatMoney } from "./money";
export {
  MAX_COUNT,
  MAX_LINES,
  lineKey,
  dishIdOfKey,
  extraNamesOfKey,
  WAITER_REQUESTS,
  WAITER_KINDS,
  isWaiterKind,
  hasWaiterLine,
  WAITER_CALL_NOT_COMBINED,
} from "./order-lines";
export { parseHhmm, toHhmm, isServedAt } from "./serving";
export { mergeLines, olderFirst, isTooBigToCombine } from "./combine";
export { PATHS, APP_SEGMENTS, isReservedLink, isPublicLinkShape, slugify } from "./paths";
export { isPin } from "./pin";
export { ALLERGENS, DIETARY_TAGS } from "./dietary";
export { isLongDescription, shortDescription } from "./menu";
export { isMenuFileShape, MAX_IMPORT_BYTES } from "./menu-export";
export { roundQuantity } from "./storage-groups";
export {
  VENUE_TOPIC_KINDS,
  venueTopicName,
  guestTopicName,
  menuTopicName,
  visitTopicName,
  isGuestToken,
} from "./topics";
export { brandColorProblem } from "./brand";
export {
  planBill,
  splitEqual,
  splitProportional,
  splitItem,
  takersOf,
  tipOf,
  centsText,
  toCents,
  MAX_SHARES,
} from "./split";
export { lineChoices, choicesText } from "./line-choices";
export { nextVisit, hasPaidShare, memberLabel, MAX_MEMBERS } from "./visit";
export { MAX_GROUPS, MAX_CHOICES, groupsProblem, choicesProblem, readGroups } from "./option-group-rules";
export { orderedChoices, optionsPrice, optionsTitle } from "./option-groups";
export { MAX_CSV_BYTES, MAX_CSV_ROWS } from "./menu-csv-columns";
export { cartLineOf, cartOrderLines, MAX_CART_CHARS } from "./group-cart";
export {
  isLanguageCode,
  venueLanguages,
  languageSettingsProblem,
  translationsProblem,
  pickLanguage,
  LANGUAGES,
  DISH_FIELDS,
  CATEGORY_FIELDS,
  VENUE_FIELDS,
  MAX_VENUE_TRANSLATIONS_JSON,
} from "./languages";
export { translated, localizeGroups } from "./translations";
export { listPrice } from "./option-groups";
export {
  TAKEAWAY_TABLE,
  MAX_PICKUP_NAME,
  MAX_DAYS_AHEAD,
  takeawayProblem,
  readTakeaway,
  listSlots,
  slotTakes,
  pickupSlotProblem,
  slotStarts,
  serviceDays,
  addDays,
  pickupName,
  SLOT_FULL,
} from "./takeaway";
export {
  lineTax,
  basisPoints,
  taxBreakdown,
  sumBreakdowns,
  shareTax,
  creditBreakdown,
  serviceCharge,
  rateOf,
  taxSettingsProblem,
  serviceProblem,
} from "./tax";
export { activeList, holdsAt, listedPrice } from "./price-lists";
export { priceListsProblem } from "./price-list-rules";
export { moneyRulesProblem, orderTax, timedUnitPrice, billMoney, MAX_MONEY_RULES_CHARS } from "./money-rules";
export {
  receiptMoney,
  creditDoc,
  receiptTitle,
  creditNote,
  paidWithText,
  percentText,
  receiptRows,
  moneyFromStored,
} from "./receipt";
export { linesMoney, withTip, shareMoney, itemSharesMoney, creditMoney, apportion } from "./receipt-money";
export { refundLeft, cashRefundProblem } from "./cash-refund";
