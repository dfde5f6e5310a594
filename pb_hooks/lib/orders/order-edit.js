// Owner updates of an order (docs/ordering.md#order-states, #edit-order), for their route
// (orders-owner.pb.js) and PocketBase's record update hook. The server is the authority:
//  - state moves one way only: started false -> true, finished implies started, never un-finished;
//  - user and userSlug never change; a finished order's lines are frozen;
//  - a line the order already has keeps its stored title, price and extras (only its count
//    changes, also when its dish is gone); a finished order is frozen (any PATCH of it is a 400,
//    an empty one included); only lines the edit adds are priced from the dish
//    records; total is always recomputed from the lines;
//  - the whole check-and-save runs in one transaction against a fresh read of the order, so an
//    edit that raced a combine (or another edit) is refused instead of silently losing lines.

/**
 * Checks and applies an edit of an order: `e` is PocketBase's record update request event, or the
 * same shape built by route() (app, record, auth, requestInfo(), hasSuperuserAuth(), next() = save).
 * @param {core.RecordRequestEvent} e
 */
function edit(e) {
  const lines = require(`${__hooks}/lib/orders/order-lines.js`);
  const body = e.requestInfo().body || {};
  const has = (k) => Object.prototype.hasOwnProperty.call(body, k);
  const bad = require(`${__hooks}/lib/shared/errors.js`).fieldError;

  e.app.runInTransaction((txApp) => {
    let fresh;
    try {
      fresh = txApp.findRecordById("orders", e.record.id);
    } catch (_) {
      throw new NotFoundError("Order not found.");
    }
    const before = e.record.original();
    const sameState =
      fresh.getString("updated") === before.getString("updated") &&
      toString(fresh.get("items")) === toString(before.get("items")) &&
      fresh.getBool("started") === before.getBool("started") &&
      fresh.getBool("finished") === before.getBool("finished");
    // Optional optimistic check from the client: the `updated` value its edit was based on.
    const expected = has("expectedUpdated") ? String(body.expectedUpdated || "") : "";
    const isStaleClient = expected !== "" && expected !== fresh.getString("updated");
    if (!sameState || isStaleClient) {
      throw new ApiError(409, "The order was changed meanwhile. Reload and try again.", {});
    }

    if (e.record.getString("user") !== before.getString("user")) throw bad("user", "The order's venue cannot change.");
    if (e.record.getString("userSlug") !== before.getString("userSlug")) {
      throw bad("userSlug", "The order's venue link cannot change.");
    }
    // The table tab an order belongs to is the server's (docs/table-tab.md).
    if (e.record.getString("visit") !== before.getString("visit") && !e.hasSuperuserAuth()) {
      throw bad("visit", "An order's table visit cannot be changed.");
    }
    // Its table too, while the visit is open: the order would be served at one table and billed at
    // another. The staff move the whole visit (POST /api/venue/visits/{id}/move).
    if (
      before.getString("visit") &&
      e.record.getString("tableSlug") !== before.getString("tableSlug") &&
      !e.hasSuperuserAuth()
    ) {
      const visit = require(`${__hooks}/lib/tab/visit-store.js`).findVisit(txApp, before.getString("visit"));
      if (visit && visit.status !== "closed") {
        throw bad("tableSlug", "This order is on table " + visit.tableSlug + "'s tab: move the whole visit instead.");
      }
    }

    // [takeaway, docs/takeaway.md] A takeaway order keeps its pickup, and a table order never becomes
    // one without a pickup number: neither side of "takeaway" is an edit's to cross.
    const toTable = e.record.getString("tableSlug");
    if (
      toTable !== before.getString("tableSlug") &&
      (toTable === "takeaway" || before.getString("tableSlug") === "takeaway") &&
      !e.hasSuperuserAuth()
    ) {
      throw bad("tableSlug", "A takeaway order stays a takeaway order, and a table order stays at a table.");
    }

    const wasStarted = before.getBool("started");
    const wasFinished = before.getBool("finished");
    const isFinished = e.record.getBool("finished");
    // The app finishes with a plain `finished=true` update; an order finished without being started
    // was evidently handled, so it counts as started too (finished always implies started).
    if (isFinished && !wasFinished && !e.record.getBool("started")) e.record.set("started", true);
    const isStarted = e.record.getBool("started");
    if (wasStarted && !isStarted) throw bad("started", "A started order cannot be un-started.");
    if (wasFinished && !isFinished) throw bad("finished", "A finished order cannot be reopened.");
    if (wasFinished && (has("items") || has("total") || has("started") || has("tableSlug"))) {
      const changed =
        (has("items") && toString(e.record.get("items")) !== toString(before.get("items"))) ||
        (has("tableSlug") && e.record.getString("tableSlug") !== before.getString("tableSlug"));
      if (changed) throw bad("items", "A finished order cannot be edited.");
    }
    // Frozen, a save that changes nothing included: it would still move `updated`.
    if (wasFinished) throw new BadRequestError("A finished order cannot be changed.");

    const oldItems = lines.jsonField(before, "items", []) || [];
    let items = oldItems;
    if (has("items")) {
      const raw = lines.parseItems(body.items);
      if (!Array.isArray(raw)) throw bad("items", "The order lines are malformed.");
      if (raw.length > lines.MAX_LINES) throw bad("items", "An order can have at most " + lines.MAX_LINES + " lines.");
      // Keyed by the client's dishIds: no prototype, so "__proto__" is a key like any other.
      const previous = Object.create(null);
      for (const it of oldItems) previous[String(it.dishId)] = it;
      // A line the order already has keeps its stored title, price and extras (what the guest
      // agreed to), even when its dish was changed or deleted since: only its count changes.
      // Only lines the edit adds are priced from the dish records.
      const kept = [];
      const keptById = Object.create(null);
      const added = [];
      for (const l of raw) {
        if (!l || typeof l !== "object") throw bad("items", "An order line is malformed.");
        const n = Number(l.count);
        if (!Number.isFinite(n) || n < 0) throw bad("items", "Counts cannot go below 0.");
        // A line at 0 is a removed line (minus removes the line at 0).
        if (n === 0) continue;
        if (!Number.isInteger(n) || n > lines.MAX_COUNT) {
          throw bad("items", "Each count must be a whole number from 1 to " + lines.MAX_COUNT + ".");
        }
        const id = String(l.dishId || "");
        const old = previous[id];
        if (old) {
          const count = lines.isWaiterKind(id) ? 1 : n;
          if (keptById[id]) keptById[id].count = Math.min(lines.MAX_COUNT, keptById[id].count + count);
          else {
            keptById[id] = Object.assign({}, old, { count: count });
            kept.push(keptById[id]);
          }
        } else if (lines.isWaiterKind(id)) {
          throw bad("items", "A waiter request is an order of its own.");
        } else added.push(l);
      }
      // A waiter call stays a waiter call: no dish joins it (that would send it to the kitchen).
      const domain = require(`${__hooks}/lib/shared/domain.js`);
      if (added.length && domain.hasWaiterLine(oldItems)) throw bad("items", domain.WAITER_CALL_NOT_COMBINED);
      const venueId = before.getString("user");
      const priced = lines.priceLines(txApp, venueId, added, { requireAvailable: false, allowEmpty: true });
      items = kept.slice();
      for (const it of priced.items) {
        // A new line that comes out identical to a line the order has adds to it (at its old price).
        const same = keptById[it.dishId];
        if (same) same.count = Math.min(lines.MAX_COUNT, same.count + it.count);
        else items.push(it);
      }
      if (items.length > lines.MAX_LINES)
        throw bad("items", "An order can have at most " + lines.MAX_LINES + " lines.");
      // An order of a table visit: the visit's orders stay within their bounds (lib/tab/visit-orders.js).
      const visitId = before.getString("visit");
      if (visitId) require(`${__hooks}/lib/tab/visit-orders.js`).checkRoom(txApp, visitId, items, before.id);
      e.record.set("items", items);
    }
    e.record.set("total", lines.orderTotal(items));
    // [money rules, docs/tax-and-receipts.md#tax] The stored tax follows the lines.
    const oldTax = items !== oldItems ? lines.jsonField(before, "tax", null) : null;
    if (oldTax) {
      const tax = require(`${__hooks}/lib/money/money-rules.js`).retax(
        txApp,
        before.getString("user"),
        [{ items: oldItems, tax: oldTax }],
        items,
        before.getString("tableSlug") === "takeaway",
      );
      if (tax) e.record.set("tax", tax);
    }
    // Lines a guest paid for early (docs/table-tab.md#pay-your-part) do not change afterwards.
    if (items !== oldItems && JSON.stringify(items) !== JSON.stringify(oldItems)) {
      require(`${__hooks}/lib/tab/visit-parts.js`).refusePaidOrder(txApp, before.getString("visit"), before.id);
    }
    // An order of a table visit whose money changes: its bill follows (lib/tab/visit-orders.js).
    const cents = (r) => Math.round(r.getFloat("total") * 100);
    require(`${__hooks}/lib/tab/visit-orders.js`).moneyChanged(
      txApp,
      before.getString("visit"),
      cents(e.record) - cents(before),
      true,
    );
    require(`${__hooks}/lib/orders/order-who.js`).signEdit(txApp, e, body);
    e.app = txApp;
    e.next();
    // A takeaway order handed over (finished) is paid at the counter: its receipt, in this
    // transaction (docs/tax-and-receipts.md#receipts); one paid online has its receipt already.
    if (isFinished && !wasFinished && e.record.getInt("pickupNumber") > 0) {
      require(`${__hooks}/lib/money/receipts.js`).issueForOrder(txApp, e.record, "", "counter");
    }
  });
}

/**
 * PATCH /api/collections/orders/records/{id} (and every other spelling of the collection,
 * lib/orders/order-create.js collectionSegments): what PocketBase's record update does for an order,
 * behind the route's body limit (orders-owner.pb.js says why). The collection's update rule
 * (the signed-in owner's own order, `user` unchanged) decides who may: anyone else gets
 * PocketBase's 404, before the body is read. The body is loaded the way PocketBase's update loads
 * it (hidden fields kept for non-superusers, modifiers such as `total+`), then the relation check
 * (lib/access/relations.js) and edit() above; the answer is the record, expanded as asked.
 * @param {core.RequestEvent} e
 */
function route(e) {
  // Start, Finish and edits are counted per account: the path's rule lets sessions through
  // (lib/team/staff-limit.js); a request without one is a 404 below, under the address's rule.
  if (e.auth) require(`${__hooks}/lib/team/staff-limit.js`).countOrderRequest(e, "action");
  require(`${__hooks}/lib/orders/order-create.js`).checkBodySize(e);
  const superuser = e.hasSuperuserAuth();
  const segment = String(e.request.url.path).split("/")[3];
  const notFound = () => new NotFoundError("The requested resource wasn't found.");
  if (segment !== "orders" && !superuser) throw new NotFoundError("Missing collection context.");
  const auth = e.auth;
  // The owner, or a member whose role handles orders or the kitchen (lib/orders/order-who.js narrows the
  // kitchen role to start and finish).
  const actor = require(`${__hooks}/lib/team/staff.js`).actorOf(auth);
  const ownerId = actor && require(`${__hooks}/lib/team/staff.js`).may(actor.role, "kitchen") ? actor.venue : "";
  if (!superuser && !ownerId) throw notFound();
  let record;
  try {
    record = e.app.findRecordById("orders", e.request.pathValue("id"));
  } catch (_) {
    throw notFound();
  }
  if (!superuser && record.getString("user") !== ownerId) throw notFound();
  const info = e.requestInfo();
  const body = info.body || {};
  if (!superuser && body.user !== undefined && String(body.user) !== ownerId) throw notFound();
  const form = new RecordUpsertForm(e.app, record);
  if (superuser) form.grantSuperuserAccess();
  form.load(record.replaceModifiers(body));
  /** @type {any} */
  const ev = {
    app: e.app,
    record: record,
    auth: auth,
    hasSuperuserAuth: () => superuser,
    requestInfo: () => info,
    next: () => {
      try {
        ev.app.save(record);
      } catch (err) {
        throw new BadRequestError("Failed to update record.", err && err.value !== undefined ? err.value : err);
      }
    },
  };
  require(`${__hooks}/lib/access/relations.js`).assertOwnRelations(ev.app, ev, false);
  edit(ev);
  $apis.enrichRecord(e, record);
  return e.json(200, record);
}

module.exports = { edit, route };
