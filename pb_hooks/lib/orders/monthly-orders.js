// The landing page's promise, metered (docs/operations.md#monthly-orders): free until a business
// exceeds FREE_ORDERS orders in a month. A month is a calendar month in UTC. Counted: the venue's
// orders created in the month, guests' and staff's alike, except waiter calls (an order of one
// waiter-request line: information, cash, card), which are counted apart. Test orders cannot be
// told apart yet (nothing marks an order as a test), so they count as orders.
// Read on demand (the owner's Settings, the operator's report and metric): one indexed range
// (idx_orders_user_finished_created) per venue, nothing on the order path.

const FREE_ORDERS = 500;

/** [start, end) of the UTC month `offset` months from now (0: this month, -1: last), as PocketBase dates. */
function monthBounds(offset, now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const fmt = (d) =>
    d
      .toISOString()
      .replace("T", " ")
      .replace(/\.\d+Z$/, ".000Z");
  return { month: start.toISOString().slice(0, 7), from: fmt(start), to: fmt(end) };
}

/** SQL that is 1 for a waiter call (alias o), else 0. */
function waiterCase() {
  const kinds = require(`${__hooks}/lib/shared/domain.js`)
    .WAITER_KINDS.map((k) => "'" + k + "'")
    .join(", ");
  return (
    "CASE WHEN json_array_length(o.items) = 1 AND json_extract(o.items, '$[0].dishId') IN (" +
    kinds +
    ") THEN 1 ELSE 0 END"
  );
}

/** SQL that is 1 for a test order that is not a waiter call (alias o), else 0. */
function testCase() {
  return "CASE WHEN o.isTest = 1 AND " + waiterCase() + " = 0 THEN 1 ELSE 0 END";
}

/**
 * A venue's counts for the month `offset` months from now.
 * @param {core.App} app
 * @param {string} venueId
 * @param {number} offset
 */
function venueMonth(app, venueId, offset) {
  const b = monthBounds(offset);
  const row = new DynamicModel({ total: 0, waiter: 0, test: 0 });
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS total, COALESCE(SUM(" +
        waiterCase() +
        "), 0) AS waiter, COALESCE(SUM(" +
        testCase() +
        "), 0) AS test FROM orders o WHERE o.user = {:u} AND o.created >= {:from} AND o.created < {:to}",
    )
    .bind({ u: venueId, from: b.from, to: b.to })
    .one(row);
  const total = Number(row.total) || 0;
  const waiterCalls = Number(row.waiter) || 0;
  const testOrders = Number(row.test) || 0;
  return { month: b.month, orders: total - waiterCalls - testOrders, waiterCalls, testOrders, free: FREE_ORDERS };
}

/**
 * The venues past FREE_ORDERS orders in the month `offset` months from now, most orders first.
 * @param {core.App} app
 * @param {number} offset
 * @returns {Array<{ month: string, venue: string, name: string, link: string, orders: number, waiterCalls: number, testOrders: number }>}
 */
function venuesPast(app, offset) {
  const b = monthBounds(offset);
  const rows = arrayOf(new DynamicModel({ venue: "", name: "", link: "", total: 0, waiter: 0, test: 0 }));
  const apart = "SUM(" + waiterCase() + ") + SUM(" + testCase() + ")";
  app
    .db()
    .newQuery(
      "SELECT o.user AS venue, COALESCE(u.name, '') AS name, COALESCE(u.publicLink, '') AS link, " +
        "COUNT(*) AS total, SUM(" +
        waiterCase() +
        ") AS waiter, SUM(" +
        testCase() +
        ") AS test FROM orders o LEFT JOIN users u ON u.id = o.user " +
        "WHERE o.created >= {:from} AND o.created < {:to} GROUP BY o.user " +
        "HAVING COUNT(*) - (" +
        apart +
        ") > {:free} ORDER BY COUNT(*) - (" +
        apart +
        ") DESC",
    )
    .bind({ from: b.from, to: b.to, free: FREE_ORDERS })
    .all(rows);
  return rows.map((/** @type {any} */ r) => ({
    month: b.month,
    venue: String(r.venue),
    name: String(r.name),
    link: String(r.link),
    orders: Number(r.total) - Number(r.waiter) - Number(r.test),
    waiterCalls: Number(r.waiter),
    testOrders: Number(r.test),
  }));
}

/**
 * Prometheus text: how many venues are past the free orders this month and last month. Counted at
 * most every 5 minutes (kept in the app's store): a scrape every few seconds would otherwise scan
 * the month's orders of every venue each time.
 * @param {core.App} app
 */
function metrics(app) {
  const now = Date.now();
  const cached = app.store().get("monthly.metrics");
  if (cached && now - Number(cached.at) < 5 * 60 * 1000) return String(cached.text);
  const text =
    "# HELP draft_venues_over_free_orders Venues past " +
    FREE_ORDERS +
    " orders (waiter calls not counted) in the UTC month (counted at most every 5 minutes).\n" +
    "# TYPE draft_venues_over_free_orders gauge\n" +
    `draft_venues_over_free_orders{month="this"} ${venuesPast(app, 0).length}\n` +
    `draft_venues_over_free_orders{month="last"} ${venuesPast(app, -1).length}\n`;
  app.store().set("monthly.metrics", { at: now, text });
  return text;
}

module.exports = { FREE_ORDERS, monthBounds, venueMonth, venuesPast, metrics };
