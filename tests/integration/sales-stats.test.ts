// Sales and stock aggregates (docs/sales.md) against a real PocketBase: exact totals per currency
// (an order keeps the currency it was sold in), range bounds to the second, more than 10,000
// orders (seeded with SQL), access control (another owner and a guest get nothing), bad input.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";
import {
  seedDishCents,
  seedFinishedOrders,
  seedOrderLines,
  seedStorage,
  SEED_DISHES,
  WAITER_EVERY,
} from "../../tools/seed-sales.mjs";

interface Totals {
  currency: string;
  count: number;
  cents: number;
  salesCount: number;
  averageCents: number;
}
interface Stats {
  count: number;
  range: { unit: string };
  totals: Totals[];
  series: { bucket: string; currency: string; count: number; cents: number }[];
  topByCount: { title: string; count: number; cents: number }[];
  topByRevenue: { title: string; count: number; cents: number }[];
  waiterCalls: { information: number; cash: number; card: number };
}
interface StorageStats {
  entries: number;
  groups: { item: string; unit: string; total: number; entries: number }[];
}

let server: TestServer;
let a: Owner;
let b: Owner;
let soup: RecordModel;

function stats(o: Owner | null, query: Record<string, string> = {}): Promise<Stats> {
  const pb = o ? o.pb : server.client();
  return pb.send<Stats>("/api/stats/finished", { query });
}

async function csv(o: Owner, query: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${server.url}/api/stats/finished/csv?${new URLSearchParams(query)}`, {
    headers: { Authorization: o.pb.authStore.token },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
  return (await res.text()).replace(/^\uFEFF/, "");
}

async function guestOrder(venue: Owner, count: number, extra: Record<string, unknown> = {}): Promise<RecordModel> {
  return server
    .client()
    .collection("orders")
    .create({
      userSlug: venue.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: soup.id, title: "Soup", price: 4.5, count, modifiers: {} }],
      ...extra,
    });
}

async function finish(o: Owner, id: string): Promise<RecordModel> {
  return o.pb.collection("orders").update(id, { finished: true });
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server, { currency: "EUR" });
  b = await createOwner(server, { currency: "GBP" });
  const cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
  // 4.35 is not exact in binary floating point: totals must still add up to the cent.
  soup = await a.pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.35, category: cat.id, user: a.user.id, order: 0 });
  await a.pb.collection("tables").create({ tableNumber: 1, round: true, diameter: 100, user: a.user.id, x: 0, y: 0 });
});

afterAll(async () => {
  await server?.stop();
});

describe("currency kept on the order", () => {
  it("totals per currency stay right when the venue changes its currency; clients cannot set it", async () => {
    const first = await guestOrder(a, 3, { currency: "XXX" });
    expect(first.currency).toBe("EUR");
    await finish(a, first.id);
    const waiter = await server
      .client()
      .collection("orders")
      .create({ userSlug: a.user.publicLink, tableSlug: "1", items: [{ dishId: "card", count: 1 }] });
    await finish(a, waiter.id);

    await a.pb.collection("users").update(a.user.id, { currency: "USD" });
    const second = await guestOrder(a, 1);
    expect(second.currency).toBe("USD");
    await finish(a, second.id);
    // The owner cannot relabel a sold order either (a finished order is frozen).
    await expectStatus(a.pb.collection("orders").update(first.id, { currency: "USD" }), 400);
    expect((await a.pb.collection("orders").getOne(first.id)).currency).toBe("EUR");

    const s = await stats(a);
    expect(s.count).toBe(3);
    const eur = s.totals.find((t) => t.currency === "EUR");
    const usd = s.totals.find((t) => t.currency === "USD");
    // 3 x 4.35 = 13.05 exactly (1305 cents), the waiter call counts as an order but not a sale.
    expect(eur).toEqual({ currency: "EUR", count: 2, cents: 1305, salesCount: 1, averageCents: 1305 });
    expect(usd).toEqual({ currency: "USD", count: 1, cents: 435, salesCount: 1, averageCents: 435 });
    expect(s.waiterCalls).toEqual({ information: 0, cash: 0, card: 1 });
    expect(s.topByCount[0]).toMatchObject({ title: "Soup", count: 3, cents: 1305 });
    expect(s.series.reduce((n, p) => n + p.cents, 0)).toBe(1740);

    const text = await csv(a);
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip");
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith(first.id))).toMatch(/,1,Soup × 3,13\.05,EUR,,$/);
    expect(lines.find((l) => l.startsWith(second.id))).toMatch(/,4\.35,USD,,$/);
  });

  it("a page of the orders comes with the figures (hidden fields stay hidden); a deleted order leaves them", async () => {
    const before = await stats(a, { page: "1" });
    // Soup is sold in two currencies here (one figure each): add them up.
    const soupSold = (x: Stats) => x.topByCount.filter((d) => d.title === "Soup").reduce((n, d) => n + d.count, 0);
    const soupBefore = soupSold(before);
    const sent = await server
      .client()
      .collection("orders")
      .create(
        { userSlug: a.user.publicLink, tableSlug: "1", items: [{ dishId: soup.id, count: 5 }] },
        { headers: { "X-Guest-Token": "guest-token-sales-aaaaaaaaaaaa" } },
      );
    await finish(a, sent.id);
    const after = await stats(a, { page: "1" });
    const items = (after as unknown as { items: Record<string, unknown>[] }).items;
    expect(items[0].id).toBe(sent.id);
    expect(items).toHaveLength(after.count);
    expect(items[0]).not.toHaveProperty("guestToken");
    expect(soupSold(after)).toBe(soupBefore + 5);
    // Another owner's page is their own (empty) one.
    expect(((await stats(b, { page: "1" })) as unknown as { items: unknown[] }).items).toEqual([]);

    await a.pb.collection("orders").delete(sent.id);
    const gone = await stats(a, { page: "1" });
    expect(gone.count).toBe(before.count);
    expect(soupSold(gone)).toBe(soupBefore);
    await expectStatus(stats(a, { page: "0" }), 400);
  });

  it("unfinished orders are not counted", async () => {
    await guestOrder(a, 2);
    expect((await stats(a)).count).toBe(3);
  });
});

describe("access control", () => {
  it("a guest gets 401; another owner sees only their own (empty) venue", async () => {
    await expectStatus(stats(null), 401);
    await expectStatus(server.client().send("/api/stats/storage", {}), 401);
    const res = await fetch(`${server.url}/api/stats/finished/csv`);
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Soup");

    const other = await stats(b);
    expect(other.count).toBe(0);
    expect(other.totals).toEqual([]);
    expect(other.topByCount).toEqual([]);
    // No parameter selects another venue: a `user` in the query is ignored.
    expect((await stats(b, { user: a.user.id })).count).toBe(0);
    expect((await csv(b, { user: a.user.id })).trim().split("\r\n")).toHaveLength(1);
    const storage = await b.pb.send<StorageStats>("/api/stats/storage", {});
    expect(storage).toMatchObject({ entries: 0, groups: [] });
  });

  it("a superuser token is not an owner: 401/403, nothing answered", async () => {
    try {
      await server.admin.send("/api/stats/finished", {});
      throw new Error("superuser got stats");
    } catch (e) {
      expect([401, 403]).toContain((e as { status?: number }).status);
    }
  });
});

describe("bounds", () => {
  let c: Owner;
  beforeAll(async () => {
    c = await createOwner(server, { currency: "EUR" });
    // Finished at 12:00:00.000, 11:59:59.000 and 11:59:58.000 UTC.
    seedFinishedOrders({
      dir: server.dir,
      ownerId: c.user.id,
      count: 3,
      spanSeconds: 3,
      endIso: "2026-01-10T12:00:00.000Z",
    });
  });

  it("from is inclusive and to exclusive, to the second; one day is bucketed per hour", async () => {
    const one = await stats(c, { from: "2026-01-10 11:59:59", to: "2026-01-10 12:00:00" });
    expect(one.count).toBe(1);
    expect(one.range.unit).toBe("hour");
    expect(one.series).toEqual([{ bucket: "2026-01-10 11", currency: "EUR", count: 1, cents: one.totals[0].cents }]);
    expect((await stats(c, { from: "2026-01-10 11:59:58", to: "2026-01-10 12:00:01" })).count).toBe(3);
    expect((await stats(c, { from: "2026-01-10 12:00:00" })).count).toBe(1);
    expect((await stats(c, { to: "2026-01-10 11:59:59" })).count).toBe(1);
    // Buckets follow the viewer's offset: +60 min puts 11:59 UTC at 12 local.
    const local = await stats(c, { from: "2026-01-10 11:59:58", to: "2026-01-10 12:00:01", tz: "60" });
    expect(local.series.map((p) => p.bucket)).toEqual(["2026-01-10 12", "2026-01-10 13"]);
    expect((await stats(c, { from: "2026-01-01 00:00:00", to: "2026-02-01 00:00:00" })).range.unit).toBe("day");
  });

  it("from after to is an empty range, not an error", async () => {
    const s = await stats(c, { from: "2026-01-11 00:00:00", to: "2026-01-10 00:00:00" });
    expect(s).toMatchObject({ count: 0, totals: [], series: [] });
  });

  it("malformed bounds are a 400 with a clear message", async () => {
    const bad: Record<string, string>[] = [
      { from: "2026-01-10T12:00" },
      { to: "yesterday" },
      { from: "2026-13-45 99:99:99" },
      { tz: "abc" },
      { tz: "9999" },
    ];
    for (const query of bad) {
      const body = await expectStatus(stats(c, query), 400);
      expect(String(body.message)).toMatch(/'(from|to|tz)' must be/);
    }
    await expectStatus(c.pb.send("/api/stats/storage", { query: { from: "x" } }), 400);
  });
});

describe("volume", () => {
  const N = 12_000;
  let v: Owner;
  beforeAll(async () => {
    v = await createOwner(server, { currency: "EUR" });
    seedFinishedOrders({ dir: server.dir, ownerId: v.user.id, count: N, spanSeconds: 90 * 86400 });
  });

  it("more than 10,000 orders: exact count, cents, top dishes and waiter calls in one request", async () => {
    let cents = 0;
    let sales = 0;
    const perDish = new Map<number, { count: number; cents: number }>();
    for (let i = 0; i < N; i++) {
      const lines = seedOrderLines(i) as [number, number][];
      if (lines.length) sales += 1;
      for (const [d, n] of lines) {
        cents += seedDishCents(d) * n;
        const p = perDish.get(d) ?? { count: 0, cents: 0 };
        p.count += n;
        p.cents += seedDishCents(d) * n;
        perDish.set(d, p);
      }
    }
    const s = await stats(v);
    expect(s.count).toBe(N);
    expect(s.totals).toEqual([
      { currency: "EUR", count: N, cents, salesCount: sales, averageCents: Math.round(cents / sales) },
    ]);
    expect(s.waiterCalls.cash).toBe(N / WAITER_EVERY);
    expect(s.series.reduce((n, p) => n + p.count, 0)).toBe(N);
    expect(s.series.reduce((n, p) => n + p.cents, 0)).toBe(cents);
    expect(s.series.length).toBeGreaterThanOrEqual(90);
    const best = [...perDish.entries()].sort((x, y) => y[1].cents - x[1].cents)[0];
    expect(s.topByRevenue[0]).toMatchObject({ title: `Dish ${best[0]}`, cents: best[1].cents });
    expect(s.topByCount).toHaveLength(Math.min(10, SEED_DISHES));

    const lines = (await csv(v)).trim().split("\r\n");
    expect(lines).toHaveLength(N + 1);
    // Newest first, like the list.
    expect(lines[1] > "" && lines[1].split(",")[2] > lines[N].split(",")[2]).toBe(true);
    const list = await v.pb.collection("orders").getList(1, 50, { filter: "finished = true", sort: "-created" });
    expect(list.totalItems).toBe(N);
  });

  it("ranges cutting through hours and days add up exactly like the orders themselves", async () => {
    const stampOf = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");
    const now = Date.now();
    const ranges: [number, number][] = [
      [now - 5.37 * 86400_000, now - 1.61 * 86400_000], // mid-hour to mid-hour, several days
      [now - 40.2 * 86400_000, now - 39.9 * 86400_000], // within a day or across one midnight
      [now - 3 * 3600_000 - 1234_000, now - 3 * 3600_000 + 777_000], // inside one hour
    ];
    for (const [f, t] of ranges) {
      const from = stampOf(f);
      const to = stampOf(t);
      const orders = await v.pb.collection("orders").getFullList({
        filter: v.pb.filter("finished = true && finishedAt >= {:from} && finishedAt < {:to}", { from, to }),
        fields: "total,items",
      });
      const cents = orders.reduce((n, o) => n + Math.round(o.total * 100), 0);
      const cash = orders.filter((o) => o.items[0]?.dishId === "cash").length;
      for (const tz of ["0", "120", "330"]) {
        const s = await stats(v, { from, to, tz });
        expect([s.count, s.totals[0]?.cents ?? 0, s.waiterCalls.cash]).toEqual([orders.length, cents, cash]);
        expect(s.series.reduce((n, p) => n + p.cents, 0)).toBe(cents);
        const sold = new Map<string, number>();
        for (const o of orders) {
          for (const l of o.items as { dishId: string; title: string; count: number }[]) {
            if (l.dishId !== "cash") sold.set(l.title, (sold.get(l.title) ?? 0) + l.count);
          }
        }
        expect(s.topByCount.length).toBe(Math.min(10, sold.size));
        for (const d of s.topByCount) expect([d.title, d.count]).toEqual([d.title, sold.get(d.title)]);
      }
    }
  });
});

describe("account deletion", () => {
  it("a deleted venue leaves no rows in the sales copies", async () => {
    const gone = await createOwner(server, { currency: "EUR" });
    seedFinishedOrders({ dir: server.dir, ownerId: gone.user.id, count: 30 });
    const rows = () =>
      execFileSync("sqlite3", [path.join(server.dir, "data.db")], {
        input: `.timeout 5000\nSELECT (SELECT COUNT(*) FROM sales_lines WHERE user = '${gone.user.id}') + (SELECT COUNT(*) FROM sales_rollup WHERE user = '${gone.user.id}');`,
      })
        .toString()
        .trim();
    expect(Number(rows())).toBeGreaterThan(30);
    await gone.pb.send("/api/account/delete", { method: "POST", body: { password: gone.password } });
    expect(rows()).toBe("0");
  });
});

describe("storage", () => {
  it("groups per item and unit above 0, over the range; the entry count pages the list", async () => {
    const s = await createOwner(server);
    const add = (item: string, quantity: number, unit = "piece") =>
      s.pb.collection("storage").create({ item, quantity, unit, note: "", user: s.user.id });
    await add("Milk", 1000, "mililitre");
    await add("Milk", -250, "mililitre");
    await add("Milk", 3, "piece");
    await add("Salt", -1);
    await add("Eggs", 0.1);
    await add("Eggs", 0.2);
    const st = await s.pb.send<StorageStats>("/api/stats/storage", {});
    expect(st.entries).toBe(6);
    expect(st.groups).toEqual([
      { item: "Eggs", unit: "piece", total: 0.3, entries: 2 },
      { item: "Milk", unit: "mililitre", total: 750, entries: 2 },
      { item: "Milk", unit: "piece", total: 3, entries: 1 },
    ]);
    const future = await s.pb.send<StorageStats>("/api/stats/storage", { query: { from: "2099-01-01 00:00:00" } });
    expect(future).toEqual({ entries: 0, groups: [], range: { from: "2099-01-01 00:00:00", to: "" } });

    seedStorage({ dir: server.dir, ownerId: s.user.id, count: 10_000 });
    const big = await s.pb.send<StorageStats>("/api/stats/storage", {});
    expect(big.entries).toBe(10_006);
    // The grouped list: one page of 100 entries, each under its group, at any volume.
    const page = await s.pb.send<{ listed: number; groups: { offset: number }[]; items: { group: number }[] }>(
      "/api/stats/storage",
      { query: { page: "2" } },
    );
    expect(page.items).toHaveLength(100);
    expect(page.listed).toBe(big.groups.reduce((n, g) => n + g.entries, 0));
    expect(page.items.every((r) => r.group >= 0 && r.group < page.groups.length)).toBe(true);
    expect(page.groups[0].offset).toBeGreaterThan(0);
  });
});

describe("extras in the CSV", () => {
  it("names each line's extras, so two lines of one dish at two prices say why", async () => {
    const c = await createOwner(server, { currency: "EUR" });
    const cat = await c.pb.collection("categories").create({ title: "Mains", order: 0, user: c.user.id });
    const burger = await c.pb.collection("dishes").create({
      title: "Burger",
      price: 8,
      category: cat.id,
      user: c.user.id,
      order: 0,
      modifiers: { Bacon: 1.5, Cheese: 1 },
    });
    await c.pb.collection("tables").create({ tableNumber: 1, round: true, diameter: 100, user: c.user.id, x: 0, y: 0 });
    const order = await server
      .client()
      .collection("orders")
      .create({
        userSlug: c.user.publicLink,
        tableSlug: "1",
        items: [
          { dishId: burger.id, title: "Burger", price: 8, count: 1, modifiers: {} },
          {
            dishId: `${burger.id}_Bacon:1.5,Cheese:1`,
            title: "Burger",
            price: 10.5,
            count: 2,
            modifiers: { Bacon: 1.5, Cheese: 1 },
          },
        ],
      });
    await finish(c, order.id);
    const lines = (await csv(c)).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,1,"Burger × 1; Burger × 2 \+ Bacon, Cheese",29\.00,EUR,,$/);
  });
});

describe("times in the venue's zone in the CSV", () => {
  it("writes Created and Finished in the venue's zone, named in the header, across a summer-time change", async () => {
    const c = await createOwner(server, { currency: "EUR" });
    await c.pb.collection("users").update(c.user.id, { timeZone: "Europe/Berlin" });
    // Finished at 00:30 and 01:30 UTC on 29 March 2026: Berlin moves from +01:00 to +02:00 at 01:00 UTC.
    seedFinishedOrders({
      dir: server.dir,
      ownerId: c.user.id,
      count: 2,
      spanSeconds: 7200,
      endIso: "2026-03-29T01:30:00.000Z",
    });
    const lines = (await csv(c)).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Order,Created (Europe/Berlin),Finished (Europe/Berlin),Table,Items,Total,Currency,Payment,Tip",
    );
    // Created 10 minutes before finishing: 01:20 UTC is 03:20 in Berlin, 00:20 UTC is 01:20.
    expect(lines[1]).toMatch(/^[a-z0-9]+,2026-03-29 03:20:00,2026-03-29 03:30:00,1,/);
    expect(lines[2]).toMatch(/^[a-z0-9]+,2026-03-29 01:20:00,2026-03-29 01:30:00,1,/);

    // The staff figures' CSV per day names the zone of its days too.
    const staff = await fetch(`${server.url}/api/stats/staff/csv?tz=60`, {
      headers: { Authorization: c.pb.authStore.token },
    });
    expect((await staff.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "Day (Europe/Berlin),Staff member,Currency,Orders,Sales,Tips",
    );

    // A venue in UTC (the default) keeps PocketBase's UTC timestamps, as before.
    await c.pb.collection("users").update(c.user.id, { timeZone: "UTC" });
    const utc = (await csv(c)).trim().split("\r\n");
    expect(utc[0]).toBe("Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip");
    expect(utc[1]).toMatch(/^[a-z0-9]+,2026-03-29 01:20:00\.000Z,2026-03-29 01:30:00\.000Z,1,/);
  });
});
