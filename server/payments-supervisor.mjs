// Starts and supervises the payments worker (server/payments-worker.mjs) beside PocketBase, the
// way server/push-supervisor.mjs runs the push worker: only when the operator set STRIPE_SECRET_KEY
// (docs/payments.md#operator-setup). The worker listens on a free 127.0.0.1 port with a credential
// generated per start; PocketBase gets the port and the credential (PAYMENTS_WORKER_URL,
// PAYMENTS_WORKER_SECRET), never the Stripe keys. A worker that dies is started again after 1 s,
// 2 s, 4 s ... (at most 30 s; server/worker-supervisor.mjs).
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { superviseWorker } from "./worker-supervisor.mjs";

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
  const worker = superviseWorker({
    name: "payments worker",
    script: WORKER,
    env: { ...env, PAYMENTS_WORKER_PORT: String(port), PAYMENTS_WORKER_SECRET: secret },
    output,
    readyTimeoutMs,
  });
  return { url: `http://127.0.0.1:${port}`, secret, ready: worker.ready, pid: worker.pid, stop: worker.stop };
}
