// A venue's whole menu is bounded (lib/menu/menu-budget.js, docs/security-and-isolation.md#menu-size),
// against a real PocketBase: dishes of 175 KB (option groups and translations at their largest) fill
// it in a couple of dozen saves; past the bound a create, an update that grows a dish, a category
// and an import are refused with 400 and save nothing, while shrinking stays possible; and what
// the server caches and answers for that menu stays within the bound.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";
import { LANGUAGES } from "../../src/domain/languages";

const TOO_LARGE =
  "The menu is too large: its dishes and categories (texts, extras, options and translations) can take at most 4 MB. Remove some before adding more.";
const MAX_MENU_CHARS = 4_000_000;

let server: TestServer;
let venue: Owner;
let categoryId = "";

const translations = Object.fromEntries(
  Object.keys(LANGUAGES)
    .filter((c) => c !== "en")
    .map((c) => [c, { title: "t".repeat(200), description: "d".repeat(2000) }]),
);
const optionGroups = Array.from({ length: 20 }, (_, g) => ({
  name: `Group ${g}`,
  min: 0,
  max: 1,
  choices: Array.from({ length: 50 }, (_, c) => ({ name: `Choice ${c} ${"n".repeat(50)}`, price: 0.5 })),
}));
const bigDish = (i: number) => ({
  title: `Dish ${i}`,
  description: "x".repeat(1000),
  price: 1,
  category: categoryId,
  user: venue.user.id,
  order: i,
  translations,
  optionGroups,
});

const dishCount = async () =>
  (await server.admin.collection("dishes").getList(1, 1, { filter: `user = "${venue.user.id}"` })).totalItems;

beforeAll(async () => {
  server = await startTestServer();
  venue = await createOwner(server);
  categoryId = (await venue.pb.collection("categories").create({ title: "Mains", order: 0, user: venue.user.id })).id;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("a venue's menu is bounded", () => {
  let firstId = "";

  it("dishes are saved up to the bound; the next one is refused with 400 and nothing saved", async () => {
    let saved = 0;
    let refused: Record<string, unknown> | null = null;
    for (let i = 0; i < 40 && !refused; i++) {
      try {
        const d = await venue.pb.collection("dishes").create(bigDish(i));
        if (!firstId) firstId = d.id;
        saved += 1;
      } catch (e) {
        const err = e as { status: number; response: Record<string, unknown> };
        expect(err.status).toBe(400);
        refused = err.response;
      }
    }
    expect(refused?.message).toBe(TOO_LARGE);
    // 175 KB a dish: the bound is reached after about 22 of them, and held.
    expect(saved).toBeGreaterThan(15);
    expect(saved).toBeLessThan(25);
    expect(await dishCount()).toBe(saved);
  }, 300_000);

  it("an update that grows a dish past the bound is refused; shrinking is allowed", async () => {
    const before = await dishCount();
    // A small dish still fits in what is left; growing it past the bound does not.
    const small = await venue.pb
      .collection("dishes")
      .create({ title: "Tea", price: 2, category: categoryId, user: venue.user.id, order: 99 });
    const grown = await expectStatus(
      venue.pb.collection("dishes").update(small.id, { translations, optionGroups }),
      400,
    );
    expect(grown.message).toBe(TOO_LARGE);
    expect((await server.admin.collection("dishes").getOne(small.id)).translations).toBeNull();
    // Shrinking a dish frees room; a change that does not grow anything is always allowed.
    await venue.pb.collection("dishes").update(firstId, { optionGroups: null });
    await venue.pb.collection("dishes").update(firstId, { price: 3 });
    expect(await dishCount()).toBe(before + 1);
  }, 120_000);

  it("an import that would take the menu past the bound is refused whole", async () => {
    const before = await dishCount();
    const dishes = Array.from({ length: 4 }, (_, i) => ({
      title: `Imported ${i}`,
      description: "",
      price: 1,
      order: i,
      categoryTitle: "Imported",
      modifiers: {},
      translations,
      optionGroups,
    }));
    const res = await expectStatus(
      venue.pb.send("/api/menu/import", {
        method: "POST",
        body: { categories: [{ title: "Imported", order: 0 }], dishes },
      }),
      400,
    );
    expect(res.message).toBe(TOO_LARGE);
    expect(await dishCount()).toBe(before);
    expect(
      (await server.admin.collection("categories").getList(1, 1, { filter: `title = "Imported"` })).totalItems,
    ).toBe(0);
  }, 120_000);

  it("what the server answers for that menu stays within the bound", async () => {
    const menu = await fetch(`${server.url}/api/menu/${venue.user.publicLink}`);
    expect(menu.status).toBe(200);
    expect((await menu.arrayBuffer()).byteLength).toBeLessThan(MAX_MENU_CHARS);
    const list = await fetch(
      `${server.url}/api/collections/dishes/records?perPage=1000&filter=${encodeURIComponent(`user="${venue.user.id}"`)}`,
    );
    expect((await list.arrayBuffer()).byteLength).toBeLessThan(MAX_MENU_CHARS * 1.2);
  }, 120_000);
});

describe("the public list of dishes", () => {
  it("gives a client that is not signed in at most 50 dishes a page; the owner's lists are PocketBase's", async () => {
    const owner = await createOwner(server);
    const cat = await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: owner.user.id });
    for (let i = 0; i < 60; i++) {
      await owner.pb
        .collection("dishes")
        .create({ title: `Dish ${i}`, price: 1, category: cat.id, user: owner.user.id, order: i });
    }
    const filter = encodeURIComponent(`user="${owner.user.id}"`);
    // PocketBase finds a collection by any spelling of its name (Go's EqualFold: "ſ" is an "s").
    for (const path of ["dishes", "pbc_1868475923", "DiSHES", "di\u017fhes"]) {
      const res = await fetch(
        `${server.url}/api/collections/${path}/records?perPage=1000&sort=%2Border&filter=${filter}`,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as { perPage: number; totalItems: number; items: { title: string }[] };
      expect([page.perPage, page.totalItems, page.items.length]).toEqual([50, 60, 50]);
      expect(page.items[0].title).toBe("Dish 0");
    }
    // A small page, and the next ones, as PocketBase answers them.
    const second = await server
      .client()
      .collection("dishes")
      .getList(2, 50, { filter: `user="${owner.user.id}"` });
    expect(second.items).toHaveLength(10);
    // The owner's own lists (the editor, the export) are unchanged.
    expect(
      await owner.pb.collection("dishes").getFullList({ filter: `user="${owner.user.id}"`, batch: 1000 }),
    ).toHaveLength(60);
    expect((await owner.pb.collection("dishes").getList(1, 1000, { filter: `user="${owner.user.id}"` })).perPage).toBe(
      1000,
    );
  }, 120_000);
});

describe("a guest's list of their orders", () => {
  it("holds at most 50 a page; the SDK's full list still gets every one", async () => {
    const owner = await createOwner(server);
    const cat = await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: owner.user.id });
    const dish = await owner.pb
      .collection("dishes")
      .create({ title: "Soup", price: 1, category: cat.id, user: owner.user.id, order: 0 });
    await owner.pb
      .collection("tables")
      .create({ tableNumber: 1, round: true, diameter: 100, user: owner.user.id, x: 0, y: 0 });
    const token = `guest-lists-${"x".repeat(24)}`;
    const headers = { "X-Guest-Token": token };
    for (let i = 0; i < 60; i++) {
      await server
        .client()
        .collection("orders")
        .create(
          { userSlug: owner.user.publicLink, tableSlug: "1", items: [{ dishId: dish.id, count: 1 }] },
          { headers },
        );
    }
    const filter = `user='${owner.user.id}'`;
    const res = await fetch(
      `${server.url}/api/collections/orders/records?perPage=1000&filter=${encodeURIComponent(filter)}`,
      { headers },
    );
    const page = (await res.json()) as { perPage: number; items: unknown[] };
    expect([page.perPage, page.items.length]).toEqual([50, 50]);
    const all = await server.client().collection("orders").getFullList({ filter, headers });
    expect(all).toHaveLength(60);
  }, 120_000);
});
