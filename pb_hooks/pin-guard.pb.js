/// <reference path="../pb_data/types.d.ts" />
// When an owner has a PIN, writes of the PIN-gated pages need a valid unlock token in the
// X-Pin-Token header (docs/security-and-isolation.md#pin): tables, categories, dishes, menu info,
// PIN and password. Reads and order handling are never guarded.
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

// Menu info, password and PIN changes through the record API. `pin` is a write-only proxy (the app
// sets the PIN with a plain users update): it is not a hidden field (PocketBase drops hidden fields
// from a non-superuser's body before any hook), so it reaches this hook; the PIN is stored hashed
// in the superuser-only pin_guard and users.pin itself always stays empty and is never sent out.
// Same rules as POST /api/pin/change: 4 digits (a superuser may clear it with ""), an unlock token
// when a PIN is already set; every unlock token dies. No global middleware is needed for this.
onRecordUpdateRequest((e) => {
  const pin = require(`${__hooks}/lib/pin.js`);
  const info = e.requestInfo();
  const body = info.body || {};
  const guarded = ["publicLink", "menuTitle", "menuDescription", "currency", "qrtext", "logo", "timeZone", "pin", "password", "oldPassword", "passwordConfirm"];
  const original = e.record.original();
  // Body keys catch password/PIN sends; the field diff catches multipart file changes (logo).
  const touches =
    Object.keys(body).some((k) => guarded.indexOf(k.replace(/[+-]$/, "")) >= 0) ||
    ["publicLink", "menuTitle", "menuDescription", "currency", "qrtext", "logo", "timeZone"].some(
      (f) => String(e.record.get(f)) !== String(original.get(f)),
    );
  // Setting the first PIN (none set yet) needs no token: requireUnlocked passes when no PIN exists.
  if (touches) pin.requireUnlocked(e.app, e);
  const hasPinKey = Object.prototype.hasOwnProperty.call(body, "pin");
  const next = hasPinKey && body.pin !== null && body.pin !== undefined ? String(body.pin) : "";
  if (hasPinKey && !/^[0-9]{4}$/.test(next) && !(next === "" && e.hasSuperuserAuth())) {
    throw new BadRequestError("PIN must be a 4-digit number.", { pin: new ValidationError("validation_pin_format", "PIN must be a 4-digit number.") });
  }
  e.record.set("pin", "");
  if (!hasPinKey) return e.next();
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    pin.setPin(txApp, e.record.id, next);
  });
}, "users");

// A PIN at sign-up is not accepted (set it in Settings); the stored proxy stays empty.
onRecordCreateRequest((e) => {
  const body = e.requestInfo().body || {};
  if (body.pin !== undefined && body.pin !== null && body.pin !== "" && !e.hasSuperuserAuth()) {
    throw new BadRequestError("Set a PIN in Settings after signing in.", { pin: new ValidationError("validation_pin_on_create", "Set a PIN in Settings after signing in.") });
  }
  const next = body.pin ? String(body.pin) : "";
  e.record.set("pin", "");
  if (!next) return e.next();
  if (!/^[0-9]{4}$/.test(next)) throw new BadRequestError("PIN must be a 4-digit number.");
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    require(`${__hooks}/lib/pin.js`).setPin(txApp, e.record.id, next);
  });
}, "users");

// users.pin is write-only: never in any response or realtime message.
onRecordEnrich((e) => {
  e.record.hide("pin");
  e.next();
}, "users");
