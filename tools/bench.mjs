#!/usr/bin/env node
// `npm run bench`: the server hot paths, product vs plain PocketBase, in one run (docs/PERFORMANCE.md).
// Starts two servers from the same binary on free loopback ports, each on a temp dir:
//   product: our migrations + hooks, rate limiter off (bench traffic all comes from 127.0.0.1);
//   plain:   no migrations, no hooks; a bare `orders` collection with the same fields (open create
//            rule, owner list rule) and a public `dishes` collection holding the same 30 dishes.
// Prints every figure as product | plain | ratio and, with --markdown, a table for
// docs/PERFORMANCE.md. Bounded: a few minutes, loopback only, every process stopped by its PID.
// Options (env): BENCH_SCREENS (default 2000), BENCH_SECONDS per throughput figure (default 4),
// BENCH_LATER_SECONDS (default 130: the memory reading after Go's next forced collection, which an idle
// Go process runs every 2 minutes), BENCH_WAVE_PACED
// (screens that connect at a time in the paced waves; default 40), BENCH_WAVE_AT_ONCE (in the last wave;
// default all),
// BENCH_HOOKS_DIR (hooks dir of the product, default pb_hooks/), BENCH_ONLY=menu,orders,neighbour,push,screens
// (a subset of the figures; "orders" includes a table tab's group send; "neighbour": another
// venue's orders and menu reads while one account imports, exports or sends its largest orders,
// tools/bench-neighbour.mjs). The product starts through the launcher with its push worker
// (server/push-worker.mjs); a local fake push service is allowed by the operator setting
// PUSH_EXTRA_ORIGINS, which owners cannot touch. With BENCH_HOOKS_DIR, no worker and no push figures.
// BENCH_PRINTERS=1: the product's venue has a station per category with a network printer each
// (docs/kitchen.md#stations-and-printers). BENCH_ONLY=printers: a venue with printers vs one without
// in the same product server, BENCH_ROUNDS rounds (default 5), medians of the per-round ratios, and
// where the tickets' work went (the agent's queue read, a staff Start); BENCH_PRINTERS_CONTROL=1
// gives the second venue no printers either (the bench's noise).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { cpuMs, pct, pool } from "./bench-measure.mjs";
import { neighbourFigures } from "./bench-neighbour.mjs";
import {
  ROOT,
  freePort,
  pocketbaseBinary,
  startPocketBase,
  upsertSuperuser,
  waitForHealth,
} from "../server/pocketbase.mjs";

const SCREENS = Number(process.env.BENCH_SCREENS || 2000);
const SECONDS = Number(process.env.BENCH_SECONDS || 4);
const CONCURRENCY = 16;
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL || 150);
const LATER_S = Number(process.env.BENCH_LATER_SECONDS || 130);
const ONLY = process.env.BENCH_ONLY
  ? process.env.BENCH_ONLY.split(",")
  : ["menu", "orders", "neighbour", "push", "screens"];
const HOOKS_DIR = path.resolve(process.env.BENCH_HOOKS_DIR || path.join(ROOT, "pb_hooks"));
const ADMIN = { email: "bench@bench.local", password: "bench-password-123" };
const PASSWORD = "owner-password-123";
const children = [];
const closers = [];
const tmpDirs = [];

// ---------------------------------------------------------------------------------------------
// processes

function flags({ dir, product }) {
  const empty = path.join(dir, "_empty");
  fs.mkdirSync(empty, { recursive: true });
  return [
    `--dir=${dir}`,
    `--migrationsDir=${product ? path.join(ROOT, "pb_migrations") : empty}`,
    `--hooksDir=${product ? HOOKS_DIR : empty}`,
    `--publicDir=${empty}`,
    "--dev=false",
    "--automigrate=false",
    "--hooksWatch=false",
    ...(product && process.env.BENCH_HOOKS_POOL ? [`--hooksPool=${process.env.BENCH_HOOKS_POOL}`] : []),
  ];
}

async function startServer({ product, env = {} }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), product ? "bench-product-" : "bench-plain-"));
  tmpDirs.push(dir);
  upsertSuperuser({ dir, ...ADMIN, flags: flags({ dir, product }) });
  const port = await freePort();
  let stderr = "";
  const keep = (d) => (stderr = (stderr + d).slice(-4000));
  let child;
  let worker = null;
  const url = `http://127.0.0.1:${port}`;
  if (product && !process.env.BENCH_HOOKS_DIR) {
    // The product the way `npm start` runs it: the launcher, with its supervised push worker.
    const started = await startPocketBase({
      dir,
      port,
      env: { SEED_DEMO: "0", ...env },
      stdio: ["ignore", "ignore", "pipe"],
      pushWorker: { env, output: (t) => (process.env.BENCH_DEBUG ? process.stderr.write(`worker: ${t}`) : keep(t)) },
    });
    child = started.child;
    if (started.worker) closers.push(() => started.worker.stop());
    worker = started.worker;
  } else {
    child = spawn(pocketbaseBinary(), ["serve", `--http=127.0.0.1:${port}`, ...flags({ dir, product })], {
      cwd: ROOT,
      env: { ...process.env, SEED_DEMO: "0", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    // Stopped at the end even when it never answers.
    children.push(child);
    await waitForHealth(url, child);
  }
  child.stderr.on("data", keep);
  if (!children.includes(child)) children.push(child);
  const auth = await api(url, "POST", "/api/collections/_superusers/auth-with-password", {
    identity: ADMIN.email,
    password: ADMIN.password,
  });
  const server = {
    url,
    dir,
    pid: child.pid,
    child,
    admin: auth.token,
    name: product ? "product" : "plain",
    worker,
    stderr: () => stderr,
  };
  await api(url, "PATCH", "/api/settings", { rateLimits: { enabled: false } }, server.admin);
  return server;
}

function stopAll() {
  for (const close of closers) close();
  for (const c of children) if (c.exitCode === null) process.kill(c.pid, "SIGTERM");
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
}

/** Resident memory of a process in KB (VmRSS; `field` "VmHWM" for its peak). */
function rssKb(pid, field = "VmRSS") {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN; // gone
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * What a browser's fetch (and Node's, so the SDK's) sends with every request. The guests' and the
 * screens' requests carry it, so a server that compresses pays for it here as it does in use; the
 * bench's own setup calls do not.
 */
const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };

/**
 * One request; resolves to {status, body (parsed JSON or text, gunzipped), ms}. `ownConnection`:
 * on a connection of its own (as each device of a reconnect wave), not the bench's kept-alive pool.
 */
function request(url, method, p, body, token, headers = {}, ownConnection = false) {
  const started = performance.now();
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${p}`,
      {
        method,
        agent: ownConnection ? false : agent,
        headers: {
          ...(data ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(data) } : {}),
          ...(token ? { Authorization: token } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const text = (res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw).toString();
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* text */
          }
          resolve({ status: res.statusCode, body: parsed, headers: res.headers, ms: performance.now() - started });
        });
      },
    );
    req.on("error", reject);
    if (data) req.write(data);
    req.end();
  });
}

async function api(url, method, p, body, token) {
  const res = await request(url, method, p, body, token);
  if (res.status >= 400) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Runs `fn` `CONCURRENCY` at a time for `ms`; returns {done, failed, seconds}. */
async function slice(fn, ms, pid) {
  const cpu0 = pid ? cpuMs(pid) : 0;
  const until = performance.now() + ms;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const res = await fn(done + failed);
        if (res.status >= 400) failed++;
        else done++;
      }
    }),
  );
  return { done, failed, seconds: (performance.now() - started) / 1000, cpu: pid ? cpuMs(pid) - cpu0 : 0 };
}

/**
 * Requests per second of `a` and of `b`, each run `CONCURRENCY` at a time for `SECONDS` in total,
 * in alternating half-second slices: the machine is shared, and a load that comes and goes must
 * hit both sides alike for the ratio to mean anything.
 */
async function compareThroughput(a, b, pids = []) {
  const total = [
    { done: 0, failed: 0, seconds: 0, cpu: 0 },
    { done: 0, failed: 0, seconds: 0, cpu: 0 },
  ];
  await slice(a, 300); // warm-up, not counted
  await slice(b, 300);
  for (let i = 0; i < SECONDS * 2; i++) {
    for (const [k, fn] of [a, b].entries()) {
      const r = await slice(fn, 500, pids[k]);
      total[k].cpu += r.cpu;
      total[k].done += r.done;
      total[k].failed += r.failed;
      total[k].seconds += r.seconds;
    }
  }
  for (const t of total) if (t.failed) console.log(`  (${t.failed} failed requests)`);
  const rates = total.map((t) => t.done / t.seconds);
  rates.cpuPerRequest = total.map((t) => t.cpu / Math.max(1, t.done));
  return rates;
}

// ---------------------------------------------------------------------------------------------
// SSE screens

/** Opens a raw realtime stream; resolves once PB_CONNECT arrives. */
function openStream(url, onEvent) {
  return new Promise((resolve, reject) => {
    // What a browser's EventSource sends: a server that compresses the stream pays for it per screen.
    const headers = { Accept: "text/event-stream", "Accept-Encoding": "gzip, deflate, br" };
    const req = http.get(`${url}/api/realtime`, { agent: false, headers }, (raw) => {
      const res =
        raw.headers["content-encoding"] === "gzip"
          ? raw.pipe(zlib.createGunzip({ flush: zlib.constants.Z_SYNC_FLUSH }))
          : raw;
      let buf = "";
      let resolved = false;
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        buf += chunk;
        let cut;
        while ((cut = buf.indexOf("\n\n")) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const msg = {};
          for (const line of block.split("\n")) {
            const i = line.indexOf(":");
            if (i > 0) msg[line.slice(0, i)] = line.slice(i + 1);
          }
          if (msg.event === "PB_CONNECT" && !resolved) {
            resolved = true;
            resolve({ clientId: msg.id, close: () => req.destroy() });
          } else if (msg.event && onEvent) onEvent(msg.event, msg.data, performance.now());
        }
      });
      res.on("error", () => {});
    });
    req.on("error", (e) => reject(e));
  });
}

/** A screen: its stream, then its subscription (`ownConnection`: see request). */
async function connectScreen(server, token, topic, onEvent, ownConnection = false) {
  const s = await openStream(server.url, onEvent);
  const res = await request(
    server.url,
    "POST",
    "/api/realtime",
    { clientId: s.clientId, subscriptions: [topic] },
    token,
    BROWSER,
    ownConnection,
  );
  if (res.status !== 204)
    throw new Error(`subscribe ${topic} on ${server.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return s;
}

// ---------------------------------------------------------------------------------------------
// data

const ORDER_FIELDS = [
  { type: "text", name: "userSlug", max: 40 },
  { type: "text", name: "tableSlug", max: 40 },
  { type: "json", name: "items", maxSize: 100000 },
  { type: "number", name: "total", min: 0 },
  { type: "bool", name: "started" },
  { type: "bool", name: "finished" },
  { type: "text", name: "clientRequestId", max: 100 },
  { type: "text", name: "guestToken", hidden: true, max: 100 },
  { type: "autodate", name: "created", onCreate: true, onUpdate: false },
  { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
];

/** Cheap password hashing for the bench's thousands of owners (bcrypt cost 4 instead of 10). */
async function cheapPasswords(server) {
  const users = await api(server.url, "GET", "/api/collections/users", undefined, server.admin);
  for (const f of users.fields) if (f.name === "password") f.cost = 4;
  await api(server.url, "PATCH", "/api/collections/users", { fields: users.fields }, server.admin);
  return users.id;
}

async function setupPlain(server) {
  const usersId = await cheapPasswords(server);
  const user = {
    type: "relation",
    name: "user",
    required: true,
    collectionId: usersId,
    maxSelect: 1,
    cascadeDelete: true,
  };
  await api(
    server.url,
    "POST",
    "/api/collections",
    {
      name: "dishes",
      type: "base",
      listRule: "",
      viewRule: "",
      fields: [
        user,
        { type: "text", name: "title", required: true, max: 200 },
        { type: "text", name: "description", max: 2000 },
        { type: "number", name: "price", min: 0, max: 1000000 },
        { type: "text", name: "category", max: 20 },
        { type: "number", name: "order", min: 0, onlyInt: true },
        { type: "text", name: "photo" },
        { type: "json", name: "timeServed", maxSize: 200 },
        { type: "json", name: "modifiers", maxSize: 5000 },
        { type: "bool", name: "available" },
        ...ORDER_FIELDS.slice(-2),
      ],
    },
    server.admin,
  );
  await api(
    server.url,
    "POST",
    "/api/collections",
    {
      name: "orders",
      type: "base",
      listRule: "user = @request.auth.id",
      viewRule: "user = @request.auth.id",
      createRule: "",
      fields: [user, ...ORDER_FIELDS],
      indexes: [
        "CREATE INDEX idx_orders_user_finished_created ON orders (user, finished, created)",
        "CREATE UNIQUE INDEX idx_orders_user_request ON orders (user, clientRequestId) WHERE clientRequestId != ''",
      ],
    },
    server.admin,
  );
}

async function createOwner(server, i) {
  const email = `owner${i}@bench.local`;
  const rec = await api(server.url, "POST", "/api/collections/users/records", {
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
  const auth = await api(server.url, "POST", "/api/collections/users/auth-with-password", {
    identity: email,
    password: PASSWORD,
  });
  return { id: rec.id, publicLink: rec.publicLink, token: auth.token };
}

/** The measured venue: 3 categories x 10 dishes (some with extras), 10 tables. */
async function seedVenue(server, owner, product, printers = process.env.BENCH_PRINTERS === "1") {
  const dishes = [];
  const categories = [];
  for (let c = 0; c < 3; c++) {
    const category = product
      ? (
          await api(
            server.url,
            "POST",
            "/api/collections/categories/records",
            { title: `Category ${c}`, order: c, user: owner.id },
            owner.token,
          )
        ).id
      : `category${c}`;
    categories.push(category);
    for (let d = 0; d < 10; d++) {
      const body = {
        title: `Dish ${c}-${d}`,
        description: "Slow-cooked, served with bread and a small salad. Ask us about allergens.",
        price: 4 + d,
        category,
        order: d,
        available: true,
        modifiers: d % 3 === 0 ? { Cheese: 1, Bacon: 1.5 } : {},
        user: owner.id,
      };
      dishes.push(
        await api(server.url, "POST", "/api/collections/dishes/records", body, product ? owner.token : server.admin),
      );
    }
  }
  if (product && printers) {
    for (const [i, category] of categories.entries()) {
      const body = { name: `Station ${i}`, categories: [category], printOn: "arrival", user: owner.id };
      const station = await api(server.url, "POST", "/api/collections/stations/records", body, owner.token);
      const printer = {
        station: station.id,
        name: `Printer ${i}`,
        host: `10.0.0.${i + 10}`,
        port: 9100,
        user: owner.id,
      };
      await api(server.url, "POST", "/api/collections/printers/records", printer, owner.token);
    }
  }
  if (product) {
    for (let t = 1; t <= 10; t++) {
      await api(
        server.url,
        "POST",
        "/api/collections/tables/records",
        { tableNumber: t, width: 80, length: 80, user: owner.id },
        owner.token,
      );
    }
  }
  return dishes;
}

let seq = 0;
/** A two-line guest order (the guest sends what the menu shows; the product re-prices it). */
function orderRequest(server, venue, dishes) {
  seq++;
  const a = dishes[seq % dishes.length];
  const b = dishes[(seq * 7 + 3) % dishes.length];
  const items = [
    { dishId: a.id, title: a.title, price: a.price, count: 1, modifiers: {} },
    { dishId: b.id, title: b.title, price: b.price, count: 2, modifiers: {} },
  ];
  const token = `bench-guest-token-${String(seq).padStart(12, "0")}`;
  const body = {
    user: venue.id,
    userSlug: venue.publicLink || "venue",
    tableSlug: String((seq % 10) + 1),
    items,
    total: a.price + 2 * b.price,
    clientRequestId: `bench-${process.pid}-${seq}`,
    tzOffset: 0,
  };
  if (server.name === "plain") body.guestToken = token;
  return request(server.url, "POST", "/api/collections/orders/records", body, undefined, {
    ...BROWSER,
    "X-Guest-Token": token,
  });
}

/** Sequential creates; with a screen listening, also the time until each order reached it. */
async function sequentialCreates(server, venue, dishes, arrivals, count = SEQUENTIAL) {
  const create = [];
  const delivery = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await orderRequest(server, venue, dishes);
    if (res.status !== 200) throw new Error(`${server.name} create: ${res.status} ${JSON.stringify(res.body)}`);
    create.push(res.ms);
    if (arrivals) {
      const id = res.body.id;
      const deadline = performance.now() + 5000;
      while (!arrivals.has(id) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      delivery.push(arrivals.has(id) ? arrivals.get(id) - started : Infinity);
    }
  }
  return { p50: pct(create, 50), p99: pct(create, 99), deliveryP99: delivery.length ? pct(delivery, 99) : NaN };
}

// ---------------------------------------------------------------------------------------------
// push (a local fake push service: /ok/... answers 201 at once, /hang/... never answers)

const PUSH_WORKER = "server/push-worker.mjs";
const pushEnabled = () => fs.existsSync(path.resolve(ROOT, PUSH_WORKER)) && !process.env.BENCH_HOOKS_DIR;
const pushArrivals = [];
const hanging = new Set();

/** A fake push service; a hanging one gets its own origin, as a real one would (the worker keeps a
 * bounded pool of connections per push service). */
async function startFakePush() {
  const port = await freePort();
  const srv = http.createServer((req, res) => {
    if (req.url.startsWith("/hang/")) {
      req.resume();
      hanging.add(res);
      return;
    }
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      pushArrivals.push({ path: req.url, at: performance.now(), body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise((r) => srv.listen(port, "127.0.0.1", r));
  return { host: `127.0.0.1:${port}`, close: () => (hanging.forEach((r) => r.destroy()), srv.close()) };
}

async function pushDevice(server, owner, endpoint) {
  const { createECDH, randomBytes } = await import("node:crypto");
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const b64 = (b) => Buffer.from(b).toString("base64url");
  const auth = b64(randomBytes(16));
  deviceKeys.set(new URL(endpoint).pathname, { ecdh, auth });
  return api(
    server.url,
    "POST",
    "/api/collections/push_subscriptions/records",
    { endpoint, p256dh: b64(ecdh.getPublicKey()), auth, user: owner.id },
    owner.token,
  );
}

const deviceKeys = new Map();
/** The order ids a push to a device carries (the worker may send several orders in one push). */
function ordersIn(arrival) {
  const keys = deviceKeys.get(arrival.path);
  if (!keys) return [];
  const ece = createRequire(import.meta.url)("http_ece");
  const p = JSON.parse(
    ece.decrypt(arrival.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }).toString("utf8"),
  );
  return [p, ...(Array.isArray(p.more) ? p.more : [])].map((n) => String(n.tag || "").replace(/^order-/, ""));
}

/** Create p50 for venues with 0/1/10 devices and 10 hanging ones; deliveries under 16 concurrent orders. */
async function pushFigures(product, plainP50) {
  if (!pushEnabled()) {
    console.log(
      `push figures (create p50 with 0/1/10 devices and 10 hanging ones, all pushes within 2 s under load): SKIPPED, ` +
        `the product has no push worker (${PUSH_WORKER}) yet (docs/push.md#outbox-and-worker)`,
    );
    return;
  }
  let n = 100000; // owner numbers apart from the screens' owners (1..SCREENS)
  const venueWith = async (devices, kind) => {
    const owner = await createOwner(product, n++);
    const dishes = await seedVenue(product, owner, true);
    const host = kind === "hang" ? product.fakeHang.host : product.fakePush.host;
    for (let i = 0; i < devices; i++) await pushDevice(product, owner, `http://${host}/${kind}/${owner.id}/${i}`);
    return { owner, dishes };
  };
  // The venues' creates take turns (one order each, round after round), so a passing load on this
  // shared machine (the worker's own sending included) hits every venue alike; each p50 is over
  // SEQUENTIAL orders.
  const venues = [
    { label: "create p50, venue with 0 push devices (ms)", v: await venueWith(0, "ok") },
    { label: "create p50, venue with 1 push devices (ms)", v: await venueWith(1, "ok") },
    {
      label: "create p50, venue with 10 push devices (ms)",
      v: await venueWith(10, "ok"),
      target: "<= 1.1x the 0-device p50",
    },
    { label: "create p50, venue with 10 hanging push devices (ms)", v: await venueWith(10, "hang") },
  ];
  const times = venues.map(() => []);
  for (let i = 0; i < SEQUENTIAL; i++) {
    for (let k = 0; k < venues.length; k++) {
      const res = await orderRequest(product, venues[k].v.owner, venues[k].v.dishes);
      if (res.status !== 200) throw new Error(`product create: ${res.status} ${JSON.stringify(res.body)}`);
      times[k].push(res.ms);
    }
  }
  venues.forEach((x, k) => row(x.label, pct(times[k], 50), plainP50, "ms", x.target));
  row(
    "create p50, venue with 10 push devices / with 0 (same server)",
    pct(times[2], 50) / pct(times[0], 50),
    NaN,
    "x",
    "<= 1.1x",
  );
  const busy = await venueWith(10, "ok");
  pushArrivals.length = 0;
  const t0 = performance.now();
  const created = new Map(); // order id -> when its create answered
  const r = await slice(async () => {
    const res = await orderRequest(product, busy.owner, busy.dishes);
    if (res.status === 200) created.set(res.body.id, performance.now());
    return res;
  }, 2000);
  const lastResponse = performance.now();
  await new Promise((res) => setTimeout(res, 2500));
  const mine = pushArrivals.filter((a) => a.path.includes(`/${busy.owner.id}/`));
  // A notification = one order shown on one device; a push may carry several (push-worker.mjs).
  const delays = [];
  for (const a of mine) for (const id of ordersIn(a)) if (created.has(id)) delays.push(a.at - created.get(id));
  if (process.env.BENCH_DEBUG)
    console.log(
      `  (${pushArrivals.length} pushes arrived in all, ${mine.length} for the busy venue, ${delays.length} notifications)`,
    );
  const inTime = delays.filter((d) => d <= 2000).length;
  row("orders/s at 16 at a time, venue with 10 devices", r.done / ((lastResponse - t0) / 1000), NaN, "orders/s");
  row("  pushes sent to its devices (one may carry several orders)", mine.length, r.done * 10, "pushes");
  row("  order notifications on a device within 2 s of the order / expected", inTime, r.done * 10, "notes", "all");
  row("  order to device, p99 (ms)", delays.length ? pct(delays, 99) : NaN, NaN, "ms");
}

// ---------------------------------------------------------------------------------------------
// run

const rows = [];
function row(what, product, plain, unit, target) {
  const ratio = unit !== "x" && Number.isFinite(product) && Number.isFinite(plain) && plain ? product / plain : NaN;
  rows.push({ what, product, plain, unit, ratio, target });
  const f = (x) =>
    typeof x === "number" ? (Number.isFinite(x) ? x.toFixed(x >= 100 ? 0 : x >= 10 ? 1 : 2) : "-") : String(x);
  console.log(
    `${what.padEnd(58)} ${f(product).padStart(9)} ${f(plain).padStart(9)} ${unit.padEnd(8)} ${Number.isFinite(ratio) ? ratio.toFixed(2) + "x" : ""}${target ? "   target " + target : ""}`,
  );
}

async function main() {
  const started = Date.now();
  console.log(
    `bench: ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ${SCREENS} screens, ${SECONDS} s per throughput figure`,
  );
  const fakePush = await startFakePush();
  const fakeHang = await startFakePush();
  const product = await startServer({
    product: true,
    env: {
      // 2,000 screens from one address (this machine): lift the per-address realtime cap for the bench.
      REALTIME_MAX_CONNECTIONS_PER_IP: String(SCREENS + 100),
      // The operator setting that lets the local fake push service count as a push service.
      PUSH_EXTRA_ORIGINS: `http://${fakePush.host},http://${fakeHang.host}`,
    },
  });
  product.fakePush = fakePush;
  product.fakeHang = fakeHang;
  closers.push(
    () => fakePush.close(),
    () => fakeHang.close(),
  );
  const plain = await startServer({ product: false });
  await cheapPasswords(product);
  await setupPlain(plain);

  const venue = { product: await createOwner(product, 0), plain: await createOwner(plain, 0) };
  const dishes = {
    product: await seedVenue(product, venue.product, true),
    plain: await seedVenue(plain, venue.plain, false),
  };
  console.log(`${"".padEnd(58)} ${"product".padStart(9)} ${"plain".padStart(9)}`);
  const workerPid = product.worker?.pid();
  const workerAtStart = workerPid ? rssKb(workerPid) : NaN;

  if (ONLY.includes("menu")) await menuFigures(product, plain, venue);
  if (ONLY.includes("orders") || ONLY.includes("screens")) await orderFigures(product, plain, venue, dishes);
  if (ONLY.includes("printers")) await printerFigures(product, venue, dishes);
  if (ONLY.includes("neighbour")) {
    await neighbourFigures({
      product,
      plain,
      venue,
      dishes,
      request,
      api,
      orderRequest,
      createOwner,
      seedVenue,
      row,
      seconds: SECONDS,
      BROWSER,
    });
  }
  for (const s of [product, plain]) if (s.child.exitCode !== null) throw new Error(`${s.name} exited: ${s.stderr()}`);
  // The push worker is a process of its own (server/push-worker.mjs) beside the server: memory the
  // server figures above do not count. Plain PocketBase has none.
  if (workerPid) {
    const same = product.worker.pid() === workerPid ? "" : " (it was restarted meanwhile)";
    row("push worker memory (RSS) after its start (MB)", workerAtStart / 1024, NaN, "MB");
    row(`  push worker memory (RSS) at the end of the run${same} (MB)`, rssKb(workerPid) / 1024, NaN, "MB");
    row("  push worker peak memory during the run (VmHWM, MB)", rssKb(workerPid, "VmHWM") / 1024, NaN, "MB");
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (process.argv.includes("--markdown")) printMarkdown();
}

/** Menu read (30 dishes) vs a plain public list of the same 30 dishes; 304 vs 200. */
async function menuFigures(product, plain, venue) {
  const menuPath = `/api/menu/${venue.product.publicLink}?table=1`;
  const first = await request(product.url, "GET", menuPath, undefined, undefined, BROWSER);
  const etag = first.headers.etag;
  if (first.status !== 200 || !etag || first.body.dishes.length !== 30)
    throw new Error("menu endpoint did not answer as expected");
  const plainList = `/api/collections/dishes/records?perPage=100&sort=order&filter=${encodeURIComponent(`user='${venue.plain.id}'`)}`;
  const menuRates = await compareThroughput(
    () => request(product.url, "GET", menuPath, undefined, undefined, BROWSER),
    () => request(plain.url, "GET", plainList, undefined, undefined, BROWSER),
    [product.pid, plain.pid],
  );
  const [menu200, list200] = menuRates;
  row("menu read, 16 at a time (req/s)", menu200, list200, "req/s", ">= 0.8x");
  row("  server CPU per menu read (ms)", menuRates.cpuPerRequest[0], menuRates.cpuPerRequest[1], "ms");
  const revalidate = await compareThroughput(
    () => request(product.url, "GET", menuPath, undefined, undefined, { ...BROWSER, "If-None-Match": etag }),
    () => request(product.url, "GET", menuPath, undefined, undefined, BROWSER),
    [product.pid, product.pid],
  );
  const [menu304, menu200again] = revalidate;
  const check304 = await request(product.url, "GET", menuPath, undefined, undefined, {
    ...BROWSER,
    "If-None-Match": etag,
  });
  if (check304.status !== 304) throw new Error(`expected a 304, got ${check304.status}`);
  row("menu 304 vs menu 200, 16 at a time (product only)", menu304, menu200again, "req/s", ">= 2x");
  row(
    "  server CPU per 304 vs per 200 (ms, product only)",
    revalidate.cpuPerRequest[0],
    revalidate.cpuPerRequest[1],
    "ms",
  );
  // One at a time: a 304, a 200 from the cached menu, and a 200 right after a dish changed (the
  // menu is built again; the change itself is not timed).
  const lat = { r304: [], warm: [], cold: [] };
  const someDish = (await request(product.url, "GET", menuPath, undefined, undefined, BROWSER)).body.dishes[0];
  for (let i = 0; i < 40; i++) {
    lat.r304.push(
      (await request(product.url, "GET", menuPath, undefined, undefined, { ...BROWSER, "If-None-Match": etag })).ms,
    );
    lat.warm.push((await request(product.url, "GET", menuPath, undefined, undefined, BROWSER)).ms);
    await api(
      product.url,
      "PATCH",
      `/api/collections/dishes/records/${someDish.id}`,
      { price: 5 + (i % 2) },
      venue.product.token,
    );
    lat.cold.push((await request(product.url, "GET", menuPath, undefined, undefined, BROWSER)).ms);
  }
  row(
    "menu p50 one at a time: 200 after a dish change vs 304 (ms)",
    pct(lat.cold, 50),
    pct(lat.r304, 50),
    "ms",
    "304 >= 2x as fast",
  );
  row("menu p50 one at a time: 200 from the cached menu vs 304 (ms)", pct(lat.warm, 50), pct(lat.r304, 50), "ms");
}

/** Order create throughput and latency, alone and with thousands of other venues' screens. */
async function orderFigures(product, plain, venue, dishes) {
  const tp = await compareThroughput(
    () => orderRequest(product, venue.product, dishes.product),
    () => orderRequest(plain, venue.plain, dishes.plain),
    [product.pid, plain.pid],
  );
  row("guest order create, 16 at a time (orders/s)", tp[0], tp[1], "orders/s", ">= 0.6x");
  row("  server CPU per order at 16 at a time (ms)", tp.cpuPerRequest[0], tp.cpuPerRequest[1], "ms");

  // The venue's own screen: every order must reach it. Opened afresh for each measurement (an
  // idle realtime connection is closed by the server after 5 minutes).
  const arrivals = { product: new Map(), plain: new Map() };
  const measure = async (s) => {
    const topic = s.name === "product" ? `venue/${venue.product.id}/orders` : "orders/*";
    const screen = await connectScreen(s, venue[s.name].token, topic, (_event, data, at) => {
      try {
        const ev = JSON.parse(data);
        if (ev.action === "create" && !arrivals[s.name].has(ev.record.id)) arrivals[s.name].set(ev.record.id, at);
      } catch {
        /* ignore */
      }
    });
    try {
      return await sequentialCreates(s, venue[s.name], dishes[s.name], arrivals[s.name]);
    } finally {
      screen.close();
    }
  };
  const quiet = {};
  for (const s of [product, plain]) quiet[s.name] = await measure(s);
  row("create p50, no other screens (ms)", quiet.product.p50, quiet.plain.p50, "ms");
  row("create p99, no other screens (ms)", quiet.product.p99, quiet.plain.p99, "ms");
  row(
    "order reaches its venue's screen, p99, no other screens (ms)",
    quiet.product.deliveryP99,
    quiet.plain.deliveryP99,
    "ms",
  );

  if (ONLY.includes("orders")) await groupFigures(product, quiet.product.p50);

  // Push last: a venue whose push service hangs leaves the worker retrying in the background.
  if (ONLY.includes("screens")) await screenFigures(product, plain, measure, quiet);
  if (ONLY.includes("push")) await pushFigures(product, quiet.plain.p50);
}

/**
 * BENCH_ONLY=printers (issue 39): the same product server, two venues, one without printers and one
 * with a station and a network printer per category (print on arrival: each 2-line order writes 1 or
 * 2 print_jobs rows in its INSERT). Both columns are the product: "product" is the venue with
 * printers, "plain" the venue without. Alternating slices (compareThroughput), BENCH_ROUNDS times,
 * then the medians of the per-round figures and ratios: the machine is shared.
 */
async function printerFigures(product, venue, dishes) {
  const rounds = Number(process.env.BENCH_ROUNDS || 5);
  const owner = await createOwner(product, 90);
  // BENCH_PRINTERS_CONTROL=1: the second venue has no printers either (the bench's own noise floor).
  const printed = await seedVenue(product, owner, true, process.env.BENCH_PRINTERS_CONTROL !== "1");
  const withP = () => orderRequest(product, owner, printed);
  const without = () => orderRequest(product, venue.product, dishes.product);
  const med = (xs) => pct(xs, 50);
  const rate = [[], []];
  const cpu = [[], []];
  const p50 = [[], []];
  const load = [];
  for (let r = 0; r < rounds; r++) {
    const tp = await compareThroughput(withP, without, [product.pid, product.pid]);
    rate[0].push(tp[0]);
    rate[1].push(tp[1]);
    cpu[0].push(tp.cpuPerRequest[0]);
    cpu[1].push(tp.cpuPerRequest[1]);
    // Sequential creates, alternating blocks of 25.
    const seqMs = [[], []];
    for (let b = 0; b < 4; b++) {
      for (const [k, fn] of [withP, without].entries()) {
        for (let i = 0; i < 25; i++) {
          const res = await fn();
          if (res.status !== 200) throw new Error(`printers create: ${res.status} ${JSON.stringify(res.body)}`);
          seqMs[k].push(res.ms);
        }
      }
    }
    p50[0].push(med(seqMs[0]));
    p50[1].push(med(seqMs[1]));
    load.push(os.loadavg()[0]);
    console.log(
      `  round ${r + 1}: ${tp[0].toFixed(0)}/${tp[1].toFixed(0)} orders/s, CPU ${tp.cpuPerRequest[0].toFixed(3)}/` +
        `${tp.cpuPerRequest[1].toFixed(3)} ms, p50 ${p50[0][r].toFixed(2)}/${p50[1][r].toFixed(2)} ms, load ${load[r].toFixed(1)}`,
    );
  }
  // Where the tickets' cost went (docs/kitchen.md#tickets-as-durable-rows): the agent's queue read
  // makes them. The first read makes every pending order's tickets; the next ones scan the venue's
  // unfinished orders for any left (a bench venue never finishes one: thousands; a real one, tens).
  const cpu0 = cpuMs(product.pid);
  const first = await request(product.url, "GET", "/api/print/queue", undefined, owner.token);
  const firstCpu = cpuMs(product.pid) - cpu0;
  const again = [];
  for (let i = 0; i < 20; i++)
    again.push((await request(product.url, "GET", "/api/print/queue", undefined, owner.token)).ms);
  const unfinished = rate[0].length
    ? (
        await api(
          product.url,
          "GET",
          `/api/collections/orders/records?perPage=1&filter=${encodeURIComponent("finished = false")}`,
          undefined,
          owner.token,
        )
      ).totalItems
    : 0;
  console.log(
    `  queue read that makes the pending tickets: ${first.ms.toFixed(0)} ms, ${firstCpu.toFixed(0)} ms CPU, ` +
      `${first.body?.jobs?.length ?? "?"} jobs returned (max 1000); then p50 ${med(again).toFixed(1)} ms with ${unfinished} unfinished orders`,
  );
  // A staff change of an order (Start), at two fresh venues (one with printers, one without): with
  // the agent live (it read its queue on the order's event: the order has its tickets, the BEFORE
  // UPDATE trigger's scan is skipped) and with no agent (the trigger makes the pending tickets).
  const fresh = [await createOwner(product, 91), await createOwner(product, 92)];
  const freshDishes = [await seedVenue(product, fresh[0], true, true), await seedVenue(product, fresh[1], true, false)];
  const starts = async (k, agent) => {
    const ms = [];
    for (let i = 0; i < 20; i++) {
      const o = await orderRequest(product, fresh[k], freshDishes[k]);
      if (agent) await request(product.url, "GET", "/api/print/queue", undefined, fresh[k].token);
      const res = await request(
        product.url,
        "PATCH",
        `/api/collections/orders/records/${o.body.id}`,
        { started: true },
        fresh[k].token,
      );
      if (res.status !== 200) throw new Error(`start: ${res.status} ${JSON.stringify(res.body)}`);
      ms.push(res.ms);
    }
    return med(ms);
  };
  const live = [await starts(0, true), await starts(1, true)];
  const away = [await starts(0, false), await starts(1, false)];
  console.log(
    `  staff Start of an order, p50: agent live ${live[0].toFixed(2)} ms with printers, ${live[1].toFixed(2)} ms without; ` +
      `no agent ${away[0].toFixed(2)} / ${away[1].toFixed(2)} ms`,
  );
  const ratios = (xs) => med(xs[0].map((x, i) => x / xs[1][i]));
  row("printers | none: orders/s at 16 at a time (median)", med(rate[0]), med(rate[1]), "orders/s");
  row("  median of per-round ratios", ratios(rate), NaN, "x");
  row("printers | none: server CPU per order (ms, median)", med(cpu[0]), med(cpu[1]), "ms");
  row("  median of per-round ratios", ratios(cpu), NaN, "x");
  row("printers | none: create p50, sequential (ms, median)", med(p50[0]), med(p50[1]), "ms");
  row("  median of per-round ratios", ratios(p50), NaN, "x");
  row("  load average during the rounds (median)", med(load), NaN, "x");
}

/**
 * A table tab's group send (docs/table-tab.md): three phones of a table, two add a line each, one
 * sends the cart as one order. Its latency beside a plain guest order, and again with nine other
 * open visits of three members each at the same venue: a send must not cost more for them.
 */
async function groupFigures(product, guestP50) {
  const owner = await createOwner(product, 90001);
  const dishes = await seedVenue(product, owner, true);
  await api(product.url, "PATCH", `/api/collections/users/records/${owner.id}`, { tableService: "tab" }, owner.token);
  const token = (table, i) => `bench-group-${table}-${i}`.padEnd(32, "x");
  const guest = (table, i, p, body) =>
    request(product.url, "POST", p, body, undefined, { ...BROWSER, "X-Guest-Token": token(table, i) });
  const ok = (res) => {
    if (res.status !== 200) throw new Error(`group: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  // The key of each table's QR link (docs/table-tab.md#the-tables-key): a group starts with it.
  const keys = {};
  for (const t of (await api(product.url, "GET", "/api/collections/tables/records?perPage=100", undefined, owner.token))
    .items)
    keys[t.tableNumber] = t.key;
  const group = async (table) => {
    const start = ok(
      await guest(table, 0, "/api/visits/start", { link: owner.publicLink, table: String(table), key: keys[table] }),
    );
    for (let i = 1; i < 3; i++) ok(await guest(table, i, "/api/visits/join", { code: start.body.invite }));
    return start.body.visit.id;
  };
  let k = 0;
  const send = async (table, id) => {
    let version = 0;
    for (let i = 1; i < 3; i++) {
      const dish = dishes[k++ % dishes.length];
      version = ok(await guest(table, i, `/api/visits/${id}/cart`, { add: { dishId: dish.id, count: 1 } })).body.visit
        .cart.version;
    }
    return ok(await guest(table, 0, `/api/visits/${id}/send`, { version })).ms;
  };
  const n = Math.max(20, Math.round(SEQUENTIAL / 3));
  const measure = async (id) => {
    const times = [];
    for (let i = 0; i < n; i++) times.push(await send(1, id));
    return pct(times, 50);
  };
  // "A single send" at the same table: a member's own order onto the tab from the keyed link
  // (the key check and the tab's bookkeeping included), beside the group's send of the same size.
  const single = async () => {
    const a = dishes[k++ % dishes.length];
    const b = dishes[k++ % dishes.length];
    const body = {
      user: owner.id,
      userSlug: owner.publicLink,
      tableSlug: "1",
      tableKey: keys[1],
      items: [
        { dishId: a.id, title: a.title, price: a.price, count: 1, modifiers: {} },
        { dishId: b.id, title: b.title, price: b.price, count: 1, modifiers: {} },
      ],
      total: a.price + b.price,
      clientRequestId: `bench-single-${process.pid}-${k}`,
      tzOffset: 0,
    };
    return ok(
      await request(product.url, "POST", "/api/collections/orders/records", body, undefined, {
        ...BROWSER,
        "X-Guest-Token": token(1, 0),
      }),
    ).ms;
  };
  // The two taken in turn on the same tab, so that the machine's load and the tab's growth weigh
  // on both alike; four parties in a row at the same table (a tab holds 500 lines: each party
  // takes n sends and n own orders of 2 lines), so that each p50 is of 4n samples.
  const sends = [];
  const singles = [];
  for (let party = 0; party < 4; party++) {
    const id = await group(1);
    for (let i = 0; i < n; i++) {
      sends.push(await send(1, id));
      singles.push(await single());
    }
    // The same table's next party starts from an empty visit again (a visit's bill grows with its
    // own orders, which is not what is measured here).
    await api(product.url, "POST", `/api/venue/visits/${id}/close`, { confirm: true }, owner.token);
  }
  const alone = pct(sends, 50);
  const singleP50 = pct(singles, 50);
  for (let t = 2; t <= 10; t++) await send(t, await group(t));
  const crowded = await measure(await group(1));
  row("group send p50 (2 lines; plain: a guest order) (ms)", alone, guestP50, "ms");
  row("group send p50 (plain: a member's own 2-line order at the tab's table, keyed) (ms)", alone, singleP50, "ms");
  row("group send p50, 9 other open visits (plain: none) (ms)", crowded, alone, "ms", "<= 1.2x");
}

/** 2,000 other venues' owner screens: memory per screen, create latency, delivery to the venue. */
async function screenFigures(product, plain, measure, quiet) {
  // 2,000 other venues' owner screens: real owners, real SSE connections, real subscriptions.
  const others = {};
  const seeding = performance.now();
  for (const s of [product, plain]) {
    others[s.name] = await pool(SCREENS, CONCURRENCY, (i) => createOwner(s, i + 1));
  }
  console.log(`  (${SCREENS} owners seeded on each server in ${((performance.now() - seeding) / 1000).toFixed(0)} s)`);
  // Memory during a reconnect wave: after a restart or a network blip every screen of every venue
  // connects and subscribes again, each from its own device (its own connection, a browser's
  // Accept-Encoding). Measured two ways on each server, in this order:
  // - paced: BENCH_WAVE_PACED at a time (default 40, as the independent bench of issue 21 did): the
  //   first connect, then every stream dropped and every screen back, 40 at a time again;
  // - at once: every stream dropped again and all SCREENS back at the same moment (BENCH_WAVE_AT_ONCE
  //   lowers that). Go keeps the heap that such a burst's requests in flight needed until its next
  //   collections, so this reading is mostly what the burst passed through, not what the screens
  //   hold: see the reading LATER_S seconds later.
  // RSS moves with Go's collection cycle, so each reading is the median of five, 0.4 s apart, after a
  // 2 s pause (no load on either server meanwhile); per screen = (RSS after the wave - RSS before any
  // screen) / SCREENS.
  const settleRss = async (s) => {
    await new Promise((r) => setTimeout(r, 2000));
    const readings = [];
    for (let i = 0; i < 5; i++) {
      if (i) await new Promise((r) => setTimeout(r, 400));
      readings.push(rssKb(s.pid));
    }
    return pct(readings, 50);
  };
  const paced = Math.min(SCREENS, Number(process.env.BENCH_WAVE_PACED || 40));
  const atOnce = Math.min(SCREENS, Number(process.env.BENCH_WAVE_AT_ONCE || SCREENS));
  const wave = (s, together) =>
    pool(SCREENS, together, (i) => {
      const o = others[s.name][i];
      return connectScreen(s, o.token, s.name === "product" ? `venue/${o.id}/orders` : "orders/*", undefined, true);
    });
  const rss = { first: {}, paced: {}, again: {}, later: {}, waveMs: {} };
  const base = {};
  const open = {};
  const perScreen = async (s) => ((await settleRss(s)) - base[s.name]) / SCREENS;
  const dropAll = async (streams) => {
    for (const c of streams) c.close();
    await new Promise((r) => setTimeout(r, 500));
  };
  for (const s of [product, plain]) {
    base[s.name] = await settleRss(s);
    let streams = await wave(s, paced);
    rss.first[s.name] = await perScreen(s);
    await dropAll(streams);
    streams = await wave(s, paced);
    rss.paced[s.name] = await perScreen(s);
    await dropAll(streams);
    const t0 = performance.now();
    streams = await wave(s, atOnce);
    rss.waveMs[s.name] = performance.now() - t0;
    rss.again[s.name] = await perScreen(s);
    open[s.name] = streams;
    // A lab copy of the hooks (BENCH_HOOKS_DIR) may count the VMs that ran the subscribe hook and
    // answer GET /api/lab/vms (docs/PERFORMANCE.md, runs of 25 Nov 20:17): printed when it does.
    if (process.env.BENCH_DEBUG && s.name === "product") {
      const vms = await request(s.url, "GET", "/api/lab/vms").catch(() => null);
      if (vms?.status === 200) console.log(`  (hook VMs that ran the subscribe hook: ${JSON.stringify(vms.body)})`);
    }
  }
  // And once more a while later (both servers idle meanwhile): what the wave left behind. An idle Go
  // process collects again only when 2 minutes have passed since its last collection, so the heap the
  // burst passed through is handed back only after that (by default this reading comes after it).
  await new Promise((r) => setTimeout(r, LATER_S * 1000));
  for (const s of [product, plain]) rss.later[s.name] = await perScreen(s);
  if (process.env.BENCH_DEBUG)
    console.log(
      `  (RSS before any screen: product ${base.product} KB, plain ${base.plain} KB; the wave at once took ` +
        `${rss.waveMs.product.toFixed(0)} / ${rss.waveMs.plain.toFixed(0)} ms)`,
    );
  const how = atOnce >= SCREENS ? "at once" : `${atOnce} at a time`;
  row(`server memory per screen, ${SCREENS} connect ${paced} at a time (KB)`, rss.first.product, rss.first.plain, "KB");
  row(
    `server memory per screen, reconnect wave: ${SCREENS} drop and reconnect ${paced} at a time (KB)`,
    rss.paced.product,
    rss.paced.plain,
    "KB",
    "<= 60 KB",
  );
  row(
    `server memory per screen, reconnect wave: ${SCREENS} drop and reconnect ${how} (KB)`,
    rss.again.product,
    rss.again.plain,
    "KB",
    "<= 60 KB",
  );
  row(`  the same, ${LATER_S} s after the wave (KB)`, rss.later.product, rss.later.plain, "KB");
  const busy = {};
  for (const s of [product, plain]) busy[s.name] = await measure(s);
  row(`create p50, ${SCREENS} other venues' screens (ms)`, busy.product.p50, busy.plain.p50, "ms");
  row(`create p99, ${SCREENS} other venues' screens (ms)`, busy.product.p99, busy.plain.p99, "ms");
  row(
    `order reaches its venue's screen, p99, ${SCREENS} screens (ms)`,
    busy.product.deliveryP99,
    busy.plain.deliveryP99,
    "ms",
    "<= 50 ms",
  );
  row(
    `create p99 with ${SCREENS} screens / with none (same server)`,
    busy.product.p99 / quiet.product.p99,
    busy.plain.p99 / quiet.plain.p99,
    "x",
    "<= 1.25x",
  );
  for (const s of [product, plain]) for (const c of open[s.name]) c.close();
}

function printMarkdown() {
  {
    const f = (x) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)) : "-");
    console.log("\n| what | product | plain PocketBase | product / plain | target |\n|---|---|---|---|---|");
    for (const r of rows) {
      console.log(
        `| ${r.what} | ${f(r.product)} ${r.unit} | ${f(r.plain)} ${r.unit} | ${Number.isFinite(r.ratio) ? r.ratio.toFixed(2) + "x" : ""} | ${r.target ?? ""} |`,
      );
    }
  }
}

process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});
main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => {
    agent.destroy();
    stopAll();
  });
