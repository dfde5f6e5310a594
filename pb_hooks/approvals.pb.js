/// <reference path="types/pocketbase.d.ts" />
// A manager's approval on the floor (docs/security-and-isolation.md#a-managers-approval): the
// owner's and managers' approval codes, the one-time approvals they give on a waiter's screen or a
// shared device, and the restricted actions that need one (lib/team/approvals.js). A venue where nobody
// set an approval code works as before. Tested by tests/integration/team-approvals.test.ts.

// GET /api/team/approval-code -> {isSet}: whether the signed-in owner or manager has a code.
routerAdd(
  "GET",
  "/api/team/approval-code",
  (e) => e.json(200, { isSet: require(`${__hooks}/lib/team/approvals.js`).hasCode(e.app, e) }),
  $apis.requireAuth("users", "staff"),
);

// POST /api/team/approval-code {code} -> {isSet}: sets (4-8 digits) or with "" removes it.
routerAdd(
  "POST",
  "/api/team/approval-code",
  (e) => {
    const body = e.requestInfo().body || {};
    return e.json(200, { isSet: require(`${__hooks}/lib/team/approvals.js`).setCode(e.app, e, body.code) });
  },
  $apis.bodyLimit(1024),
  $apis.requireAuth("users", "staff"),
);

// GET /api/team/approvers -> {items: [{id, name}]}: who can approve in this venue (any signed-in
// member: the dialog on a waiter's screen lists them).
routerAdd(
  "GET",
  "/api/team/approvers",
  (e) => {
    const a = require(`${__hooks}/lib/team/staff.js`).actorOf(e.auth);
    if (!a) throw new UnauthorizedError("Sign in to manage your venue.");
    return e.json(200, { items: require(`${__hooks}/lib/team/approvals.js`).approversOf(e.app, a.venue) });
  },
  $apis.requireAuth("users", "staff"),
);

// POST /api/team/approve {approver, code, action, target} -> {token, expiresInSeconds}.
routerAdd(
  "POST",
  "/api/team/approve",
  (e) => {
    // Per account (the guests on the venue's wifi share the staff's address): its rule lets
    // sessions through (migration 1771070000, lib/team/staff-limit.js).
    require(`${__hooks}/lib/team/staff-limit.js`).countApproval(e);
    return e.json(200, require(`${__hooks}/lib/team/approvals.js`).approve(e.app, e, e.requestInfo().body || {}));
  },
  $apis.bodyLimit(2048),
  $apis.requireAuth("users", "staff"),
);

// Deleting a started order is restricted: a waiter or a device needs a manager's approval (once
// the venue uses approvals). Before the delete's other hooks (this file loads first).
onRecordDeleteRequest((e) => {
  if (e.record.getBool("started")) {
    require(`${__hooks}/lib/team/approvals.js`).requireApproval(
      e.app,
      e,
      e.record.getString("user"),
      "deleteOrder",
      e.record.id,
    );
  }
  e.next();
}, "orders");
