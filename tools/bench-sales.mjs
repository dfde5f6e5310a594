#!/usr/bin/env node
/* global window, document */
// npm run bench:sales (docs/sales.md): a venue with 50,000 finished orders and 10,000 stock entries,
// opened in Chromium: time until Finished orders shows its exact total and Storage its groups,
// API requests, JS heap, DOM nodes. Side by side, on the same PocketBase binary in the same run:
// a plain PocketBase list (a bare collection of 50,000 rows, page of 50 with its total count),
// reported as ratios. Loopback only, its own temp server on a free port, everything stopped at
// the end. Needs a build (dist/); runs `npm run build` when dist/ is missing.
//   BENCH_ORDERS (50000), BENCH_STORAGE (10000), BENCH_RUNS (3) override the sizes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { ROOT, freePort, startPocketBase, upsertSuperuser } from "../server/pocketbase.mjs";
import { seedFinishedOrders, seedStorage } from "./seed-sales.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS || 50_000);
const STORAGE = Number(process.env.BENCH_STORAGE || 10_000);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const ADMIN = { email: "bench@bench.local", password: "bench-password-123" };
const OWNER = { email: "venue@bench.local", password: "venue-password-123" };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n) => `${Math.round(n)} ms`;

if (!fs.existsSync(path.join(ROOT, "dist", "index.html"))) {
  console.log("dist/ missing: npm run build");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-bench-sales-"));
let child = null;
let browser = null;
const stopAll = async () => {
  if (browser) await browser.close().catch(() => {});
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on("SIGINT", () => stopAll().then(() => process.exit(130)));

try {
  upsertSuperuser({ dir, ...ADMIN });
  const port = await freePort();
  ({ child } = await startPocketBase({ dir, port, stdio: ["ignore", "ignore", "inherit"], env: { SEED_DEMO: "0" } }));
  const url = `http://127.0.0.1:${port}`;

  const admin = new PocketBase(url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(ADMIN.email, ADMIN.password);
  const owner = new PocketBase(url);
  owner.autoCancellation(false);
  await owner
    .collection("users")
    .create({ ...OWNER, passwordConfirm: OWNER.password, publicLink: "bench", currency: "EUR" });
  const auth = await owner.collection("users").authWithPassword(OWNER.email, OWNER.password);

  // The plain-PocketBase baseline: a bare collection with the same number of rows.
  await admin.collections.create({
    name: "bench_plain",
    type: "base",
    fields: [
      { type: "text", name: "user" },
      { type: "number", name: "total" },
      { type: "autodate", name: "created", onCreate: true },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ],
  });

  let t = performance.now();
  seedFinishedOrders({ dir, ownerId: auth.record.id, userSlug: "bench", count: ORDERS });
  seedStorage({ dir, ownerId: auth.record.id, count: STORAGE });
  execFileSync("sqlite3", [path.join(dir, "data.db")], {
    input: `.timeout 10000
WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${ORDERS - 1})
INSERT INTO bench_plain (user, total, created, updated) SELECT 'x', (i % 997) / 10.0,
  strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || i || ' minutes'), strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || i || ' minutes') FROM seq;
ANALYZE;`,
  });
  const seedMs = performance.now() - t;
  console.log(`seeded ${ORDERS} orders, ${STORAGE} stock entries and ${ORDERS} plain rows in ${ms(seedMs)}`);

  // Server side: our aggregate and list page vs plain PocketBase's list with a total count.
  const timeFetch = async (p, token) => {
    const s = performance.now();
    const r = await fetch(url + p, { headers: { Authorization: token } });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${p}: ${r.status}`);
    return performance.now() - s;
  };
  const api = {};
  const listFilter = encodeURIComponent(`user = "${auth.record.id}" && finished = true`);
  const probes = {
    "stats/finished (totals, series, top dishes, waiter calls)": ["/api/stats/finished?tz=0", owner.authStore.token],
    "orders page of 50 (skipTotal)": [
      `/api/collections/orders/records?page=1&perPage=50&sort=-created,-id&expand=user&skipTotal=1&filter=${listFilter}`,
      owner.authStore.token,
    ],
    "stats/storage (totals only)": ["/api/stats/storage", owner.authStore.token],
    "stats/storage?page=1 (the page: groups and their 100 entries)": [
      "/api/stats/storage?page=1",
      owner.authStore.token,
    ],
    "stats/storage?page=50 (the page: groups and their 100 entries)": [
      "/api/stats/storage?page=50",
      owner.authStore.token,
    ],
    "plain PocketBase: bare collection, page of 50 with total count": [
      "/api/collections/bench_plain/records?page=1&perPage=50&sort=-created",
      admin.authStore.token,
    ],
    "CSV export of all 50,000 orders": ["/api/stats/finished/csv", owner.authStore.token],
  };
  for (const [name, [p, token]] of Object.entries(probes)) {
    await timeFetch(p, token); // warm-up
    const xs = [];
    for (let i = 0; i < (name.startsWith("CSV") ? 2 : 5); i++) xs.push(await timeFetch(p, token));
    api[name] = median(xs);
  }
  const plain = api["plain PocketBase: bare collection, page of 50 with total count"];

  // Browser side.
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const session = JSON.stringify({ token: owner.authStore.token, record: owner.authStore.record });

  async function measure(route, ready) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((v) => window.localStorage.setItem("draft_session", v), session);
    const page = await context.newPage();
    // Warm the HTTP cache for the app's own files (a returning owner), not the data.
    await page.goto(`${url}/help`);
    await page.waitForLoadState("networkidle");
    const requests = [];
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith("/api/")) requests.push(`${r.method()} ${u.pathname}`);
    });
    await page.goto(`${url}${route}`);
    await page.waitForFunction(ready, null, { polling: "raf", timeout: 30_000 });
    const shownAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1500); // let any trailing request (realtime subscription) happen
    const cdp = await context.newCDPSession(page);
    await cdp.send("HeapProfiler.collectGarbage");
    const heap = await cdp.send("Runtime.getHeapUsage");
    const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    await context.close();
    return { shownAt, requests, heapMB: heap.usedSize / 1024 / 1024, nodes };
  }

  const finishedReady = () =>
    /Total: [0-9]/.test(document.querySelector("[data-testid=finished-total]")?.textContent ?? "");
  const storageReady = () => document.querySelectorAll("[aria-label='Storage items'] > li").length > 0;
  const results = {};
  for (const [name, route, ready] of [
    ["Finished orders", "/finished-orders", finishedReady],
    ["Storage", "/storage", storageReady],
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(route, ready));
    results[name] = {
      shown: median(runs.map((r) => r.shownAt)),
      heap: median(runs.map((r) => r.heapMB)),
      nodes: median(runs.map((r) => r.nodes)),
      requests: runs[0].requests,
    };
  }

  // BENCH_SCREENSHOTS=dir: full-page screenshots of both pages at 1280 and 360 px (a visual check).
  if (process.env.BENCH_SCREENSHOTS) {
    fs.mkdirSync(process.env.BENCH_SCREENSHOTS, { recursive: true });
    for (const width of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((v) => window.localStorage.setItem("draft_session", v), session);
      const page = await context.newPage();
      for (const [name, route, ready] of [
        ["finished", "/finished-orders", finishedReady],
        ["storage", "/storage", storageReady],
      ]) {
        await page.goto(`${url}${route}`);
        await page.waitForFunction(ready, null, { timeout: 30_000 });
        await page.screenshot({
          path: path.join(process.env.BENCH_SCREENSHOTS, `${name}-${width}.png`),
          fullPage: false,
        });
      }
      await context.close();
    }
  }

  const total = await owner.send("/api/stats/finished", {});
  const lines = [];
  lines.push(
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Debian Chromium, 1280x800, medians of ${RUNS} page loads (app files cached, data not).`,
  );
  lines.push(
    `Seeded ${ORDERS.toLocaleString("en")} finished orders over 365 days and ${STORAGE.toLocaleString("en")} stock entries in ${ms(seedMs)} (SQL, tools/seed-sales.mjs); exact total ${total.totals.map((x) => `${(x.cents / 100).toFixed(2)} ${x.currency}`).join(" + ")}.`,
  );
  lines.push("");
  lines.push("| page | totals shown after | API requests | JS heap (after GC) | DOM nodes | target |");
  lines.push("|---|---|---|---|---|---|");
  const f = results["Finished orders"];
  const s = results.Storage;
  lines.push(
    `| Finished orders | ${ms(f.shown)} | ${f.requests.length} (${f.requests.join(", ")}) | ${f.heap.toFixed(1)} MB | ${f.nodes} | <= 1 s, <= 3 requests, < 20 MB |`,
  );
  lines.push(
    `| Storage | ${ms(s.shown)} | ${s.requests.length} (${s.requests.join(", ")}) | ${s.heap.toFixed(1)} MB | ${s.nodes} | <= 1 s |`,
  );
  lines.push("");
  lines.push("| server request (median of 5, loopback) | time | vs plain PocketBase list |");
  lines.push("|---|---|---|");
  for (const [name, v] of Object.entries(api)) lines.push(`| ${name} | ${ms(v)} | ${(v / plain).toFixed(2)}x |`);
  console.log("\n" + lines.join("\n"));
} finally {
  await stopAll();
}
