#!/usr/bin/env node
// `npm run cells -- --cells 2`: N cells (complete product nodes: PocketBase on its own data dir and
// loopback port, with its push worker and, with REPLICA_URL, its Litestream; each supervised by
// server/cell-supervisor.mjs) behind one HAProxy on one public loopback port (docs/scaling.md).
// Not needed by `npm start`, which stays the single node.
// HAProxy's routing: server/cells-haproxy.mjs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";
import webpush from "web-push";
import { createRequire } from "node:module";
import { ROOT, freePort, upsertSuperuser } from "./pocketbase.mjs";
import { superviseCell } from "./cell-supervisor.mjs";
import { replicaFromEnv } from "./litestream.mjs";
import { createLogger } from "./log.mjs";
import { runtimeCommand, superviseDirectory } from "./directory.mjs";

import { haproxyConfig, holdLua, startHaproxy } from "./cells-haproxy.mjs";
import { startOpsServer } from "./ops-server.mjs";

const { proxyHeaderProblem } = createRequire(import.meta.url)("../pb_hooks/lib/shared/trusted-proxy.js");

export { runtimeCommand };
export {
  DIRECTORY_DOWN,
  DIRECTORY_DOWN_SIGNUP,
  ERROR_PAGE,
  HAPROXY_BIN,
  HOLD_MS,
  MOVE_TOO_LONG,
  haproxyConfig,
  holdLua,
} from "./cells-haproxy.mjs";

const log = createLogger("cells");

/** Name of cell number i (0-based): cell1, cell2, ... */
export const cellName = (i) => `cell${i + 1}`;

/** A new header name for the cells to trust (pb_hooks/lib/shared/trusted-proxy.js): a secret in the name. */
export function newProxyHeader() {
  for (;;) {
    const name = `X-Draft-Client-${crypto.randomBytes(16).toString("hex")}`;
    if (!proxyHeaderProblem(name)) return name;
  }
}

/**
 * The ports of `npm run cells` from its environment and flags (docs/scaling.md#ports): the front
 * (PORT, --port; 8080), the directory (DIRECTORY_PORT, --directory-port; the front's + 1) and the
 * cells (CELL_PORTS, --cell-ports: a comma-separated list, one per cell; else the front's + 2, + 3
 * ...). Throws on a port that is not a number from 1 to 65535, a list of the wrong length, or a
 * port given twice.
 */
export function portsFromEnv(count, env = process.env, argv = process.argv) {
  const flag = (name) => {
    const i = argv.indexOf(name);
    return i > 0 ? argv[i + 1] : undefined;
  };
  const port = (text, what) => {
    const n = Number(text);
    if (!/^\d+$/.test(String(text).trim()) || n < 1 || n > 65535) throw new Error(`${what}: "${text}" is not a port`);
    return n;
  };
  const publicPort = port(flag("--port") ?? env.PORT ?? 8080, "PORT");
  const directoryPort = port(flag("--directory-port") ?? env.DIRECTORY_PORT ?? publicPort + 1, "DIRECTORY_PORT");
  const list = flag("--cell-ports") ?? env.CELL_PORTS;
  const cellPorts = list
    ? String(list)
        .split(",")
        .map((p) => port(p, "CELL_PORTS"))
    : Array.from({ length: count }, (_, i) => publicPort + 2 + i);
  if (cellPorts.length !== count) throw new Error(`CELL_PORTS: ${cellPorts.length} ports for ${count} cells`);
  const all = [publicPort, directoryPort, ...cellPorts];
  if (new Set(all).size !== all.length) throw new Error(`ports given twice: ${all.join(", ")}`);
  return { publicPort, directoryPort, cellPorts };
}

/**
 * Starts `count` cells, the directory and HAProxy. Resolves to { url, dir, cells, directory,
 * stop(), killCell(name), restartCell(name) }. Each cell's sign-ups and link changes claim their
 * links and email in the directory first (env DIRECTORY_URL, DIRECTORY_SECRET;
 * pb_hooks/lib/ops/directory.js). Each cell is supervised (server/cell-supervisor.mjs): restarted
 * when its PocketBase dies, replicated to `replicaUrl`/<cell> when one is given. `env`: extra
 * environment of every cell; `pushWorkerEnv`: of every cell's push worker. `publicPort`,
 * `directoryPort`, `cellPorts` (one per cell): the ports (free ones when not given). Each cell trusts
 * the front, and only it, for the client's address (TRUSTED_PROXY_HEADER, a name kept in
 * cells.json); HAProxy is supervised (restarted when it dies); each cell's /api/ops/metrics counts
 * its own children and the front's (draft_child_up, draft_child_restarts). `proxyHeader`: that
 * header's name (else the one kept, else a new one); `trustedProxies`: addresses or CIDRs of a
 * proxy in front of HAProxy whose value of that header HAProxy keeps.
 */
export async function startCells({
  count = 2,
  baseDir,
  publicPort,
  directoryPort: givenDirectoryPort,
  cellPorts = [],
  proxyHeader: givenProxyHeader = "",
  trustedProxies = [],
  output = "inherit",
  capacity = 10000,
  replicaUrl = "",
  env: extraEnv = {},
  pushWorkerEnv = {},
} = {}) {
  const dir = baseDir || fs.mkdtempSync(path.join(os.tmpdir(), "draft-cells-"));
  fs.mkdirSync(dir, { recursive: true });
  const port = publicPort || (await freePort());
  const directoryPort = givenDirectoryPort || (await freePort());
  // Kept across starts (cells.json): the directory's secret and the users token secrets every cell
  // shares, so an owner's token stays valid after their venue moves to another cell.
  const saved = readCellsFile(dir);
  const secret = saved?.secret || crypto.randomBytes(24).toString("base64url");
  const tokenSecrets = saved?.tokenSecrets || {
    auth: crypto.randomBytes(36).toString("base64url"),
    file: crypto.randomBytes(36).toString("base64url"),
  };
  // One VAPID key pair for every cell (pb_hooks/lib/push/push-keys.js reads it from the environment): a
  // browser subscribes with the public key of whichever cell answers, and its venue's subscriptions
  // keep working after the venue moves to another cell.
  const vapid = saved?.vapid || webpush.generateVAPIDKeys();
  // The header the cells trust for the client's address: only HAProxy (the front) knows its name.
  // The operator's own name (TRUSTED_PROXY_HEADER, e.g. shared with a Caddy in front) wins.
  const proxyHeader = givenProxyHeader || saved?.proxyHeader || newProxyHeader();
  const headerProblem = proxyHeaderProblem(proxyHeader);
  if (headerProblem) throw new Error(headerProblem);
  for (const p of trustedProxies)
    if (!/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(p))
      throw new Error(`FRONT_TRUSTED_PROXIES: "${p}" is not an address or CIDR`);
  const origin = `http://127.0.0.1:${port}`;
  const cells = [];
  let haproxy = null;
  let directory = null;
  const opsServers = [];
  const stopAll = async () => {
    await directory?.stop();
    await Promise.all(cells.map((c) => c.supervisor.stop()));
    await haproxy?.stop();
    await Promise.all(opsServers.map((o) => o.close()));
  };
  try {
    for (let i = 0; i < count; i++) {
      const name = cellName(i);
      const cellDir = path.join(dir, name);
      fs.mkdirSync(cellDir, { recursive: true });
      const admin = { email: `cells@${name}.invalid`, password: crypto.randomBytes(18).toString("base64url") };
      const cell = {
        name,
        dir: cellDir,
        port: cellPorts[i] || (await freePort()),
        admin,
        token: "",
        child: null,
        worker: null,
      };
      // The launcher's side of this cell's metrics (server/ops-server.mjs), as for `npm start`:
      // its own children and the front's.
      const ops = await startOpsServer({
        dir: cellDir,
        children: () => {
          const litestream = cell.supervisor?.litestream();
          const up = Boolean(cell.child && cell.child.exitCode === null && cell.child.signalCode === null);
          return {
            pocketbase: { up, restarts: cell.supervisor?.restarts() ?? 0 },
            push_worker: cell.worker ? { up: Boolean(cell.worker.pid()), restarts: cell.worker.restarts() } : null,
            litestream: litestream ? { up: litestream.status().up, restarts: litestream.status().restarts } : null,
            haproxy: haproxy ? { up: haproxy.up(), restarts: haproxy.restarts() } : null,
            directory: directory ? { up: directory.up(), restarts: directory.restarts() } : null,
          };
        },
        replication: () => cell.supervisor?.litestream()?.status() ?? null,
      });
      opsServers.push(ops);
      const env = {
        ...extraEnv,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        CELL_NAME: name,
        PUBLIC_ORIGIN: origin,
        SEED_DEMO: "0",
        DIRECTORY_URL: `http://127.0.0.1:${directoryPort}`,
        DIRECTORY_SECRET: secret,
        TRUSTED_PROXY_HEADER: proxyHeader,
        OPS_LAUNCHER_URL: ops.url,
        OPS_LAUNCHER_KEY: ops.key,
      };
      cell.env = env;
      upsertSuperuser({ dir: cellDir, ...admin, env });
      cell.url = `http://127.0.0.1:${cell.port}`;
      cell.supervisor = superviseCell(cell, { output, pushWorkerEnv, replicaUrl });
      cells.push(cell);
      // A free port can be taken by another process between freePort() and the bind (tests run
      // side by side): then once more on another port. The error says whether its process was up.
      for (let attempt = 1; ; attempt++) {
        try {
          await cell.supervisor.start();
          await shareTokenSecrets(cell, tokenSecrets);
          break;
        } catch (err) {
          const up = cell.child && cell.child.exitCode === null && cell.child.signalCode === null;
          const why = `${err.message} (its PocketBase ${up ? "is running" : "has exited"})`;
          // A port the operator gave stays that port: its firewall and HAProxy name it.
          if (cellPorts[i] || attempt >= 3 || !/exited/.test(err.message)) throw new Error(why, { cause: err });
          log.warn(`${name}: ${why}; starting it again on another port`);
          await cell.supervisor.hold();
          cell.port = await freePort();
          cell.url = `http://127.0.0.1:${cell.port}`;
        }
      }
      log.info(`${name} is running at ${cell.url} (data in ${cellDir})`, { pid: cell.child.pid });
    }
    for (const f of ["venues.map", "emails.map"])
      if (!fs.existsSync(path.join(dir, f))) fs.writeFileSync(path.join(dir, f), "");
    fs.writeFileSync(path.join(dir, "signup.map"), `signup ${cells[0].name}\n`);
    fs.writeFileSync(path.join(dir, "moving.map"), "");
    fs.writeFileSync(path.join(dir, "cells.lua"), holdLua(dir));
    fs.writeFileSync(path.join(dir, "cells.map"), cells.map((c) => `${c.name} ${c.name}\n`).join(""));
    const cfgPath = path.join(dir, "haproxy.cfg");
    fs.writeFileSync(
      cfgPath,
      haproxyConfig({ cells, publicPort: port, dir, directoryPort, proxyHeader, trustedProxies }),
    );
    haproxy = await startHaproxy({
      cfgPath,
      publicPort: port,
      // A HAProxy started again read the map files: the directory puts back what changed since.
      onRestart: () => directory?.refillHaproxy(),
    });
    // cells.json first: the directory (a child process) reads the cells from it.
    const file = path.join(dir, "cells.json");
    fs.writeFileSync(
      file,
      JSON.stringify({
        secret,
        tokenSecrets,
        vapid,
        proxyHeader,
        directoryUrl: `http://127.0.0.1:${directoryPort}`,
        socketPath: path.join(dir, "haproxy.sock"),
        cells: cells.map((c) => ({ name: c.name, url: c.url, dir: c.dir, admin: c.admin })),
      }),
      { mode: 0o600 },
    );
    directory = superviseDirectory({
      dir,
      port: directoryPort,
      capacity,
      output: output === "inherit" ? undefined : () => {},
    });
    await directory.start();
    await serverUp(path.join(dir, "haproxy.sock"), "directory");
  } catch (err) {
    await stopAll();
    if (!baseDir) fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  log.info(`Draft cells are running at ${origin} (${count} cells; data in ${dir})`, {
    url: origin,
    haproxyPid: haproxy.pid(),
  });
  return {
    url: origin,
    dir,
    cells,
    haproxy,
    directory,
    socketPath: path.join(dir, "haproxy.sock"),
    stop: stopAll,
    /** SIGKILL to one cell's PocketBase, kept down until restartCell (the blast-radius drill). */
    killCell: (name) => cells.find((x) => x.name === name)?.supervisor.hold(),
    /** Starts a killed cell again on its data dir and port. */
    restartCell: (name) => cells.find((x) => x.name === name)?.supervisor.start(),
  };
}

/**
 * Resolves once HAProxy's health check sees `backend`'s server up (or down, with `up` false), read
 * from the runtime API's `show servers state` (srv_op_state 2 = running). Throws after 30 s (a
 * loaded machine).
 */
export async function serverUp(socketPath, backend, up = true) {
  const deadline = Date.now() + 30000;
  for (;;) {
    const answer = await runtimeCommand(socketPath, `show servers state ${backend}`);
    const row = answer.split("\n").find((l) => /^\d+ \S+ \d+ /.test(l));
    const state = row ? Number(row.split(" ")[5]) : -1;
    if ((state === 2) === up) return;
    if (Date.now() > deadline) throw new Error(`haproxy: ${backend} is not ${up ? "up" : "down"}: ${answer}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What `npm run cells` wrote in `dir` (cells.json: credentials, owner-only), or null. */
export function readCellsFile(dir) {
  const file = path.join(dir, "cells.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

/** A superuser token of `cell` (cached on it). */
export async function superuserToken(cell) {
  if (cell.token) return cell.token;
  const res = await fetch(`${cell.url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identity: cell.admin.email, password: cell.admin.password }),
  });
  if (!res.ok) throw new Error(`${cell.name}: superuser sign-in ${res.status} ${(await res.text()).slice(0, 300)}`);
  cell.token = (await res.json()).token;
  return cell.token;
}

/** Gives `cell`'s users collection the shared auth and file token secrets. */
async function shareTokenSecrets(cell, secrets) {
  const res = await fetch(`${cell.url}/api/collections/users`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Authorization: await superuserToken(cell) },
    body: JSON.stringify({ authToken: { secret: secrets.auth }, fileToken: { secret: secrets.file } }),
  });
  if (!res.ok) throw new Error(`${cell.name}: token secrets ${res.status} ${await res.text()}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--cells");
  const count = i > 0 ? Number(process.argv[i + 1]) : 2;
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    log.error("--cells takes a number from 1 to 16");
    process.exit(1);
  }
  let replicaUrl = "";
  try {
    replicaUrl = replicaFromEnv();
  } catch (err) {
    log.error(err.message);
    process.exit(1);
  }
  let ports;
  try {
    ports = portsFromEnv(count);
  } catch (err) {
    log.error(err.message);
    process.exit(1);
  }
  startCells({
    count,
    replicaUrl,
    baseDir: process.env.CELLS_DATA ? path.resolve(process.env.CELLS_DATA) : path.join(ROOT, "cells_data"),
    ...ports,
    proxyHeader: process.env.TRUSTED_PROXY_HEADER || "",
    trustedProxies: String(process.env.FRONT_TRUSTED_PROXIES || "")
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean),
  })
    .then((c) => {
      const stop = () => c.stop().then(() => process.exit(0));
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
      // Litestream runs in its own process group: never left behind.
      process.on("exit", () => c.cells.forEach((cell) => cell.supervisor.kill()));
    })
    .catch((err) => {
      log.error(err.message);
      process.exit(1);
    });
}
