// Menu export/import (docs/menu-and-serving-windows.md#menu-export-and-import): export then import
// into a fresh account reproduces the menu (photos included); an import succeeds whole or changes
// nothing; same-title categories merge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { collectMenuExport } from "../../src/data/account";
import type { MenuExport } from "../../src/domain/menu-export";
import { ALLERGENS, DIETARY_TAGS } from "../../src/domain/dietary";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

let server: TestServer;

function png(r: number, g: number, b: number): Blob {
  const img = new PNG({ width: 4, height: 4 });
  for (let i = 0; i < img.data.length; i += 4) img.data.set([r, g, b, 255], i);
  return new Blob([new Uint8Array(PNG.sync.write(img))], { type: "image/png" });
}

async function importInto(o: Owner, menu: unknown, headers: Record<string, string> = {}) {
  return o.pb.send("/api/menu/import", { method: "POST", body: menu as Record<string, unknown>, headers });
}

async function counts(o: Owner) {
  const filter = `user = "${o.user.id}"`;
  return {
    categories: (await server.admin.collection("categories").getFullList({ filter })).length,
    dishes: (await server.admin.collection("dishes").getFullList({ filter })).length,
  };
}

let source: Owner;
let exported: MenuExport;

beforeAll(async () => {
  server = await startTestServer();
  source = await createOwner(server);
  const u = source.user.id;
  const drinks = await source.pb.collection("categories").create({ title: "Drinks", order: 1, user: u });
  const mains = await source.pb.collection("categories").create({ title: "Mains", order: 0, user: u });
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    title: "Burger",
    description: "Beef",
    price: "11.9",
    category: mains.id,
    user: u,
    order: "0",
  }))
    fd.set(k, v);
  fd.set("modifiers", JSON.stringify({ Bacon: 1.5, Cheese: 0.75 }));
  fd.set("timeServed", JSON.stringify({ from: "18:00", to: "02:00" }));
  fd.set("photo", png(200, 10, 10), "burger.png");
  await source.pb.collection("dishes").create(fd);
  await source.pb
    .collection("dishes")
    .create({ title: "Salad", price: 7, category: mains.id, user: u, order: 1, modifiers: {} });
  await source.pb
    .collection("dishes")
    .create({ title: "Espresso", price: 2.4, category: drinks.id, user: u, order: 0 });
  exported = await collectMenuExport(source.pb, u);
});

afterAll(async () => {
  await server?.stop();
});

describe("menu export", () => {
  it("writes the export file format with the photo as base64", () => {
    expect(exported.categories).toEqual([
      { title: "Mains", order: 0 },
      { title: "Drinks", order: 1 },
    ]);
    expect(exported.dishes.map((d) => [d.categoryTitle, d.title, d.order])).toEqual([
      ["Mains", "Burger", 0],
      ["Mains", "Salad", 1],
      ["Drinks", "Espresso", 0],
    ]);
    const burger = exported.dishes[0];
    expect(burger).toMatchObject({
      price: 11.9,
      description: "Beef",
      modifiers: { Bacon: 1.5, Cheese: 0.75 },
      timeServed: { from: "18:00", to: "02:00" },
    });
    expect(burger.photoBase64).toMatch(/^data:image\/png;base64,/);
    expect(exported.dishes[1].photoBase64).toBe("");
  });
});

describe("POST /api/menu/import", () => {
  it("reproduces the menu exactly in a fresh account, photos included", async () => {
    const fresh = await createOwner(server);
    await importInto(fresh, exported);
    const again = await collectMenuExport(fresh.pb, fresh.user.id);
    expect(again).toEqual(exported);
    const burger = await fresh.pb
      .collection("dishes")
      .getFirstListItem(`user = "${fresh.user.id}" && title = "Burger"`);
    expect(burger.available).toBe(true);
  });

  it("merges on a second import: no duplicated categories or dishes", async () => {
    const o = await createOwner(server);
    await importInto(o, exported);
    await importInto(o, exported);
    expect(await counts(o)).toEqual({ categories: 2, dishes: 3 });
  });

  it("appends new categories after existing ones and reuses a same-title category", async () => {
    const o = await createOwner(server);
    await o.pb.collection("categories").create({ title: "Drinks", order: 0, user: o.user.id });
    await o.pb.collection("categories").create({ title: "Desserts", order: 1, user: o.user.id });
    await importInto(o, exported);
    const cats = await o.pb.collection("categories").getFullList({ filter: `user = "${o.user.id}"`, sort: "order" });
    expect(cats.map((c) => c.title)).toEqual(["Drinks", "Desserts", "Mains"]);
    expect(await counts(o)).toEqual({ categories: 3, dishes: 3 });
  });

  it.each([
    ["an invalid price", { title: "Bad", price: -1, order: 0, categoryTitle: "Mains" }, /invalid price/],
    [
      "a photo that is not an image",
      { title: "Bad", price: 1, order: 0, categoryTitle: "Mains", photoBase64: "data:image/png;base64,aGVsbG8=" },
      /photo/,
    ],
    ["bad base64", { title: "Bad", price: 1, order: 0, categoryTitle: "Mains", photoBase64: "%%%" }, /base64/],
    // Passes the shape check, fails only when the record is saved (title longer than the field allows).
    ["a record the database refuses", { title: "x".repeat(300), price: 1, order: 0, categoryTitle: "Mains" }, /./],
  ])("changes nothing when the last dish has %s (400 with the reason)", async (_, bad, reason) => {
    const o = await createOwner(server);
    const body = await expectStatus(importInto(o, { ...exported, dishes: [...exported.dishes, bad] }), 400);
    expect(String(body.message)).toMatch(reason);
    expect(await counts(o)).toEqual({ categories: 0, dishes: 0 });
  });

  it("reads a file written by another exporter: raw base64 photo, empty photo, JSON given as strings, H:mm times", async () => {
    const o = await createOwner(server);
    const bytes = new Uint8Array(await png(0, 90, 200).arrayBuffer());
    const rawBase64 = Buffer.from(bytes).toString("base64"); // no "data:" prefix
    const file = {
      categories: [{ title: "Breakfast", order: 0 }],
      dishes: [
        {
          title: "Eggs",
          description: "",
          price: "6.5",
          order: 0,
          timeServed: '{"from":"7:00","to":"11:30"}',
          modifiers: '{"Bacon":"1.5"}',
          categoryTitle: "Breakfast",
          photoBase64: rawBase64,
        },
        {
          title: "Toast",
          description: "",
          price: 3,
          order: 1,
          timeServed: { from: "", to: "" },
          modifiers: {},
          categoryTitle: "Breakfast",
          photoBase64: "",
        },
      ],
    };
    await importInto(o, file);
    const dishes = await server.admin
      .collection("dishes")
      .getFullList({ filter: `user = "${o.user.id}"`, sort: "order" });
    expect(dishes.map((d) => [d.title, d.price, d.timeServed, d.modifiers, d.photo !== ""])).toEqual([
      ["Eggs", 6.5, { from: "07:00", to: "11:30" }, { Bacon: 1.5 }, true],
      ["Toast", 3, null, {}, false],
    ]);
    const stored = await fetch(server.admin.files.getURL(dishes[0], dishes[0].photo)).then((r) => r.arrayBuffer());
    expect(new Uint8Array(stored)).toEqual(bytes);
  });

  it("refuses a file without categories and dishes arrays", async () => {
    const o = await createOwner(server);
    const body = await expectStatus(importInto(o, { categories: {} }), 400);
    expect(String(body.message)).toMatch(/Invalid file format/);
  });

  it("needs a signed-in owner, and the PIN unlock when a PIN is set", async () => {
    await expectStatus(server.client().send("/api/menu/import", { method: "POST", body: exported }), 401);
    const o = await createOwner(server);
    await o.pb.send("/api/pin/change", { method: "POST", body: { pin: "1234" } });
    await expectStatus(importInto(o, exported), 403);
    expect(await counts(o)).toEqual({ categories: 0, dishes: 0 });
    const { token } = await o.pb.send<{ token: string }>("/api/pin/verify", { method: "POST", body: { pin: "1234" } });
    await importInto(o, exported, { "X-Pin-Token": token });
    expect(await counts(o)).toEqual({ categories: 2, dishes: 3 });
  });
});

describe("the dish fields and the app agree on allergens and dietary tags", () => {
  // The select values come from a migration (pb_migrations cannot import src/domain): the import
  // refuses keys outside them, the app offers ALLERGENS and DIETARY_TAGS. Same keys, same order.
  it("the dishes collection allows exactly the app's keys", async () => {
    const dishes = await server.admin.collections.getOne("dishes");
    const values = (name: string) =>
      (dishes.fields.find((f: { name: string }) => f.name === name) as { values?: string[] })?.values;
    expect(values("allergens")).toEqual(ALLERGENS.map(([key]) => key));
    expect(values("dietary")).toEqual(DIETARY_TAGS.map(([key]) => key));
  });
});
