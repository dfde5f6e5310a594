// Sales by staff member (docs/sales.md#by-staff-member): the finished orders of a range grouped by
// who started them (the attribution every order carries, `startedBy`: the owner's "Owner", a
// member's name, the person on a shared device), per period and per local day. Test orders are
// left out, as from the sales figures. One query each, bounded by the range's index.
const MAX_DAY_ROWS = 2000;
const CENTS = "CAST(ROUND(o.total * 100) AS INTEGER)";

/** The WHERE clause of the venue's finished, non-test orders in `range` (lib/stats.js bounds). */
function where(venueId, range) {
  let sql = "o.user = {:u} AND o.finished = TRUE AND o.isTest = FALSE";
  const params = { u: venueId, shift: range.tz * 60 };
  if (range.from) {
    sql += " AND o.finishedAt >= {:from}";
    params.from = range.from;
  }
  if (range.to) {
    sql += " AND o.finishedAt < {:to}";
    params.to = range.to;
  }
  return { sql, params };
}

function rows(app, sql, params, shape) {
  const out = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(out);
  return out;
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
  };
}

/** The per-day rows as CSV: Day, Staff member, Currency, Orders, Sales (formula-guarded cells). */
function salesByStaffCsv(app, venueId, range) {
  const csv = require(`${__hooks}/lib/csv.js`);
  const lines = ["Day,Staff member,Currency,Orders,Sales"];
  for (const r of salesByStaff(app, venueId, range).days) {
    lines.push(
      [
        csv.textCell(r.day),
        csv.textCell(r.name || "Not started"),
        csv.textCell(r.currency),
        String(r.orders),
        csv.centsCell(r.cents),
      ].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

module.exports = { MAX_DAY_ROWS, salesByStaff, salesByStaffCsv };
