// The landing page's promise, metered (docs/operations.md#monthly-orders): the owner's count this
// month against the free 500 (waiter calls apart), and the operator's report (CSV and metric) of
// the venues past 500 this month and last month. Orders beyond the first few are copied in SQL
// (the way the sales tests seed), with the month moved for "last month".
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, createSoupMenu, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

const TOKEN = "operator-token-monthly-0123456789";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { OPS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await server?.stop();
});

function sql(statements: string) {
  return execFileSync("sqlite3", [path.join(server.dir, "data.db")], { input: `.timeout 5000\n${statements}` })
    .toString()
    .trim();
}

async function send(owner: Owner, items: unknown[]) {
  const res = await fetch(`${server.url}/api/collections/orders/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ userSlug: owner.user.publicLink, tableSlug: "1", items }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** A venue with `orders` food orders and `waiter` (>= 1) waiter calls this month (or `monthOffset` months away). */
async function venue(orders: number, waiter: number, monthOffset = 0): Promise<Owner> {
  const owner = await createOwner(server, { name: `Venue ${orders}/${waiter}/${monthOffset}` });
  const dish = (await createSoupMenu(owner)).dish;
  const food = await send(owner, [{ dishId: dish.id, count: 1 }]);
  const call = await send(owner, [{ dishId: "cash", count: 1 }]);
  // Copies with fresh ids (and no clientRequestId, so the unique index is not in the way).
  const dup = (id: string, n: number) =>
    n > 0
      ? `CREATE TEMP TABLE c AS SELECT * FROM orders WHERE id = '${id}'; UPDATE c SET clientRequestId = '';` +
        Array.from({ length: n }, (_, i) => `UPDATE c SET id = 'c${i}${id}'; INSERT INTO orders SELECT * FROM c;`).join(
          "",
        ) +
        "DROP TABLE c;"
      : "";
  sql(dup(food, orders - 1) + dup(call, waiter - 1));
  if (monthOffset) {
    const d = new Date();
    const shifted = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthOffset, 15, 12));
    const at = shifted.toISOString().replace("T", " ");
    sql(`UPDATE orders SET created = '${at}' WHERE user = '${owner.user.id}';`);
  }
  return owner;
}

describe("monthly orders", { timeout: 120_000 }, () => {
  it("the owner sees this month's orders against the free 500, waiter calls apart", async () => {
    const owner = await venue(3, 2);
    const counts = await owner.pb.send("/api/venue/monthly-orders", {});
    expect(counts).toMatchObject({ orders: 3, waiterCalls: 2, free: 500, month: new Date().toISOString().slice(0, 7) });
    // Only for a signed-in owner.
    expect((await fetch(`${server.url}/api/venue/monthly-orders`)).status).toBe(401);
    // Test orders (the owner's own from their guest menu) are counted apart too; a waiter call
    // stays a waiter call.
    sql(
      `UPDATE orders SET isTest = 1 WHERE id IN (SELECT id FROM orders WHERE user = '${owner.user.id}' ` +
        `AND json_extract(items, '$[0].dishId') != 'cash' LIMIT 1);` +
        `UPDATE orders SET isTest = 1 WHERE id IN (SELECT id FROM orders WHERE user = '${owner.user.id}' ` +
        `AND json_extract(items, '$[0].dishId') = 'cash' LIMIT 1);`,
    );
    const apart = await owner.pb.send("/api/venue/monthly-orders", {});
    expect(apart).toMatchObject({ orders: 2, waiterCalls: 2, testOrders: 1 });
  });

  it("the operator's CSV and metric list the venues past 500 this month and last month", async () => {
    const busy = await venue(501, 40); // 501 orders: past
    const calls = await venue(480, 60); // 540 with the waiter calls, 480 orders: not past
    const last = await venue(505, 1, -1); // past, last month
    const csv = await fetch(`${server.url}/api/ops/venues-over-limit.csv`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("month,venue_id,venue_name,public_link,orders,waiter_calls,test_orders");
    const body = lines.slice(1).join("\n");
    expect(body).toContain(`${busy.user.id},Venue 501/40/0,${busy.user.publicLink},501,40`);
    expect(body).toContain(`${last.user.id},Venue 505/1/-1,${last.user.publicLink},505,1`);
    expect(body).not.toContain(calls.user.id);
    const metrics = await (
      await fetch(`${server.url}/api/ops/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(metrics).toContain('draft_venues_over_free_orders{month="this"} 1');
    expect(metrics).toContain('draft_venues_over_free_orders{month="last"} 1');
    expect(
      (await fetch(`${server.url}/api/ops/venues-over-limit.csv`, { headers: { "X-Forwarded-For": "203.0.113.9" } }))
        .status,
    ).toBe(401);
  });
});
