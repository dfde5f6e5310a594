// Continuous replication of data.db with Litestream (docs/operations.md#replicas), supervised by the
// launcher like the push worker. Off unless the operator names a replica:
//   REPLICA_URL=file:///var/backups/draft   (or an absolute path; s3://bucket/path, sftp://host/path,
//                                            ... any replica URL Litestream v0.3 understands;
//                                            S3 keys come from LITESTREAM_ACCESS_KEY_ID /
//                                            LITESTREAM_SECRET_ACCESS_KEY in the environment)
// Litestream ships each WAL change within REPLICA_SYNC_INTERVAL (200ms). It runs in its own process
// group, so Ctrl+C in a terminal reaches it only through the launcher, after PocketBase has stopped:
// its last sync then holds every acknowledged write. A Litestream that dies is started again after
// 1 s, 2 s, 4 s ... (at most 30 s), one that is stuck is killed and started again (startLitestream),
// and the lag is measured from what the replica holds (createLagTracker); PocketBase keeps serving
// meanwhile. The restore (restoreDatabase) names a damaged file and the last point that restores.
import { spawn, spawnSync, execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eachLine, litestreamLine, parseLogfmt } from "./log.mjs";
import { running, stopChild } from "./stop-child.mjs";

const require = createRequire(import.meta.url);

/** Path of the Litestream binary: $LITESTREAM_BIN, else the npm build for this platform. */
export function litestreamBinary() {
  if (process.env.LITESTREAM_BIN) return process.env.LITESTREAM_BIN;
  const key = `${process.platform}-${process.arch}`;
  try {
    return require.resolve(`@flydotio/litestream-${key}/litestream`);
  } catch {
    throw new Error(`No Litestream build for ${key} in node_modules; set LITESTREAM_BIN.`);
  }
}

/** The replica the operator configured (REPLICA_URL), normalized; "" when replication is off. */
export function replicaFromEnv(env = process.env) {
  const raw = String(env.REPLICA_URL || "").trim();
  if (!raw) return "";
  if (path.isAbsolute(raw)) return `file://${raw}`;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(raw))
    throw new Error(`REPLICA_URL must be an absolute path or a URL such as file:///path or s3://bucket/path.`);
  return raw;
}

/** The replica URL with any password replaced, for logs. */
export function redactUrl(url) {
  return String(url).replace(/\/\/([^/@:]+):[^/@]*@/, "//$1:***@");
}

/** The local directory of a file:// replica, or "" for a remote one. */
export function replicaDir(url) {
  return url.startsWith("file://") ? decodeURIComponent(url.slice("file://".length)) : "";
}

/** Litestream's configuration (JSON, which its YAML parser reads) for replicating `dbPath`. */
export function litestreamConfig({ dbPath, replicaUrl, metricsAddr = "", syncInterval = "200ms" }) {
  const config = {
    dbs: [
      {
        path: dbPath,
        "monitor-interval": "100ms",
        // A snapshot an hour bounds what a restore replays: the last snapshot plus at most an hour of WAL.
        replicas: [{ url: replicaUrl, "sync-interval": syncInterval, "snapshot-interval": "1h" }],
      },
    ],
  };
  if (metricsAddr) config.addr = metricsAddr;
  return JSON.stringify(config, null, 2);
}

/** Writes the configuration to an owner-only temp file and returns its path. */
function writeConfig(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-litestream-"));
  const file = path.join(dir, "litestream.yml");
  fs.writeFileSync(file, text, { mode: 0o600 });
  return file;
}

/** Litestream's Prometheus text as { name{labels}: value } (lines starting with litestream_). */
export function parseMetrics(text) {
  const out = {};
  for (const line of String(text).split("\n")) {
    if (!line.startsWith("litestream_")) continue;
    const i = line.lastIndexOf(" ");
    out[line.slice(0, i).replace(/\{.*\}/, "")] = Number(line.slice(i + 1));
  }
  return out;
}

/** How often the launcher looks at Litestream, its shadow WAL and the database's WAL. */
const POLL_MS = 500;

/** Seconds behind (or silent, or not running) after which replication is reported unhealthy. */
export const ALARM_AFTER_S = 10;

/** Grace after SIGTERM before a Litestream that does not exit is killed: the final stop, a stuck one. */
const STOP_GRACE_MS = 10000;
const STUCK_GRACE_MS = 5000;

/**
 * Litestream's shadow WAL for `dbPath`: its copy of the database's WAL, in `.data.db-litestream`
 * beside it, which it ships to the replica. { generation, index, offset, mtimeMs, sizes }: (index,
 * offset) is the end of what it has copied, `sizes` each shadow file's size by index; null when it
 * has none yet.
 */
export function shadowWal(dbPath) {
  const meta = path.join(path.dirname(dbPath), `.${path.basename(dbPath)}-litestream`);
  let generation;
  let names;
  try {
    generation = fs.readFileSync(path.join(meta, "generation"), "utf8").trim();
    if (!/^[0-9a-f]{16}$/.test(generation)) return null;
    names = fs.readdirSync(path.join(meta, "generations", generation, "wal"));
  } catch {
    return null;
  }
  const sizes = new Map();
  let top = null;
  for (const name of names) {
    const m = /^([0-9a-f]{8})\.wal$/.exec(name);
    if (!m) continue;
    let st;
    try {
      st = fs.statSync(path.join(meta, "generations", generation, "wal", name));
    } catch {
      continue; // removed by Litestream's clean-up meanwhile
    }
    const index = parseInt(m[1], 16);
    sizes.set(index, st.size);
    if (!top || index > top.index) top = { index, offset: st.size, mtimeMs: st.mtimeMs };
  }
  return top ? { generation, ...top, sizes } : null;
}

/** Free bytes on a file replica's filesystem; -1 for a remote replica or when unknown. */
function freeBytes(replicaUrl) {
  let dir = replicaDir(replicaUrl);
  if (!dir) return -1;
  while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    const st = fs.statfsSync(dir);
    return st.bavail * st.bsize;
  } catch {
    return -1;
  }
}

/** "generation/index:offset", Litestream's own notation of a WAL position. */
function posText(p) {
  return p ? `${p.generation ?? "?"}/${p.index.toString(16).padStart(8, "0")}:${p.offset}` : null;
}

/** Whether position `a` is at or past `b` ({ index, offset }, one generation). */
function atOrPast(a, b) {
  return a.index > b.index || (a.index === b.index && a.offset >= b.offset);
}

/**
 * The replication lag from positions, not from a timer. Each observation gives the local side (the
 * database's WAL file time; Litestream's shadow WAL position) and the replica's (the WAL position
 * Litestream last confirmed written to the replica: its litestream_replica_wal_index/_offset, only
 * set once a write to the replica has returned). A change is pending from the observation that
 * first saw it until the replica holds a position that contains it; the lag is the age of the
 * oldest pending change (0: the replica holds everything the database held). Returns { observe,
 * restarted }: observe({ t, local, replica, walMtimeMs, syncs }) -> { lagSeconds, lagBytes, advanced }
 * (`syncs`: Litestream's count of completed copies of the WAL, when it answered).
 */
export function createLagTracker() {
  // Oldest first: { since, pos } a local position the replica must hold; { since, wal } a write to
  // the database's WAL (its mtime) not yet in the shadow WAL (Litestream paused, dead, starting).
  let pending = [];
  let replica = null; // the replica's position, with the local generation of when it last moved
  let lastT = null;
  let lastLocal = null;
  let lastWal = 0;
  let lastSyncs; // Litestream's completed copies of the WAL (litestream_sync_count less errors)
  return {
    /** A new Litestream process: its replica position is unknown until its first write. */
    restarted() {
      replica = null;
      // Every copy the new process completes looked at the WAL after those writes.
      for (const p of pending) if (p.wal !== undefined) p.syncs = -2;
    },
    observe({ t, local, replica: reported, walMtimeMs = 0, syncs }) {
      const prevT = lastT ?? t;
      lastT = t;
      let advanced = false;
      if (reported && local && (!replica || reported.index !== replica.index || reported.offset !== replica.offset)) {
        replica = { index: reported.index, offset: reported.offset, generation: local.generation };
        advanced = true;
      }
      // A write Litestream has copied is now a position the replica must hold: its copy is newer
      // than the write, or it has completed copies since it began after the write (a write it
      // never copies: frames of a transaction that was rolled back).
      if (syncs !== undefined) lastSyncs = syncs;
      for (const p of pending)
        if (
          p.wal !== undefined &&
          local &&
          (local.mtimeMs >= p.wal || (syncs !== undefined && p.syncs !== undefined && syncs >= p.syncs + 3))
        ) {
          delete p.wal;
          p.pos = { generation: local.generation, index: local.index, offset: local.offset };
        }
      const moved =
        local &&
        (!lastLocal ||
          lastLocal.generation !== local.generation ||
          lastLocal.index !== local.index ||
          lastLocal.offset !== local.offset);
      if (moved && lastLocal)
        pending.push({ since: prevT, pos: { generation: local.generation, index: local.index, offset: local.offset } });
      if (local) lastLocal = local;
      if (walMtimeMs && walMtimeMs !== lastWal && (!local || walMtimeMs > local.mtimeMs))
        pending.push({ since: lastWal ? prevT : t, wal: walMtimeMs, syncs: lastSyncs });
      if (walMtimeMs) lastWal = walMtimeMs;
      // Held: every position up to the newest one the replica has (a newer generation's snapshot
      // holds all of an older one).
      let newest = -1;
      pending.forEach((p, i) => {
        if (p.pos && replica && p.pos.generation === replica.generation && atOrPast(replica, p.pos)) newest = i;
      });
      if (newest >= 0) pending = pending.filter((p, i) => i > newest || p.wal !== undefined);
      const since = pending.length ? Math.min(...pending.map((p) => p.since)) : t;
      let lagBytes = 0;
      if (pending.length && local) {
        const from = replica && replica.generation === local.generation ? replica : { index: -1, offset: 0 };
        for (const [index, size] of local.sizes ?? [])
          if (index > from.index) lagBytes += size;
          else if (index === from.index) lagBytes += Math.max(0, size - from.offset);
      }
      return { lagSeconds: Math.max(0, (t - since) / 1000), lagBytes, advanced, replica };
    },
  };
}

/**
 * Starts `litestream replicate` for `dbPath` to `replicaUrl` and keeps it running. `log`: a logger
 * (server/log.mjs) its output goes to. Returns { stop(), kill(), status(), pid() }: status() tells
 * { up, restarts, lagSeconds, lagBytes, syncErrors, healthy, problem, localPosition,
 * replicaPosition }, worked out every POLL_MS (the metrics and /api/ready read the same object).
 *
 * - Lag: createLagTracker, from what the replica holds against the database.
 * - Alarm: unhealthy when the lag reaches ALARM_AFTER_S, or Litestream has not answered its metrics
 *   (paused, hung) or has not been running for that long; logged once as an error ("replication is
 *   behind: ...") and once as "replication caught up" when it clears.
 * - Healing: Litestream v0.3.13 hangs for good when a write to the replica fails (a full file
 *   replica: the write's pipe is never drained, nothing more is shipped, and a SIGTERM never ends
 *   it). Behind for REPLICA_RESTART_AFTER_S (30 s) with no progress on the replica and no snapshot
 *   upload under way, it is stopped (SIGTERM, SIGKILL 5 s later) and started again; the new process
 *   ships what the replica lacks from the shadow WAL. Again after 2x, then 4x that time while it
 *   stays stuck (the target still full or unreachable), or, for a file replica, as soon as its
 *   filesystem has room again. A Litestream that exits is started again
 *   after 1 s, 2 s, 4 s ... (at most 30 s).
 */
export function startLitestream({ dbPath, replicaUrl, metricsPort, log, syncInterval }) {
  const restartAfterMs = Number(process.env.REPLICA_RESTART_AFTER_S || 30) * 1000;
  const metricsAddr = `127.0.0.1:${metricsPort}`;
  const configFile = writeConfig(litestreamConfig({ dbPath, replicaUrl, metricsAddr, syncInterval }));
  const tracker = createLagTracker();
  let child = null;
  let stopping = false;
  let restarts = 0;
  let crashes = 0;
  let timer = null;
  let stuckRestart = false; // the current child is being stopped because it is stuck
  let stuckRestarts = 0; // in a row, for the backoff
  let lastStuckRestart = 0;
  let roomAtStuckRestart = -1; // a file replica's free bytes when it was last restarted as stuck
  let startedAt = Date.now(); // of the current child
  let downSince = 0; // when no child runs: since when
  let lastAnswer = 0;
  let lastProgress = Date.now();
  let snapshotSince = 0; // a snapshot upload under way since
  let syncErrors = 0;
  let syncs; // completed WAL copies, from the last answer
  let logged = ""; // the problem last logged
  let state = {
    up: false,
    restarts: 0,
    lagSeconds: 0,
    lagBytes: 0,
    syncErrors: 0,
    healthy: true,
    problem: "",
    localPosition: null,
    replicaPosition: null,
  };

  function onLine(line) {
    litestreamLine(line, log);
    const msg = parseLogfmt(line.trim())?.msg;
    if (msg === "write snapshot") snapshotSince = Date.now();
    else if (msg === "snapshot written") {
      snapshotSince = 0;
      lastProgress = Date.now();
    } else if (msg && /error/.test(msg)) snapshotSince = 0;
  }

  function spawnIt() {
    timer = null;
    startedAt = Date.now();
    lastAnswer = startedAt;
    downSince = 0;
    child = spawn(litestreamBinary(), ["replicate", "-config", configFile], {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // own process group: a terminal's Ctrl+C reaches it only through stop()
    });
    const c = child;
    eachLine(c.stdout, onLine);
    eachLine(c.stderr, onLine);
    c.on("error", (err) => log.error(`litestream could not start: ${err.message}`));
    c.on("exit", (code, signal) => {
      if (child === c) child = null;
      downSince = Date.now();
      tracker.restarted();
      snapshotSince = 0;
      if (stopping) return;
      restarts++;
      if (stuckRestart) {
        stuckRestart = false;
        timer = setTimeout(spawnIt, 500);
        return;
      }
      if (Date.now() - startedAt > 60000) crashes = 0;
      const delay = Math.min(30000, 1000 * 2 ** crashes);
      crashes++;
      log.error(`litestream exited (${signal || code}); starting it again in ${delay / 1000} s`);
      timer = setTimeout(spawnIt, delay);
    });
  }

  /** Litestream's replica position from its metrics, or null (no write yet); undefined: no answer. */
  async function readReplica() {
    syncs = undefined;
    if (!running(child)) return undefined;
    try {
      const res = await fetch(`http://${metricsAddr}/metrics`, { signal: AbortSignal.timeout(1000) });
      const m = parseMetrics(await res.text());
      lastAnswer = Date.now();
      syncErrors = m.litestream_sync_error_count ?? syncErrors;
      syncs = m.litestream_sync_count === undefined ? undefined : m.litestream_sync_count - syncErrors;
      if (m.litestream_replica_wal_index === undefined) return null;
      return { index: m.litestream_replica_wal_index, offset: m.litestream_replica_wal_offset ?? 0 };
    } catch {
      return undefined; // starting, paused, hung
    }
  }

  let polling = false;
  async function poll() {
    if (polling || stopping) return;
    polling = true;
    try {
      // The database's side first, then Litestream's answer: a copy it counts as done after this
      // read began after these writes, and a replica position read later is never older.
      const t = Date.now();
      let walMtimeMs = 0;
      try {
        walMtimeMs = fs.statSync(`${dbPath}-wal`).mtimeMs;
      } catch {
        /* no WAL (yet): nothing written */
      }
      const local = shadowWal(dbPath);
      const fromLitestream = await readReplica();
      const lag = tracker.observe({ t, local, replica: fromLitestream || null, walMtimeMs, syncs });
      if (lag.advanced || lag.lagSeconds === 0) lastProgress = t;
      const up = running(child);
      let problem = "";
      if (lag.lagSeconds >= ALARM_AFTER_S)
        problem = `the replica lacks the last ${Math.round(lag.lagSeconds)} s of changes (${lag.lagBytes} bytes of WAL)`;
      else if (!up && downSince && t - downSince >= ALARM_AFTER_S * 1000)
        problem = `Litestream has not been running for ${Math.round((t - downSince) / 1000)} s`;
      else if (up && t - lastAnswer >= ALARM_AFTER_S * 1000)
        problem = `Litestream has not answered for ${Math.round((t - lastAnswer) / 1000)} s`;
      state = {
        up,
        restarts,
        lagSeconds: Math.round(lag.lagSeconds * 10) / 10,
        lagBytes: lag.lagBytes,
        syncErrors,
        healthy: !problem,
        problem,
        localPosition: posText(local),
        replicaPosition: posText(lag.replica),
      };
      if (problem && !logged)
        log.error(`replication is behind: ${problem}`, { lagSeconds: state.lagSeconds, lagBytes: lag.lagBytes });
      else if (!problem && logged) log.info("replication caught up", { lagSeconds: state.lagSeconds });
      logged = problem;
      if (!problem) stuckRestarts = 0;
      // Stuck: behind, nothing reached the replica for a while, no snapshot upload under way.
      // Again after the backoff, or as soon as a file replica that was full has room again.
      const backoff = restartAfterMs * 2 ** Math.min(stuckRestarts, 2);
      const room = stuckRestarts ? freeBytes(replicaUrl) : -1;
      const roomBack =
        roomAtStuckRestart >= 0 && room > roomAtStuckRestart + 1024 * 1024 && t - lastStuckRestart >= 5000;
      const uploading = snapshotSince && t - snapshotSince < 30 * 60000;
      if (
        up &&
        !stuckRestart &&
        lag.lagSeconds * 1000 >= restartAfterMs &&
        t - lastProgress >= restartAfterMs &&
        (t - lastStuckRestart >= backoff || roomBack) &&
        !uploading
      ) {
        stuckRestarts++;
        lastStuckRestart = t;
        roomAtStuckRestart = freeBytes(replicaUrl);
        stuckRestart = true;
        log.warn(
          `replication stuck: nothing reached the replica for ${Math.round((t - lastProgress) / 1000)} s; restarting Litestream`,
        );
        const c = child;
        await stopChild(c, STUCK_GRACE_MS, () => log.error("litestream did not stop within 5 s of SIGTERM; killed"));
      }
    } finally {
      polling = false;
    }
  }
  const poller = setInterval(poll, POLL_MS);
  poller.unref();

  spawnIt();
  return {
    pid: () => child?.pid,
    configFile,
    /** The state of the last poll (every POLL_MS), with `up` and `restarts` as of now. */
    status() {
      return { ...state, up: running(child), restarts };
    },
    /** SIGTERM: Litestream syncs what is left to the replica, then exits (SIGKILL after `graceMs`). */
    async stop(graceMs = STOP_GRACE_MS) {
      stopping = true;
      clearTimeout(timer);
      clearInterval(poller);
      await stopChild(child, graceMs, () =>
        log.error(`litestream did not stop within ${graceMs / 1000} s of SIGTERM; killed`),
      );
      fs.rmSync(path.dirname(configFile), { recursive: true, force: true });
    },
    /** Ends Litestream at once, without its last sync (the launcher's own exit). */
    kill() {
      stopping = true;
      if (running(child)) child.kill("SIGKILL");
    },
  };
}

/** An RFC 3339 time, as `litestream restore -timestamp` reads it (fractions of a second allowed). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * One line of `litestream restore` ("2026/11/28 16:21:51 ERROR failed to run error=..."): { level,
 * msg, ...fields }.
 */
function restoreLine(line) {
  const m = /^\d{4}\/\d{2}\/\d{2} [\d:.]+ ([A-Z]+) (.*)$/.exec(line.trim());
  if (!m) return { msg: line.trim() };
  const at = m[2].search(/ [A-Za-z0-9_.-]+=/);
  const msg = at < 0 ? m[2] : m[2].slice(0, at);
  const fields = at < 0 ? {} : (parseLogfmt(`msg=x${m[2].slice(at)}`) ?? {});
  return { ...fields, level: m[1], msg };
}

/**
 * One `litestream restore` of `replicaUrl` into the file `out`; { ok, error, lines } with
 * Litestream's log lines parsed and its error message (the "failed to run" line).
 */
function litestreamRestore(replicaUrl, out, { timestamp = "", generation = "", parallelism = 0 } = {}) {
  const args = ["restore", "-o", out];
  if (timestamp) args.push("-timestamp", timestamp);
  if (generation) args.push("-generation", generation);
  if (parallelism) args.push("-parallelism", String(parallelism));
  // Two log lines per WAL index (a day of them is ~0.5 MB): room beyond spawnSync's 1 MB default.
  const r = spawnSync(litestreamBinary(), [...args, replicaUrl], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const raw = `${r.stdout ?? ""}\n${r.stderr ?? ""}`.split("\n").filter((l) => l.trim());
  const lines = raw.map(restoreLine);
  const failed = lines.filter((l) => l.level === "ERROR" || l.error).pop();
  const error = r.status === 0 ? "" : String(failed?.error || failed?.msg || r.error?.message || `exit ${r.status}`);
  return { ok: r.status === 0, error, lines };
}

/** An RFC 3339 time as nanoseconds since 1970 (a BigInt), to compare times of any precision. */
function timeNs(text) {
  const m = /^(.*:\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!m) return 0n;
  return BigInt(Date.parse(m[1] + m[3])) * 1000000n + BigInt((m[2] || ".").slice(1).padEnd(9, "0").slice(0, 9));
}

/** A file's modification time as RFC 3339 with nanoseconds (what Litestream's -timestamp compares). */
function mtimeText(file) {
  const ns = fs.statSync(file, { bigint: true }).mtimeNs;
  const base = new Date(Number(ns / 1000000n)).toISOString().slice(0, 19);
  return `${base}.${String(ns % 1000000000n).padStart(9, "0")}Z`;
}

/**
 * The WAL segments of `generation` in the replica, oldest first: [{ index, offset, created, name }].
 * A file replica's are read from its directory (times to the nanosecond); another's are listed by
 * `litestream wal` (to the second).
 */
function walSegments(replicaUrl, generation) {
  const dir = replicaDir(replicaUrl);
  const out = [];
  if (dir) {
    const walDir = path.join(dir, "generations", generation, "wal");
    let names = [];
    try {
      names = fs.readdirSync(walDir);
    } catch {
      /* none */
    }
    for (const name of names) {
      const m = /^([0-9a-f]{8})_([0-9a-f]{8})\.wal\.lz4$/.exec(name);
      if (m)
        out.push({
          index: parseInt(m[1], 16),
          offset: parseInt(m[2], 16),
          created: mtimeText(path.join(walDir, name)),
          name: path.join("generations", generation, "wal", name),
        });
    }
  } else {
    const r = spawnSync(litestreamBinary(), ["wal", "-generation", generation, replicaUrl], {
      encoding: "utf8",
      maxBuffer: 512 * 1024 * 1024, // a line per segment: a day at 5 a second is ~35 MB
    });
    for (const line of String(r.stdout || "")
      .split("\n")
      .slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 6 || f[1] !== generation) continue;
      const [index, offset] = [Number(f[2]), Number(f[3])];
      const name = `generations/${generation}/wal/${index.toString(16).padStart(8, "0")}_${offset.toString(16).padStart(8, "0")}.wal.lz4`;
      out.push({ index, offset, created: f[5], name });
    }
  }
  return out.sort((a, b) => a.index - b.index || a.offset - b.offset);
}

/** A file replica's newest snapshot of `generation` at or below WAL `index`: { index, created }, or null. */
function newestSnapshot(replicaUrl, generation, index) {
  const dir = path.join(replicaDir(replicaUrl), "generations", generation, "snapshots");
  let best = null;
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return null;
  }
  for (const name of names) {
    const m = /^([0-9a-f]{8})\.snapshot\.lz4$/.exec(name);
    if (!m || parseInt(m[1], 16) > index) continue;
    const created = mtimeText(path.join(dir, name));
    if (!best || timeNs(created) > timeNs(best.created)) best = { index: parseInt(m[1], 16), created };
  }
  return best;
}

/**
 * Why a restore of `replicaUrl` failed, in words an operator can act on: which file of the replica
 * is damaged and the last point in time that can still be restored (found by restoring, so it is
 * known to work). Litestream itself says "context canceled" when one of its parallel downloads
 * fails; one download at a time gives the real error, and restores to the time of each segment of
 * the damaged WAL index (halving) find the first one that fails. `scratch`: a directory for the
 * trial restores. Returns a sentence.
 */
function explainRestoreFailure(replicaUrl, scratch, { timestamp, to }) {
  let n = 0;
  const trial = (opts) => {
    const out = path.join(scratch, `trial-${++n}`, "data.db");
    fs.mkdirSync(path.dirname(out));
    try {
      return litestreamRestore(replicaUrl, out, opts);
    } finally {
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
    }
  };
  const serial = trial({ timestamp, parallelism: 1 });
  if (serial.ok) return "a download failed once and worked when tried again: run the restore again";
  const wal = /cannot download wal ([0-9a-f]{16})\/([0-9a-f]{8}): (.*)$/.exec(serial.error);
  if (!wal) {
    const snap = serial.lines.find((l) => l.msg === "restoring snapshot");
    if (/cannot restore snapshot/.test(serial.error) && snap)
      return (
        `the snapshot generations/${snap.generation}/snapshots/${Number(snap.index).toString(16).padStart(8, "0")}.snapshot.lz4 ` +
        `is damaged (${serial.error.replace(/^cannot restore snapshot: /, "")}); nothing after it can be restored from this generation`
      );
    return serial.error;
  }
  const [, generation, indexHex, cause] = wal;
  const index = parseInt(indexHex, 16);
  const all = walSegments(replicaUrl, generation).filter((sg) => !timestamp || timeNs(sg.created) <= timeNs(timestamp));
  // A restore to time T applies the segments in order up to the first one written after T: at the
  // latest time of a prefix, it applies that whole prefix (a rewritten file's time may be out of order).
  let latest = "";
  for (const sg of all) {
    if (!latest || timeNs(sg.created) > timeNs(latest)) latest = sg.created;
    sg.created = latest;
  }
  const candidates = all.filter((sg) => sg.index === index);
  const before = all.filter((sg) => sg.index < index).pop();
  const works = (sg) => trial({ timestamp: sg.created, generation }).ok;
  // The first segment of the index whose restore fails is the damaged one.
  let lo = -1;
  let hi = candidates.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (works(candidates[mid])) lo = mid;
    else hi = mid;
  }
  const damaged = candidates[hi];
  const what = damaged
    ? `the WAL segment ${damaged.name} (written ${damaged.created}) is damaged (${cause})`
    : `WAL index ${indexHex} of generation ${generation} is damaged (${cause})`;
  let last = lo >= 0 ? candidates[lo] : before && works(before) ? before : null;
  // Damaged from the first segment after the snapshot on: the snapshot alone (a file replica's).
  const snapshot = !last && replicaDir(replicaUrl) ? newestSnapshot(replicaUrl, generation, index) : null;
  if (snapshot && (!damaged || timeNs(snapshot.created) < timeNs(damaged.created)) && works(snapshot)) last = snapshot;
  if (!last) return `${what}; no earlier point of this generation could be restored either`;
  const where =
    last.offset === undefined
      ? "the snapshot alone"
      : `WAL index ${last.index.toString(16).padStart(8, "0")}, offset ${last.offset}`;
  return (
    `${what}. The last point that can be restored is ${last.created} (${where}): ` +
    `npm run restore -- --to ${to} --timestamp ${last.created}`
  );
}

/**
 * Rebuilds a data dir from the replica: `litestream restore` of data.db (to the newest point, or to
 * `timestamp`, an RFC 3339 time) into `to` (which must not hold a data.db yet), then an integrity
 * check. Litestream works in a staging directory inside `to`, removed whatever happens: a failed
 * restore leaves nothing behind (nor `to` itself, when it created it). Throws with a clear message
 * when the replica is empty, damaged (naming the damaged file and the last point that can be
 * restored) or corrupt. `interrupted()`: whether a signal asked to stop (checked once Litestream
 * returns). Returns { ms, bytes }.
 */
export function restoreDatabase({ replicaUrl, to, timestamp = "", sqlite3 = "sqlite3", interrupted = () => false }) {
  const target = path.join(to, "data.db");
  const where = `The replica at ${redactUrl(replicaUrl)}`;
  if (fs.existsSync(target)) throw new Error(`${target} already exists: restore into a new, empty directory.`);
  if (timestamp && !RFC3339.test(timestamp))
    throw new Error(`--timestamp must be an RFC 3339 time such as 2026-11-28T16:40:00Z, not "${timestamp}".`);
  const created = !fs.existsSync(to);
  fs.mkdirSync(to, { recursive: true });
  const staging = fs.mkdtempSync(path.join(to, ".restore-"));
  const t0 = Date.now();
  let done = false;
  try {
    const out = path.join(staging, "data.db");
    const r = litestreamRestore(replicaUrl, out, { timestamp });
    if (interrupted()) throw new Error("Restore interrupted; nothing was restored.");
    if (!r.ok) {
      if (timestamp && /no matching backups found/.test(r.error))
        throw new Error(
          `${where} holds nothing to restore at ${timestamp}: that time is before its oldest snapshot or after its last write.`,
        );
      if (/no matching backups found|no snapshots available/.test(r.error))
        throw new Error(`${where} holds no database to restore.`);
      throw new Error(
        `${where} could not be restored: ${explainRestoreFailure(replicaUrl, staging, { timestamp, to })}`,
      );
    }
    if (!fs.existsSync(out)) throw new Error(`${where} holds no database to restore.`);
    const check = integrityCheck(out, sqlite3);
    if (check !== "ok") throw new Error(`${where} is corrupt (integrity check: ${check}); nothing was restored.`);
    fs.renameSync(out, target);
    done = true;
    return { ms: Date.now() - t0, bytes: fs.statSync(target).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    if (!done && created) fs.rmSync(to, { recursive: true, force: true });
  }
}

/** SQLite's `PRAGMA quick_check` of a database file: "ok", a problem, or "ok" when sqlite3 is absent. */
function integrityCheck(file, sqlite3) {
  try {
    return execFileSync(sqlite3, [file, "PRAGMA quick_check;"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
      .trim()
      .split("\n")[0];
  } catch (err) {
    if (err.code === "ENOENT") return "ok";
    return (
      String(err.stderr || err.message)
        .trim()
        .split("\n")[0] || "unreadable"
    );
  }
}
