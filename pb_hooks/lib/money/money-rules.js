// The check of a venue's money rules (pb_hooks/money-rules.pb.js) and what an order takes from them
// (lib/orders/order-create.js): the rules themselves are src/domain's (lib/shared/domain.js).
const domain = require(`${__hooks}/lib/shared/domain.js`);

/**
 * Refuses (400, field moneyRules) money rules the domain finds wrong; a request that does not
 * change them passes untouched.
 * @param {core.RecordRequestEvent} e
 */
function check(e) {
  const body = e.requestInfo().body || {};
  const has = (k) => Object.prototype.hasOwnProperty.call(body, k);
  if (!has("moneyRules")) return;
  const raw = e.record.get("moneyRules");
  let value = null;
  const text = raw === null || raw === undefined ? "" : toString(raw);
  if (text.length > domain.MAX_MONEY_RULES_CHARS) throw fail("The money rules are too long.");
  if (text && text !== "null") {
    try {
      value = JSON.parse(text);
    } catch (_) {
      throw fail("Money rules must be an object.");
    }
  }
  const problem = domain.moneyRulesProblem(value);
  if (problem) throw fail(problem);
}

/**
 * The money rules stored on a venue's record, or null.
 * @param {core.Record} venue
 */
function rulesOfRecord(venue) {
  const raw = venue.get("moneyRules");
  if (raw === null || raw === undefined) return null;
  try {
    const r = JSON.parse(toString(raw));
    return r && typeof r === "object" ? r : null;
  } catch (_) {
    return null;
  }
}

function fail(message) {
  return require(`${__hooks}/lib/shared/errors.js`).fieldError("moneyRules", message, "validation_money_rules");
}

/**
 * What the guest's menu carries of the rules (lib/menu/menu-data.js publicVenue): the tax mode and the
 * price lists, so the guest page shows the price that holds now and until when; null when the
 * venue has none (its menu is byte for byte what it was).
 * @param {core.Record} venue
 */
function publicRules(venue) {
  const raw = venue.get("moneyRules");
  if (raw === null || raw === undefined) return null;
  let r;
  try {
    r = JSON.parse(toString(raw));
  } catch (_) {
    return null;
  }
  if (!r || typeof r !== "object") return null;
  const out = {};
  if (r.tax && r.tax.mode) out.taxMode = r.tax.mode;
  if (Array.isArray(r.priceLists) && r.priceLists.length) out.priceLists = r.priceLists;
  if (r.service && r.service.percent > 0)
    out.service = { percent: r.service.percent, minGuests: r.service.minGuests || 1 };
  return Object.keys(out).length ? out : null;
}

/**
 * The venue's full rules from its record (for the order's tax: the rates stay off the menu).
 * @param {core.App} app
 * @param {string} venueId
 */
function rulesOf(app, venueId) {
  try {
    return rulesOfRecord(app.findRecordById("users", venueId));
  } catch (_) {
    return null;
  }
}

/**
 * The tax breakdown of an order's priced `items` at the menu entry's venue (domain orderTax): the
 * rate of each line by its dish and category (from the cached menu; a dish no longer on sale
 * takes the default), or the takeaway rate.
 * @param {any} entry lib/menu/menu-data.js entry (entry.money.tax set)
 * @param {any[]} items
 * @param {boolean} takeaway
 */
function orderTaxOf(entry, items, takeaway) {
  const categoryOf = {};
  for (const l of items) {
    const id = domain.dishIdOfKey(String(l.dishId));
    const d = entry.onSale[id];
    if (d && d.category) categoryOf[id] = d.category;
  }
  return domain.orderTax(items, categoryOf, entry.money.tax, takeaway);
}

/**
 * The money of a single order's `items` (src/domain receipt-money.ts linesMoney) under `rules`
 * (the venue's, or null: none), with its stored `tax` breakdown (orders.tax) and the service
 * charge when `withService` (an order at a table counts as 1 guest; takeaway has none).
 * @param {any} rules
 * @param {any[]} items
 * @param {any} tax
 * @param {boolean} withService
 */
function orderMoney(rules, items, tax, withService) {
  if (!rules) return null;
  const rates = {};
  if (tax) for (const r of tax.rates || []) rates[r.rate] = r;
  const lines = items.map((l, i) => {
    const amountCents = Math.round(Number(l.price) * 100) * Number(l.count);
    const ref = tax && tax.lines[i];
    return {
      amountCents: amountCents,
      tax: ref
        ? {
            rate: ref.rate,
            name: rates[ref.rate] ? rates[ref.rate].name : ref.rate,
            percent: ref.percent,
            taxCents: ref.taxCents,
          }
        : null,
    };
  });
  return domain.linesMoney(lines, rules, 1, withService);
}

/**
 * The tax breakdown (orders.tax) of an order whose lines became `items` (a staff edit, a combine),
 * from the orders it was made of, `before` [{items, tax}]: a line the order had keeps the rate it
 * was taxed at (a later change of the rates never changes it), a line added takes the venue's rate
 * now, by its dish and category; every line's tax is computed again on its amount (docs/tax-and-receipts.md#tax).
 * Null when none of them had tax.
 * @param {core.App} app
 * @param {string} venueId
 * @param {Array<{items: any[], tax: any}>} before
 * @param {any[]} items
 * @param {boolean} takeaway
 */
function retax(app, venueId, before, items, takeaway) {
  const taxed = before.filter((b) => b.tax && Array.isArray(b.tax.lines) && b.tax.lines.length === b.items.length);
  if (!taxed.length) return null;
  const mode = taxed[0].tax.mode === "exclusive" ? "exclusive" : "inclusive";
  const refOf = {};
  for (const b of taxed) {
    const names = {};
    for (const r of b.tax.rates || []) names[r.rate] = r.name;
    b.items.forEach((it, i) => {
      const key = String(it.dishId);
      const l = b.tax.lines[i];
      if (!refOf[key]) refOf[key] = { id: l.rate, name: names[l.rate] || l.rate, percent: l.percent };
    });
  }
  let fresh = null;
  if (items.some((it) => !refOf[String(it.dishId)])) {
    const menu = require(`${__hooks}/lib/menu/menu-data.js`);
    const entry = menu.entryFor(app, app.findRecordById("users", venueId));
    if (entry && entry.money && entry.money.tax) {
      const byRate = {};
      for (const r of entry.money.tax.rates) byRate[r.id] = r;
      fresh = orderTaxOf(entry, items, takeaway).lines.map(
        (l) => byRate[l.rate] || { id: l.rate, name: l.rate, percent: l.percent },
      );
    }
  }
  const lines = items.map((it, i) => ({
    amountCents: Math.round(Number(it.price) * 100) * Number(it.count),
    rate: refOf[String(it.dishId)] || (fresh && fresh[i]) || { id: "", name: "No tax", percent: 0 },
  }));
  return domain.taxBreakdown(lines, mode);
}

/**
 * Whether the client priced a line differently from the server (a cart built before a price list
 * began or ended): a line whose key the client sent with another price.
 * @param {any} sent the client's lines
 * @param {any[]} items the server's
 */
function pricesChanged(sent, items) {
  if (!Array.isArray(sent)) return false;
  const priceOf = Object.create(null);
  for (const l of items) priceOf[l.dishId] = l.price;
  for (const l of sent) {
    if (!l || typeof l !== "object" || l.price === undefined || l.price === null) continue;
    const key = String(l.dishId || "");
    if (key in priceOf && Math.round(Number(l.price) * 100) !== Math.round(priceOf[key] * 100)) return true;
  }
  return false;
}

/**
 * The `timedPrice` option of lib/orders/order-lines.js priceLines for the venue of menu `entry` at this
 * moment (its price list that holds now, in its zone), or undefined at a venue without price lists
 * (no clock reading then).
 * @param {any} entry
 * @returns {((dish: any, unit: number) => number) | undefined}
 */
function timedPriceOf(entry) {
  const lists = entry.money && Array.isArray(entry.money.priceLists) ? entry.money.priceLists : null;
  if (!lists || !lists.length) return undefined;
  const now = require(`${__hooks}/lib/shared/timezone.js`).venueDayAndMinutes(String(entry.timeZone));
  return (dish, unit) => domain.timedUnitPrice(lists, now.day, now.minutes, dish, unit);
}

/**
 * At a venue with tax added (exclusive prices), what the guest owes for order `record`, in every
 * answer that reads it (the board, Finished orders, the guest's own orders: pb_hooks/takeaway.pb.js's
 * enrich): `due` {netCents, taxCents, totalCents} from its stored breakdown (orders.tax, computed by
 * the server when the order was made or edited). `orders.total` stays the lines' sum, as the spec
 * says; an order with its tax included, or none, gets nothing (its JSON is exactly as before).
 * @param {core.Record} record
 */
function showDue(record) {
  const raw = record.get("tax");
  if (raw === null || raw === undefined) return record;
  const text = toString(raw);
  // Cheap first: most orders carry no breakdown, or one with the tax included.
  if (text.indexOf('"exclusive"') < 0) return record;
  let tax;
  try {
    tax = JSON.parse(text);
  } catch (_) {
    return record;
  }
  if (!tax || tax.mode !== "exclusive" || !Number.isInteger(tax.totalCents)) return record;
  record.withCustomData(true);
  record.set("due", {
    netCents: Number(tax.netCents) || 0,
    taxCents: Number(tax.taxCents) || 0,
    totalCents: Number(tax.totalCents) || 0,
  });
  return record;
}

module.exports = {
  check,
  showDue,
  publicRules,
  rulesOf,
  orderTaxOf,
  orderMoney,
  retax,
  pricesChanged,
  timedPriceOf,
};
