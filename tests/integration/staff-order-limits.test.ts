// Staff always get through (issue 35 point 4, docs/security-and-isolation.md#staff-always-get-through),
// against a real PocketBase with its rate limits on: the board's and the kitchen's own order
// requests (New order, Start, Finish, edit, Delete, combine, reprint, the list of live orders, a
// manager's approval) are limited per staff account, never by the address the staff share with the
// guests on the venue's wifi. Every client here is 127.0.0.1: guests and staff share one address.
// Limits are read from the server where it has them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import {
  createDevice,
  createMember,
  createOwner,
  createSoupMenu,
  expectStatus,
  type Member,
  type Owner,
  type TestServer,
  startTestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let venue: Owner;
// Made before any test uses the address's limits up (adding a member is under the generic rule).
let waiter: Member;
let kitchen: Member;
let ben: Member;
let carl: Member;
let manager: Member;
const CODE = "97531";
let dish: { id: string; title: string; price: number };
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: true });
  venue = await createOwner(server);
  dish = (await createSoupMenu(venue)).dish;
  waiter = await createMember(server, venue, "waiter");
  kitchen = await createDevice(server, venue, "kitchen");
  ben = await createMember(server, venue, "waiter", "Ben");
  carl = await createMember(server, venue, "waiter", "Carl");
  // A manager's code: the venue uses approvals, a waiter's Delete of a started order asks for one.
  manager = await createMember(server, venue, "manager", "Nia");
  await manager.pb.send("/api/team/approval-code", { method: "POST", body: { code: CODE } });
  const first = await guest(
    "POST",
    "/api/collections/orders/records",
    {
      userSlug: venue.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: dish.id, count: 1 }],
      clientRequestId: "lister-order",
    },
    LISTER,
  );
  expect(first).toBe(200);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

type Rule = { label: string; audience: string; duration: number; maxRequests: number };
async function guestRule(label: string): Promise<Rule> {
  const rules = (await server.admin.settings.getAll()).rateLimits.rules as Rule[];
  const rule = rules.find((r) => r.label === label && r.audience === "@guest");
  if (!rule) throw new Error(`no guests' rule ${label}`);
  return rule;
}

/** A request without a session (a guest's phone); resolves with its status. */
const WIFI = `guest-wifi-${"x".repeat(24)}`;
// A guest with one order: their list is one record long (an empty filtered list is slowed down by
// PocketBase on purpose, apis/record_crud.go randomizedThrottle).
const LISTER = `guest-lister-${"x".repeat(24)}`;

function guest(method: string, path: string, body?: unknown, token = WIFI): Promise<number> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", "X-Guest-Token": token },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.status);
}

// What guests at the address can use up. PocketBase counts a collection route by the collection and
// the operation (its own bucket of the generic rule for the list and the delete), every other route
// under the generic rule's one bucket (the order edit, the reprint).
const guestPaths = {
  "the order create": () => guestOrder(),
  "the combine": () => guest("POST", "/api/orders/combine", {}),
  "the generic rule (order edits)": () => guest("PATCH", "/api/collections/orders/records/aaaaaaaaaaaaaaa", {}),
  "the orders list": () =>
    guest(
      "GET",
      `/api/collections/orders/records?filter=${encodeURIComponent(`user = '${venue.user.id}'`)}`,
      undefined,
      LISTER,
    ),
  "the orders delete": () => guest("DELETE", "/api/collections/orders/records/aaaaaaaaaaaaaaa"),
  "a manager's approval": () => guest("POST", "/api/team/approve", {}),
};

const guestOrder = () =>
  guest("POST", "/api/collections/orders/records", {
    userSlug: venue.user.publicLink,
    tableSlug: "1",
    items: [{ dishId: dish.id, count: 1 }],
    clientRequestId: `guest-order-${++seq}`,
  });

/** The board's New order (src/data/orders.ts createStaffOrder) from `pb`. */
function newOrder(pb: PocketBase): Promise<RecordModel> {
  return pb.collection("orders").create({
    staff: true,
    user: venue.user.id,
    userSlug: venue.user.publicLink,
    tableSlug: "1",
    items: [{ dishId: dish.id, title: dish.title, price: dish.price, count: 1, modifiers: {} }],
    total: dish.price,
    tzOffset: 0,
    clientRequestId: `staff-${++seq}`,
  });
}

/** The board's list of the live orders (src/data/orders.ts listLiveOrders) from `pb`. */
async function liveIds(pb: PocketBase): Promise<string[]> {
  const res = await pb.collection("orders").getList(1, 500, {
    filter: pb.filter("user = {:id} && finished = false", { id: venue.user.id }),
    sort: "started,-created",
  });
  return res.items.map((r) => r.id);
}

/** The board's list, one order long (what is counted is the request, not what it holds). */
function oneOrder(pb: PocketBase) {
  return pb.collection("orders").getList(1, 1, {
    filter: pb.filter("user = {:id}", { id: venue.user.id }),
    skipTotal: true,
  });
}

/** `send()` in batches of 40 until one is refused (at most 20 batches); true when one was. */
async function exhaustInBatches(send: () => Promise<number>): Promise<boolean> {
  for (let batch = 0; batch < 20; batch++) {
    const statuses = await Promise.all(Array.from({ length: 40 }, send));
    if (statuses.includes(429)) return true;
  }
  return false;
}

/** Counts `send()` until it answers 429 (at most `max` times): the number of the refused one, or 0. */
async function refusedAt(max: number, send: () => Promise<number>): Promise<number> {
  for (let i = 1; i <= max; i++) if ((await send()) === 429) return i;
  return 0;
}

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { status: number }) => e.status,
  );

describe("guests on the venue's wifi do not stop the board", () => {
  it("with the address's limits used up, the owner's, a waiter's and the kitchen's New order, Start, Finish, edit, combine, list, Delete and a manager's approval get through", async () => {
    // PocketBase's windows are fixed: should one start again between the guests' last refusal and
    // the staff's requests, a guest's next request passes, and the round is made again.
    let proven = false;
    for (let round = 0; round < 5 && !proven; round++) {
      // Anybody at the address (the same 127.0.0.1) uses the guests' limits up.
      for (const [name, send] of Object.entries(guestPaths)) {
        expect(await exhaustInBatches(send), `the address's limit of ${name} is used up`).toBe(true);
      }

      // The staff, at the same address: New order from the owner and from a waiter.
      const mine = await newOrder(venue.pb);
      const theirs = await newOrder(waiter.pb);
      expect(await liveIds(venue.pb)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect(await liveIds(waiter.pb)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect(await liveIds(kitchen.pb)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      // Combine, edit, Start (the kitchen), Finish (the waiter).
      const merged = await venue.pb.send<RecordModel>("/api/orders/combine", {
        method: "POST",
        body: { ids: [mine.id, theirs.id] },
      });
      const edited = await venue.pb.collection("orders").update(merged.id, {
        items: [{ dishId: dish.id, title: dish.title, price: dish.price, count: 3, modifiers: {} }],
        expectedUpdated: merged.updated,
      });
      expect(edited.total).toBe(3 * dish.price);
      expect((await kitchen.pb.collection("orders").update(merged.id, { started: true })).started).toBe(true);
      expect((await waiter.pb.collection("orders").update(merged.id, { finished: true })).finished).toBe(true);
      // Delete (a new order: a finished one stays for the sales).
      const gone = await newOrder(waiter.pb);
      await venue.pb.collection("orders").delete(gone.id);
      expect(await liveIds(venue.pb)).not.toContain(gone.id);
      // A waiter's Delete of a started order, with the manager's approval.
      const started = await newOrder(waiter.pb);
      await waiter.pb.collection("orders").update(started.id, { started: true });
      const approval = await waiter.pb.send<{ token: string }>("/api/team/approve", {
        method: "POST",
        body: { action: "deleteOrder", target: started.id, approver: manager.record.id, code: CODE },
      });
      await waiter.pb.collection("orders").delete(started.id, { headers: { "X-Approval": approval.token } });
      expect(await liveIds(venue.pb)).not.toContain(started.id);

      // The guests were still refused: the staff went through while the address was limited.
      proven = true;
      for (const send of Object.values(guestPaths)) proven = proven && (await send()) === 429;
    }
    expect(proven, "the staff went through while the address's limits were used up").toBe(true);
  }, 180_000);
});

describe("each account is limited on its own", () => {
  it("a waiter past the account's New order limit gets 429; the owner at the same address does not", async () => {
    const waiter = ben;
    const max = (await guestRule("POST /api/collections/orders/records")).maxRequests;
    // One fixed window a minute: a loop that runs into the next minute counts again from 0.
    const at = await refusedAt(2 * max + 2, () => statusOf(newOrder(waiter.pb)));
    expect(at).toBeGreaterThan(max);
    const refused = await expectStatus(newOrder(waiter.pb), 429);
    expect(refused.message).toBe("Too many new orders from your account: wait a minute.");
    await newOrder(venue.pb);
  }, 120_000);

  it("a signed-in account ordering at another venue is bounded like an address", async () => {
    const other = await createOwner(server);
    const max = (await guestRule("POST /api/collections/orders/records")).maxRequests;
    const before = (await server.admin.collection("orders").getList(1, 1, { filter: `user = "${venue.user.id}"` }))
      .totalItems;
    const at = await refusedAt(2 * max + 2, () =>
      statusOf(
        other.pb.collection("orders").create({
          userSlug: venue.user.publicLink,
          tableSlug: "1",
          items: [{ dishId: dish.id, count: 1 }],
          clientRequestId: `flood-${++seq}`,
        }),
      ),
    );
    expect(at).toBeGreaterThan(max);
    const after = (await server.admin.collection("orders").getList(1, 1, { filter: `user = "${venue.user.id}"` }))
      .totalItems;
    expect(after - before).toBe(at - 1);
  }, 120_000);

  it("a waiter past the account's approvals gets 429; the approvals of another account at the address do not", async () => {
    const max = (await guestRule("POST /api/team/approve")).maxRequests;
    const at = await refusedAt(2 * max + 2, () =>
      statusOf(ben.pb.send("/api/team/approve", { method: "POST", body: {} })),
    );
    expect(at).toBeGreaterThan(max);
    const refused = await expectStatus(ben.pb.send("/api/team/approve", { method: "POST", body: {} }), 429);
    expect(refused.message).toBe("Too many approvals asked from your account: wait a minute.");
    await expectStatus(carl.pb.send("/api/team/approve", { method: "POST", body: {} }), 400);
  }, 120_000);

  it("Start, Finish, edit, Delete and reprint share one count per account; the list has its own", async () => {
    const waiter = carl;
    const patch = () => statusOf(waiter.pb.collection("orders").update("aaaaaaaaaaaaaaa", { started: true }));
    const at = await refusedAt(1202, patch);
    expect(at).toBeGreaterThan(600);
    const refused = await expectStatus(
      waiter.pb.collection("orders").update("aaaaaaaaaaaaaaa", { started: true }),
      429,
    );
    expect(refused.message).toBe("Too many order actions from your account: wait a minute.");
    await expectStatus(waiter.pb.collection("orders").delete("aaaaaaaaaaaaaaa"), 429);
    await expectStatus(waiter.pb.send("/api/print/orders/aaaaaaaaaaaaaaa/reprint", { method: "POST" }), 429);
    // Another account at the same address is not held by it.
    await expectStatus(venue.pb.collection("orders").update("aaaaaaaaaaaaaaa", { started: true }), 404);
    await expectStatus(venue.pb.collection("orders").delete("aaaaaaaaaaaaaaa"), 404);

    // The list of the live orders (reloaded on each event): 1,800 a minute per account.
    let listRefusedAt = 0;
    for (let i = 0; i < 3700 && !listRefusedAt; i += 50) {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => statusOf(oneOrder(waiter.pb))));
      const ok = statuses.filter((s) => s === 200).length;
      if (ok < 50) listRefusedAt = i + ok + 1;
    }
    expect(listRefusedAt).toBeGreaterThan(1800);
    const list = await expectStatus(liveIds(waiter.pb), 429);
    await expectStatus(oneOrder(waiter.pb), 429);
    expect(list.message).toBe("Too many reloads of the orders from your account: wait a minute.");
    await oneOrder(venue.pb);
  }, 180_000);
});
