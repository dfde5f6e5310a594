/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Takeaway and order-ahead (docs/takeaway.md, issue 39 point 3):
// - users.takeaway: the venue's takeaway settings (src/domain/takeaway.ts), hidden: only the
//   owner's routes read and write it (pb_hooks/takeaway.pb.js), never the record API;
// - orders.pickupNumber / pickupDay / pickupAt / pickupName: a takeaway order's short number (per
//   venue per local day), its day and slot in the venue's zone, and the guest's name. Empty on every
//   table order. The unique index makes a duplicate number impossible, whatever races. Hidden, so
//   a table order's JSON is exactly as before; a takeaway order shows them (takeaway.pb.js
//   onRecordEnrich, lib/realtime/realtime.js recordMessage, lib/takeaway/takeaway.js insertTakeaway);
// - payments.pickup: a held takeaway order's slot ("YYYY-MM-DD HH:mm"), counted in its slot's
//   capacity while the payment is pending, so a paid order never finds its slot taken.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new JSONField({ name: "takeaway", hidden: true, maxSize: 2000 }));
    app.save(users);

    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new NumberField({ name: "pickupNumber", onlyInt: true, min: 0, hidden: true }));
    orders.fields.add(new TextField({ name: "pickupDay", max: 10, hidden: true }));
    orders.fields.add(new TextField({ name: "pickupAt", max: 5, hidden: true }));
    orders.fields.add(new TextField({ name: "pickupName", max: 40, hidden: true }));
    orders.addIndex("idx_orders_pickup_number", true, "user, pickupDay, pickupNumber", "pickupNumber > 0");
    app.save(orders);

    const payments = app.findCollectionByNameOrId("payments");
    payments.fields.add(new TextField({ name: "pickup", max: 16 }));
    payments.addIndex("idx_payments_pickup", false, "venue, pickup", "pickup != ''");
    app.save(payments);
  },
  (app) => {
    const payments = app.findCollectionByNameOrId("payments");
    payments.removeIndex("idx_payments_pickup");
    payments.fields.removeByName("pickup");
    app.save(payments);
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_pickup_number");
    for (const f of ["pickupNumber", "pickupDay", "pickupAt", "pickupName"]) orders.fields.removeByName(f);
    app.save(orders);
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("takeaway");
    app.save(users);
  },
);
