// Kitchen and allergen server rules (docs/kitchen.md, docs/ordering.md#staff-orders) against a real
// PocketBase: allergens and dietary tags (only known keys, served by the menu endpoint, carried by
// import), staff-entered orders (priced and refused exactly like a guest's, only for the owner's
// own venue, idempotent), kitchen display settings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { collectMenuExport } from "../../src/data/account";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
let a: Owner;
let b: Owner;
const dish: Record<string, RecordModel> = {};
let seq = 0;

/** A staff order body for owner `o` (the Orders page's "New order"). */
function staffBody(o: Owner, extra: Record<string, unknown> = {}) {
  seq += 1;
  return {
    staff: true,
    user: o.user.id,
    userSlug: o.user.publicLink,
    tableSlug: "1",
    items: [{ dishId: dish.soup.id, title: "Soup", price: 0.01, count: 2, modifiers: {} }],
    total: 0.02,
    tzOffset: 0,
    clientRequestId: `staff-${Date.now()}-${seq}`,
    ...extra,
  };
}

async function countOrders(o: Owner): Promise<number> {
  return (await server.admin.collection("orders").getList(1, 1, { filter: `user = "${o.user.id}"` })).totalItems;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  for (const o of [a, b]) {
    await o.pb.collection("tables").create({ user: o.user.id, tableNumber: 1 });
  }
  const catA = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
  const catB = await b.pb.collection("categories").create({ title: "Mains", order: 0, user: b.user.id });
  dish.soup = await a.pb.collection("dishes").create({
    title: "Soup",
    price: 4.5,
    category: catA.id,
    user: a.user.id,
    modifiers: { Bread: 0.5 },
    allergens: ["celery", "milk"],
    dietary: ["vegetarian"],
  });
  dish.gone = await a.pb
    .collection("dishes")
    .create({ title: "Gone", price: 3, category: catA.id, user: a.user.id, available: false });
  dish.late = await a.pb.collection("dishes").create({
    title: "Late",
    price: 3,
    category: catA.id,
    user: a.user.id,
    // A one-minute window twelve hours away from now (UTC, tzOffset 0): never served during the test.
    timeServed: (() => {
      const h = String((new Date().getUTCHours() + 12) % 24).padStart(2, "0");
      return { from: `${h}:00`, to: `${h}:01` };
    })(),
  });
  dish.other = await b.pb.collection("dishes").create({ title: "Other", price: 9, category: catB.id, user: b.user.id });
});

afterAll(async () => {
  await server?.stop();
});

describe("dish allergens and dietary tags", () => {
  it("stores known keys and serves them on the public menu", async () => {
    const stored = await a.pb.collection("dishes").getOne(dish.soup.id);
    expect(stored.allergens).toEqual(["celery", "milk"]);
    expect(stored.dietary).toEqual(["vegetarian"]);
    const menu = await server.client().send(`/api/menu/${a.user.publicLink}`, { method: "GET" });
    const soup = (menu.dishes as Array<Record<string, unknown>>).find((d) => d.id === dish.soup.id);
    expect(soup).toMatchObject({ allergens: ["celery", "milk"], dietary: ["vegetarian"] });
  });

  it.each([
    ["allergens", ["milk", "shellfish"]],
    ["allergens", ["Milk"]],
    ["dietary", ["keto"]],
  ])("refuses an unknown %s value %j with a 400 and keeps the dish as it was", async (field, value) => {
    const res = await expectStatus(a.pb.collection("dishes").update(dish.soup.id, { [field]: value }), 400);
    expect(Object.keys((res.data ?? {}) as object)).toContain(field);
    const stored = await a.pb.collection("dishes").getOne(dish.soup.id);
    expect([stored.allergens, stored.dietary]).toEqual([["celery", "milk"], ["vegetarian"]]);
  });

  it("refuses an unknown value sent as multipart (the dish editor's form) and clears with ''", async () => {
    const bad = new FormData();
    bad.append("allergens", "milk");
    bad.append("allergens", "bacon");
    await expectStatus(a.pb.collection("dishes").update(dish.late.id, bad), 400);
    const set = new FormData();
    set.append("allergens", "eggs");
    set.append("allergens", "fish");
    expect((await a.pb.collection("dishes").update(dish.late.id, set)).allergens).toEqual(["eggs", "fish"]);
    const clear = new FormData();
    clear.set("allergens", "");
    expect((await a.pb.collection("dishes").update(dish.late.id, clear)).allergens).toEqual([]);
  });

  it("exports both fields and imports them; an older file without them keeps the dish's tags", async () => {
    const file = await collectMenuExport(a.pb, a.user.id);
    const soup = file.dishes.find((d) => d.title === "Soup");
    expect(soup).toMatchObject({ allergens: ["celery", "milk"], dietary: ["vegetarian"] });
    const fresh = await createOwner(server);
    await fresh.pb.send("/api/menu/import", { method: "POST", body: file });
    const copied = await fresh.pb.collection("dishes").getFirstListItem(`user = "${fresh.user.id}" && title = "Soup"`);
    expect([copied.allergens, copied.dietary]).toEqual([["celery", "milk"], ["vegetarian"]]);
    // The same menu again from a file written before allergens and tags existed: imports, tags
    // untouched.
    const old = { ...file, dishes: file.dishes.map(({ allergens: _a, dietary: _d, ...rest }) => rest) };
    await fresh.pb.send("/api/menu/import", { method: "POST", body: old });
    const after = await fresh.pb.collection("dishes").getOne(copied.id);
    expect([after.allergens, after.dietary]).toEqual([["celery", "milk"], ["vegetarian"]]);
  });

  it("refuses an import with an unknown allergen or tag, naming it, and changes nothing", async () => {
    const fresh = await createOwner(server);
    const base = {
      categories: [{ title: "Mains", order: 0 }],
      dishes: [{ title: "Soup", price: 1, order: 0, categoryTitle: "Mains" }],
    };
    for (const [field, value, reason] of [
      ["allergens", ["milk", "shellfish"], /unknown allergen 'shellfish'/],
      ["dietary", ["keto"], /unknown dietary tag 'keto'/],
      ["allergens", "milk", /invalid allergens/],
    ] as const) {
      const body = { ...base, dishes: [{ ...base.dishes[0], [field]: value }] };
      const res = await expectStatus(fresh.pb.send("/api/menu/import", { method: "POST", body }), 400);
      expect(String(res.message)).toMatch(reason);
    }
    expect((await server.admin.collection("dishes").getFullList({ filter: `user = "${fresh.user.id}"` })).length).toBe(
      0,
    );
  });
});

describe("staff order entry (create hook with staff: true)", () => {
  it("is priced by the server from the dish records, whatever the client sent", async () => {
    const o = await a.pb.collection("orders").create(
      staffBody(a, {
        items: [{ dishId: `${dish.soup.id}_Bread:0`, title: "Cheap", price: 0.01, count: 2, modifiers: { Bread: 0 } }],
        total: 0.02,
      }),
    );
    expect(o.user).toBe(a.user.id);
    expect(o.tableSlug).toBe("1");
    expect(o.items).toEqual([
      { dishId: `${dish.soup.id}_Bread:0.5`, title: "Soup", price: 5, count: 2, modifiers: { Bread: 0.5 } },
    ]);
    expect(o.total).toBe(10);
    expect([o.started, o.finished]).toEqual([false, false]);
  });

  it("is idempotent by clientRequestId: a retry returns the same order", async () => {
    const body = staffBody(a);
    const first = await a.pb.collection("orders").create(body);
    const before = await countOrders(a);
    const again = await a.pb.collection("orders").create(body);
    expect(again.id).toBe(first.id);
    expect(await countOrders(a)).toBe(before);
  });

  it.each([
    ["a table that does not exist", { tableSlug: "99" }, /Unknown table/],
    ["a dish of another venue", { items: [{ dishId: "", count: 1, modifiers: {} }] }, /Unknown dish/],
    ["a sold-out dish", { items: [{ dishId: "", count: 1, modifiers: {} }] }, /sold out/],
    ["a dish outside its serving window", { items: [{ dishId: "", count: 1, modifiers: {} }] }, /not served/],
  ])("refuses %s like a guest's order (400), storing nothing", async (what, extra, reason) => {
    const items = (extra as { items?: Array<Record<string, unknown>> }).items;
    if (items)
      items[0].dishId = {
        "a dish of another venue": dish.other.id,
        "a sold-out dish": dish.gone.id,
        "a dish outside its serving window": dish.late.id,
      }[what as string];
    const before = await countOrders(a);
    const res = await expectStatus(a.pb.collection("orders").create(staffBody(a, extra)), 400);
    expect(String(res.message)).toMatch(reason);
    expect(await countOrders(a)).toBe(before);
  });

  it("refuses a staff order for another owner's venue (403) and one without a sign-in", async () => {
    const beforeB = await countOrders(b);
    const res = await expectStatus(
      a.pb.collection("orders").create(staffBody(b, { items: [{ dishId: dish.other.id, count: 1, modifiers: {} }] })),
      403,
    );
    expect(String(res.message)).toMatch(/your own venue/);
    await expectStatus(server.client().collection("orders").create(staffBody(a)), 403);
    expect(await countOrders(b)).toBe(beforeB);
  });
});

describe("kitchen display settings on the owner's record", () => {
  it("saves thresholds and the auto-print switch", async () => {
    const u = await a.pb
      .collection("users")
      .update(a.user.id, { kitchenAmberMinutes: 5, kitchenRedMinutes: 15, kitchenAutoPrint: true });
    expect([u.kitchenAmberMinutes, u.kitchenRedMinutes, u.kitchenAutoPrint]).toEqual([5, 15, true]);
  });

  it.each([
    [{ kitchenAmberMinutes: 20, kitchenRedMinutes: 20 }, "kitchenRedMinutes"],
    [{ kitchenAmberMinutes: 1000 }, "kitchenAmberMinutes"],
    [{ kitchenRedMinutes: -1 }, "kitchenRedMinutes"],
    [{ kitchenAmberMinutes: 2.5 }, "kitchenAmberMinutes"],
  ])("refuses %j with a 400 on %s", async (body, field) => {
    const res = await expectStatus(b.pb.collection("users").update(b.user.id, body), 400);
    expect(Object.keys((res.data ?? {}) as object)).toContain(field);
  });

  it("needs the PIN unlock when a PIN is set (they live on the PIN-gated Settings page)", async () => {
    const o = await createOwner(server);
    await o.pb.send("/api/pin/change", { method: "POST", body: { pin: "2468" } });
    await expectStatus(o.pb.collection("users").update(o.user.id, { kitchenAutoPrint: true }), 403);
    const { token } = await o.pb.send<{ token: string }>("/api/pin/verify", { method: "POST", body: { pin: "2468" } });
    const u = await o.pb
      .collection("users")
      .update(o.user.id, { kitchenAutoPrint: true }, { headers: { "X-Pin-Token": token } });
    expect(u.kitchenAutoPrint).toBe(true);
  });

  it("lets nobody else change them", async () => {
    await expectStatus(b.pb.collection("users").update(a.user.id, { kitchenAmberMinutes: 1 }), 404);
  });
});
