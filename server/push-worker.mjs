#!/usr/bin/env node
// The push worker (docs/push.md#outbox-and-worker): sends the Web Push messages that new orders
// record in `push_outbox`, outside every request. Started and supervised by the launcher
// (server/push-supervisor.mjs); talks to PocketBase only through the credential-guarded
// /api/push/worker/* routes (pb_hooks/push.pb.js, pb_hooks/lib/push/push-outbox.js).
//
// - Encryption (RFC 8291 aes128gcm) and VAPID (RFC 8292) come from the `web-push` package
//   (encrypt, getVapidHeaders; the JWT is cached per push service). The HTTP request is ours, so
//   that it is bounded and reused: a total timeout per request (AbortSignal.timeout; web-push's own
//   sender bounds only idle time and knows only https), kept-alive connections (at most 32 per push
//   service), and node:http, which never follows a redirect.
// - Every subscription of every claimed order is sent in parallel. Orders of one venue claimed
//   together (several arrived since the last claim) go to each device in ONE push: the first order
//   at the payload's top level, the others under `more` (public/sw.js shows one notification per
//   order, each with its own tag), at most MAX_BATCH_BYTES of JSON per push (a Web Push message
//   carries about 4 KB). Under a burst of orders a device then gets one push per claim instead of
//   one per order: encryption is most of a push's cost and the worker shares the server's cores.
// - 2xx: delivered. 404/410: the subscription is gone (the server deletes it). 408, 429, 5xx,
//   a timeout or a network error: retried with exponential backoff (and jitter). Anything else,
//   a redirect included, is a failure that is not retried and never followed.
// - New work is claimed, and the outcomes of what was sent are reported, every PUSH_WORKER_POLL_MS
//   (at once while a claim comes back full), so a push is on its way within about that delay plus
//   the push service's answer, and the server sees a few worker requests a second, not one per push.
//
// Environment (set by the supervisor): PUSH_WORKER_URL (PocketBase), PUSH_WORKER_SECRET (the
// credential; never printed). Tunables: PUSH_WORKER_POLL_MS (250), PUSH_SEND_TIMEOUT_MS (10000),
// PUSH_RETRY_BASE_MS (1000), PUSH_TTL_SECONDS (3600); PUSH_WORKER_DEBUG=1 logs each sync and job.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { createLogger } from "./log.mjs";

const require = createRequire(import.meta.url);

/** What a push service's HTTP status means for the subscription. */
export function classifyStatus(status) {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  if (status === 408 || status === 429 || status >= 500) return "retry";
  return "failed"; // 3xx (never followed), 400, 401, 403, 413, ...
}

/** Delay before attempt `attempt + 1` (attempt >= 1): base * 2^(attempt-1), jittered to 50-100 %, capped. */
export function backoffMs(attempt, baseMs = 1000, maxMs = 5 * 60 * 1000, random = Math.random) {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(1, Math.round(exp * (0.5 + 0.5 * random())));
}

/** The report for one job from its per-subscription outcomes [{ id, outcome, error? }]. */
export function summarize(job, outcomes, baseMs, random) {
  const result = { id: job.id, delivered: [], gone: [], retry: [], failed: [], retryInMs: 0, error: "" };
  const errors = [];
  for (const o of outcomes) {
    result[o.outcome].push(o.id);
    if (o.error && errors.length < 3) errors.push(o.error);
  }
  if (result.retry.length) result.retryInMs = backoffMs(job.attempt || 1, baseMs, undefined, random);
  result.error = errors.join("; ").slice(0, 500);
  return result;
}

/** JSON bytes one push may carry (RFC 8291 with 4096-byte records leaves 3993 for the payload). */
export const MAX_BATCH_BYTES = 3000;

/**
 * Groups claimed jobs into pushes: jobs for the same subscriptions (one venue, same attempt targets)
 * share a push while their payloads fit in `maxBytes` of JSON together. Returns
 * [{ jobs, subscriptions, payload }] where `payload` is the JSON text to send: the first job's
 * payload, plus `more` (the others' payloads, in claim order) when there are several.
 */
export function batchJobs(jobs, maxBytes = MAX_BATCH_BYTES) {
  const groups = new Map();
  for (const job of jobs) {
    const key = job.subscriptions
      .map((s) => s.id)
      .sort()
      .join(",");
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(job);
  }
  const batches = [];
  for (const group of groups.values()) {
    let current = null;
    for (const job of group) {
      if (current) {
        const more = [...current.more, job.payload];
        const text = JSON.stringify({ ...current.jobs[0].payload, more });
        if (Buffer.byteLength(text) <= maxBytes) {
          current.jobs.push(job);
          current.more = more;
          current.payload = text;
          continue;
        }
      }
      current = { jobs: [job], subscriptions: job.subscriptions, more: [], payload: JSON.stringify(job.payload) };
      batches.push(current);
    }
  }
  return batches.map(({ jobs, subscriptions, payload }) => ({ jobs, subscriptions, payload }));
}

/** The claimed jobs with their subscriptions: the server sends each subscription once, by id. */
export function withSubscriptions(answer) {
  const subs = (answer && answer.subscriptions) || {};
  return ((answer && answer.jobs) || []).map((job) => ({
    ...job,
    subscriptions: (job.subscriptions || []).map((s) => (typeof s === "string" ? subs[s] : s)).filter(Boolean),
  }));
}

/** "https://host[:port]" of an endpoint, for logs (never the path: it is the subscription's secret). */
export function originOf(endpoint) {
  try {
    return new URL(endpoint).origin;
  } catch {
    return "?";
  }
}

/**
 * VAPID Authorization headers per push-service origin (the JWT's `aud`), signed once and reused until
 * an hour before they expire: signing is most of the CPU a push costs (web-push converts the key to
 * PEM and signs ES256 on every call), and one JWT serves every subscription of that service.
 */
export function vapidCache(webpush, keys, { lifetimeSeconds = 12 * 3600, now = () => Date.now() } = {}) {
  const cache = new Map();
  return (audience) => {
    const t = Math.floor(now() / 1000);
    const hit = cache.get(audience);
    if (hit && hit.exp - 3600 > t) return hit.header;
    const exp = t + lifetimeSeconds;
    const header = webpush.getVapidHeaders(
      audience,
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
      exp,
    ).Authorization;
    cache.set(audience, { header, exp });
    return header;
  };
}

// Kept-alive connections, a bounded number per push service: a burst of orders reuses a few
// (TLS) connections instead of opening one per message.
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 32 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

/**
 * POSTs `body` to `url` and resolves the response status. node:http never follows a redirect; the
 * response body is read and discarded. `signal` aborts the whole request (connect, send, answer).
 */
export function post(url, { headers, body, signal }) {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const mod = u.protocol === "https:" ? https : u.protocol === "http:" ? http : null;
    if (!mod) return reject(new Error(`unsupported protocol ${u.protocol}`));
    const req = mod.request(
      u,
      { method: "POST", headers: { ...headers, "Content-Length": body.length }, agent: AGENTS[u.protocol], signal },
      (res) => {
        res.on("error", reject);
        res.on("end", () => resolve({ status: res.statusCode }));
        res.resume();
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Sends `payload` to one subscription; resolves { id, outcome, error } and never rejects. The
 * request is the one web-push's generateRequestDetails builds for aes128gcm (same headers), with
 * the body from webpush.encrypt and the Authorization from `vapid(audience)`.
 */
export async function sendOne(sub, payload, vapid, { timeoutMs, ttl, signal, postImpl = post, webpush }) {
  let body;
  let authorization;
  try {
    body = webpush.encrypt(sub.p256dh, sub.auth, payload, "aes128gcm").cipherText;
    authorization = vapid(originOf(sub.endpoint));
  } catch (err) {
    return { id: sub.id, outcome: "failed", error: `cannot encrypt for ${originOf(sub.endpoint)}: ${err.message}` };
  }
  const headers = {
    TTL: String(ttl),
    "Content-Type": "application/octet-stream",
    "Content-Encoding": "aes128gcm",
    Authorization: authorization,
    Urgency: "high",
  };
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const res = await postImpl(sub.endpoint, {
      headers,
      body,
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    const outcome = classifyStatus(res.status);
    return outcome === "delivered"
      ? { id: sub.id, outcome }
      : { id: sub.id, outcome, error: `${originOf(sub.endpoint)} answered ${res.status}` };
  } catch (err) {
    const what = timeout.aborted ? `timed out after ${timeoutMs} ms` : String(err?.code || err?.message || err);
    return { id: sub.id, outcome: "retry", error: `${originOf(sub.endpoint)}: ${what}` };
  }
}

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * The worker loop. Returns { stop, done }: stop() ends it (in-flight sends are aborted and stay
 * leased on the server; the next worker's start releases them), done resolves when it has ended.
 */
export function runWorker({
  url,
  secret,
  pollMs = 250,
  timeoutMs = 10000,
  retryBaseMs = 1000,
  ttl = 3600,
  // Orders in flight at once (each up to 10 sends): high enough that a push service that hangs
  // until the timeout does not hold up the pushes to the others, low enough to bound memory.
  maxJobs = 400,
  fetchImpl = fetch,
  onReady = () => {},
  log = (msg) => createLogger("push-worker").warn(String(msg)),
}) {
  const webpush = require("web-push");
  const stopper = new AbortController();
  const pending = []; // reports not yet sent
  let inflight = 0;
  let wake = () => {};

  async function call(route, body) {
    const res = await fetchImpl(`${url}/api/push/worker/${route}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Push-Worker-Key": secret },
      body: JSON.stringify(body),
      signal: AbortSignal.any([AbortSignal.timeout(15000), stopper.signal]),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${route}: ${res.status} ${json.message || ""}`.trim());
    return json;
  }

  // One push per subscription for a batch of jobs (batchJobs); every job of it gets the outcomes.
  async function runBatch(batch, vapid) {
    const t0 = Date.now();
    const outcomes = await Promise.all(
      batch.subscriptions.map((sub) =>
        sendOne(sub, batch.payload, vapid, { timeoutMs, ttl, signal: stopper.signal, webpush }),
      ),
    );
    if (process.env.PUSH_WORKER_DEBUG) log(`batch of ${batch.jobs.length} ${Date.now() - t0} ms`);
    return batch.jobs.map((job) => summarize(job, outcomes, retryBaseMs));
  }

  async function loop() {
    let keys = null;
    for (let attempt = 1; !keys && !stopper.signal.aborted; attempt++) {
      try {
        const fresh = webpush.generateVAPIDKeys();
        keys = await call("keys", { offer: { publicKey: fresh.publicKey, privateKey: fresh.privateKey } });
      } catch (err) {
        if (attempt === 1 || attempt % 20 === 0) log(`waiting for the server (${err.message})`);
        await sleep(Math.min(5000, 100 * attempt), stopper.signal);
      }
    }
    if (!keys) return;
    const vapid = vapidCache(webpush, keys);
    onReady();
    let failures = 0;
    while (!stopper.signal.aborted) {
      const results = pending.splice(0, 400); // the server takes up to 500 reports per sync
      const limit = Math.max(0, maxJobs - inflight);
      let jobs;
      try {
        const t0 = Date.now();
        jobs = withSubscriptions(await call("sync", { results, limit }));
        if (process.env.PUSH_WORKER_DEBUG)
          log(`sync ${Date.now() - t0} ms, reported ${results.length}, claimed ${jobs.length}, in flight ${inflight}`);
        failures = 0;
      } catch (err) {
        pending.unshift(...results);
        if (stopper.signal.aborted) break;
        failures++;
        if (failures === 1 || failures % 20 === 0) log(`sync failed (${err.message})`);
        await sleep(Math.min(5000, 100 * 2 ** Math.min(failures, 6)), stopper.signal);
        continue;
      }
      for (const batch of batchJobs(jobs)) {
        inflight += batch.jobs.length;
        // The outcomes go with the next sync (every pollMs): one report per interval instead of
        // one per push, each a write transaction on the server the orders also write to.
        runBatch(batch, vapid).then((results) => {
          inflight -= batch.jobs.length;
          if (!stopper.signal.aborted) pending.push(...results);
          if (inflight === 0 && pending.length >= maxJobs) wake();
        });
      }
      if (limit > 0 && jobs.length === limit) continue; // more may be due
      await new Promise((resolve) => {
        const done = () => {
          clearTimeout(t);
          stopper.signal.removeEventListener("abort", done);
          resolve();
        };
        const t = setTimeout(done, pollMs);
        wake = done;
        stopper.signal.addEventListener("abort", done);
      });
      wake = () => {};
    }
  }

  const done = loop().catch((err) => log(`stopped by an error: ${err.stack || err}`));
  return {
    stop() {
      stopper.abort();
      return done;
    },
    done,
  };
}

// `node server/push-worker.mjs` (forked by the supervisor, with an IPC channel).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.PUSH_WORKER_URL;
  const secret = process.env.PUSH_WORKER_SECRET;
  if (!url || !secret) {
    createLogger("push-worker").error("PUSH_WORKER_URL and PUSH_WORKER_SECRET must be set (the launcher sets them).");
    process.exit(2);
  }
  delete process.env.PUSH_WORKER_SECRET;
  const num = (name, fallback) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
  const worker = runWorker({
    url,
    secret,
    pollMs: num("PUSH_WORKER_POLL_MS", 250),
    timeoutMs: num("PUSH_SEND_TIMEOUT_MS", 10000),
    retryBaseMs: num("PUSH_RETRY_BASE_MS", 1000),
    ttl: num("PUSH_TTL_SECONDS", 3600),
    onReady: () => process.send?.({ type: "ready" }),
  });
  const stop = () => worker.stop().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  // Under the supervisor, Ctrl+C in the terminal reaches the whole process group: the launcher
  // stops the worker itself (SIGTERM), so a SIGINT here is not a crash to restart from.
  process.on("SIGINT", process.send ? () => {} : stop);
  process.on("disconnect", stop); // the supervisor (launcher) is gone
  worker.done.then(() => process.exit(0));
}
