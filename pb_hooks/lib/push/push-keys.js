// VAPID key pair for Web Push (RFC 8292). Either from the environment (VAPID_PUBLIC_KEY +
// VAPID_PRIVATE_KEY, optional VAPID_SUBJECT) or stored once in the superuser-only `push_keys`
// collection (private key hidden). Only the public key is ever sent to a browser; the private key
// goes only to the push worker (its credential, /api/push/worker/keys).
//
// Generating a P-256 pair needs elliptic-curve code, which the hook VM does not have: the push
// worker (Node, `web-push`) generates one when it starts and offers it with its first call; the
// server stores the first pair offered, under one fixed record id, and keeps it forever.
const KEY_ID = "vapidkeypair001"; // one fixed record id: two offers racing cannot store two pairs

const PUBLIC_KEY = /^B[A-Za-z0-9_-]{86}$/; // 65-byte uncompressed P-256 point, base64url
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url

function envKeys() {
  const publicKey = String($os.getenv("VAPID_PUBLIC_KEY") || "").trim();
  const privateKey = String($os.getenv("VAPID_PRIVATE_KEY") || "").trim();
  if (publicKey && privateKey) return { publicKey: publicKey, privateKey: privateKey };
  return null;
}

function storedKeys(app) {
  try {
    const r = app.findRecordById("push_keys", KEY_ID);
    return { publicKey: r.getString("publicKey"), privateKey: r.getString("privateKey") };
  } catch (_) {
    return null;
  }
}

/** The `sub` claim: VAPID_SUBJECT, else the app URL when https, else mailto: the sender address. */
function subject(app) {
  const env = String($os.getenv("VAPID_SUBJECT") || "").trim();
  if (/^(mailto:|https:)/.test(env)) return env;
  const meta = app.settings().meta;
  const url = String(meta.appURL || "");
  if (/^https:\/\//.test(url)) return url;
  return "mailto:" + (String(meta.senderAddress || "") || "noreply@example.com");
}

/**
 * The key pair { publicKey, privateKey, subject }, or null while none exists yet (before the push
 * worker's first start on a fresh database). Kept under this name: migration 1764004000 calls it.
 * @param {CoreApp} app
 */
function ensureKeys(app) {
  const keys = envKeys() || storedKeys(app);
  if (!keys) return null;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: subject(app) };
}

/**
 * Stores `offered` (from the worker) unless a pair exists; returns the pair in use, or null.
 * @param {CoreApp} app
 * @param {{ publicKey?: unknown, privateKey?: unknown } | null | undefined} offered the request body's `offer`
 */
function adoptKeys(app, offered) {
  const current = ensureKeys(app);
  if (current) return current;
  if (!offered || !PUBLIC_KEY.test(String(offered.publicKey)) || !PRIVATE_KEY.test(String(offered.privateKey)))
    return null;
  try {
    const record = new Record(app.findCollectionByNameOrId("push_keys"));
    record.set("id", KEY_ID);
    record.set("publicKey", offered.publicKey);
    record.set("privateKey", offered.privateKey);
    app.save(record);
  } catch (_) {
    // Stored by a concurrent call first: use that one, so every client sees the same key.
  }
  return ensureKeys(app);
}

/**
 * Only the public half, for GET /api/push/vapid-public-key; "" while there is none yet.
 * @param {CoreApp} app
 * @returns {string}
 */
function publicKey(app) {
  const keys = ensureKeys(app);
  return keys ? keys.publicKey : "";
}

module.exports = { ensureKeys, adoptKeys, publicKey, KEY_ID };
