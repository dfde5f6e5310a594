// What the sales figures read (docs/sales.md#sales-figures; tables made by migration 1764600200,
// read by lib/sales/stats.js), kept by pb_hooks/orders-sales.pb.js on every save of an order:
//  - sales_lines: per finished order one '#order' row (count 1, its total in cents) and one row
//    per line (waiter-call kind or '' for a dish, title, count, cents), with the order's venue,
//    currency and finishing time (column `updated`, filled from the order's `finishedAt`);
//  - sales_rollup: the same summed per venue and slot: '#order' rows per UTC hour
//    ('yyyy-mm-dd HH'), line rows per UTC day ('yyyy-mm-dd'). A range reads whole slots from the
//    rollup and only its partial first and last hour/day from sales_lines, so a year of a busy
//    venue is a few thousand rows, not 50,000 orders of JSON.

const ORDER_KIND = "#order";

/**
 * The waiter-request kinds (src/domain/order-lines.ts via lib/shared/domain.js) as an SQL list: fixed
 * lower-case words, so quoting them is enough. Node requires this file too (tools/seed-sales.mjs),
 * where there is no __hooks: the bundle sits next to this file.
 */
function waiterSql() {
  const domain = require(typeof __hooks === "string" ? `${__hooks}/lib/shared/domain.js` : "../shared/domain.js");
  return domain.WAITER_KINDS.map((k) => "'" + k + "'").join(", ");
}

/**
 * The SQL that copies the finished orders matching `where` (alias o) into sales_lines, dated by the
 * order's column `finishedColumn`: `finishedAt` (migration 1765200000); "updated" only for the
 * migration that ran before that field existed.
 */
function insertSql(where, finishedColumn) {
  const at = "o." + (finishedColumn === "finishedAt" ? "finishedAt" : "updated");
  const count = "COALESCE(CAST(json_extract(j.value, '$.count') AS INTEGER), 0)";
  return (
    "INSERT INTO sales_lines (ord, user, currency, updated, kind, title, count, cents) " +
    "SELECT o.id, o.user, o.currency, " +
    at +
    ", '" +
    ORDER_KIND +
    "', '', 1, CAST(ROUND(o.total * 100) AS INTEGER) " +
    "FROM orders o WHERE " +
    where +
    " AND o.finished = TRUE " +
    "UNION ALL " +
    "SELECT o.id, o.user, o.currency, " +
    at +
    ", " +
    "CASE WHEN json_extract(j.value, '$.dishId') IN (" +
    waiterSql() +
    ") THEN json_extract(j.value, '$.dishId') ELSE '' END, " +
    "COALESCE(json_extract(j.value, '$.title'), ''), " +
    count +
    ", " +
    "COALESCE(CAST(ROUND(json_extract(j.value, '$.price') * 100) AS INTEGER), 0) * " +
    count +
    " " +
    "FROM orders o, json_each(CASE WHEN json_valid(o.items) THEN o.items ELSE '[]' END) j " +
    "WHERE " +
    where +
    " AND o.finished = TRUE AND j.type = 'object'"
  );
}

/** The slot of a sales_lines row (alias l): its UTC hour for '#order' rows, else its UTC day. */
const SLOT = "CASE WHEN l.kind = '" + ORDER_KIND + "' THEN substr(l.updated, 1, 13) ELSE substr(l.updated, 1, 10) END";

/** The SQL that adds (sign 1) or takes away (sign -1) the sales_lines rows matching `where` (alias l) in sales_rollup. */
function rollupSql(where, sign) {
  const s = sign < 0 ? "-" : "";
  return (
    "INSERT INTO sales_rollup (user, slot, kind, title, currency, n, qty, cents) " +
    "SELECT l.user, " +
    SLOT +
    " AS slot, l.kind, l.title, l.currency, " +
    s +
    "COUNT(*), " +
    s +
    "SUM(l.count), " +
    s +
    "SUM(l.cents) " +
    "FROM sales_lines l WHERE " +
    where +
    " GROUP BY l.user, slot, l.kind, l.title, l.currency " +
    "ON CONFLICT (user, slot, kind, title, currency) DO UPDATE SET " +
    "n = n + excluded.n, qty = qty + excluded.qty, cents = cents + excluded.cents"
  );
}

/**
 * Re-copies one order (nothing when it is not finished), keeping the rollup in step.
 * @param {CoreApp} app
 * @param {string} orderId
 * @returns {void}
 */
function sync(app, orderId) {
  const db = app.db();
  db.newQuery(rollupSql("l.ord = {:id}", -1)).bind({ id: orderId }).execute();
  db.newQuery("DELETE FROM sales_lines WHERE ord = {:id}").bind({ id: orderId }).execute();
  db.newQuery(insertSql("o.id = {:id}", "finishedAt")).bind({ id: orderId }).execute();
  db.newQuery(rollupSql("l.ord = {:id}", 1)).bind({ id: orderId }).execute();
}

/**
 * Drops one order, keeping the rollup in step.
 * @param {CoreApp} app
 * @param {string} orderId
 * @returns {void}
 */
function remove(app, orderId) {
  const db = app.db();
  db.newQuery(rollupSql("l.ord = {:id}", -1)).bind({ id: orderId }).execute();
  db.newQuery("DELETE FROM sales_lines WHERE ord = {:id}").bind({ id: orderId }).execute();
}

module.exports = { ORDER_KIND, insertSql, rollupSql, sync, remove };
