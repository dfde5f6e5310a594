// The menu CSV import (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv) against the real
// server: a good file is applied whole (new categories created, same titles updated, columns the
// file does not have kept); a file with any problem changes nothing and the 4xx names the row and
// field; the size is bounded before reading; a file that is not UTF-8 is refused.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectMenuExport } from "../../src/data/account";
import { toCategory, toDish } from "../../src/data/menu-admin";
import { writeMenuCsv } from "../../src/domain/menu-csv";
import { MAX_CSV_BYTES } from "../../src/domain/menu-csv-columns";
import {
  createOwner,
  expectStatus,
  rateLimit,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let owner: Owner;

const HEADER = "category,title,description,price,served_from,served_to,allergens,dietary,extras,options";

/** Posts `body` as the CSV file, the way the editor does. */
function importCsv(o: Owner, body: BodyInit) {
  return o.pb.send("/api/menu/import-csv", { method: "POST", body, headers: { "Content-Type": "text/csv" } });
}

/**
 * Posts `body` with its Content-Length and `Expect: 100-continue` on a connection of its own: the
 * server answers a body it refuses by its length at once, and the client sends it only when the
 * server starts reading. Resolves with the status.
 */
function sendAnnounced(o: Owner, body: string): Promise<number> {
  const url = new URL(server.url + "/api/menu/import-csv");
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "text/csv",
          "Content-Length": String(Buffer.byteLength(body)),
          Expect: "100-continue",
          Authorization: o.pb.authStore.token,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      },
    );
    req.on("error", reject);
    req.once("continue", () => req.end(body));
  });
}

async function menuOf(o: Owner) {
  const filter = `user = "${o.user.id}"`;
  const categories = await server.admin.collection("categories").getFullList({ filter, sort: "order" });
  const dishes = await server.admin.collection("dishes").getFullList({ filter, sort: "created" });
  return { categories: categories.map((c) => c.title as string), dishes };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server);
  const u = owner.user.id;
  const mains = await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: u });
  await owner.pb.collection("dishes").create({
    title: "Soup",
    description: "Tomato",
    price: 4.5,
    category: mains.id,
    user: u,
    order: 0,
    modifiers: { Bread: 1 },
    allergens: ["celery"],
  });
});

afterAll(async () => {
  await server?.stop();
});

describe("menu CSV import", () => {
  it("applies a good file whole: creates categories and dishes, updates by title, keeps absent columns", async () => {
    const csv =
      "\uFEFF" +
      HEADER +
      "\r\n" +
      'Drinks,Coffee,"Fresh, hot",2.50,07:00,11:00,milk,vegan,,"Size (size): Small=2.5, Large=3.9"\r\n' +
      'Mains,Steak,,18,,,,,Pepper sauce=2,"Doneness (1-1): Rare=0, Medium=0, Well done=0"\r\n';
    expect(await importCsv(owner, csv)).toEqual({ categories: 1, dishes: 2, updatedDishes: 0 });
    // Only category, title and price: Soup's price changes, its description and extras stay.
    expect(await importCsv(owner, "category,title,price\nMains,Soup,5\n")).toEqual({
      categories: 0,
      dishes: 0,
      updatedDishes: 1,
    });
    const menu = await menuOf(owner);
    expect(menu.categories).toEqual(["Mains", "Drinks"]);
    const byTitle = new Map(menu.dishes.map((d) => [d.title as string, toDish(d)]));
    expect(byTitle.get("Soup")).toMatchObject({
      price: 5,
      description: "Tomato",
      modifiers: { Bread: 1 },
      allergens: ["celery"],
    });
    expect(byTitle.get("Coffee")).toMatchObject({
      price: 2.5,
      description: "Fresh, hot",
      timeServed: { from: "07:00", to: "11:00" },
      allergens: ["milk"],
      dietary: ["vegan"],
      modifiers: {},
      available: true,
      optionGroups: [
        {
          name: "Size",
          size: true,
          min: 1,
          max: 1,
          choices: [
            { name: "Small", price: 2.5 },
            { name: "Large", price: 3.9 },
          ],
        },
      ],
    });
    expect(byTitle.get("Steak")).toMatchObject({ price: 18, modifiers: { "Pepper sauce": 2 } });
    expect(byTitle.get("Steak")?.optionGroups?.[0]).toMatchObject({ name: "Doneness", min: 1, max: 1 });
  });

  it("round-trips: the export imported into a fresh account exports the same file, and again changes nothing", async () => {
    const csvOf = async (o: Owner) => {
      const filter = `user = "${o.user.id}"`;
      const categories = (await o.pb.collection("categories").getFullList({ filter, sort: "order" })).map((c) => ({
        id: c.id,
        title: c.title as string,
        order: c.order as number,
      }));
      return writeMenuCsv(categories, (await o.pb.collection("dishes").getFullList({ filter })).map(toDish));
    };
    const csv = await csvOf(owner);
    const fresh = await createOwner(server);
    expect(await importCsv(fresh, csv)).toEqual({ categories: 2, dishes: 3, updatedDishes: 0 });
    expect(await csvOf(fresh)).toBe(csv);
    const before = await collectMenuExport(fresh.pb, fresh.user.id);
    expect(await importCsv(fresh, csv)).toEqual({ categories: 0, dishes: 0, updatedDishes: 3 });
    expect(await collectMenuExport(fresh.pb, fresh.user.id)).toEqual(before);
  });

  it("refuses a file with any bad row, naming the row and field, and changes nothing", async () => {
    const before = await menuOf(owner);
    const csv =
      HEADER +
      "\n" +
      "Desserts,Cake,,3,,,,,,\n" + // fine, but the file is refused as a whole
      "Mains,Soup,,abc,,,,,,\n" +
      'Mains,Pizza,,9,,,,,,"Toppings (4-3): Ham=1, Olives=1, Corn=1"\n';
    const res = await expectStatus(importCsv(owner, csv), 400);
    // PocketBase writes an error message with a capital letter and a full stop.
    expect(res.message).toBe(
      "Row 3: price 'abc' is not a number; row 4: options: Option group 'Toppings': min (4) is more than max (3).",
    );
    const after = await menuOf(owner);
    expect(after.categories).toEqual(before.categories);
    expect(after.dishes.map((d) => [d.title, d.price, d.updated])).toEqual(
      before.dishes.map((d) => [d.title, d.price, d.updated]),
    );
  });

  it("refuses a bad header, a bad encoding, an empty or oversized body", async () => {
    const bad = async (body: BodyInit, status: number) =>
      String((await expectStatus(importCsv(owner, body), status)).message).toLowerCase();
    expect(await bad("title,price\nSoup,1\n", 400)).toMatch(/^the first row must be the header/);
    expect(await bad("category,title,price,colour\nA,B,1,red\n", 400)).toMatch(/^unknown column 'colour'/);
    expect(await bad("category,title,price,title@de\nA,B,1,C\n", 400)).toBe(
      "column 'title@de': 'de' is not one of the menu's languages.",
    );
    // "Café" in Latin-1 (what a spreadsheet writes as plain "CSV" in some locales).
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode("category,title,price\nDrinks,Caf"),
      0xe9,
      ...new TextEncoder().encode(",2\n"),
    ]);
    expect(await bad(new Blob([latin1]), 400)).toMatch(/^the file is not utf-8 text/);
    expect(await bad("", 400)).toBe("the file is empty.");
    const big = "category,title,price\n" + "x".repeat(MAX_CSV_BYTES);
    expect(await sendAnnounced(owner, big)).toBe(413);
    // Within the size limit, but cells past what 3000 rows hold: refused before it is parsed (4 MB
    // of separators cost 0.9 s and 150 MB in the parser).
    expect(await bad("category,title,price\n" + ",".repeat(MAX_CSV_BYTES - 100), 400)).toBe(
      "the file has more than 192064 cells.",
    );
    expect((await menuOf(owner)).categories).toEqual(["Mains", "Drinks"]);
  });

  it("is PIN-guarded like the other menu writes: refused without the unlock token, applied with it", async () => {
    const o = await createOwner(server);
    await o.pb.send("/api/pin/change", { method: "POST", body: { pin: "2580" } });
    const csv = "category,title,price\nMains,Soup,4\n";
    await expectStatus(importCsv(o, csv), 403);
    expect((await menuOf(o)).dishes).toEqual([]);
    const { token } = await o.pb.send<{ token: string }>("/api/pin/verify", { method: "POST", body: { pin: "2580" } });
    const res = await o.pb.send("/api/menu/import-csv", {
      method: "POST",
      body: csv,
      headers: { "Content-Type": "text/csv", "X-Pin-Token": token },
    });
    expect(res).toEqual({ categories: 1, dishes: 1, updatedDishes: 0 });
  });

  it("needs a signed-in owner, and has its own rate limit", async () => {
    await expectStatus(
      server.client().send("/api/menu/import-csv", {
        method: "POST",
        body: "category,title,price\nA,B,1\n",
        headers: { "Content-Type": "text/csv" },
      }),
      401,
    );
    expect(await rateLimit(server, "POST /api/menu/import-csv")).toBe(20);
  });
});

describe("menu CSV translations", () => {
  const languages = ["de", "fr"];
  const offer = (o: Owner) =>
    o.pb.collection("users").update(o.user.id, { menuLanguage: "en", menuLanguages: languages });
  const csvOf = async (o: Owner) => {
    const filter = `user = "${o.user.id}"`;
    const categories = (await o.pb.collection("categories").getFullList({ filter, sort: "order" })).map(toCategory);
    const dishes = (await o.pb.collection("dishes").getFullList({ filter })).map(toDish);
    return writeMenuCsv(categories, dishes, languages);
  };
  const coffeeOf = async (o: Owner) =>
    toDish(await o.pb.collection("dishes").getFirstListItem(`user = "${o.user.id}" && title = "Coffee"`));
  const groups = [
    {
      name: "Size",
      min: 1,
      max: 1,
      size: true,
      translations: { de: { name: "Größe" } },
      choices: [
        { name: "Small", price: 2.5, translations: { de: { name: "Klein" }, fr: { name: "Petit" } } },
        { name: "Large", price: 3.9 },
      ],
    },
  ];
  let venue: Owner;

  beforeAll(async () => {
    venue = await createOwner(server);
    await offer(venue);
    const u = venue.user.id;
    const drinks = await venue.pb
      .collection("categories")
      .create({ title: "Drinks", order: 0, user: u, translations: { de: { title: "Getränke" } } });
    await venue.pb.collection("dishes").create({
      title: "Coffee",
      description: "Hot",
      price: 2.5,
      category: drinks.id,
      user: u,
      order: 0,
      optionGroups: groups,
      translations: { de: { title: "Kaffee", description: "Heiß" }, fr: { title: "Café" } },
    });
    await venue.pb.collection("dishes").create({ title: "Tea", price: 2, category: drinks.id, user: u, order: 1 });
  });

  it("exports a column per offered language and round-trips them into a fresh account with the same languages", async () => {
    const csv = await csvOf(venue);
    expect(csv.split("\r\n")[0]).toBe(
      HEADER + ",title@de,description@de,category@de,title@fr,description@fr,category@fr",
    );
    expect(csv).toContain('Coffee,Hot,2.50,,,,,,"Size (size): Small=2.5, Large=3.9",Kaffee,Heiß,Getränke,Café,,');
    const fresh = await createOwner(server);
    await offer(fresh);
    expect(await importCsv(fresh, csv)).toEqual({ categories: 1, dishes: 2, updatedDishes: 0 });
    expect(await csvOf(fresh)).toBe(csv);
    const cat = await fresh.pb.collection("categories").getFirstListItem(`user = "${fresh.user.id}"`);
    expect(cat.translations).toEqual({ de: { title: "Getränke" } });
    expect((await coffeeOf(fresh)).translations).toEqual({
      de: { title: "Kaffee", description: "Heiß" },
      fr: { title: "Café" },
    });
    const before = await collectMenuExport(fresh.pb, fresh.user.id);
    expect(await importCsv(fresh, csv)).toEqual({ categories: 0, dishes: 0, updatedDishes: 2 });
    expect(await collectMenuExport(fresh.pb, fresh.user.id)).toEqual(before);
  });

  it("keeps option group and choice translations of the same names, and translations the file has no column for", async () => {
    // The venue's own export, back in: the options cell equals the dish's groups.
    expect(await importCsv(venue, await csvOf(venue))).toEqual({ categories: 0, dishes: 0, updatedDishes: 2 });
    expect((await coffeeOf(venue)).optionGroups).toEqual(groups);
    // A new price and a new choice: the names kept keep their translations.
    const changed = 'category,title,price,options\nDrinks,Coffee,2.5,"Size (size): Small=2.7, Large=3.9, Huge=5"\n';
    expect(await importCsv(venue, changed)).toEqual({ categories: 0, dishes: 0, updatedDishes: 1 });
    const coffee = await coffeeOf(venue);
    expect(coffee.optionGroups?.[0].translations).toEqual({ de: { name: "Größe" } });
    expect(coffee.optionGroups?.[0].choices).toEqual([
      { ...groups[0].choices[0], price: 2.7 },
      groups[0].choices[1],
      { name: "Huge", price: 5 },
    ]);
    // No translation columns: every translation stays; only title@fr: fr's title changes, the rest stays.
    expect(coffee.translations).toEqual({ de: { title: "Kaffee", description: "Heiß" }, fr: { title: "Café" } });
    await importCsv(venue, "category,title,price,title@fr\nDrinks,Coffee,2.5,Café crème\nDrinks,Tea,2,\n");
    expect((await coffeeOf(venue)).translations).toEqual({
      de: { title: "Kaffee", description: "Heiß" },
      fr: { title: "Café crème" },
    });
    // An empty cell removes that language's text.
    await importCsv(venue, "category,title,price,title@fr\nDrinks,Coffee,2.5,\n");
    expect((await coffeeOf(venue)).translations).toEqual({ de: { title: "Kaffee", description: "Heiß" } });
    const cat = await venue.pb.collection("categories").getFirstListItem(`user = "${venue.user.id}"`);
    expect(cat.translations).toEqual({ de: { title: "Getränke" } });
  });

  it("refuses a column of a language the venue does not offer, or too long a translation, and changes nothing", async () => {
    const before = await collectMenuExport(venue.pb, venue.user.id);
    const refused = async (csv: string) =>
      String((await expectStatus(importCsv(venue, csv), 400)).message).toLowerCase();
    expect(await refused("category,title,price,title@it\nDrinks,Coffee,3,Caffè\n")).toBe(
      "column 'title@it': 'it' is not one of the menu's languages.",
    );
    // The default language is the base columns.
    expect(await refused("category,title,price,title@en\nDrinks,Coffee,3,Coffee\n")).toBe(
      "column 'title@en': 'en' is not one of the menu's languages.",
    );
    expect(await refused(`category,title,price,title@de\nDrinks,Coffee,3,${"x".repeat(201)}\n`)).toBe(
      "row 2: title@de is longer than 200 characters.",
    );
    expect(await collectMenuExport(venue.pb, venue.user.id)).toEqual(before);
  });
});
