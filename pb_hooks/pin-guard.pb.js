/// <reference path="../pb_data/types.d.ts" />
// When an owner has a PIN, writes of the PIN-gated pages need a valid unlock token in the
// X-Pin-Token header (issue 5): tables, categories, dishes, menu info, PIN and password.
// Reads and order handling are never guarded.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
  e.next();
}, "tables", "categories", "dishes");

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
  e.next();
}, "tables", "categories", "dishes");

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
  e.next();
}, "tables", "categories", "dishes");

onRecordUpdateRequest((e) => {
  const pin = require(`${__hooks}/lib/pin.js`);
  const info = e.requestInfo();
  const body = info.body || {};
  const guarded = ["publicLink", "menuTitle", "menuDescription", "currency", "qrtext", "logo", "pin", "password", "oldPassword", "passwordConfirm"];
  const original = e.record.original();
  // Body keys catch password/PIN sends; the field diff catches multipart file changes (logo).
  const touches =
    Object.keys(body).some((k) => guarded.indexOf(k.replace(/[+-]$/, "")) >= 0) ||
    ["publicLink", "menuTitle", "menuDescription", "currency", "qrtext", "logo"].some(
      (f) => String(e.record.get(f)) !== String(original.get(f)),
    );
  // Setting the first PIN (none set yet) needs no token: requireUnlocked passes when no PIN exists.
  if (touches) pin.requireUnlocked(e.app, e);
  const oldPin = original.getString("pin");
  e.next();
  // A changed PIN (superuser edit) kills every unlock token issued under the old one.
  if (e.record.getString("pin") !== oldPin) pin.rotateSecret(e.app, e.record.id);
}, "users");

// `pin` through the ordinary record API (spec 7 "Update user: pin"): PocketBase drops hidden
// fields from a non-superuser's record update before any record hook sees them, so this
// middleware reads the raw body first. Same rules as POST /api/pin/change: 4 digits, the owner's
// own record only, an unlock token when a PIN is already set; old unlock tokens die.
routerUse((e) => {
  if (e.request.method !== "PATCH") return e.next();
  const m = /^\/api\/collections\/(users|_pb_users_auth_)\/records\/([^/]+)$/.exec(e.request.url.path);
  if (!m) return e.next();
  const body = e.requestInfo().body || {};
  if (!Object.prototype.hasOwnProperty.call(body, "pin")) return e.next();
  if (!e.auth || e.auth.collection().name !== "users" || e.auth.id !== m[2]) return e.next(); // the API rule answers
  const pin = require(`${__hooks}/lib/pin.js`);
  const next = body.pin === null || body.pin === undefined ? "" : String(body.pin);
  if (!/^[0-9]{4}$/.test(next)) {
    throw new BadRequestError("PIN must be a 4-digit number.", { pin: new ValidationError("validation_pin_format", "PIN must be a 4-digit number.") });
  }
  pin.requireUnlocked(e.app, e);
  e.next();
  e.app.runInTransaction((txApp) => {
    const user = txApp.findRecordById("users", m[2]);
    if (user.getString("pin") === next) return;
    user.set("pin", next);
    txApp.save(user);
    pin.rotateSecret(txApp, user.id);
  });
});
