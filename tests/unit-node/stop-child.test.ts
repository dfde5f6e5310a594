// server/stop-child.mjs: how the launcher ends every child it supervises. A child that ignores
// SIGTERM (as Litestream v0.3.13 does once a write to a full replica hangs) is killed after the
// grace period; one that exits on SIGTERM is not.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script without type declarations
import { running, stopChild } from "../../server/stop-child.mjs";

/** A node child that prints "ready" once its SIGTERM handler is in place. */
async function child(onTerm: string) {
  const c = spawn(
    process.execPath,
    ["-e", `process.on("SIGTERM", () => { ${onTerm} }); console.log("ready"); setInterval(() => {}, 1000);`],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  await new Promise((r) => c.stdout.once("data", r));
  return c;
}

describe("stopChild", () => {
  it("a child that ignores SIGTERM is killed once the grace has passed", async () => {
    const c = await child("/* ignored */");
    let told = false;
    expect(await stopChild(c, 300, () => (told = true))).toBe(true);
    expect(told).toBe(true);
    expect(c.signalCode).toBe("SIGKILL");
    expect(running(c)).toBe(false);
  });

  it("a child that exits on SIGTERM is not killed", async () => {
    const c = await child("process.exit(0)");
    expect(await stopChild(c, 10000)).toBe(false);
    expect(c.exitCode).toBe(0);
    expect(await stopChild(c, 10000)).toBe(false); // already gone: nothing to do
  });
});
