/// <reference path="types/pocketbase.d.ts" />
// A venue's team (docs/security-and-isolation.md#team-members-and-roles). Only the owner adds and
// removes members; a member signs in with the password their invitation set.

// POST /api/team/members {name, email, role} -> {member, invite, mailed}: a new member of the
// signed-in owner's venue and their invitation (a one-time password-setting token, 3 days). Mailed
// when the server sends mail; the answer carries the token either way, shown once to the owner.
routerAdd(
  "POST",
  "/api/team/members",
  (e) => {
    const team = require(`${__hooks}/lib/team.js`);
    const venueId = require(`${__hooks}/lib/staff.js`).venueFor(e, "owner");
    const body = e.requestInfo().body || {};
    const member = team.addMember(e.app, venueId, body);
    return e.json(200, team.inviteAnswer(e.app, member));
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// POST /api/team/members/{id}/invite -> {member, invite, mailed}: a fresh invitation (a member who
// lost theirs, or who forgot the password). The old one stops working once either is used.
routerAdd(
  "POST",
  "/api/team/members/{id}/invite",
  (e) => {
    const team = require(`${__hooks}/lib/team.js`);
    const venueId = require(`${__hooks}/lib/staff.js`).venueFor(e, "owner");
    const member = team.memberOf(e.app, venueId, e.request.pathValue("id"));
    return e.json(200, team.inviteAnswer(e.app, member));
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// GET /api/team/activity?from=&to= -> {items}: who did what in the venue (owner and managers),
// newest first, at most 500 (the Team page asks for one day).
routerAdd(
  "GET",
  "/api/team/activity",
  (e) => {
    const venueId = require(`${__hooks}/lib/staff.js`).venueFor(e, "manage");
    const q = e.requestInfo().query || {};
    return e.json(200, { items: require(`${__hooks}/lib/activity.js`).listDay(e.app, venueId, q.from, q.to) });
  },
  $apis.requireAuth("users", "staff"),
);

// Members are never created or changed through the record API (createRule and updateRule are
// closed); a member is removed by the owner with the record API's delete. Their tokens die with the
// record; their open streams end here, at once.
onRecordAfterDeleteSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/realtime.js`).dropClientsOf(e.app, e.record.getString("venue"), e.record);
}, "staff");

// A password set (the invitation used, or a reset) changes the token key: older sessions and
// streams of that member end, as for the owner.
onRecordUpdate((e) => {
  const before = e.record.original().tokenKey();
  e.next();
  if (e.record.tokenKey() !== before) {
    require(`${__hooks}/lib/realtime.js`).dropClientsOf(e.app, e.record.getString("venue"), e.record);
  }
}, "staff");

// A manager's update of the venue's record: the venue settings only (lib/staff.js MANAGER_FIELDS);
// anything else (password, email, PIN, verification, ...) is the owner's: a 403 before anything is
// saved. Waiters and kitchen members are refused by the collection's rule.
onRecordUpdateRequest((e) => {
  if (e.auth && e.auth.collection().name === "staff") {
    const staff = require(`${__hooks}/lib/staff.js`);
    const body = e.requestInfo().body || {};
    for (const key of Object.keys(body)) {
      if (staff.MANAGER_FIELDS.indexOf(key.replace(/[+-]$/, "")) < 0) {
        throw new ForbiddenError("Only the venue's owner can change " + key.slice(0, 40) + ".");
      }
    }
  }
  e.next();
}, "users");

// POST /api/team/members/{id}/code {code} -> 204: the owner sets a person's 4-digit code for shared
// devices ("" removes it); a 400 for a code that is not 4 digits or that another member has.
routerAdd(
  "POST",
  "/api/team/members/{id}/code",
  (e) => {
    const venueId = require(`${__hooks}/lib/staff.js`).venueFor(e, "owner");
    const member = require(`${__hooks}/lib/team.js`).memberOf(e.app, venueId, e.request.pathValue("id"));
    const body = e.requestInfo().body || {};
    const code = typeof body.code === "string" ? body.code : "";
    e.app.runInTransaction((txApp) => require(`${__hooks}/lib/device.js`).setCode(txApp, member, code));
    return e.noContent(204);
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// POST /api/team/switch {code} -> {name, token, expiresAt}: on a shared device, the person with that
// code takes over; their actions are signed by them while the app sends the token (X-Staff-Person).
// 'Unknown code.' (400, counted) and 429 while the device is locked, like the PIN.
routerAdd(
  "POST",
  "/api/team/switch",
  (e) => {
    if (!e.auth || e.auth.collection().name !== "staff" || !e.auth.getBool("device")) {
      throw new ForbiddenError("Only a shared device switches people.");
    }
    const body = e.requestInfo().body || {};
    const code = typeof body.code === "string" ? body.code : "";
    /** @type {any} */
    let result = null;
    e.app.runInTransaction((txApp) => {
      const device = txApp.findRecordById("staff", e.auth.id);
      const devices = require(`${__hooks}/lib/device.js`);
      result = devices.switchPerson(txApp, device, code, Date.now());
      // The person who was using the device (the request's X-Staff-Person) is done: their turn ends.
      if (result.status === 200) devices.endTurn(txApp, device, e);
    });
    if (result.status === 429) throw new TooManyRequestsError(result.message);
    if (result.status !== 200) throw require(`${__hooks}/lib/errors.js`).fieldError("code", result.message);
    return e.json(200, { name: result.name, token: result.token, expiresAt: result.expiresAt });
  },
  $apis.requireAuth("staff"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// GET /api/team/person -> {name, expiresAt}: on a shared device, who the X-Staff-Person token says
// is using it, as the server sees it (the app asks after a reload before it shows the name again);
// a 404 when the token is not this device's live turn (ended, expired, or the person removed).
routerAdd(
  "GET",
  "/api/team/person",
  (e) => {
    if (!e.auth || e.auth.collection().name !== "staff" || !e.auth.getBool("device")) {
      throw new ForbiddenError("Only a shared device switches people.");
    }
    const person = require(`${__hooks}/lib/device.js`).personOf(e.app, e.auth, e);
    if (!person) throw new NotFoundError("Nobody is signed on this device. Enter your code.");
    return e.json(200, { name: person.name, expiresAt: person.expiresAt });
  },
  $apis.requireAuth("staff"),
);

// POST /api/team/leave -> 204: on a shared device, the person's turn ends (the Done button): the
// X-Staff-Person token stops working at once, not only in this browser.
routerAdd(
  "POST",
  "/api/team/leave",
  (e) => {
    if (!e.auth || e.auth.collection().name !== "staff" || !e.auth.getBool("device")) {
      throw new ForbiddenError("Only a shared device switches people.");
    }
    require(`${__hooks}/lib/device.js`).endTurn(e.app, e.auth, e);
    return e.noContent(204);
  },
  $apis.requireAuth("staff"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);
