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

/**
 * The visit a new order of `tableSlug` joins (opening it when the venue keeps tabs), or null for a
 * plain order. Refuses (4xx, nothing changed) an order the visit cannot take.
 */
function visitForOrder(app, entry, tableSlug, totalCents) {
  const isTab = isTabVenue(entry);
  if (!isTab && !store.hasOpenVisits(app, entry.venueId)) return null;
  let visit = store.findOpenVisit(app, entry.venueId, tableSlug);
  if (!visit) {
    if (!isTab) return null;
    visit = store.openVisit(app, entry.venueId, tableSlug, []);
  }
  const step = domain.nextVisit(store.stateOf(visit), { type: "order", totalCents: totalCents });
  if (!step.ok) throw new ApiError(step.status, step.message, {});
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
  if (Object.keys(changes).length) store.writeVisit(app, visit.id, changes);
  require(`${__hooks}/lib/visit-live.js`).publishVisit(app, visit.id);
}

module.exports = { isTabVenue, visitForOrder, afterOrder };
