// Orders and table visits (docs/table-tab.md#orders-join-the-visit). With tabs on (the venue's
// tableService is "tab"), the first order at a table opens its visit and every later order of that
// table, from any phone or entered by staff, carries the visit's id until the staff close it. A
// venue that switches tabs off keeps its open visits until they are closed (the switch affects
// tables that open afterwards); a venue that never had a tab pays one $app.store() read per order.
const domain = require(`${__hooks}/lib/domain.js`);
const store = require(`${__hooks}/lib/visit-store.js`);

/** Whether the venue of a cached menu entry (lib/menu-data.js) keeps table tabs. */
function isTabVenue(entry) {
  return String(entry.data.venue.tableService || "") === "tab";
}

// What the orders of one visit may hold (docs/table-tab.md#limits). Every change of a visit (a cart
// line, a join, an order, a kitchen's start or finish) reads and sends all of them again
// (lib/visit-live.js), so without a bound one table that anybody can order to makes every later
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
    .newQuery(
      "SELECT COUNT(*) AS n, " +
        "COALESCE(SUM(CASE WHEN json_valid([[items]]) THEN json_array_length([[items]]) ELSE 0 END), 0) AS lines, " +
        "COALESCE(SUM(length([[items]])), 0) AS bytes " +
        "FROM {{orders}} WHERE [[visit]] = {:v} AND [[id]] != {:except}",
    )
    .bind({ v: visitId, except: replacing || "" })
    .one(row);
  const orders = Number(row.n) + 1;
  const lines = Number(row.lines) + items.length;
  const bytes = Number(row.bytes) + JSON.stringify(items).length;
  const maxOrders = require(`${__hooks}/lib/visit-live.js`).MAX_ORDERS;
  if (orders > maxOrders || lines > MAX_VISIT_LINES || bytes > MAX_VISIT_BYTES) {
    throw new ApiError(409, FULL, {});
  }
}

/**
 * The visit a new order of `tableSlug` with lines `items` joins (opening it when the venue keeps
 * tabs), or null for a plain order. Refuses (4xx, nothing changed) an order the visit cannot take.
 */
function visitForOrder(app, entry, tableSlug, totalCents, items) {
  const isTab = isTabVenue(entry);
  if (!isTab && !store.hasOpenVisits(app, entry.venueId)) return null;
  let visit = store.findOpenVisit(app, entry.venueId, tableSlug);
  if (!visit) {
    if (!isTab) return null;
    visit = store.openVisit(app, entry.venueId, tableSlug, []);
  }
  const step = domain.nextVisit(store.stateOf(visit), { type: "order", totalCents: totalCents });
  if (!step.ok) throw new ApiError(step.status, step.message, {});
  checkRoom(app, visit.id, items, "");
  return visit;
}

/**
 * After the order is stored: an order with money drops a bill nobody paid yet (the guests ask
 * again); the first guest who orders at a visit nobody joined yet becomes its first member (who can
 * invite the others). Then the visit's members and staff hear of it.
 */
function afterOrder(app, visit, totalCents, guestToken) {
  const changes = {};
  const step = domain.nextVisit(store.stateOf(visit), { type: "order", totalCents: totalCents });
  if (step.ok && step.state.status !== visit.status) {
    changes.status = step.state.status;
    changes.bill = step.state.bill;
    changes.billRequestedAt = "";
  }
  if (guestToken && !visit.members.length) changes.members = [{ t: guestToken, name: "", n: 1 }];
  if (Object.keys(changes).length) {
    app.runInTransaction((txApp) => {
      // On a fresh read: a group started meanwhile keeps its members (this guest is not one).
      if (changes.members && store.findVisit(txApp, visit.id).members.length) delete changes.members;
      if (Object.keys(changes).length) store.writeVisit(txApp, visit.id, changes);
    });
  }
  require(`${__hooks}/lib/visit-live.js`).publishVisit(app, visit.id);
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

module.exports = {
  MAX_VISIT_LINES,
  MAX_VISIT_BYTES,
  isTabVenue,
  checkRoom,
  visitForOrder,
  afterOrder,
  moneyChanged,
};
