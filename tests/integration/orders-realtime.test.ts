// Realtime for the owner screens on the real PocketBase: the live board's topic (venue/{id}/orders)
// sees every event of the owner's orders (and nothing of another venue's); the Finished orders
// topic (venue/{id}/finished) sees an order becoming finished or a finished one deleted, not new
// guest orders. Topics are venue-scoped (pb_hooks/lib/realtime/realtime.js).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventSource } from "eventsource";
import type { RecordModel, RecordSubscription } from "pocketbase";
import { olderFirst } from "../../src/domain/combine";
import { createOwner, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

(globalThis as unknown as { EventSource: unknown }).EventSource = EventSource;

let server: TestServer;
let a: Owner;
let b: Owner;
let dish: RecordModel;

async function guestOrder(): Promise<RecordModel> {
  return server
    .client()
    .collection("orders")
    .create({
      user: a.user.id,
      userSlug: a.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: dish.id, title: dish.title, price: dish.price, count: 1, modifiers: {} }],
      total: dish.price,
    });
}

/** Collects `action:id` of every event a fresh client of `owner` receives on its venue's `kind` topic. */
async function listen(owner: Owner, kind: "orders" | "finished" = "orders") {
  const pb = server.client();
  pb.authStore.save(owner.pb.authStore.token, owner.pb.authStore.record);
  const seen: string[] = [];
  const un = await pb.realtime.subscribe(`venue/${owner.user.id}/${kind}`, (e: RecordSubscription) =>
    seen.push(`${e.action}:${e.record.id}`),
  );
  return { seen, stop: () => un() };
}

const settle = () => new Promise((r) => setTimeout(r, 400));

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  const cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
  dish = await a.pb.collection("dishes").create({ title: "Soup", price: 4.5, category: cat.id, user: a.user.id });
  await a.pb.collection("tables").create({ tableNumber: 1, round: false, width: 80, length: 80, user: a.user.id });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("orders realtime", () => {
  it("the live board's topic sees create, update and delete of the owner's orders; another owner sees none", async () => {
    const mine = await listen(a);
    const other = await listen(b);
    const o = await guestOrder();
    await expect.poll(() => mine.seen).toEqual([`create:${o.id}`]);
    await a.pb.collection("orders").update(o.id, { started: true });
    await expect.poll(() => mine.seen.length).toBe(2);
    await a.pb.collection("orders").delete(o.id);
    await expect.poll(() => mine.seen).toEqual([`create:${o.id}`, `update:${o.id}`, `delete:${o.id}`]);
    await settle();
    expect(other.seen).toEqual([]);
    await mine.stop();
    await other.stop();
  });

  it("an owner cannot follow another venue's orders", async () => {
    const pb = server.client();
    pb.authStore.save(b.pb.authStore.token, b.pb.authStore.record);
    await expect(pb.realtime.subscribe(`venue/${a.user.id}/orders`, () => {})).rejects.toMatchObject({ status: 403 });
    pb.realtime.unsubscribe().catch(() => {});
  });

  it("the Finished orders topic sees orders becoming finished and finished ones deleted, not new orders", async () => {
    const finished = await listen(a, "finished");
    const o = await guestOrder();
    await a.pb.collection("orders").update(o.id, { started: true });
    await settle();
    expect(finished.seen).toEqual([]);
    await a.pb.collection("orders").update(o.id, { finished: true });
    await expect.poll(() => finished.seen).toEqual([`update:${o.id}`]);
    await a.pb.collection("orders").delete(o.id);
    await expect.poll(() => finished.seen).toEqual([`update:${o.id}`, `delete:${o.id}`]);
    await finished.stop();
  });

  it("a combine is seen as an update of the newer order and a delete of the older", async () => {
    // Which is the older is the server's rule (src/domain/combine.ts olderFirst: by `created`, then
    // by id): two orders sent back to back can share their millisecond `created`.
    const key = (o: RecordModel) => ({ id: o.id, created: String(o.created) });
    const [older, newer] = [await guestOrder(), await guestOrder()].sort((x, y) => olderFirst(key(x), key(y)));
    const mine = await listen(a);
    await a.pb.send("/api/orders/combine", { method: "POST", body: { ids: [older.id, newer.id] } });
    await expect.poll(() => [...mine.seen].sort()).toEqual([`delete:${older.id}`, `update:${newer.id}`].sort());
    await mine.stop();
  });
});
