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
// - Orders by guest token: the index covers every order too (it was partial, `WHERE guestToken !=
//   ''`), so a list of the venue's or the guest's orders (lib/access/list-scope.js) is found through it.
// - Venues and team members by email: PocketBase's own unique index on an auth collection's email is
//   partial (`WHERE email != ''`), so a sign-in, a sign-up's check or a password-reset request read
//   every venue (or member) of the server. A plain index beside it, used by those lookups.
// The lookups by a key of a partial unique index repeat its condition instead (lib/shared/keyed.js).
// tests/integration/keyed-lookups.test.ts holds both.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_visit");
    orders.addIndex("idx_orders_visit", false, "visit", "");
    orders.removeIndex("idx_orders_guestToken");
    orders.addIndex("idx_orders_guestToken", false, "guestToken", "");
    app.save(orders);
    for (const name of ["users", "staff"]) {
      const auth = app.findCollectionByNameOrId(name);
      auth.addIndex("idx_" + name + "_email_lookup", false, "email", "");
      app.save(auth);
    }
    const payments = app.findCollectionByNameOrId("payments");
    payments.addIndex("idx_payments_intent", false, "paymentIntent, account", "");
    app.save(payments);
    const users = app.findCollectionByNameOrId("users");
    users.addIndex("idx_users_stripeAccount", false, "stripeAccount", "");
    app.save(users);
  },
  (app) => {
    for (const name of ["users", "staff"]) {
      const auth = app.findCollectionByNameOrId(name);
      auth.removeIndex("idx_" + name + "_email_lookup");
      app.save(auth);
    }
    const users = app.findCollectionByNameOrId("users");
    users.removeIndex("idx_users_stripeAccount");
    app.save(users);
    const payments = app.findCollectionByNameOrId("payments");
    payments.removeIndex("idx_payments_intent");
    app.save(payments);
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_visit");
    orders.addIndex("idx_orders_visit", false, "visit", "visit != ''");
    orders.removeIndex("idx_orders_guestToken");
    orders.addIndex("idx_orders_guestToken", false, "guestToken", "guestToken != ''");
    app.save(orders);
  },
);
