// server/push-supervisor.mjs: the worker is restarted when it dies and stopped for good by stop().
// (Against the real server, tests/integration/push.test.ts starts it the same way.)
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script without type declarations
import { generateWorkerSecret, startPushWorker, workerUrl } from "../../server/push-supervisor.mjs";

type Worker = {
  stop: () => Promise<void>;
  pid: () => number | undefined;
  restarts: () => number;
  ready: Promise<void>;
};
let worker: Worker | null = null;

afterEach(async () => {
  await worker?.stop();
  worker = null;
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("push supervisor", () => {
  it("generates a fresh 256-bit credential per start", () => {
    const a = generateWorkerSecret();
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(generateWorkerSecret()).not.toBe(a);
  });

  it("reaches PocketBase on loopback when it listens on every address", () => {
    expect(workerUrl("0.0.0.0", 8090)).toBe("http://127.0.0.1:8090");
    expect(workerUrl("127.0.0.1", 8091)).toBe("http://127.0.0.1:8091");
    expect(workerUrl("::", 8090)).toBe("http://[::1]:8090");
  });

  it("starts the worker again after it dies, and stop() ends it for good", async () => {
    let output = "";
    // Nothing listens on port 1: the worker keeps waiting for its server, which is all we need here.
    worker = startPushWorker({
      url: "http://127.0.0.1:1",
      secret: generateWorkerSecret(),
      output: (s: string) => (output += s),
    }) as Worker;
    await until(() => Boolean(worker!.pid()));
    const first = worker.pid()!;
    process.kill(first, "SIGKILL");
    await until(() => worker!.restarts() === 1 && Boolean(worker!.pid()) && worker!.pid() !== first);
    const second = worker.pid()!;
    expect(alive(second)).toBe(true);
    await worker.stop();
    await until(() => !alive(second));
    await new Promise((r) => setTimeout(r, 1500)); // longer than the first restart delay
    expect(worker.pid()).toBeUndefined();
    expect(worker.restarts()).toBe(1);
    expect(output).not.toMatch(/[A-Za-z0-9_-]{43}/); // the credential is never printed
  });
});
