// What staff and the guest see an order owe at a venue with tax added (docs/tax-and-receipts.md#what-staff-see),
// against a real PocketBase: every read of an order there (the staff's list and record, the
// guest's own list by its token, and a realtime event) carries `due` {netCents, taxCents,
// totalCents} from the order's stored breakdown, computed by the server; `total` stays the lines'
// sum. A venue with the tax included, or without tax, reads exactly as before (no `due`, no `tax`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { EventSource } from "eventsource";
import {
  createOwner,
  createSoupMenu,
  guestOrder,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let added: Owner;
let included: Owner;
let untaxed: Owner;
const soup: Record<string, string> = {};
const GUEST = "order-due-guest-token-aaaaaaaaaa";

const rules = (mode: string) => ({
  tax: { mode, rates: [{ id: "food", name: "Food", percent: 7 }], defaultRate: "food" },
});

/** A guest's order of three soups (4.50) at `owner`'s table 1. */
function order(owner: Owner) {
  return guestOrder(server, owner, [{ dishId: soup[owner.user.id], count: 3 }], GUEST);
}

beforeAll(async () => {
  // The SDK's realtime needs an EventSource (Node has none).
  (globalThis as { EventSource?: unknown }).EventSource ??= EventSource;
  server = await startTestServer();
  added = await createOwner(server, { currency: "USD" });
  included = await createOwner(server, { currency: "EUR" });
  untaxed = await createOwner(server, { currency: "EUR" });
  for (const o of [added, included, untaxed]) soup[o.user.id] = (await createSoupMenu(o)).dish.id;
  await added.pb.collection("users").update(added.user.id, { moneyRules: rules("exclusive") });
  await included.pb.collection("users").update(included.user.id, { moneyRules: rules("inclusive") });
});

afterAll(async () => {
  await server?.stop();
});

describe("an order at a venue with tax added", () => {
  it("reads with what the guest owes (net, tax, total with tax); total stays the lines' sum", async () => {
    const created = await order(added);
    // 13.50 of soup at 7 % added: tax 0.945 -> 0.95 (half up), 14.45 due.
    const want = { netCents: 1350, taxCents: 95, totalCents: 1445 };
    const staffList = await added.pb.collection("orders").getFullList({ filter: `id = "${created.id}"` });
    expect(staffList[0]!.total).toBe(13.5);
    expect(staffList[0]!.due).toEqual(want);
    expect(staffList[0]!.tax).toBeUndefined();
    expect((await added.pb.collection("orders").getOne(created.id)).due).toEqual(want);
    // The guest's own orders, by its token.
    const guestList = await server
      .client()
      .collection("orders")
      .getList(1, 10, {
        headers: { "X-Guest-Token": GUEST },
        filter: `user = "${added.user.id}" && id = "${created.id}"`,
      });
    expect(guestList.items[0]?.due).toEqual(want);
  });

  it("follows a staff edit: the server computes it again from the new lines", async () => {
    const created = await order(added);
    const edited = await added.pb.collection("orders").update(created.id, {
      items: [{ dishId: soup[added.user.id], title: "Soup", price: 4.5, count: 1, modifiers: {} }],
    });
    // 4.50 at 7 %: 0.315 -> 0.32.
    expect(edited.due).toEqual({ netCents: 450, taxCents: 32, totalCents: 482 });
  });

  it("comes with a realtime event to the staff's board (a created order and a started one)", async () => {
    const pb = added.pb;
    const events: RecordModel[] = [];
    await pb.realtime.subscribe(`venue/${added.user.id}/orders`, (e: { action: string; record: RecordModel }) => {
      events.push(e.record);
    });
    const created = await order(added);
    await pb.collection("orders").update(created.id, { started: true });
    await expect.poll(() => events.filter((r) => r.id === created.id).length).toBe(2);
    await pb.realtime.unsubscribe();
    const [made, started] = events.filter((r) => r.id === created.id);
    // The create event carries the stored breakdown (the create answer's); a later one `due`.
    expect(made!.tax).toMatchObject({ mode: "exclusive", netCents: 1350, taxCents: 95, totalCents: 1445 });
    expect(started!.due).toEqual({ netCents: 1350, taxCents: 95, totalCents: 1445 });
  });
});

describe("Finished orders", () => {
  it("lists a finished order with what the guest owed", async () => {
    const created = await order(added);
    await added.pb.collection("orders").update(created.id, { started: true });
    await added.pb.collection("orders").update(created.id, { finished: true });
    const page = await added.pb.send<{ items: RecordModel[] }>("/api/stats/finished", {
      method: "GET",
      query: { page: "1" },
    });
    expect(page.items.find((r) => r.id === created.id)?.due).toEqual({
      netCents: 1350,
      taxCents: 95,
      totalCents: 1445,
    });
    const other = await order(untaxed);
    await untaxed.pb.collection("orders").update(other.id, { finished: true });
    const plain = await untaxed.pb.send<{ items: RecordModel[] }>("/api/stats/finished", {
      method: "GET",
      query: { page: "1" },
    });
    expect("due" in plain.items.find((r) => r.id === other.id)!).toBe(false);
  });
});

describe("a venue with the tax included, or without tax", () => {
  it("reads its orders exactly as before: no due, no tax", async () => {
    for (const owner of [included, untaxed]) {
      const created = await order(owner);
      const read = await owner.pb.collection("orders").getOne(created.id);
      expect(read.total).toBe(13.5);
      expect("due" in read).toBe(false);
      expect("tax" in read).toBe(false);
    }
  });
});
