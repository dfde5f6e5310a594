// The launcher (docs/security-and-isolation.md#operator-credentials,
// docs/architecture.md#pocketbase-binary), run as the operator runs it: `node
// server/pocketbase.mjs` on a fresh data dir. It never prints a credential (PocketBase's installer
// link is a 30-minute superuser token), upserts the operator's superuser before listening, seeds
// the demo venue only with --demo (`npm start`) and prints its password once, and refuses a
// non-loopback address with a PocketBase older than 0.39.7.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import PocketBase from "pocketbase";
// @ts-expect-error: plain ESM launcher without type declarations
import { ROOT, freePort, waitForHealth } from "../../server/pocketbase.mjs";

const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const c of children.splice(0)) await stop(c);
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "draft-launch-"));
  dirs.push(d);
  return d;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

interface Launch {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the launcher with `env` (plus PB_DATA and a free PORT), without waiting for it. */
async function spawnLauncher(dir: string, env: Record<string, string> = {}, args: string[] = []) {
  const port: number = await freePort();
  const clean = { ...process.env };
  for (const k of [
    "SEED_DEMO",
    "DEMO_PASSWORD",
    "PB_SUPERUSER_EMAIL",
    "PB_SUPERUSER_PASSWORD",
    "PB_SUPERUSER_FILE",
    "HOST",
  ])
    delete clean[k];
  const child = spawn(process.execPath, [path.join(ROOT, "server/index.mjs"), ...args], {
    env: { ...clean, PB_DATA: dir, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += String(d)));
  child.stderr!.on("data", (d) => (out += String(d)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => out };
}

/** Runs the launcher with `env` (plus PB_DATA and a free PORT) and waits until it answers. */
async function launch(dir: string, env: Record<string, string> = {}, args: string[] = []): Promise<Launch> {
  const { child, url, output } = await spawnLauncher(dir, env, args);
  await waitForHealth(url, child).catch((e: Error) => {
    throw new Error(`${e.message}\n${output()}`, { cause: e });
  });
  // The launcher's own lines come after the health check (and the push worker's start).
  for (let i = 0; i < 300 && !output().includes("Draft is running at"); i++)
    await new Promise((r) => setTimeout(r, 50));
  return { child, url, output };
}

describe("launcher", () => {
  it("prints no installer link (superuser token) and seeds no demo venue by default", async () => {
    const dir = tempDir();
    const run = await launch(dir);
    expect(run.output()).toContain("Draft is running at");
    expect(run.output()).not.toMatch(/pbinstall|eyJ[A-Za-z0-9_-]{10,}/);
    expect((await fetch(`${run.url}/api/menu/demo`)).status).toBe(404);
    expect(fs.existsSync(path.join(dir, "demo-login.txt"))).toBe(false);
  });

  // A password beginning with "-": PocketBase's `superuser upsert` took it for flags, said "Error:
  // unknown shorthand flag" and exited 0, so the superuser was never saved (1 in 64 of the cells'
  // random passwords).
  it.each([
    ["ops@test.local", "ops-password-123"],
    ["dash@test.local", "-dash-password-123"],
  ])("upserts the superuser from PB_SUPERUSER_EMAIL/PASSWORD before it listens (%s, %s)", async (email, password) => {
    const run = await launch(tempDir(), { PB_SUPERUSER_EMAIL: email, PB_SUPERUSER_PASSWORD: password });
    // The very first answer already knows the superuser.
    const pb = new PocketBase(run.url);
    await pb.collection("_superusers").authWithPassword(email, password);
    expect(pb.authStore.isSuperuser).toBe(true);
    expect(run.output()).not.toContain(password);
  });

  it("upserts the superuser from PB_SUPERUSER_FILE (email and password lines)", async () => {
    const dir = tempDir();
    const file = path.join(tempDir(), "superuser");
    fs.writeFileSync(file, "file-ops@test.local\nfile-password-123\n", { mode: 0o600 });
    const run = await launch(dir, { PB_SUPERUSER_FILE: file });
    const pb = new PocketBase(run.url);
    await pb.collection("_superusers").authWithPassword("file-ops@test.local", "file-password-123");
    expect(run.output()).not.toContain("file-password-123");
  });

  it("a superuser PocketBase refuses stops the launcher with PocketBase's reason and exit 1, before it listens", async () => {
    const run = await spawnLauncher(tempDir(), {
      PB_SUPERUSER_EMAIL: "short@test.local",
      PB_SUPERUSER_PASSWORD: "seven77",
    });
    const code = await new Promise((r) => run.child.once("exit", r));
    expect(code).toBe(1);
    expect(run.output()).toContain("Superuser short@test.local was not saved");
    expect(run.output()).toContain("Must be at least 8 character(s)");
    expect(run.output()).not.toContain("seven77");
    await expect(fetch(`${run.url}/api/health`)).rejects.toThrow();
  });

  it("--demo (npm start) seeds the demo venue once: password shown once, kept owner-only", async () => {
    const dir = tempDir();
    const first = await launch(dir, {}, ["--demo"]);
    const match = /demo@example\.com \/ (\S+)/.exec(first.output());
    expect(match, first.output()).not.toBeNull();
    const password = match![1];
    expect((await fetch(`${first.url}/api/menu/demo`)).status).toBe(200);
    const file = path.join(dir, "demo-login.txt");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, "utf8")).toContain(password);
    await stop(first.child);

    const second = await launch(dir, {}, ["--demo"]);
    expect(second.output()).not.toContain(password);
    expect(second.output()).toContain("demo-login.txt");
    const pb = new PocketBase(second.url);
    await pb.collection("users").authWithPassword("demo@example.com", password);
  });

  it("SIGTERM while it is still starting (PocketBase up, push worker not yet) stops PocketBase too", async () => {
    const port: number = await freePort();
    const clean = { ...process.env };
    delete clean.SEED_DEMO;
    const child = spawn(process.execPath, [path.join(ROOT, "server/index.mjs")], {
      env: { ...clean, PB_DATA: tempDir(), PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let out = "";
    child.stdout!.on("data", (d) => (out += String(d)));
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child);
    const early = !out.includes("Draft is running at");
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    await new Promise((r) => setTimeout(r, 500));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    console.log(`SIGTERM sent ${early ? "before" : "after"} the launcher reported it was running`);
  });

  it("refuses a non-loopback address with a PocketBase older than 0.39.7 and never listens", async () => {
    // A stand-in binary that reports 0.39.0 and cannot serve, so the test never opens a public
    // port and holds whatever binary POCKETBASE_BIN names for the rest of the suite.
    const bin = path.join(tempDir(), "pocketbase");
    fs.writeFileSync(
      bin,
      '#!/bin/sh\nif [ "$1" = "--version" ]; then echo "pocketbase version 0.39.0"; exit 0; fi\necho "stand-in: must not serve" >&2; exit 3\n',
      { mode: 0o755 },
    );
    const port: number = await freePort();
    const child = spawn(process.execPath, [path.join(ROOT, "server/index.mjs")], {
      env: {
        ...process.env,
        POCKETBASE_BIN: bin,
        HOST: "0.0.0.0",
        PORT: String(port),
        PB_DATA: tempDir(),
        ALLOW_OLD_POCKETBASE: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let out = "";
    child.stderr!.on("data", (d) => (out += String(d)));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(out).toMatch(/Refusing to listen on 0\.0\.0\.0: this PocketBase is 0\.39\.0, older than 0\.39\.7/);
    expect(out).toContain("ALLOW_OLD_POCKETBASE=1");
    expect(out).not.toContain("stand-in: must not serve");

    // ALLOW_OLD_POCKETBASE=1 is the explicit override: the launcher goes on to start the binary
    // (the stand-in then exits without serving).
    const allowed = spawn(process.execPath, [path.join(ROOT, "server/index.mjs")], {
      env: {
        ...process.env,
        POCKETBASE_BIN: bin,
        HOST: "0.0.0.0",
        PORT: String(port),
        PB_DATA: tempDir(),
        ALLOW_OLD_POCKETBASE: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(allowed);
    let out2 = "";
    allowed.stderr!.on("data", (d) => (out2 += String(d)));
    await new Promise((resolve) => allowed.once("exit", resolve));
    expect(out2).toContain("stand-in: must not serve");
    expect(out2).not.toContain("Refusing");
  });
});
