// A takeaway guest's "Notify me when it's ready" (docs/takeaway.md#ready-notification,
// docs/push.md#the-guests-ready-push) against the real PocketBase, the real push worker (started as
// the launcher starts it) and a fake push service on 127.0.0.1 allowed through PUSH_EXTRA_ORIGINS,
// as in push.test.ts: the guest gets exactly one push when staff finish the order, decrypted with
// http_ece; another guest's token cannot register; bad endpoints and keys are refused; a table
// order never pushes to a guest; the record is readable by nobody through the record API.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { middayZone } from "../helpers/midday-zone";

const require = createRequire(import.meta.url);
const ece = require("http_ece") as {
  decrypt: (body: Buffer, opts: { version: string; privateKey: crypto.ECDH; authSecret: string }) => Buffer;
};

/** A push service that answers 201 to everything and records what it got. */
class FakePushService {
  requests: { path: string; body: Buffer }[] = [];
  origin = "";
  private sockets = new Set<Socket>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      this.requests.push({ path: req.url ?? "", body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });

  async start() {
    this.server.on("connection", (s: Socket) => {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
    });
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  to(path: string) {
    return this.requests.filter((r) => r.path === path);
  }

  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server.close(r));
  }
}

let server: TestServer;
let push: FakePushService;
let venue: Owner;
let soup: { id: string };
let serial = 0;

beforeAll(async () => {
  push = new FakePushService();
  await push.start();
  server = await startTestServer({
    pushWorker: true,
    env: { PUSH_EXTRA_ORIGINS: push.origin },
    pushWorkerEnv: { PUSH_RETRY_BASE_MS: "200", PUSH_WORKER_POLL_MS: "100" },
  });
  venue = await createOwner(server, { timeZone: middayZone() });
  soup = (await createSoupMenu(venue)).dish;
  await venue.pb.send("/api/venue/takeaway", {
    method: "POST",
    body: {
      settings: {
        on: true,
        slotMinutes: 15,
        maxOrders: 50,
        maxItems: 0,
        leadMinutes: 0,
        opens: "06:00",
        closes: "20:00",
        payment: "cash",
      },
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await push?.stop();
});

const token = () => `guest-push-${crypto.randomBytes(12).toString("hex")}`;

/** A fresh browser subscription at the fake service (P-256 key pair and auth secret). */
function browser(origin = push.origin) {
  serial += 1;
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString("base64url");
  const path = `/guest/${serial}`;
  return {
    ecdh,
    auth,
    path,
    json: { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } },
  };
}

async function takeawayOrder(guest: string): Promise<RecordModel> {
  const slots = await server
    .client()
    .send<{ slots: { time: string; open: boolean }[] }>(`/api/takeaway/${venue.user.publicLink}/slots`, {});
  const slot = slots.slots.find((s) => s.open)!.time;
  return server
    .client()
    .collection("orders")
    .create(
      {
        userSlug: venue.user.publicLink,
        tableSlug: "takeaway",
        items: [{ dishId: soup.id, count: 1 }],
        clientRequestId: `guest-push-${Date.now()}-${serial++}`,
        pickupAt: slot,
        pickupName: "Anna",
      },
      { headers: { "X-Guest-Token": guest } },
    );
}

function register(guest: string, order: string, subscription: unknown, lang?: unknown) {
  return server.client().send("/api/takeaway/push", {
    method: "POST",
    headers: { "X-Guest-Token": guest },
    body: lang === undefined ? { order, subscription } : { order, subscription, lang },
  });
}

/** The one push `sub` got, decrypted. */
function received(sub: ReturnType<typeof browser>): Record<string, unknown> {
  const body = push.to(sub.path)[0].body;
  return JSON.parse(
    ece.decrypt(body, { version: "aes128gcm", privateKey: sub.ecdh, authSecret: sub.auth }).toString("utf8"),
  ) as Record<string, unknown>;
}

/** Waits (polling, bounded) until `check` holds. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for: ${what}\n${server.logs().slice(-2000)}`);
}

const guestRows = async (order: string) =>
  (await server.admin.collection("guest_push").getFullList({ filter: `order = "${order}"` })).length;
const outboxEmpty = async () => (await server.admin.collection("push_outbox").getFullList()).length === 0;

describe("the guest's ready push", () => {
  it("is sent exactly once, to the order's guest only, when staff finish the order", async () => {
    const guest = token();
    const order = await takeawayOrder(guest);
    const sub = browser();
    await register(guest, order.id, sub.json);
    // The same browser again: updated, not a second row.
    await register(guest, order.id, sub.json);
    expect(await guestRows(order.id)).toBe(1);
    // Received and being prepared: nothing yet.
    await venue.pb.collection("orders").update(order.id, { started: true });
    await until("the outbox to empty", outboxEmpty);
    expect(push.to(sub.path)).toHaveLength(0);

    await venue.pb.collection("orders").update(order.id, { finished: true });
    await until("the push", () => push.to(sub.path).length === 1);
    await until("the outbox to empty", outboxEmpty);
    const got = JSON.parse(
      ece
        .decrypt(push.to(sub.path)[0].body, { version: "aes128gcm", privateKey: sub.ecdh, authSecret: sub.auth })
        .toString("utf8"),
    ) as Record<string, unknown>;
    expect(got).toMatchObject({
      title: `Order ${order.pickupNumber} is ready`,
      body: `Order ${order.pickupNumber} is ready for pickup`,
      url: `/${venue.user.publicLink}/takeaway`,
      tag: `ready-${order.id}`,
    });
    // The subscription served its one push and is gone.
    await until("the guest's subscription to be deleted", async () => (await guestRows(order.id)) === 0);

    expect(push.to(sub.path)).toHaveLength(1);
    // A finished order takes no new registration.
    const err = await expectStatus(register(guest, order.id, browser().json), 409);
    expect(err.message).toBe("This order is already ready for pickup.");
  });

  it("is sent in the language of the guest's page (issue 37); English and unknown languages as before", async () => {
    const guest = token();
    const order = await takeawayOrder(guest);
    const sub = browser();
    await register(guest, order.id, sub.json, "de");
    const other = token();
    const englishOrder = await takeawayOrder(other);
    const englishSub = browser();
    await register(other, englishOrder.id, englishSub.json, "xx-not-a-language");
    await venue.pb.collection("orders").update(order.id, { finished: true });
    await venue.pb.collection("orders").update(englishOrder.id, { finished: true });
    await until("the pushes", () => push.to(sub.path).length === 1 && push.to(englishSub.path).length === 1);
    expect(received(sub)).toMatchObject({
      title: `Bestellung ${order.pickupNumber} ist fertig`,
      body: `Bestellung ${order.pickupNumber} ist abholbereit`,
      url: `/${venue.user.publicLink}/takeaway`,
      tag: `ready-${order.id}`,
    });
    expect(received(englishSub)).toMatchObject({
      title: `Order ${englishOrder.pickupNumber} is ready`,
      body: `Order ${englishOrder.pickupNumber} is ready for pickup`,
    });
    await until("the outbox to empty", outboxEmpty);
  });

  it("another guest's token cannot register for the order; at most 2 devices per order", async () => {
    const guest = token();
    const order = await takeawayOrder(guest);
    await expectStatus(register(token(), order.id, browser().json), 404);
    await expectStatus(register(guest, "abcdefghijklmno", browser().json), 404);
    await expectStatus(
      server
        .client()
        .send("/api/takeaway/push", { method: "POST", body: { order: order.id, subscription: browser().json } }),
      400,
    );
    expect(await guestRows(order.id)).toBe(0);
    await register(guest, order.id, browser().json);
    await register(guest, order.id, browser().json);
    const err = await expectStatus(register(guest, order.id, browser().json), 409);
    expect(err.message).toBe("At most 2 devices can be notified for one order.");
    expect(await guestRows(order.id)).toBe(2);
  });

  it("refuses endpoints that are not push services, and bad keys, with a 400", async () => {
    const guest = token();
    const order = await takeawayOrder(guest);
    const good = browser().json;
    for (const endpoint of [
      "http://127.0.0.1:9/x",
      "https://169.254.169.254/latest",
      "https://evil.example.com/push",
      "https://fcm.googleapis.com:8443/x",
      "https://user:pw@fcm.googleapis.com/x",
      "not a url",
    ]) {
      const err = await expectStatus(register(guest, order.id, { ...good, endpoint }), 400);
      expect(err.message).toMatch(/push endpoint/);
    }
    await expectStatus(register(guest, order.id, { ...good, keys: { p256dh: "x", auth: good.keys.auth } }), 400);
    await expectStatus(register(guest, order.id, { ...good, keys: { p256dh: good.keys.p256dh, auth: "" } }), 400);
    expect(await guestRows(order.id)).toBe(0);
  });

  it("a table order never pushes to a guest, and cannot be registered for", async () => {
    const guest = token();
    const table = await server
      .client()
      .collection("orders")
      .create(
        { userSlug: venue.user.publicLink, tableSlug: "1", items: [{ dishId: soup.id, count: 1 }] },
        { headers: { "X-Guest-Token": guest } },
      );
    const sub = browser();
    await expectStatus(register(guest, table.id, sub.json), 404);
    await venue.pb.collection("orders").update(table.id, { finished: true });
    await until("the outbox to empty", outboxEmpty);
    expect(push.to(sub.path)).toHaveLength(0);
    expect(await guestRows(table.id)).toBe(0);
  });

  it("nobody reads or writes the guest's subscription through the record API", async () => {
    const guest = token();
    const order = await takeawayOrder(guest);
    const sub = browser();
    await register(guest, order.id, sub.json);
    const [row] = await server.admin.collection("guest_push").getFullList({ filter: `order = "${order.id}"` });
    for (const pb of [server.client(), venue.pb]) {
      await expectStatus(pb.collection("guest_push").getFullList(), 403);
      await expectStatus(pb.collection("guest_push").getOne(row.id), 403);
      await expectStatus(pb.collection("guest_push").create({ order: order.id, endpoint: sub.json.endpoint }), 403);
      await expectStatus(pb.collection("guest_push").delete(row.id), 403);
    }
    const guestRead = await server
      .client()
      .collection("orders")
      .getOne(order.id, { headers: { "X-Guest-Token": guest } });
    expect(JSON.stringify(guestRead)).not.toContain(sub.json.endpoint);
  });
});
