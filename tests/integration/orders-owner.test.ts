// Owner-side order rules on the real PocketBase: edit re-pricing, state transitions, combine
// (incl. concurrent combines and a combine racing an edit), and every refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { olderFirst } from "../../src/domain/combine";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
let a: Owner;
let b: Owner;
let guest: PocketBase;
let soup: RecordModel; // 4.5
let cake: RecordModel; // 3.2, modifiers {Cream: 0.5}
let tea: RecordModel; // 2
let foreign: RecordModel; // owner b's dish

interface Line {
  dishId: string;
  title: string;
  price: number;
  count: number;
  modifiers: Record<string, number>;
}

const line = (d: RecordModel, count = 1): Line => ({
  dishId: d.id,
  title: d.title,
  price: d.price,
  count,
  modifiers: {},
});

/** Sends an order exactly as the guest page does (valid venue, table and dish data). */
async function guestOrder(lines: Line[], tableSlug = "1"): Promise<RecordModel> {
  const total = Math.round(lines.reduce((s, l) => s + l.price * 100 * l.count, 0)) / 100;
  return guest
    .collection("orders")
    .create({ user: a.user.id, userSlug: a.user.publicLink, tableSlug, items: lines, total });
}

/**
 * A guest order that combine takes as the newer one next to `older`: the server's rule
 * (src/domain/combine.ts olderFirst) is by `created`, then by id. `created` has millisecond
 * resolution, so an order sent right after another can share its `created` (2 to 12 pairs in a
 * hundred on a warm test server), and then the random ids decide which of the two is the older:
 * half of those times the test's "older" was the order combine rightly kept (the race tests below
 * failed so, in CI and locally). Such an order is deleted and sent again: the test's older and newer
 * are then the server's.
 */
async function newerOrder(older: RecordModel, lines: Line[], tableSlug = "1"): Promise<RecordModel> {
  const key = (o: RecordModel) => ({ id: o.id, created: String(o.created) });
  for (let attempt = 1; ; attempt++) {
    const o = await guestOrder(lines, tableSlug);
    if (olderFirst(key(older), key(o)) < 0) return o;
    await server.admin.collection("orders").delete(o.id);
    if (attempt >= 5) throw new Error(`no order newer than ${older.id} (${older.created}) in ${attempt} tries`);
  }
}

const combine = (pb: PocketBase, ids: unknown) =>
  pb.send<RecordModel>("/api/orders/combine", { method: "POST", body: { ids } });

async function stored(id: string): Promise<RecordModel> {
  return server.admin.collection("orders").getOne(id);
}

async function makeDish(owner: Owner, category: string, title: string, price: number, modifiers = {}) {
  return owner.pb.collection("dishes").create({ title, price, category, user: owner.user.id, modifiers, order: 0 });
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  guest = server.client();
  const cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
  soup = await makeDish(a, cat.id, "Soup", 4.5);
  cake = await makeDish(a, cat.id, "Cake", 3.2, { Cream: 0.5 });
  tea = await makeDish(a, cat.id, "Tea", 2);
  // Real tables for every table slug the guest orders below use (a guest create hook may check them).
  for (const n of [1, 2, 3]) {
    await a.pb
      .collection("tables")
      .create({ tableNumber: n, round: false, width: 80, length: 80, user: a.user.id, x: 0, y: 0 });
  }
  const catB = await b.pb.collection("categories").create({ title: "B", order: 0, user: b.user.id });
  foreign = await makeDish(b, catB.id, "Foreign", 1);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("edit re-pricing", () => {
  it("prices new lines from the dish record and recomputes the total, ignoring the client's numbers", async () => {
    const o = await guestOrder([line(soup, 2)]);
    await a.pb.collection("orders").update(o.id, { started: true });
    const saved = await a.pb.collection("orders").update(o.id, {
      items: [
        { ...line(soup, 3), price: 0.01 },
        { dishId: cake.id, title: "Free cake", price: 0, count: 1, modifiers: { Cream: 0 } },
      ],
      total: 0.02,
    });
    const after = await stored(o.id);
    expect(after.items).toEqual([
      { dishId: soup.id, title: "Soup", price: 4.5, count: 3, modifiers: {} },
      { dishId: `${cake.id}_Cream:0.5`, title: "Cake", price: 3.7, count: 1, modifiers: { Cream: 0.5 } },
    ]);
    expect(after.total).toBe(17.2);
    expect(saved.total).toBe(17.2);
  });

  it("a line the order already had keeps the price the guest was shown", async () => {
    const o = await guestOrder([line(tea, 1)]);
    await server.admin.collection("dishes").update(tea.id, { price: 2.5 });
    try {
      await a.pb.collection("orders").update(o.id, { items: [line(tea, 2), line(soup, 1)] });
      const after = await stored(o.id);
      expect(after.items.map((l: Line) => [l.title, l.price, l.count])).toEqual([
        ["Tea", 2, 2],
        ["Soup", 4.5, 1],
      ]);
      expect(after.total).toBe(8.5);
    } finally {
      await server.admin.collection("dishes").update(tea.id, { price: 2 });
    }
  });

  it("a line at count 0 is removed; removing every line leaves an empty order with total 0", async () => {
    const o = await guestOrder([line(soup, 1), line(tea, 1)]);
    await a.pb.collection("orders").update(o.id, { items: [line(soup, 0), line(tea, 1)] });
    expect((await stored(o.id)).items.map((l: Line) => l.title)).toEqual(["Tea"]);
    await a.pb.collection("orders").update(o.id, { items: [] });
    const after = await stored(o.id);
    expect(after.items).toEqual([]);
    expect(after.total).toBe(0);
  });

  it.each([
    ["a negative count", () => [line(soup, -1)]],
    ["a fractional count", () => [line(soup, 1.5)]],
    ["an unknown dish", () => [{ ...line(soup), dishId: "zzzzzzzzzzzzzzz" }]],
    ["another venue's dish", () => [line(foreign)]],
    ["a modifier the dish does not offer", () => [{ ...line(cake), modifiers: { Gold: 0 } }]],
    [
      "a waiter request added to a dish order",
      () => [line(soup), { dishId: "cash", title: "Pay Cash", price: 0, count: 1, modifiers: {} }],
    ],
    ["items that are not a list", () => "nope"],
  ])("refuses %s with 400 and keeps the stored lines", async (_name, items) => {
    const o = await guestOrder([line(soup, 2)]);
    const body = await expectStatus(a.pb.collection("orders").update(o.id, { items: items() }), 400);
    expect(body.message).toBeTruthy();
    const after = await stored(o.id);
    expect(after.items).toEqual([line(soup, 2)]);
    expect(after.total).toBe(9);
  });

  it("a stale edit (based on an older version of the order) is refused with 409", async () => {
    const o = await guestOrder([line(soup, 1)]);
    await a.pb.collection("orders").update(o.id, { items: [line(soup, 2)] });
    await expectStatus(
      a.pb.collection("orders").update(o.id, { items: [line(tea, 1)], expectedUpdated: o.updated }),
      409,
    );
    expect((await stored(o.id)).items).toEqual([line(soup, 2)]);
  });

  it("another owner cannot edit the order", async () => {
    const o = await guestOrder([line(soup, 1)]);
    await expectStatus(b.pb.collection("orders").update(o.id, { items: [line(soup, 5)] }), 404);
    await expectStatus(guest.collection("orders").update(o.id, { started: true }), 404);
    expect((await stored(o.id)).items).toEqual([line(soup, 1)]);
  });
});

describe("state transitions", () => {
  it("not started -> started -> finished is allowed", async () => {
    const o = await guestOrder([line(soup)]);
    await a.pb.collection("orders").update(o.id, { started: true });
    await a.pb.collection("orders").update(o.id, { finished: true });
    const after = await stored(o.id);
    expect([after.started, after.finished]).toEqual([true, true]);
  });

  it("finishing an order that was never started marks it started too (finished implies started)", async () => {
    const o = await guestOrder([line(soup)]);
    await a.pb.collection("orders").update(o.id, { finished: true });
    const after = await stored(o.id);
    expect([after.started, after.finished]).toEqual([true, true]);
    await expectStatus(a.pb.collection("orders").update(o.id, { started: false }), 400);
  });

  it("starting and finishing in one request is allowed", async () => {
    const o = await guestOrder([line(soup)]);
    await a.pb.collection("orders").update(o.id, { started: true, finished: true });
    expect((await stored(o.id)).finished).toBe(true);
  });

  it("a started order cannot be un-started, a finished one cannot be reopened or edited", async () => {
    const o = await guestOrder([line(soup)]);
    await a.pb.collection("orders").update(o.id, { started: true });
    await expectStatus(a.pb.collection("orders").update(o.id, { started: false }), 400);
    await a.pb.collection("orders").update(o.id, { finished: true });
    await expectStatus(a.pb.collection("orders").update(o.id, { finished: false }), 400);
    await expectStatus(a.pb.collection("orders").update(o.id, { items: [line(soup, 9)] }), 400);
    await expectStatus(a.pb.collection("orders").update(o.id, { tableSlug: "7" }), 400);
    const after = await stored(o.id);
    expect([after.started, after.finished, after.items, after.tableSlug]).toEqual([true, true, [line(soup)], "1"]);
  });

  it("userSlug and user never change", async () => {
    const o = await guestOrder([line(soup)]);
    await expectStatus(a.pb.collection("orders").update(o.id, { userSlug: "elsewhere" }), 400);
    await expectStatus(a.pb.collection("orders").update(o.id, { user: b.user.id }), 404);
    await expectStatus(server.admin.collection("orders").update(o.id, { user: b.user.id }), 400);
    const after = await stored(o.id);
    expect([after.user, after.userSlug]).toEqual([a.user.id, a.user.publicLink]);
  });

  it("the client's total is ignored: it is always the sum of the lines", async () => {
    const o = await guestOrder([line(soup, 2)]);
    await a.pb.collection("orders").update(o.id, { total: 0.5 });
    expect((await stored(o.id)).total).toBe(9);
  });
});

describe("combine", () => {
  it("merges the older order into the newer one", async () => {
    const older = await guestOrder([line(soup, 1), line(tea, 2)], "3");
    const newer = await newerOrder(older, [line(tea, 1), line(cake, 1)], "3");
    await a.pb.collection("orders").update(older.id, { started: true });
    const merged = await combine(a.pb, [older.id, newer.id]);
    expect(merged.id).toBe(newer.id);
    const after = await stored(newer.id);
    expect(after.items).toEqual([line(tea, 3), line(cake, 1), line(soup, 1)]);
    expect(after.total).toBe(13.7);
    expect(after.started).toBe(true);
    expect(after.tableSlug).toBe("3");
    await expectStatus(server.admin.collection("orders").getOne(older.id), 404);
  });

  it("keeps the newer order's table and id whichever order the ids come in", async () => {
    const older = await guestOrder([line(soup)], "1");
    const newer = await newerOrder(older, [line(soup)], "2");
    const merged = await combine(a.pb, [newer.id, older.id]);
    expect(merged.id).toBe(newer.id);
    const after = await stored(newer.id);
    expect([after.tableSlug, after.items, after.started]).toEqual(["2", [line(soup, 2)], false]);
  });

  it.each([
    ["one id", (x: string) => [x]],
    ["three ids", (x: string, y: string) => [x, y, x]],
    ["the same id twice", (x: string) => [x, x]],
    ["no list", () => "ab"],
  ])("refuses %s with 400 'Select exactly two orders to combine.'", async (_n, ids) => {
    const x = await guestOrder([line(soup)]);
    const y = await guestOrder([line(tea)]);
    const body = await expectStatus(combine(a.pb, ids(x.id, y.id)), 400);
    expect(body.message).toBe("Select exactly two orders to combine.");
    expect((await stored(x.id)).items).toEqual([line(soup)]);
    expect((await stored(y.id)).items).toEqual([line(tea)]);
  });

  it("refuses a missing order with 404 'Selected orders not found.'", async () => {
    const x = await guestOrder([line(soup)]);
    const body = await expectStatus(combine(a.pb, [x.id, "zzzzzzzzzzzzzzz"]), 404);
    expect(body.message).toBe("Selected orders not found.");
    expect((await stored(x.id)).items).toEqual([line(soup)]);
  });

  it("refuses another owner's orders like missing ones, and changes nothing", async () => {
    const x = await guestOrder([line(soup)]);
    const y = await guestOrder([line(tea)]);
    const body = await expectStatus(combine(b.pb, [x.id, y.id]), 404);
    expect(body.message).toBe("Selected orders not found.");
    await expectStatus(combine(server.client(), [x.id, y.id]), 401);
    expect((await stored(x.id)).items).toEqual([line(soup)]);
    expect((await stored(y.id)).items).toEqual([line(tea)]);
  });

  it("refuses a finished order with 400 and changes nothing", async () => {
    const x = await guestOrder([line(soup)]);
    const y = await guestOrder([line(tea)]);
    await a.pb.collection("orders").update(x.id, { started: true, finished: true });
    await expectStatus(combine(a.pb, [x.id, y.id]), 400);
    expect((await stored(x.id)).items).toEqual([line(soup)]);
    expect((await stored(y.id)).items).toEqual([line(tea)]);
  });

  it("refuses to combine a waiter call with an order (400, says why), and nothing changes", async () => {
    const call = await guestOrder([{ dishId: "cash", title: "Pay Cash", price: 0, count: 1, modifiers: {} }]);
    const food = await guestOrder([line(soup)]);
    for (const ids of [
      [call.id, food.id],
      [food.id, call.id],
    ]) {
      const body = await expectStatus(combine(a.pb, ids), 400);
      expect(body.message).toBe("A waiter call cannot be combined with an order.");
    }
    const other = await guestOrder([{ dishId: "card", title: "Pay Card", price: 0, count: 1, modifiers: {} }]);
    await expectStatus(combine(a.pb, [call.id, other.id]), 400);
    expect((await stored(call.id)).items).toEqual([
      { dishId: "cash", title: "Pay Cash", price: 0, count: 1, modifiers: {} },
    ]);
    expect((await stored(food.id)).items).toEqual([line(soup)]);
    expect((await stored(other.id)).items[0].dishId).toBe("card");
  });

  it("refuses an edit that adds a dish to a waiter call (it would reach the kitchen)", async () => {
    const waiterLine = { dishId: "information", title: "Get Information", price: 0, count: 1, modifiers: {} };
    const call = await guestOrder([waiterLine]);
    await a.pb.collection("orders").update(call.id, { started: true });
    const body = await expectStatus(
      a.pb.collection("orders").update(call.id, { items: [waiterLine, line(soup)], total: 4.5 }),
      400,
    );
    expect(JSON.stringify(body)).toContain("A waiter call cannot be combined with an order.");
    const after = await stored(call.id);
    expect([after.items, after.total]).toEqual([[waiterLine], 0]);
  });

  it("two concurrent combines of the same pair merge exactly once", async () => {
    for (let i = 0; i < 5; i++) {
      const older = await guestOrder([line(soup, 1)]);
      const newer = await newerOrder(older, [line(soup, 2), line(tea, 1)]);
      const results = await Promise.allSettled([
        combine(a.pb, [older.id, newer.id]),
        combine(a.pb, [newer.id, older.id]),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(failed.reason.status).toBe(404);
      const after = await stored(newer.id);
      expect(after.items).toEqual([line(soup, 3), line(tea, 1)]);
      expect(after.total).toBe(15.5);
      await expectStatus(server.admin.collection("orders").getOne(older.id), 404);
    }
  });

  it("a combine racing an edit of the newer order neither loses nor duplicates lines", async () => {
    for (let i = 0; i < 12; i++) {
      const older = await guestOrder([line(soup, 1)]);
      const newer = await newerOrder(older, [line(tea, 1)]);
      const [c, e] = await Promise.allSettled([
        combine(a.pb, [older.id, newer.id]),
        // As the Orders page does: the edit names the version it was based on.
        a.pb
          .collection("orders")
          .update(newer.id, { items: [line(tea, 1), line(cake, 1)], expectedUpdated: newer.updated }),
      ]);
      expect(c.status === "fulfilled" ? c.value.id : c.reason).toBe(newer.id);
      const after = await stored(newer.id);
      const counts = Object.fromEntries(after.items.map((l: Line) => [l.title, l.count]));
      // The older order's soup is never lost; the edit's cake is there exactly when the edit succeeded.
      expect(counts).toEqual(e.status === "fulfilled" ? { Tea: 1, Cake: 1, Soup: 1 } : { Tea: 1, Soup: 1 });
      expect(after.total).toBe(e.status === "fulfilled" ? 9.7 : 6.5);
      if (e.status === "rejected") expect([404, 409]).toContain(e.reason.status);
    }
  });

  it("a combine racing an edit of the older order neither loses nor resurrects it", async () => {
    for (let i = 0; i < 12; i++) {
      const older = await guestOrder([line(soup, 1)]);
      const newer = await newerOrder(older, [line(tea, 1)]);
      const [c, e] = await Promise.allSettled([
        combine(a.pb, [older.id, newer.id]),
        a.pb.collection("orders").update(older.id, { items: [line(soup, 2)], expectedUpdated: older.updated }),
      ]);
      expect(c.status === "fulfilled" ? c.value.id : c.reason).toBe(newer.id);
      await expectStatus(server.admin.collection("orders").getOne(older.id), 404);
      const after = await stored(newer.id);
      const counts = Object.fromEntries(after.items.map((l: Line) => [l.title, l.count]));
      expect(counts).toEqual(e.status === "fulfilled" ? { Tea: 1, Soup: 2 } : { Tea: 1, Soup: 1 });
      if (e.status === "rejected") expect([404, 409]).toContain(e.reason.status);
    }
  });
});
