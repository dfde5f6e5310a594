// Menu content in several languages against a real PocketBase
// (docs/menu-and-serving-windows.md#menu-languages): language codes and translations are checked
// on save (400 naming the field, nothing saved); /api/menu and the server-rendered guest page answer
// in the language asked for (?lang=, the remembered cookie, Accept-Language), falling back to the
// default text, with a body and ETag per language; orders keep the default language's titles; an
// export carries the translations and round-trips exactly; a spec-format file imports as before.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { collectMenuExport } from "../../src/data/account";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
let owner: Owner;
let plain: Owner;
let dist: string;
const rec: Record<string, RecordModel> = {};

const size = {
  name: "Size",
  min: 1,
  max: 1,
  size: true,
  translations: { de: { name: "Größe" } },
  choices: [
    { name: "Small", price: 2.5, translations: { de: { name: "Klein" } } },
    { name: "Large", price: 3.9 },
  ],
};

function menuUrl(o: Owner, query = "") {
  return `${server.url}/api/menu/${o.user.publicLink}?table=1${query}`;
}

async function getMenu(o: Owner, query = "", headers: Record<string, string> = {}) {
  const res = await fetch(menuUrl(o, query), { headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON body read field by field
  return { res, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "draft-lang-dist-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><title>Draft</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ env: { DRAFT_DIST_DIR: dist } });
  owner = await createOwner(server, { menuTitle: "Cafe Rosa" });
  plain = await createOwner(server, { menuTitle: "Plain" });
  const u = owner.user.id;
  await owner.pb.collection("users").update(u, { menuLanguage: "en", menuLanguages: ["de", "fr"] });
  rec.drinks = await owner.pb
    .collection("categories")
    .create({ title: "Drinks", order: 0, user: u, translations: { de: { title: "Getränke" } } });
  rec.coffee = await owner.pb.collection("dishes").create({
    title: "Coffee",
    description: "Fresh",
    price: 3,
    category: rec.drinks.id,
    user: u,
    order: 0,
    optionGroups: [size],
    translations: { de: { title: "Kaffee", description: "" }, fr: { title: "Café" } },
  });
  rec.tea = await owner.pb
    .collection("dishes")
    .create({ title: "Tea", price: 2, category: rec.drinks.id, user: u, order: 1 });
  for (const o of [owner, plain])
    await o.pb.collection("tables").create({ tableNumber: 1, round: true, diameter: 100, user: o.user.id, x: 0, y: 0 });
  const cat = await plain.pb.collection("categories").create({ title: "Mains", order: 0, user: plain.user.id });
  await plain.pb.collection("dishes").create({ title: "Soup", price: 4.5, category: cat.id, user: plain.user.id });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("codes and translations are checked on save", () => {
  it("refuses an unknown default or offered language, naming the field, and keeps the settings", async () => {
    const a = await expectStatus(owner.pb.collection("users").update(owner.user.id, { menuLanguage: "xx" }), 400);
    expect(Object.keys(a.data as object)).toEqual(["menuLanguage"]);
    const b = await expectStatus(
      owner.pb.collection("users").update(owner.user.id, { menuLanguages: ["de", "klingon"] }),
      400,
    );
    expect(b.data).toHaveProperty("menuLanguages");
    expect(String(b.message)).toContain("Unknown language code 'klingon'");
    await expectStatus(owner.pb.collection("users").update(owner.user.id, { menuLanguages: ["de", "de"] }), 400);
    await expectStatus(owner.pb.collection("users").update(owner.user.id, { menuLanguages: "de" }), 400);
    const now = await server.admin.collection("users").getOne(owner.user.id);
    expect([now.menuLanguage, now.menuLanguages]).toEqual(["en", ["de", "fr"]]);
  });

  it("refuses a translation in an unknown code, an unknown field or too long a text", async () => {
    const bad = [
      { xx: { title: "?" } },
      { de: { colour: "rot" } },
      { de: { title: "x".repeat(201) } },
      { de: "Kaffee" },
      ["de"],
    ];
    for (const translations of bad) {
      const r = await expectStatus(owner.pb.collection("dishes").update(rec.tea.id, { translations }), 400);
      expect(r.data).toHaveProperty("translations");
    }
    const c = await expectStatus(
      owner.pb.collection("categories").update(rec.drinks.id, { translations: { de: { title: "x".repeat(101) } } }),
      400,
    );
    expect(c.data).toHaveProperty("translations");
    const g = await expectStatus(
      owner.pb.collection("dishes").update(rec.tea.id, {
        optionGroups: [{ ...size, choices: [{ name: "Small", price: 1, translations: { zz: { name: "?" } } }] }],
      }),
      400,
    );
    expect(g.data).toHaveProperty("optionGroups");
    const tea = await server.admin.collection("dishes").getOne(rec.tea.id);
    expect([tea.translations, tea.optionGroups]).toEqual([null, null]);
  });
});

describe("the venue's title and description in its languages", () => {
  it("refuses an unknown code, an unknown field, too long a text or too large a value, and keeps what was saved", async () => {
    const bad = [
      { xx: { title: "?" } },
      { de: { colour: "rot" } },
      { de: { title: "x".repeat(101) } },
      { de: { description: "x".repeat(1001) } },
      { de: "Rosa" },
      ["de"],
    ];
    for (const menuTranslations of bad) {
      const r = await expectStatus(owner.pb.collection("users").update(owner.user.id, { menuTranslations }), 400);
      expect(Object.keys(r.data as object)).toEqual(["menuTranslations"]);
    }
    const now = await server.admin.collection("users").getOne(owner.user.id);
    expect(now.menuTranslations).toBeNull();
  });

  it("shows the translated title and description to a guest in that language, the default's elsewhere", async () => {
    await owner.pb.collection("users").update(owner.user.id, {
      menuTranslations: {
        de: { title: "Café Rosa am Platz", description: "Kaffee und Kuchen" },
        fr: { title: "Café Rose" },
      },
    });
    try {
      const de = await getMenu(owner, "&lang=de");
      expect([de.body.venue.menuTitle, de.body.venue.menuDescription]).toEqual([
        "Café Rosa am Platz",
        "Kaffee und Kuchen",
      ]);
      // No translation of the description in French: the default's.
      const fr = await getMenu(owner, "&lang=fr");
      expect([fr.body.venue.menuTitle, fr.body.venue.menuDescription]).toEqual([
        "Café Rose",
        owner.user.menuDescription,
      ]);
      const en = await getMenu(owner, "&lang=en");
      expect(en.body.venue.menuTitle).toBe("Cafe Rosa");
      // The translations themselves never reach a guest.
      expect(JSON.stringify(de.body)).not.toContain("menuTranslations");
      const page = await fetch(`${server.url}/${owner.user.publicLink}/1?lang=de`).then((r) => r.text());
      expect(page).toContain("<h1>Café Rosa am Platz</h1>");
      expect(page).toContain('<p class="guest-description">Kaffee und Kuchen</p>');
      expect(page).toContain("<title>Café Rosa am Platz</title>");
    } finally {
      await owner.pb.collection("users").update(owner.user.id, { menuTranslations: null });
    }
  });
});

describe("the guest's menu in a language", () => {
  it("answers in ?lang=, with the default's text where a translation is missing", async () => {
    const { res, body } = await getMenu(owner, "&lang=de");
    expect(res.status).toBe(200);
    expect(body.lang).toBe("de");
    expect(body.venue.languages).toEqual([
      { code: "en", name: "English" },
      { code: "de", name: "Deutsch" },
      { code: "fr", name: "Français" },
    ]);
    expect(body.categories[0].title).toBe("Getränke");
    const [coffee, tea] = body.dishes;
    expect([coffee.title, coffee.description, tea.title]).toEqual(["Kaffee", "Fresh", "Tea"]);
    // Names stay the keys of an order line; labels are what the guest reads.
    expect(coffee.optionGroups[0]).toMatchObject({ name: "Size", label: "Größe" });
    expect(coffee.optionGroups[0].choices).toEqual([
      { name: "Small", price: 2.5, label: "Klein" },
      { name: "Large", price: 3.9 },
    ]);
    expect(JSON.stringify(body)).not.toContain("translations");
  });

  it("follows Accept-Language and the remembered cookie; an unoffered code reads the default", async () => {
    expect((await getMenu(owner, "", { "Accept-Language": "it, fr-CH;q=0.9, de;q=0.8" })).body.lang).toBe("fr");
    expect((await getMenu(owner, "", { "Accept-Language": "it" })).body.lang).toBe("en");
    expect((await getMenu(owner, "", { Cookie: "draft_lang=de", "Accept-Language": "fr" })).body.lang).toBe("de");
    const it = await getMenu(owner, "&lang=it", { "Accept-Language": "de" });
    expect(it.body.lang).toBe("de");
    expect((await getMenu(owner, "&lang=en")).body.dishes[0].title).toBe("Coffee");
  });

  it("has an ETag per language, revalidated per language, and renewed when a translation changes", async () => {
    const en = await getMenu(owner, "&lang=en");
    const de = await getMenu(owner, "&lang=de");
    const etagEn = en.res.headers.get("etag")!;
    const etagDe = de.res.headers.get("etag")!;
    expect(etagEn).not.toBe(etagDe);
    expect(de.res.headers.get("vary")).toContain("Accept-Language");
    expect((await fetch(menuUrl(owner, "&lang=de"), { headers: { "If-None-Match": etagDe } })).status).toBe(304);
    expect((await fetch(menuUrl(owner, "&lang=fr"), { headers: { "If-None-Match": etagDe } })).status).toBe(200);
    await owner.pb.collection("dishes").update(rec.tea.id, { translations: { de: { title: "Tee" } } });
    const after = await getMenu(owner, "&lang=de");
    expect(after.res.headers.get("etag")).not.toBe(etagDe);
    expect(after.body.dishes[1].title).toBe("Tee");
    // The default language's entry was rebuilt too, its text unchanged.
    expect((await getMenu(owner, "&lang=en")).body.dishes[1].title).toBe("Tea");
  });

  it("leaves the menu of a venue offering no other language exactly as it was", async () => {
    const { res, body } = await getMenu(plain, "&lang=de", { "Accept-Language": "de" });
    expect(Object.keys(body)).toEqual(["venue", "tableNumber", "categories", "dishes"]);
    expect(body.venue).not.toHaveProperty("languages");
    expect(res.headers.get("vary") ?? "").not.toContain("Accept-Language");
  });

  it("renders the guest page in the language, with an accessible switch and 'from' for sizes", async () => {
    const res = await fetch(`${server.url}/${owner.user.publicLink}/1`, { headers: { "Accept-Language": "de" } });
    const html = await res.text();
    expect(res.status).toBe(200);
    // The page's own words are German too (docs/guest-page.md#the-guests-language).
    expect(html).toContain('<span class="visually-hidden">Sprache der Speisekarte</span><select class="lang-select">');
    expect(html).toContain('<div class="guest-page" lang="de">');
    expect(html).toContain('<p class="guest-table">Tisch 1</p>');
    expect(html).toContain(">Bedienung rufen</button>");
    expect(html).toContain('<option value="de" lang="de" selected="">Deutsch</option>');
    expect(html).toContain('<section class="category" lang="de"');
    expect(html).toContain(">Kaffee</button>");
    expect(html).toContain(">Getränke</h2>");
    // A dish with sizes lists from its smallest size price, not its base price.
    expect(html).toMatch(/<p class="dish-price">ab €?2\.50/);
    const data = JSON.parse(/<script type="application\/json" id="guest-data">([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(data.menu.lang).toBe("de");
    // The words come with the page (the scripts' first render is the same markup).
    expect(data.words.callWaiter).toBe("Bedienung rufen");
    const de = await fetch(`${server.url}/${owner.user.publicLink}/1?lang=de`).then((r) => r.text());
    expect(de).toContain(">Kaffee</button>");
    const en = await fetch(`${server.url}/${owner.user.publicLink}/1?lang=en`).then((r) => r.text());
    expect(en).toContain(">Coffee</button>");
    expect(en).not.toContain("Kaffee");
    // English: the spec's words, word for word, and no words in the page's JSON.
    expect(en).toContain('<p class="guest-table">Table 1</p>');
    expect(en).toContain(">call waiter</button>");
    expect(en).not.toContain('"words"');
  });

  it("renders the page's own words in every language the menu can offer (Ukrainian, Thai: issue 37)", async () => {
    await owner.pb.collection("users").update(owner.user.id, { menuLanguages: ["de", "fr", "uk", "th"] });
    try {
      const uk = await fetch(`${server.url}/${owner.user.publicLink}/1?lang=uk`).then((r) => r.text());
      expect(uk).toContain('<div class="guest-page" lang="uk">');
      expect(uk).toContain('<p class="guest-table">Стіл 1</p>');
      expect(uk).toContain(">покликати офіціанта</button>");
      expect(uk).toContain('<span class="visually-hidden">Мова меню</span>');
      expect(uk).not.toContain(">call waiter</button>");
      const data = JSON.parse(/<script type="application\/json" id="guest-data">([\s\S]*?)<\/script>/.exec(uk)![1]);
      expect(data.words.contains).toBe("Містить:");
      expect(data.words["allergen.milk"]).toBe("Молоко");
      const th = await fetch(`${server.url}/${owner.user.publicLink}/1`, { headers: { "Accept-Language": "th" } });
      const thHtml = await th.text();
      expect(thHtml).toContain('<div class="guest-page" lang="th">');
      expect(thHtml).toContain(">เรียกพนักงาน</button>");
    } finally {
      await owner.pb.collection("users").update(owner.user.id, { menuLanguages: ["de", "fr"] });
    }
  });

  it("keeps the default language's titles on the order (what the kitchen reads)", async () => {
    const order = await server
      .client()
      .collection("orders")
      .create(
        {
          userSlug: owner.user.publicLink,
          tableSlug: "1",
          items: [{ dishId: rec.coffee.id, title: "Kaffee, Klein", price: 0, count: 1, options: { Size: ["Small"] } }],
          total: 0,
          clientRequestId: `lang-${Date.now()}`,
        },
        { headers: { "X-Guest-Token": "guest-token-languages-aaaaaaaaaa" } },
      );
    expect(order.items[0]).toMatchObject({ title: "Coffee, Small", price: 2.5 });
  });
});

describe("menu_export.json with translations", () => {
  it("exports the translations and round-trips exactly through an import", async () => {
    const exported = await collectMenuExport(owner.pb, owner.user.id);
    expect(exported.categories[0].translations).toEqual({ de: { title: "Getränke" } });
    const coffee = exported.dishes.find((d) => d.title === "Coffee")!;
    expect(coffee.translations).toEqual({ de: { title: "Kaffee", description: "" }, fr: { title: "Café" } });
    expect(coffee.optionGroups![0].choices[0].translations).toEqual({ de: { name: "Klein" } });
    const fresh = await createOwner(server);
    await fresh.pb.send("/api/menu/import", { method: "POST", body: exported });
    expect(await collectMenuExport(fresh.pb, fresh.user.id)).toEqual(exported);
  });

  it("imports a spec-format file (no translations) as before", async () => {
    const fresh = await createOwner(server);
    const spec = {
      categories: [{ title: "Mains", order: 0 }],
      dishes: [
        {
          title: "Soup",
          description: "Hot",
          price: 4.5,
          order: 0,
          timeServed: null,
          modifiers: { Bread: 0.5 },
          categoryTitle: "Mains",
          photoBase64: "",
        },
      ],
    };
    await fresh.pb.send("/api/menu/import", { method: "POST", body: spec });
    const back = await collectMenuExport(fresh.pb, fresh.user.id);
    expect(back.categories).toEqual([{ title: "Mains", order: 0 }]);
    expect(back.dishes[0]).not.toHaveProperty("translations");
    expect(back.dishes[0]).toMatchObject({ title: "Soup", price: 4.5, modifiers: { Bread: 0.5 } });
  });

  it("refuses a file with an unknown language code, naming the dish, and imports nothing", async () => {
    const fresh = await createOwner(server);
    const file = {
      categories: [{ title: "Mains", order: 0 }],
      dishes: [{ title: "Soup", price: 4.5, categoryTitle: "Mains", translations: { xx: { title: "?" } } }],
    };
    const r = await expectStatus(fresh.pb.send("/api/menu/import", { method: "POST", body: file }), 400);
    expect(String(r.message)).toMatch(/^dish 'Soup': translations: unknown language code 'xx'/i);
    expect((await server.admin.collection("dishes").getFullList({ filter: `user = "${fresh.user.id}"` })).length).toBe(
      0,
    );
  });
});
