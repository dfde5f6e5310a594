// `node server/index.mjs [--demo]` (and `npm start`, `npm run serve`): the product as a
// service (docs/operations.md). Starts PocketBase, the push worker and, when REPLICA_URL is set,
// Litestream; logs one JSON line per event (server/log.mjs).
//
// Stop: SIGTERM or SIGINT stops PocketBase first (it stops accepting connections and gives the
// requests in flight up to 1 s to finish), then the push worker, then Litestream (its last sync
// ships every write PocketBase acknowledged), and exits 0. A second signal while stopping ends
// everything at once (exit 130).
// Faults: a push worker or a Litestream that dies is started again (server/push-supervisor.mjs,
// server/litestream.mjs); a PocketBase that dies stops the whole with a clear message and exit 1,
// for the service manager (systemd: Restart=on-failure) to start it again.
import fs from "node:fs";
import path from "node:path";
import {
  ROOT,
  binaryVersion,
  demoLoginFile,
  freePort,
  startPocketBase,
  superuserFromEnv,
  upsertSuperuser,
  versionRefusal,
} from "./pocketbase.mjs";
import { createLogger } from "./log.mjs";
import { redactUrl, replicaFromEnv, startLitestream } from "./litestream.mjs";
import { startOpsServer } from "./ops-server.mjs";
import { startStorageSync } from "./storage-sync.mjs";
import { stopChild } from "./stop-child.mjs";

const log = createLogger("launcher");

export async function main() {
  const host = process.env.HOST || "127.0.0.1";
  const port = Number(process.env.PORT || 8090);
  const dir = path.resolve(process.env.PB_DATA || path.join(ROOT, "pb_data"));
  const demo = process.argv.includes("--demo") || process.env.SEED_DEMO === "1";
  const shownHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const replicaUrl = replicaFromEnv();

  const refusal = versionRefusal({
    host,
    versionText: binaryVersion(),
    allowOld: process.env.ALLOW_OLD_POCKETBASE === "1",
  });
  if (refusal) {
    log.error(refusal);
    process.exit(1);
  }
  const env = {
    SEED_DEMO: demo ? "1" : "0",
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://${shownHost}:${port}`,
  };
  const superuser = superuserFromEnv();
  if (superuser) {
    fs.mkdirSync(dir, { recursive: true });
    upsertSuperuser({ dir, ...superuser, env });
    log.info(
      `Superuser ${superuser.email} is set (from ${process.env.PB_SUPERUSER_FILE ? "PB_SUPERUSER_FILE" : "PB_SUPERUSER_EMAIL/PB_SUPERUSER_PASSWORD"}).`,
    );
  }
  const hadDemo = fs.existsSync(demoLoginFile(dir));
  log.info(
    process.env.TRUSTED_PROXY_HEADER
      ? "requests are counted by the address the proxy sends in TRUSTED_PROXY_HEADER (docs/operations.md)"
      : "TRUSTED_PROXY_HEADER is unset: every request is counted by the address that connects (behind a proxy, set it: docs/operations.md)",
  );

  let pocketbase = null; // the PocketBase child process
  let worker = null;
  let litestream = null;
  let storageSync = null;
  let stopping = false;
  const ops = await startOpsServer({
    dir,
    children: () => ({
      pocketbase: { up: Boolean(pocketbase && pocketbase.exitCode === null), restarts: 0 },
      push_worker: worker ? { up: Boolean(worker.pid()), restarts: worker.restarts() } : null,
      litestream: litestream ? { up: litestream.status().up, restarts: litestream.status().restarts } : null,
    }),
    replication: () => (litestream ? litestream.status() : null),
  });

  /** Stops everything in order; exits with `code`. */
  async function shutdown(reason, code) {
    if (stopping) return;
    stopping = true;
    log.info(`stopping (${reason}): PocketBase, then the push worker, then replication`);
    await stopChild(pocketbase, 10000, () => log.error("PocketBase did not stop within 10 s of SIGTERM; killed"));
    log.info("PocketBase stopped");
    if (worker) {
      await worker.stop();
      log.info("push worker stopped");
    }
    if (storageSync) await storageSync.stop();
    if (litestream) {
      await litestream.stop();
      log.info("replication flushed and stopped");
    }
    await ops.close();
    log.info("stopped", { exitCode: code });
    process.exit(code);
  }
  const onSignal = (signal) => {
    if (stopping) {
      log.warn(`${signal} again while stopping: ending at once`);
      litestream?.kill();
      pocketbase?.kill("SIGKILL");
      process.exit(130);
    }
    shutdown(signal, 0);
  };
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("exit", () => litestream?.kill()); // never leave it behind (its own process group)

  let started;
  try {
    started = await startPocketBase({
      dir,
      host,
      port,
      env: { ...env, OPS_LAUNCHER_URL: ops.url, OPS_LAUNCHER_KEY: ops.key },
      pushWorker: true,
      onSpawn: (c) => (pocketbase = c),
    });
  } catch (err) {
    if (stopping) return; // stopped while starting: shutdown() exits
    throw err;
  }
  worker = started.worker;
  if (stopping) return;
  pocketbase.on("exit", (code, signal) => {
    if (stopping) return;
    log.error(`PocketBase exited unexpectedly (${signal || `code ${code}`}); stopping the service`);
    shutdown("PocketBase exited", 1);
  });

  if (replicaUrl) {
    litestream = startLitestream({
      dbPath: path.join(dir, "data.db"),
      replicaUrl,
      metricsPort: await freePort(),
      log: createLogger("litestream"),
      syncInterval: process.env.REPLICA_SYNC_INTERVAL || "200ms",
    });
    storageSync = startStorageSync({ dir, replicaUrl, log });
    log.info(`replicating data.db to ${redactUrl(replicaUrl)}`, {
      storage: storageSync ? "replicated" : "not replicated",
    });
  } else {
    log.info("replication is off: nothing is replicated (set REPLICA_URL, see docs/operations.md#replicas)");
  }

  // The demo password is printed once, when the venue is created (by the migration); later
  // starts only say where it is kept.
  if (hadDemo) log.info(`Demo venue: the owner login is in ${demoLoginFile(dir)}`);
  log.info(`Draft is running at ${started.url}  (data in ${dir}; Ctrl+C stops it)`, {
    url: started.url,
    pid: process.pid,
    pocketbasePid: pocketbase.pid,
    pushWorkerPid: worker?.pid() ?? null,
    litestreamPid: litestream?.pid() ?? null,
  });
}
