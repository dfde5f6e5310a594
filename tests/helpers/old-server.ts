// A data dir as a release without one fix left it: PocketBase run with every migration but
// `withoutMigrations` and every hook but `withoutHooks`, so a test can store what the current
// code refuses (e.g. a file from before a check), or tune settings as an operator did, and then
// start the current code on the same dir to see what the upgrade does (PocketBase applies the
// missing migrations on that start).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
// @ts-expect-error: plain ESM launcher without type declarations
import { ROOT, freePort, pocketbaseBinary, upsertSuperuser, waitForHealth } from "../../server/pocketbase.mjs";
import PocketBase from "pocketbase";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./pocketbase";

export interface OldServer {
  dir: string;
  url: string;
  admin: PocketBase;
  stop: () => Promise<void>;
}

/** Starts the old state on a new temp dir (the caller removes `dir` once done with it). */
export async function startOldServer(withoutMigrations: string[], withoutHooks: string[] = []): Promise<OldServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-old-"));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "draft-old-code-"));
  const migrations = path.join(work, "pb_migrations");
  const hooks = path.join(work, "pb_hooks");
  fs.mkdirSync(migrations);
  for (const f of fs.readdirSync(path.join(ROOT, "pb_migrations"))) {
    if (!withoutMigrations.includes(f)) fs.copyFileSync(path.join(ROOT, "pb_migrations", f), path.join(migrations, f));
  }
  fs.cpSync(path.join(ROOT, "pb_hooks"), hooks, { recursive: true });
  for (const f of withoutHooks) fs.rmSync(path.join(hooks, f));
  const flags = [
    `--dir=${dir}`,
    `--migrationsDir=${migrations}`,
    `--hooksDir=${hooks}`,
    "--dev=false",
    "--automigrate=false",
    "--hooksWatch=false",
  ];
  upsertSuperuser({ dir, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, flags });
  const port: number = await freePort();
  const child = spawn(pocketbaseBinary(), ["serve", `--http=127.0.0.1:${port}`, ...flags], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  const admin = new PocketBase(url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return {
    dir,
    url,
    admin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
