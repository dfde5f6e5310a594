// The launcher run as the operator runs it (`node server/index.mjs`, or `npm run serve`) in a
// child process, for the service tests (stop, restart, replication, restore drill): its JSON log
// lines give the pids of PocketBase, the push worker and Litestream.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import PocketBase from "pocketbase";
import { afterEach } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { ROOT, freePort, waitForHealth } from "../../server/pocketbase.mjs";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createOwner, createSoupMenu, type Owner, type TestServer } from "./pocketbase";

export interface Service {
  child: ChildProcess;
  url: string;
  dir: string;
  output: () => string;
  /** The launcher's JSON lines (other lines, PocketBase's own, left out). */
  events: () => Array<Record<string, unknown>>;
  pids: { pocketbase: number; pushWorker: number | null; litestream: number | null };
  /** The exit of the top process: { code, signal }. */
  exited: Promise<{ code: number | null; signal: string | null }>;
  /** A TestServer-shaped view (client(), url, admin) for the pocketbase.ts helpers. */
  server: () => Promise<TestServer>;
}

export function tempDir(prefix = "draft-svc-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * For one test file: `services` to push started services on and `dir()` for temp data dirs; after
 * each test every service is stopped and every dir removed.
 */
export function serviceScope(prefix?: string): { services: Service[]; dir: () => string } {
  const services: Service[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const s of services.splice(0)) await stopService(s);
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  return {
    services,
    dir: () => {
      const d = tempDir(prefix);
      dirs.push(d);
      return d;
    },
  };
}

/** Whether process `pid` is still alive. */
export function alive(pid: number | null | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` every 100 ms until it is true (the test's own timeout bounds it). */
export async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Starts the launcher on `dir` with `env` (plus a free PORT and the test superuser) and waits until
 * it reports it is running. `npm`: run it as `npm run serve` instead of `node server/index.mjs`.
 */
export async function startService(
  dir: string,
  env: Record<string, string> = {},
  options: { npm?: boolean; args?: string[] } = {},
): Promise<Service> {
  // A port freePort() found free can be taken by another test process before PocketBase binds it
  // (test files run in parallel): start again on another port, a few times, only for that.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServiceOn((await freePort()) as number, dir, env, options);
    } catch (e) {
      if (attempt >= 3 || !/address already in use/.test(String((e as Error).message))) throw e;
    }
  }
}

async function startServiceOn(
  port: number,
  dir: string,
  env: Record<string, string>,
  { npm = false, args = [] as string[] },
): Promise<Service> {
  const clean: Record<string, string | undefined> = { ...process.env };
  for (const k of ["SEED_DEMO", "HOST", "REPLICA_URL", "OPS_TOKEN", "PB_SUPERUSER_FILE"]) delete clean[k];
  const fullEnv = {
    ...clean,
    PB_DATA: dir,
    PORT: String(port),
    PB_SUPERUSER_EMAIL: ADMIN_EMAIL,
    PB_SUPERUSER_PASSWORD: ADMIN_PASSWORD,
    // Told back by /api/health, so the wait below knows this launcher's PocketBase answers.
    INSTANCE_ID: randomBytes(12).toString("base64url"),
    ...env,
  };
  const child = npm
    ? spawn("npm", ["run", "--silent", "serve", "--", ...args], {
        cwd: ROOT,
        env: fullEnv,
        stdio: ["ignore", "pipe", "pipe"],
      })
    : spawn(process.execPath, [path.join(ROOT, "server/index.mjs"), ...args], {
        cwd: ROOT,
        env: fullEnv,
        stdio: ["ignore", "pipe", "pipe"],
      });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let out = "";
  child.stdout!.on("data", (d) => (out += String(d)));
  child.stderr!.on("data", (d) => (out += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const events = () =>
    out
      .split("\n")
      .filter((l) => l.startsWith("{") && l.includes('"source"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  await waitForHealth(url, child, 60000, fullEnv.INSTANCE_ID).catch((e: Error) => {
    throw new Error(`${e.message}\n${out}`, { cause: e });
  });
  await until(() => child.exitCode !== null || events().some((e) => String(e.msg).startsWith("Draft is running")));
  const running = events().find((e) => String(e.msg).startsWith("Draft is running"));
  if (!running) throw new Error(`the launcher stopped while starting:\n${out}`);
  const pids = {
    pocketbase: running.pocketbasePid as number,
    pushWorker: (running.pushWorkerPid as number) ?? null,
    litestream: (running.litestreamPid as number) ?? null,
  };
  const server = async (): Promise<TestServer> => {
    const client = () => {
      const pb = new PocketBase(url);
      pb.autoCancellation(false);
      return pb;
    };
    const admin = client();
    await admin.collection("_superusers").authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
    const fail = async () => {
      throw new Error("not available on a service");
    };
    return { url, dir, admin, client, logs: () => out, pid: () => pids.pocketbase, restart: fail, stop: fail };
  };
  return { child, url, dir, output: () => out, events, pids, exited, server };
}

/** SIGTERM to the service if it still runs, SIGKILL after 20 s; then to its children left. */
export async function stopService(s: Service): Promise<void> {
  if (s.child.exitCode === null && s.child.signalCode === null) {
    s.child.kill("SIGTERM");
    await Promise.race([s.exited, new Promise((r) => setTimeout(r, 20000))]);
    if (s.child.exitCode === null) s.child.kill("SIGKILL");
  }
  for (const pid of [s.pids.pocketbase, s.pids.pushWorker, s.pids.litestream])
    if (alive(pid)) process.kill(pid!, "SIGKILL");
}

/** A venue owner with the soup menu (one dish, table 1), rate limits off. */
export async function venueWithMenu(server: TestServer): Promise<{ owner: Owner; dishId: string }> {
  await server.admin.settings.update({ rateLimits: { enabled: false } });
  const owner = await createOwner(server);
  const menu = await createSoupMenu(owner);
  return { owner, dishId: menu.dish.id };
}

/** A guest's order for table 1 with one soup; resolves to the stored order. */
export async function guestOrder(url: string, owner: Owner, dishId: string, n: number) {
  const res = await fetch(`${url}/api/collections/orders/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      userSlug: owner.user.publicLink,
      tableSlug: "1",
      items: [{ dishId, title: "Soup", price: 4.5, count: 1, modifiers: {} }],
      total: 4.5,
      clientRequestId: `drill-${n}-${Date.now()}`,
    }),
  });
  const json = (await res.json()) as { id: string; created: string; message?: string };
  if (!res.ok) throw new Error(`order ${n}: ${res.status} ${json.message}`);
  return json;
}
