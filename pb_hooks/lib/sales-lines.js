// The `sales_lines` copy of finished orders' lines (issue 13; table made by migration
// 1764600200, read by lib/stats.js). One row per line: the order, venue, currency and `updated`
// of the order, the waiter-call kind ('' for a dish), title, count and amount in cents.

/** The SQL that copies the lines of the finished orders matching `where` (alias o). */
function insertSql(where) {
  return (
    "INSERT INTO sales_lines (ord, user, currency, updated, kind, title, count, cents) " +
    "SELECT o.id, o.user, o.currency, o.updated, " +
    "CASE WHEN json_extract(j.value, '$.dishId') IN ('information', 'cash', 'card') THEN json_extract(j.value, '$.dishId') ELSE '' END, " +
    "COALESCE(json_extract(j.value, '$.title'), ''), " +
    "COALESCE(CAST(json_extract(j.value, '$.count') AS INTEGER), 0), " +
    "COALESCE(CAST(ROUND(json_extract(j.value, '$.price') * 100) AS INTEGER), 0) * COALESCE(CAST(json_extract(j.value, '$.count') AS INTEGER), 0) " +
    "FROM orders o, json_each(CASE WHEN json_valid(o.items) THEN o.items ELSE '[]' END) j " +
    "WHERE " + where + " AND o.finished = TRUE AND j.type = 'object'"
  );
}

/** Re-copies one order's lines (none when it is not finished). */
function sync(app, orderId) {
  app.db().newQuery("DELETE FROM sales_lines WHERE ord = {:id}").bind({ id: orderId }).execute();
  app.db().newQuery(insertSql("o.id = {:id}")).bind({ id: orderId }).execute();
}

/** Drops one order's lines. */
function remove(app, orderId) {
  app.db().newQuery("DELETE FROM sales_lines WHERE ord = {:id}").bind({ id: orderId }).execute();
}

module.exports = { insertSql, sync, remove };
