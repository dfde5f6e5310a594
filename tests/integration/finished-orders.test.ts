// A finished order is frozen and keeps its own finishing time (docs/sales.md#finishing-time):
// `finishedAt`, set once by the server; the sales figures, the page of orders and the CSV read it.
// Any save of an order moves `updated`, so an empty PATCH used to move a finished order (and its
// sales) into another period. Existing finished orders get their `updated` (migration 1765200000).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { startOldServer } from "../helpers/old-server";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let a: Owner;
let soup: { id: string };

interface Stats {
  count: number;
  items?: { id: string; finishedAt: string }[];
}

const sql = (dir: string, text: string) =>
  execFileSync("sqlite3", [path.join(dir, "data.db")], { input: `.timeout 10000\n${text}\n` })
    .toString()
    .trim();

async function finishedOrder(): Promise<RecordModel> {
  const o = await server
    .client()
    .collection("orders")
    .create({ userSlug: a.user.publicLink, tableSlug: "1", items: [{ dishId: soup.id, count: 2 }] });
  return a.pb.collection("orders").update(o.id, { finished: true });
}

async function csvLines(query: Record<string, string>): Promise<string[]> {
  const res = await fetch(`${server.url}/api/stats/finished/csv?${new URLSearchParams(query)}`, {
    headers: { Authorization: a.pb.authStore.token },
  });
  return (await res.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server, { currency: "EUR" });
  ({ dish: soup } = await createSoupMenu(a));
});
afterAll(async () => {
  await server?.stop();
});

describe("a finished order is frozen", () => {
  it("finishing sets finishedAt once; any later PATCH, an empty one included, is a 400 that changes nothing", async () => {
    const done = await finishedOrder();
    expect(done.finishedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
    const before = await server.admin.collection("orders").getOne(done.id);
    for (const body of [
      {},
      { finished: true },
      { started: true, finished: true },
      { finishedAt: "2020-01-01 00:00:00.000Z" },
    ]) {
      const refused = await expectStatus(a.pb.collection("orders").update(done.id, body), 400);
      expect(refused.message).toBe("A finished order cannot be changed.");
    }
    const after = await server.admin.collection("orders").getOne(done.id);
    expect([after.updated, after.finishedAt, after.total]).toEqual([before.updated, before.finishedAt, before.total]);
  });

  it("an unfinished order has no finishedAt, whatever a client sends", async () => {
    const o = await server
      .client()
      .collection("orders")
      .create({
        userSlug: a.user.publicLink,
        tableSlug: "1",
        items: [{ dishId: soup.id, count: 1 }],
        finishedAt: "2020-01-01 00:00:00.000Z",
      });
    expect((await server.admin.collection("orders").getOne(o.id)).finishedAt).toBe("");
    await a.pb.collection("orders").update(o.id, { started: true, finishedAt: "2020-01-01 00:00:00.000Z" });
    expect((await server.admin.collection("orders").getOne(o.id)).finishedAt).toBe("");
  });

  it("the figures, the page of orders and the CSV go by finishedAt, not by updated", async () => {
    const done = await finishedOrder();
    const finishedAt = String(done.finishedAt);
    // As if a later save had moved `updated` a year on (an empty PATCH did that before).
    sql(server.dir, `UPDATE orders SET updated = '2099-01-01 00:00:00.000Z' WHERE id = '${done.id}';`);
    const around = {
      from: finishedAt.slice(0, 19),
      to: new Date(Date.parse(finishedAt.replace(" ", "T")) + 1000).toISOString().slice(0, 19).replace("T", " "),
    };
    const s = await a.pb.send<Stats>("/api/stats/finished", { query: { ...around, page: "1" } });
    expect(s.count).toBeGreaterThanOrEqual(1);
    expect(s.items?.map((o) => o.id)).toContain(done.id);
    const line = (await csvLines(around)).find((l) => l.startsWith(done.id));
    expect(line?.split(",")[2]).toBe(finishedAt);
    const later = await a.pb.send<Stats>("/api/stats/finished", { query: { from: "2098-12-31 00:00:00", page: "1" } });
    expect(later.items?.map((o) => o.id) ?? []).not.toContain(done.id);
  });
});

describe("upgrade", () => {
  it("existing finished orders get finishedAt from updated; their sales stay in their period", async () => {
    const old = await startOldServer(["1765200000_orders_finished_at.js"], ["orders-sales.pb.js"]);
    let upgraded: TestServer | null = null;
    try {
      const email = `upgrade${Date.now()}@test.local`;
      const password = "owner-password-123";
      const owner = await old.admin
        .collection("users")
        .create({ email, password, passwordConfirm: password, currency: "EUR" });
      sql(
        old.dir,
        "INSERT INTO orders (id, user, userSlug, tableSlug, items, total, started, finished, currency, created, updated) VALUES " +
          `('oldfinished0001', '${owner.id}', '${owner.publicLink}', '1', '[]', 4.5, TRUE, TRUE, 'EUR', '2026-01-10 11:00:00.000Z', '2026-01-10 12:00:00.000Z'), ` +
          `('oldunfinished01', '${owner.id}', '${owner.publicLink}', '1', '[]', 3, TRUE, FALSE, 'EUR', '2026-01-10 11:00:00.000Z', '2026-01-10 12:30:00.000Z');`,
      );
      await old.stop();
      upgraded = await startTestServer({ dir: old.dir });
      const rows = sql(old.dir, "SELECT id || '=' || finishedAt FROM orders ORDER BY id;").split("\n");
      expect(rows).toEqual(["oldfinished0001=2026-01-10 12:00:00.000Z", "oldunfinished01="]);
      const pb = upgraded.client();
      await pb.collection("users").authWithPassword(email, password);
      const s = await pb.send<Stats>("/api/stats/finished", {
        query: { from: "2026-01-10 12:00:00", to: "2026-01-10 12:00:01" },
      });
      expect(s.count).toBe(1);
    } finally {
      await upgraded?.stop();
      fs.rmSync(old.dir, { recursive: true, force: true });
    }
  });
});
