// Keeps one cell of `npm run cells` running (docs/scaling.md#supervision), the way `npm start`
// keeps one node (server/service.mjs), except that a cell's PocketBase that dies is started again
// here rather than by the service manager: a restart of the whole `npm run cells` would take every
// other cell down with it.
//
// - PocketBase (with its push worker: server/push-supervisor.mjs) on the cell's data dir and port.
//   When it exits unexpectedly it is started again after 1 s, 2 s, 4 s ... (at most 30 s; back to
//   1 s after a minute of good health), on the same port (HAProxy's configuration names it). Its
//   push worker ends with it and starts with the new process. HAProxy's health check marks the
//   cell down meanwhile (its venues get the 503 page) and up again once it answers.
// - Litestream, when the operator names a replica (REPLICA_URL, as for `npm start`): each cell
//   replicates its own data.db to <replica>/<cell name> (and, for a file replica, its storage/
//   files), supervised by server/litestream.mjs (restarted after a crash). It keeps running while
//   PocketBase restarts: it follows the database file, not the process.
// - hold(): the blast-radius drill's "this cell stays dead" (SIGKILL, no restart) until start().
import path from "node:path";
import { freePort, startPocketBase } from "./pocketbase.mjs";
import { createLogger } from "./log.mjs";
import { redactUrl, startLitestream } from "./litestream.mjs";
import { startStorageSync } from "./storage-sync.mjs";

/** The replica of cell `name` under the operator's replica URL ("" when replication is off). */
export function cellReplica(replicaUrl, name) {
  return replicaUrl ? `${String(replicaUrl).replace(/\/+$/, "")}/${name}` : "";
}

/** Delay before restart number `crashes` (0-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function restartDelay(crashes) {
  return Math.min(30000, 1000 * 2 ** crashes);
}

/**
 * Supervises `cell` ({ name, dir, port, env, url }). `output`: "inherit" or "ignore";
 * `pushWorkerEnv`: extra environment of its push worker; `replicaUrl`: the operator's replica (""
 * for none). Returns { start(), hold(), stop(), restarts(), litestream() }; start() resolves once
 * PocketBase answers (first start, or after hold()).
 */
export function superviseCell(cell, { output = "inherit", pushWorkerEnv = {}, replicaUrl = "" } = {}) {
  const log = createLogger(`cells ${cell.name}`);
  let stopping = false;
  let held = false;
  let crashes = 0;
  let restarts = 0;
  let timer = null;
  let litestream = null;
  let storageSync = null;

  async function launch() {
    const quiet = output !== "inherit";
    const started = await startPocketBase({
      dir: cell.dir,
      port: cell.port,
      env: cell.env,
      stdio: quiet ? ["ignore", "ignore", "ignore"] : "inherit",
      pushWorker: { env: pushWorkerEnv, ...(quiet ? { output: () => {} } : {}) },
      onSpawn: (c) => {
        cell.child = c;
        if (stopping) c.kill("SIGTERM"); // stopped while it was being started again
      },
    });
    cell.worker = started.worker;
    cell.token = "";
    const startedAt = Date.now();
    started.child.once("exit", (code, signal) => {
      if (stopping || held) return;
      if (Date.now() - startedAt > 60000) crashes = 0;
      const delay = restartDelay(crashes);
      crashes++;
      log.error(`PocketBase exited (${signal || `code ${code}`}); starting it again in ${delay / 1000} s`);
      timer = setTimeout(restart, delay);
    });
  }

  async function restart() {
    timer = null;
    if (stopping || held) return;
    try {
      await launch();
      restarts++;
      log.info(`PocketBase is running again at ${cell.url}`, { pid: cell.child.pid, restarts });
    } catch (err) {
      if (stopping || held) return;
      const delay = restartDelay(crashes);
      crashes++;
      log.error(`PocketBase did not start: ${err.message}; trying again in ${delay / 1000} s`);
      timer = setTimeout(restart, delay);
    }
  }

  const alive = () => cell.child && cell.child.exitCode === null && cell.child.signalCode === null;

  return {
    restarts: () => restarts,
    litestream: () => litestream,
    /** Starts PocketBase (and, the first time, replication); throws when it does not come up. */
    async start() {
      held = false;
      clearTimeout(timer);
      await launch();
      if (replicaUrl && !litestream) {
        const replica = cellReplica(replicaUrl, cell.name);
        litestream = startLitestream({
          dbPath: path.join(cell.dir, "data.db"),
          replicaUrl: replica,
          metricsPort: await freePort(),
          log: createLogger(`litestream ${cell.name}`),
          syncInterval: process.env.REPLICA_SYNC_INTERVAL || "200ms",
        });
        storageSync = startStorageSync({ dir: cell.dir, replicaUrl: replica, log });
        log.info(`replicating ${cell.name} to ${redactUrl(replica)}`);
      }
    },
    /** SIGKILL to PocketBase, and no restart until start() (the blast-radius drill). */
    async hold() {
      held = true;
      clearTimeout(timer);
      if (!alive()) return;
      const c = cell.child;
      const exited = new Promise((r) => c.once("exit", r));
      c.kill("SIGKILL");
      await exited;
    },
    /** Stops PocketBase (SIGTERM, SIGKILL after 10 s), its worker, then replication (last sync). */
    async stop() {
      stopping = true;
      clearTimeout(timer);
      if (alive()) {
        const c = cell.child;
        const exited = new Promise((r) => c.once("exit", r));
        c.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10000).unref())]);
        if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
      }
      await cell.worker?.stop();
      if (storageSync) await storageSync.stop();
      if (litestream) await litestream.stop();
    },
    /** Ends Litestream at once (the launcher's own exit): it runs in its own process group. */
    kill: () => litestream?.kill(),
  };
}
