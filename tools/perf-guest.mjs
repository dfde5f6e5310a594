#!/usr/bin/env node
// `npm run perf:guest`: the guest menu on a mid-range phone on a slow network (docs/guest-page.md),
// measured in Debian's Chromium: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up (CDP).
// Starts the product (the built dist/, our hooks and migrations, the demo venue) on a free loopback
// port, opens /demo/1 in a fresh browser profile (first visit), then again in the same profile
// (repeat visit: a second scan at the same table, answered by the service worker's copy), 3 times;
// prints the medians, each repeat visit's LCP against the first visit of its own run (the machine's
// load moves both alike), and writes a dated run to docs/PERFORMANCE.md under
// "## Guest page (npm run perf:guest)".
// Side by side, in the same run and profile: plain PocketBase (the same binary, no hooks, no
// migrations) answering /api/health, the physical floor of one request on this network.
// Bytes are counted by a loopback TCP proxy in front of the server (every byte that crossed the
// "network", headers included, the service worker's fetches too). The demo venue has a photo for
// every dish and a cover (docs/storefront.md#demo-venue): their bytes are shown on a line of their
// own (the lazy thumbnails near the first screen and the cover; the page's own images, not API queries).
// Builds nothing: run `npm run build` first. Options: --runs N (default 3), --no-write;
// PERF_DEBUG=1 prints every response's size and the navigation timings.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { ROOT, freePort, pocketbaseBinary, startPocketBase, waitForHealth } from "../server/pocketbase.mjs";

const args = process.argv.slice(2);
const RUNS =
  Number(args[args.indexOf("--runs") + 1]) > 0 && args.includes("--runs")
    ? Number(args[args.indexOf("--runs") + 1])
    : 3;
const WRITE = !args.includes("--no-write");
const PROFILE = { rttMs: 150, downKbps: 1600, upKbps: 750, cpu: 4 };
const TARGETS = { lcpFirst: 1000, kbFirst: 110, lcpRepeat: 600, kbRepeat: 20, apiBeforePaint: 0, apiWhileLoading: 1 };
const GUEST_PATH = "/demo/1";
const SETTLE_MS = 2500; // after the load event: the live connection and the service worker's copy

if (!fs.existsSync(path.join(ROOT, "dist", "index.html"))) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}

/** A TCP proxy on a free loopback port that counts the bytes sent back to the browser. */
async function countingProxy(targetPort) {
  const counter = { down: 0, up: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    client.on("data", (b) => (counter.up += b.length));
    upstream.on("data", (b) => (counter.down += b.length));
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, "127.0.0.1", r));
  return {
    port,
    counter,
    reset: () => ((counter.down = 0), (counter.up = 0)),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(r));
    },
  };
}

/** Plain PocketBase: the same binary, empty hooks and migrations, a temp data dir. */
async function startPlain(port) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "draft-perf-plain-"));
  for (const d of ["data", "hooks", "migrations", "public"]) fs.mkdirSync(path.join(tmp, d));
  const child = spawn(
    pocketbaseBinary(),
    [
      "serve",
      `--http=127.0.0.1:${port}`,
      `--dir=${path.join(tmp, "data")}`,
      `--hooksDir=${path.join(tmp, "hooks")}`,
      `--migrationsDir=${path.join(tmp, "migrations")}`,
      `--publicDir=${path.join(tmp, "public")}`,
      "--dev=false",
      "--automigrate=false",
    ],
    { stdio: "ignore" },
  );
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return { child, tmp };
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: (PROFILE.downKbps * 1000) / 8,
    uploadThroughput: (PROFILE.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpu });
  return cdp;
}

/** Opens `url` in a new throttled page of `context`; LCP, FCP, load and the API requests around them. */
async function visit(context, url, proxy) {
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  const api = [];
  const sizes = new Map();
  let photoBytes = 0;
  cdp.on("Network.responseReceived", (e) =>
    sizes.set(e.requestId, { url: e.response.url, sw: e.response.fromServiceWorker }),
  );
  cdp.on("Network.loadingFinished", (e) => {
    const s = sizes.get(e.requestId);
    if (s && !s.sw && new URL(s.url).pathname.startsWith("/api/files/")) photoBytes += e.encodedDataLength;
    if (s && process.env.PERF_DEBUG)
      console.log("  ", Math.round(e.encodedDataLength), s.sw ? "sw" : "", s.url.replace(/^https?:\/\/[^/]+/, ""));
  });
  cdp.on("Network.requestWillBeSent", (e) => {
    const u = new URL(e.request.url);
    if (u.pathname.startsWith("/api/") && !u.pathname.startsWith("/api/files/"))
      api.push({ path: u.pathname, wall: e.wallTime * 1000 });
  });
  proxy?.reset();
  await page.goto(url, { waitUntil: "load" });
  const bytesAtLoad = proxy ? proxy.counter.down : NaN;
  await page.waitForTimeout(SETTLE_MS);
  const m = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const nav = performance.getEntriesByType("navigation")[0];
        const fcp = performance.getEntriesByName("first-contentful-paint")[0];
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1];
          resolve({
            origin: performance.timeOrigin,
            lcp: lcp ? lcp.startTime : NaN,
            lcpTag: lcp?.element
              ? lcp.element.tagName + (lcp.element.className ? "." + lcp.element.className : "")
              : "",
            fcp: fcp ? fcp.startTime : NaN,
            load: nav ? nav.loadEventEnd : NaN,
            fromSw: nav ? nav.workerStart > 0 : false,
            timing: nav
              ? [
                  "workerStart",
                  "requestStart",
                  "responseStart",
                  "responseEnd",
                  "domInteractive",
                  "domContentLoadedEventEnd",
                ]
                  .map((k) => `${k} ${Math.round(nav[k])}`)
                  .join(", ")
              : "",
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  const at = (r) => r.wall - m.origin;
  if (process.env.PERF_DEBUG) console.log(url, "fcp", Math.round(m.fcp), "lcp", Math.round(m.lcp), m.timing);
  const result = {
    lcp: m.lcp,
    lcpTag: m.lcpTag,
    timing: m.timing,
    fcp: m.fcp,
    load: m.load,
    bytes: proxy ? proxy.counter.down : NaN,
    bytesAtLoad,
    photoBytes,
    apiBeforePaint: api.filter((r) => at(r) < m.fcp).length,
    apiWhileLoading: api.filter((r) => at(r) < m.load).length,
    apiAfter: api.filter((r) => at(r) >= m.load).map((r) => r.path),
  };
  await cdp.detach().catch(() => {});
  await page.close();
  return result;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-perf-"));
  const port = await freePort();
  const plainPort = await freePort();
  const { child } = await startPocketBase({ dir, port, stdio: "ignore", env: { SEED_DEMO: "1" } });
  const plain = await startPlain(plainPort);
  const proxy = await countingProxy(port);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const phone = {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
  };
  const first = [];
  const repeat = [];
  const floor = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        ...phone,
        serviceWorkers: process.env.PERF_NO_SW ? "block" : "allow",
      });
      const url = `http://127.0.0.1:${proxy.port}${GUEST_PATH}`;
      first.push(await visit(context, url, proxy));
      repeat.push(await visit(context, url, proxy));
      await context.close();
      const plainContext = await browser.newContext(phone);
      floor.push(await visit(plainContext, `http://127.0.0.1:${plainPort}/api/health`, null));
      await plainContext.close();
      console.log(
        `run ${i + 1}: first LCP ${first[i].lcp.toFixed(0)} ms (${first[i].lcpTag}), ${(first[i].bytes / 1024).toFixed(1)} KB; ` +
          `repeat LCP ${repeat[i].lcp.toFixed(0)} ms, ${(repeat[i].bytes / 1024).toFixed(1)} KB (${(repeat[i].bytesAtLoad / 1024).toFixed(1)} KB at load; first ${(first[i].bytesAtLoad / 1024).toFixed(1)} KB at load); plain PocketBase LCP ${floor[i].lcp.toFixed(0)} ms; ` +
          `API after load: ${first[i].apiAfter.join(", ") || "none"}`,
      );
    }
  } finally {
    await browser.close();
    await proxy.close();
    child.kill("SIGTERM");
    plain.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(plain.tmp, { recursive: true, force: true });
  }

  const row = (name, runs) => ({
    name,
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    kb: median(runs.map((r) => r.bytes)) / 1024,
    photoKb: median(runs.map((r) => r.photoBytes)) / 1024,
    pageKb: median(runs.map((r) => r.bytes - r.photoBytes)) / 1024,
    before: Math.max(...runs.map((r) => r.apiBeforePaint)),
    loading: Math.max(...runs.map((r) => r.apiWhileLoading)),
  });
  const f = row("first visit", first);
  const r = row("repeat visit", repeat);
  const floorLcp = median(floor.map((x) => x.lcp));
  // Each repeat visit against the first visit of the same run (same browser, same moment's load).
  const pairs = repeat.map((x, i) => x.lcp / first[i].lcp);
  const ok = (v, t) => (v <= t ? "ok" : "MISSED");
  const lines = [
    `| what | first visit | target | repeat visit | target |`,
    `|---|---|---|---|---|`,
    `| LCP (median of ${RUNS}) | ${f.lcp.toFixed(0)} ms | ≤ ${TARGETS.lcpFirst} ms ${ok(f.lcp, TARGETS.lcpFirst)} | ${r.lcp.toFixed(0)} ms | ≤ ${TARGETS.lcpRepeat} ms ${ok(r.lcp, TARGETS.lcpRepeat)} |`,
    `| first contentful paint | ${f.fcp.toFixed(0)} ms | | ${r.fcp.toFixed(0)} ms | |`,
    `| bytes transferred | ${f.kb.toFixed(1)} KB | ≤ ${TARGETS.kbFirst} KB ${ok(f.kb, TARGETS.kbFirst)} | ${r.kb.toFixed(1)} KB | ≤ ${TARGETS.kbRepeat} KB ${ok(r.kb, TARGETS.kbRepeat)} |`,
    `| of which photos (thumbnails, cover) | ${f.photoKb.toFixed(1)} KB | | ${r.photoKb.toFixed(1)} KB | |`,
    `| page and code, photos aside | ${f.pageKb.toFixed(1)} KB | | ${r.pageKb.toFixed(1)} KB | |`,
    `| API requests before first paint (max) | ${f.before} | ${TARGETS.apiBeforePaint} ${ok(f.before, TARGETS.apiBeforePaint)} | ${r.before} | |`,
    `| API requests while loading (max) | ${f.loading} | ≤ ${TARGETS.apiWhileLoading} ${ok(f.loading, TARGETS.apiWhileLoading)} | ${r.loading} | |`,
    `| plain PocketBase /api/health, same profile (LCP) | ${floorLcp.toFixed(0)} ms | | | |`,
    `| ratio guest LCP / plain PocketBase | ${(f.lcp / floorLcp).toFixed(2)} | | ${(r.lcp / floorLcp).toFixed(2)} | |`,
    `| repeat LCP / first LCP, same run (median; runs with repeat ≤ first) | | | ${median(pairs).toFixed(2)} (${pairs.filter((x) => x <= 1).length} of ${pairs.length}) | ≤ 1.00 ${ok(median(pairs), 1)} |`,
  ];
  console.log("\n" + lines.join("\n"));

  if (WRITE) {
    const file = path.join(ROOT, "docs", "PERFORMANCE.md");
    const heading = "## Guest page (npm run perf:guest)";
    const intro =
      "Chromium (Debian), phone viewport 360x740, CDP: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, " +
      "750 kbps up; `/demo/1` of the demo venue (with its photos and cover since issue 26); first visit in a fresh profile, repeat visit in the " +
      "same profile; bytes counted on the wire by a loopback proxy (headers and the service worker's fetches included). " +
      "Plain PocketBase (same binary, no hooks) answering `/api/health` under the same profile is the one-request floor.";
    const load = os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ");
    const run =
      `### ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, load average ${load} at the end\n\n` +
      `${lines.join("\n")}\n`;
    let doc = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Performance\n";
    const at = doc.indexOf(heading);
    if (at === -1) {
      doc = doc.replace(/\s*$/, "\n\n") + `${heading}\n\n${intro}\n\n${run}`;
    } else {
      const next = doc.indexOf("\n## ", at + heading.length);
      const end = next === -1 ? doc.length : next + 1;
      const section = doc.slice(at, end).replace(/\s*$/, "\n\n") + run;
      doc = doc.slice(0, at) + section + (next === -1 ? "" : "\n" + doc.slice(end));
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, doc);
    console.log(`\nWritten to ${path.relative(ROOT, file)}.`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
