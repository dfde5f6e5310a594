// Runs one worker beside PocketBase and keeps it running: the push worker
// (server/push-supervisor.mjs), the payments worker (server/payments-supervisor.mjs) and, for
// `npm run cells`, HAProxy in front of the cells (server/cells-haproxy.mjs).
//
// - A Node worker is forked with an IPC channel: it says `{type: "ready"}` when it can work, and it
//   exits by itself when its parent goes (IPC disconnect), so it never outlives the launcher.
//   Another program (`command`) is spawned; `whenReady(child)` tells when it can work.
// - A worker that dies is started again after 1 s, 2 s, 4 s ... (at most 30 s; back to 1 s after a
//   minute of good health). stop() ends it for good (SIGTERM, SIGKILL after 5 s: server/stop-child.mjs).
import { fork, spawn } from "node:child_process";
import { createLogger } from "./log.mjs";
import { running, stopChild } from "./stop-child.mjs";

/**
 * Starts `script` (or the program `command` with `args`) as `name` (e.g. "push worker") with `env`
 * over this process's environment. `output(chunk)`: receives the worker's stdout/stderr (else
 * inherited). `spawned(child)`: called after each start; `onReady(child)`: after each start once it
 * is ready (its `ready` message, or `whenReady(child)` resolved). `log`: where restarts are logged.
 * Returns { ready, stop, restarts(), pid(), up() }; `ready` resolves at the first start's readiness
 * and rejects after `readyTimeoutMs` without it.
 */
export function superviseWorker({
  name,
  script,
  command,
  args = [],
  whenReady,
  env,
  output,
  readyTimeoutMs = 30000,
  spawned,
  onReady,
  log = createLogger("launcher"),
}) {
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
    const stdio = output ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"];
    const started = command
      ? spawn(command, args, { env: { ...process.env, ...env }, stdio })
      : fork(script, [], { env: { ...process.env, ...env }, stdio: [...stdio, "ipc"] });
    child = started;
    spawned?.(started);
    if (output) {
      started.stdout.on("data", (d) => output(String(d)));
      started.stderr.on("data", (d) => output(String(d)));
    }
    const isReady = () => {
      if (child !== started) return;
      clearTimeout(readyTimer);
      markReady();
      onReady?.(started);
    };
    if (whenReady) whenReady(started).then(isReady, () => {});
    else
      started.on("message", (m) => {
        if (m && m.type === "ready") isReady();
      });
    started.on("exit", (code, signal) => {
      if (child === started) child = null;
      if (stopping) return;
      if (Date.now() - startedAt > 60000) crashes = 0;
      const delay = Math.min(30000, 1000 * 2 ** crashes);
      crashes++;
      restarts++;
      log.error(`${name} exited (${signal || code}); starting it again in ${delay / 1000} s`);
      timer = setTimeout(spawnWorker, delay);
    });
  }

  spawnWorker();
  return {
    ready,
    restarts: () => restarts,
    pid: () => child?.pid,
    /** Whether it runs now. */
    up: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      clearTimeout(readyTimer);
      const c = child;
      if (!running(c)) return;
      await stopChild(c, 5000, () => log.error(`${name} did not stop within 5 s of SIGTERM; killed`));
    },
  };
}
