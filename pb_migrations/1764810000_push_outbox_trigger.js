/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The push outbox row of a new order is written by SQLite itself, in the order's own INSERT
// statement (an AFTER INSERT trigger), instead of by the order's create hook in a transaction
// around it (pb_hooks/lib/orders/order-save.js). Same row, same atomicity (a statement is all or nothing:
// when the outbox row cannot be written the order is not stored either), for every way an order is
// created; what it saves is the transaction and a second statement per order on the guest's
// request (0.15 to 0.3 ms, more than the 10 % a venue's push devices may add to an order).
//
// When: the order is not finished and its venue has at least one push subscription. The payload is
// the notification the owner's devices show (pb_hooks/lib/push/push-outbox.js orderPayload describes the
// same text): {"title": "New order", "body": "Table 3: Pizza × 2, Cola × 1", "url": "/orders",
// "icon": "/logo.svg", "tag": "order-<id>"}, the body cut to 300 characters (299 and "…").
const TRIGGER = `
CREATE TRIGGER IF NOT EXISTS push_outbox_on_new_order AFTER INSERT ON orders
WHEN NEW.finished = 0 AND EXISTS (SELECT 1 FROM push_subscriptions WHERE user = NEW.user)
BEGIN
  INSERT INTO push_outbox (id, "order", venue, payload, targets, attempts, nextAttemptAt, leased, lastError, created, updated)
  SELECT 'r' || lower(hex(randomblob(7))), NEW.id, NEW.user,
    json_object('title', 'New order',
      'body', CASE WHEN length(b) > 300 THEN substr(b, 1, 299) || '…' ELSE b END,
      'url', '/orders', 'icon', '/logo.svg', 'tag', 'order-' || NEW.id),
    NULL, 0, 0, FALSE, '', NEW.created, NEW.created
  FROM (
    SELECT 'Table ' || NEW.tableSlug || COALESCE(': ' || (
      SELECT group_concat(
        COALESCE(CASE WHEN type = 'object' THEN json_extract(value, '$.title') END, '') || ' × ' ||
        COALESCE(NULLIF(CASE WHEN type = 'object' THEN json_extract(value, '$.count') END, 0), 1), ', ')
      FROM json_each(CASE WHEN json_valid(NEW.items) AND json_type(NEW.items) = 'array' THEN NEW.items ELSE '[]' END)
    ), '') AS b
  );
END`;

migrate(
  (app) => {
    app.db().newQuery(TRIGGER).execute();
  },
  (app) => {
    app.db().newQuery("DROP TRIGGER IF EXISTS push_outbox_on_new_order").execute();
  },
);
