/// <reference path="types/pocketbase.d.ts" />
// What the sales figures read (docs/sales.md#sales-figures), kept right by the server on every save
// of an order:
//  - each order keeps the currency it was sold in: set from the venue when the order is created
//    (whatever a client sends) and never changed afterwards, so per-currency sales stay right when
//    a venue later switches its currency;
//  - the lines of finished orders are copied into the `sales_lines` table (migration
//    1764600200): top dishes and waiter calls then come from an index, without parsing every
//    order's JSON. A finished order's lines are frozen (orders-owner.pb.js), so a copy is made
//    when an order is saved finished and dropped when it is deleted.
// Model-level hooks, run inside the save (and its transaction, if any): they also cover saves made
// by other hooks (combine) and by superusers. A new order gets its currency (and, when created
// finished, its sales copy) in orders-create.pb.js through lib/orders/order-save.js: no model hook on the
// guest's order path, where each one would cost a VM per order.
//  - an order's finishing time is `finishedAt`, set here once, when a save first makes it finished,
//    and kept from then on whatever the save says (the sales figures and the CSV read it; `updated`
//    moves on any save).
onRecordUpdate((e) => {
  const before = e.record.original();
  if (e.record.getString("currency") !== before.getString("currency"))
    e.record.set("currency", before.getString("currency"));
  if (!e.record.getBool("finished")) e.record.set("finishedAt", "");
  else if (!before.getBool("finished")) e.record.set("finishedAt", new DateTime());
  else e.record.set("finishedAt", before.getString("finishedAt") || before.getString("updated"));
  e.next();
  const sales = require(`${__hooks}/lib/sales/sales-lines.js`);
  // A test order (the owner trying their own menu, docs/storefront.md#test-orders) is never a sale.
  if (e.record.getBool("isTest")) sales.remove(e.app, e.record.id);
  else if (e.record.getBool("finished") || before.getBool("finished")) sales.sync(e.app, e.record.id);
}, "orders");

onRecordDelete((e) => {
  const id = e.record.id;
  const wasFinished = e.record.getBool("finished");
  e.next();
  if (wasFinished) require(`${__hooks}/lib/sales/sales-lines.js`).remove(e.app, id);
}, "orders");

// A deleted venue leaves nothing behind in the sales copies (its orders go by cascade; this also
// covers a cascade that does not run the order hooks).
onRecordDelete((e) => {
  const id = e.record.id;
  e.next();
  e.app.db().newQuery("DELETE FROM sales_rollup WHERE user = {:u}").bind({ u: id }).execute();
  e.app.db().newQuery("DELETE FROM sales_lines WHERE user = {:u}").bind({ u: id }).execute();
}, "users");
