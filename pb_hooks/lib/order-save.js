// Saves a new order from its create request hook (orders-create.pb.js), with everything a new order
// needs in the same transaction: for an order created already finished (superusers only), its sales
// copy (lib/sales-lines.js). Its push outbox row is written by SQLite in the order's own INSERT (a
// trigger: pb_migrations/1764810000_push_outbox_trigger.js), whichever way the order is written.
//
// Why here and not in model hooks (onRecordCreate / onRecordCreateExecute): every JS hook handler
// borrows a VM from PocketBase's pool while the request hook still holds its own, so each extra hook
// on the order's path costs a VM per order; at 16 concurrent orders the 15-VM pool ran dry and
// every hook then built a fresh VM (docs/PERFORMANCE.md, "Server hot paths").
//
// A guest's order is written directly (insertGuestOrder), not through PocketBase's record save: the
// save ends with PocketBase's own realtime broadcast, which walks every connected client of the
// server (six subscription lookups each) inside the request, although nobody but a superuser may
// hold a topic it serves (lib/realtime.js refuses `orders/*` to everyone else; the venue's screens
// and the guest get the order from lib/realtime.js publishOrder). With 2,000 owner screens connected
// that walk was ~4.5 ms of CPU per order, three times the rest of the order. The direct write keeps
// what the save does for an order: the same validation (app.validate: field limits, the venue
// relation), the same id and dates, the same INSERT, the same response (enrichRecord: hidden fields
// such as guestToken stay out; ?expand and ?fields as before). What it skips: model hooks on
// `orders` create (onRecordCreate, onRecordCreateExecute, onRecordAfterCreateSuccess, ...) do NOT
// run for a guest's order: put anything a new order needs in this file, not in such a hook.
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** The venue's currency is the order's: set on create, whatever the client sends (lib/stats.js). */
function setCurrency(record, currency) {
  record.set("currency", String(currency || ""));
}

/**
 * Runs `e.next()` (PocketBase's record save: the INSERT) and, for a finished order, its sales copy
 * in one transaction, pointing e.app at it the way PocketBase's own onRecordDeleteExecute does. A
 * plain create runs without a transaction, so both are committed together or neither is; inside a
 * transaction the calls nest into it. Used for superusers' creates (the dashboard, test setup).
 */
function saveNewOrder(e) {
  if (!e.record.getBool("finished")) return e.next();
  const original = e.app;
  try {
    original.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
      require(`${__hooks}/lib/sales-lines.js`).sync(txApp, e.record.id);
    });
  } finally {
    e.app = original;
  }
}

/**
 * Writes a guest's new (unfinished) order `e.record` and answers the request with it, as PocketBase's
 * create would (see the header for what differs: no model hooks, no collection-wide broadcast).
 * Throws what the save would: a 400 "Failed to create record." with the field errors, or the
 * database's error (e.g. the unique clientRequestId, or an outbox row the trigger cannot write).
 */
function insertGuestOrder(e) {
  const record = e.record;
  record.set("id", $security.randomStringWithAlphabet(15, ID_ALPHABET));
  const now = new DateTime();
  record.setRaw("created", now);
  record.setRaw("updated", now);
  try {
    e.app.validate(record);
  } catch (err) {
    throw new BadRequestError("Failed to create record.", err && err.value !== undefined ? err.value : err);
  }
  e.app.db().insert("orders", record.dbExport(e.app)).execute();
  record.markAsNotNew();
  $apis.enrichRecord(e.requestEvent, record);
  return e.json(200, record);
}

module.exports = { setCurrency, saveNewOrder, insertGuestOrder };
