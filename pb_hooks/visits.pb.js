/// <reference path="types/pocketbase.d.ts" />
// Table visits (tabs), docs/table-tab.md. Guests are members of a visit by the guest token they
// started or joined it with (header X-Guest-Token); staff are the venue's owner. Every refusal is a
// 4xx with a message and changes nothing (the changes run in one transaction each, lib/visit-*.js).

// ---- Guests ----------------------------------------------------------------------------------

// POST /api/visits/start {link, table, key, name} -> {visit, me, invite}: the first phone starts its
// table's group, with the key of the table's QR link.
routerAdd("POST", "/api/visits/start", (e) => {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const body = api.body(e);
  const token = api.guestToken(e);
  const entry = api.venueEntry(e.app, body.link);
  const table = api.tableOf(entry, body.table);
  const cart = require(`${__hooks}/lib/tab/visit-cart.js`);
  const joined = cart.startGroup(e.app, entry, table, token, cart.cleanName(body.name), body.key);
  const view = require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, joined[0].id);
  return api.answerMember(e, joined[0].id, joined[1], view);
});

// POST /api/visits/join {code, name} -> {visit, me, invite}: joins with the invitation (QR or share link).
routerAdd("POST", "/api/visits/join", (e) => {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const body = api.body(e);
  const token = api.guestToken(e);
  const cart = require(`${__hooks}/lib/tab/visit-cart.js`);
  if (typeof body.code !== "string" || !body.code) throw new BadRequestError("Join with the invitation's code.");
  const joined = cart.joinGroup(e.app, body.code, token, cart.cleanName(body.name));
  const view = require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, joined[0].id);
  return api.answerMember(e, joined[0].id, joined[1], view);
});

// GET /api/visits/{id} -> {visit, me, invite} for a member (the staff read GET /api/venue/visits/{id}).
routerAdd("GET", "/api/visits/{id}", (e) => {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const m = api.memberOf(e);
  return api.answerMember(e, m.visit.id, m.me);
});

// POST /api/visits/{id}/cart {add: {dishId, modifiers, count}} | {remove: lineId} -> {visit, me, invite}
routerAdd("POST", "/api/visits/{id}/cart", (e) => {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const m = api.member(e);
  const entry = api.entryOfVisit(e.app, m.visit);
  require(`${__hooks}/lib/tab/visit-cart.js`).changeCart(e.app, entry, m.visit.id, m.me, api.body(e));
  const view = require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, m.visit.id);
  return api.answerMember(e, m.visit.id, m.me, view);
});

// POST /api/visits/{id}/send {version} -> {order, visit, me, invite}: the cart as one order, stored once.
// `visit` is the send's delta (docs/table-tab.md#sending), published to the members and the staff as
// {"action":"sent"}; the whole view only when the visit changed meanwhile.
// lib(): one require() per VM (lib/lib.js says why); the answer reuses the realtime messages' JSON.
// As a guest order's create (orders-create.pb.js): not gzip-compressed (the answer is the order
// and the delta, about a kilobyte) and a successful send is not written to the request log (the
// order is its own record); a refused one still is. PocketBase's skip-success-log middleware takes
// the gzip middleware's place (public.pb.js says how).
routerAdd(
  "POST",
  "/api/visits/{id}/send",
  (e) => {
    const lib = require(`${__hooks}/lib/lib.js`);
    const api = lib("tab/visit-api");
    const m = api.sender(e);
    const entry = api.entryOfVisit(e.app, m.visit);
    const sent = lib("tab/visit-send").sendCart(e.app, entry, m.visit, m.me, api.body(e).version);
    const published = sent.delta ? null : lib("tab/visit-live").publishVisitJson(e.app, m.visit.id);
    return api.answerSend(e, sent, published, m);
  },
  $apis.skipSuccessActivityLog(),
);

// POST /api/visits/{id}/take {item, take, share} -> {visit, ...}: take an item of the bill (split by
// item); `share: true` joins the guests who took it (its cents split between them).
routerAdd("POST", "/api/visits/{id}/take", (e) => {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const m = api.member(e);
  const body = api.body(e);
  require(`${__hooks}/lib/tab/visit-bill.js`).takeItem(
    e.app,
    m.visit.id,
    m.me,
    body.item,
    body.take !== false,
    body.share === true,
  );
  const view = require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, m.visit.id);
  return api.answerMember(e, m.visit.id, m.me, view);
});

// POST /api/visits/{id}/bill {split, parts, amounts, tipPercent | tipCents, method} -> {visit, ...}
routerAdd("POST", "/api/visits/{id}/bill", (e) => {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const m = api.member(e);
  const isNews = require(`${__hooks}/lib/tab/visit-bill.js`).askBill(e.app, m.visit.id, api.body(e));
  const view = require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, m.visit.id);
  // A bill asked again within a minute: live on the board, no second push (lib/tab/visit-bill.js).
  if (isNews) api.notifyBill(e.app, m.visit.id);
  return api.answerMember(e, m.visit.id, m.me, view);
});

// POST /api/visits/{id}/remove {member} -> {visit, me, invite}: the group's first phone removes a
// member it does not know (the invitation changes, so the removed phone cannot join again with it).
// The removed phone hears it at once on its visit topic, which then ends (lib/tab/visit-live.js tellGone).
routerAdd("POST", "/api/visits/{id}/remove", (e) => {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const m = api.member(e);
  const gone = require(`${__hooks}/lib/tab/visit-cart.js`).removeMember(e.app, m.visit.id, m.me, api.body(e).member);
  const live = require(`${__hooks}/lib/tab/visit-live.js`);
  live.tellGone(e.app, m.visit.id, gone, "removed");
  const view = live.publishVisit(e.app, m.visit.id);
  return api.answerMember(e, m.visit.id, m.me, view);
});

// ---- Staff -----------------------------------------------------------------------------------

// GET /api/venue/visits -> {items: [visit]}: the venue's open visits, oldest first, each without
// its lines and cart (lib/tab/visit-live.js summariesOf: one query for all, no order parsed). Like the
// staff's actions below, limited per staff account (lib/team/staff-limit.js), never by the address.
routerAdd(
  "GET",
  "/api/venue/visits",
  (e) => {
    const venue = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "orders");
    require(`${__hooks}/lib/team/staff-limit.js`).countStaffRead(e.app, e.auth.id);
    const visits = require(`${__hooks}/lib/tab/visit-store.js`).openVisitsOf(e.app, venue);
    return e.json(200, { items: require(`${__hooks}/lib/tab/visit-live.js`).summariesOf(e.app, visits) });
  },
  $apis.requireAuth("users", "staff"),
);

// GET /api/venue/visits/{id} -> {visit}: one visit of the venue, whole (lines, cart, bill). Limited
// per staff account like the list above.
routerAdd(
  "GET",
  "/api/venue/visits/{id}",
  (e) => {
    const api = require(`${__hooks}/lib/tab/visit-api.js`);
    require(`${__hooks}/lib/team/staff-limit.js`).countStaffRead(e.app, e.auth.id);
    return e.json(200, { visit: require(`${__hooks}/lib/tab/visit-live.js`).viewOf(e.app, api.ownVisit(e)) });
  },
  $apis.requireAuth("users", "staff"),
);

// GET /api/venue/visits/apart -> {items: [{id, table, totalCents, created, lines}]}: the orders at a
// table with an open tab that are not on it (a phone outside the group), for the staff to add one
// to the right tab (adopt, below). Limited per staff account like the list above.
routerAdd(
  "GET",
  "/api/venue/visits/apart",
  (e) => {
    const venue = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "orders");
    require(`${__hooks}/lib/team/staff-limit.js`).countStaffRead(e.app, e.auth.id);
    return e.json(200, { items: require(`${__hooks}/lib/tab/visit-orders.js`).apartOrders(e.app, venue) });
  },
  $apis.requireAuth("users", "staff"),
);

// The staff's actions on a visit, under /api/venue/visits/{id}/...: limited per staff account
// (lib/team/staff-limit.js), never by the address the staff share with the guests (a per-address rule let
// anybody on the venue's wifi use it up, and the owner's Close got 429). There are no staff paths
// under /api/visits/: that prefix is the guests' and keeps their per-address rule.
//   pay {share} -> {visit}: one share paid; the last one closes the visit.
//   close {confirm} -> {visit}: closes the visit (unpaid money needs confirm: true).
//   move {table} -> {visit}: the visit and its unfinished orders go to another table.
//   remove {member} -> {visit}: a phone leaves the group (the invitation changes).
//   reset -> {visit}: the table's group is emptied (orders and bill stay); the next keyed phone starts it.
//   adopt {order} -> {visit}: an order of the venue that is on no tab (a phone outside the group)
//     joins this visit, at its table.
(() => {
  for (const name of ["pay", "close", "move", "remove", "reset", "adopt"]) {
    routerAdd(
      "POST",
      "/api/venue/visits/{id}/" + name,
      (e) => require(`${__hooks}/lib/tab/visit-api.js`).staffAction(e),
      $apis.requireAuth("users", "staff"),
    );
  }
})();

// An order's visit is the server's: lib/orders/order-edit.js refuses an owner's change of it, and makes
// the visit's bill follow an edit that changes its money. So does a delete, here: refused once part
// of the bill is paid, and a bill nobody paid yet is dropped (lib/tab/visit-orders.js moneyChanged).
onRecordDeleteRequest((e) => {
  const visitId = e.record.getString("visit");
  const cents = -Math.round(e.record.getFloat("total") * 100);
  const tabs = require(`${__hooks}/lib/tab/visit-orders.js`);
  if (visitId) require(`${__hooks}/lib/tab/visit-parts.js`).refusePaidOrder(e.app, visitId, e.record.id);
  if (visitId) tabs.moneyChanged(e.app, visitId, cents, false);
  e.next();
  if (visitId) {
    try {
      e.app.runInTransaction((txApp) => tabs.moneyChanged(txApp, visitId, cents, true));
    } catch (err) {
      // A share paid between the check and the delete: the order is gone; the staff settle the rest.
      e.app.logger().warn("visits: bill after a delete", "visit", visitId, "error", String(err));
    }
    require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, visitId);
  }
}, "orders");

// The table service setting is on the PIN-gated Settings page: changing it needs the PIN unlock.
onRecordUpdateRequest((e) => {
  if (e.record.getString("tableService") !== e.record.original().getString("tableService")) {
    require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
  }
  e.next();
}, "users");
