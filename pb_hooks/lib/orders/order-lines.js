// Server-side order lines (docs/ordering.md#server-pricing): every line is rebuilt from the dish
// record, whatever the client sent. Used by the guest order create hook and the owner's
// edit/combine. The rules of a line (its key, caps, unit price, total, serving window, waiter
// requests) are the app's own, from src/domain through lib/shared/domain.js (npm run build:hooks).
const domain = require(`${__hooks}/lib/shared/domain.js`);
const errors = require(`${__hooks}/lib/shared/errors.js`);
const WAITER = domain.WAITER_REQUESTS;
const MAX_LINES = domain.MAX_LINES;
const MAX_COUNT = domain.MAX_COUNT;

/** A 400 about the order's lines (lib/shared/errors.js). */
function bad(message) {
  return errors.fieldError("items", message);
}

/** Rounds money to cents (4.9 + 1.2 must be 6.1, not 6.1000000000000005). */
const money = domain.roundMoney;

/** Parses a JSON field value (bytes, string or object) into a plain value. */
function parseJson(value, fallback) {
  if (value === null || value === undefined || value === "") return fallback;
  if (typeof value === "string") {
    try {
      return JSON.parse(value);
    } catch (_) {
      return fallback;
    }
  }
  if (typeof value === "object" && !Array.isArray(value) && value.constructor === Object) return value;
  if (Array.isArray(value) && value.length && typeof value[0] === "number") {
    try {
      return JSON.parse(toString(value));
    } catch (_) {
      return fallback;
    }
  }
  return value;
}

// The longest `items` text a real order can have: the stored lines of an order are at most 100,000
// bytes (orders.items maxSize), and what a client sends for its lines is the same lines (title,
// price, count, extras), so twice that covers any escaping. Anything longer, or more than MAX_LINES
// lines, is refused before it is parsed or any line is built.
const MAX_ITEMS_CHARS = 200000;

/**
 * The `items` of a request (a JSON string, an array, or JSON bytes) as a plain value, or a 400
 * before anything is parsed when it is longer than any real order: over MAX_ITEMS_CHARS
 * characters, or over MAX_LINES lines.
 * @param {any} value
 * @returns {any} null when there is none (or it is not JSON)
 */
function parseItems(value) {
  if (value === null || value === undefined) return null;
  const tooLong = () => bad("An order can have at most " + MAX_LINES + " lines: this one is too long.");
  if (typeof value === "string") {
    if (value.length > MAX_ITEMS_CHARS) throw tooLong();
  } else if (Array.isArray(value)) {
    // JSON bytes (an array of numbers) or the lines themselves.
    const isBytes = value.length > 0 && typeof value[0] === "number";
    if (value.length > (isBytes ? MAX_ITEMS_CHARS : MAX_LINES)) throw tooLong();
  }
  return parseJson(value, null);
}

/** A record's JSON field as a plain value. */
function jsonField(record, name, fallback) {
  const raw = record.get(name);
  if (raw === null || raw === undefined) return fallback;
  try {
    const v = JSON.parse(toString(raw));
    return v === null ? fallback : v;
  } catch (_) {
    return fallback;
  }
}

/** domain.dishIdOfKey, without its two splits for a key that is a dish id alone (a plain line's). */
function dishIdOf(key) {
  if (key.length === 15 && key.indexOf("_") < 0 && key.indexOf("|") < 0) return key;
  return domain.dishIdOfKey(key);
}

/** The line id of a dish with chosen modifiers (docs/ordering.md#line-ids): id + '_' + 'name:price' pairs, sorted, comma-joined. */
const lineId = domain.lineKey;

/** Names of the modifiers a client line asks for: its `modifiers` keys, else parsed from its dishId. */
function requestedModifierNames(line) {
  if (line.modifiers && typeof line.modifiers === "object" && !Array.isArray(line.modifiers)) {
    return Object.keys(line.modifiers);
  }
  return domain.extraNamesOfKey(String(line.dishId || ""));
}

/** A dish record as the plain values pricing needs (the cached menu holds the same shape). */
function dishValues(d) {
  return {
    id: d.id,
    user: d.getString("user"),
    available: d.getBool("available"),
    title: d.getString("title"),
    price: d.getFloat("price"),
    modifiers: jsonField(d, "modifiers", {}) || {},
    timeServed: jsonField(d, "timeServed", null),
    optionGroups: domain.readGroups(jsonField(d, "optionGroups", [])),
    category: d.getString("category"),
  };
}

/** Dishes by id, in one query: { id: dishValues } (unknown ids are absent). */
function findDishes(app, ids) {
  const out = {};
  for (const d of app.findRecordsByIds("dishes", ids)) out[d.id] = dishValues(d);
  return out;
}

/**
 * Rebuilds `rawItems` (the client's lines) for venue `venueId`: titles, prices and modifier prices
 * come from the dish records; lines with the same dishId are merged. Throws BadRequestError (400)
 * for anything the venue does not sell. Options:
 *   requireAvailable (default true): refuse dishes marked sold out.
 *   isServed(dish) -> bool: refuse dishes outside their serving window (guest orders); `dish` is
 *     dishValues(record): { id, user, available, title, price, modifiers, timeServed, optionGroups }.
 *   findDishes(app, ids) -> { id: dish }: where the dishes come from (default: one query).
 *   timedPrice(dish, unitPrice) -> unitPrice: the price a timed price list sets now (guest orders).
 *   allowWaiter (default false): accept a single waiter-request line (information, cash, card).
 *   allowEmpty (default false): accept no lines (owner edits may remove every line).
 * Returns { items, total, isWaiterRequest }.
 */
function priceLines(app, venueId, rawItems, opts) {
  opts = opts || {};
  const requireAvailable = opts.requireAvailable !== false;
  if (!Array.isArray(rawItems)) throw bad("The order has no lines.");
  if (!rawItems.length && !opts.allowEmpty) throw bad("The order has no lines.");
  if (rawItems.length > MAX_LINES) throw bad("An order can have at most " + MAX_LINES + " lines.");

  const kinds = rawItems.map((l) => (l && typeof l === "object" ? String(l.dishId || "") : ""));
  const waiterKind = kinds.find((k) => domain.isWaiterKind(k));
  if (waiterKind) {
    if (!opts.allowWaiter || rawItems.length !== 1) throw bad("A waiter request is an order of its own.");
    return {
      items: [{ dishId: waiterKind, title: WAITER[waiterKind], price: 0, count: 1, modifiers: {} }],
      total: 0,
      isWaiterRequest: true,
    };
  }

  // Every dish of the order at once: from opts.findDishes (the guest path: the cached menu) or in
  // one query; the per-line checks below keep their order and messages.
  const wanted = [];
  const baseIds = [];
  for (const line of rawItems) {
    const baseId = line && typeof line === "object" ? dishIdOf(String(line.dishId || "")) : "";
    baseIds.push(baseId);
    if (/^[a-z0-9]{15}$/.test(baseId) && wanted.indexOf(baseId) < 0) wanted.push(baseId);
  }
  const dishes = wanted.length ? (opts.findDishes || findDishes)(app, wanted) : {};

  // Maps keyed by what clients and owners name (line keys, extras): no prototype, so names such as
  // "__proto__" or "toString" are keys like any other, never Object.prototype's.
  const merged = Object.create(null);
  const order = [];
  for (let i = 0; i < rawItems.length; i++) {
    const line = rawItems[i];
    if (!line || typeof line !== "object") throw bad("An order line is malformed.");
    const count = Number(line.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
      throw bad("Each count must be a whole number from 1 to " + MAX_COUNT + ".");
    }
    const baseId = baseIds[i];
    if (!/^[a-z0-9]{15}$/.test(baseId)) throw bad("Unknown dish.");
    const dish = dishes[baseId];
    if (!dish) throw bad("Unknown dish.");
    if (dish.user !== venueId) throw bad("Unknown dish.");
    if (requireAvailable && !dish.available) throw bad(dish.title + " is sold out.");
    if (opts.isServed && !opts.isServed(dish)) throw bad(dish.title + " is not served at this time.");

    const offered = dish.modifiers || {};
    const chosen = Object.create(null);
    const names = requestedModifierNames(line);
    const groups = dish.optionGroups || [];
    let id, title, price;
    let options = null;
    if (!names.length && !groups.length && (line.options === undefined || line.options === null)) {
      // The plain line, most lines of most orders: no extras, no options, a dish without option
      // groups. Its key is the dish id, its title the dish's, its price the dish's in cents: what
      // the general path below makes of it (tests/unit-node/order-lines-plain.test.ts holds the two
      // equal), without its dozen calls, which were a tenth of a guest order's CPU.
      id = baseId;
      title = dish.title;
      price = money(dish.price);
    } else {
      for (const name of names) {
        if (
          !Object.prototype.hasOwnProperty.call(offered, name) ||
          offered[name] === undefined ||
          offered[name] === null
        ) {
          throw bad(dish.title + " has no extra '" + name + "'.");
        }
        chosen[name] = Number(offered[name]) || 0;
      }
      // Option groups (docs/menu-and-serving-windows.md#option-groups): the line's `options` are
      // checked against the dish's groups and re-priced from them; a broken rule names the group.
      const problem = domain.choicesProblem(groups, line.options);
      if (problem) throw bad(dish.title + ": " + problem);
      options = domain.orderedChoices(groups, line.options || {});
      id = lineId(baseId, chosen, options);
      title = domain.optionsTitle(dish.title, groups, options);
      price = domain.unitPrice(
        domain.optionsPrice(dish.price, groups, options),
        Object.keys(chosen).map((n) => chosen[n]),
      );
    }
    // Timed price lists (docs/tax-and-receipts.md#price-lists): the price that holds now.
    let listPrice = 0;
    if (opts.timedPrice) {
      const timed = money(opts.timedPrice(dish, price));
      if (timed !== price) {
        listPrice = price;
        price = timed;
      }
    }
    if (merged[id]) {
      merged[id].count = Math.min(MAX_COUNT, merged[id].count + count);
      continue;
    }
    merged[id] = { dishId: id, title: title, price: price, count: count, modifiers: chosen };
    // Only lines with options carry the field: a spec line stays exactly as the spec has it.
    if (options && Object.keys(options).length) merged[id].options = options;
    // Only a line a price list changed carries its normal price (the guest sees it struck through).
    if (listPrice) merged[id].listPrice = listPrice;
    order.push(id);
  }
  const items = order.map((id) => merged[id]);
  return { items: items, total: orderTotal(items), isWaiterRequest: false };
}

/**
 * Serving window (docs/menu-and-serving-windows.md#serving-windows): is a dish with `timeServed`
 * {from, to} served at `minutes` (0..1439)? No (or an incomplete) window means always; the bounds
 * are inclusive; from > to crosses midnight. The guest page hides dishes by the same function.
 */
const isServedAt = domain.isServedAt;

/** Sum of price x count, in cents-exact money. */
const orderTotal = domain.orderTotal;

module.exports = {
  MAX_LINES,
  MAX_COUNT,
  money,
  MAX_ITEMS_CHARS,
  parseJson,
  parseItems,
  jsonField,
  dishValues,
  findDishes,
  priceLines,
  orderTotal,
  isServedAt,
  isWaiterKind: domain.isWaiterKind,
};
