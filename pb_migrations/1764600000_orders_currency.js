/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Per-currency sales totals (docs/sales.md#per-currency-totals). An order never stored its
// currency: the venue's users.currency is the current one, so a venue that switches from EUR to USD
// would see its whole history re-labelled. From now on each order keeps the currency it was sold in
// (set by the server at create time, pb_hooks/orders-currency.pb.js); existing orders get the
// venue's currency of today, the best that is known about them. Also a covering index for the range
// sums (user, finished, updated = the Finished orders bounds, then currency and total): totals and
// the day/hour series never read the order rows.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new TextField({ name: "currency", max: 10 }));
    orders.addIndex("idx_orders_user_finished_updated", false, "user, finished, updated, currency, total", "");
    app.save(orders);
    app
      .db()
      .newQuery(
        "UPDATE orders SET currency = COALESCE((SELECT u.currency FROM users u WHERE u.id = orders.user), '') WHERE currency = '' OR currency IS NULL",
      )
      .execute();
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_user_finished_updated");
    orders.fields.removeByName("currency");
    app.save(orders);
  },
);
