// The guest order's INSERT (pb_hooks/lib/orders/order-save.js) on the real PocketBase: a prepared
// statement that checks the venue itself, and PocketBase's per-field validation skipped only for an
// order whose every value is within the schema's limits by construction. These tests hold the
// fast path to the schema it assumes, and show the long orders and field errors that leave it.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

const orderSave = createRequire(import.meta.url)("../../pb_hooks/lib/orders/order-save.js") as {
  COLUMNS: string;
  LIMITS: Record<string, number>;
};

let server: TestServer;
let owner: Owner;
let dish: RecordModel;
const EXTRAS = Array.from({ length: 7 }, (_, i) => `Extra ${i + 1} ${"x".repeat(300)}`);

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server);
  const cat = await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: owner.user.id });
  dish = await owner.pb.collection("dishes").create({
    title: "A dish with a long name ".repeat(8).trim(),
    price: 4,
    category: cat.id,
    user: owner.user.id,
    order: 0,
    modifiers: Object.fromEntries(EXTRAS.map((name) => [name, 0.5])),
  });
  await owner.pb.collection("tables").create({ tableNumber: 1, user: owner.user.id, x: 0, y: 0 });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** Every non-empty set of extras, largest first. */
function extraSets(): string[][] {
  const sets: string[][] = [];
  for (let mask = 1; mask < 1 << EXTRAS.length; mask++) sets.push(EXTRAS.filter((_, i) => mask & (1 << i)));
  return sets.sort((x, y) => y.length - x.length);
}

function send(lines: number, requestId: string) {
  const items = extraSets()
    .slice(0, lines)
    .map((set) => ({ dishId: dish.id, count: 1, modifiers: Object.fromEntries(set.map((n) => [n, 0.5])) }));
  return server
    .client()
    .collection("orders")
    .create(
      { userSlug: owner.user.publicLink, tableSlug: "1", items, clientRequestId: requestId },
      { headers: { "X-Guest-Token": "guest-token-order-insert-0001" } },
    );
}

describe("the guest order's INSERT", () => {
  it("assumes exactly the orders schema the migrations build", async () => {
    const orders = await server.admin.collections.getOne("orders");
    const fields = orders.fields as unknown as Array<Record<string, unknown>>;
    expect(
      fields
        .map((f) => f.name)
        .sort()
        .join(","),
    ).toBe(orderSave.COLUMNS);
    const byName = Object.fromEntries(fields.map((f) => [f.name as string, f]));
    for (const name of ["userSlug", "tableSlug", "clientRequestId", "guestToken", "currency"]) {
      expect(byName[name], name).toMatchObject({ type: "text", max: orderSave.LIMITS[name], min: 0, pattern: "" });
      expect(byName[name].required, name).toBe(false);
    }
    expect(byName.items).toMatchObject({ type: "json", maxSize: orderSave.LIMITS.items, required: false });
    expect(byName.total).toMatchObject({ type: "number", min: 0, onlyInt: false, required: false });
    expect(byName.total.max ?? null).toBeNull();
    for (const name of ["started", "finished"]) expect(byName[name]).toMatchObject({ type: "bool", required: false });
    // Who started, finished and edited it: empty on a guest's new order, which an optional text takes.
    for (const name of ["startedBy", "finishedBy", "editedBy"]) {
      expect(byName[name], name).toMatchObject({ type: "text", required: false, min: 0, pattern: "" });
    }
    expect(byName.user).toMatchObject({ type: "relation", maxSelect: 1, collectionId: owner.user.collectionId });
  });

  it("stores a long order through PocketBase's own validation, priced as a short one would be", async () => {
    const rec = await send(20, "long-order-0001");
    const items = rec.items as Array<{ price: number; count: number; modifiers: Record<string, number> }>;
    expect(items).toHaveLength(20);
    expect(JSON.stringify(items).length * 6).toBeGreaterThan(orderSave.LIMITS.items);
    for (const line of items) expect(line.price).toBe(4 + 0.5 * Object.keys(line.modifiers).length);
    const total = items.reduce((sum, l) => sum + l.price * l.count, 0);
    expect(rec.total).toBeCloseTo(total, 2);
    const stored = await server.admin.collection("orders").getOne(rec.id);
    expect(stored.items).toHaveLength(20);
  });

  it("refuses an order over the items size limit with PocketBase's field error and stores nothing", async () => {
    const before = (await server.admin.collection("orders").getList(1, 1)).totalItems;
    const body = await expectStatus(send(50, "too-long-order-0001"), 400);
    expect(body.message).toBe("Failed to create record.");
    expect((body.data as Record<string, { code: string }>).items.code).toBe("validation_json_size_limit");
    expect((await server.admin.collection("orders").getList(1, 1)).totalItems).toBe(before);
  });

  it("logs a refused guest order, not a successful one (the order is its own record)", async () => {
    const ok = await send(1, "logged-order-0001");
    await expectStatus(send(50, "logged-order-0002"), 400);
    // The log is written in batches: wait for the refused order's entry, then the other is due too.
    await expect
      .poll(async () => (await server.admin.logs.getList(1, 50, { filter: `data.status = 400` })).totalItems, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const entries = await server.admin.logs.getList(1, 200, {
      filter: `data.method = "POST" && data.url ~ "/api/collections/orders/records"`,
    });
    const statuses = entries.items.map((l) => l.data.status as number);
    expect(statuses).toContain(400);
    expect(statuses).not.toContain(200);
    expect(ok.id).toBeTruthy();
  });

  it("answers with the stored order's public JSON (no guest token), and ?fields still applies", async () => {
    const rec = await send(1, "short-order-0001");
    expect(rec.guestToken).toBeUndefined();
    const stored = await server.admin.collection("orders").getOne(rec.id);
    // Hidden fields: the guest token, the tax breakdown (null at a venue without tax rules,
    // docs/tax-and-receipts.md#tax) and the pickup fields (empty on a table's order,
    // docs/takeaway.md) and who added a group send's lines (null on any other order,
    // docs/table-tab.md#sending), which the superuser sees and the guest's answer does not.
    const { guestToken, tax, addedBy, pickupNumber, pickupDay, pickupAt, pickupName, ...visible } = stored;
    expect(guestToken).toBe("guest-token-order-insert-0001");
    expect(tax).toBeNull();
    expect(addedBy).toBeNull();
    expect({ pickupNumber, pickupDay, pickupAt, pickupName }).toEqual({
      pickupNumber: 0,
      pickupDay: "",
      pickupAt: "",
      pickupName: "",
    });
    expect(rec).toEqual(visible);
    // ?fields= still applies (that answer goes through PocketBase's own JSON writer).
    const picked = await server
      .client()
      .collection("orders")
      .create(
        { userSlug: owner.user.publicLink, tableSlug: "1", items: [{ dishId: dish.id, count: 1 }] },
        { fields: "id,total", headers: { "X-Guest-Token": "guest-token-order-insert-0001" } },
      );
    expect(Object.keys(picked).sort()).toEqual(["id", "total"]);
  });
});
