/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Money rules (docs/tax-and-receipts.md): the venue's tax rates, service charge and timed price
// lists in one JSON field of its `users` record (null: none, the spec's behaviour), checked by
// pb_hooks/money-rules.pb.js (src/domain/money-rules.ts moneyRulesProblem); and an order's tax
// breakdown (`orders.tax`, set by the server at create, null at a venue without tax rates) so a
// later change of the rates never changes a past order. Hidden, so an order's JSON at a venue
// without tax is exactly the spec's; the server unhides it in the answers that carry it.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new JSONField({ name: "moneyRules", maxSize: 60000 }));
    app.save(users);
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new JSONField({ name: "tax", maxSize: 100000, hidden: true }));
    app.save(orders);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("moneyRules");
    app.save(users);
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.removeByName("tax");
    app.save(orders);
  },
);
