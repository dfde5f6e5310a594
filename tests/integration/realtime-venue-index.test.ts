// Venue topics are indexed by their first reader after a start (pb_hooks/lib/realtime/realtime.js topicSet):
// one walk of PocketBase's connections indexes every venue's screens, so the first order of every
// other venue finds its screens without a walk of its own (one walk per venue kept 10,000 venues
// at 26 orders a second of the 170 asked, docs/PERFORMANCE.md). Screens opened before the walk, by
// the walk; screens opened after it, by their own subscribe. A fresh server: the index is per start.
import { afterAll, beforeAll, expect, it } from "vitest";
import { EventSource } from "eventsource";
import type { RecordSubscription } from "pocketbase";
import { createOwner, createSoupMenu, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

(globalThis as unknown as { EventSource: unknown }).EventSource = EventSource;

let server: TestServer;
const owners: Array<{ owner: Owner; dishId: string; got: string[] }> = [];

beforeAll(async () => {
  server = await startTestServer();
  for (let i = 0; i < 3; i++) {
    const owner = await createOwner(server);
    const { dish } = await createSoupMenu(owner);
    owners.push({ owner, dishId: dish.id, got: [] });
  }
  // Setting the menus up published to the venue topics: the index starts again with the process.
  await server.restart();
}, 120000);

afterAll(async () => {
  for (const o of owners) o.owner.pb.realtime.unsubscribe();
  await server?.stop();
});

async function openScreen(i: number) {
  const o = owners[i];
  await o.owner.pb.realtime.subscribe(`venue/${o.owner.user.id}/orders`, (e: RecordSubscription) => {
    if (e.action === "create") o.got.push(e.record.id);
  });
}

async function order(i: number): Promise<string> {
  const o = owners[i];
  const rec = await server
    .client()
    .collection("orders")
    .create({ userSlug: o.owner.user.publicLink, tableSlug: "1", items: [{ dishId: o.dishId, count: 1 }] });
  return rec.id;
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(check(), what).toBe(true);
}

it("the first order after a start indexes every venue's screens; a screen opened later indexes itself", async () => {
  await openScreen(0);
  await openScreen(1);
  // The first reader: venue 0's order walks the connections once, for every venue.
  const first = await order(0);
  await until(() => owners[0].got.includes(first), "venue 0's screen gets its order");
  // Venue 1's screen was found by that walk: its first order reaches it.
  const second = await order(1);
  await until(() => owners[1].got.includes(second), "venue 1's screen, indexed by venue 0's walk, gets its order");
  // Venue 2's screen opens after the walk: its subscribe joins the index itself.
  await openScreen(2);
  const third = await order(2);
  await until(() => owners[2].got.includes(third), "a screen opened after the walk gets its venue's order");
  // Nobody got another venue's order.
  expect(owners[0].got).toEqual([first]);
  expect(owners[1].got).toEqual([second]);
  expect(owners[2].got).toEqual([third]);
}, 60000);

it("screens of new venues that come together after the walk wait for their topic's first reader; a prune keeps the live waits", async () => {
  // Five more venues, two screens each (a laptop and a kitchen tablet), all opened at once after
  // the walk above: no set exists for their topics, so each subscribe waits in a pending shard
  // (no write to $app.store() per new topic: docs/PERFORMANCE.md, 26 Nov).
  const fresh: Array<{ owner: Owner; dishId: string; screens: Array<{ pb: Owner["pb"]; got: string[] }> }> = [];
  for (let i = 0; i < 5; i++) {
    const owner = await createOwner(server);
    const { dish } = await createSoupMenu(owner);
    fresh.push({ owner, dishId: dish.id, screens: [] });
  }
  // Setting the menus up published to their menu topics only; the orders topics have no set yet.
  await Promise.all(
    fresh.flatMap((v) =>
      [0, 1].map(async () => {
        const pb = server.client();
        pb.authStore.save(v.owner.pb.authStore.token, v.owner.pb.authStore.record);
        const screen = { pb, got: [] as string[] };
        v.screens.push(screen);
        await pb.realtime.subscribe(`venue/${v.owner.user.id}/orders`, (e: RecordSubscription) => {
          if (e.action === "create") screen.got.push(e.record.id);
        });
      }),
    ),
  );
  // The cron job before any order: the waits are of live screens, so they stay.
  await server.admin.crons.run("realtime-index-prune");
  await new Promise((r) => setTimeout(r, 500));
  const sent: string[] = [];
  for (const v of fresh) {
    const rec = await server
      .client()
      .collection("orders")
      .create({ userSlug: v.owner.user.publicLink, tableSlug: "1", items: [{ dishId: v.dishId, count: 1 }] });
    sent.push(rec.id);
  }
  for (const [i, v] of fresh.entries()) {
    for (const s of v.screens)
      await until(() => s.got.includes(sent[i]), `both screens of new venue ${i} get its order`);
  }
  for (const [i, v] of fresh.entries()) for (const s of v.screens) expect(s.got).toEqual([sent[i]]);
  // A second order reaches them through the set the first one made.
  const again = await server
    .client()
    .collection("orders")
    .create({
      userSlug: fresh[0].owner.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: fresh[0].dishId, count: 1 }],
    });
  for (const s of fresh[0].screens) await until(() => s.got.includes(again.id), "the next order too");
  for (const v of fresh) for (const s of v.screens) s.pb.realtime.unsubscribe();
}, 90000);
