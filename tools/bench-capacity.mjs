#!/usr/bin/env node
// `npm run bench:capacity`: what one node (one cell) holds at dinner peak (docs/scaling.md#cell-size,
// docs/PERFORMANCE.md). One product PocketBase on a free loopback port and a temp dir, holding
// VENUES venues (1 category, 5 dishes, 2 tables each), with:
//   - one open owner screen per venue (a realtime stream on venue/<id>/orders);
//   - guest orders arriving open-loop at RATE per second over random venues;
//   - the guests following their orders: each order's guest opens a stream on guest/<token>; the
//     last FOLLOW_S seconds of guests stay connected (at most MAX_GUEST_STREAMS);
//   - menus read at MENU_PER_ORDER times the order rate (GET /api/menu/<link>).
// Each step runs STEP_SECONDS, then the rate grows by STEP_FACTOR, until the create p99 passes
// 100 ms (BENCH_P99_LIMIT_MS), more than 1% fail, the server falls behind the asked rate by 10%,
// or MAX_STEPS. Per step: create p50/p99, order-to-screen p99 (create sent -> the owner's
// screen has the event), menu p99, failures, the server's RSS and CPU (% of one core).
//
// The issue's full size (docs/scaling.md#cell-size says how long it takes):
//   ulimit -n 1048576; BENCH_VENUES=10000 BENCH_RATE=170 BENCH_STEP_FACTOR=1.5 BENCH_STEP_SECONDS=60 \
//   BENCH_FOLLOW_S=3600 BENCH_MAX_GUEST_STREAMS=100000 npm run bench:capacity
// Every stream is a socket on both sides: the guest streams held are capped to what the open-file
// limit (ulimit -n, which the server inherits) allows, and the run says so. Streams are spread over
// source addresses 127.0.0.1-127.0.0.N, 20,000 each, past one address's ephemeral ports. The run
// stops after BENCH_MAX_MINUTES (default 90) even if the server still keeps up. The defaults are a
// scaled-down, bounded run for a shared machine. Loopback only, every process stopped by its PID,
// the temp dir removed.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { cpuMs, pct, pool } from "./bench-measure.mjs";
import { freePort, startPocketBase, upsertSuperuser } from "../server/pocketbase.mjs";

const env = (k, d) => Number(process.env[k] || d);
const VENUES = env("BENCH_VENUES", 300);
const RATE = env("BENCH_RATE", 10);
const STEP_FACTOR = env("BENCH_STEP_FACTOR", 2);
const STEP_SECONDS = env("BENCH_STEP_SECONDS", 15);
const MAX_STEPS = env("BENCH_MAX_STEPS", 6);
const FOLLOW_S = env("BENCH_FOLLOW_S", 60);
const MAX_MINUTES = env("BENCH_MAX_MINUTES", 90);
/** The soft open-file limit of this process (the server inherits it). */
const FD_LIMIT = Number(/Max open files\s+(\d+)/.exec(fs.readFileSync("/proc/self/limits", "utf8"))?.[1] || 1024);
const WANTED_GUEST_STREAMS = env("BENCH_MAX_GUEST_STREAMS", 2000);
// Each stream is one socket here and one in the server; 500 kept for everything else.
const MAX_GUEST_STREAMS = Math.max(0, Math.min(WANTED_GUEST_STREAMS, FD_LIMIT - VENUES - 500));
/**
 * Streams per source address (at most 20,000: below the 28,000 ephemeral ports of Linux's default
 * range). A cell's guests and screens come from their own phones' and venues' addresses, and the
 * server counts each address's connections on every subscribe (its per-address cap): BENCH_PER_ADDRESS
 * (e.g. 100) spreads them over up to 250 addresses, as real traffic is, where 20,000 makes every
 * guest's subscribe count thousands of connections of one address.
 */
const PER_ADDRESS = Math.min(20000, env("BENCH_PER_ADDRESS", 20000));
/** Source addresses the streams use in turn (a closed stream's port waits 60 s in TIME_WAIT). */
const ADDRESSES = Math.min(250, Math.ceil((VENUES + MAX_GUEST_STREAMS) / PER_ADDRESS) + 4);
let streamSeq = 0;
// PocketBase takes a stream's subscription only from the stream's own address: one agent each.
const addressAgents = new Map();
const agentOf = (localAddress) => {
  if (!addressAgents.has(localAddress))
    addressAgents.set(localAddress, new http.Agent({ keepAlive: true, maxSockets: 32, localAddress }));
  return addressAgents.get(localAddress);
};
const MENU_PER_ORDER = env("BENCH_MENU_PER_ORDER", 2);
const P99_LIMIT_MS = env("BENCH_P99_LIMIT_MS", 100);
const ADMIN = { email: "capacity@bench.local", password: "capacity-password-123" };

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One JSON request; resolves to { status, body, ms }. */
function request(url, method, p, body, token, headers = {}, via = agent) {
  const started = performance.now();
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${p}`,
      {
        method,
        agent: via,
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
          const text = Buffer.concat(chunks).toString();
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* text */
          }
          resolve({ status: res.statusCode, body: parsed, ms: performance.now() - started });
        });
      },
    );
    req.setTimeout(30000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, body: null, ms: performance.now() - started }));
    if (data) req.write(data);
    req.end();
  });
}

async function api(url, method, p, body, token) {
  const res = await request(url, method, p, body, token);
  if (res.status >= 400 || res.status === 0)
    throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A realtime stream subscribed to `topic`; onEvent(data, at) per message. Resolves to { close };
 * rejects when it is not subscribed within 30 s.
 */
function stream(url, topic, token, onEvent) {
  const localAddress = `127.0.0.${1 + (streamSeq++ % ADDRESSES)}`;
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/api/realtime`,
      { agent: false, localAddress, headers: { Accept: "text/event-stream" } },
      (res) => {
        let buf = "";
        res.setEncoding("utf8");
        res.on("data", async (chunk) => {
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
            if (msg.event === "PB_CONNECT") {
              const sub = await request(
                url,
                "POST",
                "/api/realtime",
                { clientId: msg.id, subscriptions: [topic] },
                token,
                {},
                agentOf(localAddress),
              );
              if (sub.status !== 204) {
                req.destroy();
                reject(new Error(`subscribe ${topic}: ${sub.status} ${JSON.stringify(sub.body)}`));
              } else resolve({ close: () => req.destroy() });
            } else if (msg.event && onEvent) onEvent(msg.data, performance.now());
          }
        });
        res.on("error", () => {});
      },
    );
    req.setTimeout(30000, () => req.destroy(new Error(`stream ${topic}: no answer within 30 s`)));
    req.on("response", () => req.setTimeout(0));
    req.on("error", reject);
  });
}

function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

/** Creates venue i (as the superuser, then as its owner through an impersonation token). */
async function createVenue(url, admin, i) {
  const email = `venue${i}@capacity.local`;
  const pw = "owner-password-123";
  const rec = await api(
    url,
    "POST",
    "/api/collections/users/records",
    { email, password: pw, passwordConfirm: pw, verified: true },
    admin,
  );
  const { token } = await api(url, "POST", `/api/collections/users/impersonate/${rec.id}`, { duration: 7200 }, admin);
  const cat = await api(
    url,
    "POST",
    "/api/collections/categories/records",
    { title: "Mains", order: 0, user: rec.id },
    token,
  );
  const dishes = [];
  for (let d = 0; d < 5; d++)
    dishes.push(
      await api(
        url,
        "POST",
        "/api/collections/dishes/records",
        { title: `Dish ${d}`, price: 5 + d, category: cat.id, order: d, available: true, user: rec.id },
        token,
      ),
    );
  for (let t = 1; t <= 2; t++)
    await api(
      url,
      "POST",
      "/api/collections/tables/records",
      { tableNumber: t, width: 80, length: 80, user: rec.id },
      token,
    );
  return {
    id: rec.id,
    link: rec.publicLink,
    token,
    dishes: dishes.map((d) => ({ id: d.id, title: d.title, price: d.price })),
  };
}

async function main() {
  const began = performance.now();
  if (VENUES + 500 > FD_LIMIT) {
    console.error(
      `${VENUES} owner screens need more open files than the limit of ${FD_LIMIT}: raise it first (ulimit -n ${VENUES + WANTED_GUEST_STREAMS + 1000}).`,
    );
    process.exitCode = 1;
    return;
  }
  if (MAX_GUEST_STREAMS < WANTED_GUEST_STREAMS)
    console.log(
      `guest streams capped at ${MAX_GUEST_STREAMS} of ${WANTED_GUEST_STREAMS} asked: the open-file limit is ${FD_LIMIT} (raise it with ulimit -n)`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-capacity-"));
  const port = await freePort();
  const streams = VENUES + MAX_GUEST_STREAMS + 100;
  let server = null;
  const closers = [];
  try {
    upsertSuperuser({ dir, ...ADMIN, env: { SEED_DEMO: "0" } });
    server = await startPocketBase({
      dir,
      port,
      stdio: ["ignore", "ignore", "ignore"],
      env: { SEED_DEMO: "0", REALTIME_MAX_CONNECTIONS_PER_IP: String(streams) },
    });
    const url = server.url;
    const pid = server.child.pid;
    const admin = (
      await api(url, "POST", "/api/collections/_superusers/auth-with-password", {
        identity: ADMIN.email,
        password: ADMIN.password,
      })
    ).token;
    await api(url, "PATCH", "/api/settings", { rateLimits: { enabled: false } }, admin);
    const users = await api(url, "GET", "/api/collections/users", undefined, admin);
    for (const f of users.fields) if (f.name === "password") f.cost = 4;
    await api(url, "PATCH", "/api/collections/users", { fields: users.fields }, admin);

    let t0 = performance.now();
    const venues = await pool(VENUES, 8, (i) => createVenue(url, admin, i));
    console.log(`${VENUES} venues created in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

    const sent = new Map(); // order id -> create start
    let toScreen = [];
    t0 = performance.now();
    await pool(VENUES, 32, async (i) => {
      const s = await stream(url, `venue/${venues[i].id}/orders`, venues[i].token, (data, at) => {
        const m = /"id":"([a-z0-9]{15})"/.exec(data);
        if (m && sent.has(m[1])) {
          toScreen.push(at - sent.get(m[1]));
          sent.delete(m[1]);
        }
      });
      closers.push(s.close);
    });
    console.log(
      `${VENUES} owner screens open in ${((performance.now() - t0) / 1000).toFixed(0)} s; RSS ${rssMb(pid)} MB`,
    );

    // The guests of the last FOLLOW_S seconds are already there at the first step: as many streams
    // as the first rate brings in that time (each on its own guest topic; they leave, oldest first,
    // as new guests arrive). What they cost the server is their connections and the realtime
    // broker's walk over every client on each order.
    const guestStreams = [];
    const prefill = Math.min(MAX_GUEST_STREAMS, Math.round(RATE * FOLLOW_S));
    t0 = performance.now();
    await pool(prefill, 64, async (i) => {
      const token = `capacity-waiting-${String(i).padStart(16, "0")}`;
      guestStreams.push(await stream(url, `guest/${token}`, undefined, null));
    });
    console.log(
      `${prefill} guest streams of the last ${FOLLOW_S} s open in ${((performance.now() - t0) / 1000).toFixed(0)} s; RSS ${rssMb(pid)} MB`,
    );
    const results = [];
    let seq = 0;
    for (let step = 0, rate = RATE; step < MAX_STEPS; step++, rate = Math.round(rate * STEP_FACTOR)) {
      if (performance.now() - began > MAX_MINUTES * 60000) {
        console.log(`stopped after ${MAX_MINUTES} minutes (BENCH_MAX_MINUTES), still keeping up`);
        break;
      }
      const creates = [];
      const menus = [];
      let failed = 0;
      toScreen = [];
      const inflight = [];
      const cpu0 = cpuMs(pid);
      const started = performance.now();
      const follow = Math.min(MAX_GUEST_STREAMS, Math.round(rate * FOLLOW_S));
      let menuDebt = 0;
      for (let n = 0; performance.now() - started < STEP_SECONDS * 1000; n++) {
        const due = started + (n * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const v = venues[Math.floor(Math.random() * venues.length)];
        const token = `capacity-guest-${String(++seq).padStart(16, "0")}`;
        const a = v.dishes[seq % v.dishes.length];
        const b = v.dishes[(seq * 3 + 1) % v.dishes.length];
        const t = performance.now();
        inflight.push(
          request(
            url,
            "POST",
            "/api/collections/orders/records",
            {
              user: v.id,
              userSlug: v.link,
              tableSlug: String((seq % 2) + 1),
              items: [
                { dishId: a.id, title: a.title, price: a.price, count: 1, modifiers: {} },
                { dishId: b.id, title: b.title, price: b.price, count: 2, modifiers: {} },
              ],
              total: a.price + 2 * b.price,
              clientRequestId: `capacity-${process.pid}-${seq}`,
            },
            undefined,
            { "X-Guest-Token": token },
          ).then(async (res) => {
            if (res.status !== 200) return failed++;
            creates.push(res.ms);
            sent.set(res.body.id, t);
            // The guest follows the order; the oldest guests leave past `follow` streams.
            const s = await stream(url, `guest/${token}`, undefined, null).catch(() => null);
            if (!s) return failed++;
            guestStreams.push(s);
            while (guestStreams.length > follow) guestStreams.shift().close();
          }),
        );
        for (menuDebt += MENU_PER_ORDER; menuDebt >= 1; menuDebt--) {
          const m = venues[Math.floor(Math.random() * venues.length)];
          inflight.push(
            request(url, "GET", `/api/menu/${m.link}?table=1`).then((res) =>
              res.status === 200 ? menus.push(res.ms) : failed++,
            ),
          );
        }
      }
      await Promise.all(inflight);
      await sleep(500); // the last events reach their screens
      const seconds = (performance.now() - started) / 1000;
      const r = {
        rate,
        done: creates.length,
        achieved: creates.length / seconds,
        createP50: pct(creates, 50),
        createP99: pct(creates, 99),
        screenP99: pct(toScreen, 99),
        menuP99: pct(menus, 99),
        failed,
        guestStreams: guestStreams.length,
        rssMb: rssMb(pid),
        cpuPct: ((cpuMs(pid) - cpu0) / (seconds * 1000)) * 100,
      };
      results.push(r);
      console.log(
        `rate ${rate}/s (${r.achieved.toFixed(1)} done): create p50 ${r.createP50.toFixed(1)} p99 ${r.createP99.toFixed(1)} ms, ` +
          `to screen p99 ${r.screenP99.toFixed(1)} ms, menu p99 ${r.menuP99.toFixed(1)} ms, ${failed} failed, ` +
          `${r.guestStreams} guest streams, RSS ${r.rssMb} MB, CPU ${r.cpuPct.toFixed(0)}%`,
      );
      if (r.createP99 > P99_LIMIT_MS || failed > creates.length / 100 || r.achieved < rate * 0.9) break;
    }
    console.log(
      `\n| orders/s asked | done/s | create p50 | create p99 | order-to-screen p99 | menu p99 | failed | guest streams | RSS | CPU |`,
    );
    console.log(`| -: | -: | -: | -: | -: | -: | -: | -: | -: | -: |`);
    for (const r of results)
      console.log(
        `| ${r.rate} | ${r.achieved.toFixed(1)} | ${r.createP50.toFixed(1)} ms | ${r.createP99.toFixed(1)} ms | ${r.screenP99.toFixed(1)} ms | ${r.menuP99.toFixed(1)} ms | ${r.failed} | ${r.guestStreams} | ${r.rssMb} MB | ${r.cpuPct.toFixed(0)}% |`,
      );
    const kept = results.filter(
      (r) => r.createP99 <= P99_LIMIT_MS && r.failed <= r.done / 100 && r.achieved >= r.rate * 0.9,
    );
    const over = results.find((r) => !kept.includes(r));
    console.log(
      `\n${VENUES} venues, ${VENUES} owner screens, up to ${MAX_GUEST_STREAMS} guest streams (${FOLLOW_S} s of guests), ` +
        `${MENU_PER_ORDER} menu reads per order, ${STEP_SECONDS} s a step, ${os.cpus().length} cores, ` +
        `load ${os.loadavg()[0].toFixed(1)}, ${((performance.now() - began) / 60000).toFixed(1)} minutes in all`,
    );
    console.log(
      `Kept up (create p99 <= ${P99_LIMIT_MS} ms, <= 1% failed, >= 90% of the asked rate) up to ` +
        `${kept.length ? `${kept[kept.length - 1].rate} orders/s` : "no step"}` +
        (over
          ? `; stopped keeping up at ${over.rate} orders/s.`
          : "; never stopped keeping up (raise BENCH_MAX_STEPS)."),
    );
    for (const s of guestStreams) s.close();
  } finally {
    for (const c of closers) c();
    agent.destroy();
    for (const a of addressAgents.values()) a.destroy();
    if (server?.child && server.child.exitCode === null) {
      const exited = new Promise((r) => server.child.once("exit", r));
      process.kill(server.child.pid, "SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
