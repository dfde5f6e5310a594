/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A takeaway guest's "Notify me when it's ready" (docs/takeaway.md#ready-notification,
// docs/push.md#the-guests-ready-push): one browser push subscription for ONE order, registered with
// the order's guest token through POST /api/takeaway/push (pb_hooks/takeaway.pb.js), at most 2 per
// order, expiring about 2 hours after the pickup time. Superuser-only (every API rule null): no
// guest, owner or staff member reads or writes it through the record API.
//
// When staff finish the order (= ready for pickup), an SQLite trigger writes one `push_outbox` row
// for it, flagged `guest`, in the order's own UPDATE statement; the push worker sends it to the
// order's guest_push rows only (pb_hooks/lib/push/push-outbox.js claim), and the rows are deleted when
// the push is done (report) or expired (cron in push.pb.js). A table order never has a guest_push
// row, so the trigger never fires for it.
const READY_TRIGGER = `
CREATE TRIGGER IF NOT EXISTS push_outbox_on_ready_takeaway AFTER UPDATE OF finished ON orders
WHEN NEW.finished = 1 AND OLD.finished = 0 AND NEW.pickupNumber > 0
  AND EXISTS (SELECT 1 FROM guest_push WHERE "order" = NEW.id)
BEGIN
  INSERT INTO push_outbox (id, "order", venue, payload, targets, attempts, nextAttemptAt, leased, lastError, guest, created, updated)
  SELECT 'r' || lower(hex(randomblob(7))), NEW.id, NEW.user,
    json_object('title', 'Order ' || CAST(NEW.pickupNumber AS INTEGER) || ' is ready',
      'body', 'Order ' || CAST(NEW.pickupNumber AS INTEGER) || ' is ready for pickup',
      'url', '/' || u.publicLink || '/takeaway', 'icon', '/logo.svg', 'tag', 'ready-' || NEW.id),
    NULL, 0, 0, FALSE, '', TRUE,
    strftime('%Y-%m-%d %H:%M:%fZ', 'now'), strftime('%Y-%m-%d %H:%M:%fZ', 'now')
  FROM users u WHERE u.id = NEW.user;
END`;

migrate(
  (app) => {
    const guestPush = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "guest_push",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // A plain id: the order's delete or combine is never blocked by it (the cron drops it).
          { type: "text", name: "order", required: true, max: 30 },
          { type: "text", name: "endpoint", required: true, max: 2000 },
          { type: "text", name: "p256dh", required: true, max: 200 },
          { type: "text", name: "auth", required: true, max: 100 },
          { type: "date", name: "expires", required: true },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_guest_push_order_endpoint ON guest_push ("order", endpoint)',
          "CREATE INDEX idx_guest_push_expires ON guest_push (expires)",
        ],
      }),
    );
    app.save(guestPush);

    const outbox = app.findCollectionByNameOrId("push_outbox");
    // true: the row is a takeaway guest's "ready" push, sent to the order's guest_push rows only.
    outbox.fields.add(new BoolField({ name: "guest" }));
    app.save(outbox);

    app.db().newQuery(READY_TRIGGER).execute();
  },
  (app) => {
    app.db().newQuery("DROP TRIGGER IF EXISTS push_outbox_on_ready_takeaway").execute();
    const outbox = app.findCollectionByNameOrId("push_outbox");
    outbox.fields.removeByName("guest");
    app.save(outbox);
    try {
      app.delete(app.findCollectionByNameOrId("guest_push"));
    } catch (_) {}
  },
);
