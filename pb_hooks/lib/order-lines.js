// Server-side order lines (docs/ordering.md#server-pricing): every line is rebuilt from the dish
// record, whatever the client sent. Used by the guest order create hook and the owner's
// edit/combine.
const WAITER = { information: "Get Information", cash: "Pay Cash", card: "Pay Card" };
const MAX_LINES = 50;
const MAX_COUNT = 99;

function bad(message) {
  return new BadRequestError(message, { items: new ValidationError("validation_invalid_items", message) });
}

/** Rounds money to cents (4.9 + 1.2 must be 6.1, not 6.1000000000000005). */
function money(n) {
  return Math.round(n * 100) / 100;
}

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

/** The line id of a dish with chosen modifiers: id + '_' + sorted 'name:price' pairs (docs/ordering.md#line-ids). */
function lineId(dishId, modifiers) {
  const names = Object.keys(modifiers).sort();
  if (!names.length) return dishId;
  return dishId + "_" + names.map((n) => n + ":" + modifiers[n]).join(",");
}

/** Names of the modifiers a client line asks for: its `modifiers` keys, else parsed from its dishId. */
function requestedModifierNames(line) {
  if (line.modifiers && typeof line.modifiers === "object" && !Array.isArray(line.modifiers)) {
    return Object.keys(line.modifiers);
  }
  const id = String(line.dishId || "");
  const cut = id.indexOf("_");
  if (cut < 0) return [];
  return id
    .slice(cut + 1)
    .split(",")
    .map((pair) => pair.slice(0, pair.lastIndexOf(":") < 0 ? pair.length : pair.lastIndexOf(":")))
    .filter((n) => n !== "");
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
 *     dishValues(record): { id, user, available, title, price, modifiers, timeServed }.
 *   findDishes(app, ids) -> { id: dish }: where the dishes come from (default: one query).
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
  const waiterKind = kinds.find((k) => WAITER[k]);
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
  for (const line of rawItems) {
    const baseId = line && typeof line === "object" ? String(line.dishId || "").split("_")[0] : "";
    if (/^[a-z0-9]{15}$/.test(baseId) && wanted.indexOf(baseId) < 0) wanted.push(baseId);
  }
  const dishes = wanted.length ? (opts.findDishes || findDishes)(app, wanted) : {};

  const merged = {};
  const order = [];
  for (const line of rawItems) {
    if (!line || typeof line !== "object") throw bad("An order line is malformed.");
    const count = Number(line.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
      throw bad("Each count must be a whole number from 1 to " + MAX_COUNT + ".");
    }
    const fullId = String(line.dishId || "");
    const baseId = fullId.split("_")[0];
    if (!/^[a-z0-9]{15}$/.test(baseId)) throw bad("Unknown dish.");
    const dish = dishes[baseId];
    if (!dish) throw bad("Unknown dish.");
    if (dish.user !== venueId) throw bad("Unknown dish.");
    if (requireAvailable && !dish.available) throw bad(dish.title + " is sold out.");
    if (opts.isServed && !opts.isServed(dish)) throw bad(dish.title + " is not served at this time.");

    const offered = dish.modifiers || {};
    const chosen = {};
    let extra = 0;
    for (const name of requestedModifierNames(line)) {
      if (offered[name] === undefined || offered[name] === null) {
        throw bad(dish.title + " has no extra '" + name + "'.");
      }
      const p = Number(offered[name]) || 0;
      chosen[name] = p;
      extra += p;
    }
    const id = lineId(baseId, chosen);
    if (merged[id]) {
      merged[id].count = Math.min(MAX_COUNT, merged[id].count + count);
      continue;
    }
    merged[id] = {
      dishId: id,
      title: dish.title,
      price: money(dish.price + extra),
      count: count,
      modifiers: chosen,
    };
    order.push(id);
  }
  const items = order.map((id) => merged[id]);
  return { items: items, total: orderTotal(items), isWaiterRequest: false };
}

/** Minutes of the day of an "HH:mm" string, or null when it is not one. */
function hhmmToMinutes(s) {
  const m = /^([01]?[0-9]|2[0-3]):([0-5][0-9])$/.exec(String(s || "").trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * Serving window (docs/menu-and-serving-windows.md#serving-windows): is a dish with `timeServed`
 * {from, to} served at `minutes` (0..1439)? No (or an incomplete) window means always; the bounds
 * are inclusive; from > to crosses midnight. Mirrors src/domain/serving.ts (the guest page uses
 * that one to hide dishes).
 */
function isServedAt(timeServed, minutes) {
  if (!timeServed || typeof timeServed !== "object") return true;
  const from = hhmmToMinutes(timeServed.from);
  const to = hhmmToMinutes(timeServed.to);
  if (from === null || to === null) return true;
  if (from <= to) return minutes >= from && minutes <= to;
  return minutes >= from || minutes <= to;
}

/** Sum of price x count, in cents-exact money. */
function orderTotal(items) {
  let cents = 0;
  for (const it of items) cents += Math.round(Number(it.price) * 100) * Number(it.count);
  return cents / 100;
}

module.exports = {
  WAITER, MAX_LINES, MAX_COUNT, money, parseJson, jsonField, lineId, dishValues, findDishes, priceLines, orderTotal,
  hhmmToMinutes, isServedAt,
};
