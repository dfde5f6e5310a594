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
  };
  // The tax per line and rate, kept on the order (docs/tax-and-receipts.md#tax); venues with tax only.
  if (entry.money && entry.money.tax) {
    fields.tax = require(`${__hooks}/lib/money/money-rules.js`).orderTaxOf(entry, priced.items, false);
  }
  const record = new Record(app.findCachedCollectionByNameOrId("orders"));
  record.load(fields);
  try {
    save.insertGuestOrder(/** @type {any} */ ({ app: app, record: record }), fields);
  } catch (err) {
    if (alreadySent(app, entry.venueId, requestId)) throw new ApiError(409, "This cart was already sent.", {});
    throw err;
  }

  // Who added each line of the order and how many, by its line key ([[member n, count], ...] in
  // the order they added it): priceLines merges one dish's lines into one order line for the
  // kitchen, and the bill shows it again as one line per member (lib/tab/visit-live.js billLines).
  const by = {};
  for (const l of visit.cart) {
    const list = by[l.dishId] || (by[l.dishId] = []);
    const mine = list.find((a) => a[0] === l.n);
    if (mine) mine[1] += l.count;
    else list.push([l.n, l.count]);
  }
  const realtime = require(`${__hooks}/lib/realtime/realtime.js`);
  const json = JSON.stringify(record);
  // The visit's write, in one UPDATE that holds only if nothing changed the visit since it was
  // read above (store.writeSent); else read again and written in a transaction, as any change.
  const at = store.now();
  const moved = step.state.status !== visit.status ? step.state : null;
  if (store.writeSent(app, visit, record.id, by, moved, at)) {
    realtime.publishOrder(app, "create", record, json);
    // The visit as it is now, as far as the new order's bill lines need it (its takes and parts
    // hold none of the new order's line keys; findForSend does not read them).
    const after = Object.assign({}, visit, {
      cart: [],
      cartVersion: v + 1,
      updated: at,
      lineBy: { [record.id]: by },
      claims: {},
      parts: [],
    });
    if (moved) Object.assign(after, { status: moved.status, bill: moved.bill, billRequestedAt: "" });
    const order = {
      id: record.id,
      items: priced.items,
      guestToken: me.t,
      created: record.getString("created"),
      tax: fields.tax || null,
    };
    const delta = require(`${__hooks}/lib/tab/visit-live.js`).publishSent(app, entry, after, v, order);
    return { record: record, json: json, delta: delta };
  }
  const sent = visit.cart.map((l) => l.id);
  app.runInTransaction((txApp) => {
    const fresh = store.findVisit(txApp, visit.id);
    const lineBy = fresh.lineBy;
    lineBy[record.id] = by;
    const changes = {
      cart: fresh.cart.filter((l) => sent.indexOf(l.id) < 0),
      cartVersion: fresh.cartVersion + 1,
      lineBy: lineBy,
    };
    const after = domain.nextVisit(store.stateOf(fresh), { type: "order", totalCents: cents });
    if (after.ok && after.state.status !== fresh.status) {
      changes.status = after.state.status;
      changes.bill = after.state.bill;
      changes.billRequestedAt = "";
    }
    store.writeVisit(txApp, visit.id, changes);
  });
  realtime.publishOrder(app, "create", record, json);
  return { record: record, json: json, delta: "" };
}

module.exports = { sendCart, requestIdOf };
