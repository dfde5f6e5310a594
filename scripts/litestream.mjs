// Continuous replication of data.db with Litestream (docs/operations.md#replicas), supervised by the
// launcher like the push worker. Off unless the operator names a replica:
//   REPLICA_URL=file:///var/backups/draft   (or an absolute path; s3://bucket/path, sftp://host/path,
//                                            ... any replica URL Litestream v0.3 understands;
//                                            S3 keys come from LITESTREAM_ACCESS_KEY_ID /
//                                            LITESTREAM_SECRET_ACCESS_KEY in the environment)
// Litestream ships each WAL change within REPLICA_SYNC_INTERVAL (200ms). It runs in its own process
// group, so Ctrl+C in a terminal reaches it only through the launcher, after PocketBase has stopped:
// its last sync then holds every acknowledged write. A Litestream that dies is started again after
// 1 s, 2 s, 4 s ... (at most 30 s); PocketBase keeps serving meanwhile.
import { spawn, execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eachLine, litestreamLine } from "./log.mjs";

const require = createRequire(import.meta.url);

/** Seconds behind after which a Litestream that does not catch up is restarted. */
const RESTART_AFTER_S = Number(process.env.REPLICA_RESTART_AFTER_S || 30);

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

/**
 * Starts `litestream replicate` for `dbPath` to `replicaUrl` and keeps it running. `log`: a logger
 * (scripts/log.mjs) its output goes to. Returns { stop(), status(), pid() }: status() tells
 * { up, restarts, lagBytes, lagSeconds, syncErrors, healthy } from Litestream's own metrics,
 * polled every second.
 */
export function startLitestream({ dbPath, replicaUrl, metricsPort, log, syncInterval }) {
  const metricsAddr = `127.0.0.1:${metricsPort}`;
  const configFile = writeConfig(litestreamConfig({ dbPath, replicaUrl, metricsAddr, syncInterval }));
  let child = null;
  let stopping = false;
  let restarts = 0;
  let crashes = 0;
  let timer = null;
  const state = {
    lagBytes: 0,
    lagSeconds: 0,
    syncErrors: 0,
    lastErrorGrowth: 0,
    caughtUpAt: Date.now(),
    polled: false,
  };

  function spawnIt() {
    const startedAt = Date.now();
    child = spawn(litestreamBinary(), ["replicate", "-config", configFile], {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // own process group: a terminal's Ctrl+C reaches it only through stop()
    });
    const onLine = (l) => litestreamLine(l, log);
    eachLine(child.stdout, onLine);
    eachLine(child.stderr, onLine);
    child.on("error", (err) => log.error(`litestream could not start: ${err.message}`));
    child.on("exit", (code, signal) => {
      child = null;
      if (stopping) return;
      if (Date.now() - startedAt > 60000) crashes = 0;
      const delay = Math.min(30000, 1000 * 2 ** crashes);
      crashes++;
      restarts++;
      log.error(`litestream exited (${signal || code}); starting it again in ${delay / 1000} s`);
      timer = setTimeout(spawnIt, delay);
    });
  }

  async function poll() {
    if (!child) return;
    try {
      const res = await fetch(`http://${metricsAddr}/metrics`, { signal: AbortSignal.timeout(2000) });
      const m = parseMetrics(await res.text());
      const shadowIndex = m.litestream_shadow_wal_index ?? 0;
      const replicaIndex = m.litestream_replica_wal_index ?? 0;
      const lag =
        shadowIndex === replicaIndex
          ? Math.max(0, (m.litestream_shadow_wal_size ?? 0) - (m.litestream_replica_wal_offset ?? 0))
          : Math.max(1, m.litestream_shadow_wal_size ?? 1);
      const now = Date.now();
      if (lag === 0) state.caughtUpAt = now;
      state.lagBytes = lag;
      state.lagSeconds = lag === 0 ? 0 : (now - state.caughtUpAt) / 1000;
      const errors = m.litestream_sync_error_count ?? 0;
      if (errors > state.syncErrors) state.lastErrorGrowth = now;
      state.syncErrors = errors;
      state.polled = true;
    } catch {
      /* starting, or restarting: status() says it is not up */
    }
  }
  // Litestream v0.3 says nothing when it cannot write to the replica (unreachable, full): the
  // launcher says it, once when replication falls behind and once when it has caught up.
  let reportedBehind = false;
  let lastLagRestart = 0;
  async function pollAndReport() {
    await poll();
    if (!state.polled) return;
    const behind = state.lagSeconds >= 10;
    if (behind && !reportedBehind)
      log.error(
        `replication is behind: ${state.lagBytes} bytes of WAL not on the replica for ${Math.round(state.lagSeconds)} s`,
        {
          lagBytes: state.lagBytes,
          lagSeconds: state.lagSeconds,
        },
      );
    else if (!behind && reportedBehind && state.lagBytes === 0) log.info("replication caught up");
    if (behind) reportedBehind = true;
    else if (state.lagBytes === 0) reportedBehind = false;
    // Nor does it try again after a write to the replica failed (v0.3.13, seen with a full file
    // replica): behind for RESTART_AFTER_S, it is restarted (at most once a minute), and the new
    // process ships what the replica lacks.
    if (state.lagSeconds >= RESTART_AFTER_S && child && Date.now() - lastLagRestart > 60000) {
      lastLagRestart = Date.now();
      log.warn(`replication stuck for ${Math.round(state.lagSeconds)} s: restarting Litestream`);
      child.kill("SIGTERM");
    }
  }
  const poller = setInterval(pollAndReport, 1000);
  poller.unref();

  spawnIt();
  return {
    pid: () => child?.pid,
    configFile,
    status() {
      const up = Boolean(child) && child.exitCode === null;
      return {
        up,
        restarts,
        lagBytes: state.lagBytes,
        lagSeconds: state.lagSeconds,
        syncErrors: state.syncErrors,
        // Healthy: running, caught up within the last 10 s, no sync error in the last 10 s.
        healthy: up && state.polled && state.lagSeconds < 10 && Date.now() - state.lastErrorGrowth > 10000,
      };
    },
    /** SIGTERM: Litestream syncs what is left to the replica, then exits. */
    async stop(timeoutMs = 30000) {
      stopping = true;
      clearTimeout(timer);
      clearInterval(poller);
      const c = child;
      if (c && c.exitCode === null && c.signalCode === null) {
        const exited = new Promise((r) => c.once("exit", r));
        c.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
        if (c.exitCode === null && c.signalCode === null) {
          log.error("litestream did not stop in time; killed");
          c.kill("SIGKILL");
        }
      }
      fs.rmSync(path.dirname(configFile), { recursive: true, force: true });
    },
    /** Ends Litestream at once, without its last sync (the launcher's own exit). */
    kill() {
      stopping = true;
      if (child && child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/**
 * Rebuilds a data dir from the replica: `litestream restore` of data.db into `to` (which must not
 * hold a data.db yet), then an integrity check. Throws with a clear message when the replica is
 * empty or corrupt. Returns { ms, bytes }.
 */
export function restoreDatabase({ replicaUrl, to, sqlite3 = "sqlite3" }) {
  const target = path.join(to, "data.db");
  if (fs.existsSync(target)) throw new Error(`${target} already exists: restore into a new, empty directory.`);
  fs.mkdirSync(to, { recursive: true });
  const t0 = Date.now();
  try {
    execFileSync(litestreamBinary(), ["restore", "-o", target, replicaUrl], {
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
    });
  } catch (err) {
    fs.rmSync(target, { force: true });
    const detail = String(err.stderr || err.message)
      .trim()
      .split("\n")
      .pop();
    throw new Error(`The replica at ${redactUrl(replicaUrl)} could not be restored: ${detail}`, { cause: err });
  }
  if (!fs.existsSync(target)) throw new Error(`The replica at ${redactUrl(replicaUrl)} holds no database to restore.`);
  const check = integrityCheck(target, sqlite3);
  if (check !== "ok") {
    fs.renameSync(target, `${target}.corrupt`);
    throw new Error(
      `The replica at ${redactUrl(replicaUrl)} is corrupt (integrity check: ${check}); nothing was restored.`,
    );
  }
  return { ms: Date.now() - t0, bytes: fs.statSync(target).size };
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
