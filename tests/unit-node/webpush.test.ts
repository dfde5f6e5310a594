// Interop proof for the BUNDLED hook library pb_hooks/lib/webpush.js (the file
// PocketBase require()s): encryption checked against http_ece (an independent
// RFC 8188/8291 implementation), VAPID JWTs checked with node:crypto.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import vm from 'node:vm';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const libPath = path.join(root, 'pb_hooks/lib/webpush.js');
const wp = require(libPath);
const ece = require('http_ece');

const randomBytes = (n: number) => new Uint8Array(crypto.randomBytes(n));

function subscriptionKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'), // uncompressed, 65 bytes
    auth: auth.toString('base64url'),
  };
}

function decrypt(body: Uint8Array, keys: ReturnType<typeof subscriptionKeys>): Buffer {
  return ece.decrypt(Buffer.from(body), {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  });
}

function publicKeyObject(b64: string) {
  const raw = Buffer.from(b64, 'base64url');
  return crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
}

/** Parses and verifies `vapid t=<jwt>, k=<key>` with node:crypto; returns the claims. */
function verifyVapid(header: string, expectedKey: string) {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
  expect(m, header).not.toBeNull();
  const [, h, c, s, k] = m!;
  expect(k).toBe(expectedKey);
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const sig = Buffer.from(s, 'base64url');
  expect(sig.length).toBe(64);
  const ok = crypto.verify('sha256', Buffer.from(h + '.' + c), { key: publicKeyObject(k), dsaEncoding: 'ieee-p1363' }, sig);
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(c, 'base64url').toString());
}

const vapid = { ...wp.generateVapidKeys(randomBytes), subject: 'mailto:owner@example.com' };

describe('bundle', () => {
  it('is up to date with pb_hooks/src (node scripts/build-hooks.mjs --check)', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-hooks.mjs'), '--check'], { encoding: 'utf8' });
    expect(r.stderr + r.stdout).toBe('');
    expect(r.status).toBe(0);
  });

  it('loads and runs with no TextEncoder, crypto, Buffer or atob (like the hook VM)', () => {
    const src = readFileSync(libPath, 'utf8');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bundle's exports, as the hook VM sees them
    const module = { exports: {} as any };
    const sandbox = { module, exports: module.exports };
    vm.runInNewContext(src, sandbox, { filename: 'webpush.js' });
    const bare = module.exports;
    expect(vm.runInNewContext('typeof TextEncoder + typeof crypto + typeof Buffer + typeof atob', {})).toBe(
      'undefinedundefinedundefinedundefined',
    );
    const keys = subscriptionKeys();
    // a Uint8Array from the sandbox realm, as the VM would produce
    const rb = (n: number) => new (vm.runInContext('Uint8Array', vm.createContext(sandbox)) as Uint8ArrayConstructor)(crypto.randomBytes(n));
    const req = bare.buildPushRequest({ endpoint: 'https://push.example/x', ...keys }, '{"a":"ä"}', vapid, rb, 1_700_000_000);
    expect(decrypt(req.body, keys).toString('utf8')).toBe('{"a":"ä"}');
    verifyVapid(req.headers.Authorization, vapid.publicKey);
  });
});

describe('generateVapidKeys', () => {
  it('gives an uncompressed P-256 public key that belongs to the private key', () => {
    const k = wp.generateVapidKeys(randomBytes);
    const pub = Buffer.from(k.publicKey, 'base64url');
    const priv = Buffer.from(k.privateKey, 'base64url');
    expect(pub.length).toBe(65);
    expect(pub[0]).toBe(4);
    expect(priv.length).toBe(32);
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    expect(ecdh.getPublicKey().toString('base64url')).toBe(k.publicKey);
    expect(k.publicKey).not.toMatch(/[+/=]/);
    expect(wp.generateVapidKeys(randomBytes).privateKey).not.toBe(k.privateKey);
  });
});

describe('encryptPayload (aes128gcm, RFC 8188 + 8291) against http_ece', () => {
  const keys = subscriptionKeys();
  const order = {
    title: 'New order',
    body: 'Table 7: 2× Käsespätzle, 1× Crème brûlée, 1× 🍺 Pils — „bitte schnell“',
    url: '/orders',
    extra: 'Ελληνικά · 日本語 · עברית · emoji 👩‍🍳🇩🇪',
  };

  it('decrypts a JSON payload with non-ASCII text to the same JSON', () => {
    const json = JSON.stringify(order);
    const body = wp.encryptPayload(wp.utf8Encode(json), keys.p256dh, keys.auth, randomBytes);
    expect(body).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(decrypt(body, keys).toString('utf8'))).toEqual(order);
  });

  it.each([0, 1, 15, 16, 17, 100, 1000, 3000, 3993])('round-trips %i bytes; header salt|rs=4096|idlen=65|keyid', (n) => {
    const plain = crypto.randomBytes(n);
    const body = wp.encryptPayload(new Uint8Array(plain), keys.p256dh, keys.auth, randomBytes);
    expect(body.length).toBe(86 + n + 1 + 16);
    expect(body.length).toBeLessThanOrEqual(4096);
    const b = Buffer.from(body);
    expect(b.readUInt32BE(16)).toBe(4096);
    expect(b[20]).toBe(65);
    expect(b[21]).toBe(4);
    expect(decrypt(body, keys).equals(plain)).toBe(true);
  });

  it('refuses a payload that would not fit in 4096 bytes', () => {
    expect(wp.MAX_PAYLOAD).toBe(3993);
    expect(() => wp.encryptPayload(new Uint8Array(3994), keys.p256dh, keys.auth, randomBytes)).toThrow(/at most 3993/);
  });

  it('uses fresh salt and ephemeral key every time', () => {
    const a = Buffer.from(wp.encryptPayload(wp.utf8Encode('x'), keys.p256dh, keys.auth, randomBytes));
    const b = Buffer.from(wp.encryptPayload(wp.utf8Encode('x'), keys.p256dh, keys.auth, randomBytes));
    expect(a.subarray(0, 16).equals(b.subarray(0, 16))).toBe(false);
    expect(a.subarray(21, 86).equals(b.subarray(21, 86))).toBe(false);
  });

  it('does not decrypt for another subscription', () => {
    const other = subscriptionKeys();
    const body = wp.encryptPayload(wp.utf8Encode('secret'), keys.p256dh, keys.auth, randomBytes);
    expect(() => decrypt(body, { ...other, auth: keys.auth })).toThrow();
    expect(() => decrypt(body, { ...keys, auth: other.auth })).toThrow();
  });

  it('rejects malformed subscription keys', () => {
    expect(() => wp.encryptPayload(new Uint8Array(1), keys.p256dh.slice(4), keys.auth, randomBytes)).toThrow(/65 bytes/);
    expect(() => wp.encryptPayload(new Uint8Array(1), keys.p256dh, keys.auth.slice(2), randomBytes)).toThrow(/16 bytes/);
    const notOnCurve = Buffer.from(keys.p256dh, 'base64url');
    notOnCurve[64] ^= 1;
    expect(() => wp.encryptPayload(new Uint8Array(1), notOnCurve.toString('base64url'), keys.auth, randomBytes)).toThrow();
    expect(() => wp.encryptPayload(new Uint8Array(1), keys.p256dh, keys.auth, undefined)).toThrow(/randomBytes/);
  });
});

describe('utf8Encode (hand-written, used in the VM)', () => {
  it.each(['', 'plain ascii', 'Käse €5 ½', '日本語', '👩‍🍳🇩🇪𝄞', 'lone \ud800 high', 'lone \udc00 low', 'end \ud83d'])(
    'matches Buffer for %j',
    (s) => {
      expect(Buffer.from(wp.utf8Encode(s)).equals(Buffer.from(s, 'utf8'))).toBe(true);
    },
  );
});

describe('vapidAuthHeader (RFC 8292, ES256)', () => {
  it('verifies with node:crypto; aud is the endpoint origin; exp and sub as given', () => {
    const now = Math.floor(Date.now() / 1000);
    const h = wp.vapidAuthHeader(
      'https://fcm.googleapis.com/fcm/send/abc:def?x=1',
      'mailto:owner@example.com',
      vapid.publicKey,
      vapid.privateKey,
      now + 3600,
    );
    expect(verifyVapid(h, vapid.publicKey)).toEqual({
      aud: 'https://fcm.googleapis.com',
      exp: now + 3600,
      sub: 'mailto:owner@example.com',
    });
  });

  it.each([
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAA', 'https://updates.push.services.mozilla.com'],
    ['https://Web.Push.Apple.com:443/QGx', 'https://web.push.apple.com'],
    ['http://127.0.0.1:8123/push/1', 'http://127.0.0.1:8123'],
  ])('audience of %s is %s', (endpoint, aud) => {
    const h = wp.vapidAuthHeader(endpoint, 'https://example.com/contact', vapid.publicKey, vapid.privateKey, 2e9);
    expect(verifyVapid(h, vapid.publicKey).aud).toBe(aud);
  });

  it('fails verification under a different key', () => {
    const other = wp.generateVapidKeys(randomBytes);
    const h = wp.vapidAuthHeader('https://a.example/x', 'mailto:a@b.c', vapid.publicKey, other.privateKey, 2e9);
    const [, h1, c, s] = /t=([\w-]+)\.([\w-]+)\.([\w-]+)/.exec(h)!;
    const ok = crypto.verify('sha256', Buffer.from(h1 + '.' + c), { key: publicKeyObject(vapid.publicKey), dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
    expect(ok).toBe(false);
  });

  it('rejects a bad subject, missing exp, bad keys or endpoint', () => {
    const args = ['https://a.example/x', 'mailto:a@b.c', vapid.publicKey, vapid.privateKey, 2e9] as const;
    expect(() => wp.vapidAuthHeader(args[0], 'owner@example.com', args[2], args[3], args[4])).toThrow(/subject/);
    expect(() => wp.vapidAuthHeader(args[0], args[1], args[2], args[3], undefined)).toThrow(/expSeconds/);
    expect(() => wp.vapidAuthHeader(args[0], args[1], args[2].slice(3), args[3], args[4])).toThrow(/65 bytes/);
    expect(() => wp.vapidAuthHeader('ftp://a.example/x', args[1], args[2], args[3], args[4])).toThrow(/http/);
  });
});

describe('buildPushRequest', () => {
  it('builds a complete request whose body decrypts and whose JWT expires within 24 h', () => {
    const keys = subscriptionKeys();
    const endpoint = 'https://push.example.net:8443/send/XYZ';
    const payload = { title: 'New order', body: 'Table 12: 3× Gulasch, 1× Apfelstrudel', url: '/orders', n: 3 };
    const now = Math.floor(Date.now() / 1000);
    const req = wp.buildPushRequest({ endpoint, p256dh: keys.p256dh, auth: keys.auth }, JSON.stringify(payload), vapid, randomBytes, now);
    expect(req.url).toBe(endpoint);
    expect(req.method).toBe('POST');
    expect(Object.keys(req.headers).sort()).toEqual(['Authorization', 'Content-Encoding', 'Content-Type', 'TTL', 'Urgency']);
    expect(req.headers).toMatchObject({
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      Urgency: 'high',
    });
    expect(Number(req.headers.TTL)).toBeGreaterThan(0);
    for (const v of Object.values(req.headers)) expect(typeof v).toBe('string');
    expect(JSON.parse(decrypt(req.body, keys).toString('utf8'))).toEqual(payload);
    const claims = verifyVapid(req.headers.Authorization, vapid.publicKey);
    expect(claims.aud).toBe('https://push.example.net:8443');
    expect(claims.sub).toBe('mailto:owner@example.com');
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp - now).toBeLessThanOrEqual(24 * 3600);
  });

  it('toHttpSendConfig gives the $http.send object with a whole-second timeout', () => {
    const keys = subscriptionKeys();
    const req = wp.buildPushRequest({ endpoint: 'https://a.example/x', ...keys }, 'hi', vapid, randomBytes, 1_700_000_000);
    const cfg = wp.toHttpSendConfig(req, 4.2);
    expect(cfg).toEqual({ url: req.url, method: 'POST', headers: req.headers, body: req.body, timeout: 5 });
    expect(() => wp.toHttpSendConfig(req, 0)).toThrow(/timeout/);
  });
});
