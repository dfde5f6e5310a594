/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Sales figures at volume (docs/sales.md#sales-figures). PocketBase's SQLite (pure Go) spends
// ~10 µs per order parsing JSON lines, so a year of a busy venue (50,000 orders) cannot be summed from
// the orders on every look at the page. Two plain tables (kept by pb_hooks/orders-sales.pb.js
// through lib/sales/sales-lines.js): sales_lines, a copy of finished orders and their lines, and
// sales_rollup, those summed per venue and hour (orders) or day (lines). A range reads whole slots
// from the rollup and its partial edges from sales_lines: exact to the second, a few thousand rows
// a year. Not collections: no API reaches them; only the stats routes read them, for the signed-in
// owner.
migrate(
  (app) => {
    const lib = require(`${__hooks}/lib/sales/sales-lines.js`);
    const db = app.db();
    db.newQuery(
      "CREATE TABLE IF NOT EXISTS sales_lines (" +
        "id INTEGER PRIMARY KEY, ord TEXT NOT NULL, user TEXT NOT NULL, currency TEXT NOT NULL DEFAULT '', " +
        "updated TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL DEFAULT '', title TEXT NOT NULL DEFAULT '', " +
        "count INTEGER NOT NULL DEFAULT 0, cents INTEGER NOT NULL DEFAULT 0)",
    ).execute();
    db.newQuery(
      "CREATE INDEX IF NOT EXISTS idx_sales_lines_user_updated ON sales_lines (user, updated, kind, title, currency, count, cents)",
    ).execute();
    db.newQuery("CREATE INDEX IF NOT EXISTS idx_sales_lines_ord ON sales_lines (ord)").execute();
    db.newQuery(
      "CREATE TABLE IF NOT EXISTS sales_rollup (" +
        "user TEXT NOT NULL, slot TEXT NOT NULL, kind TEXT NOT NULL, title TEXT NOT NULL, currency TEXT NOT NULL, " +
        "n INTEGER NOT NULL DEFAULT 0, qty INTEGER NOT NULL DEFAULT 0, cents INTEGER NOT NULL DEFAULT 0, " +
        "PRIMARY KEY (user, slot, kind, title, currency))",
    ).execute();
    db.newQuery("DELETE FROM sales_rollup").execute();
    db.newQuery("DELETE FROM sales_lines").execute();
    db.newQuery(lib.insertSql("1 = 1")).execute();
    db.newQuery(lib.rollupSql("1 = 1", 1)).execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS sales_rollup").execute();
    app.db().newQuery("DROP TABLE IF EXISTS sales_lines").execute();
  },
);
