/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// An order's finishing time is its own field (docs/sales.md#finishing-time): `finishedAt`, set once
// by the server when the order is finished (pb_hooks/orders-sales.pb.js) and never changed after,
// where the sales figures and the CSV used `updated`, which any later save of the order moved.
// Existing finished orders get their `updated` (the best that is known of when they were finished),
// the covering index of the range sums follows (user, finished, finishedAt, then currency and
// total), and the sales copies (sales_lines, sales_rollup) are rebuilt from finishedAt.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new DateField({ name: "finishedAt" }));
    orders.removeIndex("idx_orders_user_finished_updated");
    orders.addIndex("idx_orders_user_finished_finishedAt", false, "user, finished, finishedAt, currency, total", "");
    app.save(orders);
    const db = app.db();
    db.newQuery(
      "UPDATE orders SET finishedAt = updated WHERE finished = TRUE AND (finishedAt = '' OR finishedAt IS NULL)",
    ).execute();
    const lib = require(`${__hooks}/lib/sales/sales-lines.js`);
    db.newQuery("DELETE FROM sales_rollup").execute();
    db.newQuery("DELETE FROM sales_lines").execute();
    db.newQuery(lib.insertSql("1 = 1", "finishedAt")).execute();
    db.newQuery(lib.rollupSql("1 = 1", 1)).execute();
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_user_finished_finishedAt");
    orders.addIndex("idx_orders_user_finished_updated", false, "user, finished, updated, currency, total", "");
    orders.fields.removeByName("finishedAt");
    app.save(orders);
    const lib = require(`${__hooks}/lib/sales/sales-lines.js`);
    app.db().newQuery("DELETE FROM sales_rollup").execute();
    app.db().newQuery("DELETE FROM sales_lines").execute();
    app.db().newQuery(lib.insertSql("1 = 1", "updated")).execute();
    app.db().newQuery(lib.rollupSql("1 = 1", 1)).execute();
  },
);
