// A port freePort() found free can be taken by another process before PocketBase binds it (test
// files and cells start servers side by side). The start must then fail, so the caller takes
// another port, instead of taking the other server's health answer for its own. (CI's "cell2:
// superuser sign-in 400" was first thought to be this; its cause was a random password beginning
// with "-", which PocketBase's `superuser upsert` took for flags: tests/integration/launcher.test.ts.)
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterEach, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { freePort, startPocketBase } from "../../server/pocketbase.mjs";

const cleanup: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

it("a PocketBase whose port another server holds fails to start, though the other answers /api/health with 200", async () => {
  const port = (await freePort()) as number;
  const other = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ code: 200, message: "API is healthy.", data: {} }));
  });
  await new Promise<void>((r) => other.listen(port, "127.0.0.1", () => r()));
  cleanup.push(() => new Promise<void>((r) => other.close(() => r())));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-port-"));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  let child: ChildProcess | null = null;
  cleanup.push(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });
  await expect(
    startPocketBase({ dir, port, env: { SEED_DEMO: "0" }, stdio: "ignore", onSpawn: (c: ChildProcess) => (child = c) }),
  ).rejects.toThrow(/PocketBase exited with code|another server answers/);
}, 60000);
