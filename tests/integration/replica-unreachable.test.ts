// A replica target that cannot be reached (docs/operations.md#replicas): an S3 endpoint on a closed
// loopback port, an SFTP host that refuses the connection. Orders keep being served, the metrics, /api/ready and the launcher's log say that
// replication is behind, and no credential reaches the log. The "target back" half is the full
// file replica of restore-drill.test.ts (no S3-compatible server is available offline).
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { freePort } from "../../server/pocketbase.mjs";
import { alive, guestOrder, startService, until, venueWithMenu, serviceScope } from "../helpers/service";

const { services, dir } = serviceScope("draft-unreachable-");
const SECRET = "unreachable-secret-key-0123456789";

describe("an unreachable replica", { timeout: 120_000 }, () => {
  it("S3 on a closed port: orders are served, the metrics, readiness and log say so, no credential is logged", async () => {
    const closed: number = await freePort(); // nothing listens there
    await unreachable(closed, {
      // Litestream v0.3 reads "{bucket}.localhost:{port}" as a local S3 endpoint over http.
      REPLICA_URL: `s3://draft-test.localhost:${closed}/db`,
      LITESTREAM_ACCESS_KEY_ID: "unreachable-key-id",
      LITESTREAM_SECRET_ACCESS_KEY: SECRET,
    });
  });

  it("SFTP to a host that refuses: the same, and the password in the URL is in no log line", async () => {
    const closed: number = await freePort();
    await unreachable(closed, { REPLICA_URL: `sftp://draft:${SECRET}@127.0.0.1:${closed}/replica` });
  });
});

/** A service replicating to `env`'s target on the closed port `closed`: what must hold. */
async function unreachable(closed: number, env: Record<string, string>) {
  const s = await startService(dir(), env);
  services.push(s);
  const server = await s.server();
  const { owner, dishId } = await venueWithMenu(server);
  const metric = async (name: string) => {
    const text = await (await fetch(`${s.url}/api/ops/metrics`)).text();
    const line = text.split("\n").find((l) => l.startsWith(name + " "));
    return Number(line?.split(" ")[1]);
  };
  // Orders are acknowledged as always.
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) ids.push((await guestOrder(s.url, owner, dishId, i)).id);
  expect(new Set(ids).size).toBe(20);
  // The metrics: replication on, not healthy, WAL not on the replica.
  expect(await metric("draft_replication_enabled")).toBe(1);
  await until(async () => (await metric("draft_replication_lag_bytes")) > 0);
  await until(async () => (await metric("draft_replication_healthy")) === 0);
  // Readiness: orders can be served (and /api/health says 200); the replication is not healthy.
  const ready = (await (await fetch(`${s.url}/api/ready`)).json()) as Record<string, unknown>;
  expect(ready.ready).toBe(true);
  expect(ready.replicationHealthy).toBe(false);
  expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  // The launcher's log: an error once replication is 10 s behind.
  await until(() => s.events().some((e) => e.level === "error" && String(e.msg).startsWith("replication is behind")));
  // Still serving after all that.
  expect((await guestOrder(s.url, owner, dishId, 99)).id).toBeTruthy();
  expect(s.output()).not.toContain(SECRET);
  // Litestream itself is running, aimed at the closed port, and its errors are in the log as JSON.
  expect(alive(s.pids.litestream)).toBe(true);
  expect(s.events().some((e) => e.source === "litestream" && e.level === "error")).toBe(true);
  expect(s.events().some((e) => e.source === "litestream" && JSON.stringify(e).includes(String(closed)))).toBe(true);
}
