// PIN unlock tokens and lockout (issue 5). Token design: stateless HMAC.
//   token = "<expiresAtMs>.<hex hs256(userId + '.' + expiresAtMs, secret)>"
// where `secret` is a random per-owner key kept in the superuser-only pin_guard collection and
// rotated whenever the PIN changes, so a token dies at its expiry or at the next PIN change.
// Brute force: MAX_FAILS wrong PINs lock the account's verify for LOCK_MS (stored server-side),
// on top of the per-IP rate limiter on POST /api/pin/verify.
var TOKEN_TTL_MS = 15 * 60 * 1000;
var MAX_FAILS = 5;
var LOCK_MS = 5 * 60 * 1000;
var GUARD_MESSAGE = "PIN required: unlock this page with your PIN first.";

/** The pin_guard record of a user, created on first use. */
function guardOf(app, userId) {
  try {
    return app.findFirstRecordByData("pin_guard", "user", userId);
  } catch (_) {
    var col = app.findCollectionByNameOrId("pin_guard");
    var rec = new Record(col);
    rec.set("user", userId);
    rec.set("fails", 0);
    rec.set("lockedUntil", 0);
    rec.set("secret", $security.randomString(48));
    app.save(rec);
    return rec;
  }
}

function sign(userId, expiresAt, secret) {
  return $security.hs256(userId + "." + expiresAt, secret);
}

/** A new unlock token for a user: { token, expiresAt } (expiresAt in ms). */
function issueToken(app, userId, now) {
  var guard = guardOf(app, userId);
  var expiresAt = now + TOKEN_TTL_MS;
  return { token: expiresAt + "." + sign(userId, expiresAt, guard.getString("secret")), expiresAt: expiresAt };
}

/** Whether `token` is a valid, unexpired unlock token of the user. */
function isValidToken(app, userId, token, now) {
  if (!token || typeof token !== "string") return false;
  var dot = token.indexOf(".");
  if (dot < 1) return false;
  var expiresAt = Number(token.slice(0, dot));
  if (!isFinite(expiresAt) || expiresAt < now) return false;
  var guard = guardOf(app, userId);
  return $security.equal(token.slice(dot + 1), sign(userId, expiresAt, guard.getString("secret")));
}

/** Rotates the owner's token secret: every unlock token issued before dies. */
function rotateSecret(app, userId) {
  var guard = guardOf(app, userId);
  guard.set("secret", $security.randomString(48));
  app.save(guard);
}

/** Whether the user record has a PIN set. */
function hasPin(user) {
  return !!user && user.getString("pin") !== "";
}

/** Reads the X-Pin-Token header of a request info. */
function headerToken(info) {
  var h = (info && info.headers) || {};
  return String(h["x_pin_token"] || "");
}

/**
 * Throws a 403 unless the authenticated owner has no PIN or sent a valid unlock token.
 * Superusers are never guarded.
 */
function requireUnlocked(app, e) {
  if (e.hasSuperuserAuth && e.hasSuperuserAuth()) return;
  var auth = e.auth;
  if (!auth || auth.collection().name !== "users") return; // the API rules refuse it anyway
  var user = app.findRecordById("users", auth.id);
  if (!hasPin(user)) return;
  if (isValidToken(app, user.id, headerToken(e.requestInfo()), Date.now())) return;
  throw new ForbiddenError(GUARD_MESSAGE);
}

module.exports = {
  TOKEN_TTL_MS: TOKEN_TTL_MS,
  MAX_FAILS: MAX_FAILS,
  LOCK_MS: LOCK_MS,
  GUARD_MESSAGE: GUARD_MESSAGE,
  guardOf: guardOf,
  issueToken: issueToken,
  isValidToken: isValidToken,
  rotateSecret: rotateSecret,
  hasPin: hasPin,
  requireUnlocked: requireUnlocked,
};
