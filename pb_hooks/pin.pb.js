/// <reference path="../pb_data/types.d.ts" />
// PIN endpoints (issue 5). The PIN itself never leaves the server.

// GET /api/pin/status -> { isSet }: lets the gate open at once when no PIN is set.
routerAdd("GET", "/api/pin/status", (e) => {
  const pin = require(`${__hooks}/lib/pin.js`);
  const user = e.app.findRecordById("users", e.auth.id);
  return e.json(200, { isSet: pin.hasPin(user) });
}, $apis.requireAuth("users"));

// POST /api/pin/verify {pin} -> { token, expiresAt } | 400 'Incorrect PIN' | 429 while locked.
routerAdd("POST", "/api/pin/verify", (e) => {
  const pin = require(`${__hooks}/lib/pin.js`);
  const body = e.requestInfo().body || {};
  const given = typeof body.pin === "string" ? body.pin : String(body.pin ?? "");
  const now = Date.now();
  let result = null;
  let failure = null;
  e.app.runInTransaction((txApp) => {
    const user = txApp.findRecordById("users", e.auth.id);
    if (!pin.hasPin(user)) {
      result = pin.issueToken(txApp, user.id, now);
      return;
    }
    const guard = pin.guardOf(txApp, user.id);
    const lockedUntil = guard.getFloat("lockedUntil");
    if (lockedUntil > now) {
      failure = { status: 429, message: `Too many wrong PINs. Try again in ${Math.ceil((lockedUntil - now) / 60000)} min.` };
      return;
    }
    if (/^[0-9]{4}$/.test(given) && $security.equal(given, user.getString("pin"))) {
      guard.set("fails", 0);
      guard.set("lockedUntil", 0);
      txApp.save(guard);
      result = pin.issueToken(txApp, user.id, now);
      return;
    }
    const fails = guard.getInt("fails") + 1;
    if (fails >= pin.MAX_FAILS) {
      guard.set("fails", 0);
      guard.set("lockedUntil", now + pin.LOCK_MS);
    } else {
      guard.set("fails", fails);
    }
    txApp.save(guard);
    failure = { status: 400, message: "Incorrect PIN" };
  });
  if (failure && failure.status === 429) throw new TooManyRequestsError(failure.message);
  if (failure) throw new BadRequestError(failure.message, { pin: new ValidationError("validation_incorrect_pin", failure.message) });
  return e.json(200, result);
}, $apis.requireAuth("users"));

// POST /api/pin/change {pin} -> { isSet: true }. users.pin is hidden, and PocketBase drops hidden
// fields from a non-superuser's record update, so the PIN is set here. Needs an unlock token
// (X-Pin-Token) when a PIN is already set; the first PIN needs none. Old tokens die.
routerAdd("POST", "/api/pin/change", (e) => {
  const pin = require(`${__hooks}/lib/pin.js`);
  const body = e.requestInfo().body || {};
  const next = typeof body.pin === "string" ? body.pin : "";
  if (!/^[0-9]{4}$/.test(next)) {
    throw new BadRequestError("PIN must be a 4-digit number.", { pin: new ValidationError("validation_pin_format", "PIN must be a 4-digit number.") });
  }
  pin.requireUnlocked(e.app, e);
  e.app.runInTransaction((txApp) => {
    const user = txApp.findRecordById("users", e.auth.id);
    user.set("pin", next);
    txApp.save(user);
    pin.rotateSecret(txApp, user.id);
    const guard = pin.guardOf(txApp, user.id);
    guard.set("fails", 0);
    guard.set("lockedUntil", 0);
    txApp.save(guard);
  });
  return e.json(200, { isSet: true });
}, $apis.requireAuth("users"));
