/// <reference path="types/pocketbase.d.ts" />
// A venue's team (docs/security-and-isolation.md#team-members-and-roles). Only the owner adds and
// removes members; a member signs in with the password their invitation set.

// GET /api/team/members -> {items}: the Team page's list: memberships, devices and open
// invitations, each {id, name, role, email, isDevice, hasJoined, isInvitation} (owner only).
routerAdd(
  "GET",
  "/api/team/members",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    return e.json(200, { items: require(`${__hooks}/lib/team/team.js`).list(e.app, venueId) });
  },
  $apis.requireAuth("users", "staff"),
);

// POST /api/team/members {name, email, role} -> {member, invite, mailed}: an invitation of the
// signed-in owner's venue (no login is made: the address's reader accepts it), or {name, role,
// device: true}: a shared device and its sign-in link. Mailed when the server sends mail; the
// answer carries the token otherwise, shown once to the owner to hand over.
routerAdd(
  "POST",
  "/api/team/members",
  (e) => {
    const team = require(`${__hooks}/lib/team/team.js`);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const body = e.requestInfo().body || {};
    if (body.device === true) return e.json(200, team.deviceAnswer(e.app, team.addDevice(e.app, venueId, body)));
    return e.json(200, team.invite(e.app, e.auth, body));
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/team/members/{id}/invite -> {member, invite, mailed}: an open invitation sent again
// (a fresh token, the old one stops working), or a device's fresh link. A member who joined has a
// password of their own: a 400 (an owner never sets or resets a person's password).
routerAdd(
  "POST",
  "/api/team/members/{id}/invite",
  (e) => {
    const team = require(`${__hooks}/lib/team/team.js`);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const id = e.request.pathValue("id");
    const inv = team.invitationById(e.app, venueId, id);
    if (inv) {
      team.countInvite(e.app, venueId, Date.now());
      return e.json(200, team.sendInvitation(e.app, e.auth, inv));
    }
    const member = team.memberOf(e.app, venueId, id);
    if (!member.getBool("device")) throw new BadRequestError("This member has joined: their password is their own.");
    return e.json(200, team.deviceAnswer(e.app, member));
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// DELETE /api/team/invitations/{id} -> 204: the owner withdraws an open invitation (its link stops
// working); 404 for another venue's or an unknown one.
routerAdd(
  "DELETE",
  "/api/team/invitations/{id}",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const inv = require(`${__hooks}/lib/team/team.js`).invitationById(e.app, venueId, e.request.pathValue("id"));
    if (!inv) throw new NotFoundError("This team member does not exist.");
    e.app.delete(inv);
    return e.noContent(204);
  },
  $apis.requireAuth("users", "staff"),
);

// POST /api/team/members/{id}/role {role} -> 204: the owner changes a member's (or an open
// invitation's) role in place. It takes effect at once: the member's token carries no role (the
// record is read on every request), and their open streams hear `roleChanged` and end, so their
// screens reload the session and subscribe again under the new role.
routerAdd(
  "POST",
  "/api/team/members/{id}/role",
  (e) => {
    const team = require(`${__hooks}/lib/team/team.js`);
    const errors = require(`${__hooks}/lib/shared/errors.js`);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const body = e.requestInfo().body || {};
    const role = typeof body.role === "string" ? body.role : "";
    if (require(`${__hooks}/lib/team/staff.js`).ROLES.indexOf(role) < 0) {
      throw errors.fieldError("role", "The role must be manager, waiter or kitchen.");
    }
    const id = e.request.pathValue("id");
    const inv = team.invitationById(e.app, venueId, id);
    if (inv) {
      inv.set("role", role);
      e.app.save(inv);
      return e.noContent(204);
    }
    const member = team.memberOf(e.app, venueId, id);
    if (member.getBool("device") && role === "manager") {
      throw errors.fieldError("role", "A shared device has the kitchen or waiter role.");
    }
    if (member.getString("role") === role) return e.noContent(204);
    member.set("role", role);
    e.app.save(member);
    require(`${__hooks}/lib/realtime/realtime.js`).dropClientsOf(e.app, venueId, member, "roleChanged");
    return e.noContent(204);
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/team/invitations/check {token} -> {venue, name, role, email, hasLogin}: what the
// invitation page shows; a 400 on the token for an unknown, used or expired one.
routerAdd(
  "POST",
  "/api/team/invitations/check",
  (e) => {
    const body = e.requestInfo().body || {};
    return e.json(200, require(`${__hooks}/lib/team/team.js`).describe(e.app, body.token));
  },
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/team/invitations/accept?expand=venue {token, password, passwordConfirm} -> the
// membership's sign-in ({token, record}): the address's login is made with this password, or, when
// the address has one already (a member elsewhere), its password is checked and the membership
// joins it. The invitation is used up.
routerAdd(
  "POST",
  "/api/team/invitations/accept",
  (e) => {
    const body = e.requestInfo().body || {};
    /** @type {any} */
    let member = null;
    e.app.runInTransaction((txApp) => {
      member = require(`${__hooks}/lib/team/team.js`).accept(txApp, body);
    });
    return $apis.recordAuthResponse(e, e.app.findRecordById("staff", member.id), "password", null);
  },
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/team/devices/check {token} -> {venue, name, role}: a device's sign-in page names the
// venue and the device from its link; a 400 on the token for a used, expired or forged one.
routerAdd(
  "POST",
  "/api/team/devices/check",
  (e) => {
    const body = e.requestInfo().body || {};
    return e.json(200, require(`${__hooks}/lib/team/team.js`).describeDevice(e.app, body.token));
  },
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/team/devices/claim?expand=venue {code} -> the device's sign-in ({token, record}): the
// short code the Team page showed (8 characters, 10 minutes, once) signs this browser in as the
// device; its link stops working. 'Unknown or expired code.' (400) otherwise.
routerAdd(
  "POST",
  "/api/team/devices/claim",
  (e) => {
    const body = e.requestInfo().body || {};
    /** @type {any} */
    let device = null;
    e.app.runInTransaction((txApp) => {
      device = require(`${__hooks}/lib/team/team.js`).claimDevice(txApp, body.code);
    });
    return $apis.recordAuthResponse(e, e.app.findRecordById("staff", device.id), "password", null);
  },
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// GET /api/team/venues -> {items: [{member, venue, venueName, role}]}: the venues a signed-in person
// (`people`) works at, to pick one.
routerAdd(
  "GET",
  "/api/team/venues",
  (e) => {
    return e.json(200, { items: require(`${__hooks}/lib/team/team.js`).venuesOf(e.app, e.auth.id) });
  },
  $apis.requireAuth("people"),
);

// POST /api/team/enter?expand=venue {member} -> {token, record}: a signed-in person enters one of
// their venues: the token of that membership, whose rules are that venue's only. Another person's
// membership, or an unknown one, is a 404.
routerAdd(
  "POST",
  "/api/team/enter",
  (e) => {
    const body = e.requestInfo().body || {};
    let member;
    try {
      member = typeof body.member === "string" ? e.app.findRecordById("staff", body.member) : null;
    } catch (_) {
      member = null;
    }
    if (!member || member.getString("person") !== e.auth.id)
      throw new NotFoundError("You are not on this venue's team.");
    return $apis.recordAuthResponse(e, member, "password", null);
  },
  $apis.requireAuth("people"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// A person's password set again (a reset) ends the sessions and streams of all their memberships.
onRecordUpdate((e) => {
  const before = e.record.original().tokenKey();
  e.next();
  if (e.record.tokenKey() === before) return;
  for (const m of e.app.findRecordsByFilter("staff", "person = {:p}", "", 0, 0, { p: e.record.id })) {
    m.refreshTokenKey();
    e.app.save(m);
  }
}, "people");

// GET /api/team/activity?from=&to= -> {items}: who did what in the venue (owner and managers),
// newest first, at most 500 (the Team page asks for one day).
routerAdd(
  "GET",
  "/api/team/activity",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const q = e.requestInfo().query || {};
    return e.json(200, { items: require(`${__hooks}/lib/team/activity.js`).listDay(e.app, venueId, q.from, q.to) });
  },
  $apis.requireAuth("users", "staff"),
);

// Members are never created or changed through the record API (createRule and updateRule are
// closed); a member is removed by the owner with the record API's delete. Their tokens die with the
// record; their open streams end here, at once.
onRecordAfterDeleteSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/realtime/realtime.js`).dropClientsOf(e.app, e.record.getString("venue"), e.record);
}, "staff");

// A password set (the invitation used, or a reset) changes the token key: older sessions and
// streams of that member end, as for the owner.
// A device's short setup code goes with it: one sign-in per link or code.
onRecordUpdate((e) => {
  const original = e.record.original();
  const before = original.tokenKey();
  const code = original.getString("setupCodeHash");
  e.next();
  if (e.record.tokenKey() !== before) {
    if (code && e.record.getString("setupCodeHash") === code) {
      e.app
        .db()
        .newQuery("UPDATE staff SET setupCodeHash = '', setupCodeExpires = 0 WHERE id = {:id}")
        .bind({ id: e.record.id })
        .execute();
    }
    require(`${__hooks}/lib/realtime/realtime.js`).dropClientsOf(e.app, e.record.getString("venue"), e.record);
  }
}, "staff");

// A manager's update of the venue's record: the venue settings only (lib/team/staff.js MANAGER_FIELDS);
// anything else (password, email, PIN, verification, ...) is the owner's: a 403 before anything is
// saved. Waiters and kitchen members are refused by the collection's rule.
onRecordUpdateRequest((e) => {
  if (e.auth && e.auth.collection().name === "staff") {
    const staff = require(`${__hooks}/lib/team/staff.js`);
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
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const member = require(`${__hooks}/lib/team/team.js`).memberOf(e.app, venueId, e.request.pathValue("id"));
    const body = e.requestInfo().body || {};
    const code = typeof body.code === "string" ? body.code : "";
    e.app.runInTransaction((txApp) => require(`${__hooks}/lib/team/device.js`).setCode(txApp, member, code));
    return e.noContent(204);
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
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
      const devices = require(`${__hooks}/lib/team/device.js`);
      result = devices.switchPerson(txApp, device, code, Date.now());
      // The person who was using the device (the request's X-Staff-Person) is done: their turn ends.
      if (result.status === 200) devices.endTurn(txApp, device, e);
    });
    if (result.status === 429) throw new TooManyRequestsError(result.message);
    if (result.status !== 200) throw require(`${__hooks}/lib/shared/errors.js`).fieldError("code", result.message);
    return e.json(200, { name: result.name, token: result.token, expiresAt: result.expiresAt });
  },
  $apis.requireAuth("staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
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
    const person = require(`${__hooks}/lib/team/device.js`).personOf(e.app, e.auth, e);
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
    require(`${__hooks}/lib/team/device.js`).endTurn(e.app, e.auth, e);
    return e.noContent(204);
  },
  $apis.requireAuth("staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);
