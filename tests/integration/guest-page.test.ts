// The app's own pages from the real PocketBase (pb_hooks/public.pb.js, lib/menu/guest-page.js): the
// server-rendered guest menu (escaped owner text, its data, 'Menu not found' for anything
// unknown, never a 500), compression of every text response (HTML, scripts, API JSON; realtime
// still streams), caching headers (immutable hashed files, revalidated HTML), the SPA fallback and
// owner pages unchanged. The build is a small fixture (DRAFT_DIST_DIR): these tests run before
// `npm run build` in `npm test`.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

const CSP = "default-src 'self'; script-src 'self'; img-src 'self' data:";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${CSP}" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <title>Draft</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ENTRY_CSS = ".guest-page{max-width:720px}";
const GUEST_CSS = ".dish{display:flex}";
// A receipt font (public/fonts) and the build's two compressed copies of it: gzip at level 1, which
// no server's own gzip writes byte for byte, so the bytes on the wire tell the copy from a fresh one.
const FONT = Buffer.from("glyf loca cmap hmtx ".repeat(5000));
const FONT_GZ = zlib.gzipSync(FONT, { level: 1 });
const FONT_BR = zlib.brotliCompressSync(FONT);
const BIG_JS = `export const text = ${JSON.stringify("const menu = 'guest'; ".repeat(400))};\n`;

/** A serving window (venue zone UTC) that starts 2 hours from now and lasts an hour: not served now. */
function laterWindow() {
  const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const now = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
  return { from: hhmm(now + 120), to: hhmm(now + 180) };
}

let server: TestServer;
let dist: string;
let owner: Owner;
let evil: Owner;

function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(dir, "assets/index-abc123.js"), BIG_JS);
  // The build's brotli copy (vite.config.ts precompress).
  fs.writeFileSync(path.join(dir, "assets/index-abc123.js.br"), zlib.brotliCompressSync(Buffer.from(BIG_JS)));
  fs.writeFileSync(path.join(dir, "assets/index-abc123.css"), ENTRY_CSS);
  fs.mkdirSync(path.join(dir, "fonts"));
  fs.writeFileSync(path.join(dir, "fonts/Script.ttf"), FONT);
  fs.writeFileSync(path.join(dir, "fonts/Script.ttf.gz"), FONT_GZ);
  fs.writeFileSync(path.join(dir, "fonts/Script.ttf.br"), FONT_BR);
  fs.writeFileSync(path.join(dir, "assets/guest-entry-def456.js"), "export const guest = 1;\n");
  fs.writeFileSync(path.join(dir, "assets/guest-def456.css"), GUEST_CSS);
  fs.writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('push', function () {});\n".repeat(20));
  fs.writeFileSync(
    path.join(dir, "logo.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${"<g></g>".repeat(100)}</svg>`,
  );
  fs.writeFileSync(
    path.join(dir, ".vite/manifest.json"),
    JSON.stringify({
      "index.html": {
        file: "assets/index-abc123.js",
        isEntry: true,
        css: ["assets/index-abc123.css"],
        dynamicImports: ["src/app/guest-entry.tsx"],
      },
      "src/app/guest-entry.tsx": {
        file: "assets/guest-entry-def456.js",
        isDynamicEntry: true,
        css: ["assets/guest-def456.css"],
      },
    }),
  );
  return dir;
}

async function get(pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + pathname, {
    headers: { "Accept-Encoding": "gzip", ...headers },
    redirect: "manual",
  });
  return { res, text: await res.text() };
}

/** The JSON the page carries for its scripts. */
function pageData(html: string) {
  const m = /<script type="application\/json" id="guest-data">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error("no guest-data in the page");
  return JSON.parse(m[1]);
}

beforeAll(async () => {
  dist = writeDist();
  server = await startTestServer({ env: { DRAFT_DIST_DIR: dist } });
  owner = await createOwner(server, { menuTitle: "Cafe Rosa", menuDescription: "Good coffee.", currency: "EUR" });
  const { admin } = server;
  const cat = await admin.collection("categories").create({ title: "Drinks", order: 0, user: owner.user.id });
  await admin.collection("dishes").create({
    title: "Espresso",
    description: "Short and strong.",
    price: 2.5,
    category: cat.id,
    user: owner.user.id,
    order: 0,
    available: true,
  });
  await admin
    .collection("dishes")
    .create({ title: "Sold out cake", price: 4, category: cat.id, user: owner.user.id, order: 1, available: false });
  await admin.collection("dishes").create({
    title: "Never served",
    price: 4,
    category: cat.id,
    user: owner.user.id,
    order: 2,
    available: true,
    timeServed: laterWindow(),
  });
  await admin
    .collection("tables")
    .create({ user: owner.user.id, tableNumber: 3, round: true, diameter: 100, x: 0, y: 0 });

  // Owner-written text is never markup in the page.
  evil = await createOwner(server, {
    menuTitle: "</title><script>alert('title')</script>",
    menuDescription: `<img src=x onerror="alert('desc')"> & "quotes"`,
    currency: "EUR",
  });
  const evilCat = await admin
    .collection("categories")
    .create({ title: "<b>Cat</b></script>", order: 0, user: evil.user.id });
  await admin.collection("dishes").create({
    title: "<script>alert('dish')</script>",
    description: "</script><script>alert('json')</script><!--",
    price: 1,
    category: evilCat.id,
    user: evil.user.id,
    order: 0,
    available: true,
  });
  await admin
    .collection("tables")
    .create({ user: evil.user.id, tableNumber: 1, round: true, diameter: 100, x: 0, y: 0 });
});

afterAll(async () => {
  await server?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

describe("GET /{publicLink}/{table}: the guest menu, server-rendered", () => {
  it("carries the venue's menu (title, description, the dishes served now) and its data, compressed", async () => {
    const { res, text } = await get(`/${owner.user.publicLink}/3`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(text).toContain("<title>Cafe Rosa</title>");
    expect(text).toContain("<h1>Cafe Rosa</h1>");
    expect(text).toContain('<p class="guest-description">Good coffee.</p>');
    expect(text).toContain('<p class="guest-table">Table 3</p>');
    expect(text).toContain('<h3 class="dish-title"><button type="button" class="dish-open">Espresso</button></h3>');
    expect(text).toContain('<p class="dish-price">2.50 EUR</p>');
    expect(text).not.toContain("Sold out cake");
    // Not served now (in the venue's zone): not painted (the data keeps it for the page's own clock).
    expect(text).not.toContain(
      '<h3 class="dish-title"><button type="button" class="dish-open">Never served</button></h3>',
    );
    const data = pageData(text);
    expect(data.menu.venue.menuTitle).toBe("Cafe Rosa");
    expect(data.menu.tableNumber).toBe(3);
    expect(data.menu.dishes.map((d: { title: string }) => d.title)).toEqual(["Espresso", "Never served"]);
    expect(typeof data.minutes).toBe("number");
    // Its scripts and styles: the entry, the guest chunk preloaded, the styles inline.
    expect(text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(text).toContain('<link rel="modulepreload" crossorigin href="/assets/guest-entry-def456.js">');
    expect(text).toContain(`<style>${ENTRY_CSS}\n${GUEST_CSS}</style>`);
    // No stylesheet is fetched: the inline styles' files are marked by disabled links only (which a
    // browser never fetches), so that Vite's loader of the guest chunk does not fetch them again.
    expect(text).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    expect(text).toContain('<link rel="stylesheet" href="/assets/index-abc123.css" disabled>');
    expect(text).toContain('<link rel="stylesheet" href="/assets/guest-def456.css" disabled>');
    expect(text.match(/<link rel="stylesheet"[^>]*>/g)?.every((l) => / disabled>$/.test(l))).toBe(true);
    // The owners' installable app (its manifest, its home-screen icon) is not linked from a menu;
    // the app's own pages keep both.
    expect(text).not.toContain("manifest");
    expect(text).not.toContain("apple-touch-icon");
    const home = await get("/");
    expect(home.text).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(home.text).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    // The reload after the live connection opens asks with the menu endpoint's ETag (a 304 if unchanged).
    const again = await fetch(`${server.url}/api/menu/${owner.user.publicLink}?table=3`, {
      headers: { "If-None-Match": data.etag },
    });
    expect(again.status).toBe(304);
  });

  it("keeps each dish's extras in the venue's order on every load (a cached menu is a Go map in other VMs)", async () => {
    const venue = await createOwner(server, { menuTitle: "Extras", currency: "EUR" });
    const cat = await server.admin.collection("categories").create({ title: "Mains", order: 0, user: venue.user.id });
    const extras = { Zucchini: 1, Bacon: 1.5, "Extra patty": 3.5, Mushrooms: 0.8, Cheese: 1.2 };
    const dish = await server.admin.collection("dishes").create({
      title: "Burger",
      price: 11.9,
      category: cat.id,
      user: venue.user.id,
      order: 0,
      available: true,
      modifiers: extras,
    });
    await server.admin
      .collection("tables")
      .create({ user: venue.user.id, tableNumber: 1, round: true, diameter: 100, x: 0, y: 0 });
    const orders = new Set<string>();
    // Several loads: the pool's other VMs read the cached menu from the store.
    for (let i = 0; i < 24; i++) {
      const { text } = await get(`/${venue.user.publicLink}/1`);
      const burger = pageData(text).menu.dishes.find((d: { title: string }) => d.title === "Burger");
      orders.add(Object.keys(burger.modifiers).join(","));
    }
    // The order the dish record keeps (and /api/menu sends), on every load.
    expect([...orders]).toEqual([Object.keys(dish.modifiers).join(",")]);
  });

  it("escapes owner text in the markup and in the data (no script, no tag from the menu)", async () => {
    const { res, text } = await get(`/${evil.user.publicLink}/1`);
    expect(res.status).toBe(200);
    // The only script elements: the module entry and the JSON data.
    expect(text.match(/<script\b/gi)).toHaveLength(2);
    expect(text).not.toMatch(/<script>alert/i);
    expect(text).not.toMatch(/<img src=x/i);
    expect(text).not.toContain("<b>Cat</b>");
    expect(text).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;</title>");
    expect(text).toContain(
      '<h3 class="dish-title"><button type="button" class="dish-open">&lt;script&gt;alert(&#39;dish&#39;)&lt;/script&gt;</button></h3>',
    );
    expect(text).toContain("&lt;img src=x onerror=&quot;alert(&#39;desc&#39;)&quot;&gt; &amp; &quot;quotes&quot;");
    expect(text).toContain('aria-label="+ Add &lt;script&gt;alert(&#39;dish&#39;)&lt;/script&gt;"');
    // The data block cannot be closed or commented out by a description, and reads back exactly.
    const json = /id="guest-data">([\s\S]*?)<\/script>/.exec(text)![1];
    expect(json).not.toMatch(/<|>/);
    const data = pageData(text);
    expect(data.menu.dishes[0].description).toBe("</script><script>alert('json')</script><!--");
    expect(data.menu.venue.menuTitle).toBe("</title><script>alert('title')</script>");
  });

  it("adds the inline styles' hash to a strict Content-Security-Policy", async () => {
    const { text } = await get(`/${owner.user.publicLink}/3`);
    const hash = crypto.createHash("sha256").update(`${ENTRY_CSS}\n${GUEST_CSS}`).digest("base64");
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(text)![1].replace(/&#39;/g, "'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
  });

  it("revalidates: the same page again is a 304 by its ETag", async () => {
    const first = await get(`/${owner.user.publicLink}/3`);
    const etag = first.res.headers.get("etag");
    expect(etag).toMatch(/^"g[0-9a-f]{32}"$/);
    const again = await get(`/${owner.user.publicLink}/3`, { "If-None-Match": etag! });
    expect(again.res.status).toBe(304);
    expect(again.text).toBe("");
    const changed = await server.admin.collection("dishes").getFirstListItem(`title = "Espresso"`);
    await server.admin.collection("dishes").update(changed.id, { price: 2.7 });
    const after = await get(`/${owner.user.publicLink}/3`, { "If-None-Match": etag! });
    expect(after.res.status).toBe(200);
    expect(after.text).toContain("2.70 EUR");
  });

  it("answers 'Menu not found' (404) for an unknown venue, table or odd characters, never a 500", async () => {
    const link = owner.user.publicLink;
    const paths = [
      "/no-such-venue/1",
      `/${link}/99`,
      `/${link}/abc`,
      `/${link}/%3Cscript%3E`,
      "/%3Cscript%3Ealert(1)%3C%2Fscript%3E/1",
      `/${link}/%00`,
      `/${link}/..%2F..%2Fetc`,
      `/${"x".repeat(300)}/1`,
      `/${link}/${"9".repeat(50)}`,
      "/%E2%82%AC%F0%9F%8D%95/1",
    ];
    for (const p of paths) {
      const { res, text } = await get(p);
      expect(res.status, p).toBe(404);
      expect(text, p).toContain("<h1>Menu not found</h1>");
      expect(text, p).not.toContain("<script>alert");
      expect(pageData(text), p).toEqual({ notFound: true });
    }
    // A malformed escape never reaches a route: Go's server answers 400 itself.
    expect((await get("/%ZZ/1")).res.status).toBe(400);
  });

  it("puts a title with replacement patterns ($&, $`, $', $1) into the page as plain text", async () => {
    const title = "A $& B $` C $' D $1 E $$ F";
    const tricky = await createOwner(server, { menuTitle: title, currency: "EUR" });
    await server.admin
      .collection("tables")
      .create({ user: tricky.user.id, tableNumber: 1, round: true, diameter: 100, x: 0, y: 0 });
    const { res, text } = await get(`/${tricky.user.publicLink}/1`);
    expect(res.status).toBe(200);
    expect(text).toContain("<title>A $&amp; B $` C $&#39; D $1 E $$ F</title>");
    expect(text.match(/<!doctype/gi)).toHaveLength(1);
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(text.match(/<\/head>/g)).toHaveLength(1);
    expect(pageData(text).menu.venue.menuTitle).toBe(title);
  });

  it("sends the page first-visit welcome toast only without the welcome cookie", async () => {
    const first = await get(`/${owner.user.publicLink}/3`);
    expect(first.text).toContain('<div class="welcome-toast" role="status">');
    expect(pageData(first.text).welcome).toBe(true);
    const seen = await get(`/${owner.user.publicLink}/3`, { Cookie: "other=1; draft_welcome=1" });
    expect(seen.text).not.toContain("welcome-toast");
    expect(pageData(seen.text).welcome).toBe(false);
  });
});

describe("the built app: caching, compression, fallback", () => {
  it("serves content-hashed files as immutable for a year, compressed", async () => {
    const { res, text } = await get("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(text).toBe(BIG_JS);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("sends the build's brotli copy to a browser that accepts brotli, decoded exactly once", async () => {
    for (const accept of ["gzip, deflate, br", "br"]) {
      const { res, text } = await get("/assets/index-abc123.js", { "Accept-Encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBe("br");
      expect(res.headers.get("content-type"), accept).toMatch(/javascript/);
      expect(res.headers.get("cache-control"), accept).toBe("public, max-age=31536000, immutable");
      expect(text, accept).toBe(BIG_JS);
    }
    // A file without a brotli copy: gzip as before.
    const small = await get("/assets/guest-entry-def456.js", { "Accept-Encoding": "gzip, br" });
    expect(small.res.headers.get("content-encoding")).toBe("gzip");
    expect(small.text).toBe("export const guest = 1;\n");
  });

  it("sends a receipt font's compressed copies as built, never compressing megabytes per request", async () => {
    const raw = async (accept: string, etag?: string) => {
      const res = await fetch(server.url + "/fonts/Script.ttf", {
        headers: { "Accept-Encoding": accept, ...(etag ? { "If-None-Match": etag } : {}) },
      });
      // Node's fetch decodes the body: the bytes on the wire, encoded again the same way, are not
      // comparable; the decoded length and the header say which copy was sent, and the gzip copy
      // is checked byte for byte below with the raw socket.
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    };
    const br = await raw("gzip, deflate, br");
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.res.headers.get("content-type")).toBe("font/ttf");
    expect(br.body.equals(FONT)).toBe(true);
    const etag = br.res.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await raw("br", etag!)).res.status).toBe(304);
    // The gzip copy exactly as built (level 1), not a fresh compression.
    const wire = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      const req = http.get(server.url + "/fonts/Script.ttf", { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], bytes: Buffer.concat(parts) }));
      });
      req.on("error", reject);
    });
    expect(wire.encoding).toBe("gzip");
    expect(wire.bytes.equals(FONT_GZ)).toBe(true);
    // No encoding accepted: the file itself.
    const plain = await raw("identity");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.body.equals(FONT)).toBe(true);
  });

  it("revalidates index.html, sw.js and icons (ETag, 304), compressed", async () => {
    for (const p of ["/", "/sw.js", "/logo.svg"]) {
      const { res } = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("cache-control"), p).toBe("no-cache");
      expect(res.headers.get("content-encoding"), p).toBe("gzip");
      const etag = res.headers.get("etag");
      expect(etag, p).toBeTruthy();
      const again = await get(p, { "If-None-Match": etag! });
      expect(again.res.status, p).toBe(304);
    }
  });

  it("leaves owner pages and reserved paths as before: the plain index.html (SPA fallback)", async () => {
    for (const p of ["/", "/login", "/orders", "/orders/1", "/editmenu/x", "/assets/missing.js", "/settings/abc"]) {
      const { res, text } = await get(p);
      expect(res.status, p).toBe(200);
      expect(text, p).toBe(INDEX_HTML);
      expect(res.headers.get("cache-control"), p).toBe("no-cache");
    }
  });

  it("answers PocketBase's JSON 404 for a path under /api/ that no route serves, never the app's HTML", async () => {
    for (const p of ["/api/nosuch", "/api/metrics", "/api/nothing/1", "/api", "/api/", "/%61pi/nosuch"]) {
      const res = await fetch(server.url + p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type"), p).toMatch(/^application\/json/);
      expect(await res.json(), p).toEqual({ data: {}, message: "The requested resource wasn't found.", status: 404 });
    }
    const head = await fetch(server.url + "/api/nosuch", { method: "HEAD" });
    expect(head.status).toBe(404);
    // Real API routes (PocketBase's and the hooks') still answer.
    expect((await fetch(server.url + "/api/health")).status).toBe(200);
    expect((await fetch(`${server.url}/api/menu/${owner.user.publicLink}`)).status).toBe(200);
    // And app routes that merely start with "api" are still the app.
    const app = await get("/apis");
    expect(app.res.status).toBe(200);
    expect(app.text).toBe(INDEX_HTML);
  });

  it("does not take apart a path or an If-None-Match longer than any real one", async () => {
    // A path of 1,500 segments is PocketBase's 404, not split and decoded segment by segment.
    const long = await fetch(server.url + "/" + "a/".repeat(1500));
    expect(long.status).toBe(404);
    expect((await long.json()).message).toBe("The requested resource wasn't found.");
    // An If-None-Match of thousands of ETags is not split: the page and the menu answer in full.
    const page = await get(`/${owner.user.publicLink}/3`);
    const menu = await fetch(`${server.url}/api/menu/${owner.user.publicLink}`);
    for (const [url, etag] of [
      [`/${owner.user.publicLink}/3`, page.res.headers.get("etag")!],
      [`/api/menu/${owner.user.publicLink}`, menu.headers.get("etag")!],
    ]) {
      expect((await fetch(server.url + url, { headers: { "If-None-Match": etag } })).status, url).toBe(304);
      const many = Array.from({ length: 2000 }, (_, i) => `"x${i}"`).join(", ") + ", " + etag;
      expect((await fetch(server.url + url, { headers: { "If-None-Match": many } })).status, url).toBe(200);
    }
  });

  it("compresses API JSON (the menu endpoint and record lists) when the browser accepts it", async () => {
    for (const p of [`/api/menu/${owner.user.publicLink}?table=3`, "/api/collections/dishes/records?perPage=50"]) {
      const { res, text } = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("content-encoding"), p).toBe("gzip");
      expect(() => JSON.parse(text), p).not.toThrow();
    }
    const plain = await fetch(`${server.url}/api/menu/${owner.user.publicLink}?table=3`, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.json()).venue.menuTitle).toBe("Cafe Rosa");
  });

  it("keeps realtime streaming through the compression", async () => {
    const res = await fetch(`${server.url}/api/realtime`, {
      headers: { "Accept-Encoding": "gzip", Accept: "text/event-stream" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const { value } = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no PB_CONNECT within 5 s")), 5000)),
    ]);
    expect(new TextDecoder().decode(value)).toContain("PB_CONNECT");
    await reader.cancel();
  });

  it("sends a realtime stream uncompressed even when the browser accepts gzip (a compressor held per open connection)", async () => {
    const { default: http } = await import("node:http");
    const raw = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      const req = http.get(
        `${server.url}/api/realtime`,
        { headers: { "Accept-Encoding": "gzip, deflate, br", Accept: "text/event-stream" } },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => {
            text += chunk.toString("latin1");
            if (text.includes("\n\n")) {
              clearTimeout(timer);
              resolve({ encoding: res.headers["content-encoding"], text });
              req.destroy();
            }
          });
        },
      );
      req.on("error", reject);
      const timer = setTimeout(() => (req.destroy(), reject(new Error("no PB_CONNECT within 5 s"))), 5000);
    });
    expect(raw.encoding).toBeUndefined();
    expect(raw.text).toContain("event:PB_CONNECT");
  });
});
