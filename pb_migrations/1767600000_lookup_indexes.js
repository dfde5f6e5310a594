/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Indexes for lookups that read whole tables.
//
// - Orders by visit: the index covers every order, not only those of a visit. It was partial
//   (`WHERE visit != ''`, migration 1765800000), and SQLite uses a partial index only for a query
//   whose WHERE contains that very condition (sqlite.org/partialindex.html); `visit = ?` with a
//   bound visit id does not, nor does PocketBase's filter `visit = {:v}`. So every query of a
//   visit's orders (the tab's room check and live bill on each group send and tab order, the bill's
//   split and payment) read every order of every venue on the server: a group send took 24 ms p50
//   beside 60,000 orders of other venues, and grew with them (docs/PERFORMANCE.md, run of 26 Nov).
// - Payments by provider payment intent (a refund event finds its payment) and venues by provider
//   account (an account event finds its venue): no index at all, so each such event read every
//   payment, or every venue, of the server.
// The lookups by a key of a partial unique index repeat its condition instead (lib/keyed.js).
// tests/integration/keyed-lookups.test.ts holds both.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_visit");
    orders.addIndex("idx_orders_visit", false, "visit", "");
    app.save(orders);
    const payments = app.findCollectionByNameOrId("payments");
    payments.addIndex("idx_payments_intent", false, "paymentIntent, account", "");
    app.save(payments);
    const users = app.findCollectionByNameOrId("users");
    users.addIndex("idx_users_stripeAccount", false, "stripeAccount", "");
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.removeIndex("idx_users_stripeAccount");
    app.save(users);
    const payments = app.findCollectionByNameOrId("payments");
    payments.removeIndex("idx_payments_intent");
    app.save(payments);
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_visit");
    orders.addIndex("idx_orders_visit", false, "visit", "visit != ''");
    app.save(orders);
  },
);
