/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Table service (docs/table-tab.md). A venue chooses "Pay after each order" (tableService "" or
// "each": the spec's behaviour, the default) or "Table tab: pay at the end" ("tab"). With tabs on,
// the first order at a table opens its visit (`visits`), every later order of that table carries
// the visit's id (`orders.visit`) until the staff close it. Visits are superuser-only in the API:
// every read and write goes through the routes of pb_hooks/visits.pb.js, which check who asks
// (the venue's owner, or a member of the visit by the guest token it joined with).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new SelectField({ name: "tableService", maxSelect: 1, values: ["each", "tab"] }));
    app.save(users);

    const visits = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "visits",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "user", required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          { type: "text", name: "tableSlug", max: 40, required: true },
          { type: "select", name: "status", maxSelect: 1, required: true, values: ["open", "billRequested", "closed"] },
          // The invitation's secret (in the QR code and share link the first phone shows).
          { type: "text", name: "inviteCode", max: 64, hidden: true },
          // [{t: guest token, name, n}]: who joined (the guest token is each member's secret).
          { type: "json", name: "members", maxSize: 20000, hidden: true },
          // The group's one cart: [{id, dishId, count, n (who added it)}] and its version.
          { type: "json", name: "cart", maxSize: 100000 },
          { type: "number", name: "cartVersion", min: 0, onlyInt: true },
          // Items taken for a split by item: {"<orderId>/<line>": member n}.
          { type: "json", name: "claims", maxSize: 50000 },
          // The bill the guests asked for (src/domain/split.ts Bill), with each share's paid flag.
          { type: "json", name: "bill", maxSize: 50000 },
          // Who added each line of a group's order: {"<orderId>": {"<dishId>": [member n, ...]}}.
          { type: "json", name: "lineBy", maxSize: 100000 },
          { type: "number", name: "tipCents", min: 0, onlyInt: true },
          { type: "text", name: "payMethod", max: 10 },
          { type: "date", name: "billRequestedAt" },
          { type: "date", name: "closedAt" },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          // One open visit per table (two first orders racing open one visit; the loser joins it).
          "CREATE UNIQUE INDEX idx_visits_open_table ON visits (user, tableSlug) WHERE status != 'closed'",
          "CREATE INDEX idx_visits_user_status ON visits (user, status, created)",
          "CREATE UNIQUE INDEX idx_visits_invite ON visits (inviteCode) WHERE inviteCode != ''",
        ],
      }),
    );
    app.save(visits);

    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new TextField({ name: "visit", max: 15 }));
    orders.addIndex("idx_orders_visit", false, "visit", "visit != ''");
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_visit");
    orders.fields.removeByName("visit");
    app.save(orders);
    app.delete(app.findCollectionByNameOrId("visits"));
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("tableService");
    app.save(users);
  },
);
