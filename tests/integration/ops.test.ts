// The operator's endpoints (docs/operations.md#metrics, #health-and-readiness) on a real
// PocketBase: /api/ops/metrics is closed to the public (401 without the operator token, and from
// behind a proxy), counts orders created and refused and menu reads; /api/ready says whether orders
// can be served; a full disk refuses an order with a clear 503 and writes none of it.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, createSoupMenu, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

const TOKEN = "operator-token-for-tests-0123456789";
let server: TestServer;
let owner: Owner;
let dishId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { OPS_TOKEN: TOKEN, HEALTH_HOSTS: "Health.Example:8443,bad_host!" } });
  owner = await createOwner(server);
  dishId = (await createSoupMenu(owner)).dish.id;
});
afterAll(async () => {
  await server?.stop();
});

function order(url: string, extra: Record<string, unknown> = {}) {
  return fetch(`${url}/api/collections/orders/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      userSlug: owner.user.publicLink,
      tableSlug: "1",
      items: [{ dishId, title: "Soup", price: 4.5, count: 1, modifiers: {} }],
      ...extra,
    }),
  });
}

const metrics = (headers: Record<string, string> = {}) => fetch(`${server.url}/api/ops/metrics`, { headers });
/** The operator's metrics now, as Prometheus text. */
const scrape = async () => (await metrics({ Authorization: `Bearer ${TOKEN}` })).text();
/** How much the sample `name` grew from the scrape `before` to the scrape `after`. */
const growth = (before: string, after: string) => (name: string) => sample(after, name) - sample(before, name);
/** The value of a sample line `name` (with its labels) in Prometheus text. */
function sample(text: string, name: string): number {
  const line = text.split("\n").find((l) => l.startsWith(name + " "));
  if (!line) throw new Error(`no ${name} in\n${text}`);
  return Number(line.slice(name.length + 1));
}

describe("operator metrics", () => {
  it("401 without the operator token, with a wrong one, and from loopback once a token is set", async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics({ Authorization: "Bearer wrong" })).status).toBe(401);
    expect((await metrics({ Authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    const ok = await metrics({ Authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  });

  it("counts orders created and refused, menu reads, and times both routes", async () => {
    const before = await scrape();
    expect((await order(server.url)).status).toBe(200);
    expect((await order(server.url)).status).toBe(200);
    expect((await order(server.url, { tableSlug: "99" })).status).toBe(400);
    expect((await fetch(`${server.url}/api/menu/${owner.user.publicLink}`)).status).toBe(200);
    const after = await scrape();
    const delta = growth(before, after);
    expect(delta("draft_orders_created_total")).toBe(2);
    expect(delta("draft_orders_refused_total")).toBe(1);
    expect(delta("draft_menu_reads_total")).toBe(1);
    expect(delta('draft_request_duration_seconds_count{route="order"}')).toBe(3);
    expect(delta('draft_request_duration_seconds_count{route="menu"}')).toBe(1);
    expect(sample(after, "draft_push_outbox_depth")).toBeGreaterThanOrEqual(0);
    expect(sample(after, "draft_hooks_pool_size")).toBe(24);
    // Nothing of an order's contents or a credential in the metrics.
    expect(after).not.toContain(owner.user.publicLink);
  });
});

describe("counts from many hook VMs", () => {
  it("add up exactly over requests one after another (the same VM) and many at once (many VMs)", async () => {
    // One after another, the requests land on the same VM of the pool; at once, on many, each
    // adding to the same counts in the app's store (lib/ops/ops-metrics.js).
    const before = await scrape();
    for (let i = 0; i < 14; i++) expect((await order(server.url)).status).toBe(200);
    for (let wave = 0; wave < 2; wave++) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => order(server.url)));
      for (const a of answers) expect(a.status).toBe(200);
    }
    expect((await order(server.url, { tableSlug: "99" })).status).toBe(400);
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${server.url}/api/menu/${owner.user.publicLink}`)).status).toBe(200);
    }
    const after = await scrape();
    const delta = growth(before, after);
    expect(delta("draft_orders_created_total")).toBe(30);
    expect(delta("draft_orders_refused_total")).toBe(1);
    expect(delta("draft_menu_reads_total")).toBe(10);
    expect(delta('draft_request_duration_seconds_count{route="order"}')).toBe(31);
    expect(delta('draft_request_duration_seconds_bucket{route="order",le="+Inf"}')).toBe(31);
    expect(delta('draft_request_duration_seconds_count{route="menu"}')).toBe(10);
    expect(delta('draft_request_duration_seconds_sum{route="order"}')).toBeGreaterThan(0);
    // Read twice, the same: a scrape changes no count.
    expect(sample(await scrape(), "draft_orders_created_total")).toBe(sample(after, "draft_orders_created_total"));
  });
});

describe("hook VM use", () => {
  it("the pool size, the VMs busy with orders and menus now, and the most at once since the last scrape", async () => {
    await scrape(); // the peaks start again from here
    await Promise.all([order(server.url), order(server.url), order(server.url)]);
    expect((await fetch(`${server.url}/api/menu/${owner.user.publicLink}`)).status).toBe(200);
    const after = await scrape();
    expect(sample(after, "draft_hooks_pool_size")).toBeGreaterThan(0);
    expect(sample(after, 'draft_hooks_busy{route="order"}')).toBe(0);
    expect(sample(after, 'draft_hooks_busy{route="menu"}')).toBe(0);
    expect(sample(after, 'draft_hooks_busy_peak{route="order"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'draft_hooks_busy_peak{route="order"}')).toBeLessThanOrEqual(3);
    expect(sample(after, 'draft_hooks_busy_peak{route="menu"}')).toBe(1);
    // Nothing ran since: the peaks are back to 0.
    const idle = await scrape();
    expect(sample(idle, 'draft_hooks_busy_peak{route="order"}')).toBe(0);
    expect(sample(idle, 'draft_hooks_busy_peak{route="menu"}')).toBe(0);
  });
});

describe("readiness", () => {
  it("/api/ready: 200 when orders can be served; the detail only for the operator", async () => {
    const plain = await fetch(`${server.url}/api/ready`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(plain.status).toBe(200);
    const body = (await plain.json()) as Record<string, unknown>;
    expect(body.ready).toBe(true);
    expect(body).not.toHaveProperty("replication");
    const op = (await (
      await fetch(`${server.url}/api/ready`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).json()) as Record<string, unknown>;
    // Started without the launcher: no worker, no replication to report.
    expect(op.pushWorkerHealthy).toBe(false);
    expect(op.launcher).toMatch(/not running under/);
  });
});

// A data dir on a small tmpfs that is then filled: needs mount (root, as in CI); skipped with a
// note where mounting is not permitted.
function canMount(): boolean {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "draft-mnt-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", d], { stdio: "ignore" });
    execFileSync("umount", [d], { stdio: "ignore" });
    return true;
  } catch {
    console.log("disk-full test skipped: mounting a tmpfs is not permitted here");
    return false;
  } finally {
    fs.rmSync(d, { recursive: true, force: true });
  }
}

/** GET /api/health with the Host header `host` (fetch does not let a caller set Host). */
function healthAt(host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/api/health`, { headers: { Host: host } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += String(c)));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

describe("/api/health", () => {
  it("is the hooks' answer for every name the server is reached by, in PocketBase's shape", async () => {
    const port = new URL(server.url).port;
    for (const host of ["127.0.0.1", "localhost", "health.example"]) {
      const res = await healthAt(`${host}:${port}`);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(res.body)).toEqual({ code: 200, message: "API is healthy.", data: {} });
    }
    // A name nobody configured still reaches PocketBase's own (the process answers), never an error.
    const other = await healthAt("unlisted.example");
    expect(other.status).toBe(200);
    expect(other.headers["cache-control"]).toBeUndefined();
    expect(JSON.parse(other.body)).toEqual({ code: 200, message: "API is healthy.", data: {} });
    // The superuser's extra data, as PocketBase gives it (its dashboard reads canBackup).
    const admin = await fetch(`${server.url}/api/health`, { headers: { Authorization: server.admin.authStore.token } });
    const body = (await admin.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ canBackup: true, realIP: "127.0.0.1", possibleProxyHeader: "" });
  });
});

describe("disk full", { timeout: 120_000 }, () => {
  it.skipIf(!canMount())(
    "refuses orders with a clear 503, never half-written; /api/ready says so; serves again once space is back",
    async () => {
      const mnt = fs.mkdtempSync(path.join(os.tmpdir(), "draft-full-"));
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", mnt]);
      let full: TestServer | null = null;
      try {
        const dir = path.join(mnt, "pb");
        fs.mkdirSync(dir);
        full = await startTestServer({ dir });
        const o = await createOwner(full);
        const d = (await createSoupMenu(o)).dish.id;
        const send = () =>
          fetch(`${full!.url}/api/collections/orders/records`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              userSlug: o.user.publicLink,
              tableSlug: "1",
              items: [{ dishId: d, title: "Soup", price: 4.5, count: 1, modifiers: {} }],
            }),
          });
        expect((await send()).status).toBe(200);
        // Fill the disk.
        const filler = path.join(mnt, "filler");
        try {
          execFileSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k"], { stdio: "ignore" });
        } catch {
          /* "No space left on device": full */
        }
        // Orders until one is refused (the WAL may still have room for a few).
        let saved = 1;
        let refused: Response | null = null;
        for (let i = 0; i < 2000 && !refused; i++) {
          const res = await send();
          if (res.status === 200) saved++;
          else refused = res;
        }
        expect(refused, "no order was refused on a full disk").not.toBeNull();
        expect(refused!.status).toBe(503);
        const msg = ((await refused!.json()) as { message: string }).message;
        expect(msg).toBe("The order could not be saved: the server is out of disk space. Please tell the staff.");
        expect((await fetch(`${full.url}/api/ready`)).status).toBe(503);
        // /api/health says so too (PocketBase's own would still say 200), in PocketBase's shape, at
        // most a second later (its check is cached for a second).
        await new Promise((r) => setTimeout(r, 1100));
        const sick = await fetch(`${full.url}/api/health`);
        expect(sick.status).toBe(503);
        expect(await sick.json()).toEqual({
          code: 503,
          message: "The app cannot serve orders now: database not writable.",
          data: {},
        });
        // Space back: serving again, and exactly the acknowledged orders are stored.
        fs.rmSync(filler);
        expect((await send()).status).toBe(200);
        saved++;
        expect((await fetch(`${full.url}/api/ready`)).status).toBe(200);
        // At most a second later (the health check is cached for a second).
        await new Promise((r) => setTimeout(r, 1100));
        expect((await fetch(`${full.url}/api/health`)).status).toBe(200);
        const stored = await full.admin.collection("orders").getList(1, 1, { filter: `user = "${o.user.id}"` });
        expect(stored.totalItems).toBe(saved);
      } finally {
        await full?.stop().catch(() => {});
        execFileSync("umount", ["-l", mnt]);
        fs.rmSync(mnt, { recursive: true, force: true });
      }
    },
  );
});
