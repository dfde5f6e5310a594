// Starts and supervises the payments worker (scripts/payments-worker.mjs) beside PocketBase, the
// way scripts/push-supervisor.mjs runs the push worker: only when the operator set STRIPE_SECRET_KEY
// (docs/payments.md#operator-setup). The worker listens on a free 127.0.0.1 port with a credential
// generated per start; PocketBase gets the port and the credential (PAYMENTS_WORKER_URL,
// PAYMENTS_WORKER_SECRET), never the Stripe keys. A worker that dies is started again after 1 s,
// 2 s, 4 s ... (at most 30 s).
import { fork } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger } from "./log.mjs";

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), "payments-worker.mjs");

/** The variables only the worker may see: PocketBase's environment never has them. */
export const STRIPE_VARIABLES = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"];

/** Whether the operator configured payments in `env`. */
export function paymentsConfigured(env) {
  return !!String(env.STRIPE_SECRET_KEY || "").trim();
}

/** Starts the worker on `port`; returns { url, secret, ready, stop, pid() }. */
export function startPaymentsWorker({ port, env = {}, output, readyTimeoutMs = 30000 }) {
  const secret = crypto.randomBytes(32).toString("base64url");
  let child = null;
  let stopping = false;
  let crashes = 0;
  let timer = null;
  let markReady;
  let failReady;
  const ready = new Promise((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  ready.catch(() => {});
  const readyTimer = setTimeout(() => failReady(new Error("payments worker not ready")), readyTimeoutMs);
  readyTimer.unref();

  function spawnWorker() {
    const startedAt = Date.now();
    child = fork(WORKER, [], {
      env: { ...process.env, ...env, PAYMENTS_WORKER_PORT: String(port), PAYMENTS_WORKER_SECRET: secret },
      stdio: output ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "inherit", "inherit", "ipc"],
    });
    if (output) {
      child.stdout.on("data", (d) => output(String(d)));
      child.stderr.on("data", (d) => output(String(d)));
    }
    child.on("message", (m) => {
      if (m && m.type === "ready") {
        clearTimeout(readyTimer);
        markReady();
      }
    });
    child.on("exit", (code, signal) => {
      child = null;
      if (stopping) return;
      if (Date.now() - startedAt > 60000) crashes = 0;
      const delay = Math.min(30000, 1000 * 2 ** crashes);
      crashes++;
      createLogger("launcher").error(
        `payments worker exited (${signal || code}); starting it again in ${delay / 1000} s`,
      );
      timer = setTimeout(spawnWorker, delay);
    });
  }

  spawnWorker();
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    ready,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      clearTimeout(readyTimer);
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once("exit", r));
      c.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
      if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
    },
  };
}
