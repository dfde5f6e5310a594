// Validation of a push_subscriptions record before it is stored
// (docs/push.md#allowed-push-services): the endpoint must be one of the browsers' real push
// services, so the server never POSTs to an address an owner chose (the internal network, a
// redirector, a timing oracle); the keys must have the shapes RFC 8291 needs. Checked on create AND
// update. Pure functions (no PocketBase API) so Node tests can load this file too.
//
// Allowed: https, port 443 (or none), a host of
//   - FCM (Chrome, Edge, Android):   fcm.googleapis.com
//   - Mozilla (Firefox):             updates.push.services.mozilla.com, *.push.services.mozilla.com
//   - Apple (Safari, iOS 16.4+):     web.push.apple.com, *.push.apple.com
//   - Windows (WNS, legacy Edge):    *.notify.windows.com
// No IP literals, no user info. The operator may add whole origins with PUSH_EXTRA_ORIGINS
// (comma-separated, e.g. "https://push.example.org,http://127.0.0.1:4567": a self-hosted
// UnifiedPush server, the fake push service of the tests and the bench); an owner never can.
const EXACT_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const HOST_SUFFIXES = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"];
const MAX_PER_OWNER = 10;

const HOSTNAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const IPV4ISH = /^[0-9.]+$|^0x|\.0x|^[0-9a-fx.]+$/i;

/** Splits an absolute URL into { scheme, host, port, userinfo } without a URL parser, or null. */
function splitUrl(url) {
  const s = String(url || "");
  if (s.length > 2000 || !/^[\x21-\x7e]+$/.test(s)) return null; // no spaces or control characters
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([/?#].*)?$/i.exec(s);
  if (!m) return null;
  let authority = m[2];
  let userinfo = false;
  if (authority.indexOf("@") >= 0 || authority.indexOf("\\") >= 0 || authority.indexOf("%") >= 0) userinfo = true;
  if (authority.charAt(0) === "[")
    return { scheme: m[1].toLowerCase(), host: authority, port: "", userinfo: userinfo, ipv6: true };
  let port = "";
  const colon = authority.lastIndexOf(":");
  if (colon >= 0) {
    port = authority.slice(colon + 1);
    authority = authority.slice(0, colon);
    if (!/^[0-9]{1,5}$/.test(port)) return null;
    port = String(Number(port));
  }
  return { scheme: m[1].toLowerCase(), host: authority.toLowerCase(), port: port, userinfo: userinfo, ipv6: false };
}

function defaultPort(scheme) {
  return scheme === "https" ? "443" : scheme === "http" ? "80" : "";
}

/** "scheme://host[:port]" with the default port dropped, or "" when `url` has no usable origin. */
function originOf(url) {
  const p = splitUrl(url);
  if (!p || p.userinfo || (p.scheme !== "http" && p.scheme !== "https")) return "";
  const port = p.port && p.port !== defaultPort(p.scheme) ? ":" + p.port : "";
  return p.scheme + "://" + p.host + port;
}

/** The operator's extra origins (PUSH_EXTRA_ORIGINS), normalised. */
function extraOrigins(raw) {
  return String(raw || "")
    .split(",")
    .map((o) => originOf(o.trim().replace(/\/+$/, "")))
    .filter((o) => o);
}

function isPushServiceHost(host) {
  if (!HOSTNAME.test(host) || IPV4ISH.test(host)) return false;
  if (EXACT_HOSTS.indexOf(host) >= 0) return true;
  for (let i = 0; i < HOST_SUFFIXES.length; i++) {
    const suffix = HOST_SUFFIXES[i];
    if (host.length > suffix.length && host.slice(-suffix.length) === suffix) return true;
  }
  return false;
}

/**
 * Why `endpoint` is refused ("" when it is allowed). `extraRaw`: the PUSH_EXTRA_ORIGINS value.
 */
function endpointProblem(endpoint, extraRaw) {
  const p = splitUrl(endpoint);
  if (!p) return "The push endpoint must be an absolute https URL.";
  if (p.userinfo) return "The push endpoint must not contain a user name or password.";
  const origin = originOf(endpoint);
  if (origin && extraOrigins(extraRaw).indexOf(origin) >= 0) return "";
  if (p.scheme !== "https") return "The push endpoint must use https.";
  if (p.port && p.port !== "443") return "The push endpoint must use the standard https port (443).";
  if (p.ipv6 || IPV4ISH.test(p.host)) return "The push endpoint must name a push service, not an IP address.";
  if (!isPushServiceHost(p.host)) {
    return "The push endpoint must belong to a browser push service (Google FCM, Mozilla, Apple or Windows).";
  }
  return "";
}

// RFC 8291 key shapes in base64url (what PushSubscription.toJSON() gives): p256dh is a 65-byte
// uncompressed P-256 point (0x04 first, hence "B"), auth a 16-byte secret. Whether the point is on
// the curve is checked by the worker's encryption (a bad key fails that subscription only).
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

function keyProblem(field, value) {
  if (field === "p256dh" && !P256DH.test(String(value || ""))) {
    return "The push key (p256dh) must be a base64url P-256 public key.";
  }
  if (field === "auth" && !AUTH.test(String(value || "")))
    return "The push secret (auth) must be 16 bytes in base64url.";
  return "";
}

function bad(field, message) {
  return require(`${__hooks}/lib/shared/errors.js`).fieldError(field, message, "validation_invalid_push_subscription");
}

/**
 * Throws BadRequestError (400) naming the field when `record` cannot or may not be pushed to.
 * @param {core.Record} record a push_subscriptions record
 * @returns {void}
 */
function checkSubscription(record) {
  const problem = endpointProblem(record.getString("endpoint"), $os.getenv("PUSH_EXTRA_ORIGINS"));
  if (problem) throw bad("endpoint", problem);
  for (const field of ["p256dh", "auth"]) {
    const kp = keyProblem(field, record.getString(field));
    if (kp) throw bad(field, kp);
  }
}

module.exports = { checkSubscription, endpointProblem, keyProblem, originOf, extraOrigins, MAX_PER_OWNER };
