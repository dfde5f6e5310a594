/// <reference path="types/pocketbase.d.ts" />
// PIN endpoints (docs/security-and-isolation.md#pin). The PIN itself never leaves the server (kept
// hashed).

// GET /api/pin/status -> { isSet }: lets the gate open at once when no PIN is set.
routerAdd(
  "GET",
  "/api/pin/status",
  (e) => {
    const pin = require(`${__hooks}/lib/team/pin.js`);
    // The owner's PIN guards the owner's and the managers' devices (lib/team/staff.js).
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    return e.json(200, { isSet: pin.hasPin(e.app, venueId) });
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/pin/verify {pin} -> { token, expiresAt } | 400 'Incorrect PIN' | 429 while locked.
// The token is bound to the auth token of this request (the session).
routerAdd(
  "POST",
  "/api/pin/verify",
  (e) => {
    const pin = require(`${__hooks}/lib/team/pin.js`);
    const body = e.requestInfo().body || {};
    const given = typeof body.pin === "string" ? body.pin : String(body.pin ?? "");
    const session = pin.sessionToken(e);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const now = Date.now();
    let result = null;
    /** @type {import("./lib/team/pin.js").PinCheck | null} */
    let failure = null;
    e.app.runInTransaction((txApp) => {
      if (!pin.hasPin(txApp, venueId)) {
        result = pin.issueToken(txApp, venueId, session, now);
        return;
      }
      const check = pin.checkPin(txApp, venueId, given, now);
      if (check.ok) result = pin.issueToken(txApp, venueId, session, now);
      else failure = check;
    });
    if (failure && failure.status === 429) throw new TooManyRequestsError(failure.message);
    if (failure)
      throw require(`${__hooks}/lib/shared/errors.js`).fieldError("pin", failure.message, "validation_incorrect_pin");
    return e.json(200, result);
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/pin/lock (X-Pin-Token) -> 204: the screen locked or the owner logs out; the token dies.
// Needs no auth: whoever holds a token may end it.
routerAdd(
  "POST",
  "/api/pin/lock",
  (e) => {
    const pin = require(`${__hooks}/lib/team/pin.js`);
    const token = pin.headerToken(e.requestInfo());
    if (token) e.app.runInTransaction((txApp) => pin.dropToken(txApp, token));
    return e.noContent(204);
  },
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/pin/change {pin} -> { isSet: true }. Needs an unlock token (X-Pin-Token) when a PIN is
// already set; the first PIN needs none. Every unlock token dies; the caller unlocks again.
routerAdd(
  "POST",
  "/api/pin/change",
  (e) => {
    // The owner's alone (docs/security-and-isolation.md#team-members-and-roles): a member gets a 403.
    require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const pin = require(`${__hooks}/lib/team/pin.js`);
    const body = e.requestInfo().body || {};
    const next = typeof body.pin === "string" ? body.pin : "";
    if (!require(`${__hooks}/lib/shared/domain.js`).isPin(next)) {
      throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
        "pin",
        "PIN must be a 4-digit number.",
        "validation_pin_format",
      );
    }
    pin.requireUnlocked(e.app, e);
    e.app.runInTransaction((txApp) => pin.setPin(txApp, e.auth.id, next));
    return e.json(200, { isSet: true });
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/pin/reset {password} -> 204: a forgotten PIN is removed with the account's password
// (the owner knows it; a member of staff holding a signed-in device does not). Every unlock token
// dies; the owner sets a new PIN in Settings. Rate-limited per address like account deletion.
routerAdd(
  "POST",
  "/api/pin/reset",
  (e) => {
    // The owner's alone (docs/security-and-isolation.md#team-members-and-roles): a member gets a 403.
    require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const pin = require(`${__hooks}/lib/team/pin.js`);
    const body = e.requestInfo().body || {};
    const password = typeof body.password === "string" ? body.password : "";
    const user = e.app.findRecordById("users", e.auth.id);
    if (!password || password.length > 200 || !user.validatePassword(password)) {
      throw require(`${__hooks}/lib/shared/errors.js`).fieldError("password", "Wrong password.");
    }
    e.app.runInTransaction((txApp) => pin.setPin(txApp, user.id, ""));
    return e.noContent(204);
  },
  $apis.requireAuth("users", "staff"),
);

// An auth refresh (or re-sign-in) of the same owner keeps this session's unlock: the token is
// re-bound from the auth token the request came with to the new one.
// Every sign-in and refresh gets a token of its own (lib/team/pin.js uniqueAuthToken): the session an
// unlock is bound to is that one sign-in, not every sign-in of the account in the same second.
onRecordAuthRequest(
  (e) => {
    const pin = require(`${__hooks}/lib/team/pin.js`);
    if (e.token && e.record) e.token = pin.uniqueAuthToken(e.record, e.token);
    e.next();
    const token = pin.headerToken(e.requestInfo());
    if (!token || !e.record || !e.token) return;
    const old = pin.sessionToken(e);
    if (!old || old === e.token) return;
    try {
      // A manager's unlock is of the venue's PIN (lib/team/staff.js).
      const venueId = e.record.collection().name === "staff" ? e.record.getString("venue") : e.record.id;
      pin.rebindSession(e.app, venueId, token, old, e.token);
    } catch (err) {
      e.app.logger().warn("pin: rebind failed", "error", String(err));
    }
  },
  "users",
  "staff",
);

// POST /api/account/delete {password, pin?} -> 204. Deleting the whole account (menu, tables,
// orders, stock) needs the password, and the PIN when one is set (a wrong PIN counts toward the
// lockout). The users deleteRule is closed, so this is the only way for an owner.
routerAdd(
  "POST",
  "/api/account/delete",
  (e) => {
    // The owner's alone (docs/security-and-isolation.md#team-members-and-roles): a member gets a 403.
    require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const pin = require(`${__hooks}/lib/team/pin.js`);
    const body = e.requestInfo().body || {};
    const password = typeof body.password === "string" ? body.password : "";
    const given = typeof body.pin === "string" ? body.pin : "";
    const user = e.app.findRecordById("users", e.auth.id);
    if (!password || !user.validatePassword(password)) {
      throw require(`${__hooks}/lib/shared/errors.js`).fieldError("password", "Wrong password.");
    }
    /** @type {import("./lib/team/pin.js").PinCheck | null} */
    let failure = null;
    e.app.runInTransaction((txApp) => {
      if (!pin.hasPin(txApp, user.id)) return;
      if (!require(`${__hooks}/lib/shared/domain.js`).isPin(given)) {
        failure = { ok: false, status: 400, message: "Enter your PIN to delete the account." };
        return;
      }
      const check = pin.checkPin(txApp, user.id, given, Date.now());
      if (!check.ok) failure = check;
    });
    if (failure && failure.status === 429) throw new TooManyRequestsError(failure.message);
    if (failure)
      throw require(`${__hooks}/lib/shared/errors.js`).fieldError("pin", failure.message, "validation_incorrect_pin");
    e.app.runInTransaction((txApp) => {
      // Dishes first: a category that still has dishes cannot be deleted (dishes.category is a
      // required, non-cascading relation); everything else cascades from the user.
      for (const d of txApp.findRecordsByFilter("dishes", "user = {:u}", "", 0, 0, { u: user.id })) txApp.delete(d);
      txApp.delete(txApp.findRecordById("users", user.id));
    });
    return e.noContent(204);
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);
