// Orders and table visits (docs/table-tab.md#orders-join-the-visit). With tabs on (the venue's
// tableService is "tab"), the first order at a table opens its visit and every later order of that
// table, from any phone or entered by staff, carries the visit's id until the staff close it. A
// venue that switches tabs off keeps its open visits until they are closed (the switch affects
// tables that open afterwards); a venue that never had a tab pays one $app.store() read per order.
const domain = require(`${__hooks}/lib/shared/domain.js`);
const store = require(`${__hooks}/lib/tab/visit-store.js`);

/** Whether the venue of a cached menu entry (lib/menu/menu-data.js) keeps table tabs. */
function isTabVenue(entry) {
  return String(entry.data.venue.tableService || "") === "tab";
}

// What the orders of one visit may hold (docs/table-tab.md#limits). Every change of a visit (a cart
// line, a join, an order, a kitchen's start or finish) reads and sends all of them again
// (lib/tab/visit-live.js), so without a bound one table that anybody can order to makes every later
// change of it slower and its messages bigger: 200 orders of 50 lines made each cart line 0.7 s
// and 2.4 MB, to each member and staff screen. The lines count the bill, the bytes its stored
// text (what is parsed), the orders what ordersOf reads (its MAX_ORDERS: a bill is never cut).
const MAX_VISIT_LINES = 500;
const MAX_VISIT_BYTES = 500000;
const FULL = "This table's tab is full: ask the staff to settle it before ordering more.";

/**
 * Refuses (409, nothing changed) order lines `items` that would take the visit's orders past
 * MAX_VISIT_LINES lines, MAX_VISIT_BYTES of stored lines or MAX_ORDERS orders. `replacing`: the id
 * of the order these lines replace (an edit), else "" (a new order). One indexed query, summed in
 * SQLite: nothing of the orders is parsed here.
 * @param {CoreApp} app
 * @param {string} visitId
 * @param {any[]} items
 * @param {string} replacing
 */
function checkRoom(app, visitId, items, replacing) {
  const row = new DynamicModel({ n: 0, lines: 0, bytes: 0 });
  app
    .db()
    .newQuery("SELECT " + ROOM_COLUMNS + " FROM {{orders}} WHERE [[visit]] = {:v} AND [[id]] != {:except}")
    .bind({ v: visitId, except: replacing || "" })
    .one(row);
  refuseFull({ n: Number(row.n), lines: Number(row.lines), bytes: Number(row.bytes) }, items);
}

// What checkRoom sums over a visit's orders, in SQLite (kept on the visit's row too, for a group
// send: pb_migrations/1771100000_visit_room.js, lib/tab/visit-store.js findForSend).
const ROOM_COLUMNS =
  "COUNT(*) AS n, " +
  "COALESCE(SUM(CASE WHEN json_valid([[items]]) THEN json_array_length([[items]]) ELSE 0 END), 0) AS lines, " +
  "COALESCE(SUM(length([[items]])), 0) AS bytes";

/**
 * checkRoom's refusal of lines `items` joining orders that hold `room` ({n, lines, bytes}: the
 * visit's orders, their lines and stored bytes, as ROOM_COLUMNS sums them).
 * @param {{ n: number, lines: number, bytes: number }} room
 * @param {any[]} items
 */
function refuseFull(room, items) {
  const orders = Number(room.n) + 1;
  const lines = Number(room.lines) + items.length;
  const bytes = Number(room.bytes) + JSON.stringify(items).length;
  const maxOrders = require(`${__hooks}/lib/tab/visit-live.js`).MAX_ORDERS;
  if (orders > maxOrders || lines > MAX_VISIT_LINES || bytes > MAX_VISIT_BYTES) {
    throw new ApiError(409, FULL, {});
  }
}

/**
 * The visit a new order of `tableSlug` with lines `items` joins (opening it when the venue keeps
 * tabs), or null for an order on no tab. Refuses (4xx, nothing changed) an order the visit cannot
 * take. `who`: {staff, guestToken, key} of the order (docs/table-tab.md#who-orders-onto-the-tab):
 * - the staff's orders and a member's join the table's visit;
 * - a phone with the table's key (lib/tables/table-keys.js) opens the visit, or joins one nobody is a
 *   member of yet (and becomes its first member, afterOrder);
 * - a phone with the key that is not in the table's group orders apart: its order is on no tab
 *   (never reopens the party's bill, takes none of its room, is not on its bill); the staff see it
 *   marked on the board and add it to the right tab (adoptOrder);
 * - at a tab venue a phone without the key is refused (403): it is told to scan the code on the
 *   table. At a venue without tabs it orders as the spec says, on no tab.
 */
function visitForOrder(app, entry, tableSlug, totalCents, items, who) {
  const isTab = isTabVenue(entry);
  if (!isTab && !store.hasOpenVisits(app, entry.venueId)) return null;
  const staff = !!(who && who.staff);
  const token = (who && who.guestToken) || "";
  const keyed = staff || require(`${__hooks}/lib/tables/table-keys.js`).keyMatches(entry, tableSlug, who && who.key);
  // With the room its orders take, kept on the row (checked below without summing every order).
  let visit = store.findOpenForOrder(app, entry.venueId, tableSlug);
  if (!visit) {
    if (!isTab) return null;
    if (!keyed) throw new ForbiddenError(require(`${__hooks}/lib/tab/visit-api.js`).SCAN_THE_CODE);
    visit = store.openVisit(app, entry.venueId, tableSlug, []);
  } else if (!staff && !store.memberOf(visit, token) && !(keyed && !visit.members.length)) {
    if (isTab && !keyed) throw new ForbiddenError(require(`${__hooks}/lib/tab/visit-api.js`).SCAN_THE_CODE);
    return null;
  }
  const step = domain.nextVisit(store.stateOf(visit), { type: "order", totalCents: totalCents });
  if (!step.ok) throw new ApiError(step.status, step.message, {});
  if (visit.room) refuseFull(visit.room, items);
  else checkRoom(app, visit.id, items, "");
  return visit;
}

/**
 * The staff add an order that is on no tab (a phone outside the group ordered at the table) to the
 * visit `visit`: the order takes the visit's table and is on its bill. Refused (4xx, nothing
 * changed) for another venue's order, a finished one, one on a tab already, and one the visit cannot
 * take (a paid share, its limits). One transaction on fresh reads.
 * @param {CoreApp} app
 * @param {any} visit
 * @param {any} orderId
 */
function adoptOrder(app, visit, orderId) {
  const id = String(orderId || "");
  if (!/^[a-z0-9]{15}$/.test(id)) throw new BadRequestError("Name the order to add to this tab.");
  let record = null;
  app.runInTransaction((txApp) => {
    let order;
    try {
      order = txApp.findRecordById("orders", id);
    } catch (_) {
      order = null;
    }
    if (!order || order.getString("user") !== visit.user) throw new NotFoundError("This order does not exist.");
    if (order.getString("visit")) throw new ApiError(409, "This order is on a tab already.", {});
    if (order.getBool("finished")) throw new ApiError(409, "This order is finished: it cannot join a tab.", {});
    const fresh = store.findVisit(txApp, visit.id);
    if (!fresh || fresh.status === "closed") throw new ApiError(409, "This table's visit has ended.", {});
    let items;
    try {
      items = JSON.parse(order.getString("items") || "[]");
    } catch (_) {
      items = [];
    }
    const cents = Math.round(order.getFloat("total") * 100);
    const step = domain.nextVisit(store.stateOf(fresh), { type: "order", totalCents: cents });
    if (!step.ok) throw new ApiError(step.status, step.message, {});
    checkRoom(txApp, fresh.id, Array.isArray(items) ? items : [], "");
    txApp
      .db()
      .newQuery(
        "UPDATE {{orders}} SET [[visit]] = {:v}, [[tableSlug]] = {:t}, [[updated]] = {:at} WHERE [[id]] = {:id}",
      )
      .bind({ v: fresh.id, t: fresh.tableSlug, at: store.now(), id: id })
      .execute();
    if (step.state.status !== fresh.status) {
      store.writeVisit(txApp, fresh.id, { status: step.state.status, bill: step.state.bill, billRequestedAt: "" });
    }
    record = txApp.findRecordById("orders", id);
  });
  if (record) require(`${__hooks}/lib/realtime/realtime.js`).publishOrder(app, "update", record);
}

/**
 * After the order is stored: an order with money drops a bill nobody paid yet (the guests ask
 * again); the first guest who orders at a visit nobody joined yet becomes its first member (who can
 * invite the others). Then the visit's members and staff hear of it: when nothing of the visit
 * changes (an order on an open tab, at a venue without money rules) only the new order's lines
 * (lib/tab/visit-live.js publishOrdered), else the whole view. `visit`: visitForOrder's;
 * `entry`: the venue's cached menu entry; `order`: the stored order ({id, items, created, tax}).
 * Returns true when the order left the tab (a group started meanwhile).
 */
function afterOrder(app, entry, visit, totalCents, guestToken, order) {
  const orderId = order.id;
  const changes = {};
  const step = domain.nextVisit(store.stateOf(visit), { type: "order", totalCents: totalCents });
  if (step.ok && step.state.status !== visit.status) {
    changes.status = step.state.status;
    changes.bill = step.state.bill;
    changes.billRequestedAt = "";
  }
  const joining = !!guestToken && !store.memberOf(visit, guestToken) && !visit.members.length;
  if (joining) changes.members = [{ t: guestToken, name: "", n: 1 }];
  let detached = false;
  if (Object.keys(changes).length) {
    app.runInTransaction((txApp) => {
      // On a fresh read: a group started meanwhile keeps its members, and this guest (not one of
      // them) orders apart like any phone outside the group: its order leaves the tab, and changes
      // nothing of it (docs/table-tab.md#orders-join-the-visit).
      const fresh = store.findVisit(txApp, visit.id);
      if (joining && fresh && fresh.members.length && !store.memberOf(fresh, guestToken)) {
        txApp
          .db()
          .newQuery("UPDATE {{orders}} SET [[visit]] = '' WHERE [[id]] = {:id}")
          .bind({ id: String(orderId || "") })
          .execute();
        detached = true;
        return;
      }
      // A number no phone of this visit had (a reset group's phones keep theirs on their lines).
      if (joining && fresh) changes.members = [{ t: guestToken, name: "", n: store.nextMemberNo(txApp, fresh) }];
      store.writeVisit(txApp, visit.id, changes);
    });
  }
  const live = require(`${__hooks}/lib/tab/visit-live.js`);
  // Nothing of the visit's row changed (no transaction above): its members and staff hear only
  // the new order's lines, which their views gain (docs/table-tab.md#sending). A requested bill,
  // a join, money rules (charges worked out from every line): the whole view, as before. So is a
  // visit that changed since it was read (a phone that joined meanwhile hears the view with the order).
  if (
    !Object.keys(changes).length &&
    visit.room &&
    visit.status === "open" &&
    !entry.money &&
    store.isUnchanged(app, visit)
  ) {
    live.publishOrdered(app, entry, visit, visit.room.n + 1, {
      id: orderId,
      items: order.items,
      guestToken: guestToken,
      created: order.created,
      tax: order.tax || null,
    });
    return false;
  }
  live.publishVisit(app, visit.id);
  return detached;
}

/**
 * A staff edit or delete of an order of the visit that changes its money by `deltaCents`, as a new
 * order with money does: a bill nobody paid yet is dropped (the guests ask again), and once part of
 * the bill is paid it is refused (409, nothing changed): the shares were planned for the orders as
 * they were. `write` false only checks. A closed visit's orders are finished (frozen) already.
 * @param {CoreApp} app
 * @param {string} visitId
 * @param {number} deltaCents
 * @param {boolean} write
 */
function moneyChanged(app, visitId, deltaCents, write) {
  if (!visitId || !deltaCents) return;
  const visit = store.findVisit(app, visitId);
  if (!visit || visit.status === "closed") return;
  const step = domain.nextVisit(store.stateOf(visit), { type: "order", totalCents: deltaCents });
  if (!step.ok) throw new ApiError(409, "Part of this table's bill is paid: its orders cannot change now.", {});
  if (write && step.state.status !== visit.status) {
    store.writeVisit(app, visitId, { status: step.state.status, bill: step.state.bill, billRequestedAt: "" });
  }
}

/**
 * The orders at a table with an open tab that are not on it (the board's "Orders outside the
 * table's tab", GET /api/venue/visits/apart): unfinished, with money, made since the tab opened,
 * oldest first, at most 200. [{id, table, totalCents, created, lines}] ("Soup × 2, Tea × 1").
 * @param {CoreApp} app
 * @param {string} venueId
 */
function apartOrders(app, venueId) {
  const rows = arrayOf(new DynamicModel({ id: "", table: "", cents: 0, created: "", items: "" }));
  app
    .db()
    .newQuery(
      "SELECT o.[[id]] AS id, o.[[tableSlug]] AS [[table]], CAST(ROUND(o.[[total]] * 100) AS INTEGER) AS cents, " +
        "o.[[created]] AS created, o.[[items]] AS items FROM {{orders}} o JOIN {{visits}} v " +
        "ON v.[[user]] = o.[[user]] AND v.[[tableSlug]] = o.[[tableSlug]] AND v.[[status]] != 'closed' " +
        "WHERE o.[[user]] = {:u} AND o.[[finished]] = FALSE AND o.[[visit]] = '' AND o.[[total]] > 0 " +
        "AND o.[[created]] >= v.[[created]] ORDER BY o.[[created]], o.[[id]] LIMIT 200",
    )
    .bind({ u: venueId })
    .all(rows);
  return rows.map((r) => {
    let items;
    try {
      items = JSON.parse(String(r.items || "[]"));
    } catch (_) {
      items = [];
    }
    const lines = (Array.isArray(items) ? items : [])
      .map((l) => String((l && l.title) || "") + " × " + String((l && l.count) || 1))
      .join(", ");
    return { id: r.id, table: r.table, totalCents: Number(r.cents) || 0, created: r.created, lines: lines };
  });
}

module.exports = {
  apartOrders,
  MAX_VISIT_LINES,
  MAX_VISIT_BYTES,
  isTabVenue,
  checkRoom,
  refuseFull,
  visitForOrder,
  adoptOrder,
  afterOrder,
  moneyChanged,
};
