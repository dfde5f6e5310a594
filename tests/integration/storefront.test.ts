// The storefront and first hour against a real PocketBase (docs/storefront.md): the brand colour
// and cover picture refuse bad input with a clear 400 and change nothing; the guest menu data and
// the server-rendered page carry them; a test order is one only when the venue's own owner sends
// it, can never be marked afterwards, and stays out of the sales figures; the checklist starts
// open only for a venue that signs up.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blob, jpeg, png } from "../helpers/images";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let a: Owner;
let b: Owner;
let soupId: string;

/** The smallest build the server renders guest pages into (DRAFT_DIST_DIR). */
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><title>Draft</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

beforeAll(async () => {
  server = await startTestServer({ env: { DRAFT_DIST_DIR: writeDist() } });
  a = await createOwner(server, { currency: "EUR" });
  b = await createOwner(server, { currency: "EUR" });
  soupId = (await createSoupMenu(a)).dish.id;
});

afterAll(async () => {
  await server?.stop();
});

async function stored(): Promise<RecordModel> {
  return server.admin.collection("users").getOne(a.user.id);
}

function coverForm(bytes: Buffer, type: string, name: string): FormData {
  const fd = new FormData();
  fd.set("cover", blob(bytes, type), name);
  return fd;
}

describe("brand colour", () => {
  it("stores a colour white text reads well on, and clears it with ''", async () => {
    await a.pb.collection("users").update(a.user.id, { brandColor: "#8b1e3f" });
    expect((await stored()).brandColor).toBe("#8b1e3f");
    await a.pb.collection("users").update(a.user.id, { brandColor: "" });
    expect((await stored()).brandColor).toBe("");
  });

  it.each([
    [
      "too light for white text",
      "#ffcc00",
      /too light for white button text \(contrast 1\.\d:1, WCAG AA needs 4\.5:1\)/,
    ],
    ["not a colour", "red", /./],
    ["markup", '"><script>', /./],
    ["too long", "#1f6f4a1f6f4a", /./],
  ])("refuses a colour %s with a 400 naming the field, changing nothing", async (_, value, message) => {
    await a.pb.collection("users").update(a.user.id, { brandColor: "#1f6f4a" });
    const body = await expectStatus(a.pb.collection("users").update(a.user.id, { brandColor: value }), 400);
    const field = (body.data as Record<string, { message: string }>).brandColor;
    expect(field.message).toMatch(message);
    expect((await stored()).brandColor).toBe("#1f6f4a");
  });

  it("is the venue's own: another owner cannot set it", async () => {
    await expectStatus(b.pb.collection("users").update(a.user.id, { brandColor: "#000000" }), 404);
  });
});

describe("cover picture", () => {
  it("stores an image with 720x240 and 360x120 thumbnails", async () => {
    const saved = await a.pb.collection("users").update(a.user.id, coverForm(png(1440, 480), "image/png", "c.png"));
    expect(saved.cover).toMatch(/\.png$/);
    const thumb = await fetch(`${server.url}/api/files/${saved.collectionId}/${saved.id}/${saved.cover}?thumb=720x240`);
    expect(thumb.status).toBe(200);
  });

  it.each([
    ["not an image", Buffer.from("just some text, not a picture"), "image/png", "c.png", /./],
    ["an image bomb (a PNG declaring 100000x100000)", png(100000, 100000), "image/png", "bomb.png", /too large/],
    ["a JPEG bomb", jpeg(60000, 60000), "image/jpeg", "bomb.jpg", /too large/],
    [
      "too large (over 5 MB)",
      Buffer.concat([png(100, 100), Buffer.alloc(5 * 1024 * 1024 + 1)]),
      "image/png",
      "big.png",
      /./,
    ],
  ])("refuses %s with a 400 naming the field, keeping the cover", async (_, bytes, type, name, message) => {
    const before = (await stored()).cover;
    const body = await expectStatus(a.pb.collection("users").update(a.user.id, coverForm(bytes, type, name)), 400);
    const field = (body.data as Record<string, { message: string }>).cover;
    expect(field.message).toMatch(message);
    expect((await stored()).cover).toBe(before);
  });
});

describe("the guest menu carries the look", () => {
  it("in its data and in the server-rendered first paint (brand colour and category bar)", async () => {
    await a.pb.collection("users").update(a.user.id, { brandColor: "#8b1e3f" });
    const menu = await server.client().send(`/api/menu/${a.user.publicLink}`, { query: { table: "1" } });
    expect(menu.venue.brandColor).toBe("#8b1e3f");
    expect(menu.venue.cover).toMatch(/\.png$/);
    const cat = await a.pb.collection("categories").create({ title: "Drinks", order: 1, user: a.user.id });
    await a.pb.collection("dishes").create({ title: "Tea", price: 2, category: cat.id, user: a.user.id, order: 0 });
    const html = await (await fetch(`${server.url}/${a.user.publicLink}/1`)).text();
    expect(html).toContain('<div class="guest-page" style="--brand:#8b1e3f">');
    expect(html).toContain('<nav class="category-bar" aria-label="Categories">');
    expect(html).toContain('class="guest-cover"');
    // A phone gets the 360x120 cover whatever its pixel density, preloaded in the <head> before the scripts.
    const file = `/api/files/${menu.venue.collectionId}/${menu.venue.id}/${encodeURIComponent(menu.venue.cover)}`;
    expect(html).toContain(`<picture><source media="(max-width: 720px)" srcset="${file}?thumb=360x120">`);
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = head.indexOf(`<link rel="preload" as="image" fetchpriority="high" href="${file}?thumb=360x120"`);
    expect(preload).toBeGreaterThan(-1);
    const scripts = head.search(/<script|<link rel="modulepreload"/);
    expect(scripts === -1 || preload < scripts).toBe(true);
    expect((await fetch(`${server.url}${file}?thumb=360x120`)).status).toBe(200);
  });

  it("renders dish photos without a source: the scripts request them near the screen", async () => {
    const cat = await a.pb.collection("categories").create({ title: "Teas", order: 2, user: a.user.id });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "Green tea",
      price: "2",
      category: cat.id,
      user: a.user.id,
      order: "0",
    }))
      form.append(k, v);
    form.append("photo", blob(png(200, 200), "image/png"), "tea.png");
    await a.pb.collection("dishes").create(form);
    const html = await (await fetch(`${server.url}/${a.user.publicLink}/1`)).text();
    expect(html).toContain('<img class="thumb thumb-100" alt="" width="100" height="100" decoding="async">');
    expect(html).not.toContain("?thumb=100x100");
  });
});

describe("test orders", () => {
  const order = (extra: Record<string, unknown> = {}) => ({
    userSlug: a.user.publicLink,
    tableSlug: "1",
    items: [{ dishId: soupId, title: "Soup", price: 4.5, count: 1, modifiers: {} }],
    ...extra,
  });

  it("is one only when the venue's own owner sends it", async () => {
    const own = await a.pb.collection("orders").create(order({ isTest: true }));
    expect(own.isTest).toBe(true);
    const guest = await server
      .client()
      .collection("orders")
      .create(order({ isTest: true }));
    expect(guest.isTest).toBe(false);
    const other = await b.pb.collection("orders").create(order({ isTest: true }));
    expect(other.isTest).toBe(false);
    const plain = await a.pb.collection("orders").create(order());
    expect(plain.isTest).toBe(false);
  });

  it("cannot be marked or unmarked afterwards, and stays out of sales", async () => {
    const real = await server.client().collection("orders").create(order());
    const test = await a.pb.collection("orders").create(order({ isTest: true }));
    expect((await a.pb.collection("orders").update(real.id, { isTest: true })).isTest).toBe(false);
    expect((await a.pb.collection("orders").update(test.id, { isTest: false })).isTest).toBe(true);
    const before = await a.pb.send("/api/stats/finished", {});
    await a.pb.collection("orders").update(real.id, { finished: true });
    await a.pb.collection("orders").update(test.id, { finished: true });
    const after = await a.pb.send("/api/stats/finished", {});
    const cents = (s: { totals: { cents: number }[] }) => s.totals.reduce((n, t) => n + t.cents, 0);
    expect(cents(after) - cents(before)).toBe(450);
  });
});

describe("first-hour checklist", () => {
  it("starts open for a venue that signs up, whatever the sign-up sends; a superuser's creation does not", async () => {
    const owner = await createOwner(server, { checklistOpen: false, qrPrinted: true });
    expect(owner.user.checklistOpen).toBe(true);
    expect(owner.user.qrPrinted).toBe(false);
    await owner.pb.collection("users").update(owner.user.id, { checklistOpen: false });
    expect((await server.admin.collection("users").getOne(owner.user.id)).checklistOpen).toBe(false);
    const made = await server.admin.collection("users").create({
      email: `made-${Date.now()}@test.local`,
      password: "owner-password-123",
      passwordConfirm: "owner-password-123",
    });
    expect(made.checklistOpen).toBe(false);
  });
});
