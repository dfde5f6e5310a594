// Runs one Node worker beside PocketBase and keeps it running: the push worker
// (scripts/push-supervisor.mjs) and the payments worker (scripts/payments-supervisor.mjs).
//
// - The worker is forked with an IPC channel: it says `{type: "ready"}` when it can work, and it
//   exits by itself when its parent goes (IPC disconnect), so it never outlives the launcher.
// - A worker that dies is started again after 1 s, 2 s, 4 s ... (at most 30 s; back to 1 s after a
//   minute of good health). stop() ends it for good (SIGTERM, SIGKILL after 5 s: scripts/stop-child.mjs).
import { fork } from "node:child_process";
import { createLogger } from "./log.mjs";
import { running, stopChild } from "./stop-child.mjs";

/**
 * Starts `script` as `name` (e.g. "push worker") with `env` over this process's environment.
 * `output(chunk)`: receives the worker's stdout/stderr (else inherited). `spawned(child)`: called
 * after each start. Returns { ready, stop, restarts(), pid() }; `ready` resolves at the worker's
 * first `ready` message and rejects after `readyTimeoutMs` without one.
 */
export function superviseWorker({ name, script, env, output, readyTimeoutMs = 30000, spawned }) {
  let child = null;
  let stopping = false;
  let restarts = 0;
  let crashes = 0;
  let timer = null;
  let markReady;
  let failReady;
  const ready = new Promise((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  const readyTimer = setTimeout(
    () => failReady(new Error(`${name} not ready within ${readyTimeoutMs} ms`)),
    readyTimeoutMs,
  );
  readyTimer.unref();
  ready.catch(() => {});

  function spawnWorker() {
    const startedAt = Date.now();
    child = fork(script, [], {
      env: { ...process.env, ...env },
      stdio: output ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "inherit", "inherit", "ipc"],
    });
    spawned?.(child);
    if (output) {
      child.stdout.on("data", (d) => output(String(d)));
      child.stderr.on("data", (d) => output(String(d)));
    }
    child.on("message", (m) => {
      if (m && m.type === "ready") {
        clearTimeout(readyTimer);
        markReady();
      }
    });
    child.on("exit", (code, signal) => {
      child = null;
      if (stopping) return;
      if (Date.now() - startedAt > 60000) crashes = 0;
      const delay = Math.min(30000, 1000 * 2 ** crashes);
      crashes++;
      restarts++;
      createLogger("launcher").error(`${name} exited (${signal || code}); starting it again in ${delay / 1000} s`);
      timer = setTimeout(spawnWorker, delay);
    });
  }

  spawnWorker();
  return {
    ready,
    restarts: () => restarts,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      clearTimeout(readyTimer);
      const c = child;
      if (!running(c)) return;
      await stopChild(c, 5000, () =>
        createLogger("launcher").error(`${name} did not stop within 5 s of SIGTERM; killed`),
      );
    },
  };
}
