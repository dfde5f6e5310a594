#!/usr/bin/env node
// `npm run cells -- --cells 2`: N cells (complete product nodes: PocketBase on its own data dir and
// loopback port, with its push worker) behind one HAProxy on one public loopback port
// (docs/scaling.md). Not needed by `npm start`, which stays the single node.
//
// Routing (the generated haproxy.cfg), first match wins:
//   1. /api/menu/{link}            -> the cell of venue {link} (map venues.map)
//   1b. owner sign-in, password reset and verification requests: the email in the JSON body
//                                     -> the owner's cell (map emails.map)
//   2. header X-Venue: {link}      -> the cell of venue {link} (the guest page sets it on its calls)
//   3. cookie cell={name}          -> that cell (set at sign-in by pb_hooks/cells.pb.js; cells.map
//                                     holds the valid names, anything else falls through)
//   4. /{link}/... (not /api/)     -> the cell of venue {link} (the server-rendered guest page)
//   4b. Referer: .../{link}/...    -> the cell of venue {link}: the guest page's realtime stream
//                                     (an EventSource cannot set X-Venue) and its images
//   5. anything else               -> the default cell (the first): sign-up, landing, unknown links,
//                                     which then answer the same 404 as a single node.
// A cell that is down answers deploy/cells-503.http at once (health checks every second).
// The venue map is filled by a poller here (the "directory", for now): every second it lists each
// cell's public links (superuser API) and adds or changes entries over HAProxy's runtime API
// (stats socket), without a reload.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";
import { ROOT, freePort, startPocketBase, upsertSuperuser } from "./pocketbase.mjs";
import { createLogger } from "./log.mjs";

const log = createLogger("cells");
export const HAPROXY_BIN = process.env.HAPROXY_BIN || "/usr/sbin/haproxy";
export const ERROR_PAGE = path.join(ROOT, "deploy", "cells-503.http");

/** Name of cell number i (0-based): cell1, cell2, ... */
export const cellName = (i) => `cell${i + 1}`;

/** The HAProxy configuration for `cells` ({ name, port }) on `publicPort`, files under `dir`. */
export function haproxyConfig({ cells, publicPort, dir, errorPage = ERROR_PAGE }) {
  const venues = path.join(dir, "venues.map");
  const names = path.join(dir, "cells.map");
  const emails = path.join(dir, "emails.map");
  const byEmail =
    "{ path /api/collections/users/auth-with-password /api/collections/users/request-password-reset /api/collections/users/request-verification }";
  const none = "!{ var(txn.cell) -m found }";
  return `global
  stats socket ${path.join(dir, "haproxy.sock")} mode 600 level admin
  # maxconn: derived from the FD limit (ulimit -n) by HAProxy itself

defaults
  mode http
  option http-server-close
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  timeout tunnel 1h
  timeout http-request 10s
  retries 1

frontend public
  bind 127.0.0.1:${publicPort}
  http-request set-var(txn.cell) path,field(4,/),lower,map(${venues}) if { path_beg /api/menu/ }
  http-request wait-for-body time 2s if ${byEmail} METH_POST
  http-request set-var(txn.cell) req.body,json_query('$.identity'),lower,map(${emails}) if ${none} ${byEmail}
  http-request set-var(txn.cell) req.body,json_query('$.email'),lower,map(${emails}) if ${none} ${byEmail}
  http-request set-var(txn.cell) req.hdr(x-venue),lower,map(${venues}) if ${none} { req.hdr(x-venue) -m found }
  http-request set-var(txn.cell) req.cook(cell),map(${names}) if ${none} { req.cook(cell) -m found }
  http-request set-var(txn.cell) path,field(2,/),lower,map(${venues}) if ${none} !{ path_beg /api/ }
  http-request set-var(txn.cell) req.hdr(referer),regsub(^https?://[^/]*/,),field(1,/),lower,map(${venues}) if ${none} { req.hdr(referer) -m found }
  use_backend %[var(txn.cell)] if { var(txn.cell) -m found }
  default_backend ${cells[0].name}
${cells
  .map(
    (c) => `
backend ${c.name}
  errorfile 503 ${errorPage}
  server ${c.name} 127.0.0.1:${c.port} check inter 1s fall 1 rise 2
`,
  )
  .join("")}`;
}

/** Sends one command to HAProxy's runtime API; resolves to its answer. */
export function runtimeCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const s = net.connect(socketPath);
    let out = "";
    s.setEncoding("utf8");
    s.on("connect", () => s.write(`${command}\n`));
    s.on("data", (d) => (out += d));
    s.on("end", () => resolve(out.trim()));
    s.on("error", reject);
  });
}

/** Starts HAProxy in the foreground (-db) on the config; resolves once the public port answers. */
async function startHaproxy({ cfgPath, publicPort }) {
  const child = spawn(HAPROXY_BIN, ["-db", "-f", cfgPath], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}): ${out}`);
    const ok = await new Promise((r) => {
      const s = net.connect(publicPort, "127.0.0.1");
      s.on("connect", () => (s.destroy(), r(true)));
      s.on("error", () => r(false));
    });
    if (ok) return { child, output: () => out };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`haproxy did not listen on ${publicPort}: ${out}`);
}

/** Lists a cell's venues as { link, email } (superuser API, 500 a page). */
async function cellLinks(cell) {
  if (!cell.token) {
    const res = await fetch(`${cell.url}/api/collections/_superusers/auth-with-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ identity: cell.admin.email, password: cell.admin.password }),
    });
    if (!res.ok) throw new Error(`${cell.name}: superuser sign-in ${res.status}`);
    cell.token = (await res.json()).token;
  }
  const links = [];
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${cell.url}/api/collections/users/records?fields=publicLink,email&perPage=500&page=${page}&skipTotal=1`,
      { headers: { Authorization: cell.token } },
    );
    if (res.status === 401) cell.token = "";
    if (!res.ok) throw new Error(`${cell.name}: links ${res.status}`);
    const { items } = await res.json();
    for (const it of items)
      links.push({ link: String(it.publicLink || "").toLowerCase(), email: String(it.email || "").toLowerCase() });
    if (items.length < 500) return links;
  }
}

/**
 * Starts `count` cells and HAProxy. Resolves to { url, cells, sync(), stop(), killCell(name) }.
 * `sync()` copies every cell's links into HAProxy's venue map now (the poller does it every second).
 */
export async function startCells({ count = 2, baseDir, publicPort, pollMs = 1000, output = "inherit" } = {}) {
  const dir = baseDir || fs.mkdtempSync(path.join(os.tmpdir(), "draft-cells-"));
  fs.mkdirSync(dir, { recursive: true });
  const port = publicPort || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const cells = [];
  const stopAll = async () => {
    clearInterval(timer);
    for (const c of cells) if (c.child && c.child.exitCode === null) c.child.kill("SIGTERM");
    if (haproxy && haproxy.child.exitCode === null) haproxy.child.kill("SIGTERM");
    await Promise.all(
      [...cells.map((c) => c.child), haproxy?.child]
        .filter((ch) => ch && ch.exitCode === null && ch.signalCode === null)
        .map((ch) => new Promise((r) => ch.once("exit", r))),
    );
  };
  let haproxy = null;
  let timer = null;
  try {
    for (let i = 0; i < count; i++) {
      const name = cellName(i);
      const cellDir = path.join(dir, name);
      fs.mkdirSync(cellDir, { recursive: true });
      const admin = { email: `cells@${name}.invalid`, password: crypto.randomBytes(18).toString("base64url") };
      const env = { CELL_NAME: name, PUBLIC_ORIGIN: origin, SEED_DEMO: "0" };
      upsertSuperuser({ dir: cellDir, ...admin, env });
      const cellPort = await freePort();
      const stdio = output === "inherit" ? "inherit" : ["ignore", "ignore", "ignore"];
      const cell = { name, dir: cellDir, port: cellPort, admin, token: "", child: null, worker: null, url: "" };
      cells.push(cell);
      const started = await startPocketBase({
        dir: cellDir,
        port: cellPort,
        env,
        stdio,
        pushWorker: output === "inherit" ? true : { output: () => {} },
        onSpawn: (c) => (cell.child = c),
      });
      cell.url = started.url;
      cell.worker = started.worker;
      log.info(`${name} is running at ${cell.url} (data in ${cellDir})`, { pid: cell.child.pid });
    }
    fs.writeFileSync(path.join(dir, "venues.map"), "");
    fs.writeFileSync(path.join(dir, "emails.map"), "");
    fs.writeFileSync(path.join(dir, "cells.map"), cells.map((c) => `${c.name} ${c.name}\n`).join(""));
    const cfgPath = path.join(dir, "haproxy.cfg");
    fs.writeFileSync(cfgPath, haproxyConfig({ cells, publicPort: port, dir }));
    haproxy = await startHaproxy({ cfgPath, publicPort: port });
  } catch (err) {
    await stopAll();
    throw err;
  }

  const socketPath = path.join(dir, "haproxy.sock");
  const mapPath = path.join(dir, "venues.map");
  const emailPath = path.join(dir, "emails.map");
  const known = new Map(); // link -> cell name, as HAProxy has it
  const knownEmails = new Map(); // email -> cell name
  /** Adds or changes one map entry over the runtime API. */
  async function put(file, seen, key, name) {
    if (seen.get(key) === name) return;
    const verb = seen.has(key) ? "set" : "add";
    const answer = await runtimeCommand(socketPath, `${verb} map ${file} ${key} ${name}`);
    if (answer) throw new Error(`haproxy: ${verb} map ${key}: ${answer}`);
    seen.set(key, name);
  }
  async function sync() {
    for (const cell of cells) {
      if (cell.child.exitCode !== null || cell.child.signalCode !== null) continue; // its entries stay
      let links;
      try {
        links = await cellLinks(cell);
      } catch (err) {
        log.warn(`directory: ${err.message}`);
        continue;
      }
      for (const { link, email } of links) {
        if (/^[a-z0-9_-]{1,64}$/.test(link)) await put(mapPath, known, link, cell.name);
        if (/^[^\s]{3,254}$/.test(email)) await put(emailPath, knownEmails, email, cell.name);
      }
    }
    // Kept on disk too, for a restart of HAProxy.
    fs.writeFileSync(mapPath, [...known].map(([l, c]) => `${l} ${c}\n`).join(""));
    fs.writeFileSync(emailPath, [...knownEmails].map(([l, c]) => `${l} ${c}\n`).join(""));
  }
  await sync();
  let syncing = false;
  timer = setInterval(() => {
    if (syncing) return;
    syncing = true;
    sync()
      .catch((err) => log.warn(`directory: ${err.message}`))
      .finally(() => (syncing = false));
  }, pollMs);
  timer.unref();
  log.info(`Draft cells are running at ${origin} (${count} cells; data in ${dir})`, {
    url: origin,
    haproxyPid: haproxy.child.pid,
  });
  return {
    url: origin,
    dir,
    cells,
    haproxy,
    sync,
    stop: stopAll,
    /** SIGKILL to one cell's PocketBase (the blast-radius drill). */
    killCell: async (name) => {
      const c = cells.find((x) => x.name === name);
      if (!c || c.child.exitCode !== null || c.child.signalCode !== null) return;
      const exited = new Promise((r) => c.child.once("exit", r));
      c.child.kill("SIGKILL");
      await exited;
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--cells");
  const count = i > 0 ? Number(process.argv[i + 1]) : 2;
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    log.error("--cells takes a number from 1 to 16");
    process.exit(1);
  }
  startCells({
    count,
    baseDir: process.env.CELLS_DATA ? path.resolve(process.env.CELLS_DATA) : path.join(ROOT, "cells_data"),
    publicPort: Number(process.env.PORT || 8080),
  })
    .then((c) => {
      const stop = () => c.stop().then(() => process.exit(0));
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    })
    .catch((err) => {
      log.error(err.message);
      process.exit(1);
    });
}
