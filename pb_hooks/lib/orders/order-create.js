// The guest order create (docs/ordering.md#server-pricing), for its route (orders-create.pb.js) and
// for PocketBase's record create hook: the server is the authority. Whatever the client sends, the
// venue comes from `userSlug` (the public link), the table must be one the venue has, every line is
// rebuilt from the dish record (price + the dish's own extras), dishes must be on sale and inside
// their serving window at the venue's local time, `total` is recomputed, and the order starts "not
// started". A retried send (same clientRequestId) returns the order it already created, even when
// two sends race (the unique index decides, we answer with the winner). Superusers (the admin
// dashboard, test setup) are not guests: their creates pass unchanged.
//
// Request bodies (docs/security-and-isolation.md#request-sizes): PocketBase's own record create
// reads and decodes the whole body (up to 32 MB) before any hook runs, so the guest's create has a
// route of its own with a body limit that fits the largest real order (route() below).
// lib(): one require() per VM (lib/lib.js says why).
const lib = require(`${__hooks}/lib/lib.js`);

/**
 * Creates the order of a create request: `e` is PocketBase's record create request event, or the
 * same shape built by route() (app, record, auth, requestInfo(), hasSuperuserAuth(), set(), json(),
 * string(), requestEvent, next() = save the record).
 * @param {core.RecordRequestEvent} e
 */
function create(e) {
  // The new order goes to its venue's screens from here, after the save, on this hook's VM: a
  // separate onRecordAfterCreateSuccess hook would need a second VM for every order while this one
  // is held (the pool runs dry at 16 concurrent orders). lib/realtime/realtime.js has the topics.
  const save = lib("orders/order-save");
  if (e.hasSuperuserAuth()) {
    let currency;
    try {
      currency = e.app.findRecordById("users", e.record.getString("user")).getString("currency");
    } catch (_) {
      currency = "";
    }
    save.setCurrency(e.record, currency);
    save.saveNewOrder(e);
    lib("realtime/realtime").publishOrder(e.app, "create", e.record);
    return;
  }
  // A guest's order that succeeds is not written to the request log: the order is its own record,
  // and the log entry was a second write for every order (6% of the server's CPU per order in a
  // profile; docs/PERFORMANCE.md, "Server hot paths"). Refused ones are logged as before. This is
  // what PocketBase's own skipSuccessActivityLog() middleware sets (apis/middlewares.go, 0.39.0),
  // which cannot be bound to its record create route; tests/integration/order-insert.test.ts holds it.
  e.set("__skipSuccessActivityLogger", true);
  // The operator's metrics (lib/ops/ops-metrics.js): created, refused and the time spent here, counted
  // in the app's store (no query).
  const metrics = lib("ops/ops-metrics");
  const started = Date.now();
  metrics.enter("order");
  try {
    return createGuestOrder(e, save, metrics);
  } catch (err) {
    metrics.count("orders_refused");
    throw err;
  } finally {
    metrics.leave("order");
    metrics.observe("order", Date.now() - started);
  }
}

/**
 * A guest's (or a staff member's) order: create() without the superuser case.
 * @param {core.RecordRequestEvent} e
 * @param {any} save lib/orders/order-save.js
 * @param {any} metrics lib/ops/ops-metrics.js
 */
function createGuestOrder(e, save, metrics) {
  const lines = lib("orders/order-lines");
  const info = e.requestInfo();
  const body = info.body || {};
  const fail = lib("shared/errors").fieldError;

  // Nobody sends an order that is already started or finished (this was the create rule; checked
  // here it costs no query, pb_migrations/1764100000_orders_create_rule_in_hook.js).
  const unset = (v) =>
    v === undefined || v === null || v === false || v === "" || v === "false" || v === 0 || v === "0";
  if (!unset(body.started)) throw fail("started", "A new order cannot be started already.");
  if (!unset(body.finished)) throw fail("finished", "A new order cannot be finished already.");

  // The venue and its table, from the venue's cached menu (lib/menu/menu-data.js: no query when warm).
  const menu = lib("menu/menu-data");
  const slug = String(body.userSlug || "")
    .trim()
    .toLowerCase();
  const sentUser = String(body.user || "").trim();
  let entry = null;
  try {
    if (slug) entry = lib("shared/domain").isPublicLinkShape(slug) ? menu.entryForLink(e.app, slug) : null;
    else if (sentUser) entry = menu.entryFor(e.app, e.app.findRecordById("users", sentUser));
  } catch (_) {
    entry = null;
  }
  if (!entry) throw fail("userSlug", "Unknown venue: this menu does not exist.");
  const venueId = String(entry.venueId);
  if (sentUser && sentUser !== venueId) throw fail("user", "This order does not belong to this venue.");
  // [staff orders, docs/ordering.md#staff-orders] `staff: true` is the signed-in owner entering an
  // order on Orders: only for their own venue (403 otherwise); everything below (table, pricing,
  // idempotency) is the same.
  const isStaff = lib("orders/staff-order").isStaffOrder(e, body, venueId);

  // The table: an existing table of that venue, by number (or record id); stored as its number.
  const table = String(body.tableSlug === undefined || body.tableSlug === null ? "" : body.tableSlug).trim();
  // [takeaway, docs/takeaway.md] The venue's own link, no table: its pickup slot and name checked.
  const takeaway =
    table === "takeaway" && entry.data.venue.takeaway ? lib("takeaway/takeaway").forOrder(e.app, entry, body) : null;
  const tableNumber = takeaway ? "takeaway" : table === "" ? null : menu.tableNumberOf(entry, table);
  if (tableNumber === null)
    throw fail("tableSlug", "Unknown table: this venue has no table " + (table || "(none)") + ".");

  // Guest token (follow your own orders) and client request id (idempotent sends). The token comes
  // in the X-Guest-Token header, the same header the guest later lists and subscribes with:
  // PocketBase drops hidden fields (guestToken) from a non-superuser's body before hooks see it.
  const REQUEST_ID = /^[A-Za-z0-9_-]{8,100}$/;
  const headers = info.headers || {};
  const guestToken = String(headers["x_guest_token"] || "");
  if (guestToken && !lib("shared/domain").isGuestToken(guestToken)) {
    throw fail("guestToken", "The guest token must be 24 to 100 letters, digits, '-' or '_'.");
  }
  const requestId = String(body.clientRequestId || "");
  if (requestId && !REQUEST_ID.test(requestId)) {
    throw fail("clientRequestId", "The client request id must be 8 to 100 letters, digits, '-' or '_'.");
  }
  const findSent = () => {
    if (!requestId) return null;
    return lib("shared/keyed").orderByRequestId(e.app, venueId, requestId);
  };
  const answerWith = (existing) => {
    // Only the sender (same guest token) gets the earlier order back; anybody else learns nothing.
    if (existing.getString("guestToken") !== guestToken) throw fail("clientRequestId", "This order was already sent.");
    // A takeaway order's pickup fields are part of the answer (lib/takeaway/takeaway.js showPickup).
    return e.json(200, existing.getInt("pickupNumber") > 0 ? lib("takeaway/takeaway").showPickup(existing) : existing);
  };

  // Lines: rebuilt from the dish records; dishes outside their serving window are refused, in the
  // venue's own time zone (a tzOffset the guest's phone sends is ignored). No lookup of an earlier
  // send first: the unique index (user, clientRequestId) decides below, and a retry whose dish has
  // since sold out still gets its order back.
  let priced;
  /** @type {any} */
  let sentItems;
  /** @type {boolean} */
  let timed;
  try {
    const minutes = lib("shared/timezone").venueMinutes(String(entry.timeZone));
    const items = lines.parseItems(body.items);
    sentItems = items;
    // [money rules, docs/tax-and-receipts.md#price-lists] A price list that holds now sets the price.
    const timedPrice = lib("money/money-rules").timedPriceOf(entry);
    timed = !!timedPrice;
    priced = lines.priceLines(e.app, venueId, items, {
      allowWaiter: true,
      isServed: (dish) => lines.isServedAt(dish.timeServed, minutes),
      findDishes: (app, ids) => menu.dishesOf(app, entry, ids),
      timedPrice: timedPrice,
    });
  } catch (err) {
    const earlier = findSent();
    if (earlier) return answerWith(earlier);
    throw err;
  }

  // [table tabs, docs/table-tab.md] The order joins its table's visit, if any (lib/tab/visit-orders.js).
  const tabs = lib("tab/visit-orders");
  const cents = Math.round(priced.total * 100);
  // [payments, docs/payments.md#pay-and-order] A venue that takes payment with the order: a guest's
  // order with money goes through "Pay and order" (waiter calls and staff orders as before).
  if (takeaway) lib("takeaway/takeaway").checkOrder(takeaway, priced.items, cents, isStaff);
  else if (cents > 0 && entry.data.venue.payFirst && body.staff !== true && body.staff !== "true") {
    throw new ApiError(409, "This venue takes payment with the order: use Pay and order.", {});
  }
  let visit = null;
  if (!takeaway)
    try {
      // Who orders decides whether the order joins the table's tab: the staff, a member of its group,
      // or a phone with the table's key (`tableKey`, from the link of its QR code).
      visit = tabs.visitForOrder(e.app, entry, String(tableNumber), cents, priced.items, {
        staff: isStaff,
        guestToken: guestToken,
        key: typeof body.tableKey === "string" ? body.tableKey : "",
      });
    } catch (err) {
      const earlier = findSent();
      if (earlier) return answerWith(earlier);
      throw err;
    }

  // Every field of the new order, from checked values only (lib/orders/order-save.js relies on that).
  const fields = {
    user: venueId,
    userSlug: String(entry.link),
    tableSlug: String(tableNumber),
    items: priced.items,
    total: priced.total,
    started: false,
    finished: false,
    guestToken: guestToken,
    clientRequestId: requestId,
    currency: String(entry.data.venue.currency || ""),
    // The venue's owner trying their own guest menu (signed in, in the same browser) may mark the
    // order as a test: it shows on Orders as one and stays out of sales (docs/storefront.md#test-orders).
    isTest: (body.isTest === true || body.isTest === "true") && !!e.auth && e.auth.id === venueId,
    visit: visit ? visit.id : "",
  };
  // [money rules, docs/tax-and-receipts.md#tax] The tax per line and per rate, kept on the order so
  // a later change of the rates never changes it; only at a venue with tax rates.
  if (entry.money && entry.money.tax) {
    fields.tax = lib("money/money-rules").orderTaxOf(entry, priced.items, !!takeaway);
  }
  e.record.load(fields);
  try {
    // Written directly, not through PocketBase's record save (lib/orders/order-save.js says why).
    if (takeaway)
      lib("takeaway/takeaway").insertTakeaway(e.app, e.record, takeaway.settings, takeaway.pickup, priced.items);
    else save.insertGuestOrder(e, fields);
  } catch (err) {
    // A full disk: a clear 503, and nothing was written (the INSERT is one statement: SQLite
    // keeps all of it or none of it).
    if (lib("ops/ops").isDiskFull(err)) {
      metrics.count("orders_disk_full");
      throw new ApiError(
        503,
        "The order could not be saved: the server is out of disk space. Please tell the staff.",
        {},
      );
    }
    // A retried (or concurrent) send with the same clientRequestId hit the unique index: answer
    // with the order that is stored.
    const winner = findSent();
    if (winner) return answerWith(winner);
    throw err;
  }
  // [stations, docs/kitchen.md#tickets-as-durable-rows] A staff order's tickets say who entered it
  // (a guest's say "Guest"): staff orders only, never on the guest's path.
  if (isStaff) lib("stations/print-jobs").signTickets(e.app, e.record.id, lib("team/staff").actorOfRequest(e.app, e));
  metrics.count("orders_created");
  // A keyed phone that meant to become the tab's first member lost a race to a group start: its
  // order is apart, like any phone's outside the group (lib/tab/visit-orders.js afterOrder).
  if (
    visit &&
    tabs.afterOrder(e.app, entry, visit, cents, guestToken, {
      id: e.record.id,
      items: priced.items,
      created: e.record.getString("created"),
      tax: fields.tax || null,
    })
  )
    e.record.set("visit", "");
  // A cart priced before a price list began or ended: the order says its prices changed, the
  // guest page tells the guest (docs/tax-and-receipts.md#price-lists).
  // The tax breakdown is a hidden field (an order's JSON at a venue without tax is the spec's):
  // the guest's answer carries it where there is one.
  if (fields.tax) e.record.unhide("tax");
  if (timed && lib("money/money-rules").pricesChanged(sentItems, priced.items)) {
    e.record.withCustomData(true).set("pricesChanged", true);
  }
  const json = save.answerNewOrder(e);
  lib("realtime/realtime").publishOrder(e.app, "create", e.record, json);
}

// The largest body a real order can need: its lines at most MAX_ITEMS_CHARS (lib/orders/order-lines.js),
// the other fields a few hundred bytes. A bigger one is refused by its Content-Length before a
// byte of it is read (checkBodySize).
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Refuses an order request whose body is over MAX_BODY_BYTES by its declared length, or that
 * declares none (chunked), before anything is read: a 400 (411 without a length), and the
 * connection is closed after the answer. Go reads a body no further than its Content-Length, so
 * what is read afterwards is bounded. Why not PocketBase's native body limit here: its 413 leaves
 * the unread body on a connection Go then reuses (PocketBase's wrapper hides the unread body from
 * Go's check), so the next "request" on it is read from the refused body's bytes.
 * @param {core.RequestEvent} e
 */
function checkBodySize(e) {
  const length = Number(e.request.contentLength);
  if (length >= 0 && length <= MAX_BODY_BYTES) return;
  e.response.header().set("Connection", "close");
  if (length < 0) throw new ApiError(411, "Send the order with its length (Content-Length).", {});
  throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
    "items",
    "An order can have at most " + lib("orders/order-lines").MAX_LINES + " lines: this one is too large.",
  );
}
// The orders collection's id, as PocketBase names a new collection ("pbc_" + the CRC-32 of
// "baseorders"; migration 1764000000 created it so). The routes are registered when the hooks
// load, before the database is open, so it cannot be looked up then;
// tests/integration/request-size.test.ts checks it is the id.
const ORDERS_ID = "pbc_3527180448";

/**
 * Every collection segment under which PocketBase's record routes reach `orders`: each spelling of
 * its name that Go's case folding takes for it (PocketBase finds a collection by name with
 * strings.EqualFold) and its id. The order routes (orders-create.pb.js) take all of them, so no spelling leads around
 * their body limit to PocketBase's generic route.
 * @returns {string[]}
 */
function collectionSegments() {
  // Go's strings.EqualFold folds "s" with "S" and with "ſ" (U+017F, long s): 2^5 x 3 spellings.
  const letters = ["oO", "rR", "dD", "eE", "rR", "sS\u017f"];
  let out = [""];
  for (const choices of letters) {
    const next = [];
    for (const prefix of out) for (const c of choices) next.push(prefix + c);
    out = next;
  }
  out.push(ORDERS_ID);
  return out;
}

/**
 * POST /api/collections/orders/records (and every other spelling, collectionSegments): what
 * PocketBase's record create does for an order, behind the route's body limit. Guests and staff
 * orders use the lower-case name (the app and the SDK do); other spellings and the id are for
 * superusers (the dashboard uses the id) and a 404 for anyone else, before the body is read.
 * Superusers' creates load the body the way PocketBase's own create does (every field, modifiers
 * such as `total+`), then create() below; the answer is the record, expanded as asked.
 * @param {core.RequestEvent} e
 */
function route(e) {
  // A signed-in client (staff's New order, or an account ordering like a guest) is counted per
  // account: its path's rule lets sessions through (lib/team/staff-limit.js). A guest: one field read.
  if (e.auth) lib("team/staff-limit").countOrderRequest(e, "create");
  checkBodySize(e);
  const superuser = e.hasSuperuserAuth();
  const segment = String(e.request.url.path).split("/")[3];
  if (segment !== "orders" && !superuser) throw new NotFoundError("Missing collection context.");
  const record = new Record(e.app.findCachedCollectionByNameOrId("orders"));
  const info = e.requestInfo();
  if (superuser) {
    const form = new RecordUpsertForm(e.app, record);
    form.grantSuperuserAccess();
    form.load(record.replaceModifiers(info.body || {}));
  }
  /** @type {any} */
  const ev = {
    app: e.app,
    record: record,
    auth: e.auth,
    requestEvent: e,
    hasSuperuserAuth: () => superuser,
    requestInfo: () => info,
    set: (key, value) => e.set(key, value),
    json: (status, data) => e.json(status, data),
    string: (status, data) => e.string(status, data),
    // PocketBase's save of the record (superusers only: a guest's order is written by create()).
    next: () => {
      try {
        ev.app.save(record);
      } catch (err) {
        throw new BadRequestError("Failed to create record.", err && err.value !== undefined ? err.value : err);
      }
    },
  };
  create(ev);
  if (superuser) {
    $apis.enrichRecord(e, record);
    return e.json(200, record);
  }
}

module.exports = { create, route, checkBodySize, collectionSegments, MAX_BODY_BYTES, ORDERS_ID };
