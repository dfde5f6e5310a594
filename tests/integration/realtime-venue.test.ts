// Realtime by venue (docs/realtime.md, pb_hooks/lib/realtime/realtime.js) on the real PocketBase: topics are
// authorised once at subscribe time, everything else is refused with a 4xx that changes nothing,
// and each write reaches only its venue's (or its guest's) subscribers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { createOwner, createSoupMenu, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";
import { openRealtimeStream, type RealtimeStream } from "../helpers/realtime-stream";

const MAX_CONNECTIONS = 6;

let server: TestServer;
let a: Owner;
let b: Owner;
let dish: RecordModel;

const streams: RealtimeStream[] = [];

async function openStream(): Promise<RealtimeStream> {
  const stream = await openRealtimeStream(server.url);
  streams.push(stream);
  return stream;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

async function guestOrder(token?: string, owner: Owner = a): Promise<RecordModel> {
  return server
    .client()
    .collection("orders")
    .create(
      {
        userSlug: owner.user.publicLink,
        tableSlug: "1",
        items: [{ dishId: dish.id, count: 1 }],
      },
      token ? { headers: { "X-Guest-Token": token } } : undefined,
    );
}

beforeAll(async () => {
  server = await startTestServer({ env: { REALTIME_MAX_CONNECTIONS_PER_IP: String(MAX_CONNECTIONS) } });
  a = await createOwner(server);
  b = await createOwner(server);
  const cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
  dish = await a.pb.collection("dishes").create({ title: "Soup", price: 4.5, category: cat.id, user: a.user.id });
  await a.pb.collection("tables").create({ tableNumber: 1, round: false, width: 80, length: 80, user: a.user.id });
  const catB = await b.pb.collection("categories").create({ title: "Mains", order: 0, user: b.user.id });
  await b.pb.collection("dishes").create({ title: "Tea", price: 2, category: catB.id, user: b.user.id });
  await b.pb.collection("tables").create({ tableNumber: 1, round: false, width: 80, length: 80, user: b.user.id });
}, 60_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await server?.stop();
});

describe("realtime subscriptions are refused with a 4xx unless they name the caller's venue or order", () => {
  const token = () => a.pb.authStore.token;

  it.each([
    ["a collection-wide topic", "orders/*", 400],
    ["another collection-wide topic", "users/*", 400],
    ["a record topic", "dishes/abcdefghijklmno", 400],
    ["the deprecated bare collection topic", "orders", 400],
    ["an unknown topic", "hello", 400],
    ["an unknown venue kind", "venue/ID/push_subscriptions", 400],
    ["a malformed guest token", "guest/short", 400],
  ])("refuses %s (%s) for an owner", async (_what, topic, status) => {
    const s = await openStream();
    const res = await s.subscribe([topic.replace("ID", a.user.id)], token());
    expect(res.status).toBe(status);
    expect(String(res.body.message)).not.toBe("");
    s.close();
  });

  it("refuses any ?options= (fields, expand, filter), even on an allowed topic", async () => {
    const s = await openStream();
    for (const query of [{ fields: "menuTitle:excerpt(-1)" }, { expand: "user" }, { filter: "finished = true" }]) {
      const topic = `menu/${a.user.id}?options=${encodeURIComponent(JSON.stringify({ query }))}`;
      const res = await s.subscribe([topic]);
      expect(res.status).toBe(400);
      expect(String(res.body.message)).toMatch(/options/);
    }
    s.close();
  });

  it("an owner cannot follow another venue, a guest cannot follow a venue at all", async () => {
    const s = await openStream();
    const res = await s.subscribe([`venue/${b.user.id}/orders`], token());
    expect(res.status).toBe(403);
    const g = await openStream();
    expect((await g.subscribe([`venue/${a.user.id}/orders`])).status).toBe(403);
    s.close();
    g.close();
  });

  it("a connection stays with the owner who subscribed it: another owner or a guest cannot take it over", async () => {
    const s = await openStream();
    expect((await s.subscribe([`venue/${a.user.id}/orders`], token())).status).toBe(204);
    for (const other of [b.pb.authStore.token, undefined]) {
      const res = await s.subscribe([`menu/${b.user.id}`], other);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("The current and the previous request authorization don't match.");
    }
    // Still the owner's connection, with the owner's topics.
    const o = await guestOrder();
    await expect.poll(() => s.events.map((e) => e.data.record.id)).toContain(o.id);
    expect((await s.subscribe([`venue/${a.user.id}/orders`, `menu/${a.user.id}`], token())).status).toBe(204);
    // A guest's connection may still sign in (PocketBase's rule: guest -> owner is allowed).
    const g = await openStream();
    expect((await g.subscribe([`menu/${a.user.id}`])).status).toBe(204);
    expect((await g.subscribe([`venue/${a.user.id}/orders`], token())).status).toBe(204);
    s.close();
    g.close();
  });

  it("refuses more than 8 topics per connection", async () => {
    const s = await openStream();
    const topics = Array.from({ length: 9 }, (_, i) => `guest/${"t".repeat(24)}${i}`);
    const res = await s.subscribe(topics);
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(/8/);
    expect((await s.subscribe(topics.slice(0, 8))).status).toBe(204);
    s.close();
  });

  it("a refused subscription changes nothing: the earlier topics keep delivering", async () => {
    const s = await openStream();
    expect((await s.subscribe([`venue/${a.user.id}/orders`], token())).status).toBe(204);
    expect((await s.subscribe(["orders/*"], token())).status).toBe(400);
    const o = await guestOrder();
    await expect.poll(() => s.events.map((e) => e.data.record.id)).toContain(o.id);
    s.close();
  });

  it("refuses connections from one address beyond the limit, counting only live ones", async () => {
    for (const s of streams.splice(0)) s.close();
    await settle();
    const open: RealtimeStream[] = [];
    for (let i = 0; i < MAX_CONNECTIONS; i++) {
      const s = await openStream();
      expect((await s.subscribe([`menu/${a.user.id}`])).status).toBe(204);
      open.push(s);
    }
    const extra = await openStream();
    const refused = await extra.subscribe([`menu/${a.user.id}`]);
    expect(refused.status).toBe(429);
    expect(String(refused.body.message)).toMatch(/Too many realtime connections/);
    // A closed connection frees its place.
    open[0].close();
    await settle();
    expect((await extra.subscribe([`menu/${a.user.id}`])).status).toBe(204);
    for (const s of streams.splice(0)) s.close();
    await settle();
  });
});

describe("a write reaches only its venue's and its guest's subscribers", () => {
  it("owner topics: orders, finished, tables, storage, menu of the own venue only", async () => {
    const mine = await openStream();
    const other = await openStream();
    const kinds = ["orders", "finished", "tables", "storage", "menu"];
    expect(
      (
        await mine.subscribe(
          kinds.map((k) => `venue/${a.user.id}/${k}`),
          a.pb.authStore.token,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await other.subscribe(
          kinds.map((k) => `venue/${b.user.id}/${k}`),
          b.pb.authStore.token,
        )
      ).status,
    ).toBe(204);

    const o = await guestOrder("g".repeat(30));
    await a.pb.collection("orders").update(o.id, { finished: true });
    const t = await a.pb.collection("tables").create({ tableNumber: 7, user: a.user.id });
    const st = await a.pb.collection("storage").create({ item: "Flour", quantity: 5, unit: "gram", user: a.user.id });
    await a.pb.collection("dishes").update(dish.id, { price: 5 });

    const seen = () => mine.events.map((e) => `${e.topic.split("/")[2]}:${e.data.action}:${e.data.record.id}`);
    await expect
      .poll(seen)
      .toEqual([
        `orders:create:${o.id}`,
        `orders:update:${o.id}`,
        `finished:update:${o.id}`,
        `tables:create:${t.id}`,
        `storage:create:${st.id}`,
        `menu:update:${dish.id}`,
      ]);
    // The payload is PocketBase's own {action, record}, without hidden fields.
    const created = mine.events[0].data.record;
    expect(created.collectionName).toBe("orders");
    expect(created.total).toBe(4.5);
    expect(created).not.toHaveProperty("guestToken");
    await settle();
    expect(other.events).toEqual([]);
    mine.close();
    other.close();
  });

  it("guest topics: a guest follows their own token's orders, nobody else's", async () => {
    const mineToken = "m".repeat(32);
    const guest = await openStream();
    const stranger = await openStream();
    expect((await guest.subscribe([`guest/${mineToken}`, `menu/${a.user.id}`])).status).toBe(204);
    expect((await stranger.subscribe([`guest/${"s".repeat(32)}`, `menu/${b.user.id}`])).status).toBe(204);

    const mine = await guestOrder(mineToken);
    const notMine = await guestOrder("n".repeat(32));
    await a.pb.collection("orders").update(mine.id, { started: true });
    await a.pb.collection("dishes").update(dish.id, { available: false });
    await a.pb.collection("dishes").update(dish.id, { available: true });

    const seen = () => guest.events.map((e) => `${e.topic.split("/")[0]}:${e.data.action}:${e.data.record.id}`);
    await expect
      .poll(seen)
      .toEqual([
        `guest:create:${mine.id}`,
        `guest:update:${mine.id}`,
        `menu:update:${dish.id}`,
        `menu:update:${dish.id}`,
      ]);
    expect(guest.events.map((e) => e.data.record.id)).not.toContain(notMine.id);
    expect(guest.events[0].data.record).not.toHaveProperty("guestToken");
    await settle();
    expect(stranger.events).toEqual([]);
    guest.close();
    stranger.close();
  });

  it("menu info changes reach open guest menus; a password change does not", async () => {
    const guest = await openStream();
    expect((await guest.subscribe([`menu/${a.user.id}`])).status).toBe(204);
    await a.pb.collection("users").update(a.user.id, { menuTitle: "New title" });
    await expect.poll(() => guest.events.map((e) => e.data.record.menuTitle)).toEqual(["New title"]);
    // The venue record is private: only its public menu fields go out.
    const venue = guest.events[0].data.record;
    expect(Object.keys(venue).sort()).toEqual(
      [
        "brandColor",
        "collectionId",
        "collectionName",
        "cover",
        "currency",
        "id",
        "logo",
        "menuDescription",
        "menuTitle",
        "publicLink",
        "tableService",
        "timeZone",
      ].sort(),
    );
    await a.pb.collection("users").update(a.user.id, { qrtext: "Scan me" });
    await settle();
    expect(guest.events).toHaveLength(1);
    guest.close();
  });

  it("the excerpt subscription that crashed PocketBase 0.39.0 is refused and the server keeps running", async () => {
    const s = await openStream();
    const topic = `users/*?options=${encodeURIComponent(JSON.stringify({ query: { fields: "menuTitle:excerpt(-1)" } }))}`;
    const res = await s.subscribe([topic]);
    await a.pb.collection("users").update(a.user.id, { menuTitle: "After the excerpt" });
    await settle();
    const health = await fetch(`${server.url}/api/health`).then(
      (r) => r.status,
      (e: Error) => e.message,
    );
    expect(health).toBe(200);
    expect(res.status).toBe(400);
    s.close();
  });
});

describe("a revoked session stops receiving", () => {
  /** Re-subscribing an existing connection: 404 once the server has ended it. */
  async function resubscribe(s: RealtimeStream, token: string): Promise<number> {
    return (await s.subscribe([`menu/${a.user.id}`], token)).status;
  }

  it("a password change ends the owner's open screens: the next orders go to the new session only", async () => {
    const c = await createOwner(server);
    const { dish: soup } = await createSoupMenu(c);
    const oldToken = c.pb.authStore.token;
    const old = await openStream();
    expect((await old.subscribe([`venue/${c.user.id}/orders`], oldToken)).status).toBe(204);

    await c.pb.collection("users").update(c.user.id, {
      oldPassword: c.password,
      password: "new-password-456",
      passwordConfirm: "new-password-456",
    });
    const again = server.client();
    await again.collection("users").authWithPassword(c.email, "new-password-456");
    const fresh = await openStream();
    expect((await fresh.subscribe([`venue/${c.user.id}/orders`], again.authStore.token)).status).toBe(204);

    const order = await server
      .client()
      .collection("orders")
      .create({ userSlug: c.user.publicLink, tableSlug: "1", items: [{ dishId: soup.id, count: 1 }] });
    // The same publish call goes to every subscriber of the topic: once the new screen has it, the
    // old one would have it too.
    await expect.poll(() => fresh.events.map((e) => e.data.record.id)).toContain(order.id);
    expect(old.events).toEqual([]);
    expect(await resubscribe(old, oldToken)).toBe(404);
    old.close();
    fresh.close();
  });

  it("deleting the account ends its open screens", async () => {
    const d = await createOwner(server);
    const s = await openStream();
    expect(
      (await s.subscribe([`venue/${d.user.id}/orders`, `venue/${d.user.id}/menu`], d.pb.authStore.token)).status,
    ).toBe(204);
    const token = d.pb.authStore.token;
    await d.pb.send("/api/account/delete", { method: "POST", body: { password: d.password } });
    expect(await resubscribe(s, token)).toBe(404);
    s.close();
  });
});
