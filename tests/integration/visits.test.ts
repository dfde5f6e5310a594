// Table visits (tabs), docs/table-tab.md, against a real PocketBase: the setting, orders joining
// the table's visit, the group by invitation (cart, send once), the bill (split, tip, take items),
// the staff paying shares and closing, moving, realtime by membership, and every refusal of the
// issue's "Bad input" list (a 4xx with a message, nothing changed).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventSource } from "eventsource";
import type { RecordModel } from "pocketbase";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  tableKey,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

(globalThis as unknown as { EventSource: unknown }).EventSource = EventSource;

let server: TestServer;
let tab: Owner; // tabs on
let plain: Owner; // the default: pay after each order
let soup: { id: string };
let plainSoup: { id: string };

const token = (name: string) => `guest-${name}-${"x".repeat(24)}`;
const ANNA = token("anna");
const BEN = token("ben");
const CARL = token("carl");
const STRANGER = token("stranger");

interface VisitView {
  id: string;
  table: string;
  status: string;
  totalCents: number;
  members: { n: number; label: string }[];
  cart: { version: number; lines: { id: string; title: string; by: string; count: number }[] };
  lines: { key: string; title: string; amountCents: number; by: string; takenBy: string }[];
  bill: null | {
    split: string;
    totalCents: number;
    tipCents: number;
    method: string;
    shares: { label: string; amountCents: number; tipCents: number; paid: boolean }[];
  };
  tipCents: number;
  payMethod: string;
}
interface MemberAnswer {
  visit: VisitView;
  me: number;
  invite: string;
}

/** A JSON request; `guest` is the X-Guest-Token, `owner` signs it in as that owner. */
async function call<T>(
  method: string,
  path: string,
  opts: { guest?: string; owner?: Owner; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.guest) headers["X-Guest-Token"] = opts.guest;
  if (opts.owner) headers.Authorization = opts.owner.pb.authStore.token;
  return server.client().send<T>(path, { method, headers, body: opts.body as Record<string, unknown> });
}

let seq = 0;
/** A guest's order; at the tab venue with the table's key (the phone opened its QR link) unless `keyed` is false. */
async function order(
  owner: Owner,
  dishId: string,
  guest: string | null,
  table = "1",
  count = 1,
  keyed = true,
): Promise<RecordModel> {
  seq += 1;
  const key = keyed && owner === tab ? await tableKey(server, owner, table) : undefined;
  return server
    .client()
    .collection("orders")
    .create(
      {
        userSlug: owner.user.publicLink,
        tableSlug: table,
        items: [{ dishId, count }],
        clientRequestId: `visit-test-${Date.now()}-${seq}`,
        tableKey: key,
      },
      { headers: guest ? { "X-Guest-Token": guest } : {} },
    );
}

const visitRow = (id: string) => server.admin.collection("visits").getOne(id);
const openVisits = (owner: Owner) => call<{ items: VisitView[] }>("GET", "/api/venue/visits", { owner });

beforeAll(async () => {
  server = await startTestServer();
  tab = await createOwner(server);
  plain = await createOwner(server);
  soup = (await createSoupMenu(tab)).dish;
  plainSoup = (await createSoupMenu(plain)).dish;
  for (const n of [2, 3]) {
    await tab.pb
      .collection("tables")
      .create({ tableNumber: n, round: true, diameter: 100, user: tab.user.id, x: 0, y: 0 });
  }
  await tab.pb.collection("users").update(tab.user.id, { tableService: "tab" });
}, 60_000);

afterAll(async () => {
  if (process.env.SHOW_LOGS) {
    const logs = await server.admin.logs.getList(1, 20, { filter: "level > 0", sort: "-created" });
    for (const l of logs.items) console.log(l.message, JSON.stringify(l.data).slice(0, 600));
  }
  await server?.stop();
});

describe("the setting", () => {
  it("defaults to pay after each order: orders carry no visit, nothing opens", async () => {
    const o = await order(plain, plainSoup.id, ANNA);
    expect(o.visit).toBe("");
    expect((await openVisits(plain)).items).toEqual([]);
    const menu = await call<{ venue: { tableService: string } }>("GET", `/api/menu/${plain.user.publicLink}`);
    expect(menu.venue.tableService).toBe("each");
  });
  it("refuses a group at a venue without tabs", async () => {
    const res = await expectStatus(
      call("POST", "/api/visits/start", { guest: ANNA, body: { link: plain.user.publicLink, table: "1" } }),
      409,
    );
    expect(res.message).toBe("This venue takes payment after each order: there is no table tab to share.");
  });
  it("refuses an unknown value", async () => {
    await expectStatus(plain.pb.collection("users").update(plain.user.id, { tableService: "sometimes" }), 400);
  });
});

describe("a table's visit with tabs on", () => {
  let visitId = "";
  let invite = "";

  it("opens with the first keyed order; a member's and the staff's orders join it, a stranger's is apart until the staff add it", async () => {
    const first = await order(tab, soup.id, ANNA, "1", 2);
    expect(first.visit).toMatch(/^[a-z0-9]{15}$/);
    visitId = first.visit;
    // A phone that scanned the table's code but is not in its group orders apart: on no tab.
    const other = await order(tab, soup.id, STRANGER, "1");
    expect(other.visit).toBe("");
    // The staff see it apart and add it to the tab.
    const adopted = await call<{ visit: VisitView }>("POST", `/api/venue/visits/${visitId}/adopt`, {
      owner: tab,
      body: { order: other.id },
    });
    expect(adopted.visit.totalCents).toBe(1350);
    expect((await server.admin.collection("orders").getOne(other.id)).visit).toBe(visitId);
    await expectStatus(
      call("POST", `/api/venue/visits/${visitId}/adopt`, { owner: tab, body: { order: other.id } }),
      409,
    );
    const staff = await tab.pb
      .collection("orders")
      .create({ userSlug: tab.user.publicLink, tableSlug: "1", staff: true, items: [{ dishId: soup.id, count: 1 }] });
    expect(staff.visit).toBe(visitId);
    const elsewhere = await order(tab, soup.id, BEN, "2");
    expect(elsewhere.visit).not.toBe(visitId);
    const visits = (await openVisits(tab)).items;
    const mine = visits.find((v) => v.id === visitId)!;
    expect(mine).toMatchObject({ table: "1", status: "open", totalCents: 1800 });
  });

  it("a member's waiter call (cash) carries the visit and stays price 0; a stranger's is apart", async () => {
    const call_ = await order(tab, "cash", ANNA, "1");
    expect(call_).toMatchObject({ visit: visitId, total: 0, items: [{ dishId: "cash", price: 0, count: 1 }] });
    expect((await order(tab, "cash", STRANGER, "1")).visit).toBe("");
  });

  it("an order cannot be moved to another visit by a client", async () => {
    const o = await order(tab, soup.id, ANNA, "1");
    await expectStatus(tab.pb.collection("orders").update(o.id, { visit: "" }), 400);
    expect((await server.admin.collection("orders").getOne(o.id)).visit).toBe(visitId);
  });

  it("the first guest who ordered is its first member and sees the bill; a stranger who scanned is refused", async () => {
    const mine = await call<MemberAnswer>("GET", `/api/visits/${visitId}`, { guest: ANNA });
    expect(mine.me).toBe(1);
    invite = mine.invite;
    expect(invite).toMatch(/^[A-Za-z0-9]{24,64}$/);
    expect(mine.visit.lines.every((l) => l.title === "Soup")).toBe(true);
    expect(mine.visit.totalCents).toBe(2250);
    expect(JSON.stringify(mine)).not.toContain(ANNA);
    const res = await expectStatus(call("GET", `/api/visits/${visitId}`, { guest: STRANGER }), 403);
    expect(res.message).toBe("Join this table's group with its invitation first.");
    // Starting a group at that table is no way in either.
    const key = await tableKey(server, tab, "1");
    const start = await expectStatus(
      call("POST", "/api/visits/start", { guest: STRANGER, body: { link: tab.user.publicLink, table: "1", key } }),
      409,
    );
    expect(start.message).toBe("This table already has a group: ask someone in it to show you the invitation.");
  });

  it("refuses joining without the invitation", async () => {
    const before = (await visitRow(visitId)).members;
    const res = await expectStatus(
      call("POST", "/api/visits/join", { guest: BEN, body: { code: "x".repeat(32) } }),
      404,
    );
    expect(res.message).toBe("This invitation is not valid.");
    await expectStatus(call("POST", "/api/visits/join", { guest: BEN, body: {} }), 400);
    expect((await visitRow(visitId)).members).toEqual(before);
  });

  it("joins with the invitation, with a first name or as Guest N", async () => {
    const ben = await call<MemberAnswer>("POST", "/api/visits/join", {
      guest: BEN,
      body: { code: invite, name: "Ben" },
    });
    expect(ben.me).toBe(2);
    const carl = await call<MemberAnswer>("POST", "/api/visits/join", { guest: CARL, body: { code: invite } });
    expect(carl.visit.members.map((m) => m.label)).toEqual(["Guest 1", "Ben", "Guest 3"]);
  });

  it("members share one cart; concurrent adds lose nothing; any member sends it once", async () => {
    const adds = await Promise.all(
      [ANNA, BEN, CARL, ANNA, BEN, CARL].map((g) =>
        call<MemberAnswer>("POST", `/api/visits/${visitId}/cart`, {
          guest: g,
          body: { add: { dishId: soup.id, count: 1 } },
        }),
      ),
    );
    expect(adds.length).toBe(6);
    const now = await call<MemberAnswer>("GET", `/api/visits/${visitId}`, { guest: BEN });
    expect(now.visit.cart.lines.length).toBe(6);
    expect(now.visit.cart.lines.map((l) => l.by).sort()).toEqual([
      "Ben",
      "Ben",
      "Guest 1",
      "Guest 1",
      "Guest 3",
      "Guest 3",
    ]);
    // Remove one line (any member may).
    const removed = await call<MemberAnswer>("POST", `/api/visits/${visitId}/cart`, {
      guest: CARL,
      body: { remove: now.visit.cart.lines[0].id },
    });
    expect(removed.visit.cart.lines.length).toBe(5);
    await expectStatus(
      call("POST", `/api/visits/${visitId}/cart`, { guest: CARL, body: { remove: now.visit.cart.lines[0].id } }),
      409,
    );
    // A stranger can neither read nor change it.
    await expectStatus(
      call("POST", `/api/visits/${visitId}/cart`, { guest: STRANGER, body: { add: { dishId: soup.id } } }),
      403,
    );

    const version = removed.visit.cart.version;
    const ordersBefore = (await server.admin.collection("orders").getList(1, 1)).totalItems;
    const results = await Promise.allSettled(
      [ANNA, BEN].map((g) =>
        call<{ order: RecordModel }>("POST", `/api/visits/${visitId}/send`, { guest: g, body: { version } }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok.length).toBe(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.status).toBe(409);
    expect(refused.reason.response.message).toBe("This cart was already sent.");
    expect((await server.admin.collection("orders").getList(1, 1)).totalItems).toBe(ordersBefore + 1);
    const sent = (ok[0] as PromiseFulfilledResult<{ order: RecordModel }>).value.order;
    expect(sent).toMatchObject({ visit: visitId, total: 22.5, items: [{ dishId: soup.id, count: 5 }] });
    // Sending the same version again: stored once.
    const again = await expectStatus(
      call("POST", `/api/visits/${visitId}/send`, { guest: CARL, body: { version } }),
      409,
    );
    expect(again.message).toBe("This cart was already sent.");
    const after = await call<MemberAnswer>("GET", `/api/visits/${visitId}`, { guest: CARL });
    expect(after.visit.cart.lines).toEqual([]);
    // One order line for the kitchen, one bill line per member who added it (a split by item
    // gives each their own), adding up to the order's line.
    const lines = after.visit.lines.filter((l) => l.key.startsWith(sent.id));
    expect(lines.map((l) => l.by).sort()).toEqual(["Ben", "Guest 1", "Guest 3"]);
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(2250);
    expect(lines.map((l) => l.key).every((k) => /^[a-z0-9]{15}\/0\.[0-9]+$/.test(k))).toBe(true);
  });

  it("takes items for a split by item; an item someone took is locked for the others", async () => {
    const view = (await call<MemberAnswer>("GET", `/api/visits/${visitId}`, { guest: ANNA })).visit;
    const key = view.lines[0].key;
    await call("POST", `/api/visits/${visitId}/take`, { guest: ANNA, body: { item: key } });
    const res = await expectStatus(
      call("POST", `/api/visits/${visitId}/take`, { guest: BEN, body: { item: key } }),
      409,
    );
    expect(res.message).toBe("Guest 1 already took this item.");
    expect((await visitRow(visitId)).claims).toEqual({ [key]: 1 });
    await expectStatus(call("POST", `/api/visits/${visitId}/take`, { guest: BEN, body: { item: "nope/0" } }), 404);
    // A split by item with items nobody took does not add up.
    const split = await expectStatus(
      call("POST", `/api/visits/${visitId}/bill`, { guest: BEN, body: { split: "items", method: "card" } }),
      400,
    );
    expect(split.message).toMatch(/^Every item must be taken to split by item: \d+ not taken yet\.$/);
    expect((await visitRow(visitId)).status).toBe("open");
  });

  it("refuses a split that does not add up and a tip below 0 or above the total", async () => {
    const total = (await call<MemberAnswer>("GET", `/api/visits/${visitId}`, { guest: ANNA })).visit.totalCents;
    expect(total).toBe(4500);
    const cases: [Record<string, unknown>, string][] = [
      [
        { split: "amounts", amounts: [1000, 1000], method: "cash" },
        "The shares add up to 20.00, not to the bill's 45.00.",
      ],
      [{ split: "equal", parts: 1, method: "cash" }, "Split equally between 2 and 20 people."],
      [{ split: "whole", tipCents: -1, method: "cash" }, "A tip cannot be below 0."],
      [{ split: "whole", tipCents: 4501, method: "cash" }, "A tip cannot be more than the bill (45.00)."],
      [{ split: "whole", tipPercent: 12, method: "cash" }, "A tip is 0, 5, 10 or 15% or an amount."],
      [{ split: "whole", method: "bitcoin" }, "Pay by cash or card."],
    ];
    for (const [body, message] of cases) {
      const res = await expectStatus(call("POST", `/api/visits/${visitId}/bill`, { guest: ANNA, body }), 400);
      expect(res.message).toBe(message);
    }
    const row = await visitRow(visitId);
    expect(row.status).toBe("open");
    expect(row.bill).toBeNull();
  });

  it("asks for the bill: equal split by 3 with a 10% tip, shares add up, the board hears it and the devices get a push", async () => {
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    await tab.pb.collection("push_subscriptions").create({
      endpoint: `https://fcm.googleapis.com/fcm/send/visit-${Date.now()}`,
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: crypto.randomBytes(16).toString("base64url"),
      user: tab.user.id,
    });
    const staff = server.client();
    staff.authStore.save(tab.pb.authStore.token, tab.pb.authStore.record);
    const heard: VisitView[] = [];
    await staff.realtime.subscribe(`venue/${tab.user.id}/visits`, (e: { record: VisitView }) => heard.push(e.record));
    const ans = await call<MemberAnswer>("POST", `/api/visits/${visitId}/bill`, {
      guest: BEN,
      body: { split: "equal", parts: 3, tipPercent: 10, method: "card" },
    });
    expect(ans.visit.status).toBe("billRequested");
    expect(ans.visit.bill!.shares.map((s) => [s.amountCents, s.tipCents])).toEqual([
      [1500, 150],
      [1500, 150],
      [1500, 150],
    ]);
    await expect.poll(() => heard.some((v) => v.id === visitId && v.status === "billRequested")).toBe(true);
    const pushes = await server.admin.collection("push_outbox").getFullList({ filter: `order = "visit-${visitId}"` });
    expect(pushes).toHaveLength(1);
    expect(pushes[0].payload).toMatchObject({
      title: "Bill requested",
      body: "Table 1: 3 shares, 45.00 + tip 4.50, card",
      url: "/orders",
    });
    await staff.realtime.unsubscribe();
  });

  it("a stranger or another venue's owner cannot pay, close or follow it", async () => {
    await expectStatus(call("POST", `/api/venue/visits/${visitId}/pay`, { guest: STRANGER, body: { share: 0 } }), 401);
    await expectStatus(call("POST", `/api/venue/visits/${visitId}/pay`, { owner: plain, body: { share: 0 } }), 404);
    await expectStatus(
      call("POST", `/api/venue/visits/${visitId}/close`, { owner: plain, body: { confirm: true } }),
      404,
    );
    const pb = server.client();
    await expect(pb.realtime.subscribe(`visit/${visitId}/${STRANGER}`, () => {})).rejects.toMatchObject({
      status: 403,
    });
    pb.realtime.unsubscribe().catch(() => {});
  });

  it("a member follows the visit live", async () => {
    const pb = server.client();
    const heard: VisitView[] = [];
    await pb.realtime.subscribe(`visit/${visitId}/${CARL}`, (e: { record: VisitView }) => heard.push(e.record));
    await call("POST", `/api/venue/visits/${visitId}/pay`, { owner: tab, body: { share: 0 } });
    await expect.poll(() => heard.some((v) => v.bill?.shares[0].paid === true)).toBe(true);
    await pb.realtime.unsubscribe();
  });

  it("refuses paying a share twice, re-splitting a part-paid bill, and closing unpaid without confirming", async () => {
    const twice = await expectStatus(
      call("POST", `/api/venue/visits/${visitId}/pay`, { owner: tab, body: { share: 0 } }),
      409,
    );
    expect(twice.message).toBe("This share is already paid.");
    await expectStatus(
      call("POST", `/api/visits/${visitId}/bill`, { guest: ANNA, body: { split: "whole", method: "cash" } }),
      409,
    );
    const close = await expectStatus(call("POST", `/api/venue/visits/${visitId}/close`, { owner: tab, body: {} }), 409);
    expect(close.message).toBe("This visit has unpaid shares: confirm to close it anyway.");
    // An order with money now is refused (the bill is being paid); a waiter call still goes.
    const more = await expectStatus(order(tab, soup.id, ANNA, "1"), 409);
    expect(more.message).toBe("This table's bill is being paid: ask the staff to add anything more.");
    await order(tab, "card", STRANGER, "1");
    const row = await visitRow(visitId);
    expect(row.status).toBe("billRequested");
    expect(row.bill.shares.map((s: { paid: boolean }) => s.paid)).toEqual([true, false, false]);
  });

  it("all shares paid: the visit closes, its orders are finished, the tip is recorded apart", async () => {
    await call("POST", `/api/venue/visits/${visitId}/pay`, { owner: tab, body: { share: 1 } });
    const last = await call<{ visit: VisitView }>("POST", `/api/venue/visits/${visitId}/pay`, {
      owner: tab,
      body: { share: 2 },
    });
    expect(last.visit.status).toBe("closed");
    expect(last.visit.tipCents).toBe(450);
    expect(last.visit.payMethod).toBe("card");
    const orders = await server.admin.collection("orders").getFullList({ filter: `visit = "${visitId}"` });
    expect(orders.length).toBeGreaterThan(3);
    expect(orders.every((o) => o.finished && o.started)).toBe(true);
    const sum = orders.reduce((s, o) => s + Math.round(o.total * 100), 0);
    expect(sum).toBe(4500); // tips are not in the orders' totals
    expect((await openVisits(tab)).items.some((v) => v.id === visitId)).toBe(false);
  });

  it("Finished orders, the sales figures and the CSV show the tip and the payment method, apart from sales", async () => {
    const stats = await call<{
      totals: { currency: string; cents: number }[];
      tabs: { currency: string; tipCents: number; cardCents: number; cashCents: number }[];
      items: RecordModel[];
      payments: Record<string, { method: string; tipCents: number }>;
    }>("GET", "/api/stats/finished?page=1", { owner: tab });
    expect(stats.tabs).toEqual([{ currency: "", tipCents: 450, cardCents: 4500, cashCents: 0 }]);
    // Sales stay sales: the figures' total is the orders', without the tip.
    expect(stats.totals.reduce((n, t) => n + t.cents, 0)).toBe(4500);
    const mine = stats.items.filter((o) => o.visit === visitId);
    expect(mine.every((o) => stats.payments[o.id]?.method === "card")).toBe(true);
    expect(mine.reduce((n, o) => n + stats.payments[o.id].tipCents, 0)).toBe(450);
    const res = await fetch(`${server.url}/api/stats/finished/csv`, {
      headers: { Authorization: tab.pb.authStore.token },
    });
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip");
    const rows = lines.filter((l) => mine.some((o) => l.startsWith(o.id)));
    expect(rows.length).toBe(mine.length);
    expect(rows.every((l) => /,card,(4\.50)?$/.test(l))).toBe(true);
    expect(rows.filter((l) => l.endsWith(",card,4.50"))).toHaveLength(1);
  });

  it("a closed visit ends the group: no joining, no cart, no paying; the next order opens a new visit", async () => {
    const join = await expectStatus(call("POST", "/api/visits/join", { guest: STRANGER, body: { code: invite } }), 409);
    expect(join.message).toBe("This table's visit has ended: the invitation is no longer valid.");
    await expectStatus(
      call("POST", `/api/visits/${visitId}/cart`, { guest: ANNA, body: { add: { dishId: soup.id } } }),
      409,
    );
    await expectStatus(call("POST", `/api/venue/visits/${visitId}/pay`, { owner: tab, body: { share: 0 } }), 409);
    const next = await order(tab, soup.id, STRANGER, "1");
    expect(next.visit).not.toBe(visitId);
    // The new party's first member is the stranger; the previous party sees nothing of it.
    await expectStatus(call("GET", `/api/visits/${next.visit}`, { guest: ANNA }), 403);
  });
});

describe("staff", () => {
  it("move a visit to a free table, with its open orders; a taken or unknown table is refused", async () => {
    // Table 2's group is Ben's (he opened it in the first test).
    const o = await order(tab, soup.id, BEN, "2");
    const v = o.visit;
    const taken = await expectStatus(
      call("POST", `/api/venue/visits/${v}/move`, { owner: tab, body: { table: 1 } }),
      409,
    );
    expect(taken.message).toBe("Table 1 has an open visit already.");
    await expectStatus(call("POST", `/api/venue/visits/${v}/move`, { owner: tab, body: { table: 99 } }), 400);
    const moved = await call<{ visit: VisitView }>("POST", `/api/venue/visits/${v}/move`, {
      owner: tab,
      body: { table: 3 },
    });
    expect(moved.visit.table).toBe("3");
    expect((await server.admin.collection("orders").getOne(o.id)).tableSlug).toBe("3");
    expect((await order(tab, soup.id, BEN, "3")).visit).toBe(v);
  });

  it("close a visit with money unpaid only when confirming; its orders are finished", async () => {
    const v = (await openVisits(tab)).items.find((x) => x.table === "3")!;
    await expectStatus(call("POST", `/api/venue/visits/${v.id}/close`, { owner: tab, body: { confirm: "yes" } }), 409);
    expect((await visitRow(v.id)).status).toBe("open");
    const closed = await call<{ visit: VisitView }>("POST", `/api/venue/visits/${v.id}/close`, {
      owner: tab,
      body: { confirm: true },
    });
    expect(closed.visit.status).toBe("closed");
    const orders = await server.admin.collection("orders").getFullList({ filter: `visit = "${v.id}"` });
    expect(orders.every((o) => o.finished)).toBe(true);
    await expectStatus(call("POST", `/api/venue/visits/${v.id}/close`, { owner: tab, body: { confirm: true } }), 409);
  });

  it("combine keeps a bill whole: two orders of one tab combine, orders of different tabs do not", async () => {
    const a1 = await order(tab, soup.id, ANNA, "2");
    const a2 = await order(tab, soup.id, ANNA, "2");
    const other = await order(tab, soup.id, BEN, "3");
    expect(other.visit).not.toBe(a1.visit);
    const res = await expectStatus(
      call("POST", "/api/orders/combine", { owner: tab, body: { ids: [a1.id, other.id] } }),
      400,
    );
    expect(res.message).toBe("Orders of different table tabs cannot be combined.");
    expect((await server.admin.collection("orders").getOne(a1.id)).visit).toBe(a1.visit);
    // The combine keeps the newer of the two (by `created` to the millisecond, then by id: two
    // orders sent back to back can share a millisecond, src/domain/combine.ts olderFirst).
    const kept = await call<{ id: string }>("POST", "/api/orders/combine", {
      owner: tab,
      body: { ids: [a1.id, a2.id] },
    });
    expect([a1.id, a2.id]).toContain(kept.id);
    expect((await server.admin.collection("orders").getOne(kept.id)).items[0].count).toBe(2);
    for (const v of (await openVisits(tab)).items)
      await call("POST", `/api/venue/visits/${v.id}/close`, { owner: tab, body: { confirm: true } });
  });

  it("switching tabs off: a running tab keeps its orders, new tables order as the spec says", async () => {
    const v = (await order(tab, soup.id, ANNA, "2")).visit;
    expect(v).not.toBe("");
    await tab.pb.collection("users").update(tab.user.id, { tableService: "each" });
    expect((await order(tab, soup.id, ANNA, "2")).visit).toBe(v);
    // A phone outside the running tab's group orders as the spec says, on no tab.
    expect((await order(tab, soup.id, BEN, "2")).visit).toBe("");
    expect((await order(tab, soup.id, BEN, "3")).visit).toBe("");
    expect((await order(tab, soup.id, BEN, "3", 1, false)).visit).toBe("");
    await tab.pb.collection("users").update(tab.user.id, { tableService: "tab" });
  });
});

describe("what each guest chose, shared dishes, paying your part (issue 35, 6 and 7)", () => {
  let venue: Owner;
  let bruschetta: RecordModel;
  let coffee: RecordModel;
  const ZOE = token("zoe");
  const YAN = token("yan");
  const XIA = token("xia");
  type Line = VisitView["lines"][number] & {
    choices?: { name: string; cents: number; size?: boolean }[];
    paid: boolean;
    part: number;
    takers: { n: number; label: string }[];
  };
  type Part = { no: number; n: number; amountCents: number; tipCents: number; paid: boolean; items: string[] };
  type Full = Omit<VisitView, "lines"> & { lines: Line[]; parts: Part[]; dueCents: number; paidCents: number };
  const view = async (id: string, guest = ZOE) =>
    (await call<{ visit: Full }>("GET", `/api/visits/${id}`, { guest })).visit;

  /** A group of three at `table` (Zoe starts, Yan and Xia join): the visit's id. */
  async function threePhones(table: string): Promise<string> {
    const started = await call<MemberAnswer>("POST", "/api/visits/start", {
      guest: ZOE,
      // Zoe opened the table's keyed QR link (docs/table-tab.md#the-tables-key).
      body: { link: venue.user.publicLink, table, name: "Zoe", key: await tableKey(server, venue, table) },
    });
    for (const [g, name] of [
      [YAN, "Yan"],
      [XIA, "Xia"],
    ])
      await call("POST", "/api/visits/join", { guest: g, body: { code: started.invite, name } });
    return started.visit.id;
  }
  const add = (id: string, guest: string, dishId: string, options?: Record<string, string[]>, count = 1) =>
    call<MemberAnswer>("POST", `/api/visits/${id}/cart`, { guest, body: { add: { dishId, options, count } } });
  async function send(id: string, guest = ZOE) {
    const v = await view(id, guest);
    return call<{ order: RecordModel }>("POST", `/api/visits/${id}/send`, { guest, body: { version: v.cart.version } });
  }

  beforeAll(async () => {
    venue = await createOwner(server);
    const cat = await venue.pb.collection("categories").create({ title: "Food", order: 0, user: venue.user.id });
    bruschetta = await venue.pb.collection("dishes").create({
      title: "Bruschetta",
      price: 4.9,
      category: cat.id,
      user: venue.user.id,
      order: 0,
      modifiers: { "Extra cheese": 1.2 },
    });
    coffee = await venue.pb.collection("dishes").create({
      title: "Coffee",
      price: 3,
      category: cat.id,
      user: venue.user.id,
      order: 1,
      optionGroups: [
        {
          name: "Size",
          min: 1,
          max: 1,
          size: true,
          choices: [
            { name: "Small", price: 3 },
            { name: "Large", price: 4.5 },
          ],
        },
        { name: "Milk", min: 0, max: 1, choices: [{ name: "Oat", price: 0.4 }] },
      ],
    });
    for (const n of [1, 2, 3, 4, 5, 6])
      await venue.pb
        .collection("tables")
        .create({ tableNumber: n, round: true, diameter: 100, user: venue.user.id, x: 0, y: 0 });
    await venue.pb.collection("users").update(venue.user.id, { tableService: "tab" });
  }, 60_000);

  it("the cart and the bill show every line's extras, options and size with their prices", async () => {
    const id = await threePhones("1");
    await add(id, ZOE, `${bruschetta.id}_Extra cheese:1.2`);
    await add(id, YAN, coffee.id, { Size: ["Large"], Milk: ["Oat"] });
    const cart = (await view(id)).cart.lines as unknown as { title: string; priceCents: number; choices: unknown }[];
    expect(cart.map((l) => [l.title, l.priceCents, l.choices])).toEqual([
      ["Bruschetta", 610, [{ name: "Extra cheese", cents: 120 }]],
      [
        "Coffee, Large (Oat)",
        490,
        [
          { name: "Large", cents: 450, size: true },
          { name: "Oat", cents: 40 },
        ],
      ],
    ]);
    await send(id);
    const bill = (await view(id, XIA)).lines;
    expect(bill.map((l) => [l.title, l.by, l.amountCents, l.choices])).toEqual([
      ["Bruschetta", "Zoe", 610, [{ name: "Extra cheese", cents: 120 }]],
      [
        "Coffee, Large (Oat)",
        "Yan",
        490,
        [
          { name: "Large", cents: 450, size: true },
          { name: "Oat", cents: 40 },
        ],
      ],
    ]);
  });

  it("the same dish by two members: two lines; one dish shared by three in a split by item, split to the cent", async () => {
    const id = await threePhones("2");
    await add(id, ZOE, bruschetta.id);
    await add(id, YAN, bruschetta.id);
    await add(id, XIA, `${bruschetta.id}_Extra cheese:1.2`);
    const sent = (await send(id)).order;
    expect(sent.items.map((i: { count: number }) => i.count)).toEqual([2, 1]); // the kitchen's lines, merged
    const lines = (await view(id)).lines;
    expect(lines.map((l) => [l.by, l.amountCents])).toEqual([
      ["Zoe", 490],
      ["Yan", 490],
      ["Xia", 610],
    ]);
    // Xia's bruschetta (6.10) shared by all three: 2.04, 2.03, 2.03 (the first taker gets the cent).
    const shared = lines[2].key;
    await call("POST", `/api/visits/${id}/take`, { guest: XIA, body: { item: shared } });
    const locked = await expectStatus(
      call("POST", `/api/visits/${id}/take`, { guest: ZOE, body: { item: shared } }),
      409,
    );
    expect(locked.message).toBe("Xia already took this item.");
    await call("POST", `/api/visits/${id}/take`, { guest: ZOE, body: { item: shared, share: true } });
    await call("POST", `/api/visits/${id}/take`, { guest: YAN, body: { item: shared, share: true } });
    await call("POST", `/api/visits/${id}/take`, { guest: ZOE, body: { item: lines[0].key } });
    await call("POST", `/api/visits/${id}/take`, { guest: YAN, body: { item: lines[1].key } });
    const asked = await call<MemberAnswer>("POST", `/api/visits/${id}/bill`, {
      guest: ZOE,
      body: { split: "items", tipCents: 100, method: "cash" },
    });
    const shares = asked.visit.bill!.shares;
    // In bill order: Zoe's line, Yan's, then the shared one (its first taker, Xia, gets the cent).
    expect(shares.map((s) => [s.label, s.amountCents])).toEqual([
      ["Zoe", 693],
      ["Yan", 693],
      ["Xia", 204],
    ]);
    expect(shares.reduce((s, x) => s + x.amountCents, 0)).toBe(1590);
    expect(shares.reduce((s, x) => s + x.tipCents, 0)).toBe(100);
    // Giving back a shared item leaves it with the others.
    const back = await call<{ visit: Full }>("POST", `/api/visits/${id}/take`, {
      guest: YAN,
      body: { item: shared, take: false },
    });
    expect(back.visit.lines[2].takers.map((t) => t.label)).toEqual(["Xia", "Zoe"]);
  });

  it("pays your part early: the server's amount, the rest of the bill adjusts, no double pay, the table closes when all is paid", async () => {
    const id = await threePhones("3");
    await add(id, ZOE, `${bruschetta.id}_Extra cheese:1.2`);
    await add(id, YAN, coffee.id, { Size: ["Small"] });
    await add(id, XIA, bruschetta.id);
    const sent = (await send(id)).order;
    // Zoe leaves early: her line, with a 10 % tip, whatever the phone says the amount is.
    const asked = await call<MemberAnswer & { part: Part }>("POST", `/api/visits/${id}/part`, {
      guest: ZOE,
      body: { method: "cash", tipPercent: 10, amountCents: 1 },
    });
    expect(asked.part).toMatchObject({ n: 1, amountCents: 610, tipCents: 61, paid: false });
    // A stranger cannot, nor a bad tip, nor a member with nothing of their own.
    await expectStatus(call("POST", `/api/visits/${id}/part`, { guest: STRANGER, body: { method: "cash" } }), 403);
    await expectStatus(
      call("POST", `/api/visits/${id}/part`, { guest: YAN, body: { method: "cash", tipCents: 99999 } }),
      400,
    );
    // Two staff screens mark it paid at once: one payment, the other 409.
    const both = await Promise.allSettled(
      [0, 1].map(() => call("POST", `/api/venue/visits/${id}/parts/${asked.part.no}/pay`, { owner: venue })),
    );
    expect(both.filter((r) => r.status === "fulfilled").length).toBe(1);
    const refused = both.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.status).toBe(409);
    expect(refused.reason.response.message).toBe("This part is already paid.");
    let v = await view(id, YAN);
    expect(v).toMatchObject({ status: "open", totalCents: 1400, paidCents: 610, dueCents: 790, tipCents: 61 });
    expect(v.lines.filter((l) => l.paid).map((l) => l.by)).toEqual(["Zoe"]);
    // Her part again: nothing left of her own.
    await expectStatus(call("POST", `/api/visits/${id}/part`, { guest: ZOE, body: { method: "cash" } }), 400);
    // Paid lines cannot be taken, and the order holding them cannot change on the board.
    const paidKey = v.lines.find((l) => l.paid)!.key;
    const taken = await expectStatus(
      call("POST", `/api/visits/${id}/take`, { guest: YAN, body: { item: paidKey } }),
      409,
    );
    expect(taken.message).toBe("This item is paid already.");
    const edit = await expectStatus(
      venue.pb.collection("orders").update(sent.id, { items: [{ dishId: sent.items[1].dishId, count: 1 }] }),
      409,
    );
    expect(edit.message).toBe("A guest paid for part of this order: it cannot change now.");
    await expectStatus(venue.pb.collection("orders").delete(sent.id), 409);
    // An order after her part goes to the rest; it cannot be combined with the paid one.
    await add(id, XIA, coffee.id, { Size: ["Large"] });
    const later = (await send(id, XIA)).order;
    const combine = await expectStatus(
      call("POST", "/api/orders/combine", { owner: venue, body: { ids: [sent.id, later.id] } }),
      409,
    );
    expect(combine.message).toBe("A guest paid for part of this order: it cannot change now.");
    v = await view(id, YAN);
    expect(v).toMatchObject({ totalCents: 1850, paidCents: 610, dueCents: 1240 });
    // The bill the others ask for is the rest; paying it closes the table with both tips recorded.
    const bill = await call<MemberAnswer>("POST", `/api/visits/${id}/bill`, {
      guest: YAN,
      body: { split: "equal", parts: 2, tipPercent: 0, method: "card" },
    });
    expect(bill.visit.bill).toMatchObject({ totalCents: 1240, shares: [{ amountCents: 620 }, { amountCents: 620 }] });
    await call("POST", `/api/venue/visits/${id}/pay`, { owner: venue, body: { share: 0 } });
    const last = await call<{ visit: Full }>("POST", `/api/venue/visits/${id}/pay`, {
      owner: venue,
      body: { share: 1 },
    });
    expect(last.visit).toMatchObject({ status: "closed", tipCents: 61 });
  });

  it("everybody pays their part: the table closes when the last line is paid; a part asked again replaces the unpaid one", async () => {
    const id = await threePhones("4");
    await add(id, ZOE, bruschetta.id);
    await add(id, YAN, bruschetta.id);
    await send(id);
    const first = await call<{ part: Part }>("POST", `/api/visits/${id}/part`, {
      guest: ZOE,
      body: { method: "card", tipCents: 10 },
    });
    const again = await call<{ part: Part; visit: Full }>("POST", `/api/visits/${id}/part`, {
      guest: ZOE,
      body: { method: "card", tipCents: 20 },
    });
    expect(again.part.no).toBeGreaterThan(first.part.no);
    expect(again.visit.parts.map((p) => p.tipCents)).toEqual([20]);
    await expectStatus(call("POST", `/api/venue/visits/${id}/parts/${first.part.no}/pay`, { owner: venue }), 404);
    const yan = await call<{ part: Part }>("POST", `/api/visits/${id}/part`, { guest: YAN, body: { method: "cash" } });
    await call("POST", `/api/venue/visits/${id}/parts/${again.part.no}/pay`, { owner: venue });
    expect((await view(id)).status).toBe("open");
    const closed = await call<{ visit: Full }>("POST", `/api/venue/visits/${id}/parts/${yan.part.no}/pay`, {
      owner: venue,
    });
    expect(closed.visit).toMatchObject({ status: "closed", tipCents: 20, dueCents: 0 });
    const orders = await server.admin.collection("orders").getFullList({ filter: `visit = "${id}"` });
    expect(orders.every((o) => o.finished)).toBe(true);
    // The sales figures count each part by its own method: Zoe's card 4.90, Yan's cash 4.90 (and
    // table 3's visit: Zoe's cash part 6.10, the rest 12.40 by the bill's card; tips apart).
    const stats = await call<{ tabs: { currency: string; tipCents: number; cardCents: number; cashCents: number }[] }>(
      "GET",
      "/api/stats/finished?page=1",
      { owner: venue },
    );
    expect(stats.tabs).toEqual([{ currency: "", tipCents: 81, cardCents: 1240 + 490, cashCents: 610 + 490 }]);
  });

  it("a part is refused once the bill was asked for; asking for the bill drops a part not paid yet", async () => {
    const id = await threePhones("5");
    await add(id, ZOE, bruschetta.id);
    await add(id, YAN, bruschetta.id);
    await send(id);
    const part = await call<{ part: Part }>("POST", `/api/visits/${id}/part`, { guest: ZOE, body: { method: "cash" } });
    const asked = await call<{ visit: Full }>("POST", `/api/visits/${id}/bill`, {
      guest: YAN,
      body: { split: "whole", tipPercent: 0, method: "cash" },
    });
    expect(asked.visit.parts).toEqual([]);
    expect(asked.visit.bill!.totalCents).toBe(980);
    const late = await expectStatus(
      call("POST", `/api/visits/${id}/part`, { guest: ZOE, body: { method: "cash" } }),
      409,
    );
    expect(late.message).toBe("The bill was asked for: pay your share of it.");
    await expectStatus(call("POST", `/api/venue/visits/${id}/parts/${part.part.no}/pay`, { owner: venue }), 404);
    // Another venue's owner: 404.
    await expectStatus(call("POST", `/api/venue/visits/${id}/parts/${part.part.no}/pay`, { owner: tab }), 404);
  });
});
