/// <reference path="types/pocketbase.d.ts" />
// Table visits (tabs), docs/table-tab.md. Guests are members of a visit by the guest token they
// started or joined it with (header X-Guest-Token); staff are the venue's owner. Every refusal is a
// 4xx with a message and changes nothing (the changes run in one transaction each, lib/visit-*.js).

// ---- Guests ----------------------------------------------------------------------------------

// POST /api/visits/start {link, table, key, name} -> {visit, me, invite}: the first phone starts its
// table's group, with the key of the table's QR link.
routerAdd("POST", "/api/visits/start", (e) => {
  const api = require(`${__hooks}/lib/visit-api.js`);
  const body = api.body(e);
  const token = api.guestToken(e);
  const entry = api.venueEntry(e.app, body.link);
  const table = api.tableOf(entry, body.table);
  const cart = require(`${__hooks}/lib/visit-cart.js`);
  const joined = cart.startGroup(e.app, entry, table, token, cart.cleanName(body.name), body.key);
  const view = require(`${__hooks}/lib/visit-live.js`).publishVisit(e.app, joined[0].id);
  return api.answerMember(e, joined[0].id, joined[1], view);
});

// POST /api/visits/join {code, name} -> {visit, me, invite}: joins with the invitation (QR or share link).
routerAdd("POST", "/api/visits/join", (e) => {
  const api = require(`${__hooks}/lib/visit-api.js`);
  const body = api.body(e);
  const token = api.guestToken(e);
  const cart = require(`${__hooks}/lib/visit-cart.js`);
  if (typeof body.code !== "string" || !body.code) throw new BadRequestError("Join with the invitation's code.");
  const joined = cart.joinGroup(e.app, body.code, token, cart.cleanName(body.name));
  const view = require(`${__hooks}/lib/visit-live.js`).publishVisit(e.app, joined[0].id);
  return api.answerMember(e, joined[0].id, joined[1], view);
});

// GET /api/visits/{id} -> {visit, me, invite} for a member; {visit} for the venue's owner.
routerAdd("GET", "/api/visits/{id}", (e) => {
  const api = require(`${__hooks}/lib/visit-api.js`);
  const who = api.memberOrOwner(e);
  if (who.me) return api.answerMember(e, who.visit.id, who.me);
  return e.json(200, { visit: require(`${__hooks}/lib/visit-live.js`).viewOf(e.app, who.visit) });
});

// POST /api/visits/{id}/cart {add: {dishId, modifiers, count}} | {remove: lineId} -> {visit, me, invite}
routerAdd("POST", "/api/visits/{id}/cart", (e) => {
  const api = require(`${__hooks}/lib/visit-api.js`);
  const m = api.member(e);
  const entry = api.entryOfVisit(e.app, m.visit);
  require(`${__hooks}/lib/visit-cart.js`).changeCart(e.app, entry, m.visit.id, m.me, api.body(e));
  const view = require(`${__hooks}/lib/visit-live.js`).publishVisit(e.app, m.visit.id);
  return api.answerMember(e, m.visit.id, m.me, view);
});

// POST /api/visits/{id}/send {version} -> {order, visit, me, invite}: the cart as one order, stored once.
// lib(): one require() per VM (lib/lib.js says why); the answer reuses the realtime messages' JSON.
routerAdd("POST", "/api/visits/{id}/send", (e) => {
  const lib = require(`${__hooks}/lib/lib.js`);
  const api = lib("visit-api");
  const m = api.member(e);
  const entry = api.entryOfVisit(e.app, m.visit);
  const sent = lib("visit-send").sendCart(e.app, entry, m.visit, m.me, api.body(e).version);
  return api.answerSend(e, sent, lib("visit-live").publishVisitJson(e.app, m.visit.id), m);
});

// POST /api/visits/{id}/take {item, take, share} -> {visit, ...}: take an item of the bill (split by
// item); `share: true` joins the guests who took it (its cents split between them).
routerAdd("POST", "/api/visits/{id}/take", (e) => {
  const api = require(`${__hooks}/lib/visit-api.js`);
  const m = api.member(e);
  const body = api.body(e);
  require(`${__hooks}/lib/visit-bill.js`).takeItem(
    e.app,
    m.visit.id,
    m.me,
    body.item,
    body.take !== false,
    body.share === true,
  );
  const view = require(`${__hooks}/lib/visit-live.js`).publishVisit(e.app, m.visit.id);
  return api.answerMember(e, m.visit.id, m.me, view);
});

// POST /api/visits/{id}/bill {split, parts, amounts, tipPercent | tipCents, method} -> {visit, ...}
routerAdd("POST", "/api/visits/{id}/bill", (e) => {
  const api = require(`${__hooks}/lib/visit-api.js`);
  const m = api.member(e);
  const isNews = require(`${__hooks}/lib/visit-bill.js`).askBill(e.app, m.visit.id, api.body(e));
  const view = require(`${__hooks}/lib/visit-live.js`).publishVisit(e.app, m.visit.id);
  // A bill asked again within a minute: live on the board, no second push (lib/visit-bill.js).
  if (isNews) api.notifyBill(e.app, m.visit.id);
  return api.answerMember(e, m.visit.id, m.me, view);
});

// POST /api/visits/{id}/remove {member} -> {visit, me, invite}: the group's first phone removes a
// member it does not know (the invitation changes, so the removed phone cannot join again with it).
routerAdd("POST", "/api/visits/{id}/remove", (e) => {
  const api = require(`${__hooks}/lib/visit-api.js`);
  const m = api.member(e);
  require(`${__hooks}/lib/visit-cart.js`).removeMember(e.app, m.visit.id, m.me, api.body(e).member);
  const view = require(`${__hooks}/lib/visit-live.js`).publishVisit(e.app, m.visit.id);
  return api.answerMember(e, m.visit.id, m.me, view);
});

// ---- Staff -----------------------------------------------------------------------------------

// GET /api/venue/visits -> {items: [visit]}: the venue's open visits, oldest first, each without
// its lines and cart (lib/visit-live.js summariesOf: one query for all, no order parsed).
routerAdd(
  "GET",
  "/api/venue/visits",
  (e) => {
    const visits = require(`${__hooks}/lib/visit-store.js`).openVisitsOf(
      e.app,
      require(`${__hooks}/lib/staff.js`).venueFor(e, "orders"),
    );
    return e.json(200, { items: require(`${__hooks}/lib/visit-live.js`).summariesOf(e.app, visits) });
  },
  $apis.requireAuth("users", "staff"),
);

// The staff's actions on a visit, under /api/venue/visits/{id}/...: limited per staff account
// (lib/staff-limit.js), never by the address the staff share with the guests (a per-address rule let
// anybody on the venue's wifi use it up, and the owner's Close got 429). The old paths under
// /api/visits/{id}/ answer too (a board loaded before the update), under the same per-account count.
//   pay {share} -> {visit}: one share paid; the last one closes the visit.
//   close {confirm} -> {visit}: closes the visit (unpaid money needs confirm: true).
//   move {table} -> {visit}: the visit and its unfinished orders go to another table.
//   remove {member} -> {visit}: a phone leaves the group (the invitation changes).
//   reset -> {visit}: the table's group is emptied (orders and bill stay); the next keyed phone starts it.
//   adopt {order} -> {visit}: an order of the venue that is on no tab (a phone outside the group)
//     joins this visit, at its table.
(() => {
  for (const prefix of ["/api/venue/visits/", "/api/visits/"]) {
    for (const name of ["pay", "close", "move", "remove", "reset", "adopt"]) {
      if (prefix === "/api/visits/" && (name === "remove" || name === "reset" || name === "adopt")) continue;
      routerAdd(
        "POST",
        prefix + "{id}/" + name,
        (e) => require(`${__hooks}/lib/visit-api.js`).staffAction(e),
        $apis.requireAuth("users", "staff"),
      );
    }
  }
})();

// An order's visit is the server's: lib/order-edit.js refuses an owner's change of it, and makes
// the visit's bill follow an edit that changes its money. So does a delete, here: refused once part
// of the bill is paid, and a bill nobody paid yet is dropped (lib/visit-orders.js moneyChanged).
onRecordDeleteRequest((e) => {
  const visitId = e.record.getString("visit");
  const cents = -Math.round(e.record.getFloat("total") * 100);
  const tabs = require(`${__hooks}/lib/visit-orders.js`);
  if (visitId) require(`${__hooks}/lib/visit-parts.js`).refusePaidOrder(e.app, visitId, e.record.id);
  if (visitId) tabs.moneyChanged(e.app, visitId, cents, false);
  e.next();
  if (visitId) {
    try {
      e.app.runInTransaction((txApp) => tabs.moneyChanged(txApp, visitId, cents, true));
    } catch (err) {
      // A share paid between the check and the delete: the order is gone; the staff settle the rest.
      e.app.logger().warn("visits: bill after a delete", "visit", visitId, "error", String(err));
    }
    require(`${__hooks}/lib/visit-live.js`).publishVisit(e.app, visitId);
  }
}, "orders");

// The table service setting is on the PIN-gated Settings page: changing it needs the PIN unlock.
onRecordUpdateRequest((e) => {
  if (e.record.getString("tableService") !== e.record.original().getString("tableService")) {
    require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
  }
  e.next();
}, "users");
