// A member sends the group's cart as one order (docs/table-tab.md#sending). The order is priced and
// stored exactly like a guest's (lib/orders/order-lines.js, lib/orders/order-save.js), under the client request
// id "g:<visit>:<cart version>": the unique index (venue, clientRequestId) stores it once, however
// many members press Send for that version of the cart. The ':' keeps it out of the guests' own
// ids (lib/orders/order-create.js takes only letters, digits, '-' and '_'): a stranger who learned the
// visit's id once reserved "g<visit>v1", "v2"... with waiter calls, and the party's Send got 409.
const domain = require(`${__hooks}/lib/shared/domain.js`);
const store = require(`${__hooks}/lib/tab/visit-store.js`);

function requestIdOf(visitId, version) {
  return "g:" + visitId + ":" + version;
}

function alreadySent(app, venueId, requestId) {
  return require(`${__hooks}/lib/shared/keyed.js`).orderByRequestId(app, venueId, requestId) !== null;
}

/**
 * Sends version `version` of the visit's cart as one order by member `me`; returns the stored order
 * record, its public JSON (the realtime message's, reused by the answer) and the send's delta JSON
 * (lib/tab/visit-live.js publishSent, already published), or "" when the visit changed meanwhile:
 * then the caller publishes the whole view (publishVisitJson).
 */
function sendCart(app, entry, visit, me, version) {
  const lines = require(`${__hooks}/lib/orders/order-lines.js`);
  const menu = require(`${__hooks}/lib/menu/menu-data.js`);
  const save = require(`${__hooks}/lib/orders/order-save.js`);
  const v = Number(version);
  if (!Number.isInteger(v) || v < 0) throw new BadRequestError("Send the cart version you saw.");
  const requestId = requestIdOf(visit.id, v);
  // A version sent before is not the visit's any more (the send moved it on): which of the two the
  // phone hears is looked up only then. A send of the current version that raced another is
  // refused by the unique index (venue, clientRequestId) at the INSERT below, with the same 409.
  if (v !== visit.cartVersion) {
    if (alreadySent(app, entry.venueId, requestId)) throw new ApiError(409, "This cart was already sent.", {});
    throw new ApiError(409, "The cart changed meanwhile: check it and send again.", {});
  }
  if (!visit.cart.length) throw new BadRequestError("The cart is empty.");

  const minutes = require(`${__hooks}/lib/shared/timezone.js`).venueMinutes(String(entry.timeZone));
  const priced = lines.priceLines(
    app,
    entry.venueId,
    // Each line's key, count and options: priced and checked again exactly like a direct order.
    domain.cartOrderLines(visit.cart),
    {
      isServed: (dish) => lines.isServedAt(dish.timeServed, minutes),
      findDishes: (a, ids) => menu.dishesOf(a, entry, ids),
      // A price list that holds now (docs/tax-and-receipts.md#price-lists).
      timedPrice: require(`${__hooks}/lib/money/money-rules.js`).timedPriceOf(entry),
    },
  );
  const cents = domain.toCents(priced.total);
  const step = domain.nextVisit(store.stateOf(visit), { type: "order", totalCents: cents });
  if (!step.ok) throw new ApiError(step.status, step.message, {});
  // The tab's limits, on the sums read with the visit (lib/tab/visit-api.js sender).
  const orders = require(`${__hooks}/lib/tab/visit-orders.js`);
  if (visit.room) orders.refuseFull(visit.room, priced.items);
  else orders.checkRoom(app, visit.id, priced.items, "");

  const fields = {
    user: entry.venueId,
    userSlug: String(entry.link),
    tableSlug: visit.tableSlug,
    items: priced.items,
    total: priced.total,
    started: false,
    finished: false,
    guestToken: me.t,
    clientRequestId: requestId,
    currency: String(entry.data.venue.currency || ""),
    visit: visit.id,
    // Who added each line, kept on the order (the bill shows one line per member who added it).
    addedBy: addersOf(visit.cart),
  };
  // The tax per line and rate, kept on the order (docs/tax-and-receipts.md#tax); venues with tax only.
  if (entry.money && entry.money.tax) {
    fields.tax = require(`${__hooks}/lib/money/money-rules.js`).orderTaxOf(entry, priced.items, false);
  }
  const record = new Record(app.findCachedCollectionByNameOrId("orders"));
  record.load(fields);
  const realtime = require(`${__hooks}/lib/realtime/realtime.js`);
  // The usual send: the order's INSERT holds only while the visit is exactly as read above, and
  // its trigger empties the cart, moves its version on and moves `updated` to the order's
  // `created` (pb_migrations/1771150000_visit_send_in_insert.js): one statement, one commit. A
  // send that changes the visit's status (it drops a bill that was asked for), or whose visit
  // changed since it was read, is written in a transaction on a fresh read (sendInTransaction).
  const moved = step.state.status !== visit.status;
  /** @type {{ same: boolean, state: any }} */
  let written = { same: true, state: null };
  try {
    const fast =
      !moved &&
      save.insertGuestOrder(/** @type {any} */ ({ app: app, record: record }), fields, {
        visit: visit.id,
        version: v,
        status: visit.status,
        updated: visit.updated,
      });
    if (!fast) written = sendInTransaction(app, visit, record, fields, cents);
  } catch (err) {
    if (alreadySent(app, entry.venueId, requestId)) throw new ApiError(409, "This cart was already sent.", {});
    throw err;
  }
  const json = JSON.stringify(record);
  realtime.publishOrder(app, "create", record, json);
  // The visit changed since it was read: the caller publishes the whole view.
  if (!written.same) return { record: record, json: json, delta: "" };
  // The visit as it is now, as far as the new order's bill lines need it (its takes and parts
  // hold none of the new order's line keys; findForSend does not read them).
  const created = record.getString("created");
  const after = Object.assign({}, visit, {
    cart: [],
    cartVersion: v + 1,
    updated: created,
    claims: {},
    parts: [],
  });
  if (written.state) {
    Object.assign(after, { status: written.state.status, bill: written.state.bill, billRequestedAt: "" });
  }
  const order = {
    id: record.id,
    items: priced.items,
    guestToken: me.t,
    created: created,
    tax: fields.tax || null,
    addedBy: fields.addedBy,
  };
  const delta = require(`${__hooks}/lib/tab/visit-live.js`).publishSent(app, entry, after, v, order);
  return { record: record, json: json, delta: delta };
}

/**
 * Who added each line of a cart's order and how many, by its line key: {key: [[member n, count],
 * ...]} in the order they added it (the order's `addedBy`). priceLines merges one dish's lines into
 * one order line for the kitchen, and the bill shows it again as one line per member
 * (lib/tab/visit-live.js billLines).
 * @param {any[]} cart
 */
function addersOf(cart) {
  /** @type {Record<string, number[][]>} */
  const by = {};
  for (const l of cart) {
    const list = by[l.dishId] || (by[l.dishId] = []);
    const mine = list.find((a) => a[0] === l.n);
    if (mine) mine[1] += l.count;
    else list.push([l.n, l.count]);
  }
  return by;
}

/**
 * A send written on a fresh read of its visit, in one transaction: the order, then what it
 * changes of the visit. The order's INSERT empties the cart when the cart is still at the version
 * sent (the trigger); else the lines sent leave the cart here and the lines added since stay. A
 * requested bill an order with money drops is dropped. The visit's `updated` becomes the order's
 * `created`, as in the trigger. Returns whether the visit was still as the send read it (`same`:
 * then the send's delta tells the phones) and its new status and bill when they changed (`state`).
 * @param {CoreApp} app
 * @param {any} visit the visit as the send read it
 * @param {core.Record} record the new order, loaded with `fields`
 * @param {any} fields
 * @param {number} cents the order's total in cents
 * @returns {{ same: boolean, state: { status: string, bill: any } | null }}
 */
function sendInTransaction(app, visit, record, fields, cents) {
  const save = require(`${__hooks}/lib/orders/order-save.js`);
  const sent = visit.cart.map((l) => l.id);
  /** @type {{ same: boolean, state: { status: string, bill: any } | null }} */
  const written = { same: false, state: null };
  app.runInTransaction((txApp) => {
    const fresh = store.findVisit(txApp, visit.id);
    if (!fresh || fresh.status === "closed") throw new ApiError(409, "This table's visit has ended.", {});
    written.same =
      fresh.cartVersion === visit.cartVersion && fresh.status === visit.status && fresh.updated === visit.updated;
    save.insertGuestOrder(/** @type {any} */ ({ app: txApp, record: record }), fields);
    /** @type {Record<string, any>} */
    const changes = {};
    if (fresh.cartVersion !== visit.cartVersion) {
      // Lines were added or removed since the send read the cart: the trigger left the cart alone.
      changes.cart = fresh.cart.filter((l) => sent.indexOf(l.id) < 0);
      changes.cartVersion = fresh.cartVersion + 1;
    }
    const after = domain.nextVisit(store.stateOf(fresh), { type: "order", totalCents: cents });
    if (after.ok && after.state.status !== fresh.status) {
      changes.status = after.state.status;
      changes.bill = after.state.bill;
      changes.billRequestedAt = "";
      written.state = after.state;
    }
    if (Object.keys(changes).length) store.writeVisit(txApp, visit.id, changes, record.getString("created"));
  });
  return written;
}

module.exports = { sendCart, requestIdOf };
