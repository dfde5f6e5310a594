// PIN state, unlock tokens and lockout (docs/security-and-isolation.md#pin).
//  - The PIN is kept hashed in the superuser-only pin_guard collection (pinHash); users.pin is a
//    write-only proxy that is always stored empty (pb_hooks/users.pb.js).
//  - Unlock tokens are stateful (superuser-only pin_unlocks): "<expiresAtMs>.<random hex>", stored as
//    a hash together with the hash of the auth token (the session) that earned it. A token is
//    valid only with that same auth token, until it expires, the screen locks (POST /api/pin/lock),
//    the owner logs out (same call) or the PIN changes. An auth refresh carries it over to the
//    refreshed auth token (rebindSession).
//  - Lockout: MAX_FAILS wrong PINs lock the account's PIN entry for LOCK_MS; every further wrong
//    PIN doubles the lock (capped at MAX_LOCK_MS): about 13 wrong PINs a day at most, far below
//    100 (1% of the 10,000 PINs). A right PIN resets the count.
const TOKEN_TTL_MS = 15 * 60 * 1000;
const MAX_FAILS = 5;
const LOCK_MS = 5 * 60 * 1000;
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;
const MAX_TOKENS = 20;
const GUARD_MESSAGE = "PIN required: unlock this page with your PIN first.";

/**
 * The pin_guard record of a user, created on first use.
 * @param {CoreApp} app
 * @param {string} userId
 * @returns {core.Record}
 */
function guardOf(app, userId) {
  try {
    return app.findFirstRecordByData("pin_guard", "user", userId);
  } catch (_) {
    const col = app.findCollectionByNameOrId("pin_guard");
    const rec = new Record(col);
    rec.set("user", userId);
    rec.set("fails", 0);
    rec.set("lockedUntil", 0);
    rec.set("secret", $security.randomString(48));
    rec.set("pinHash", "");
    app.save(rec);
    return rec;
  }
}

/**
 * The existing guard or null (read-only paths never create one).
 * @param {CoreApp} app
 * @param {string} userId
 * @returns {core.Record | null}
 */
function findGuard(app, userId) {
  try {
    return app.findFirstRecordByData("pin_guard", "user", userId);
  } catch (_) {
    return null;
  }
}

function hashPin(userId, pin) {
  const salt = $security.randomString(24);
  return salt + "." + $security.hs256(userId + ":" + pin, salt);
}

function pinMatches(guard, userId, pin) {
  const stored = guard ? guard.getString("pinHash") : "";
  const dot = stored.indexOf(".");
  if (dot < 1 || !require(`${__hooks}/lib/shared/domain.js`).isPin(String(pin))) return false;
  const salt = stored.slice(0, dot);
  return $security.equal(stored.slice(dot + 1), $security.hs256(userId + ":" + pin, salt));
}

/**
 * Whether the user (record or id) has a PIN set.
 * @param {CoreApp} app
 * @param {core.Record | string} user
 * @returns {boolean}
 */
function hasPin(app, user) {
  const id = typeof user === "string" ? user : user && user.id;
  if (!id) return false;
  const g = findGuard(app, id);
  return !!g && g.getString("pinHash") !== "";
}

/**
 * Sets (or with "" clears) the PIN: resets the lockout and kills every unlock token.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} pin four digits, or "" to clear
 * @returns {void}
 */
function setPin(app, userId, pin) {
  const guard = guardOf(app, userId);
  guard.set("pinHash", pin ? hashPin(userId, pin) : "");
  guard.set("fails", 0);
  guard.set("lockedUntil", 0);
  app.save(guard);
  dropAllTokens(app, userId);
}

/** The lock after `fails` wrong PINs in a row (0 = none). */
function lockFor(fails) {
  if (fails < MAX_FAILS) return 0;
  const ms = LOCK_MS * Math.pow(2, fails - MAX_FAILS);
  return ms > MAX_LOCK_MS ? MAX_LOCK_MS : ms;
}

/**
 * A PIN check: `ok`, or refused with `status` 429 (locked out) or 400 (wrong PIN) and the
 * `message` the owner reads.
 * @typedef {{ ok: boolean, status?: 400 | 429, message?: string }} PinCheck
 */

/**
 * Checks a PIN against the lockout, inside the caller's transaction. Counts a wrong PIN.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} given
 * @param {number} now ms since the epoch
 * @returns {PinCheck}
 */
function checkPin(app, userId, given, now) {
  const guard = guardOf(app, userId);
  const lockedUntil = guard.getFloat("lockedUntil");
  if (lockedUntil > now) {
    return {
      ok: false,
      status: 429,
      message: "Too many wrong PINs. Try again in " + formatWait(lockedUntil - now) + ".",
    };
  }
  if (pinMatches(guard, userId, given)) {
    if (guard.getInt("fails") !== 0 || lockedUntil !== 0) {
      guard.set("fails", 0);
      guard.set("lockedUntil", 0);
      app.save(guard);
    }
    return { ok: true };
  }
  const fails = guard.getInt("fails") + 1;
  guard.set("fails", fails);
  const lock = lockFor(fails);
  guard.set("lockedUntil", lock ? now + lock : 0);
  app.save(guard);
  return { ok: false, status: 400, message: "Incorrect PIN" };
}

function formatWait(ms) {
  const min = Math.ceil(ms / 60000);
  if (min < 120) return min + " min";
  return Math.ceil(min / 60) + " h";
}

/**
 * A request header ("" when none). A route's event reads it from the request itself, not from
 * requestInfo(): that binds the body first, and refuses a body that is not JSON or a form (the menu
 * CSV import's text/csv). A record request hook's event has no `request` in the JSVM: requestInfo().
 * @param {any} e
 * @param {string} name
 * @returns {string}
 */
function requestHeader(e, name) {
  if (e.request) return String(e.request.header.get(name) || "");
  const headers = (e.requestInfo() || {}).headers || {};
  return String(headers[name.toLowerCase().replace(/-/g, "_")] || "");
}

/**
 * The auth token of a request (the session), "" when none.
 * @param {core.RequestEvent} e
 * @returns {string}
 */
function sessionToken(e) {
  let h = requestHeader(e, "Authorization").trim();
  if (/^bearer\s+/i.test(h)) h = h.replace(/^bearer\s+/i, "");
  return h;
}

function sha(s) {
  return $security.sha256(String(s));
}

/**
 * A new unlock token bound to `session` (the auth token): { token, expiresAt }.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} session the auth token
 * @param {number} now ms since the epoch
 * @returns {{ token: string, expiresAt: number }}
 */
function issueToken(app, userId, session, now) {
  const col = app.findCollectionByNameOrId("pin_unlocks");
  const existing = app.findRecordsByFilter("pin_unlocks", "user = {:u}", "-expiresAt", 0, 0, { u: userId });
  for (let i = 0; i < existing.length; i++) {
    if (existing[i].getFloat("expiresAt") < now || i >= MAX_TOKENS - 1) app.delete(existing[i]);
  }
  const expiresAt = now + TOKEN_TTL_MS;
  const token = expiresAt + "." + $security.randomStringWithAlphabet(40, "0123456789abcdef");
  const rec = new Record(col);
  rec.set("user", userId);
  rec.set("tokenHash", sha(token));
  rec.set("sessionHash", sha(session));
  rec.set("expiresAt", expiresAt);
  app.save(rec);
  return { token: token, expiresAt: expiresAt };
}

function findToken(app, token) {
  if (!token || typeof token !== "string" || token.length > 100) return null;
  try {
    return app.findFirstRecordByData("pin_unlocks", "tokenHash", sha(token));
  } catch (_) {
    return null;
  }
}

/**
 * Whether `token` is a live unlock token of the user, earned by this session.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} token
 * @param {string} session
 * @param {number} now
 * @returns {boolean}
 */
function isValidToken(app, userId, token, session, now) {
  const rec = findToken(app, token);
  if (!rec || rec.getString("user") !== userId || !session) return false;
  if (rec.getFloat("expiresAt") < now) return false;
  const hash = sha(session);
  const prev = rec.getString("prevSessionHash");
  return $security.equal(rec.getString("sessionHash"), hash) || (prev !== "" && $security.equal(prev, hash));
}

/**
 * The auth token a sign-in (or refresh) answers with, made unique to it. PocketBase's token holds
 * only the account, its type and its expiry (in seconds), so two sign-ins of one account in the
 * same second got the same token, and an unlock bound to "the session that earned it" (its hash)
 * could not tell them apart. This is the same token (same claims, same signing key, same expiry)
 * with one more claim, `sid`, random per sign-in: PocketBase checks a token by its signature, its
 * type and account, and ignores a claim it does not know.
 * @param {core.Record} record the signed-in account
 * @param {string} token the token PocketBase made for it
 * @returns {string}
 */
function uniqueAuthToken(record, token) {
  const claims = $security.parseUnverifiedJWT(token);
  const seconds = Math.floor(Number(claims.exp) - Date.now() / 1000);
  if (!(seconds > 0) || claims.type !== "auth") return token;
  const auth = record.collection().authToken;
  return $security.createJWT(
    {
      type: claims.type,
      id: claims.id,
      collectionId: claims.collectionId,
      refreshable: claims.refreshable,
      sid: $security.randomString(16),
    },
    record.tokenKey() + auth.secret,
    seconds,
  );
}

/**
 * Drops one unlock token (the screen locked, or the owner logged out).
 * @param {CoreApp} app
 * @param {string} token
 * @returns {void}
 */
function dropToken(app, token) {
  const rec = findToken(app, token);
  if (rec) app.delete(rec);
}

function dropAllTokens(app, userId) {
  const all = app.findRecordsByFilter("pin_unlocks", "user = {:u}", "", 0, 0, { u: userId });
  for (let i = 0; i < all.length; i++) app.delete(all[i]);
}

/**
 * After an auth refresh of the same owner: the unlock token follows the refreshed auth token.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} token
 * @param {string} oldSession
 * @param {string} newSession
 * @returns {void}
 */
function rebindSession(app, userId, token, oldSession, newSession) {
  const rec = findToken(app, token);
  if (!rec || rec.getString("user") !== userId || !oldSession || !newSession) return;
  if (!$security.equal(rec.getString("sessionHash"), sha(oldSession))) return;
  rec.set("prevSessionHash", rec.getString("sessionHash"));
  rec.set("sessionHash", sha(newSession));
  app.save(rec);
}

/**
 * Reads the X-Pin-Token header of a request info.
 * @param {core.RequestInfo} info
 * @returns {string}
 */
function headerToken(info) {
  const h = (info && info.headers) || {};
  return String(h["x_pin_token"] || "");
}

/**
 * Throws a 403 unless the authenticated owner has no PIN or sent a valid unlock token earned by
 * this session. Superusers are never guarded.
 * @param {CoreApp} app
 * @param {core.RequestEvent} e
 * @returns {void}
 */
function requireUnlocked(app, e) {
  if (e.hasSuperuserAuth && e.hasSuperuserAuth()) return;
  // The owner, or a manager acting for the venue (lib/team/staff.js); others: the API rules refuse it anyway.
  const actor = require(`${__hooks}/lib/team/staff.js`).actorOf(e.auth);
  if (!actor) return;
  if (!hasPin(app, actor.venue)) return;
  if (isValidToken(app, actor.venue, requestHeader(e, "X-Pin-Token"), sessionToken(e), Date.now())) return;
  throw new ForbiddenError(GUARD_MESSAGE);
}

module.exports = {
  TOKEN_TTL_MS,
  MAX_FAILS,
  LOCK_MS,
  MAX_LOCK_MS,
  GUARD_MESSAGE,
  guardOf,
  hasPin,
  setPin,
  lockFor,
  checkPin,
  sessionToken,
  issueToken,
  isValidToken,
  dropToken,
  dropAllTokens,
  rebindSession,
  uniqueAuthToken,
  headerToken,
  requestHeader,
  requireUnlocked,
};
