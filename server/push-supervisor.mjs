// Starts and supervises the push worker (server/push-worker.mjs) next to PocketBase: the launcher
// (server/pocketbase.mjs, `startPocketBase({ pushWorker: true })`), the tests and the bench all
// start it through here, so they run it exactly the way production does.
//
// - The worker's credential is generated per start (32 random bytes), handed to PocketBase and the
//   worker through their environment only: never printed, never written to disk, and it opens
//   nothing but /api/push/worker/*.
// - A worker that dies is started again after 1 s, 2 s, 4 s ... (at most 30 s; back to 1 s after a
//   minute of good health). stop() ends it for good. It also exits by itself when its parent goes
//   (IPC disconnect), so it never outlives the launcher (server/worker-supervisor.mjs).
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { superviseWorker } from "./worker-supervisor.mjs";

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), "push-worker.mjs");

/** A fresh worker credential (PUSH_WORKER_SECRET). */
export function generateWorkerSecret() {
  return crypto.randomBytes(32).toString("base64url");
}

/** The address the worker reaches PocketBase at, from the host it listens on. */
export function workerUrl(host, port) {
  if (host === "0.0.0.0" || host === "") return `http://127.0.0.1:${port}`;
  if (host === "::" || host === "[::]") return `http://[::1]:${port}`;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
}

/**
 * Starts the worker for PocketBase at `url` with credential `secret`. `env`: extra environment
 * (e.g. PUSH_SEND_TIMEOUT_MS); `output(chunk)`: receives the worker's stdout/stderr (else inherited).
 * Returns { ready, stop, restarts(), pid() }; `ready` resolves once the worker holds the VAPID keys.
 */
export function startPushWorker({ url, secret, env = {}, output, readyTimeoutMs = 30000 }) {
  return superviseWorker({
    name: "push worker",
    script: WORKER,
    env: { ...env, PUSH_WORKER_URL: url, PUSH_WORKER_SECRET: secret },
    output,
    readyTimeoutMs,
    // Below the server's priority: a push may wait a few milliseconds, a guest's order should not.
    // Not far below: at 10 a flood of orders (1,100 a second in the bench) starved the worker until
    // it ended, and one run delivered 8% of its notifications after the 2 s budget; at 5 they all
    // arrived (p99 1.45 s) and a venue's order with 10 devices still cost 1.1x one with none.
    spawned(child) {
      try {
        os.setPriority(child.pid, Number(process.env.PUSH_WORKER_NICE ?? 5));
      } catch {
        /* not permitted here: run at normal priority */
      }
    },
  });
}
