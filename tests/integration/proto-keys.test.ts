// Names that are Object.prototype's (docs/security-and-isolation.md#request-sizes, maps keyed by
// input): a currency, an extra or a category title such as "__proto__", "toString" or
// "constructor" is a name like any other on the server. Every map keyed by what owners and guests
// name is a map without a prototype (pb_hooks/lib/sales/stats.js, order-lines.js, order-edit.js,
// menu-import.js), and an extra a dish does not have is refused even when Object.prototype has it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

interface Totals {
  currency: string;
  count: number;
  cents: number;
  salesCount: number;
  averageCents: number;
}

let server: TestServer;
let owner: Owner;
let dishId = "";

/** JSON text → value, so a "__proto__" key is an own key (an object literal would set the prototype). */
const own = (json: string) => JSON.parse(json) as Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server, { currency: "__proto__" });
  const cat = await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: owner.user.id });
  dishId = (
    await owner.pb.collection("dishes").create({
      title: "Soup",
      price: 4.5,
      category: cat.id,
      user: owner.user.id,
      order: 0,
      modifiers: '{"__proto__": 1, "Egg": 0.5}',
    })
  ).id;
  await owner.pb
    .collection("tables")
    .create({ tableNumber: 1, round: true, diameter: 100, user: owner.user.id, x: 0, y: 0 });
});

afterAll(async () => {
  await server?.stop();
});

function order(modifiers: Record<string, number>) {
  return server
    .client()
    .collection("orders")
    .create({ userSlug: owner.user.publicLink, tableSlug: "1", items: [{ dishId, count: 1, modifiers }] });
}

describe("names that Object.prototype has", () => {
  it("refuses an extra the dish does not have, whatever Object.prototype has", async () => {
    for (const name of ["toString", "constructor", "hasOwnProperty"]) {
      const body = await expectStatus(order(own(`{"${name}": 0}`)), 400);
      expect(body.message).toBe(`Soup has no extra '${name}'.`);
    }
  });

  it("prices the dish's own extra named '__proto__' like any other", async () => {
    const placed = await order(own('{"__proto__": 0}'));
    expect(placed.items).toHaveLength(1);
    expect(Object.keys(placed.items[0].modifiers)).toEqual(["__proto__"]);
    expect(placed.items[0].price).toBe(5.5);
    expect(placed.total).toBe(5.5);
    // The owner's edit adds one more of that line, at its stored price.
    const edited = await owner.pb
      .collection("orders")
      .update(placed.id, { items: [{ dishId: placed.items[0].dishId, count: 2 }] });
    expect(edited.total).toBe(11);
    await owner.pb.collection("orders").update(placed.id, { finished: true });
  });

  it("counts a venue whose currency is '__proto__' in its own totals", async () => {
    const s = await owner.pb.send<{ count: number; totals: Totals[] }>("/api/stats/finished", {});
    expect(s.count).toBe(1);
    expect(s.totals).toEqual([{ currency: "__proto__", count: 1, cents: 1100, salesCount: 1, averageCents: 1100 }]);
  });

  it("imports categories titled 'constructor' and '__proto__' as categories of their own", async () => {
    const res = await owner.pb.send<{ categories: number; dishes: number }>("/api/menu/import", {
      method: "POST",
      body: {
        categories: [
          { title: "constructor", order: 0 },
          { title: "__proto__", order: 1 },
        ],
        dishes: [
          { title: "Tea", description: "", price: 2, order: 0, categoryTitle: "constructor", modifiers: {} },
          {
            title: "Cake",
            description: "",
            price: 3,
            order: 1,
            categoryTitle: "__proto__",
            modifiers: own('{"__proto__": 1}'),
          },
        ],
      },
    });
    expect(res).toMatchObject({ categories: 2, dishes: 2 });
    const cats = await owner.pb.collection("categories").getFullList({ sort: "order" });
    expect(cats.map((c) => c.title)).toEqual(["Mains", "constructor", "__proto__"]);
    const cake = await owner.pb.collection("dishes").getFirstListItem(`title = "Cake"`);
    expect(cake.modifiers).toEqual(own('{"__proto__": 1}'));
    expect(Object.keys(cake.modifiers)).toEqual(["__proto__"]);
  });
});
