/// <reference path="../pb_data/types.d.ts" />
// Web Push for new orders (spec 2 bell, spec 4 push on a new unfinished order), standard VAPID +
// aes128gcm so it works with the app closed and needs no vendor account. Crypto: lib/webpush.js
// (bundled @noble/*); keys: lib/push-keys.js; sending and its time bound: lib/push-send.js.

// VAPID keys: generated on first start by the migration 1764004000_push_keys.js (the JSVM has no
// onServe, and onBootstrap runs before `serve` applies migrations); lib/push-keys.js also creates
// them on first use if the record is ever missing. Environment keys take precedence.

// The public key the browser subscribes with (PushManager.subscribe applicationServerKey).
routerAdd("GET", "/api/push/vapid-public-key", (e) => {
  const keys = require(`${__hooks}/lib/push-keys.js`);
  return e.json(200, { publicKey: keys.publicKey(e.app) });
});

// A new unfinished order: push it to every device of the venue. Never fails the order; the
// delay it adds is bounded (see lib/push-send.js: worst case about 3.5 s, usually far less).
onRecordAfterCreateSuccess((e) => {
  e.next();
  try {
    require(`${__hooks}/lib/push-send.js`).sendOrderPush(e.app, e.record);
  } catch (err) {
    e.app.logger().error("push: new-order push failed", "error", String(err));
  }
}, "orders");

// A subscription must be able to encrypt and have an http(s) endpoint (lib/push-subscription.js).
// The same browser signed in as another owner: the endpoint moves to the new owner (one browser
// subscription delivers to one place, and the unique endpoint index would otherwise refuse it).
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/push-subscription.js`).checkSubscription(e.record);
  const authId = e.auth ? e.auth.id : "";
  let other = null;
  try {
    other = e.app.findFirstRecordByData("push_subscriptions", "endpoint", e.record.getString("endpoint"));
  } catch (_) {
    // not found: the usual case
  }
  if (other && authId && other.getString("user") !== authId && e.record.getString("user") === authId) {
    e.app.delete(other);
  }
  e.next();
}, "push_subscriptions");

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/push-subscription.js`).checkSubscription(e.record);
  e.next();
}, "push_subscriptions");
