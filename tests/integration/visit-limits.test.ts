// What one table's tab may hold and how fast a guest may write to it (docs/table-tab.md#limits),
// against a real PocketBase: every change of a visit reads and sends all of its orders again, so
// its orders are bounded (lines, stored bytes), by every way an order reaches it (a guest's order,
// a group send, a staff edit); and the guest routes under /api/visits/ have a rate limit of their
// own, so a group cart is no way around the order route's.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import {
  guestOrder,
  createOwner,
  expectStatus,
  startTestServer,
  tableKey,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

const FULL = "This table's tab is full: ask the staff to settle it before ordering more.";
const guest = (name: string) => `guest-${name}-${"x".repeat(24)}`;

/** A guest's order from a phone that opened the table's QR link (with its key). */
async function order(
  server: TestServer,
  venue: Owner,
  table: string,
  token: string,
  items: unknown[],
): Promise<RecordModel> {
  return guestOrder(server, venue, items as Array<Record<string, unknown>>, token, {
    tableSlug: table,
    tableKey: await tableKey(server, venue, table),
  });
}

function call<T>(server: TestServer, method: string, path: string, token: string, body?: unknown): Promise<T> {
  return server
    .client()
    .send<T>(path, { method, headers: { "X-Guest-Token": token }, body: body as Record<string, unknown> });
}

/** A venue with tabs on, tables 1 to 3 and `dishes` dishes (each with `extras` long-named extras). */
async function tabVenue(server: TestServer, dishes: number, extras: number): Promise<{ venue: Owner; ids: string[] }> {
  const venue = await createOwner(server);
  const u = venue.user.id;
  const cat = await venue.pb.collection("categories").create({ title: "Mains", order: 0, user: u });
  const modifiers: Record<string, number> = {};
  for (let i = 0; i < extras; i++) modifiers[`Extra number ${i} with a long name xx`] = 0.1;
  const ids: string[] = [];
  for (let d = 0; d < dishes; d++) {
    const dish = await venue.pb
      .collection("dishes")
      .create({ title: `Dish ${d}`, price: 1, category: cat.id, user: u, order: d, modifiers });
    ids.push(dish.id);
  }
  for (const n of [1, 2, 3]) {
    await venue.pb.collection("tables").create({ tableNumber: n, round: true, diameter: 100, user: u, x: 0, y: 0 });
  }
  await venue.pb.collection("users").update(u, { tableService: "tab" });
  return { venue, ids };
}

describe("a visit's orders are bounded", () => {
  let server: TestServer;
  let venue: Owner;
  let ids: string[];
  const ANNA = guest("anna");

  beforeAll(async () => {
    server = await startTestServer();
    ({ venue, ids } = await tabVenue(server, 50, 17));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const countOf = async (visit: string) =>
    (await server.admin.collection("orders").getList(1, 1, { filter: `visit = "${visit}"` })).totalItems;

  it("at 500 lines: a guest's order, a group send and a staff edit that would add one are refused, nothing stored", async () => {
    const fifty = ids.map((id) => ({ dishId: id, count: 1 }));
    const first = await order(server, venue, "1", ANNA, fifty);
    const visit = first.visit as string;
    expect(visit).toMatch(/^[a-z0-9]{15}$/);
    for (let i = 1; i < 10; i++) expect((await order(server, venue, "1", ANNA, fifty)).visit).toBe(visit);
    expect(await countOf(visit)).toBe(10);

    // A guest's order: refused, nothing stored.
    // A member's order (a phone outside the group orders apart, on no tab: tests/integration/table-trust.test.ts).
    const refused = await expectStatus(order(server, venue, "1", ANNA, [{ dishId: ids[0], count: 1 }]), 409);
    expect(refused.message).toBe(FULL);
    expect(await countOf(visit)).toBe(10);

    // A group send (Anna ordered first: she is the visit's first member): the cart stays as it was.
    await call(server, "POST", `/api/visits/${visit}/cart`, ANNA, { add: { dishId: ids[0], count: 1 } });
    const cart = (
      await call<{ visit: { cart: { version: number; lines: unknown[] } } }>(
        server,
        "GET",
        `/api/visits/${visit}`,
        ANNA,
      )
    ).visit.cart;
    const sent = await expectStatus(
      call(server, "POST", `/api/visits/${visit}/send`, ANNA, { version: cart.version }),
      409,
    );
    expect(sent.message).toBe(FULL);
    expect(await countOf(visit)).toBe(10);
    expect((await server.admin.collection("visits").getOne(visit)).cart).toHaveLength(1);

    // A staff edit: taking a line out is fine; putting it back once the table is full again is not.
    const stored = await venue.pb.collection("orders").getOne(first.id);
    const lines = stored.items as { dishId: string; count: number }[];
    const fewer = await venue.pb.collection("orders").update(first.id, { items: lines.slice(1) });
    expect(fewer.items).toHaveLength(49);
    await order(server, venue, "1", ANNA, [{ dishId: ids[1], count: 1 }]);
    const edit = await expectStatus(venue.pb.collection("orders").update(first.id, { items: lines }), 409);
    expect(edit.message).toBe(FULL);
    expect((await server.admin.collection("orders").getOne(first.id)).items).toHaveLength(49);

    // Another table is another visit, with room of its own.
    expect((await order(server, venue, "2", guest("other"), [{ dishId: ids[0], count: 1 }])).visit).not.toBe(visit);
  }, 120_000);

  it("at 500,000 bytes of stored lines: lines with many extras fill a visit in a few orders", async () => {
    const extras = Object.keys(
      (await server.admin.collection("dishes").getOne(ids[0])).modifiers as Record<string, number>,
    ).sort();
    const key = (id: string) => `${id}_${extras.map((m) => `${m}:0.1`).join(",")}`;
    const modifiers = Object.fromEntries(extras.map((m) => [m, 0.1]));
    const big = ids.map((id) => ({ dishId: key(id), count: 1, modifiers }));
    const token = guest("big");
    const first = await order(server, venue, "3", token, big);
    const bytes = JSON.stringify(first.items).length;
    expect(bytes).toBeGreaterThan(50_000);
    const room = Math.floor(500_000 / bytes);
    for (let i = 1; i < room; i++) await order(server, venue, "3", token, big);
    expect(await countOf(first.visit as string)).toBe(room);
    const refused = await expectStatus(order(server, venue, "3", token, big), 409);
    expect(refused.message).toBe(FULL);
    expect(await countOf(first.visit as string)).toBe(room);
    // What a member's phone gets for every change stays small.
    const view = await call<unknown>(server, "GET", `/api/visits/${first.visit}`, token);
    expect(JSON.stringify(view).length).toBeLessThan(500_000);
  }, 120_000);
});

describe("starting a table's group at the same moment", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("lets one phone in; the others at once get 409 and must be invited; an order racing a start keeps the group", async () => {
    const { venue, ids } = await tabVenue(server, 1, 0);
    for (let n = 4; n <= 12; n++) {
      await venue.pb
        .collection("tables")
        .create({ tableNumber: n, round: true, diameter: 100, user: venue.user.id, x: 0, y: 0 });
    }
    for (let table = 1; table <= 6; table++) {
      const phones = Array.from({ length: 8 }, (_, i) => guest(`t${table}-p${i}`));
      const key = await tableKey(server, venue, table);
      const results = await Promise.allSettled(
        phones.map((p) =>
          call<{ visit: { id: string } }>(server, "POST", "/api/visits/start", p, {
            link: venue.user.publicLink,
            table: String(table),
            key,
          }),
        ),
      );
      const ok = results.filter((r) => r.status === "fulfilled") as PromiseFulfilledResult<{ visit: { id: string } }>[];
      expect(ok, `table ${table}`).toHaveLength(1);
      for (const r of results) if (r.status === "rejected") expect(r.reason.status).toBe(409);
      const row = await server.admin.collection("visits").getOne(ok[0].value.visit.id);
      expect(row.members).toHaveLength(1);
    }
    // A first order and a start at once, at fresh tables: whoever wins, a started group keeps its phone.
    for (let table = 7; table <= 12; table++) {
      const starter = guest(`s${table}`);
      const key = await tableKey(server, venue, table);
      const [started] = await Promise.allSettled([
        call<{ visit: { id: string } }>(server, "POST", "/api/visits/start", starter, {
          link: venue.user.publicLink,
          table: String(table),
          key,
        }),
        order(server, venue, String(table), guest(`o${table}`), [{ dishId: ids[0], count: 1 }]),
      ]);
      if (started.status !== "fulfilled") continue;
      const row = await server.admin.collection("visits").getOne(started.value.visit.id);
      expect((row.members as { t: string }[]).map((m) => m.t)).toContain(starter);
    }
  }, 120_000);
});

describe("asking for the bill again and again", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("changes the bill each time but rings the venue's devices once a minute, not at a member's will", async () => {
    const { venue, ids } = await tabVenue(server, 1, 0);
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    await venue.pb.collection("push_subscriptions").create({
      endpoint: `https://fcm.googleapis.com/fcm/send/bill-${Date.now()}`,
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: crypto.randomBytes(16).toString("base64url"),
      user: venue.user.id,
    });
    const ANNA = guest("anna");
    const visit = (await order(server, venue, "1", ANNA, [{ dishId: ids[0], count: 3 }])).visit as string;
    const splits = [
      { split: "whole", method: "cash" },
      { split: "equal", parts: 3, method: "card" },
      { split: "whole", tipPercent: 10, method: "card" },
      { split: "equal", parts: 2, method: "cash" },
      { split: "whole", method: "card" },
    ];
    for (const body of splits) await call(server, "POST", `/api/visits/${visit}/bill`, ANNA, body);
    const row = await server.admin.collection("visits").getOne(visit);
    expect(row.status).toBe("billRequested");
    expect(row.bill).toMatchObject({ split: "whole", method: "card" });
    const pushes = await server.admin.collection("push_outbox").getFullList({ filter: `order = "visit-${visit}"` });
    expect(pushes).toHaveLength(1);
  }, 120_000);
});

describe("staff changing the orders of a visit whose bill was asked for", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("drops a bill nobody paid yet; once a share is paid, an edit or delete that changes the money is refused", async () => {
    const { venue, ids } = await tabVenue(server, 1, 0);
    const ANNA = guest("anna");
    const first = await order(server, venue, "1", ANNA, [{ dishId: ids[0], count: 2 }]);
    const second = await order(server, venue, "1", ANNA, [{ dishId: ids[0], count: 1 }]);
    const visit = first.visit as string;
    const ask = () =>
      call(server, "POST", `/api/visits/${visit}/bill`, ANNA, { split: "equal", parts: 3, method: "cash" });
    const row = () => server.admin.collection("visits").getOne(visit);
    const line = (count: number) => ({ items: [{ ...(first.items as object[])[0], count }] });

    // Nothing paid yet: an edit that adds money drops the bill (the guests ask again), as a new order does.
    await ask();
    expect((await row()).status).toBe("billRequested");
    await venue.pb.collection("orders").update(first.id, line(3));
    expect(await row()).toMatchObject({ status: "open", bill: null });
    // A start changes no money: the bill stays.
    await ask();
    await venue.pb.collection("orders").update(first.id, { started: true });
    expect((await row()).status).toBe("billRequested");

    // An order of the tab stays at its table: the staff move the whole visit.
    const moved = await expectStatus(venue.pb.collection("orders").update(second.id, { tableSlug: "2" }), 400);
    expect((moved.data as Record<string, { message: string }>).tableSlug.message).toBe(
      "This order is on table 1's tab: move the whole visit instead.",
    );
    expect((await server.admin.collection("orders").getOne(second.id)).tableSlug).toBe("1");

    // A share paid: the shares were planned for these orders; changing their money is refused.
    await venue.pb.send(`/api/venue/visits/${visit}/pay`, { method: "POST", body: { share: 0 } });
    const edit = await expectStatus(venue.pb.collection("orders").update(first.id, line(5)), 409);
    expect(edit.message).toBe("Part of this table's bill is paid: its orders cannot change now.");
    expect((await server.admin.collection("orders").getOne(first.id)).items).toMatchObject([{ count: 3 }]);
    await expectStatus(venue.pb.collection("orders").delete(second.id), 409);
    expect((await server.admin.collection("orders").getOne(second.id)).id).toBe(second.id);
    const after = await row();
    expect(after.status).toBe("billRequested");
    const shares = (after.bill as { totalCents: number; shares: { amountCents: number }[] }).shares;
    expect(shares.reduce((s, x) => s + x.amountCents, 0)).toBe(400);
  }, 120_000);
});

describe("the staff's list of open visits", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("carries each visit's count and total, as its members see them, without reading every line of every visit", async () => {
    const { venue, ids } = await tabVenue(server, 50, 17);
    const extras = Object.keys(
      (await server.admin.collection("dishes").getOne(ids[0])).modifiers as Record<string, number>,
    ).sort();
    const modifiers = Object.fromEntries(extras.map((m) => [m, 0.1]));
    const big = ids.map((id) => ({ dishId: `${id}_${extras.map((m) => `${m}:0.1`).join(",")}`, count: 2, modifiers }));
    const members: Record<string, { token: string; visit: string }> = {};
    for (const table of ["1", "2", "3"]) {
      const token = guest(`table-${table}`);
      const first = await order(server, venue, table, token, big);
      await order(server, venue, table, token, [{ dishId: ids[1], count: 3 }]);
      await order(server, venue, table, token, [{ dishId: "cash", count: 1 }]);
      members[table] = { token, visit: first.visit as string };
    }
    const res = await fetch(`${server.url}/api/venue/visits`, { headers: { Authorization: venue.pb.authStore.token } });
    const text = await res.text();
    const items = (JSON.parse(text) as { items: { id: string; table: string; orders: number; totalCents: number }[] })
      .items;
    expect(items.map((v) => v.table).sort()).toEqual(["1", "2", "3"]);
    for (const v of items) {
      const full = (
        await call<{ visit: { orders: number; totalCents: number } }>(
          server,
          "GET",
          `/api/visits/${v.id}`,
          members[v.table].token,
        )
      ).visit;
      expect(v.id).toBe(members[v.table].visit);
      expect([v.orders, v.totalCents]).toEqual([full.orders, full.totalCents]);
      expect(v.orders).toBe(3);
    }
    // Three visits of 70 KB of lines each: the list is a few hundred bytes a visit, not their lines.
    expect(text.length).toBeLessThan(10_000);
  }, 120_000);
});

describe("the guest routes of a tab are rate-limited per address", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: true });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("a group cart cannot store more orders a minute than the order route: 429 past the limit, nothing more stored", async () => {
    const { venue, ids } = await tabVenue(server, 1, 0);
    const rules = (await server.admin.settings.getAll()).rateLimits.rules as {
      label: string;
      maxRequests: number;
      duration: number;
    }[];
    const orderLimit = rules.find((r) => r.label === "POST /api/collections/orders/records")!;
    const ANNA = guest("anna");
    const start = await call<{ visit: { id: string } }>(server, "POST", "/api/visits/start", ANNA, {
      link: venue.user.publicLink,
      table: "1",
      key: await tableKey(server, venue, "1"),
    });
    const visit = start.visit.id;
    // A cart line, then a send, again and again, until the server says no.
    let sent = 0;
    let refusedAt = 0;
    for (let i = 0; i < 200 && !refusedAt; i++) {
      try {
        const added = await call<{ visit: { cart: { version: number } } }>(
          server,
          "POST",
          `/api/visits/${visit}/cart`,
          ANNA,
          { add: { dishId: ids[0], count: 1 } },
        );
        await call(server, "POST", `/api/visits/${visit}/send`, ANNA, { version: added.visit.cart.version });
        sent += 1;
      } catch (e) {
        expect((e as { status: number }).status).toBe(429);
        refusedAt = i + 1;
      }
    }
    expect(refusedAt, "a 429 came").toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(orderLimit.maxRequests * (60 / orderLimit.duration));
    const stored = (await server.admin.collection("orders").getList(1, 1, { filter: `visit = "${visit}"` })).totalItems;
    expect(stored).toBe(sent);
    // Reading is not a write: a member still sees the visit.
    await call(server, "GET", `/api/visits/${visit}`, ANNA);
  }, 180_000);
});
