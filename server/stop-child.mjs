// How the launcher ends any child it supervises (PocketBase, the workers, Litestream): SIGTERM, then
// SIGKILL once a grace period has passed without an exit. A child that hangs in its own shutdown
// (Litestream v0.3.13 does when a write to a full replica never returns) cannot hold the launcher,
// nor a restart, forever.

/** Whether `child` (a ChildProcess) has not exited yet. */
export function running(child) {
  return Boolean(child) && child.exitCode === null && child.signalCode === null;
}

/**
 * SIGTERM to `child`; SIGKILL when it has not exited after `graceMs`. Resolves once it has exited,
 * to true when it had to be killed. `onKill()` is called just before the SIGKILL (to log it).
 */
export async function stopChild(child, graceMs, onKill) {
  if (!running(child)) return false;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  let timer;
  const late = await Promise.race([
    exited.then(() => false),
    new Promise((r) => (timer = setTimeout(() => r(true), graceMs))),
  ]);
  clearTimeout(timer);
  if (!late || !running(child)) return false;
  onKill?.();
  child.kill("SIGKILL");
  await exited;
  return true;
}
