// Web Push for new orders (docs/push.md) against the real PocketBase, the real
// push worker (started the way the launcher starts it: server/push-supervisor.mjs) and a fake push
// service on 127.0.0.1, allowed only through the operator's PUSH_EXTRA_ORIGINS. Interop is proven
// with independent implementations: node:crypto verifies the VAPID JWT (ES256), http_ece
// (RFC 8188/8291) decrypts the body.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { createRequire } from "node:module";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

const require = createRequire(import.meta.url);
const ece = require("http_ece") as {
  decrypt: (body: Buffer, opts: { version: string; privateKey: crypto.ECDH; authSecret: string }) => Buffer;
};

interface PushRequest {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The worker closed the connection before an answer (timeout, shutdown). */
  closedByClient: boolean;
  answered: boolean;
}

/**
 * A push service. The first path segment says how to answer:
 *   /201/..., /404/..., /410/...   that status;
 *   /302/...                       a redirect to /201/redirected/... (which must never be requested);
 *   /hang/...                      holds the request until release() (or the client gives up);
 *   /flaky/N/...                   503 for the first N requests of that path, then 201;
 *   /slow/N/...                    holds the first N requests (the worker times out), then 201.
 */
class FakePushService {
  requests: PushRequest[] = [];
  events: string[] = [];
  private held: { req: PushRequest; res: http.ServerResponse }[] = [];
  private seen = new Map<string, number>();
  private sockets = new Set<Socket>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      const entry: PushRequest = {
        path,
        method: req.method ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
        closedByClient: false,
        answered: false,
      };
      this.requests.push(entry);
      this.events.push(`received ${path}`);
      res.on("close", () => {
        if (!entry.answered) {
          entry.closedByClient = true;
          this.events.push(`closed ${path}`);
        }
      });
      const n = (this.seen.get(path) ?? 0) + 1;
      this.seen.set(path, n);
      const [, kind, arg] = path.split("/");
      const answer = (status: number, headers: Record<string, string> = {}) => {
        entry.answered = true;
        res.writeHead(status, headers).end();
      };
      if (kind === "hang" || (kind === "slow" && n <= Number(arg))) this.held.push({ req: entry, res });
      else if (kind === "flaky") answer(n <= Number(arg) ? 503 : 201);
      else if (kind === "slow") answer(201);
      else if (kind === "302") answer(302, { Location: `${this.origin}/201/redirected${path}` });
      else answer(Number(kind) || 500);
    });
  });
  origin = "";

  async start() {
    this.server.on("connection", (s: Socket) => {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
    });
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Answers every held request that is still open with 201. */
  release() {
    for (const h of this.held.splice(0)) {
      if (!h.req.closedByClient) {
        h.req.answered = true;
        h.res.writeHead(201).end();
      }
    }
  }

  to(path: string) {
    return this.requests.filter((r) => r.path === path);
  }

  reset() {
    this.release();
    this.requests = [];
    this.events = [];
  }

  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server.close(r));
  }
}

interface Subscriber {
  ecdh: crypto.ECDH;
  auth: string;
  endpoint: string;
  path: string;
  id: string;
}

const SEND_TIMEOUT_MS = 1500;
let server: TestServer;
let push: FakePushService;
/** A second push service (another origin), for what must not wait on the first. */
let push2: FakePushService;
let owner: Owner;
let other: Owner;
let dish: { id: string; title: string; price: number };
let serial = 0;

beforeAll(async () => {
  push = new FakePushService();
  await push.start();
  push2 = new FakePushService();
  await push2.start();
  server = await startTestServer({
    pushWorker: true,
    env: { PUSH_EXTRA_ORIGINS: `${push.origin},${push2.origin}` },
    pushWorkerEnv: {
      PUSH_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS),
      PUSH_RETRY_BASE_MS: "200",
      PUSH_WORKER_POLL_MS: "100",
    },
  });
  owner = await createOwner(server);
  other = await createOwner(server);
  dish = (await createSoupMenu(owner)).dish;
});

afterAll(async () => {
  await server?.stop();
  await push?.stop();
  await push2?.stop();
});

afterEach(async () => {
  push.reset();
  push2.reset();
  for (const s of await server.admin.collection("push_subscriptions").getFullList()) {
    await server.admin.collection("push_subscriptions").delete(s.id);
  }
});

function keys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
  };
}

/**
 * Subscribes `who` (an owner, or a manager with their venue's owner as `user`) with a fresh P-256
 * key pair and auth secret at the fake service's `kind` path.
 */
async function subscribe(who: Pick<Owner, "pb" | "user">, kind: string): Promise<Subscriber> {
  serial += 1;
  const { ecdh, p256dh, auth } = keys();
  const path = `/${kind}/${serial}`;
  const endpoint = `${push.origin}${path}`;
  const rec = await who.pb
    .collection("push_subscriptions")
    .create({ user: who.user.id, endpoint, p256dh, auth, userAgent: "test" });
  return { ecdh, auth, endpoint, path, id: rec.id };
}

/** A guest sends a valid order to `owner`'s table 1. */
async function guestOrder(s: TestServer = server, who: Owner = owner, d = dish) {
  return s
    .client()
    .collection("orders")
    .create({
      user: who.user.id,
      userSlug: who.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: d.id, title: d.title, price: d.price, count: 1, modifiers: {} }],
      total: d.price,
    });
}

/** Waits (polling, bounded) until `check` holds; fails with `what` otherwise. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for: ${what}\n${server.logs().slice(-2000)}`);
}

const outboxEmpty = async (s: TestServer = server) =>
  (await s.admin.collection("push_outbox").getFullList()).length === 0;

async function vapidPublicKey(): Promise<string> {
  const res = await fetch(`${server.url}/api/push/vapid-public-key`);
  expect(res.status).toBe(200);
  const json = (await res.json()) as { publicKey: string };
  return json.publicKey;
}

function publicKeyObject(raw: Buffer) {
  return crypto.createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
}

function decrypt(req: PushRequest, sub: Subscriber) {
  return JSON.parse(
    ece.decrypt(req.body, { version: "aes128gcm", privateKey: sub.ecdh, authSecret: sub.auth }).toString("utf8"),
  ) as unknown;
}

describe("VAPID keys", () => {
  it("exist once the server and its worker are up, before any client asks", async () => {
    const stored = await server.admin.collection("push_keys").getFullList();
    expect(stored).toHaveLength(1);
  });

  it("GET /api/push/vapid-public-key returns the same uncompressed P-256 public key every time", async () => {
    const key = await vapidPublicKey();
    const raw = Buffer.from(key, "base64url");
    expect(raw.length).toBe(65);
    expect(raw[0]).toBe(4);
    expect(() => publicKeyObject(raw)).not.toThrow();
    expect(await vapidPublicKey()).toBe(key);
  });

  it("the private key is never readable by a guest or an owner", async () => {
    const [stored] = await server.admin.collection("push_keys").getFullList();
    const privateKey = stored.privateKey as string; // a superuser sees the hidden field
    expect(Buffer.from(privateKey, "base64url").length).toBe(32);
    const res = await fetch(`${server.url}/api/push/vapid-public-key`);
    const text = await res.text();
    expect(Object.keys(JSON.parse(text) as object)).toEqual(["publicKey"]);
    for (const pb of [server.client(), owner.pb]) {
      await expectStatus(pb.collection("push_keys").getFullList(), 403);
      await expectStatus(pb.collection("push_keys").getOne(stored.id), 403);
      await expectStatus(pb.collection("push_keys").update(stored.id, { privateKey: "x" }), 403);
      await expectStatus(pb.collection("push_keys").create({ publicKey: "a", privateKey: "b" }), 403);
      await expectStatus(pb.collection("push_outbox").getFullList(), 403);
    }
    expect(text).not.toContain(privateKey);
    const readable = await owner.pb.collection("push_subscriptions").getFullList();
    expect(JSON.stringify(readable)).not.toContain(privateKey);
  });
});

describe("the worker's routes", () => {
  it("open only to the worker's credential: not to guests, owners, superusers or a wrong key", async () => {
    for (const route of ["sync", "keys"]) {
      const url = `${server.url}/api/push/worker/${route}`;
      const post = (headers: Record<string, string>) =>
        fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: JSON.stringify({ limit: 50 }),
        });
      expect((await post({})).status).toBe(401);
      expect((await post({ "X-Push-Worker-Key": crypto.randomBytes(32).toString("base64url") })).status).toBe(401);
      expect((await post({ Authorization: owner.pb.authStore.token })).status).toBe(401);
      expect((await post({ Authorization: server.admin.authStore.token })).status).toBe(401);
    }
  });
});

describe("push on a new order", () => {
  it("sends an aes128gcm message with a valid VAPID JWT that http_ece decrypts to the order", async () => {
    const sub = await subscribe(owner, "201");
    const elsewhere = await subscribe(other, "201"); // another venue: must get nothing
    const rec = await guestOrder();
    expect(rec.id).toBeTruthy();
    await until("the push", () => push.to(sub.path).length === 1);
    await until("the outbox to empty", () => outboxEmpty());
    expect(push.to(elsewhere.path)).toHaveLength(0);

    const req = push.to(sub.path)[0];
    expect(req.method).toBe("POST");
    expect(req.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(req.headers.ttl)).toBeGreaterThan(0);

    // VAPID (RFC 8292): vapid t=<jwt>, k=<server public key>; ES256 over header.claims.
    const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(String(req.headers.authorization));
    expect(m, String(req.headers.authorization)).not.toBeNull();
    const [, h, c, s, k] = m!;
    expect(k).toBe(await vapidPublicKey());
    expect(JSON.parse(Buffer.from(h, "base64url").toString())).toMatchObject({ alg: "ES256" });
    const verified = crypto.verify(
      "sha256",
      Buffer.from(`${h}.${c}`),
      { key: publicKeyObject(Buffer.from(k, "base64url")), dsaEncoding: "ieee-p1363" },
      Buffer.from(s, "base64url"),
    );
    expect(verified).toBe(true);
    const claims = JSON.parse(Buffer.from(c, "base64url").toString()) as { aud: string; exp: number; sub: string };
    expect(claims.aud).toBe(push.origin);
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);

    expect(decrypt(req, sub)).toEqual({
      title: "New order",
      body: "Table 1: Soup × 1",
      url: "/orders",
      icon: "/logo.svg",
      tag: `order-${rec.id}`,
    });
    // All the owner learns: delivered (a time), nothing of the push service's answer.
    const stored = await owner.pb.collection("push_subscriptions").getOne(sub.id);
    expect(stored.lastDelivered).toBeTruthy();
    expect(Object.keys(stored).sort()).toEqual(
      [
        "auth",
        "collectionId",
        "collectionName",
        "created",
        "endpoint",
        "id",
        "lastDelivered",
        "p256dh",
        "updated",
        "user",
        "userAgent",
      ].sort(),
    );
  });

  it("reaches all 10 devices of a venue, each with its own encryption", async () => {
    const subs: Subscriber[] = [];
    for (let i = 0; i < 10; i++) subs.push(await subscribe(owner, "201"));
    await guestOrder();
    await until("10 pushes", () => subs.every((s) => push.to(s.path).length === 1));
    for (const s of subs) expect(decrypt(push.to(s.path)[0], s)).toMatchObject({ title: "New order" });
  });

  it("orders sent together reach every device, each order exactly as it would alone (one push may carry several)", async () => {
    const subs: Subscriber[] = [];
    for (let i = 0; i < 3; i++) subs.push(await subscribe(owner, "201"));
    const orders = await Promise.all(Array.from({ length: 8 }, () => guestOrder()));
    const shown = (s: Subscriber) =>
      push.to(s.path).flatMap((req) => {
        const p = decrypt(req, s) as Record<string, unknown> & { more?: Record<string, unknown>[] };
        const { more, ...first } = p;
        return [first, ...(more ?? [])];
      });
    await until("every order on every device", () => subs.every((s) => shown(s).length >= orders.length));
    await until("the outbox to empty", () => outboxEmpty());
    for (const s of subs) {
      const got = shown(s);
      expect(got.map((n) => n.tag).sort()).toEqual(orders.map((o) => `order-${o.id}`).sort());
      for (const n of got)
        expect(n).toEqual({
          title: "New order",
          body: "Table 1: Soup × 1",
          url: "/orders",
          icon: "/logo.svg",
          tag: n.tag,
        });
      expect((await server.admin.collection("push_subscriptions").getOne(s.id)).lastDelivered).toBeTruthy();
    }
  });

  it("the order is created while the push service still holds the push: the request never waits for it", async () => {
    const sub = await subscribe(owner, "hang");
    const rec = await guestOrder();
    push.events.push(`created ${rec.id}`);
    await until("the held push", () => push.to(sub.path).length === 1);
    const held = push.to(sub.path)[0];
    expect(held.answered).toBe(false);
    expect(held.closedByClient).toBe(false);
    // The create's answer came before the push request ended (it is still open now).
    expect(push.events.indexOf(`created ${rec.id}`)).toBeLessThan(push.events.length);
    expect(push.events).not.toContain(`closed ${sub.path}`);
    // Another order goes through while that push is still held.
    const second = await guestOrder();
    expect(second.id).toBeTruthy();
    expect(held.closedByClient).toBe(false);
    push.release();
    await until("delivered", async () =>
      Boolean((await server.admin.collection("push_subscriptions").getOne(sub.id)).lastDelivered),
    );
  });

  it("pushes are sent in parallel: a push service holding every request does not hold up another venue's", async () => {
    const held: Subscriber[] = [];
    for (let i = 0; i < 10; i++) held.push(await subscribe(owner, "hang"));
    await guestOrder();
    await until("all ten held", () => held.every((s) => push.to(s.path).length === 1));
    serial += 1;
    const { ecdh, p256dh, auth } = keys();
    const path = `/201/${serial}`;
    await other.pb
      .collection("push_subscriptions")
      .create({ user: other.user.id, endpoint: `${push2.origin}${path}`, p256dh, auth });
    const otherDish = (await createSoupMenu(other)).dish;
    await guestOrder(server, other, otherDish);
    await until("the other venue's push", () => push2.to(path).length === 1);
    expect(held.every((s) => !push.to(s.path)[0].answered && !push.to(s.path)[0].closedByClient)).toBe(true);
    expect(decrypt(push2.to(path)[0], { ecdh, auth, endpoint: "", path, id: "" })).toMatchObject({
      title: "New order",
    });
    push.release();
  });

  it("retries 5xx answers with backoff until the push service accepts", async () => {
    const sub = await subscribe(owner, "flaky/2");
    await guestOrder();
    await until("three attempts", () => push.to(sub.path).length === 3);
    await until("the outbox to empty", () => outboxEmpty());
    const [first, second, third] = push.to(sub.path);
    expect(decrypt(third, sub)).toMatchObject({ title: "New order" });
    expect(first.answered && second.answered).toBe(true);
    expect((await server.admin.collection("push_subscriptions").getOne(sub.id)).lastDelivered).toBeTruthy();
  });

  it("retries a push the service never answers (the worker's timeout), then delivers it", async () => {
    const sub = await subscribe(owner, "slow/1");
    await guestOrder();
    await until("two attempts", () => push.to(sub.path).length === 2, 20000);
    expect(push.to(sub.path)[0].closedByClient).toBe(true); // the worker gave up on it
    await until("delivered", async () =>
      Boolean((await server.admin.collection("push_subscriptions").getOne(sub.id)).lastDelivered),
    );
  });

  it.each(["410", "404"])(
    "a subscription the push service answers %s for is deleted; the order stands",
    async (status) => {
      const gone = await subscribe(owner, status);
      const kept = await subscribe(owner, "201");
      const rec = await guestOrder();
      await until("the outbox to empty", () => outboxEmpty());
      expect(push.to(gone.path)).toHaveLength(1);
      expect(push.to(kept.path)).toHaveLength(1);
      await expectStatus(server.admin.collection("push_subscriptions").getOne(gone.id), 404);
      expect((await server.admin.collection("push_subscriptions").getOne(kept.id)).id).toBe(kept.id);
      expect((await server.admin.collection("orders").getOne(rec.id)).id).toBe(rec.id);
    },
  );

  it("a redirect is a failure: never followed, not retried, the subscription stays undelivered", async () => {
    const sub = await subscribe(owner, "302");
    await guestOrder();
    await until("the outbox to empty", () => outboxEmpty());
    expect(push.to(sub.path)).toHaveLength(1);
    expect(push.requests.filter((r) => r.path.startsWith("/201/redirected"))).toHaveLength(0);
    const stored = await server.admin.collection("push_subscriptions").getOne(sub.id);
    expect(stored.lastDelivered).toBeFalsy();
  });

  it("an owner cannot mark a subscription delivered", async () => {
    const sub = await subscribe(owner, "201");
    await owner.pb.collection("push_subscriptions").update(sub.id, { lastDelivered: "2030-01-01 00:00:00.000Z" });
    expect((await server.admin.collection("push_subscriptions").getOne(sub.id)).lastDelivered).toBeFalsy();
  });

  it("a push pending when the server stops is sent after it starts again", async () => {
    const sub = await subscribe(owner, "slow/1"); // the first attempt is held until the server stops
    await guestOrder();
    await until("the first attempt", () => push.to(sub.path).length === 1);
    await server.restart();
    await until("sent after the restart", () => push.to(sub.path).length === 2, 20000);
    expect(decrypt(push.to(sub.path)[1], sub)).toMatchObject({ title: "New order" });
    await until("delivered", async () =>
      Boolean((await server.admin.collection("push_subscriptions").getOne(sub.id)).lastDelivered),
    );
  });
});

describe("push_subscriptions", () => {
  it("refuses keys that cannot encrypt with a 400 naming the field", async () => {
    const { p256dh, auth } = keys();
    const body = { user: owner.user.id, endpoint: `${push.origin}/201/bad`, p256dh: "not-a-key", auth };
    const res = await expectStatus(owner.pb.collection("push_subscriptions").create(body), 400);
    expect(JSON.stringify(res)).toContain("p256dh");
    const res2 = await expectStatus(
      owner.pb.collection("push_subscriptions").create({ ...body, p256dh, auth: "short" }),
      400,
    );
    expect(JSON.stringify(res2)).toContain("auth");
  });

  const refused = [
    ["plain http", "http://fcm.googleapis.com/fcm/send/x"],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/x"],
    ["an IPv4 literal", "https://142.250.74.42/fcm/send/x"],
    ["an IPv6 literal", "https://[::1]/fcm/send/x"],
    ["user info", "https://user:pw@fcm.googleapis.com/fcm/send/x"],
    ["an unknown host", "https://push.example.org/x"],
    ["a look-alike host", "https://fcm.googleapis.com.example.org/x"],
    ["a host that only ends like one", "https://evilnotify.windows.com/x"],
    ["the fake service on another port", "http://127.0.0.1:1/201/x"],
  ];

  it.each(refused)("refuses an endpoint with %s on create", async (_what, endpoint) => {
    const { p256dh, auth } = keys();
    const res = await expectStatus(
      owner.pb.collection("push_subscriptions").create({ user: owner.user.id, endpoint, p256dh, auth }),
      400,
    );
    expect(JSON.stringify(res)).toContain("endpoint");
    expect(await server.admin.collection("push_subscriptions").getFullList()).toHaveLength(0);
  });

  it.each(refused)("refuses an endpoint with %s on update", async (_what, endpoint) => {
    const sub = await subscribe(owner, "201");
    const res = await expectStatus(owner.pb.collection("push_subscriptions").update(sub.id, { endpoint }), 400);
    expect(JSON.stringify(res)).toContain("endpoint");
    expect((await server.admin.collection("push_subscriptions").getOne(sub.id)).endpoint).toBe(sub.endpoint);
  });

  it("accepts the browsers' push services", async () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx",
      "https://api.push.apple.com/3/device/x",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
    ]) {
      const { p256dh, auth } = keys();
      await owner.pb.collection("push_subscriptions").create({ user: owner.user.id, endpoint, p256dh, auth });
    }
    expect(await owner.pb.collection("push_subscriptions").getFullList()).toHaveLength(5);
  });

  it("an owner keeps at most 10 subscriptions: the 11th is refused", async () => {
    for (let i = 0; i < 10; i++) await subscribe(owner, "201");
    const { p256dh, auth } = keys();
    const res = await expectStatus(
      owner.pb
        .collection("push_subscriptions")
        .create({ user: owner.user.id, endpoint: `${push.origin}/201/eleventh`, p256dh, auth }),
      400,
    );
    expect(String(res.message)).toMatch(/At most 10 devices/);
    expect(await owner.pb.collection("push_subscriptions").getFullList()).toHaveLength(10);
    await subscribe(other, "201"); // per owner, not per server
  });

  it("the same browser signed in as another owner moves the subscription to that owner", async () => {
    const sub = await subscribe(owner, "201");
    const moved = await other.pb.collection("push_subscriptions").create({
      user: other.user.id,
      endpoint: sub.endpoint,
      p256dh: sub.ecdh.getPublicKey().toString("base64url"),
      auth: sub.auth,
    });
    await expectStatus(server.admin.collection("push_subscriptions").getOne(sub.id), 404);
    expect((await server.admin.collection("push_subscriptions").getOne(moved.id)).user).toBe(other.user.id);
    await guestOrder(); // owner's order: nobody subscribed for owner any more
    await until("the outbox to empty", () => outboxEmpty());
    expect(push.requests).toHaveLength(0);
  });
});

// Managers turn on notifications on their devices as the owner does (docs/push.md): a subscription
// is the venue's, whoever stored it. Waiters and kitchen members are refused with a 403.
describe("push for the team", () => {
  it("a manager's device receives the venue's new orders, and the manager turns it off", async () => {
    const manager = await createMember(server, owner, "manager");
    const sub = await subscribe({ pb: manager.pb, user: owner.user }, "201");
    expect((await server.admin.collection("push_subscriptions").getOne(sub.id)).user).toBe(owner.user.id);
    await guestOrder();
    await until("the push", () => push.to(sub.path).length === 1);
    expect(decrypt(push.to(sub.path)[0], sub)).toMatchObject({ title: "New order", body: "Table 1: Soup × 1" });
    // What the app does to turn it off: find the venue's record of this endpoint, delete it.
    const mine = await manager.pb
      .collection("push_subscriptions")
      .getList(1, 1, { filter: manager.pb.filter("endpoint = {:e}", { e: sub.endpoint }) });
    expect(mine.items.map((r) => r.id)).toEqual([sub.id]);
    await manager.pb.collection("push_subscriptions").delete(sub.id);
    await expectStatus(server.admin.collection("push_subscriptions").getOne(sub.id), 404);
  });

  it("a manager cannot subscribe for another venue, nor read its subscriptions", async () => {
    const manager = await createMember(server, owner, "manager");
    const theirs = await subscribe(other, "201");
    const { p256dh, auth } = keys();
    await expectStatus(
      manager.pb
        .collection("push_subscriptions")
        .create({ user: other.user.id, endpoint: `${push.origin}/201/m-${serial}`, p256dh, auth }),
      400,
    );
    await expectStatus(manager.pb.collection("push_subscriptions").getOne(theirs.id), 404);
    await expectStatus(manager.pb.collection("push_subscriptions").delete(theirs.id), 404);
    expect(await server.admin.collection("push_subscriptions").getFullList()).toHaveLength(1);
  });

  it.each(["waiter", "kitchen"] as const)("a %s cannot subscribe: 403 with a message", async (role) => {
    const member = await createMember(server, owner, role);
    const { p256dh, auth } = keys();
    const res = await expectStatus(
      member.pb
        .collection("push_subscriptions")
        .create({ user: owner.user.id, endpoint: `${push.origin}/201/w-${serial}`, p256dh, auth }),
      403,
    );
    expect(String(res.message)).toBe("Only the owner and managers can turn on notifications.");
    expect(await server.admin.collection("push_subscriptions").getFullList()).toHaveLength(0);
  });
});

describe("without the operator's setting, and without a worker", () => {
  let plain: TestServer;
  let o: Owner;
  let d: { id: string; title: string; price: number };

  beforeAll(async () => {
    plain = await startTestServer();
    o = await createOwner(plain);
    d = (await createSoupMenu(o)).dish;
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it("the fake push service's origin is refused (PUSH_EXTRA_ORIGINS is what allowed it)", async () => {
    const { p256dh, auth } = keys();
    const res = await expectStatus(
      o.pb.collection("push_subscriptions").create({ user: o.user.id, endpoint: `${push.origin}/201/x`, p256dh, auth }),
      400,
    );
    expect(JSON.stringify(res)).toContain("endpoint");
  });

  it("an order and its outbox row are committed together", async () => {
    const { p256dh, auth } = keys();
    await o.pb
      .collection("push_subscriptions")
      .create({ user: o.user.id, endpoint: "https://fcm.googleapis.com/fcm/send/one", p256dh, auth });
    const rec = await guestOrder(plain, o, d);
    const rows = await plain.admin.collection("push_outbox").getFullList();
    expect(rows.map((r) => r.order)).toEqual([rec.id]);
    expect(rows[0]).toMatchObject({ venue: o.user.id, payload: { title: "New order", body: "Table 1: Soup × 1" } });
    // A finished order (an owner's own entry) pushes nothing.
    const before = rows.length;
    await plain.admin
      .collection("orders")
      .create({ user: o.user.id, tableSlug: "1", items: [], total: 0, finished: true, started: true });
    expect(await plain.admin.collection("push_outbox").getFullList()).toHaveLength(before);
  });

  it("a device added or removed after the venue's menu was cached counts from the next order on", async () => {
    const fresh = await createOwner(plain);
    const fd = (await createSoupMenu(fresh)).dish;
    const rowsOf = async () =>
      (await plain.admin.collection("push_outbox").getFullList({ filter: `venue = "${fresh.user.id}"` })).map(
        (r) => r.order as string,
      );
    const none = await guestOrder(plain, fresh, fd); // the venue's menu is cached now: no devices
    expect(await rowsOf()).toEqual([]);
    const { p256dh, auth } = keys();
    const device = await fresh.pb
      .collection("push_subscriptions")
      .create({ user: fresh.user.id, endpoint: "https://fcm.googleapis.com/fcm/send/cached-venue", p256dh, auth });
    const pushed = await guestOrder(plain, fresh, fd);
    expect(await rowsOf()).toEqual([pushed.id]);
    await fresh.pb.collection("push_subscriptions").delete(device.id);
    await guestOrder(plain, fresh, fd);
    expect(await rowsOf()).toEqual([pushed.id]);
    expect(none.id).not.toBe(pushed.id);
  });

  it("when the outbox row cannot be written, the order is rolled back with it", async () => {
    const { p256dh, auth } = keys();
    await o.pb
      .collection("push_subscriptions")
      .create({ user: o.user.id, endpoint: "https://fcm.googleapis.com/fcm/send/rollback", p256dh, auth });
    for (const row of await plain.admin.collection("push_outbox").getFullList())
      await plain.admin.collection("push_outbox").delete(row.id);
    await guestOrder(plain, o, d); // the venue has exactly one outbox row now
    const outbox = await plain.admin.collections.getOne("push_outbox");
    const indexes = outbox.indexes as string[];
    // One outbox row per venue at most (the venue has one from the test above): the next outbox
    // insert for it fails.
    await plain.admin.collections.update("push_outbox", {
      indexes: [...indexes, "CREATE UNIQUE INDEX idx_must_fail ON push_outbox (venue)"],
    });
    try {
      const ordersBefore = (await plain.admin.collection("orders").getFullList()).length;
      const outboxBefore = (await plain.admin.collection("push_outbox").getFullList()).length;
      await expect(guestOrder(plain, o, d)).rejects.toMatchObject({ status: 400 });
      expect(await plain.admin.collection("orders").getFullList()).toHaveLength(ordersBefore);
      expect(await plain.admin.collection("push_outbox").getFullList()).toHaveLength(outboxBefore);
    } finally {
      await plain.admin.collections.update("push_outbox", { indexes });
    }
    expect((await guestOrder(plain, o, d)).id).toBeTruthy();
  });

  it("GET /api/push/worker/* stays closed when no worker was started", async () => {
    const res = await fetch(`${plain.url}/api/push/worker/sync`, {
      method: "POST",
      headers: { "X-Push-Worker-Key": "" },
      body: "{}",
    });
    expect(res.status).toBe(401);
  });
});

describe("VAPID keys from the environment", () => {
  it("VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT are used instead of generated keys", async () => {
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    const publicKey = ecdh.getPublicKey().toString("base64url");
    const env = {
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString("base64url"),
      VAPID_SUBJECT: "mailto:ops@example.test",
    };
    const s2 = await startTestServer({ env, pushWorker: true });
    try {
      const res = await fetch(`${s2.url}/api/push/vapid-public-key`);
      expect(await res.json()).toEqual({ publicKey });
      expect(await s2.admin.collection("push_keys").getFullList()).toHaveLength(0);
    } finally {
      await s2.stop();
    }
  });

  it("without a worker (and no keys yet) the key route says to try again, instead of failing the server", async () => {
    const s3 = await startTestServer();
    try {
      const res = await fetch(`${s3.url}/api/push/vapid-public-key`);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/try again/);
    } finally {
      await s3.stop();
    }
  });
});
