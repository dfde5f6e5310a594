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
