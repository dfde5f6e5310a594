#!/usr/bin/env node
// `npm run cells -- --cells 2`: N cells (complete product nodes: PocketBase on its own data dir and
// loopback port, with its push worker) behind one HAProxy on one public loopback port
// (docs/scaling.md). Not needed by `npm start`, which stays the single node.
//
// Routing (the generated haproxy.cfg), first match wins:
//   1. /api/menu/{link}            -> the cell of venue {link} (map venues.map)
//   1b. owner sign-in, password reset and verification requests, and sign-ups (POST users
//       records): the email in the JSON body -> the owner's cell (map emails.map); an email not
//       in the map while the directory is down -> 503 "try again" (DIRECTORY_DOWN)
//   1c. a sign-up of a new email   -> the cell with the most room (map signup.map, one entry)
//   2. header X-Venue: {link}      -> the cell of venue {link} (the guest page sets it on its calls)
//   3. cookie cell={name}          -> that cell (set at sign-in by pb_hooks/cells.pb.js; cells.map
//                                     holds the valid names, anything else falls through)
//   4. /{link}/... (not /api/)     -> the cell of venue {link} (the server-rendered guest page)
//   4b. Referer: .../{link}/...    -> the cell of venue {link}: the guest page's realtime stream
//                                     (an EventSource cannot set X-Venue) and its images
//   5. anything else               -> the default cell (the first): landing, unknown links,
//                                     which then answer the same 404 as a single node.
// A cell that is down answers deploy/cells-503.http at once (health checks every second).
// The maps are kept by the directory (scripts/directory.mjs) over HAProxy's runtime API (stats
// socket), without a reload: each sign-up and link change claims its entries before it commits.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";
import { ROOT, freePort, startPocketBase, upsertSuperuser } from "./pocketbase.mjs";
import { createLogger } from "./log.mjs";
import { createDirectory, runtimeCommand } from "./directory.mjs";

export { runtimeCommand };

const log = createLogger("cells");
export const HAPROXY_BIN = process.env.HAPROXY_BIN || "/usr/sbin/haproxy";
export const ERROR_PAGE = path.join(ROOT, "deploy", "cells-503.http");

/** Name of cell number i (0-based): cell1, cell2, ... */
export const cellName = (i) => `cell${i + 1}`;

/** HAProxy's answers to a sign-in (or password-reset request) and a sign-up it cannot route while the directory is down. */
export const DIRECTORY_DOWN = "Signing in is not available right now. Please try again in a minute.";
export const DIRECTORY_DOWN_SIGNUP = "Signing up is not available right now. Please try again in a minute.";

/**
 * The HAProxy configuration for `cells` ({ name, port }) on `publicPort`, files under `dir`, with
 * the directory's health checked on `directoryPort`.
 */
export function haproxyConfig({ cells, publicPort, dir, directoryPort, errorPage = ERROR_PAGE }) {
  const venues = path.join(dir, "venues.map");
  const names = path.join(dir, "cells.map");
  const emails = path.join(dir, "emails.map");
  const signup = path.join(dir, "signup.map");
  const byEmail =
    "{ path /api/collections/users/auth-with-password /api/collections/users/request-password-reset /api/collections/users/request-verification /api/collections/users/records }";
  const isSignup = "{ path /api/collections/users/records }";
  const none = "!{ var(txn.cell) -m found }";
  const down = JSON.stringify({ status: 503, message: DIRECTORY_DOWN, data: {} });
  const downSignup = JSON.stringify({ status: 503, message: DIRECTORY_DOWN_SIGNUP, data: {} });
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
  http-request set-var(txn.cell) req.body,json_query('$.identity'),lower,map(${emails}) if ${none} ${byEmail} METH_POST
  http-request set-var(txn.cell) req.body,json_query('$.email'),lower,map(${emails}) if ${none} ${byEmail} METH_POST
  # An email the maps do not hold while the directory is down: nobody can tell its cell (or place it).
  http-request return status 503 content-type application/json string '${downSignup}' hdr Retry-After 30 if ${none} ${isSignup} METH_POST { nbsrv(directory) lt 1 }
  http-request return status 503 content-type application/json string '${down}' hdr Retry-After 30 if ${none} ${byEmail} METH_POST { nbsrv(directory) lt 1 }
  # A sign-up of a new email: the cell with the most room (the directory sets signup.map's one entry).
  http-request set-var(txn.cell) str(signup),map(${signup}) if ${none} ${isSignup} METH_POST
  http-request set-var(txn.cell) req.hdr(x-venue),lower,map(${venues}) if ${none} { req.hdr(x-venue) -m found }
  http-request set-var(txn.cell) req.cook(cell),map(${names}) if ${none} { req.cook(cell) -m found }
  http-request set-var(txn.cell) path,field(2,/),lower,map(${venues}) if ${none} !{ path_beg /api/ }
  http-request set-var(txn.cell) req.hdr(referer),regsub(^https?://[^/]*/,),field(1,/),lower,map(${venues}) if ${none} { req.hdr(referer) -m found }
  use_backend %[var(txn.cell)] if { var(txn.cell) -m found }
  default_backend ${cells[0].name}

backend directory
  option httpchk GET /health
  server directory 127.0.0.1:${directoryPort} check inter 1s fall 1 rise 1
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

/**
 * Starts `count` cells, the directory and HAProxy. Resolves to { url, dir, cells, directory,
 * stop(), killCell(name) }. Each cell's sign-ups and link changes claim their links and email in
 * the directory first (env DIRECTORY_URL, DIRECTORY_SECRET; pb_hooks/lib/directory.js).
 */
export async function startCells({ count = 2, baseDir, publicPort, output = "inherit", capacity = 10000 } = {}) {
  const dir = baseDir || fs.mkdtempSync(path.join(os.tmpdir(), "draft-cells-"));
  fs.mkdirSync(dir, { recursive: true });
  const port = publicPort || (await freePort());
  const directoryPort = await freePort();
  const secret = crypto.randomBytes(24).toString("base64url");
  const origin = `http://127.0.0.1:${port}`;
  const cells = [];
  let haproxy = null;
  let directory = null;
  const stopAll = async () => {
    await directory?.stop();
    for (const c of cells) if (c.child && c.child.exitCode === null) c.child.kill("SIGTERM");
    if (haproxy && haproxy.child.exitCode === null) haproxy.child.kill("SIGTERM");
    await Promise.all(
      [...cells.map((c) => c.child), haproxy?.child]
        .filter((ch) => ch && ch.exitCode === null && ch.signalCode === null)
        .map((ch) => new Promise((r) => ch.once("exit", r))),
    );
  };
  try {
    for (let i = 0; i < count; i++) {
      const name = cellName(i);
      const cellDir = path.join(dir, name);
      fs.mkdirSync(cellDir, { recursive: true });
      const admin = { email: `cells@${name}.invalid`, password: crypto.randomBytes(18).toString("base64url") };
      const env = {
        CELL_NAME: name,
        PUBLIC_ORIGIN: origin,
        SEED_DEMO: "0",
        DIRECTORY_URL: `http://127.0.0.1:${directoryPort}`,
        DIRECTORY_SECRET: secret,
      };
      upsertSuperuser({ dir: cellDir, ...admin, env });
      const cell = { name, dir: cellDir, port: await freePort(), admin, env, token: "", child: null, worker: null };
      cell.url = `http://127.0.0.1:${cell.port}`;
      cells.push(cell);
      await startCell(cell, output);
      log.info(`${name} is running at ${cell.url} (data in ${cellDir})`, { pid: cell.child.pid });
    }
    for (const f of ["venues.map", "emails.map"])
      if (!fs.existsSync(path.join(dir, f))) fs.writeFileSync(path.join(dir, f), "");
    fs.writeFileSync(path.join(dir, "signup.map"), `signup ${cells[0].name}\n`);
    fs.writeFileSync(path.join(dir, "cells.map"), cells.map((c) => `${c.name} ${c.name}\n`).join(""));
    const cfgPath = path.join(dir, "haproxy.cfg");
    fs.writeFileSync(cfgPath, haproxyConfig({ cells, publicPort: port, dir, directoryPort }));
    haproxy = await startHaproxy({ cfgPath, publicPort: port });
    directory = createDirectory({
      cells,
      dir,
      socketPath: path.join(dir, "haproxy.sock"),
      secret,
      port: directoryPort,
      capacity,
    });
    await directory.start();
    await serverUp(path.join(dir, "haproxy.sock"), "directory");
  } catch (err) {
    await stopAll();
    throw err;
  }

  log.info(`Draft cells are running at ${origin} (${count} cells; data in ${dir})`, {
    url: origin,
    haproxyPid: haproxy.child.pid,
  });
  return {
    url: origin,
    dir,
    cells,
    haproxy,
    directory,
    socketPath: path.join(dir, "haproxy.sock"),
    stop: stopAll,
    /** SIGKILL to one cell's PocketBase (the blast-radius drill). */
    killCell: async (name) => {
      const c = cells.find((x) => x.name === name);
      if (!c || c.child.exitCode !== null || c.child.signalCode !== null) return;
      const exited = new Promise((r) => c.child.once("exit", r));
      c.child.kill("SIGKILL");
      await exited;
    },
    /** Starts a killed cell again on its data dir and port. */
    restartCell: (name, out = output) =>
      startCell(
        cells.find((x) => x.name === name),
        out,
      ),
  };
}

/**
 * Resolves once HAProxy's health check sees `backend`'s server up (or down, with `up` false), read
 * from the runtime API's `show servers state` (srv_op_state 2 = running). Throws after 15 s.
 */
export async function serverUp(socketPath, backend, up = true) {
  const deadline = Date.now() + 15000;
  for (;;) {
    const answer = await runtimeCommand(socketPath, `show servers state ${backend}`);
    const row = answer.split("\n").find((l) => /^\d+ \S+ \d+ /.test(l));
    const state = row ? Number(row.split(" ")[5]) : -1;
    if ((state === 2) === up) return;
    if (Date.now() > deadline) throw new Error(`haproxy: ${backend} is not ${up ? "up" : "down"}: ${answer}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts (or starts again) one cell's PocketBase and push worker on its data dir and port. */
async function startCell(cell, output) {
  const stdio = output === "inherit" ? "inherit" : ["ignore", "ignore", "ignore"];
  const started = await startPocketBase({
    dir: cell.dir,
    port: cell.port,
    env: cell.env,
    stdio,
    pushWorker: output === "inherit" ? true : { output: () => {} },
    onSpawn: (c) => (cell.child = c),
  });
  cell.worker = started.worker;
  cell.token = "";
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
