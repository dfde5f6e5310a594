// Saves a new order from its create request hook (orders-create.pb.js), with everything a new order
// needs in the same transaction: its push outbox row (lib/push-outbox.js,
// docs/push.md#push-off-the-request) and, for an order created already finished (superusers only),
// its sales copy (lib/sales-lines.js).
//
// Why here and not in model hooks (onRecordCreate / onRecordCreateExecute): every JS hook handler
// borrows a VM from PocketBase's pool while the request hook still holds its own, so each extra hook
// on the order's path costs a VM per order; at 16 concurrent orders the 15-VM pool ran dry and
// every hook then built a fresh VM (docs/PERFORMANCE.md, "Server hot paths").

/** The venue's currency is the order's: set on create, whatever the client sends (lib/stats.js). */
function setCurrency(record, currency) {
  record.set("currency", String(currency || ""));
}

/**
 * Runs `e.next()` (the INSERT) and the outbox/sales writes in one transaction, pointing e.app at it
 * the way PocketBase's own onRecordDeleteExecute does. A plain create runs without a transaction,
 * so both rows are committed together or neither is; inside a transaction the calls nest into it.
 */
function saveNewOrder(e) {
  const outbox = require(`${__hooks}/lib/push-outbox.js`);
  const isFinished = e.record.getBool("finished");
  const needsPush = !isFinished && outbox.venueHasDevices(e.app, e.record.getString("user"));
  if (!needsPush && !isFinished) return e.next();
  const original = e.app;
  try {
    original.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
      if (needsPush) outbox.enqueue(txApp, e.record);
      if (isFinished) require(`${__hooks}/lib/sales-lines.js`).sync(txApp, e.record.id);
    });
  } finally {
    e.app = original;
  }
}

module.exports = { setCurrency, saveNewOrder };
