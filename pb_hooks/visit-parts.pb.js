/// <reference path="types/pocketbase.d.ts" />
// Pay your part (docs/table-tab.md#pay-your-part): a member pays their own lines early, in cash or
// card marked by the staff, or online (POST /api/visits/{id}/checkout {part}, payments.pb.js).
// lib/tab/visit-parts.js holds the rules; every refusal is a 4xx and changes nothing.

// POST /api/visits/{id}/part {method, tipPercent | tipCents} -> {visit, me, invite, part}
routerAdd("POST", "/api/visits/{id}/part", (e) => {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const m = api.member(e);
  const part = require(`${__hooks}/lib/tab/visit-parts.js`).askPart(e.app, m.visit.id, m.me, api.body(e));
  const view = require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, m.visit.id);
  return e.json(200, { visit: view, me: m.me.n, invite: m.visit.inviteCode, part: part });
});

// POST /api/venue/visits/{id}/parts/{no}/pay -> {visit}: staff mark a part paid (cash or card at the
// table). A staff action like pay/close/move (visits.pb.js): limited per staff account
// (lib/team/staff-limit.js), never by the address.
routerAdd(
  "POST",
  "/api/venue/visits/{id}/parts/{no}/pay",
  (e) => {
    require(`${__hooks}/lib/team/staff-limit.js`).countStaffAction(e.app, e.auth.id);
    const api = require(`${__hooks}/lib/tab/visit-api.js`);
    const visit = api.ownVisit(e);
    const by = require(`${__hooks}/lib/team/staff.js`).actorOfRequest(e.app, e).name;
    require(`${__hooks}/lib/tab/visit-parts.js`).payPart(e.app, visit.id, e.request.pathValue("no"), by);
    return e.json(200, { visit: require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, visit.id) });
  },
  $apis.requireAuth("users", "staff"),
);
