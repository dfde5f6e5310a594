// Replication that heals itself and an alarm an operator can trust (docs/operations.md#replicas):
// the lag is measured from what the replica holds against the database, so a healthy stream of
// orders raises no alarm and restarts nothing; a real stall (Litestream paused, its target full)
// raises it, and recovery clears it. A full file replica (a small tmpfs the test mounts and fills:
// needs root, as in CI) heals once it has room again: the replica then holds every order, and a
// restore after SIGKILL of every process loses under a second of them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync, spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { ROOT } from "../../server/pocketbase.mjs";
import { alive, guestOrder, startService, until, venueWithMenu, serviceScope, type Service } from "../helpers/service";

const { services, dir } = serviceScope("draft-heal-");

/** One value of the launcher's metrics (NaN when absent). */
async function metric(s: Service, name: string): Promise<number> {
  const text = await (await fetch(`${s.url}/api/ops/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(name + " "));
  return Number(line?.split(" ")[1]);
}

/** /api/ready's replication detail (loopback: the operator). */
async function readiness(s: Service) {
  const body = (await (await fetch(`${s.url}/api/ready`)).json()) as {
    ready: boolean;
    replicationHealthy: boolean;
    replication: { healthy: boolean; problem: string; lagSeconds: number };
  };
  return body;
}

/** The metric and /api/ready agree, and say `healthy`. */
async function saysHealthy(s: Service, healthy: boolean): Promise<boolean> {
  const m = await metric(s, "draft_replication_healthy");
  const r = await readiness(s);
  return m === (healthy ? 1 : 0) && r.replicationHealthy === healthy && r.replication.healthy === healthy;
}

/** Guest orders one after another every `everyMs` until stop(); the acknowledged ones. */
function orderStream(s: Service, owner: Parameters<typeof guestOrder>[1], dishId: string, everyMs: number) {
  const acked: Array<{ id: string; created: string; at: number }> = [];
  const failed: string[] = [];
  let stopped = false;
  let n = 0;
  const sent: Promise<unknown>[] = [];
  const t0 = Date.now();
  const loop = (async () => {
    while (!stopped) {
      n++;
      sent.push(
        guestOrder(s.url, owner, dishId, n).then(
          (o) => acked.push({ id: o.id, created: o.created, at: Date.now() }),
          (e: Error) => failed.push(e.message),
        ),
      );
      // On a schedule from the start, so that a slow timer does not lower the rate.
      await new Promise((r) => setTimeout(r, Math.max(0, t0 + n * everyMs - Date.now())));
    }
  })();
  return {
    acked,
    failed,
    sent: () => n,
    async stop() {
      stopped = true;
      await loop;
      await Promise.allSettled(sent);
    },
  };
}

/** The processes `pid` started, and theirs (a Litestream started again has a pid s.pids does not know). */
function descendants(pid: number | undefined): number[] {
  if (!pid) return [];
  const out = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout ?? "";
  const kids = out.split("\n").filter(Boolean).map(Number);
  return kids.flatMap((k) => [k, ...descendants(k)]);
}

/** SIGKILL to the launcher and every process it started, the launcher first (the machine is lost). */
async function killAll(s: Service) {
  const all = [s.child.pid, ...descendants(s.child.pid), s.pids.litestream, s.pids.pocketbase, s.pids.pushWorker];
  for (const pid of all) if (alive(pid)) process.kill(pid!, "SIGKILL");
  // Every one of them gone, the Litestream started last included: none writes to the replica or the
  // data dir while the restore reads it, or while the test removes them.
  await until(() => !all.some((p) => alive(p)));
}

/** `npm run restore` (the script) of `replica` into a new dir; the ids of the orders restored. */
function restoredOrders(replica: string): Set<string> {
  const to = path.join(dir(), "restored");
  const r = spawnSync(process.execPath, [path.join(ROOT, "server/restore.mjs"), "--to", to, "--from", replica], {
    encoding: "utf8",
  });
  expect(r.status, r.stdout + r.stderr).toBe(0);
  const ids = execFileSync("sqlite3", [path.join(to, "data.db"), "SELECT id FROM orders"], { encoding: "utf8" });
  return new Set(ids.split("\n").filter(Boolean));
}

// A replica on a small tmpfs that the test fills: mounting needs root (CI runs as root).
const canMount = (() => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "draft-mnt-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", d], { stdio: "ignore" });
    execFileSync("umount", [d], { stdio: "ignore" });
    return true;
  } catch {
    console.log("full-replica test skipped: mounting a tmpfs needs root (CI runs as root)");
    return false;
  } finally {
    fs.rmSync(d, { recursive: true, force: true });
  }
})();
const mounts: string[] = [];
afterAll(() => {
  for (const m of mounts.splice(0)) {
    spawnSync("umount", ["-l", m]);
    fs.rmSync(m, { recursive: true, force: true });
  }
});

// The healthy run: 60 s here (REPLICATION_SOAK_S for longer: docs/PERFORMANCE.md has 10 minutes).
const SOAK_S = Number(process.env.REPLICATION_SOAK_S || 60);

describe("replication alarm", { timeout: 240_000 + SOAK_S * 1000 }, () => {
  it(`20 orders a second for ${SOAK_S} s: no alarm, no restart, and the lag stays small`, async () => {
    const replica = dir();
    const s = await startService(dir(), { REPLICA_URL: replica });
    services.push(s);
    const { owner, dishId } = await venueWithMenu(await s.server());
    await until(() => saysHealthy(s, true));
    const stream = orderStream(s, owner, dishId, 50);
    const lags: number[] = [];
    let unhealthy = 0;
    const t0 = Date.now();
    try {
      while (Date.now() - t0 < SOAK_S * 1000) {
        if (!(await saysHealthy(s, true))) unhealthy++;
        lags.push(await metric(s, "draft_replication_lag_seconds"));
        await new Promise((r) => setTimeout(r, 1000));
      }
    } finally {
      await stream.stop();
    }
    lags.sort((a, b) => a - b);
    const p = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))];
    console.log(
      `soak: ${stream.acked.length} orders in ${SOAK_S} s (${stream.failed.length} failed); lag p50 ${p(0.5)} s, ` +
        `p99 ${p(0.99)} s, max ${lags.at(-1)} s over ${lags.length} samples; unhealthy samples ${unhealthy}`,
    );
    expect(stream.failed).toEqual([]);
    expect(unhealthy).toBe(0);
    expect(lags.at(-1)).toBeLessThan(10);
    expect(await metric(s, 'draft_child_restarts{child="litestream"}')).toBe(0);
    expect(s.events().filter((e) => /^replication (is behind|stuck)/.test(String(e.msg)))).toEqual([]);
  });

  it("Litestream paused (SIGSTOP): the metric and /api/ready raise the alarm while orders are served; SIGCONT clears it and the replica has the orders", async () => {
    const replica = dir();
    // No restart of the paused process during this test: it is about the alarm.
    const s = await startService(dir(), { REPLICA_URL: replica, REPLICA_RESTART_AFTER_S: "600" });
    services.push(s);
    const { owner, dishId } = await venueWithMenu(await s.server());
    const stream = orderStream(s, owner, dishId, 200);
    try {
      await until(() => saysHealthy(s, true));
      const pausedAt = Date.now();
      process.kill(s.pids.litestream!, "SIGSTOP");
      await until(() => saysHealthy(s, false));
      const alarmMs = Date.now() - pausedAt;
      const r = await readiness(s);
      expect(r.ready).toBe(true); // orders are served
      expect(r.replication.problem).toMatch(/lacks the last \d+ s of changes|has not answered/);
      expect(s.events().some((e) => e.level === "error" && String(e.msg).startsWith("replication is behind"))).toBe(
        true,
      );
      const resumedAt = Date.now();
      process.kill(s.pids.litestream!, "SIGCONT");
      await until(() => saysHealthy(s, true));
      console.log(`SIGSTOP: alarm after ${alarmMs} ms; SIGCONT: cleared after ${Date.now() - resumedAt} ms`);
      expect(s.events().some((e) => e.msg === "replication caught up")).toBe(true);
    } finally {
      if (alive(s.pids.litestream)) process.kill(s.pids.litestream!, "SIGCONT");
      await stream.stop();
    }
    expect(stream.failed).toEqual([]);
    // Not restarted: the same process caught up.
    expect(await metric(s, 'draft_child_restarts{child="litestream"}')).toBe(0);
    expect(alive(s.pids.litestream)).toBe(true);
    // Caught up: a restore after SIGKILL of everything holds every acknowledged order.
    await until(async () => (await metric(s, "draft_replication_lag_seconds")) === 0);
    await killAll(s);
    const restored = restoredOrders(replica);
    expect(stream.acked.filter((o) => !restored.has(o.id)).map((o) => o.id)).toEqual([]);
  });

  it("a Litestream that dies at every start (here /bin/false): the alarm says so while orders are served", async () => {
    const s = await startService(dir(), { REPLICA_URL: dir(), LITESTREAM_BIN: "/bin/false" });
    services.push(s);
    const { owner, dishId } = await venueWithMenu(await s.server());
    const stream = orderStream(s, owner, dishId, 200);
    try {
      await until(() => saysHealthy(s, false));
      const r = await readiness(s);
      expect(r.ready).toBe(true);
      expect(r.replication.problem).toMatch(/lacks the last \d+ s of changes|has not been running/);
      expect(await metric(s, 'draft_child_restarts{child="litestream"}')).toBeGreaterThan(0);
    } finally {
      await stream.stop();
    }
    expect(stream.failed).toEqual([]);
  });

  it.skipIf(!canMount)(
    "a full replica: the alarm, the stuck Litestream is killed and started again, and once there is room the replica holds every order: a restore after SIGKILL of everything loses under 1 s",
    async () => {
      const mnt = fs.mkdtempSync(path.join(os.tmpdir(), "draft-full-"));
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", mnt]);
      mounts.push(mnt);
      const replica = path.join(mnt, "replica");
      const s = await startService(dir(), { REPLICA_URL: replica, REPLICA_RESTART_AFTER_S: "12" });
      services.push(s);
      const { owner, dishId } = await venueWithMenu(await s.server());
      const stream = orderStream(s, owner, dishId, 100);
      const whileFull: typeof stream.acked = [];
      const kill = { at: 0 };
      try {
        await until(() => saysHealthy(s, true));
        const filler = path.join(mnt, "filler");
        spawnSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k"], { stdio: "ignore" }); // until "No space left"
        const fullAt = Date.now();
        await until(() => saysHealthy(s, false));
        const alarmMs = Date.now() - fullAt;
        // Stuck for REPLICA_RESTART_AFTER_S: stopped (killed if it hangs) and started again.
        await until(async () => (await metric(s, 'draft_child_restarts{child="litestream"}')) >= 1);
        expect(s.events().some((e) => String(e.msg).startsWith("replication stuck"))).toBe(true);
        expect(alive(s.pids.litestream)).toBe(false);
        await until(async () => (await metric(s, 'draft_child_up{child="litestream"}')) === 1);
        // The new Litestream meets the full replica too (3 s of orders), then room is made.
        const upAt = Date.now();
        await until(() => Date.now() - upAt >= 3000);
        expect(await saysHealthy(s, false)).toBe(true);
        const freedAt = Date.now();
        whileFull.push(...stream.acked.filter((o) => o.at >= fullAt && o.at <= freedAt));
        fs.rmSync(filler);
        await until(() => saysHealthy(s, true));
        const healedMs = Date.now() - freedAt;
        expect(s.events().some((e) => e.msg === "replication caught up")).toBe(true);
        // Orders for 2 s more, then the machine is lost mid-stream.
        const until2s = Date.now() + 2000;
        await until(() => Date.now() >= until2s);
        kill.at = Date.now();
        await killAll(s);
        if (process.env.DEBUG_HEAL)
          for (const e of s.events()) if (e.level !== "debug") console.log(JSON.stringify(e).slice(0, 300));
        console.log(
          `full replica: alarm ${alarmMs} ms after it filled; ${whileFull.length} orders taken while full; ` +
            `replication healthy again ${healedMs} ms after room was made; litestream restarts ` +
            `${s.events().filter((e) => String(e.msg).startsWith("replication stuck")).length}`,
        );
      } finally {
        await stream.stop();
      }
      expect(whileFull.length).toBeGreaterThan(0);
      const restored = restoredOrders(replica);
      // Every order taken while the replica was full is on it.
      expect(whileFull.filter((o) => !restored.has(o.id)).map((o) => o.id)).toEqual([]);
      // Lost: acknowledged, not restored; all of them from the last second before the kill.
      const lost = stream.acked.filter((o) => !restored.has(o.id));
      for (const o of lost) expect(kill.at - o.at, `lost ${o.id}`).toBeLessThan(1000);
      console.log(`full replica: ${stream.acked.length} acknowledged, ${lost.length} lost in the kill`);
    },
  );
});
