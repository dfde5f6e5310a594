// No venue slows another (docs/security-and-isolation.md#import-floods): a 3,000-dish import is
// checked and planned without the write lock, then applied in one short transaction. While it runs,
// another venue's guests order as usual, and the importing venue's own guests see the old menu or
// the new one whole, never part of it. No timings are asserted: what is checked is what each read
// and each order gets while the import is in flight.
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, createSoupMenu, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
let importer: Owner;
let neighbour: Owner;
let neighbourDish: string;

type MenuBody = { dishes: { title: string; price: number }[]; categories: unknown[] };

/** What the importing venue's guests see: how many dishes, and the soup's price. */
async function guestView(o: Owner): Promise<string> {
  const res = await fetch(`${server.url}/api/menu/${o.user.publicLink}?table=1`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as MenuBody;
  const soup = body.dishes.find((d) => d.title === "Soup");
  return `${body.dishes.length} dishes, soup ${soup?.price}`;
}

beforeAll(async () => {
  server = await startTestServer();
  importer = await createOwner(server);
  await createSoupMenu(importer);
  neighbour = await createOwner(server);
  neighbourDish = (await createSoupMenu(neighbour)).dish.id;
});
afterAll(async () => {
  await server?.stop();
});

describe("a 3,000-dish import beside another venue", () => {
  it("the other venue's orders go through while it runs; the venue's guests see the old menu or the new one whole", async () => {
    // The soup gets a new price; 2,999 dishes are new.
    let csv = "category,title,price\nMains,Soup,9.90\n";
    for (let i = 1; i < 3000; i++) csv += `Category ${i % 30},Dish ${i},${(i % 40) + 1}\n`;
    const before = await guestView(importer);
    expect(before).toBe("1 dishes, soup 4.5");

    let finished = false;
    const importing = importer.pb
      .send("/api/menu/import-csv", { method: "POST", body: csv, headers: { "Content-Type": "text/csv" } })
      .finally(() => (finished = true));
    const seen = new Set<string>();
    let ordersDuring = 0;
    let k = 0;
    while (!finished) {
      seen.add(await guestView(importer));
      const order = await fetch(`${server.url}/api/collections/orders/records`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          userSlug: neighbour.user.publicLink,
          tableSlug: "1",
          items: [{ dishId: neighbourDish, count: 1 }],
          clientRequestId: `beside-import-${k++}`,
        }),
      });
      expect(order.status).toBe(200);
      if (!finished) ordersDuring++;
    }
    expect(await importing).toEqual({ categories: 30, dishes: 2999, updatedDishes: 1 });
    const after = await guestView(importer);
    expect(after).toBe("3000 dishes, soup 9.9");
    seen.add(after);
    // Every read was one of the two menus, whole.
    expect([...seen].filter((v) => v !== before && v !== after)).toEqual([]);
    expect(ordersDuring).toBeGreaterThan(0);
    const stored = await server.admin.collection("orders").getList(1, 1, { filter: `user = "${neighbour.user.id}"` });
    expect(stored.totalItems).toBe(k);
  });

  it("an open guest menu hears the import once, not once per dish, and reads the new menu", async () => {
    const o = await createOwner(server);
    await createSoupMenu(o);
    const es = new EventSource(`${server.url}/api/realtime`);
    try {
      const clientId = await new Promise<string>((resolve, reject) => {
        es.addEventListener("PB_CONNECT", (e) => resolve((e as MessageEvent).lastEventId));
        es.onerror = () => reject(new Error("realtime connect failed"));
      });
      const heard: string[] = [];
      const topic = `menu/${o.user.id}`;
      es.addEventListener(topic, (e) => heard.push((e as MessageEvent).data as string));
      const res = await fetch(`${server.url}/api/realtime`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ clientId, subscriptions: [topic] }),
      });
      expect(res.status).toBe(204);
      let csv = "category,title,price\nMains,Soup,6\n";
      for (let i = 1; i < 3000; i++) csv += `Category ${i % 30},Dish ${i},1\n`;
      await o.pb.send("/api/menu/import-csv", { method: "POST", body: csv, headers: { "Content-Type": "text/csv" } });
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      // Whatever was sent went out right after the import's one write: a moment later, still one.
      await new Promise((r) => setTimeout(r, 500));
      expect(heard).toHaveLength(1);
      expect(await guestView(o)).toBe("3000 dishes, soup 6");
    } finally {
      es.close();
    }
  });

  it("a failed import leaves the menu as it was, and the next good one applies whole", async () => {
    const o = await createOwner(server);
    await createSoupMenu(o);
    let csv = "category,title,price\nMains,Soup,7\n";
    for (let i = 1; i < 3000; i++) csv += `Category ${i % 30},Dish ${i},${i === 2999 ? "abc" : 1}\n`;
    await expect(
      o.pb.send("/api/menu/import-csv", { method: "POST", body: csv, headers: { "Content-Type": "text/csv" } }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await guestView(o)).toBe("1 dishes, soup 4.5");
    const good = csv.replace(",abc\n", ",2\n");
    await o.pb.send("/api/menu/import-csv", { method: "POST", body: good, headers: { "Content-Type": "text/csv" } });
    expect(await guestView(o)).toBe("3000 dishes, soup 7");
  });

  it("checks each dish as PocketBase's own save does: the same values pass and fail", async () => {
    const o = await createOwner(server);
    const cat = await o.pb.collection("categories").create({ title: "Checks", order: 0, user: o.user.id });
    // modifiers of n bytes as PocketBase stores them: Go writes "<" as a 6-byte \u escape.
    const modifiers = (bytes: number) => {
      const key = "<".repeat(Math.floor((bytes - 6) / 6));
      return { [key + "x".repeat(bytes - 6 - 6 * key.length)]: 1 };
    };
    const cases: [string, Record<string, unknown>][] = [
      ["200 emoji", { title: "😀".repeat(200) }],
      ["201 emoji", { title: "😀".repeat(201) }],
      ["2000 characters", { description: "é".repeat(2000) }],
      ["2001 characters", { description: "é".repeat(2001) }],
      ["the highest price", { price: 1000000 }],
      ["above it", { price: 1000000.01 }],
      ["5000 bytes of extras", { modifiers: modifiers(5000) }],
      ["5001 bytes of extras", { modifiers: modifiers(5001) }],
    ];
    const api: number[] = [];
    for (const [what, fields] of cases) {
      const dish = { title: `Dish ${what}`, price: 1, order: 0, ...fields };
      const viaApi = await o.pb
        .collection("dishes")
        .create({ ...dish, category: cat.id, user: o.user.id })
        .then(
          () => 200,
          (e: { status: number }) => e.status,
        );
      const viaImport = await o.pb
        .send("/api/menu/import", {
          method: "POST",
          body: { categories: [], dishes: [{ ...dish, categoryTitle: `Import ${what}` }] },
        })
        .then(
          () => 200,
          (e: { status: number }) => e.status,
        );
      expect([what, viaImport]).toEqual([what, viaApi]);
      api.push(viaApi);
    }
    // Each pair is the last value the field takes and the first it refuses.
    expect(api).toEqual([200, 400, 200, 400, 200, 400, 200, 400]);
  });
});
