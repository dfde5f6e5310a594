// Sales by staff member (docs/sales.md#by-staff-member): the finished orders of a range grouped by
// who started them (the attribution every order carries, `startedBy`: the owner's "Owner", a
// member's name, the person on a shared device), per period and per local day. Test orders are
// left out, as from the sales figures. One query each, bounded by the range's index.
const MAX_DAY_ROWS = 2000;
const CENTS = "CAST(ROUND(o.total * 100) AS INTEGER)";

/** The WHERE clause of the venue's finished, non-test orders in `range` (lib/sales/stats.js bounds). */
function where(venueId, range) {
  return require(`${__hooks}/lib/shared/time-range.js`).withinRange(
    "o.user = {:u} AND o.finished = TRUE AND o.isTest = FALSE",
    { u: venueId, shift: range.tz * 60 },
    "o.finishedAt",
    range,
  );
}

function rows(app, sql, params, shape) {
  const out = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(out);
  return out;
}

// Tips by staff member: the tip of each paid share and part of the table tabs closed in the range,
// under who marked it paid (`paidBy`, lib/tab/visit-bill.js settleIn, lib/tab/visit-parts.js payPartIn);
// paid online: "Online" (no staff); paid before the record existed: "" (not recorded).
const ONLINE = "Online";
const PAID = (alias, path) =>
  "SELECT v.closedAt AS at, CASE WHEN json_extract(" +
  alias +
  ".value, '$.online') THEN '" +
  ONLINE +
  "' ELSE COALESCE(json_extract(" +
  alias +
  ".value, '$.paidBy'), '') END AS name, CAST(COALESCE(json_extract(" +
  alias +
  ".value, '$.tipCents'), 0) AS INTEGER) AS cents FROM visits v, json_each(CASE WHEN json_valid(v." +
  path +
  ") THEN v." +
  path +
  " ELSE 'null' END" +
  (path === "bill" ? ", '$.shares'" : "") +
  ") " +
  alias +
  " WHERE v.user = {:u} AND v.status = 'closed'{{range}} AND json_extract(" +
  alias +
  ".value, '$.paid') = 1";

/** The venue's currency ("" for a venue deleted meanwhile). */
function venueCurrency(app, venueId) {
  const rec = app.findFirstRecordByFilter("users", "id = {:id}", { id: venueId });
  return rec ? rec.getString("currency") : "";
}

/**
 * {currency, people, days} of tips: the venue's currency (a tab's tip has none of its own),
 * [{name, cents}] and [{day, name, cents}] (no zero rows), newest day first.
 * @param {CoreApp} app
 * @param {string} venueId
 * @param {{ from: string, to: string, tz: number }} range
 */
function tipsByStaff(app, venueId, range) {
  let bounds = "";
  const params = { u: venueId, shift: range.tz * 60 };
  if (range.from) {
    bounds += " AND v.closedAt >= {:from}";
    params.from = range.from;
  }
  if (range.to) {
    bounds += " AND v.closedAt < {:to}";
    params.to = range.to;
  }
  const paid = (PAID("s", "bill") + " UNION ALL " + PAID("p", "parts")).split("{{range}}").join(bounds);
  const people = rows(
    app,
    "SELECT t.name AS name, SUM(t.cents) AS cents FROM (" +
      paid +
      ") t GROUP BY t.name HAVING SUM(t.cents) > 0 ORDER BY cents DESC, name",
    params,
    { name: "", cents: 0 },
  );
  const days = rows(
    app,
    "SELECT strftime('%Y-%m-%d', unixepoch(t.at) + {:shift}, 'unixepoch') AS day, t.name AS name, SUM(t.cents) AS cents FROM (" +
      paid +
      ") t GROUP BY day, t.name HAVING SUM(t.cents) > 0 ORDER BY day DESC, cents DESC, name LIMIT " +
      MAX_DAY_ROWS,
    params,
    { day: "", name: "", cents: 0 },
  );
  return {
    currency: venueCurrency(app, venueId),
    people: people.map((r) => ({ name: r.name, cents: r.cents })),
    days: days.map((r) => ({ day: r.day, name: r.name, cents: r.cents })),
  };
}

/**
 * {people: [{name, currency, orders, cents}], days: [{day, name, currency, orders, cents}]}: the
 * range's sales per staff member ("" = not started by anyone: a guest's order finished unstarted),
 * and per local day (the viewer's offset `range.tz`), newest day first, at most 2,000 rows.
 * @param {CoreApp} app
 * @param {string} venueId
 * @param {{ from: string, to: string, tz: number }} range
 */
function salesByStaff(app, venueId, range) {
  const w = where(venueId, range);
  const people = rows(
    app,
    "SELECT o.startedBy AS name, o.currency AS currency, COUNT(*) AS orders, SUM(" +
      CENTS +
      ") AS cents FROM orders o WHERE " +
      w.sql +
      " GROUP BY o.startedBy, o.currency ORDER BY cents DESC, name",
    w.params,
    { name: "", currency: "", orders: 0, cents: 0 },
  );
  const days = rows(
    app,
    "SELECT strftime('%Y-%m-%d', unixepoch(o.finishedAt) + {:shift}, 'unixepoch') AS day, o.startedBy AS name, " +
      "o.currency AS currency, COUNT(*) AS orders, SUM(" +
      CENTS +
      ") AS cents FROM orders o WHERE " +
      w.sql +
      " GROUP BY day, o.startedBy, o.currency ORDER BY day DESC, cents DESC, name LIMIT " +
      MAX_DAY_ROWS,
    w.params,
    { day: "", name: "", currency: "", orders: 0, cents: 0 },
  );
  const plain = (r) => ({ name: r.name, currency: r.currency, orders: r.orders, cents: r.cents });
  return {
    people: people.map(plain),
    days: days.map((r) => Object.assign({ day: r.day }, plain(r))),
    tips: tipsByStaff(app, venueId, range),
  };
}

/**
 * The per-day rows as CSV: Day, Staff member, Currency, Orders, Sales, Tips (formula-guarded
 * cells). Tips are the venue's currency (a tab's tip has none of its own); a day and name with tips
 * and no sales (the tips marked paid by someone who started no order, "Online") get a row of its own.
 */
function salesByStaffCsv(app, venueId, range) {
  const csv = require(`${__hooks}/lib/sales/csv.js`);
  // The days are the venue's (the page asks with its zone's offset): the header names the zone, as
  // the orders CSV does (docs/owner-screens.md#dates-and-times); a venue in UTC keeps "Day".
  const zone = app.findRecordById("users", venueId).getString("timeZone");
  const named = zone && zone !== "UTC" && require(`${__hooks}/lib/shared/timezone.js`).isValidZone(zone);
  const lines = ["Day" + (named ? " (" + zone + ")" : "") + ",Staff member,Currency,Orders,Sales,Tips"];
  const all = salesByStaff(app, venueId, range);
  const venueCurrency = all.tips.currency;
  const tipOf = {};
  for (const t of all.tips.days) tipOf[t.day + "\n" + t.name] = t.cents;
  const merged = all.days.map((r) => {
    const key = r.day + "\n" + r.name;
    // "" is "not started" for sales and "not recorded" for tips: two rows.
    const tip = r.name && r.currency === venueCurrency && tipOf[key] !== undefined ? tipOf[key] : 0;
    if (tip) delete tipOf[key];
    return Object.assign({ tips: tip }, r);
  });
  for (const t of all.tips.days) {
    if (tipOf[t.day + "\n" + t.name] === undefined) continue;
    merged.push({ day: t.day, name: t.name, currency: venueCurrency, orders: 0, cents: 0, tips: t.cents });
  }
  merged.sort((a, b) => {
    if (a.day !== b.day) return a.day < b.day ? 1 : -1;
    if (a.cents !== b.cents) return b.cents - a.cents;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  for (const r of merged) {
    lines.push(
      [
        csv.textCell(r.day),
        csv.textCell(r.name || (r.orders ? "Not started" : "Not recorded")),
        csv.textCell(r.currency),
        String(r.orders),
        csv.centsCell(r.cents),
        csv.centsCell(r.tips),
      ].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

module.exports = { MAX_DAY_ROWS, ONLINE, salesByStaff, tipsByStaff, salesByStaffCsv };
