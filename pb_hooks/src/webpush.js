/**
 * Standard Web Push for the PocketBase JSVM (goja): VAPID (RFC 8292) and the
 * aes128gcm message encryption (RFC 8188 + RFC 8291).
 *
 * SOURCE FILE. The hooks load the bundle, not this file:
 *   node scripts/build-hooks.mjs  ->  pb_hooks/lib/webpush.js (CommonJS, committed)
 *
 * Constraints of the hook VM this code is written for: synchronous, no Node
 * APIs, no fetch, no crypto.getRandomValues, no TextEncoder/atob/btoa relied on.
 * Randomness is injected as `randomBytes(n) -> Uint8Array`; in a hook use
 * `securityRandomBytes` below (built on $security.randomStringWithAlphabet).
 * All cryptographic primitives come from @noble/curves, @noble/hashes and
 * @noble/ciphers; this file only composes them.
 *
 * Use in a hook. VERIFIED in the real PocketBase v0.39.0 JSVM (goja) with a
 * throwaway /api/pushprobe route sending to a local HTTP server: the body
 * arrived byte-exact and decrypted with http_ece; the JWT verified.
 *
 *   const wp = require(`${__hooks}/lib/webpush.js`);   // inside the handler
 *   const req = wp.buildPushRequest(
 *     { endpoint, p256dh, auth },                  // from push_subscriptions
 *     JSON.stringify(payload),
 *     { publicKey, privateKey, subject: "mailto:owner@example.com" },
 *     wp.securityRandomBytes,
 *     Math.floor(Date.now() / 1000),
 *   );
 *   try {
 *     const res = $http.send({
 *       url: req.url,
 *       method: "POST",
 *       headers: req.headers,        // plain object of strings, sent as given
 *       body: req.body,              // the Uint8Array itself (NOT .buffer)
 *       timeout: 2,                  // WHOLE seconds, >= 1
 *     });                            // (same object: wp.toHttpSendConfig(req, 2))
 *     // res.statusCode 201 = accepted; 404/410 = subscription gone: delete it.
 *   } catch (err) {
 *     // connection refused, DNS, or timeout:
 *     // 'GoError: Post "<url>": context deadline exceeded'
 *   }
 *
 * $http.send body forms measured (200-byte encrypted body):
 *   Uint8Array            -> 200 bytes, byte-exact.                    USE THIS.
 *   "binary" string       -> 300 bytes: chars >= 0x80 go out as UTF-8. CORRUPT.
 *   Array of numbers      -> 0 bytes, no error (status from server).   EMPTY.
 *   ArrayBuffer (.buffer) -> 0 bytes, no error.                         EMPTY.
 * Timeout: Go does cast.ToInt(timeout) seconds; timeout 1 -> fails after
 * 1001 ms, 2 -> 2001 ms; 0.5 (-> 0) was still hanging after 4 s, i.e. the
 * 120 s default. $http.send is synchronous: the handler waits for it.
 * Cost in the VM (2 cores): first require() ~100 ms and first key operation
 * ~120 ms per VM of the pool; then ~50 ms per buildPushRequest.
 */

import { p256 } from '@noble/curves/nist.js';
import { ecdsa } from '@noble/curves/abstract/weierstrass.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { gcm } from '@noble/ciphers/aes.js';

/** Record size written in the aes128gcm header (RFC 8291 3.4: 4096 is the usual value). */
export const RECORD_SIZE = 4096;
/** Largest body a push service must accept (RFC 8291 4: 4096 octets). */
export const MAX_BODY = 4096;
/** Header = salt(16) + rs(4) + idlen(1) + keyid(65); record overhead = delimiter(1) + tag(16). */
export const MAX_PAYLOAD = MAX_BODY - (16 + 4 + 1 + 65) - (1 + 16); // 3993 bytes
/** VAPID JWT lifetime used by buildPushRequest (RFC 8292 2: at most 24 h). */
export const VAPID_TTL_SECONDS = 12 * 60 * 60;
/** TTL header: how long the push service keeps an undelivered message (seconds). */
export const DEFAULT_TTL = 24 * 60 * 60;

// ---------------------------------------------------------------- byte helpers

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX = (() => {
  const t = {};
  for (let i = 0; i < 64; i++) t[B64URL[i]] = i;
  t['+'] = 62; // accept standard base64 too, browsers sometimes hand that out
  t['/'] = 63;
  return t;
})();

/** Uint8Array -> base64url without padding. */
export function b64urlEncode(bytes) {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += B64URL[(n >> 18) & 63] + B64URL[(n >> 12) & 63] + B64URL[(n >> 6) & 63] + B64URL[n & 63];
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i] << 16;
    out += B64URL[(n >> 18) & 63] + B64URL[(n >> 12) & 63];
  } else if (rest === 2) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8);
    out += B64URL[(n >> 18) & 63] + B64URL[(n >> 12) & 63] + B64URL[(n >> 6) & 63];
  }
  return out;
}

/** base64url (or base64, padded or not) -> Uint8Array. Throws on bad input. */
export function b64urlDecode(str) {
  if (typeof str !== 'string') throw new TypeError('webpush: base64url string expected');
  const s = str.replace(/=+$/, '');
  if (s.length % 4 === 1) throw new Error('webpush: invalid base64url length');
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let j = 0;
  for (let i = 0; i < s.length; i++) {
    const v = B64_INDEX[s[i]];
    if (v === undefined) throw new Error('webpush: invalid base64url character');
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/**
 * String -> UTF-8 bytes, by hand: the hook VM has no TextEncoder, and using the
 * same code everywhere means the Node tests exercise what the VM runs.
 * Lone surrogates become U+FFFD, as TextEncoder does.
 */
export function utf8Encode(str) {
  if (typeof str !== 'string') throw new TypeError('webpush: string expected');
  const out = [];
  for (let i = 0; i < str.length; i++) {
    let c = str.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < str.length) {
      const d = str.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd; // unpaired surrogate
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else
      out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return new Uint8Array(out);
}

function asciiBytes(str) {
  const out = new Uint8Array(str.length);
  for (let i = 0; i < str.length; i++) out[i] = str.charCodeAt(i);
  return out;
}

function concat(...parts) {
  let len = 0;
  for (const p of parts) len += p.length;
  const out = new Uint8Array(len);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

function checkRandom(randomBytes, n) {
  if (typeof randomBytes !== 'function') throw new TypeError('webpush: randomBytes(n) function required');
  const b = randomBytes(n);
  if (!(b instanceof Uint8Array) || b.length !== n)
    throw new Error('webpush: randomBytes(' + n + ') must return a Uint8Array of that length');
  return b;
}

/**
 * randomBytes for the PocketBase hook VM: $security.randomStringWithAlphabet
 * (Go crypto/rand, uniform per character) over a 16-letter alphabet gives
 * 4 random bits per character; two characters make one byte.
 */
export function securityRandomBytes(n) {
  /* global $security */
  if (typeof $security === 'undefined') throw new Error('webpush: $security is not available here');
  const hex = $security.randomStringWithAlphabet(2 * n, '0123456789abcdef');
  return hexToBytes(hex);
}

export function hexToBytes(hex) {
  if (hex.length % 2) throw new Error('webpush: odd hex length');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const v = parseInt(hex.substr(2 * i, 2), 16);
    if (v !== v) throw new Error('webpush: invalid hex');
    out[i] = v;
  }
  return out;
}

// ------------------------------------------------------------------- the curve

// noble probes its RNG once, when a curve instance is built, and uses it for
// scalar blinding. The stock `p256` probes globalThis.crypto, which the hook VM
// lacks, so there it would silently run unblinded. We build our own instance
// over the same point type whose RNG is whatever the caller injected last.
let currentRandom = null;
function slotRandom(n) {
  if (!currentRandom) throw new Error('webpush: no randomBytes injected');
  return checkRandom(currentRandom, n);
}
let blindedCurve = null;
function curveWith(randomBytes) {
  if (randomBytes === undefined) return p256; // e.g. verifying only, or Node
  checkRandom(randomBytes, 1);
  currentRandom = randomBytes;
  if (!blindedCurve) blindedCurve = ecdsa(p256.Point, sha256, { randomBytes: slotRandom });
  return blindedCurve;
}

function decodeKey(b64, len, what) {
  const bytes = b64urlDecode(b64);
  if (bytes.length !== len) throw new Error('webpush: ' + what + ' must be ' + len + ' bytes');
  return bytes;
}

// ----------------------------------------------------------------------- VAPID

/** New VAPID key pair: uncompressed 65-byte public key, 32-byte private key, base64url. */
export function generateVapidKeys(randomBytes) {
  const curve = curveWith(randomBytes);
  const seed = checkRandom(randomBytes, curve.lengths.seed);
  const { secretKey, publicKey } = curve.keygen(seed);
  return { publicKey: b64urlEncode(curve.getPublicKey(secretKey, false)), privateKey: b64urlEncode(secretKey) };
  // (keygen's own publicKey is compressed; Push API wants the uncompressed form)
}

/** Origin (scheme://host[:port]) of a push endpoint: the JWT audience. */
export function endpointOrigin(endpoint) {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(String(endpoint));
  if (!m) throw new Error('webpush: endpoint must be an http(s) URL');
  const scheme = m[1].toLowerCase();
  let host = m[2].toLowerCase();
  if (host.indexOf('@') >= 0) throw new Error('webpush: endpoint must not carry credentials');
  if ((scheme === 'https' && /:443$/.test(host)) || (scheme === 'http' && /:80$/.test(host)))
    host = host.replace(/:\d+$/, '');
  return scheme + '://' + host;
}

/**
 * `Authorization` header value for a push request (RFC 8292, "vapid" scheme).
 * expSeconds is the ABSOLUTE expiry (Unix seconds); keep it <= now + 24 h.
 * randomBytes is optional and only feeds noble's blinding.
 */
export function vapidAuthHeader(endpoint, subject, publicKey, privateKey, expSeconds, randomBytes) {
  if (!/^(mailto:|https:)/.test(String(subject)))
    throw new Error("webpush: VAPID subject must be a 'mailto:' or 'https:' URI");
  if (typeof expSeconds !== 'number' || !isFinite(expSeconds) || expSeconds <= 0)
    throw new Error('webpush: expSeconds must be an absolute Unix time in seconds');
  const pub = decodeKey(publicKey, 65, 'VAPID public key');
  const priv = decodeKey(privateKey, 32, 'VAPID private key');
  const curve = curveWith(randomBytes);
  const header = b64urlEncode(utf8Encode(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = b64urlEncode(
    utf8Encode(JSON.stringify({ aud: endpointOrigin(endpoint), exp: Math.floor(expSeconds), sub: subject })),
  );
  const signingInput = header + '.' + claims;
  // ES256 = ECDSA P-256 over SHA-256, signature as raw r||s (64 bytes). noble:
  // prehash (sha256) and low-S are the defaults; 'compact' is r||s.
  const sig = curve.sign(asciiBytes(signingInput), priv, { prehash: true, format: 'compact' });
  return 'vapid t=' + signingInput + '.' + b64urlEncode(sig) + ', k=' + b64urlEncode(pub);
}

// ------------------------------------------------------------------ encryption

/**
 * Encrypt one push message (RFC 8291) into an aes128gcm body (RFC 8188):
 * header(salt, rs=4096, keyid = server ephemeral public key) + one record
 * whose plaintext is payload || 0x02 (last-record delimiter, no padding).
 */
export function encryptPayload(plaintext, p256dh, auth, randomBytes) {
  if (typeof plaintext === 'string') plaintext = utf8Encode(plaintext);
  if (!(plaintext instanceof Uint8Array)) throw new TypeError('webpush: plaintext must be bytes');
  if (plaintext.length > MAX_PAYLOAD)
    throw new Error('webpush: payload is ' + plaintext.length + ' bytes, at most ' + MAX_PAYLOAD + ' fit');
  const uaPublic = decodeKey(p256dh, 65, 'subscription p256dh');
  const authSecret = decodeKey(auth, 16, 'subscription auth');
  if (uaPublic[0] !== 4) throw new Error('webpush: p256dh must be an uncompressed point');

  const curve = curveWith(randomBytes);
  const asPrivate = curve.utils.randomSecretKey(checkRandom(randomBytes, curve.lengths.seed));
  const asPublic = curve.getPublicKey(asPrivate, false);
  // ECDH: x coordinate of the shared point (getSharedSecret also validates uaPublic).
  const ecdhSecret = curve.getSharedSecret(asPrivate, uaPublic, true).subarray(1);
  const salt = checkRandom(randomBytes, 16);

  const keyInfo = concat(asciiBytes('WebPush: info\0'), uaPublic, asPublic);
  const ikm = hkdf(sha256, ecdhSecret, authSecret, keyInfo, 32);
  const cek = hkdf(sha256, ikm, salt, asciiBytes('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(sha256, ikm, salt, asciiBytes('Content-Encoding: nonce\0'), 12);

  const record = gcm(cek, nonce).encrypt(concat(plaintext, new Uint8Array([2])));
  const header = new Uint8Array(16 + 4 + 1 + 65);
  header.set(salt, 0);
  header[16] = (RECORD_SIZE >>> 24) & 0xff;
  header[17] = (RECORD_SIZE >>> 16) & 0xff;
  header[18] = (RECORD_SIZE >>> 8) & 0xff;
  header[19] = RECORD_SIZE & 0xff;
  header[20] = 65;
  header.set(asPublic, 21);
  return concat(header, record);
}

// ------------------------------------------------------------------- request

/**
 * Everything needed for one push: url, method, headers, body (Uint8Array).
 * subscription: { endpoint, p256dh, auth } (base64url keys, as the browser's
 * PushSubscription.toJSON().keys gives them); vapid: { publicKey, privateKey, subject }.
 */
export function buildPushRequest(subscription, payload, vapid, randomBytes, nowSeconds, options) {
  const opts = options || {};
  if (!subscription || typeof subscription.endpoint !== 'string')
    throw new Error('webpush: subscription.endpoint missing');
  if (!vapid) throw new Error('webpush: vapid keys missing');
  if (typeof nowSeconds !== 'number' || !isFinite(nowSeconds))
    throw new Error('webpush: nowSeconds (Unix seconds) required');
  const ttl = opts.ttl === undefined ? DEFAULT_TTL : opts.ttl;
  const body = encryptPayload(
    typeof payload === 'string' ? utf8Encode(payload) : payload,
    subscription.p256dh,
    subscription.auth,
    randomBytes,
  );
  const authorization = vapidAuthHeader(
    subscription.endpoint,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    Math.floor(nowSeconds) + VAPID_TTL_SECONDS,
    randomBytes,
  );
  return {
    url: subscription.endpoint,
    method: 'POST',
    headers: {
      TTL: String(ttl),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      Authorization: authorization,
      Urgency: opts.urgency || 'high',
    },
    body,
  };
}

/** The object to hand to PocketBase's $http.send (timeout in whole seconds, >= 1). */
export function toHttpSendConfig(request, timeoutSeconds) {
  const t = Math.ceil(timeoutSeconds || 0);
  if (!(t >= 1)) throw new Error('webpush: $http.send timeout must be >= 1 s (0 means 120 s)');
  return { url: request.url, method: request.method, headers: request.headers, body: request.body, timeout: t };
}
