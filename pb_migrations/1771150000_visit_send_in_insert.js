/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A group send in one write (docs/table-tab.md#sending; docs/PERFORMANCE.md, "The group send in
// one write"). The send used to write its visit in a second statement after the order's INSERT:
// the cart emptied, its version moved on, and who added each of the order's lines recorded on the
// visit (`visits.lineBy[<order id>]`, a map that grew with every send and was parsed and written
// again with it). That second write was the cost a group send had over a member's own order.
//
// - `orders.addedBy` (hidden, like `tax`): who added each of the order's lines, {line key:
//   [[member n, count], ...]} in the order they added them, written with the order itself. Only a
//   group send sets it (pb_hooks/lib/tab/visit-send.js); every other order leaves it null. The bill
//   reads it, and `visits.lineBy` still for the orders sent before (pb_hooks/lib/tab/visit-live.js).
// - A trigger makes the rest of the send's change in the order's own INSERT: the order stored under
//   `g:<visit>:<version>` empties the cart of that version, moves the version on and moves the
//   visit's `updated` to the order's `created`. Only while the cart is still at the version the order
//   names (its request id is compared with the row's own version): the send's INSERT holds only
//   when the visit is exactly as the send read it, and a send that lost that race is written in a
//   transaction that handles the cart it finds. Every other order (a guest's own id holds no ':')
//   runs no trigger body.
const SENT_TRIGGER =
  "CREATE TRIGGER IF NOT EXISTS visit_sent_on_insert AFTER INSERT ON orders " +
  "WHEN NEW.visit != '' AND substr(NEW.clientRequestId, 1, 2) = 'g:' BEGIN " +
  "UPDATE visits SET cart = '[]', cartVersion = cartVersion + 1, updated = NEW.created " +
  "WHERE id = NEW.visit AND NEW.clientRequestId = 'g:' || id || ':' || cartVersion; END";

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new JSONField({ name: "addedBy", maxSize: 100000, hidden: true }));
    app.save(orders);
    app.db().newQuery(SENT_TRIGGER).execute();
  },
  (app) => {
    app.db().newQuery("DROP TRIGGER IF EXISTS visit_sent_on_insert").execute();
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.removeByName("addedBy");
    app.save(orders);
  },
);
