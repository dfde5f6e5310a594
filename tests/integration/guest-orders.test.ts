// Guest order create hook against a real PocketBase: every refusal, re-pricing, idempotency
// (incl. a concurrent double send), guest-token isolation (list + realtime) and the menu endpoint.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventSource } from "eventsource";
import type { RecordModel, RecordSubscription } from "pocketbase";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

(globalThis as unknown as { EventSource: unknown }).EventSource = EventSource;

let server: TestServer;
let a: Owner;
let b: Owner;
const dish: Record<string, RecordModel> = {};

const TOKEN_1 = "guest-token-one-aaaaaaaaaaaaaaaa";
const TOKEN_2 = "guest-token-two-bbbbbbbbbbbbbbbb";

const hhmm = (min: number) => {
  const m = ((min % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * Serving windows are decided in the venue's time zone (UTC for these venues), whatever the phone
 * says. To be "at local `time`" now, the dish's window (given for a day at `time`) is shifted by
 * the distance from `time` to the server's UTC clock.
 */
async function windowAt(d: RecordModel, from: string, to: string, time: string): Promise<void> {
  const now = new Date();
  const delta = now.getUTCHours() * 60 + now.getUTCMinutes() - toMin(time);
  await server.admin
    .collection("dishes")
    .update(d.id, { timeServed: { from: hhmm(toMin(from) + delta), to: hhmm(toMin(to) + delta) } });
}

let seq = 0;
/** A guest's create body; `guestToken` goes in the X-Guest-Token header (see send()). */
function body(extra: Record<string, unknown> = {}) {
  seq += 1;
  return {
    userSlug: a.user.publicLink,
    tableSlug: "1",
    items: [{ dishId: dish.soup.id, title: "Soup", price: 4.5, count: 1, modifiers: {} }],
    total: 4.5,
    guestToken: TOKEN_1,
    clientRequestId: `req-${Date.now()}-${seq}`,
    ...extra,
  };
}

/** Sends an order as a guest: the guest token travels in the X-Guest-Token header. */
function send(b: Record<string, unknown>): Promise<RecordModel> {
  const { guestToken, ...rest } = b;
  const headers: Record<string, string> = guestToken ? { "X-Guest-Token": String(guestToken) } : {};
  return server.client().collection("orders").create(rest, { headers });
}

async function countOrders(): Promise<number> {
  return (await server.admin.collection("orders").getList(1, 1)).totalItems;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  // Created out of display order: the menu must follow `order`, not creation.
  const drinks = await a.pb.collection("categories").create({ title: "Drinks", order: 1, user: a.user.id });
  const cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
  const mk = (fields: Record<string, unknown>) =>
    a.pb.collection("dishes").create({ price: 1, category: cat.id, user: a.user.id, order: 0, ...fields });
  dish.soup = await mk({ title: "Soup", price: 4.5, order: 0 });
  dish.burger = await mk({ title: "Burger", price: 11.9, order: 1, modifiers: { Bacon: 1.5, Cheese: 1 } });
  dish.gone = await mk({ title: "Gone", price: 2, order: 2, available: false });
  dish.breakfast = await mk({ title: "Breakfast", price: 8, order: 3, timeServed: { from: "07:00", to: "11:30" } });
  dish.night = await mk({ title: "Night", price: 8.5, order: 4, timeServed: { from: "18:00", to: "02:00" } });
  // Served from 3 to 4 hours from now (UTC, the venue's zone): never now.
  const nowMin = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
  dish.later = await mk({
    title: "Later",
    price: 3,
    order: 5,
    timeServed: { from: hhmm(nowMin + 180), to: hhmm(nowMin + 240) },
  });
  const catB = await b.pb.collection("categories").create({ title: "B", order: 0, user: b.user.id });
  dish.other = await b.pb
    .collection("dishes")
    .create({ title: "Other", price: 1, category: catB.id, user: b.user.id, order: 0 });
  dish.water = await mk({ title: "Water", price: 1, order: 0, category: drinks.id });
  dish.juice = await mk({ title: "Juice", price: 2, order: 1, category: drinks.id });
  for (const n of [1, 2]) {
    await a.pb.collection("tables").create({ tableNumber: n, round: true, diameter: 100, user: a.user.id, x: 0, y: 0 });
  }
});

afterAll(async () => {
  await server?.stop();
});

describe("guest order create: the server re-prices and sets the venue", () => {
  it("ignores client prices, titles, total and flags and stores the venue's", async () => {
    const rec = await send(
      body({
        user: a.user.id,
        items: [
          { dishId: dish.soup.id, title: "Free soup", price: 0, count: 2, modifiers: {} },
          { dishId: dish.burger.id, title: "x", price: 0.01, count: 1, modifiers: { Cheese: 0, Bacon: 0 } },
        ],
        total: 0.01,
      }),
    );
    const stored = await server.admin.collection("orders").getOne(rec.id);
    expect(stored.user).toBe(a.user.id);
    expect(stored.userSlug).toBe(a.user.publicLink);
    expect(stored.tableSlug).toBe("1");
    expect(stored.started).toBe(false);
    expect(stored.finished).toBe(false);
    expect(stored.items).toEqual([
      { dishId: dish.soup.id, title: "Soup", price: 4.5, count: 2, modifiers: {} },
      {
        dishId: `${dish.burger.id}_Bacon:1.5,Cheese:1`,
        title: "Burger",
        price: 14.4,
        count: 1,
        modifiers: { Bacon: 1.5, Cheese: 1 },
      },
    ]);
    expect(stored.total).toBe(23.4);
    expect(stored.guestToken).toBe(TOKEN_1);
    expect(rec.guestToken).toBeUndefined();
  });

  it("answers with the stored order exactly as the guest's own view of it shows it (the row is written by the hook)", async () => {
    const sent = body();
    const rec = await send(sent);
    expect(rec.id).toMatch(/^[a-z0-9]{15}$/);
    const view = await server
      .client()
      .collection("orders")
      .getOne(rec.id, { headers: { "X-Guest-Token": TOKEN_1 } });
    expect(rec).toEqual(view);
    expect(Object.keys(rec).sort()).toEqual(
      [
        "clientRequestId",
        "collectionId",
        "collectionName",
        "created",
        "currency",
        // Who started, finished and last edited it ('' until a team member does: docs/security-and-isolation.md).
        "editedBy",
        "finished",
        "finishedAt",
        "finishedBy",
        "id",
        "isTest",
        "items",
        "started",
        "startedBy",
        "tableSlug",
        "total",
        "updated",
        "user",
        "userSlug",
        // The table tab it joined ('' for a venue without tabs: docs/table-tab.md).
        "visit",
      ].sort(),
    );
    expect(rec.visit).toBe("");
    expect(rec.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(rec.updated).toBe(rec.created);
    // ?fields and ?expand apply to the answer as to any create (the venue is nobody's to expand).
    const picked = await server
      .client()
      .collection("orders")
      .create(body(), { headers: { "X-Guest-Token": TOKEN_1 }, fields: "id,total" });
    expect(Object.keys(picked).sort()).toEqual(["id", "total"]);
    const expanded = await server
      .client()
      .collection("orders")
      .create(body(), { headers: { "X-Guest-Token": TOKEN_1 }, expand: "user" });
    const viewExpanded = await server
      .client()
      .collection("orders")
      .getOne(expanded.id, { headers: { "X-Guest-Token": TOKEN_1 }, expand: "user" });
    expect(expanded).toEqual(viewExpanded);
    expect(expanded.expand?.user).toBeUndefined();
    // An order too large for the items field is refused by the field's own limit, and not stored.
    const before = await countOrders();
    const extras = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`extra-${i}-${"x".repeat(40)}`, 1]));
    const huge = await a.pb
      .collection("dishes")
      .create({ title: "Huge", price: 1, category: dish.soup.category, user: a.user.id, order: 9, modifiers: extras });
    // 40 different lines, each with all extras but one: about 8 KB each, over the field's 100,000 bytes.
    const names = Object.keys(extras);
    const lines = names.slice(0, 40).map((skip) => ({
      dishId: huge.id,
      count: 1,
      modifiers: Object.fromEntries(names.filter((n) => n !== skip).map((n) => [n, 1])),
    }));
    const res = await expectStatus(send(body({ items: lines })), 400);
    expect(JSON.stringify(res)).toMatch(/items/);
    expect(await countOrders()).toBe(before);
    await a.pb.collection("dishes").delete(huge.id);
  });

  it("merges lines with the same dish and extras", async () => {
    const rec = await send(
      body({
        items: [
          { dishId: dish.burger.id, count: 1, modifiers: { Bacon: 1.5 } },
          { dishId: `${dish.burger.id}_Bacon:1.5`, count: 2 },
        ],
      }),
    );
    expect(rec.items).toEqual([
      { dishId: `${dish.burger.id}_Bacon:1.5`, title: "Burger", price: 13.4, count: 3, modifiers: { Bacon: 1.5 } },
    ]);
    expect(rec.total).toBe(40.2);
  });

  it.each([
    ["information", "Get Information"],
    ["cash", "Pay Cash"],
    ["card", "Pay Card"],
  ])("accepts a waiter request %s as one line with price 0 and total 0", async (kind, title) => {
    const rec = await send(body({ items: [{ dishId: kind, title: "x", price: 9, count: 5 }], total: 9 }));
    expect(rec.items).toEqual([{ dishId: kind, title, price: 0, count: 1, modifiers: {} }]);
    expect(rec.total).toBe(0);
  });

  afterAll(async () => {
    // Back to the windows the menu test expects.
    await server.admin.collection("dishes").update(dish.breakfast.id, { timeServed: { from: "07:00", to: "11:30" } });
    await server.admin.collection("dishes").update(dish.night.id, { timeServed: { from: "18:00", to: "02:00" } });
  });

  it.each([
    ["09:00", "Breakfast", true],
    ["07:00", "Breakfast", true],
    ["11:30", "Breakfast", true],
    ["12:30", "Breakfast", false],
    ["06:30", "Breakfast", false],
    ["23:00", "Night", true],
    ["01:00", "Night", true],
    ["03:00", "Night", false],
    ["17:00", "Night", false],
  ])("at local %s a %s order is accepted: %s", async (time, title, ok) => {
    const d = title === "Breakfast" ? dish.breakfast : dish.night;
    if (title === "Breakfast") await windowAt(d, "07:00", "11:30", time);
    else await windowAt(d, "18:00", "02:00", time);
    // A phone that claims a zone where the answer would flip changes nothing.
    const p = send(body({ tzOffset: ok ? 720 : 0, items: [{ dishId: d.id, count: 1 }] }));
    if (ok) expect((await p).total).toBe(d.price);
    else {
      const res = await expectStatus(p, 400);
      expect(res.message).toBe(`${title} is not served at this time.`);
    }
  });
});

describe("guest order create: refusals store nothing", () => {
  const cases: Array<[string, () => Record<string, unknown>, RegExp]> = [
    ["an unknown venue", () => body({ userSlug: "no-such-venue" }), /Unknown venue/],
    ["no venue at all", () => body({ userSlug: "" }), /Unknown venue/],
    ["a user that disagrees with the venue", () => body({ user: b.user.id }), /does not belong/],
    ["an unknown table", () => body({ tableSlug: "9" }), /Unknown table/],
    ["a table slug that is not a number", () => body({ tableSlug: "1 OR 1=1" }), /Unknown table/],
    ["an unknown dish", () => body({ items: [{ dishId: "aaaaaaaaaaaaaaa", count: 1 }] }), /Unknown dish/],
    ["a malformed dish id", () => body({ items: [{ dishId: "../../x", count: 1 }] }), /Unknown dish/],
    // Names every JS object has: never taken for a waiter request (whose title would be a function).
    [
      "a dish id named like an object property",
      () => body({ items: [{ dishId: "toString", count: 1 }] }),
      /Unknown dish/,
    ],
    ["a dish id 'constructor'", () => body({ items: [{ dishId: "constructor", count: 1 }] }), /Unknown dish/],
    ["an unavailable dish", () => body({ items: [{ dishId: dish.gone.id, count: 1 }] }), /Gone is sold out/],
    ["a dish of another venue", () => body({ items: [{ dishId: dish.other.id, count: 1 }] }), /Unknown dish/],
    [
      "a modifier the dish does not offer",
      () => body({ items: [{ dishId: dish.burger.id, count: 1, modifiers: { Truffle: 0 } }] }),
      /no extra 'Truffle'/,
    ],
    [
      "a modifier in the dishId the dish does not offer",
      () => body({ items: [{ dishId: `${dish.burger.id}_Truffle:0`, count: 1 }] }),
      /no extra/,
    ],
    ["count 0", () => body({ items: [{ dishId: dish.soup.id, count: 0 }] }), /from 1 to 99/],
    ["count 100", () => body({ items: [{ dishId: dish.soup.id, count: 100 }] }), /from 1 to 99/],
    ["count 1.5", () => body({ items: [{ dishId: dish.soup.id, count: 1.5 }] }), /from 1 to 99/],
    ["count -1", () => body({ items: [{ dishId: dish.soup.id, count: -1 }] }), /from 1 to 99/],
    [
      "51 lines",
      () => body({ items: Array.from({ length: 51 }, () => ({ dishId: dish.soup.id, count: 1 })) }),
      /at most 50 lines/,
    ],
    ["no lines", () => body({ items: [] }), /no lines/],
    ["items that are not a list", () => body({ items: "soup" }), /no lines/],
    [
      "a waiter request mixed with dishes",
      () =>
        body({
          items: [
            { dishId: "cash", count: 1 },
            { dishId: dish.soup.id, count: 1 },
          ],
        }),
      /waiter request/,
    ],
    ["a dish outside its serving window", () => body({ items: [{ dishId: dish.later.id, count: 1 }] }), /not served/],
    ["a short guest token", () => body({ guestToken: "short" }), /guest token/],
    ["a guest token with bad characters", () => body({ guestToken: "x".repeat(23) + "<script>" }), /guest token/],
    ["a started order", () => body({ started: true }), /.+/],
    ["a finished order", () => body({ finished: true }), /.+/],
  ];

  it.each(cases)("refuses %s with 400 and a clear message", async (_name, make, message) => {
    const before = await countOrders();
    const res = await expectStatus(send(make()), 400);
    expect(String(res.message)).toMatch(message);
    expect(await countOrders()).toBe(before);
  });
});

describe("idempotent sends", () => {
  it("a retry with the same clientRequestId returns the same order and stores one", async () => {
    const first = body();
    const before = await countOrders();
    const r1 = await send(first);
    const r2 = await send({ ...first, items: [{ dishId: dish.soup.id, count: 7 }] });
    expect(r2.id).toBe(r1.id);
    expect(r2.items[0].count).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it("a concurrent double send creates one order and both answers carry its id", async () => {
    const same = body();
    const before = await countOrders();
    const results = await Promise.all(Array.from({ length: 6 }, () => send(same)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it("a retry after its dish sold out still gets its order back (the stored order decides, not the menu now)", async () => {
    const first = body();
    const r1 = await send(first);
    await a.pb.collection("dishes").update(dish.soup.id, { available: false });
    try {
      const r2 = await send(first);
      expect(r2.id).toBe(r1.id);
      await expectStatus(send(body()), 400);
    } finally {
      await a.pb.collection("dishes").update(dish.soup.id, { available: true });
    }
  });

  it("someone else's token with a used clientRequestId gets nothing back", async () => {
    const same = body();
    await send(same);
    const res = await expectStatus(send({ ...same, guestToken: TOKEN_2 }), 400);
    expect(JSON.stringify(res)).not.toContain(dish.soup.id);
  });

  it("a new clientRequestId creates a new order", async () => {
    const r1 = await send(body());
    const r2 = await send(body());
    expect(r2.id).not.toBe(r1.id);
  });
});

describe("guest token: a guest reads only their own orders", () => {
  it("lists with X-Guest-Token only the orders sent with that token", async () => {
    const mine = await send(body({ guestToken: TOKEN_2, tableSlug: "2" }));
    const g = server.client();
    // One venue at a time, as the guest's page lists them (lib/access/list-scope.js).
    const filter = g.filter("user = {:u}", { u: mine.user });
    const list = await g.collection("orders").getFullList({ filter, headers: { "X-Guest-Token": TOKEN_2 } });
    expect(list.map((o) => o.id)).toEqual([mine.id]);
    const none = await g
      .collection("orders")
      .getFullList({ filter, headers: { "X-Guest-Token": "guest-token-nobody-cccccccccccc" } });
    expect(none).toHaveLength(0);
    const unnamed = await expectStatus(
      g.collection("orders").getFullList({ headers: { "X-Guest-Token": TOKEN_2 } }),
      400,
    );
    expect(unnamed.message).toContain("one venue at a time");
    expect(await g.collection("orders").getFullList()).toHaveLength(0);
    await expectStatus(g.collection("orders").getOne(mine.id), 404);
    expect((await g.collection("orders").getOne(mine.id, { headers: { "X-Guest-Token": TOKEN_2 } })).id).toBe(mine.id);
  });

  it("realtime on the guest's token topic delivers the guest's order updates, and only theirs", async () => {
    const token = "guest-token-live-dddddddddddddddd";
    const mine = await send(body({ guestToken: token }));
    const other = await send(body({ guestToken: TOKEN_1 }));
    const g = server.client();
    const events: Array<RecordSubscription<RecordModel>> = [];
    const stranger = server.client();
    const strangerEvents: Array<RecordSubscription<RecordModel>> = [];
    await g.realtime.subscribe(`guest/${token}`, (e: RecordSubscription<RecordModel>) => events.push(e));
    await stranger.realtime.subscribe(`guest/${TOKEN_2}`, (e: RecordSubscription<RecordModel>) =>
      strangerEvents.push(e),
    );
    // Nobody follows every order: the collection topic is refused.
    await expectStatus(
      stranger.collection("orders").subscribe("*", (e) => strangerEvents.push(e)),
      400,
    );
    await server.admin.collection("orders").update(other.id, { started: true });
    await server.admin.collection("orders").update(mine.id, { started: true });
    // Each event is sent as its write commits: wait for one before causing the next.
    const seen = () => events.map((e) => `${e.action}:${e.record.id}`);
    await expect.poll(seen, { timeout: 5000 }).toEqual([`update:${mine.id}`]);
    expect(events[0].record.started).toBe(true);
    expect(events[0].record.guestToken).toBeUndefined();
    await server.admin.collection("orders").delete(mine.id);
    await expect.poll(seen, { timeout: 5000 }).toEqual([`update:${mine.id}`, `delete:${mine.id}`]);
    expect(strangerEvents).toHaveLength(0);
    g.realtime.unsubscribe();
    stranger.realtime.unsubscribe();
  });
});

describe("GET /api/menu/{publicLink}", () => {
  it("returns venue info, categories and only available dishes in order, with an ETag", async () => {
    const res = await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=1`);
    expect(res.status).toBe(200);
    const menu = await res.json();
    expect(menu.venue.publicLink).toBe(a.user.publicLink);
    expect(menu.venue.email).toBeUndefined();
    expect(menu.venue.pin).toBeUndefined();
    expect(menu.categories.map((c: { title: string }) => c.title)).toEqual(["Mains", "Drinks"]);
    const titlesOf = (category: string) =>
      menu.dishes.filter((d: { category: string }) => d.category === category).map((d: { title: string }) => d.title);
    expect(titlesOf(dish.soup.category)).toEqual(["Soup", "Burger", "Breakfast", "Night", "Later"]);
    expect(titlesOf(dish.water.category)).toEqual(["Water", "Juice"]);
    expect(menu.dishes.map((d: { title: string }) => d.title)).toEqual([
      "Soup",
      "Burger",
      "Breakfast",
      "Night",
      "Later",
      "Water",
      "Juice",
    ]);
    expect(menu.dishes[1].modifiers).toEqual({ Bacon: 1.5, Cheese: 1 });
    expect(menu.dishes[2].timeServed).toEqual({ from: "07:00", to: "11:30" });
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=1`, {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
    await a.pb.collection("dishes").update(dish.night.id, { available: false });
    const changed = await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=1`, {
      headers: { "If-None-Match": etag! },
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).dishes.map((d: { title: string }) => d.title)).not.toContain("Night");
    await a.pb.collection("dishes").update(dish.night.id, { available: true });
  });

  it("the cached menu is dropped when a category, the menu info or a table changes", async () => {
    const url = `${server.url}/api/menu/${a.user.publicLink}?table=1`;
    const first = await fetch(url);
    const etag = first.headers.get("etag")!;
    const get = () => fetch(url, { headers: { "If-None-Match": etag } });
    expect((await get()).status).toBe(304);

    const cat = await a.pb.collection("categories").create({ title: "Desserts", order: 9, user: a.user.id });
    const withCategory = await get();
    expect(withCategory.status).toBe(200);
    expect((await withCategory.json()).categories.map((c: { title: string }) => c.title)).toContain("Desserts");
    await a.pb.collection("categories").delete(cat.id);

    await a.pb.collection("users").update(a.user.id, { menuTitle: "Renamed" });
    const renamed = await fetch(url);
    expect((await renamed.json()).venue.menuTitle).toBe("Renamed");

    const t9 = await a.pb
      .collection("tables")
      .create({ tableNumber: 9, round: false, width: 80, length: 80, user: a.user.id });
    expect((await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=9`)).status).toBe(200);
    await a.pb.collection("tables").delete(t9.id);
    expect((await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=9`)).status).toBe(404);
  });

  it("a changed public link serves the menu under the new link at once, the old one until released", async () => {
    const old = a.user.publicLink as string;
    expect((await fetch(`${server.url}/api/menu/${old}`)).status).toBe(200);
    await a.pb.collection("users").update(a.user.id, { publicLink: `${old}-new` });
    try {
      const renamed = await fetch(`${server.url}/api/menu/${old}-new`);
      expect(renamed.status).toBe(200);
      expect((await renamed.json()).venue.publicLink).toBe(`${old}-new`);
      expect((await fetch(`${server.url}/api/menu/${old}`)).status).toBe(200);
      await a.pb.send("/api/venue/links/release", { method: "POST", body: { link: old } });
      expect((await fetch(`${server.url}/api/menu/${old}`)).status).toBe(404);
    } finally {
      await a.pb
        .collection("users")
        .update(a.user.id, { publicLink: old })
        .catch(() => {});
    }
  });

  it.each([
    ["no-such-venue", "1"],
    ["__", "1"],
    ["@A", ""],
  ])("404 for an unknown venue %s", async (link, table) => {
    const res = await fetch(`${server.url}/api/menu/${encodeURIComponent(link)}?table=${table}`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Menu not found.");
  });

  it.each([["9"], ["abc"], ["0"]])("404 for an unknown table %s", async (table) => {
    const res = await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=${table}`);
    expect(res.status).toBe(404);
  });
});

describe("a table named by its record id ('{publicLink}/{tableId}')", () => {
  it("opens the menu and reports the table's number", async () => {
    const t2 = await a.pb.collection("tables").getFirstListItem("tableNumber = 2");
    const res = await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=${t2.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).tableNumber).toBe(2);
    const byNumber = await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=2`);
    expect((await byNumber.json()).tableNumber).toBe(2);
  });

  it("an order for it is stored under the table number", async () => {
    const t2 = await a.pb.collection("tables").getFirstListItem("tableNumber = 2");
    const order = await send(body({ tableSlug: t2.id }));
    expect((await server.admin.collection("orders").getOne(order.id)).tableSlug).toBe("2");
  });

  it("another venue's table id is unknown here", async () => {
    const theirs = await b.pb
      .collection("tables")
      .create({ tableNumber: 5, round: true, diameter: 80, user: b.user.id, x: 0, y: 0 });
    expect((await fetch(`${server.url}/api/menu/${a.user.publicLink}?table=${theirs.id}`)).status).toBe(404);
    const before = await countOrders();
    await expectStatus(send(body({ tableSlug: theirs.id })), 400);
    expect(await countOrders()).toBe(before);
  });
});
