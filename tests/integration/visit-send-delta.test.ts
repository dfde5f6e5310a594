// The group send as a delta (docs/table-tab.md#sending), against a real PocketBase: the send answers
// and publishes only what it changed ({"action": "sent"}), and a member's view with it merged
// (src/domain/visit-sent.ts, what the phone does) is exactly a fresh GET of the view; a view that
// missed a change (a gap) is not merged: the phone loads the whole view.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventSource } from "eventsource";
import type { RecordModel } from "pocketbase";
import { createOwner, guestOrder, startTestServer, tableKey, type Owner, type TestServer } from "../helpers/pocketbase";
import { mergeVisitSent, type VisitSent } from "../../src/domain/visit-sent";
import type { VisitView } from "../../src/domain/visit";
import { venueTopicName, visitTopicName } from "../../src/domain/topics";

(globalThis as unknown as { EventSource: unknown }).EventSource = EventSource;

const guest = (name: string) => `guest-delta-${name}-${"x".repeat(20)}`;
const ANNA = guest("anna");
const BEN = guest("ben");
const CARL = guest("carl");

interface MemberAnswer {
  visit: VisitView;
  me: number;
  invite: string;
}

let server: TestServer;
let venue: Owner;
let dishes: string[];

beforeAll(async () => {
  server = await startTestServer();
  venue = await createOwner(server);
  const u = venue.user.id;
  const cat = await venue.pb.collection("categories").create({ title: "Mains", order: 0, user: u });
  dishes = [];
  for (const [i, price] of [4.9, 12.5].entries()) {
    dishes.push(
      (await venue.pb.collection("dishes").create({ title: `Dish ${i}`, price, category: cat.id, user: u, order: i }))
        .id,
    );
  }
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
    await venue.pb.collection("tables").create({ tableNumber: n, round: true, diameter: 100, user: u, x: 0, y: 0 });
  }
  await venue.pb.collection("users").update(u, { tableService: "tab" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const call = <T>(method: string, path: string, token: string, body?: unknown) =>
  server.client().send<T>(path, { method, headers: { "X-Guest-Token": token }, body: body as Record<string, unknown> });

async function party(table: string): Promise<string> {
  const a = await call<MemberAnswer>("POST", "/api/visits/start", ANNA, {
    link: venue.user.publicLink,
    table,
    key: await tableKey(server, venue, table),
    name: "Anna",
  });
  await call("POST", "/api/visits/join", BEN, { code: a.invite, name: "Ben" });
  await call("POST", "/api/visits/join", CARL, { code: a.invite, name: "Carl" });
  return a.visit.id;
}

/** What a phone (or the board) hears on `topic`, in order. */
async function follow(topic: string, auth?: Owner) {
  const pb = server.client();
  if (auth) pb.authStore.save(auth.pb.authStore.token, auth.pb.authStore.record);
  const heard: Array<{ action: string; record: VisitSent }> = [];
  await pb.realtime.subscribe(topic, (e: { action: string; record: VisitSent }) => heard.push(e));
  return { pb, heard };
}

const view = async (visit: string, token: string) =>
  (await call<MemberAnswer>("GET", `/api/visits/${visit}`, token)).visit;

describe("the group send as a delta", () => {
  it("every member and the staff hear what changed; merged into a member's view it is a fresh GET", async () => {
    const visit = await party("1");
    const carl = await follow(visitTopicName(visit, CARL));
    const staff = await follow(venueTopicName(venue.user.id, "visits"), venue);
    // A first order, so the view holds a bill before the send.
    const first = await call<MemberAnswer>("POST", `/api/visits/${visit}/cart`, ANNA, {
      add: { dishId: dishes[0], count: 1 },
    });
    await call("POST", `/api/visits/${visit}/send`, ANNA, { version: first.visit.cart.version });
    await call("POST", `/api/visits/${visit}/cart`, BEN, { add: { dishId: dishes[1], count: 2 } });
    await call("POST", `/api/visits/${visit}/cart`, CARL, { add: { dishId: dishes[1], count: 1 } });
    // The view Carl's phone holds: loaded after the last cart change.
    const held = await view(visit, CARL);
    const sent = await call<{ order: RecordModel; visit: VisitSent; me: number; invite: string }>(
      "POST",
      `/api/visits/${visit}/send`,
      BEN,
      { version: held.cart.version },
    );
    // The answer: the order and the delta, never the whole bill.
    expect(sent.order).toMatchObject({ visit, total: 37.5 });
    expect(sent.me).toBe(2);
    expect(sent.invite).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(sent.visit).not.toHaveProperty("lines");
    expect(sent.visit.sent).toMatchObject({ from: held.cart.version, order: sent.order.id, cents: 3750, money: false });
    expect(sent.visit.cart).toEqual({ version: held.cart.version + 1, lines: [] });
    // Ben's and Carl's 12.50 dishes: one kitchen line, one bill line each.
    expect(sent.visit.sent.lines.map((l) => [l.by, l.count, l.amountCents])).toEqual([
      ["Ben", 2, 2500],
      ["Carl", 1, 1250],
    ]);
    const of = (h: { action: string; record: VisitSent }) =>
      h.action === "sent" && h.record.sent.order === sent.order.id;
    await expect.poll(() => carl.heard.some(of)).toBe(true);
    const heard = carl.heard.find(of)!;
    expect(heard.record).toEqual(sent.visit);
    await expect.poll(() => staff.heard.some(of)).toBe(true);
    expect(staff.heard.find(of)!.record).toEqual(sent.visit);
    // Merged into the view Carl held, it is exactly what a fresh GET shows.
    const fresh = await view(visit, CARL);
    expect(mergeVisitSent(held, heard.record)).toEqual(fresh);
    // A view that already holds the send keeps it; one that missed a change (a gap) is loaded again.
    expect(mergeVisitSent(fresh, heard.record)).toBe(fresh);
    expect(mergeVisitSent(first.visit, heard.record)).toBeNull();
    carl.pb.realtime.unsubscribe();
    staff.pb.realtime.unsubscribe();
  });

  it("a send that reopens a requested bill: the delta carries the status, the merge is a fresh GET", async () => {
    const visit = await party("2");
    const a = await call<MemberAnswer>("POST", `/api/visits/${visit}/cart`, ANNA, {
      add: { dishId: dishes[0], count: 1 },
    });
    await call("POST", `/api/visits/${visit}/send`, ANNA, { version: a.visit.cart.version });
    await call("POST", `/api/visits/${visit}/bill`, ANNA, { split: "whole", tipPercent: 0, method: "cash" });
    await call("POST", `/api/visits/${visit}/cart`, CARL, { add: { dishId: dishes[0], count: 1 } });
    const held = await view(visit, BEN);
    expect(held.status).toBe("billRequested");
    const sent = await call<{ visit: VisitSent }>("POST", `/api/visits/${visit}/send`, CARL, {
      version: held.cart.version,
    });
    expect(sent.visit).toMatchObject({ status: "open", bill: null, billRequestedAt: "" });
    expect(mergeVisitSent(held, sent.visit)).toEqual(await view(visit, BEN));
    // The same version again: refused as before, by the unique request id, nothing stored.
    const again = await call("POST", `/api/visits/${visit}/send`, ANNA, { version: held.cart.version }).catch(
      (e: { status: number; response: { message: string } }) => e,
    );
    expect(again).toMatchObject({ status: 409, response: { message: "This cart was already sent." } });
    expect((await view(visit, BEN)).orders).toBe(2);
  });

  it("the room kept on the visit (its orders, lines, bytes) follows orders that join, are adopted, edited and deleted", async () => {
    const visit = await party("3");
    // The room SQLite keeps on the row (pb_migrations/1771100000_visit_room.js) against its orders.
    const holds = async () => {
      const v = await server.admin.collection("visits").getOne(visit);
      const orders = await server.admin.collection("orders").getFullList({ filter: `visit = "${visit}"` });
      expect([v.roomOrders, v.roomLines, v.roomBytes]).toEqual([
        orders.length,
        orders.reduce((s, o) => s + (o.items as unknown[]).length, 0),
        orders.reduce((s, o) => s + JSON.stringify(o.items).length, 0),
      ]);
      return orders;
    };
    for (const who of [ANNA, BEN]) {
      const added = await call<MemberAnswer>("POST", `/api/visits/${visit}/cart`, who, { add: { dishId: dishes[0] } });
      await call("POST", `/api/visits/${visit}/send`, who, { version: added.visit.cart.version });
    }
    expect((await holds()).length).toBe(2);
    // A phone with the table's key outside the group orders apart (on no tab); the staff add it.
    const apart = await server
      .client()
      .collection("orders")
      .create(
        {
          userSlug: venue.user.publicLink,
          tableSlug: "3",
          items: [
            { dishId: dishes[1], count: 3 },
            { dishId: dishes[0], count: 1 },
          ],
          clientRequestId: `delta-apart-${Date.now()}`,
          tableKey: await tableKey(server, venue, "3"),
        },
        { headers: { "X-Guest-Token": guest("dora") } },
      );
    expect(apart.visit).toBe("");
    await server.client().send(`/api/venue/visits/${visit}/adopt`, {
      method: "POST",
      headers: { Authorization: venue.pb.authStore.token },
      body: { order: apart.id },
    });
    const orders = await holds();
    expect(orders.length).toBe(3);
    // An edit of an order's lines, and a deleted order.
    await server.admin
      .collection("orders")
      .update(apart.id, { items: [{ dishId: dishes[1], count: 1, price: 12.5, title: "Dish 1" }] });
    await holds();
    await server.admin.collection("orders").delete(orders[0].id);
    expect((await holds()).length).toBe(2);
  });

  /** A phone's own order at `table` from the keyed link (the menu's order, not the group cart). */
  const order = async (table: string, token: string, items: Array<{ dishId: string; count: number }>) =>
    guestOrder(server, venue, items, token, { tableSlug: table, tableKey: await tableKey(server, venue, table) });

  it("a member's own order: members and the staff hear its lines only; merged into a held view it is a fresh GET", async () => {
    const visit = await party("4");
    const carl = await follow(visitTopicName(visit, CARL));
    const staff = await follow(venueTopicName(venue.user.id, "visits"), venue);
    // Something in the cart, so the view's cart must stay as it was.
    await call("POST", `/api/visits/${visit}/cart`, CARL, { add: { dishId: dishes[0], count: 1 } });
    await order("4", ANNA, [{ dishId: dishes[0], count: 1 }]);
    const held = await view(visit, CARL);
    const own = await order("4", BEN, [
      { dishId: dishes[1], count: 2 },
      { dishId: dishes[0], count: 1 },
    ]);
    // The ordering phone's answer is the order, as the spec has it.
    expect(own).toMatchObject({ visit, total: 29.9, tableSlug: "4" });
    const of = (h: { action: string; record: VisitSent }) => h.action === "sent" && h.record.sent?.order === own.id;
    await expect.poll(() => carl.heard.some(of)).toBe(true);
    const heard = carl.heard.find(of)!.record;
    await expect.poll(() => staff.heard.some(of)).toBe(true);
    expect(staff.heard.find(of)!.record).toEqual(heard);
    // Its lines only: no whole bill, no cart (it is as it was).
    expect(heard).not.toHaveProperty("lines");
    expect(heard).not.toHaveProperty("cart");
    expect(heard.sent).toMatchObject({ from: held.cart.version, order: own.id, cents: 2990, money: false, orders: 2 });
    expect(heard.sent.lines.map((l) => [l.by, l.count, l.amountCents])).toEqual([
      ["Ben", 2, 2500],
      ["Ben", 1, 490],
    ]);
    const fresh = await view(visit, CARL);
    expect(fresh.cart.lines).toHaveLength(1);
    expect(mergeVisitSent(held, heard)).toEqual(fresh);
    expect(mergeVisitSent(fresh, heard)).toBe(fresh);
    // A second order merges onto the first; a view that missed the first (a gap) is loaded again.
    const next = await order("4", CARL, [{ dishId: dishes[0], count: 3 }]);
    const ofNext = (h: { action: string; record: VisitSent }) =>
      h.action === "sent" && h.record.sent?.order === next.id;
    await expect.poll(() => carl.heard.some(ofNext)).toBe(true);
    const second = carl.heard.find(ofNext)!.record;
    expect(mergeVisitSent(mergeVisitSent(held, heard)!, second)).toEqual(await view(visit, CARL));
    expect(mergeVisitSent(held, second)).toBeNull();
    carl.pb.realtime.unsubscribe();
    staff.pb.realtime.unsubscribe();
  });

  it("the first phone's join and a dropped bill still publish the whole view", async () => {
    const staff = await follow(venueTopicName(venue.user.id, "visits"), venue);
    // The first keyed phone at a table nobody started becomes the group's first member.
    const dora = guest("dora");
    const first = await order("5", dora, [{ dishId: dishes[0], count: 1 }]);
    expect(first.visit).toMatch(/^[a-z0-9]{15}$/);
    const whole = (id: string) => (h: { action: string; record: VisitSent }) =>
      h.action === "update" && h.record.id === id && (h.record as unknown as VisitView).orders >= 1;
    await expect.poll(() => staff.heard.some(whole(first.visit as string))).toBe(true);
    const joined = staff.heard.find(whole(first.visit as string))!.record as unknown as VisitView;
    expect(joined.members).toHaveLength(1);
    expect(staff.heard.some((h) => h.action === "sent" && h.record.id === first.visit)).toBe(false);
    // A member's order with money drops a requested bill: the whole view, status open.
    const visit = await party("6");
    const ben = await follow(visitTopicName(visit, BEN));
    await order("6", ANNA, [{ dishId: dishes[0], count: 1 }]);
    await call("POST", `/api/visits/${visit}/bill`, ANNA, { split: "whole", tipPercent: 0, method: "cash" });
    expect((await view(visit, BEN)).status).toBe("billRequested");
    const again = await order("6", CARL, [{ dishId: dishes[1], count: 1 }]);
    const reopened = (h: { action: string; record: VisitSent }) => {
      const v = h.record as unknown as VisitView;
      return h.action === "update" && v.id === visit && v.status === "open" && v.orders === 2;
    };
    await expect.poll(() => ben.heard.some(reopened)).toBe(true);
    await expect.poll(() => staff.heard.some(reopened)).toBe(true);
    expect(ben.heard.find(reopened)!.record).toMatchObject({ bill: null, billRequestedAt: "" });
    expect(ben.heard.some((h) => h.action === "sent" && h.record.sent?.order === again.id)).toBe(false);
    expect(ben.heard.find(reopened)!.record).toEqual(await view(visit, BEN));
    ben.pb.realtime.unsubscribe();
    staff.pb.realtime.unsubscribe();
  });
});

// A group send in one write (pb_migrations/1771150000_visit_send_in_insert.js; docs/PERFORMANCE.md,
// "The group send in one write"): who added each line is kept on the order, and the order's own
// INSERT empties the cart; a send that races a change of its cart still loses and repeats nothing.
describe("the group send in one write", () => {
  const add = (visit: string, token: string, dish: string) =>
    call<MemberAnswer>("POST", `/api/visits/${visit}/cart`, token, { add: { dishId: dish, count: 1 } });

  it("keeps who added each line on the order and empties the cart in the order's INSERT", async () => {
    const visit = await party("7");
    const before = await server.admin.collection("visits").getOne(visit);
    // Ben, Anna, Ben again: one soup line for the kitchen, one bill line per member, in that order.
    await add(visit, BEN, dishes[0]);
    await add(visit, ANNA, dishes[0]);
    await add(visit, BEN, dishes[0]);
    const last = await add(visit, ANNA, dishes[1]);
    const sent = await call<{ order: RecordModel; visit: VisitSent }>("POST", `/api/visits/${visit}/send`, CARL, {
      version: last.visit.cart.version,
    });
    const order = await server.admin.collection("orders").getOne(sent.order.id);
    // Anna is member 1, Ben 2 (they joined in that order).
    expect(order.addedBy).toEqual({
      [dishes[0]]: [
        [2, 2],
        [1, 1],
      ],
      [dishes[1]]: [[1, 1]],
    });
    // Hidden like the guest token: not in the answer, nor in what the staff read.
    expect(sent.order.addedBy).toBeUndefined();
    expect((await venue.pb.collection("orders").getOne(order.id)).addedBy).toBeUndefined();
    const after = await server.admin.collection("visits").getOne(visit);
    expect(after.cart).toEqual([]);
    expect(after.cartVersion).toBe(last.visit.cart.version + 1);
    expect(after.updated).toBe(order.created);
    // The visit's row no longer grows with every send.
    expect(after.lineBy).toEqual(before.lineBy);
    expect(sent.visit.cart).toEqual({ version: last.visit.cart.version + 1, lines: [] });
    const bill = (await view(visit, ANNA)).lines.map((l) => [l.title, l.count, l.by]);
    expect(bill).toEqual([
      ["Dish 0", 2, "Ben"],
      ["Dish 0", 1, "Anna"],
      ["Dish 1", 1, "Anna"],
    ]);
    expect(sent.visit.sent.lines.map((l) => [l.title, l.count, l.by])).toEqual(bill);
  });

  it("a line added while a send is under way stays in the cart; nothing is lost or sent twice", async () => {
    const visit = await party("8");
    let sends = 0;
    for (let round = 0; round < 12; round++) {
      const a = await add(visit, ANNA, dishes[0]);
      // Anna sends the cart she saw while Ben adds a line: whichever comes first, Ben's line is
      // never in Anna's order, and it is never lost.
      const [send, more] = await Promise.allSettled([
        call<{ order: RecordModel }>("POST", `/api/visits/${visit}/send`, ANNA, { version: a.visit.cart.version }),
        add(visit, BEN, dishes[1]),
      ]);
      expect(more.status).toBe("fulfilled");
      const cart = (await view(visit, ANNA)).cart.lines.map((l) => l.title);
      if (send.status === "fulfilled") {
        sends++;
        const order = await server.admin.collection("orders").getOne(send.value.order.id);
        expect(order.items.map((l: { title: string; count: number }) => [l.title, l.count])).toEqual([["Dish 0", 1]]);
        expect(cart).toEqual(["Dish 1"]);
      } else {
        expect(send.reason).toMatchObject({
          status: 409,
          response: { message: "The cart changed meanwhile: check it and send again." },
        });
        expect(cart).toEqual(["Dish 0", "Dish 1"]);
      }
      // Empty the cart for the next round.
      const now = await view(visit, ANNA);
      await call("POST", `/api/visits/${visit}/send`, ANNA, { version: now.cart.version });
      expect((await view(visit, ANNA)).cart.lines).toEqual([]);
    }
    // Every line added is on exactly one order: 12 of Dish 0 and 12 of Dish 1.
    const orders = await server.admin.collection("orders").getFullList({ filter: `visit = "${visit}"` });
    const count = (title: string) =>
      orders.reduce(
        (s, o) =>
          s +
          (o.items as Array<{ title: string; count: number }>)
            .filter((l) => l.title === title)
            .reduce((t, l) => t + l.count, 0),
        0,
      );
    expect([count("Dish 0"), count("Dish 1")]).toEqual([12, 12]);
    // One order a round to empty the cart, and Anna's own where her send got through.
    expect(orders).toHaveLength(12 + sends);
  });
});
