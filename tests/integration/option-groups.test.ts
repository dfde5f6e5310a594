// Option groups and sizes against a real PocketBase (docs/menu-and-serving-windows.md#option-groups):
// a dish's groups are checked on save (400 naming optionGroups, nothing saved); a guest's line is
// re-priced from the dish's groups at send time, titled with its size and choices, and refused
// with a message naming the group when a rule is broken.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
let a: Owner;
let cat: RecordModel;
const dish: Record<string, RecordModel> = {};
let seq = 0;

const doneness = {
  name: "Doneness",
  min: 1,
  max: 1,
  choices: [
    { name: "Rare", price: 0 },
    { name: "Medium", price: 0 },
    { name: "Well done", price: 0, soldOut: true },
  ],
};
const size = {
  name: "Size",
  min: 1,
  max: 1,
  size: true,
  choices: [
    { name: "Small", price: 2.5 },
    { name: "Large", price: 3.9 },
  ],
};
const toppings = {
  name: "Toppings",
  min: 0,
  max: 3,
  choices: ["Ham", "Olives", "Mushrooms", "Egg"].map((name) => ({ name, price: 1.2 })),
};

type Line = { dishId: string; title?: string; price?: number; count: number; modifiers?: object; options?: object };

function send(items: Line[]): Promise<RecordModel> {
  seq += 1;
  return server
    .client()
    .collection("orders")
    .create(
      { userSlug: a.user.publicLink, tableSlug: "1", items, total: 0, clientRequestId: `og-${Date.now()}-${seq}` },
      { headers: { "X-Guest-Token": "guest-token-options-aaaaaaaaaaaa" } },
    );
}

async function orderCount(): Promise<number> {
  return (await server.admin.collection("orders").getList(1, 1)).totalItems;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
  const mk = (fields: Record<string, unknown>) =>
    a.pb.collection("dishes").create({ category: cat.id, user: a.user.id, order: 0, ...fields });
  dish.steak = await mk({ title: "Steak", price: 22, optionGroups: [doneness] });
  dish.coffee = await mk({ title: "Coffee", price: 3, optionGroups: [size] });
  dish.pizza = await mk({ title: "Pizza", price: 9.9, optionGroups: [toppings], modifiers: { Chili: 0.5 } });
  dish.soup = await mk({ title: "Soup", price: 4.5 });
  await a.pb.collection("tables").create({ tableNumber: 1, round: true, diameter: 100, user: a.user.id, x: 0, y: 0 });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("re-pricing at send time", () => {
  it("prices a size, a required choice and toppings from the dish, whatever the client says", async () => {
    const o = await send([
      { dishId: dish.coffee.id, title: "x", price: 0.01, count: 2, options: { Size: ["Large"] } },
      { dishId: dish.steak.id, price: 0, count: 1, options: { Doneness: ["Medium"] } },
      {
        dishId: dish.pizza.id,
        price: 0,
        count: 1,
        modifiers: { Chili: 0 },
        options: { Toppings: ["Egg", "Ham", "Olives"] },
      },
      { dishId: dish.soup.id, title: "Soup", price: 4.5, count: 1, modifiers: {} },
    ]);
    const stored = await server.admin.collection("orders").getOne(o.id);
    expect(stored.items).toEqual([
      {
        dishId: `${dish.coffee.id}|Size=Large`,
        title: "Coffee, Large",
        price: 3.9,
        count: 2,
        modifiers: {},
        options: { Size: ["Large"] },
      },
      {
        dishId: `${dish.steak.id}|Doneness=Medium`,
        title: "Steak (Medium)",
        price: 22,
        count: 1,
        modifiers: {},
        options: { Doneness: ["Medium"] },
      },
      {
        dishId: `${dish.pizza.id}_Chili:0.5|Toppings=Egg+Ham+Olives`,
        title: "Pizza (Ham, Olives, Egg)",
        price: 14,
        count: 1,
        modifiers: { Chili: 0.5 },
        options: { Toppings: ["Ham", "Olives", "Egg"] },
      },
      // A dish without groups: the spec's line, no options field.
      { dishId: dish.soup.id, title: "Soup", price: 4.5, count: 1, modifiers: {} },
    ]);
    expect(stored.total).toBe(2 * 3.9 + 22 + 14 + 4.5);
  });

  it("the same dish with the same choices is one line; other choices another", async () => {
    const o = await send([
      { dishId: dish.steak.id, count: 1, options: { Doneness: ["Rare"] } },
      { dishId: dish.steak.id, count: 2, options: { Doneness: ["Rare"] } },
      { dishId: dish.steak.id, count: 1, options: { Doneness: ["Medium"] } },
    ]);
    const stored = await server.admin.collection("orders").getOne(o.id);
    expect(stored.items.map((l: Line) => [l.title, l.count])).toEqual([
      ["Steak (Rare)", 3],
      ["Steak (Medium)", 1],
    ]);
  });
});

describe("refusals name the group and save nothing", () => {
  const cases: Array<[string, () => Line, string]> = [
    ["a required group missing", () => ({ dishId: dish.steak.id, count: 1 }), "Steak: Choose Doneness."],
    ["a size missing", () => ({ dishId: dish.coffee.id, count: 1, options: {} }), "Coffee: Choose Size."],
    [
      "too many choices",
      () => ({ dishId: dish.pizza.id, count: 1, options: { Toppings: ["Ham", "Olives", "Mushrooms", "Egg"] } }),
      "Pizza: 'Toppings': choose at most 3.",
    ],
    [
      "an unknown choice",
      () => ({ dishId: dish.steak.id, count: 1, options: { Doneness: ["Raw"] } }),
      "Steak: 'Doneness' has no choice 'Raw'.",
    ],
    [
      "a sold-out choice",
      () => ({ dishId: dish.steak.id, count: 1, options: { Doneness: ["Well done"] } }),
      "Steak: 'Doneness': Well done is sold out.",
    ],
    [
      "an unknown group",
      () => ({ dishId: dish.soup.id, count: 1, options: { Size: ["Large"] } }),
      "Soup: There is no option group 'Size'.",
    ],
    [
      "malformed options",
      () => ({ dishId: dish.steak.id, count: 1, options: { Doneness: "Rare" } }),
      "Steak: The choices of 'Doneness' are malformed.",
    ],
  ];
  for (const [what, line, message] of cases) {
    it(what, async () => {
      const before = await orderCount();
      const res = await expectStatus(send([line()]), 400);
      expect(res.message).toBe(message);
      expect(await orderCount()).toBe(before);
    });
  }
});

describe("the owner's groups are checked on save", () => {
  const bad: Array<[string, unknown, string]> = [
    ["min > max", [{ ...toppings, min: 3, max: 2 }], "Option group 'Toppings': min (3) is more than max (2)."],
    [
      "max above its choices",
      [{ ...toppings, max: 5 }],
      "Option group 'Toppings': max (5) is more than its 4 choices.",
    ],
    [
      "more than 20 groups",
      Array.from({ length: 21 }, (_, i) => ({ ...toppings, name: `G${i}` })),
      "A dish can have at most 20 option groups.",
    ],
    [
      "more than 50 choices",
      [{ ...toppings, choices: Array.from({ length: 51 }, (_, i) => ({ name: `C${i}`, price: 0 })) }],
      "Option group 'Toppings' can have at most 50 choices.",
    ],
    [
      "more than the field stores, refused before it is parsed",
      Array.from({ length: 4000 }, () => ({ name: "x".repeat(10), min: 0, max: 1, choices: [] })),
      "Option groups are too large.",
    ],
    [
      "a price below 0",
      [{ ...toppings, max: 1, choices: [{ name: "Ham", price: -1 }] }],
      "Option group 'Toppings': the price of 'Ham' is below 0.",
    ],
    [
      "a price not a number",
      [{ ...toppings, max: 1, choices: [{ name: "Ham", price: "abc" }] }],
      "Option group 'Toppings': the price of 'Ham' is not a number.",
    ],
  ];
  for (const [what, groups, message] of bad) {
    it(what, async () => {
      const res = await expectStatus(a.pb.collection("dishes").update(dish.soup.id, { optionGroups: groups }), 400);
      expect(res.message).toBe(message);
      expect((res.data as Record<string, { message: string }>).optionGroups.message).toBe(message);
      const after = await a.pb.collection("dishes").getOne(dish.soup.id);
      expect(after.optionGroups ?? null).toBeNull();
      const create = a.pb
        .collection("dishes")
        .create({ title: "New", price: 1, category: cat.id, user: a.user.id, order: 0, optionGroups: groups });
      await expectStatus(create, 400);
    });
  }

  it("the public menu carries a dish's groups only where it has some", async () => {
    const res = await fetch(`${server.url}/api/menu/${a.user.publicLink}`);
    const menu = (await res.json()) as { dishes: Array<{ title: string; optionGroups?: unknown }> };
    const by = Object.fromEntries(menu.dishes.map((d) => [d.title, d]));
    expect(by.Coffee.optionGroups).toEqual([size]);
    expect("optionGroups" in by.Soup).toBe(false);
  });
});

describe("edits and combine keep the chosen options", () => {
  it("an edit keeps a line's options, prices an added one from the groups and refuses one missing its choice", async () => {
    const o = await send([{ dishId: dish.coffee.id, count: 1, options: { Size: ["Large"] } }]);
    const first = (await server.admin.collection("orders").getOne(o.id)).items[0];
    await server.admin.collection("dishes").update(dish.coffee.id, {
      optionGroups: [{ ...size, choices: [size.choices[0], { name: "Large", price: 4.5 }] }],
    });
    const before = await a.pb.collection("orders").getOne(o.id);
    const res = await expectStatus(
      a.pb.collection("orders").update(o.id, {
        items: [
          { ...first, count: 2 },
          { dishId: dish.steak.id, count: 1 },
        ],
      }),
      400,
    );
    expect(res.message).toBe("Steak: Choose Doneness.");
    expect((await a.pb.collection("orders").getOne(o.id)).updated).toBe(before.updated);
    await a.pb.collection("orders").update(o.id, {
      items: [
        { ...first, count: 2 },
        { dishId: dish.coffee.id, count: 1, options: { Size: ["Small"] } },
      ],
    });
    const after = await server.admin.collection("orders").getOne(o.id);
    expect(after.items.map((l: Line) => [l.title, l.price, l.count, l.options])).toEqual([
      ["Coffee, Large", 3.9, 2, { Size: ["Large"] }],
      ["Coffee, Small", 2.5, 1, { Size: ["Small"] }],
    ]);
    await server.admin.collection("dishes").update(dish.coffee.id, { optionGroups: [size] });
  });

  it("combine adds up the same dish with the same choices and keeps different choices apart", async () => {
    const x = await send([{ dishId: dish.steak.id, count: 1, options: { Doneness: ["Rare"] } }]);
    const y = await send([
      { dishId: dish.steak.id, count: 2, options: { Doneness: ["Rare"] } },
      { dishId: dish.steak.id, count: 1, options: { Doneness: ["Medium"] } },
    ]);
    const merged = await a.pb.send<RecordModel>("/api/orders/combine", { method: "POST", body: { ids: [x.id, y.id] } });
    const stored = await server.admin.collection("orders").getOne(merged.id);
    expect(stored.items.map((l: Line) => [l.title, l.count]).sort()).toEqual([
      ["Steak (Medium)", 1],
      ["Steak (Rare)", 3],
    ]);
  });
});

describe("menu_export.json carries option groups", () => {
  const file = (groups: unknown) => ({
    categories: [{ title: "Drinks", order: 0 }],
    dishes: [
      {
        title: "Tea",
        description: "",
        price: 2,
        order: 0,
        timeServed: null,
        modifiers: {},
        categoryTitle: "Drinks",
        photoBase64: "",
        ...(groups === undefined ? {} : { optionGroups: groups }),
      },
    ],
  });
  const teaGroups = () =>
    a.pb
      .collection("dishes")
      .getFirstListItem(`user = "${a.user.id}" && title = "Tea"`)
      .then((d) => d.optionGroups ?? null);

  it("imports a dish's groups, keeps them for a spec file, refuses bad ones naming the dish and changes nothing", async () => {
    await a.pb.send("/api/menu/import", { method: "POST", body: file([size]) });
    expect(await teaGroups()).toEqual([size]);
    await a.pb.send("/api/menu/import", { method: "POST", body: file(undefined) });
    expect(await teaGroups()).toEqual([size]);
    const res = await expectStatus(
      a.pb.send("/api/menu/import", { method: "POST", body: file([{ ...toppings, min: 3, max: 2 }]) }),
      400,
    );
    expect(res.message).toBe("Dish 'Tea': Option group 'Toppings': min (3) is more than max (2).");
    expect(await teaGroups()).toEqual([size]);
  });
});

describe("bounds", () => {
  it("the largest legal groups save, and an order choosing everything is a 400 (the items cap), not a crash", async () => {
    const name = (i: number, j: number) =>
      `${String(i).padStart(2, "0")}-${String(j).padStart(2, "0")}-${"x".repeat(54)}`;
    const groups = Array.from({ length: 20 }, (_, i) => ({
      name: name(i, 0),
      min: 0,
      max: 50,
      choices: Array.from({ length: 50 }, (_, j) => ({ name: name(i, j), price: 0.01 })),
    }));
    const big = await a.pb
      .collection("dishes")
      .create({ title: "Big", price: 1, category: cat.id, user: a.user.id, order: 9, optionGroups: groups });
    const options = Object.fromEntries(groups.map((g) => [g.name, g.choices.map((c) => c.name)]));
    const before = await orderCount();
    await expectStatus(send([{ dishId: big.id, count: 1, options }]), 400);
    expect(await orderCount()).toBe(before);
    const one = await send([{ dishId: big.id, count: 1, options: { [groups[0].name]: [groups[0].choices[1].name] } }]);
    expect((await server.admin.collection("orders").getOne(one.id)).total).toBe(1.01);
    await a.pb.collection("dishes").delete(big.id);
  });
});
