// The cells' directory (docs/scaling.md#the-directory): which cell holds each public link and each
// owner email, for the requests that carry neither a venue link nor a cell cookie (sign-in,
// sign-up). A small HTTP service on loopback, run by server/cells.mjs:
//
//   POST /claim   {cell, links: [..], email}  -> 200 {ok: true}, or 409 {taken: "link"|"email", key}
//                 All or nothing, one claim at a time (this process is single-threaded): a link or
//                 email held by another cell is refused, so public links stay unique across cells.
//                 A cell's users hooks call it before they commit a sign-up or a link change
//                 (pb_hooks/lib/ops/directory.js); the entries are in HAProxy before the answer.
//   POST /release {cell, links: [..]}         -> 200: drops links that cell holds (a released old link)
//   POST /move    {cell, links: [..], email}  -> 200: they are now that cell's (server/cells-move.mjs)
//   POST /push-endpoint {cell, endpoint}      -> 200 {forgotten}: a browser subscribed to pushes for a
//                 venue of that cell; every other cell drops its subscriptions of that endpoint
//                 (one browser subscription delivers to one place, as on one node)
//   GET  /lookup?key=link:x|email:y           -> 200 {cell} or 404
//   GET  /health                              -> 200 (HAProxy's health check of the directory)
// Every call but /health needs the header X-Directory-Secret.
//
// The cells are the source of truth: at start the directory replays its own log (directory.log,
// one "set key cell" / "del key" line per change) and then lists every live cell's links and
// emails (superuser API) to add what is missing. Each entry goes into HAProxy's maps over the
// runtime API (no reload): venues.map for links, emails.map for emails; signup.map holds one entry
// (`signup` -> the cell with the most room), where HAProxy sends a sign-up of an unknown email.
//
// It runs as a child process of `npm run cells` (`superviseDirectory` below), supervised like the
// launcher's other children (server/worker-supervisor.mjs): started again after 1 s, 2 s, 4 s ...
// when it dies, logged, counted in the metrics. It reads the cells from cells.json in the data dir.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger } from "./log.mjs";
import { superviseWorker } from "./worker-supervisor.mjs";

const log = createLogger("directory");
const MAX_BODY = 8192;
const LINK = /^[a-z0-9_-]{1,64}$/;
const EMAIL = /^[^\s@]{1,128}@[^\s@]{1,128}$/;

/** Sends one command to HAProxy's runtime API; resolves to its answer. */
export function runtimeCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const s = net.connect(socketPath);
    let out = "";
    s.setEncoding("utf8");
    s.setTimeout(5000, () => s.destroy(new Error("haproxy runtime API timed out")));
    s.on("connect", () => s.write(`${command}\n`));
    s.on("data", (d) => (out += d));
    s.on("end", () => resolve(out.trim()));
    s.on("error", reject);
  });
}

/** "link:x" / "email:y" keys of a claim body, validated; null when malformed. */
export function claimKeys(body) {
  if (!body || typeof body !== "object") return null;
  const links = Array.isArray(body.links) ? body.links : [];
  if (links.length > 64) return null;
  const keys = [];
  for (const l of links) {
    const link = String(l).toLowerCase();
    if (!LINK.test(link)) return null;
    keys.push(`link:${link}`);
  }
  if (body.email) {
    const email = String(body.email).toLowerCase();
    if (!EMAIL.test(email)) return null;
    keys.push(`email:${email}`);
  }
  return keys;
}

/** The cell with the most room: capacity minus venues held (ties: the first). */
export function roomiest(cellNames, counts, capacity) {
  let best = cellNames[0];
  let room = -Infinity;
  for (const name of cellNames) {
    const r = capacity - (counts.get(name) || 0);
    if (r > room) {
      best = name;
      room = r;
    }
  }
  return best;
}

/**
 * A directory for `cells` ({ name, url, admin }) feeding HAProxy's maps in `dir` through
 * `socketPath`. `capacity`: venues one cell holds (docs/scaling.md#cell-size).
 */
export function createDirectory({ cells, dir, socketPath, secret, port, capacity = 10000 }) {
  const entries = new Map(); // "link:x" | "email:y" -> cell name
  const pushed = new Map(); // same keys, as HAProxy has them
  const counts = new Map(); // cell name -> venues (emails) held
  const logPath = path.join(dir, "directory.log");
  const mapOf = (key) => path.join(dir, key.startsWith("link:") ? "venues.map" : "emails.map");
  const names = cells.map((c) => c.name);
  let signupCell = "";
  let server = null;
  let queue = Promise.resolve();
  let fileTimer = null;

  /** Runs `fn` after every earlier claim (one at a time). */
  const serial = (fn) => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => {});
    return run;
  };

  async function push(key) {
    const cell = entries.get(key);
    const mapKey = key.slice(key.indexOf(":") + 1);
    if (pushed.get(key) === cell) return;
    let cmd;
    if (cell === undefined) cmd = `del map ${mapOf(key)} ${mapKey}`;
    else cmd = `${pushed.has(key) ? "set" : "add"} map ${mapOf(key)} ${mapKey} ${cell}`;
    const answer = await runtimeCommand(socketPath, cmd);
    if (answer && !/^Key not found/.test(answer)) throw new Error(`haproxy: ${cmd}: ${answer}`);
    if (cell === undefined) pushed.delete(key);
    else pushed.set(key, cell);
  }

  async function placeSignups() {
    const best = roomiest(names, counts, capacity);
    if (best === signupCell) return;
    const answer = await runtimeCommand(socketPath, `set map ${path.join(dir, "signup.map")} signup ${best}`);
    if (answer) throw new Error(`haproxy: set signup: ${answer}`);
    signupCell = best;
  }

  function record(key, cell) {
    const before = entries.get(key);
    if (before === cell) return false;
    if (key.startsWith("email:")) {
      if (before) counts.set(before, (counts.get(before) || 1) - 1);
      if (cell) counts.set(cell, (counts.get(cell) || 0) + 1);
    }
    if (cell === undefined) entries.delete(key);
    else entries.set(key, cell);
    return true;
  }

  /** Sets (cell) or drops (undefined) keys: log first, then memory, then HAProxy. */
  async function apply(changes) {
    const lines = changes.map(([k, c]) => (c === undefined ? `del ${k}` : `set ${k} ${c}`)).join("\n");
    if (lines) fs.appendFileSync(logPath, `${lines}\n`);
    for (const [k, c] of changes) record(k, c);
    for (const [k] of changes) await push(k);
    await placeSignups();
    // The map files HAProxy loads at its own start follow within a second.
    if (!fileTimer) fileTimer = setTimeout(writeMapFiles, 1000).unref();
  }

  /** Writes the map files HAProxy reads at its own start from what the directory holds. */
  function writeMapFiles() {
    fileTimer = null;
    const lines = (prefix) =>
      [...entries]
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, c]) => `${k.slice(prefix.length)} ${c}\n`)
        .join("");
    for (const [file, prefix] of [
      ["venues.map", "link:"],
      ["emails.map", "email:"],
    ]) {
      fs.writeFileSync(path.join(dir, `${file}.new`), lines(prefix));
      fs.renameSync(path.join(dir, `${file}.new`), path.join(dir, file));
    }
  }

  /** Claims `keys` for `cell`: null when done, else the first key held by another cell. */
  const claim = (cell, keys) =>
    serial(async () => {
      for (const k of keys) {
        const holder = entries.get(k);
        if (holder && holder !== cell) return k;
      }
      await apply(keys.filter((k) => entries.get(k) !== cell).map((k) => [k, cell]));
      return null;
    });

  /** Drops the links `cell` holds among `keys`. */
  const release = (cell, keys) => serial(() => apply(keys.filter((k) => entries.get(k) === cell).map((k) => [k])));

  /** Moves every key of `fromCell` in `keys` to `toCell` (moving a venue). */
  const move = (keys, toCell) => serial(() => apply(keys.map((k) => [k, toCell])));

  /**
   * Each live cell's links (current and kept) and owner emails, as claims (superuser API). With
   * `prune` (at start, before any claim can be in flight), entries of a listed cell that it no
   * longer holds go too: a deleted account whose release did not reach the directory.
   */
  async function fromCells(prune = false) {
    for (const cell of cells) {
      if (cell.child && (cell.child.exitCode !== null || cell.child.signalCode !== null)) continue;
      try {
        const keys = await cellKeys(cell);
        if (prune) {
          const held = new Set(keys);
          const gone = [...entries].filter(([k, c]) => c === cell.name && !held.has(k)).map(([k]) => [k]);
          if (gone.length) {
            log.info(`${cell.name} no longer holds ${gone.length} entries: dropped`);
            await serial(() => apply(gone));
          }
        }
        for (const k of keys) {
          const holder = entries.get(k);
          if (holder && holder !== cell.name) log.warn(`${k} is held by ${holder} and ${cell.name}; kept on ${holder}`);
          else if (!holder) await claim(cell.name, [k]);
        }
      } catch (err) {
        log.warn(`${cell.name}: ${err.message}`);
      }
    }
  }

  /** HAProxy holds the map files it read at its start: makes its maps match what the directory holds. */
  async function fillHaproxy() {
    pushed.clear();
    for (const f of ["venues.map", "emails.map"]) {
      const prefix = f === "venues.map" ? "link:" : "email:";
      const file = path.join(dir, f);
      for (const line of fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n") : []) {
        const [k, c] = line.split(" ");
        if (k && c) pushed.set(prefix + k, c);
      }
    }
    for (const k of new Set([...entries.keys(), ...pushed.keys()])) await push(k);
    signupCell = "";
    await placeSignups();
  }

  function replay() {
    if (!fs.existsSync(logPath)) return;
    for (const line of fs.readFileSync(logPath, "utf8").split("\n")) {
      const [op, key, cell] = line.split(" ");
      if (op === "set" && key && cell) record(key, cell);
      else if (op === "del" && key) record(key, undefined);
    }
  }

  async function handle(req, res) {
    const url = new URL(req.url, "http://directory");
    const send = (status, body) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/health") return send(200, { ok: true });
    if (req.headers["x-directory-secret"] !== secret) return send(401, { message: "Unknown caller." });
    if (req.method === "GET" && url.pathname === "/lookup") {
      const cell = entries.get(String(url.searchParams.get("key") || "").toLowerCase());
      return cell ? send(200, { cell }) : send(404, { message: "Not found." });
    }
    if (req.method !== "POST" || !["/claim", "/release", "/move", "/push-endpoint"].includes(url.pathname))
      return send(404, { message: "Not found." });
    let size = 0;
    const chunks = [];
    for await (const c of req) {
      size += c.length;
      if (size > MAX_BODY) return send(413, { message: "Too large." });
      chunks.push(c);
    }
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return send(400, { message: "Not JSON." });
    }
    if (url.pathname === "/push-endpoint") {
      const cell = String(body?.cell || "");
      const endpoint = typeof body?.endpoint === "string" ? body.endpoint : "";
      if (!names.includes(cell) || !/^https?:\/\/\S{1,2000}$/.test(endpoint))
        return send(400, { message: "Bad endpoint." });
      return send(200, { forgotten: await forgetEndpoint(cells, cell, endpoint) });
    }
    const keys = claimKeys(body);
    const cell = String(body?.cell || "");
    if (!keys || !names.includes(cell)) return send(400, { message: "Bad claim." });
    if (url.pathname === "/move") {
      await move(keys, cell);
      return send(200, { ok: true });
    }
    if (url.pathname === "/release") {
      await release(cell, keys);
      return send(200, { ok: true });
    }
    const taken = await claim(cell, keys);
    if (taken) return send(409, { taken: taken.slice(0, taken.indexOf(":")), key: taken });
    return send(200, { ok: true });
  }

  return {
    entries,
    claim,
    move,
    release,
    /** Whether it listens now. */
    up: () => Boolean(server?.listening),
    /** After HAProxy started again (it read the map files): its maps made to match, between claims. */
    refillHaproxy: () => serial(fillHaproxy),
    /** The cell a sign-up of an unknown email goes to now. */
    signupCell: () => signupCell,
    /** Adds what the live cells hold and the directory does not (also run at start). */
    syncFromCells: () => fromCells(false),
    /** Replays the log, fills HAProxy's maps, lists the cells, then listens on 127.0.0.1:port. */
    async start() {
      entries.clear();
      pushed.clear();
      counts.clear();
      signupCell = "";
      replay();
      // The log, compacted: one line per entry held.
      fs.writeFileSync(`${logPath}.new`, [...entries].map(([k, c]) => `set ${k} ${c}\n`).join(""));
      fs.renameSync(`${logPath}.new`, logPath);
      await fillHaproxy();
      await fromCells(true);
      server = http.createServer((req, res) =>
        handle(req, res).catch((err) => {
          log.error(err.message);
          if (!res.headersSent) res.writeHead(503, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ message: "The directory failed; try again." }));
        }),
      );
      server.requestTimeout = 10000;
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      log.info(`directory listening on 127.0.0.1:${port} (${entries.size} entries)`);
    },
    /** Stops listening (the drill "directory down"); HAProxy keeps its maps. */
    async stop() {
      if (!server) return;
      const s = server;
      server = null;
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
      await queue;
      clearTimeout(fileTimer);
      writeMapFiles();
    },
    writeMapFiles,
  };
}

/** A superuser token of `cell` (cached on it; dropped on a 401). */
async function cellToken(cell) {
  if (!cell.token) {
    const res = await fetch(`${cell.url}/api/collections/_superusers/auth-with-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ identity: cell.admin.email, password: cell.admin.password }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`superuser sign-in ${res.status}`);
    cell.token = (await res.json()).token;
  }
  return cell.token;
}

/**
 * Asks every cell but `cellName` to drop its push subscriptions of `endpoint` (a browser
 * subscribed for a venue on `cellName`: one browser subscription delivers to one place, as on one
 * node). Returns how many went; a cell that is down is skipped.
 */
async function forgetEndpoint(cells, cellName, endpoint) {
  let forgotten = 0;
  for (const cell of cells) {
    if (cell.name === cellName) continue;
    if (cell.child && (cell.child.exitCode !== null || cell.child.signalCode !== null)) continue;
    try {
      const res = await fetch(`${cell.url}/api/cells/forget-push`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: await cellToken(cell) },
        body: JSON.stringify({ endpoint }),
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 401) cell.token = "";
      if (res.ok) forgotten += Number((await res.json()).deleted) || 0;
      else log.warn(`${cell.name}: forget-push ${res.status}`);
    } catch (err) {
      log.warn(`${cell.name}: forget-push: ${err.message}`);
    }
  }
  return forgotten;
}

/** A cell's keys: "link:" for every current and kept public link, "email:" for every owner email. */
async function cellKeys(cell) {
  await cellToken(cell);
  const keys = [];
  for (const [collection, fields] of [
    ["users", "publicLink,email"],
    ["venue_links", "link"],
  ]) {
    for (let page = 1; ; page++) {
      const res = await fetch(
        `${cell.url}/api/collections/${collection}/records?fields=${fields}&perPage=500&page=${page}&skipTotal=1`,
        { headers: { Authorization: cell.token } },
      );
      if (res.status === 401) cell.token = "";
      if (!res.ok) throw new Error(`${collection} ${res.status}`);
      const { items } = await res.json();
      for (const it of items) {
        const link = String(it.publicLink || it.link || "").toLowerCase();
        const email = String(it.email || "").toLowerCase();
        if (LINK.test(link)) keys.push(`link:${link}`);
        if (EMAIL.test(email) && !email.endsWith(".invalid")) keys.push(`email:${email}`);
      }
      if (items.length < 500) break;
    }
  }
  return keys;
}

/** What the directory's log in `dir` holds now: "link:x" / "email:y" -> cell name (its replay). */
export function readEntries(dir) {
  const entries = new Map();
  const logPath = path.join(dir, "directory.log");
  if (!fs.existsSync(logPath)) return entries;
  for (const line of fs.readFileSync(logPath, "utf8").split("\n")) {
    const [op, key, cell] = line.split(" ");
    if (op === "set" && key && cell) entries.set(key, cell);
    else if (op === "del" && key) entries.delete(key);
  }
  return entries;
}

/**
 * Runs the directory of the cells in `dir` (cells.json: the cells, the secret, HAProxy's socket) as
 * a supervised child on `port`. `output(chunk)`: its output (else inherited). Returns { start(),
 * stop(), up(), pid(), restarts(), entries, signupCell(), syncFromCells(), refillHaproxy() };
 * start() resolves once it listens (its maps filled), and may be called again after stop() (the
 * drill "directory down"). `entries` (get/has) and signupCell() read its log, which it writes
 * before it answers a claim.
 */
export function superviseDirectory({ dir, port, capacity = 10000, output }) {
  let worker = null;
  let calls = 0;
  const pending = new Map();
  let child = null;
  let restartsBefore = 0;
  const call = (type) =>
    new Promise((resolve, reject) => {
      if (!child || !child.connected) return reject(new Error("the directory is not running"));
      const id = ++calls;
      pending.set(id, { resolve, reject });
      child.send({ type, id });
    });
  const names = () =>
    (JSON.parse(fs.readFileSync(path.join(dir, "cells.json"), "utf8")).cells || []).map((c) => c.name);
  return {
    async start() {
      if (worker) restartsBefore += worker.restarts();
      worker = superviseWorker({
        name: "directory",
        script: fileURLToPath(import.meta.url),
        env: { DIRECTORY_DIR: dir, DIRECTORY_PORT: String(port), DIRECTORY_CAPACITY: String(capacity) },
        output,
        log: createLogger("cells directory"),
        spawned: (c) => {
          child = c;
          c.on("message", (m) => {
            const p = m && pending.get(m.id);
            if (!p) return;
            pending.delete(m.id);
            if (m.error) p.reject(new Error(m.error));
            else p.resolve();
          });
        },
        onReady: (c) => {
          if (worker && worker.restarts() > 0) log.info("the directory is running again", { pid: c.pid });
        },
      });
      try {
        await worker.ready;
      } catch (err) {
        await worker.stop();
        throw new Error(`directory: ${err.message}`, { cause: err });
      }
    },
    async stop() {
      await worker?.stop();
    },
    up: () => Boolean(worker?.up()),
    pid: () => worker?.pid(),
    restarts: () => restartsBefore + (worker?.restarts() ?? 0),
    entries: {
      get: (key) => readEntries(dir).get(key),
      has: (key) => readEntries(dir).has(key),
    },
    /** The cell a sign-up of an unknown email goes to now (what the directory set in HAProxy). */
    signupCell() {
      const counts = new Map();
      for (const [k, c] of readEntries(dir)) if (k.startsWith("email:")) counts.set(c, (counts.get(c) || 0) + 1);
      return roomiest(names(), counts, capacity);
    },
    /** Adds what the live cells hold and the directory does not. */
    syncFromCells: () => call("sync"),
    /** After HAProxy started again: its maps made to match. */
    refillHaproxy: () => call("refill"),
  };
}

// The child: `node server/directory.mjs`, forked by superviseDirectory with an IPC channel.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.send) {
  const dir = String(process.env.DIRECTORY_DIR || "");
  const conf = JSON.parse(fs.readFileSync(path.join(dir, "cells.json"), "utf8"));
  const directory = createDirectory({
    cells: conf.cells.map((c) => ({ name: c.name, url: c.url, admin: c.admin })),
    dir,
    socketPath: conf.socketPath,
    secret: conf.secret,
    port: Number(process.env.DIRECTORY_PORT),
    capacity: Number(process.env.DIRECTORY_CAPACITY) || 10000,
  });
  // Never outlives `npm run cells`.
  process.on("disconnect", () => process.exit(0));
  process.on("SIGTERM", () => directory.stop().then(() => process.exit(0)));
  process.on("message", (m) => {
    const work =
      m?.type === "sync" ? directory.syncFromCells() : m?.type === "refill" ? directory.refillHaproxy() : null;
    if (!work) return;
    work.then(
      () => process.send({ id: m.id }),
      (err) => process.send({ id: m.id, error: err.message }),
    );
  });
  directory.start().then(
    () => process.send({ type: "ready" }),
    (err) => {
      log.error(`did not start: ${err.message}`);
      process.exit(1);
    },
  );
}
