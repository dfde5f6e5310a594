// VAPID key pair for Web Push (RFC 8292). Either from the environment (VAPID_PUBLIC_KEY +
// VAPID_PRIVATE_KEY, optional VAPID_SUBJECT) or generated once and stored in the superuser-only
// `push_keys` collection (private key hidden). Only the public key is ever sent to a client.
const KEY_ID = "vapidkeypair001"; // one fixed record id: two VMs racing to create it cannot make two

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

/** The key pair, generating and storing it on first use. Returns { publicKey, privateKey, subject }. */
function ensureKeys(app) {
  let keys = envKeys() || storedKeys(app);
  if (!keys) {
    const wp = require(`${__hooks}/lib/webpush.js`);
    const fresh = wp.generateVapidKeys(wp.securityRandomBytes);
    try {
      const record = new Record(app.findCollectionByNameOrId("push_keys"));
      record.set("id", KEY_ID);
      record.set("publicKey", fresh.publicKey);
      record.set("privateKey", fresh.privateKey);
      app.save(record);
    } catch (_) {
      // Another VM stored its pair first: use that one, so every client sees the same key.
    }
    keys = storedKeys(app);
    if (!keys) throw new Error("push: could not store the VAPID keys");
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: subject(app) };
}

/** Only the public half, for GET /api/push/vapid-public-key. */
function publicKey(app) {
  return ensureKeys(app).publicKey;
}

module.exports = { ensureKeys, publicKey, KEY_ID };
