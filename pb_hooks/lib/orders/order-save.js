// Saves a new order from its create request hook (orders-create.pb.js), with everything a new order
// needs in the same transaction: for an order created already finished (superusers only), its sales
// copy (lib/sales/sales-lines.js). Its push outbox row is written by SQLite in the order's own INSERT (a
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
// hold a topic it serves (lib/realtime/realtime.js refuses `orders/*` to everyone else; the venue's screens
// and the guest get the order from lib/realtime/realtime.js publishOrder). With 2,000 owner screens connected
// that walk was ~4.5 ms of CPU per order, three times the rest of the order. The direct write keeps
// what the save does for an order: the same limits (PocketBase's own validation, except for an order
// within them by construction, and the venue relation checked by the INSERT itself: see
// obviouslyValid), the same id and dates, the same row, the same response (hidden fields such as
// guestToken stay out; ?expand and ?fields as before). What it skips: model hooks on `orders`
// create (onRecordCreate, onRecordCreateExecute, onRecordAfterCreateSuccess, ...) do NOT run for a
// guest's order: put anything a new order needs in this file, not in such a hook.
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** The venue's currency is the order's: set on create, whatever the client sends (lib/sales/stats.js). */
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
  if (!e.record.getString("finishedAt")) e.record.set("finishedAt", new DateTime());
  const original = e.app;
  try {
    original.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
      require(`${__hooks}/lib/sales/sales-lines.js`).sync(txApp, e.record.id);
    });
  } finally {
    e.app = original;
  }
}

// The guest's INSERT is a prepared statement, kept per hook VM (each VM serves one request at a
// time) and per column list (a schema change makes a new one; SQLite re-prepares a statement whose
// table changed). Preparing it on every order cost more than running it: the statement is compiled
// with the push outbox trigger's program (docs/PERFORMANCE.md, "Server hot paths").
/** @type {Record<string, dbx.Query>} */
const inserts = {};

/**
 * `INSERT INTO orders (columns) SELECT values WHERE the venue exists`: the relation check that
 * PocketBase's validation runs as a query of its own, done by the INSERT itself (and atomically: a
 * venue deleted a moment before stores no order). `guarded`: and only while the group send's visit
 * is still as the send read it (insertGuestOrder's `guard`). Inside a transaction the statement is
 * the transaction's own, so it is not kept.
 * @param {core.App} app
 * @param {string[]} columns
 * @param {boolean} guarded
 */
function insertStatement(app, columns, guarded) {
  const key = columns.join(",") + (guarded ? "|visit" : "");
  const kept = !app.isTransactional();
  let q = kept ? inserts[key] : undefined;
  if (!q) {
    const sql =
      "INSERT INTO {{orders}} (" +
      columns.map((c) => "[[" + c + "]]").join(", ") +
      ") SELECT " +
      columns.map((c) => "{:" + c + "}").join(", ") +
      " WHERE EXISTS (SELECT 1 FROM {{users}} WHERE [[id]] = {:user})" +
      (guarded
        ? " AND EXISTS (SELECT 1 FROM {{visits}} WHERE [[id]] = {:guardVisit} AND [[cartVersion]] = {:guardVersion}" +
          " AND [[status]] = {:guardStatus} AND [[updated]] = {:guardUpdated})"
        : "");
    q = app.nonconcurrentDB().newQuery(sql);
    if (!kept) return q;
    q = q.prepare();
    inserts[key] = q;
  }
  return q;
}

// What the fast path below knows about the orders schema (a test compares it with the migrations:
// tests/integration/order-insert.test.ts). A record whose columns differ is validated in full.
const COLUMNS =
  "addedBy,clientRequestId,created,currency,editedBy,finished,finishedAt,finishedBy,guestToken,id,isTest,items,pickupAt,pickupDay,pickupName,pickupNumber,started,startedBy,tableSlug,tax,total,updated,user,userSlug,visit";
const LIMITS = {
  userSlug: 40,
  tableSlug: 40,
  clientRequestId: 100,
  guestToken: 100,
  currency: 10,
  visit: 15,
  items: 100000,
  addedBy: 100000,
};

/**
 * True when every value of a guest's order is within the orders schema's limits by construction
 * (the create hook set each one from checked values): then PocketBase's per-field validation can
 * only pass, and the venue relation, its one query, is checked by the INSERT. Anything else (a long
 * order, a changed schema) goes through PocketBase's own validation and its exact errors.
 * @param {{ userSlug: string, tableSlug: string, clientRequestId: string, guestToken: string, currency: string, visit: string, items: any[], total: number, addedBy?: any }} fields
 * @param {string} columns the record's columns, sorted and comma-joined
 */
function obviouslyValid(fields, columns) {
  if (columns !== COLUMNS) return false;
  // JS length counts UTF-16 units: at most one per character, and a character takes at most 6
  // bytes in PocketBase's JSON (a \u escape), so 6 x length bounds the stored size.
  if (JSON.stringify(fields.items).length * 6 > LIMITS.items) return false;
  // Who added a group send's lines (lib/tab/visit-send.js): bounded like the lines, by the cart.
  if (fields.addedBy && JSON.stringify(fields.addedBy).length * 6 > LIMITS.addedBy) return false;
  if (!(fields.total >= 0) || !Number.isFinite(fields.total)) return false;
  for (const name of ["userSlug", "tableSlug", "clientRequestId", "guestToken", "currency", "visit"]) {
    if (fields[name].length > LIMITS[name]) return false;
  }
  return true;
}

/** PocketBase's validation of the record, thrown as the 400 its own create answers with. */
function validate(app, record) {
  try {
    app.validate(record);
  } catch (err) {
    throw new BadRequestError("Failed to create record.", err && err.value !== undefined ? err.value : err);
  }
}

/**
 * Writes a guest's new (unfinished) order `e.record`, whose fields the create hook has loaded from
 * `fields` (the same values as plain JS), as PocketBase's create would (see the header for what differs: no
 * model hooks, no collection-wide broadcast). Throws what the save would: a 400 "Failed to create
 * record." with the field errors, or the database's error (e.g. the unique clientRequestId, or an
 * outbox row the trigger cannot write).
 * `guard` (a group send, lib/tab/visit-send.js): the visit as the send read it; the order is written
 * only while the visit's row is still exactly that (its cart version, status and `updated`), in the
 * same statement. Returns false when it was not (nothing written), else true.
 * @param {core.RecordRequestEvent} e
 * @param {Parameters<typeof obviouslyValid>[0]} fields
 * @param {{ visit: string, version: number, status: string, updated: string }} [guard]
 * @returns {boolean}
 */
function insertGuestOrder(e, fields, guard) {
  const record = e.record;
  record.set("id", $security.randomStringWithAlphabet(15, ID_ALPHABET));
  const now = new DateTime();
  record.setRaw("created", now);
  record.setRaw("updated", now);
  record.set("finishedAt", ""); // a new order is unfinished, whatever the body said
  const data = record.dbExport(e.app);
  const columns = Object.keys(data).sort();
  if (!obviouslyValid(fields, columns.join(","))) validate(e.app, record);
  if (guard) {
    data.guardVisit = guard.visit;
    data.guardVersion = guard.version;
    data.guardStatus = guard.status;
    data.guardUpdated = guard.updated;
  }
  const done = insertStatement(e.app, columns, !!guard).bind(data).execute();
  if (done.rowsAffected() !== 1) {
    if (guard && venueExists(e.app, record.getString("user"))) return false;
    // The venue is gone: PocketBase's validation names the field.
    validate(e.app, record);
    throw new BadRequestError("Failed to create record.");
  }
  record.markAsNotNew();
  return true;
}

/** Whether the venue's account still exists (a guarded insert that wrote nothing: which check held it back). */
function venueExists(app, id) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM {{users}} WHERE [[id]] = {:id}")
    .bind({ id: String(id) })
    .one(row);
  return Number(row.n) > 0;
}

/**
 * Answers the create request with the new order, as PocketBase's create does. Returns the record's
 * public JSON when the answer is that JSON as is (no ?expand or ?fields), for the realtime message
 * to reuse; else "".
 * @param {core.RecordRequestEvent} e
 */
function answerNewOrder(e) {
  // The request's own event: embedded in e, which the JSVM does not promote (e.request is
  // undefined at run time) and which pocketbase.d.ts does not name.
  const re = /** @type {core.RequestEvent} */ (/** @type {any} */ (e).requestEvent);
  if (re.request.url.rawQuery === "") {
    // The record's public JSON (hidden fields such as guestToken left out): what enrichRecord and
    // e.json would write for a guest, serialised once for the answer and the realtime message.
    const json = JSON.stringify(e.record);
    re.response.header().set("Content-Type", "application/json");
    e.string(200, json);
    return json;
  }
  $apis.enrichRecord(re, e.record);
  e.json(200, e.record);
  return "";
}

module.exports = { setCurrency, saveNewOrder, insertGuestOrder, answerNewOrder, COLUMNS, LIMITS };
