// Online payment, continued (docs/payments.md#refunds, #fees, #pay-and-order), against a real
// PocketBase, its payments worker with the real `stripe` SDK, and the Stripe stand-in: refunds made
// in Stripe's dashboard counted from the webhooks, once, whatever the order and whoever made them;
// the owner's managers refunding (other roles refused); Stripe's processing fees from the charge's
// balance transaction in the sales figures and the CSV; currencies whose amounts are not in
// hundredths refused with a message; and "Pay and order" storing the paid order in the same
// transaction as the payment (a failure between the two, then the webhook sent again).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import {
  createMember,
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type TestServer,
} from "../helpers/pocketbase";
import { startOldServer } from "../helpers/old-server";
import { paymentsKit, startPayments, type StandIn } from "../helpers/payments";

let server: TestServer;
let stand: StandIn;
let kit: ReturnType<typeof paymentsKit>;

beforeAll(async () => {
  ({ server, stand } = await startPayments());
  kit = paymentsKit(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await stand?.stop();
});

const row = (id: string) => kit.paymentRow(id);

/** A paid share of 9.00 + 1.00 tip at a new venue: {owner, payment, session}. */
async function paidShare(name: string) {
  const { owner, dishId } = await kit.venueTakingPayments(2);
  const g = kit.token(name);
  const v = await kit.tableWithBill(owner, dishId, "2", g, { split: "whole", tipCents: 100, method: "card" });
  const c = await kit.checkout(v.id, 0, g);
  const session = kit.sessionOf(c.url);
  expect((await stand.sendEvent(stand.pay(session))).body?.outcome).toBe("paid");
  return { owner, payment: c.payment, session, visit: v.id };
}

describe("refunds made outside the app (Stripe's dashboard)", () => {
  it("count once from refund.created and charge.refunded, in either order, replays changing nothing", async () => {
    const { owner, payment, session } = await paidShare("dash");
    const outside = stand.refundOutside(session, 300);
    expect((await stand.sendEvent(outside.charged)).body?.outcome).toBe("refund succeeded");
    expect((await row(payment)).refundedCents).toBe(300);
    // The refund.created about the same refund (its id) counts nothing more; a replay is a replay.
    expect((await stand.sendEvent(outside.created)).body?.outcome).toBe("refund already recorded");
    expect((await stand.sendEvent(outside.created)).body?.outcome).toBe("replayed");
    expect(await row(payment)).toMatchObject({ refundedCents: 300, status: "paid" });
    // The staff see it in Orders > Online payments.
    const list = await kit.api<{ items: { id: string; refundedCents: number }[] }>("GET", "/api/payments", { owner });
    expect(list.items.find((p) => p.id === payment)?.refundedCents).toBe(300);
  });

  it("a refund made in the app and the webhooks about it count once; the rest refunded outside makes it refunded", async () => {
    const { owner, payment, session } = await paidShare("both");
    const mine = await kit.api<{ refundedCents: number }>("POST", `/api/payments/${payment}/refund`, {
      owner,
      body: { amountCents: 200 },
    });
    expect(mine.refundedCents).toBe(200);
    const made = [...stand.refunds.values()].at(-1)!;
    expect(made.amount).toBe(200);
    const acct = stand.sessions.get(session)!.account;
    const created = stand.eventOf("refund.created", { ...made, object: "refund" }, acct);
    expect((await stand.sendEvent(created)).body?.outcome).toBe("refund already recorded");
    // The rest in the dashboard: charge.refunded lists both refunds (the worker reads them from Stripe).
    const outside = stand.refundOutside(session, 800);
    const outcome = (await stand.sendEvent(outside.charged)).body?.outcome ?? "";
    expect(outcome.split("; ").sort()).toEqual(["refund already recorded", "refund succeeded"]);
    expect(await row(payment)).toMatchObject({ refundedCents: 1000, status: "refunded" });
    await expectStatus(kit.api("POST", `/api/payments/${payment}/refund`, { owner, body: { amountCents: 1 } }), 409);
  });

  it("a refund that fails later stops counting; a late event never brings it back", async () => {
    const { payment, session } = await paidShare("fails");
    const outside = stand.refundOutside(session, 1000);
    expect((await stand.sendEvent(outside.created)).body?.outcome).toBe("refund succeeded");
    expect(await row(payment)).toMatchObject({ refundedCents: 1000, status: "refunded" });
    const acct = stand.sessions.get(session)!.account;
    const failed = stand.eventOf("refund.failed", { ...outside.refund, status: "failed" }, acct);
    expect((await stand.sendEvent(failed)).body?.outcome).toBe("refund failed");
    expect(await row(payment)).toMatchObject({ refundedCents: 0, status: "paid" });
    // The same refund's earlier "succeeded", delivered late under another event id: no change.
    const late = stand.eventOf("refund.updated", { ...outside.refund, status: "succeeded" }, acct);
    expect((await stand.sendEvent(late)).body?.outcome).toBe("refund already recorded");
    expect(await row(payment)).toMatchObject({ refundedCents: 0, status: "paid" });
  });

  it("a refund event for another account, in another currency or for more than was paid changes nothing", async () => {
    const { payment, session } = await paidShare("wrong");
    const other = await kit.venueTakingPayments(1);
    const otherAccount = [...stand.sessions.values()].find((s) => s.account !== stand.sessions.get(session)!.account);
    const outside = stand.refundOutside(session, 100);
    const foreign = stand.eventOf(
      "refund.created",
      { ...outside.refund },
      otherAccount?.account ?? `acct_${other.owner.user.id}`,
    );
    expect((await stand.sendEvent(foreign)).body?.outcome).toBe("ignored: unknown payment");
    const acct = stand.sessions.get(session)!.account;
    const usd = stand.eventOf("refund.created", { ...outside.refund, id: "re_usd_1", currency: "usd" }, acct);
    expect((await stand.sendEvent(usd)).body?.outcome).toBe("refused: the refund is in another currency");
    const tooMuch = stand.eventOf("refund.created", { ...outside.refund, id: "re_big_1", amount: 5000 }, acct);
    expect((await stand.sendEvent(tooMuch)).body?.outcome).toBe("refused: more than was paid");
    expect((await row(payment)).refundedCents).toBe(0);
  });

  it("a refund whose events come before the payment's own is counted when the payment's event comes", async () => {
    const { owner, dishId } = await kit.venueTakingPayments(2);
    const g = kit.token("early-refund");
    const v = await kit.tableWithBill(owner, dishId, "2", g, { split: "whole", method: "card" });
    const c = await kit.checkout(v.id, 0, g);
    const session = kit.sessionOf(c.url);
    const paidEvent = stand.pay(session);
    const outside = stand.refundOutside(session, 200);
    // Stripe's events about the refund first: no payment of that intent yet.
    expect((await stand.sendEvent(outside.created)).body?.outcome).toBe("ignored: unknown payment");
    expect((await stand.sendEvent(paidEvent)).body?.outcome).toBe("paid");
    expect(await row(c.payment)).toMatchObject({ status: "paid", refundedCents: 200 });
    expect((await stand.sendEvent(outside.charged)).body?.outcome).toBe("refund already recorded");
    expect((await row(c.payment)).refundedCents).toBe(200);
  });

  it("the sales figures and the CSV show refunds made outside the app", async () => {
    const { owner, session } = await paidShare("sales");
    const outside = stand.refundOutside(session, 250);
    await stand.sendEvent(outside.created);
    const stats = await kit.api<{ tabs: { refundedCents: number }[] }>("GET", "/api/stats/finished", { owner });
    expect(stats.tabs[0].refundedCents).toBe(250);
    const res = await fetch(`${server.url}/api/stats/finished/csv`, {
      headers: { Authorization: owner.pb.authStore.token },
    });
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[1].endsWith(",2.50")).toBe(true);
  });
});

describe("who refunds", () => {
  it("the owner and managers refund; waiters and the kitchen get a 403 and see no list", async () => {
    const { owner, payment } = await paidShare("roles");
    const manager = await createMember(server, owner, "manager");
    const waiter = await createMember(server, owner, "waiter");
    const kitchen = await createMember(server, owner, "kitchen");
    for (const m of [waiter, kitchen]) {
      const res = await expectStatus(
        kit.api("POST", `/api/payments/${payment}/refund`, { owner: m, body: { amountCents: 100 } }),
        403,
      );
      expect(res.message).toBe("Only the owner and managers can do this.");
      expect(await kit.api("GET", "/api/payments", { owner: m })).toEqual({ items: [] });
    }
    expect((await row(payment)).refundedCents).toBe(0);
    const list = await kit.api<{ items: { id: string }[] }>("GET", "/api/payments", { owner: manager });
    expect(list.items.map((p) => p.id)).toContain(payment);
    const done = await kit.api<{ refundedCents: number }>("POST", `/api/payments/${payment}/refund`, {
      owner: manager,
      body: { amountCents: 100 },
    });
    expect(done.refundedCents).toBe(100);
    // Another venue's manager: not theirs.
    const stranger = await createMember(server, (await kit.venueTakingPayments(1)).owner, "manager");
    await expectStatus(
      kit.api("POST", `/api/payments/${payment}/refund`, { owner: stranger, body: { amountCents: 1 } }),
      404,
    );
  });
});

describe("fees", () => {
  it("Stripe's processing fee comes from the charge's balance transaction, apart from the platform's fee", async () => {
    const { owner, payment, session } = await paidShare("fees");
    // 10.00: Stripe's stand-in fee 1.5 % + 0.25 = 0.40; the platform's 1 % = 0.10.
    expect(await row(payment)).toMatchObject({ processingFeeCents: 40, feeCents: 10 });
    const intent = stand.requests.filter((r) => r.path.startsWith("/v1/payment_intents/")).at(-1)!;
    expect(intent.params.expand).toEqual(["latest_charge.balance_transaction"]);
    expect(intent.account).toBe(stand.sessions.get(session)!.account);
    const stats = await kit.api<{ tabs: Record<string, number>[] }>("GET", "/api/stats/finished", { owner });
    expect(stats.tabs[0]).toMatchObject({ onlineCents: 900, feeCents: 10, processingFeeCents: 40 });
    const res = await fetch(`${server.url}/api/stats/finished/csv`, {
      headers: { Authorization: owner.pb.authStore.token },
    });
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0].endsWith(",Paid online,Online tip,Platform fees,Processing fees,Refunded")).toBe(true);
    expect(lines[1].endsWith(",9.00,1.00,0.10,0.40,0.00")).toBe(true);
  });

  it("a charge without its balance transaction yet gets its fees from the later charge.updated", async () => {
    const { owner, dishId } = await kit.venueTakingPayments(2);
    const g = kit.token("later");
    const v = await kit.tableWithBill(owner, dishId, "2", g, { split: "whole", method: "card" });
    const c = await kit.checkout(v.id, 0, g);
    const session = kit.sessionOf(c.url);
    expect((await stand.sendEvent(stand.pay(session, {}, { pending: true }))).body?.outcome).toBe("paid");
    expect((await row(c.payment)).processingFeeCents).toBe(0);
    expect((await stand.sendEvent(stand.settle(session))).body?.outcome).toBe("fees");
    // 9.00: 0.14 + 0.25.
    expect(await row(c.payment)).toMatchObject({ processingFeeCents: 39, feeCents: 9 });
  });
});

describe("upgrade", () => {
  it("refunds counted before the refunds ledger keep counting after the migration", async () => {
    const old = await startOldServer(["1767300000_payment_refunds.js"]);
    let upgraded: TestServer | undefined;
    try {
      const venue = await old.admin.collection("users").create({
        email: `old-pay-${Date.now()}@test.local`,
        password: "owner-password-123",
        passwordConfirm: "owner-password-123",
      });
      const p = await old.admin.collection("payments").create({
        venue: venue.id,
        kind: "share",
        status: "paid",
        amountCents: 900,
        tipCents: 100,
        refundedCents: 300,
        currency: "eur",
        paymentIntent: "pi_old_1",
        account: "acct_old_1",
        paidAt: new Date().toISOString(),
      });
      await old.stop();
      upgraded = await startTestServer({ dir: old.dir });
      const rows = await upgraded.admin.collection("payment_refunds").getFullList({ filter: `payment = "${p.id}"` });
      expect(rows.map((r) => [r.amountCents, r.status, r.venue])).toEqual([[300, "succeeded", venue.id]]);
      expect(await upgraded.admin.collection("payments").getOne(p.id)).toMatchObject({
        refundedCents: 300,
        processingFeeCents: 0,
        status: "paid",
      });
    } finally {
      await upgraded?.stop();
      await old.stop();
      fs.rmSync(old.dir, { recursive: true, force: true });
    }
  });
});

describe("currencies", () => {
  it.each([
    ["JPY", "zero-decimal"],
    ["ISK", "whole units in hundredths"],
    ["KWD", "three-decimal"],
  ])("a venue in %s (%s) is told why and cannot connect", async (currency) => {
    const owner = await createOwner(server, { currency });
    const message = `Online payment does not take ${currency} yet: its amounts are not in hundredths, and prices here are kept in cents. Guests pay the staff as before.`;
    const panel = await kit.api("GET", "/api/payments/venue", { owner });
    expect(panel).toMatchObject({ currencyOk: false, currencyProblem: message, payOnline: false });
    const res = await expectStatus(kit.api("POST", "/api/payments/connect", { owner }), 400);
    expect(res.message).toBe(message);
  });
  it("a venue in EUR, USD or GBP has no currency problem", async () => {
    for (const currency of ["EUR", "usd", "GBP"]) {
      const owner = await createOwner(server, { currency });
      expect(await kit.api("GET", "/api/payments/venue", { owner })).toMatchObject({
        currencyOk: true,
        currencyProblem: "",
      });
    }
  });
});

describe("money rules charged online (docs/tax-and-receipts.md#what-a-payment-stores)", () => {
  const rules = {
    tax: { mode: "exclusive", rates: [{ id: "f", name: "Food", percent: 10 }], defaultRate: "f" },
    service: { percent: 10, minGuests: 1, rate: "f" },
  };

  it("a share's checkout charges the lines with tax added and the service charge, and keeps its money", async () => {
    const { owner, dishId } = await kit.venueTakingPayments(2);
    // Once refused with online payment on: saved now.
    await owner.pb.collection("users").update(owner.user.id, { moneyRules: rules });
    const g = kit.token("taxed");
    // Two soups 9.00 + 0.90 tax; service 0.90 + 0.09 tax: 10.89, in two shares.
    const v = await kit.tableWithBill(owner, dishId, "2", g, { split: "equal", parts: 2, tipCents: 0, method: "card" });
    expect(v.bill?.totalCents).toBe(1089);
    const c = await kit.checkout(v.id, 0, g);
    const payment = await row(c.payment);
    expect(payment).toMatchObject({ amountCents: 545, tipCents: 0 });
    expect(payment.money).toMatchObject({ mode: "exclusive", dueCents: 545, totalCents: 545 });
    expect(payment.money.subtotalCents + payment.money.serviceCents + payment.money.taxCents).toBe(545);
    expect((await stand.sendEvent(stand.pay(kit.sessionOf(c.url)))).body?.outcome).toBe("paid");
  });

  it("Pay and order charges tax added and the service charge; the released order keeps its tax", async () => {
    const shop = await createOwner(server, { currency: "EUR" });
    const dish = (await createSoupMenu(shop)).dish.id;
    await kit.connect(shop);
    await shop.pb.collection("users").update(shop.user.id, { moneyRules: rules });
    await kit.api("POST", "/api/payments/settings", { owner: shop, body: { on: true, payFirst: true } });
    const body = {
      userSlug: shop.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: dish, count: 1 }],
      clientRequestId: "pay-first-taxed-1",
    };
    const c = await kit.api<{ payment: string; url: string }>("POST", "/api/payments/order", {
      guest: kit.token("taxed-order"),
      body,
    });
    // 4.50 + 0.45 tax; service 0.45 + 0.05 (0.045 half up).
    expect(await row(c.payment)).toMatchObject({
      amountCents: 545,
      money: { subtotalCents: 450, serviceCents: 45, taxCents: 50, dueCents: 545 },
    });
    expect((await stand.sendEvent(stand.pay(kit.sessionOf(c.url)))).body?.outcome).toBe("paid");
    const [order] = await server.admin.collection("orders").getFullList({ filter: `user = "${shop.user.id}"` });
    expect(order).toMatchObject({ total: 4.5 });
    expect(order.tax).toMatchObject({ mode: "exclusive", taxCents: 45, totalCents: 495 });
  });
});

describe("pay and order: the payment and its order in one transaction", () => {
  // Where the server fails: at the order's insert (right after the payment was marked paid), or
  // after it, at the event's own row. A trigger aborts that write, as a stop there would.
  const stops = [
    ["orders", "NEW.clientRequestId"],
    ["payment_events", "NEW.eventId"],
  ] as const;
  it.each(stops)(
    "a failure at the %s insert leaves neither payment nor order; Stripe's retry of the event stores both, once",
    async (table, column) => {
      const shop = await createOwner(server, { currency: "EUR" });
      const dish = (await createSoupMenu(shop)).dish.id;
      await kit.connect(shop);
      await kit.api("POST", "/api/payments/settings", { owner: shop, body: { on: true, payFirst: true } });
      const guest = kit.token("crash");
      const requestId = `pay-first-crash-${table}`;
      const body = {
        userSlug: shop.user.publicLink,
        tableSlug: "1",
        items: [{ dishId: dish, count: 1 }],
        clientRequestId: requestId,
      };
      const c = await kit.api<{ payment: string; url: string }>("POST", "/api/payments/order", { guest, body });
      const event = stand.pay(kit.sessionOf(c.url));
      const db = path.join(server.dir, "data.db");
      const sql = (text: string) => execFileSync("sqlite3", [db], { input: `.timeout 10000\n${text}\n` });
      const match = table === "orders" ? requestId : event.id;
      sql(
        `CREATE TRIGGER test_stop BEFORE INSERT ON ${table} WHEN ${column} = '${match}' ` +
          "BEGIN SELECT RAISE(ABORT, 'simulated stop'); END;",
      );
      const orders = () => server.admin.collection("orders").getFullList({ filter: `user = "${shop.user.id}"` });
      try {
        const failed = await stand.sendEvent(event);
        expect(failed.status).toBeGreaterThanOrEqual(400);
        expect(await orders()).toEqual([]);
        expect(await row(c.payment)).toMatchObject({ status: "pending", order: "", note: "" });
      } finally {
        sql("DROP TRIGGER IF EXISTS test_stop;");
      }
      // Stripe sends the event again (it retries until a 2xx): paid, with its order, once.
      expect((await stand.sendEvent(event)).body?.outcome).toBe("paid");
      expect((await stand.sendEvent(event)).body?.outcome).toBe("replayed");
      const stored = await orders();
      expect(stored.length).toBe(1);
      expect(stored[0]).toMatchObject({ clientRequestId: requestId, total: 4.5, currency: "EUR" });
      expect(await row(c.payment)).toMatchObject({ status: "paid", order: stored[0].id, note: "" });
    },
  );
});

describe("contract", () => {
  it("every request made here (fees, refund lists too) matches the parameters of Stripe's API reference", async () => {
    const { checkRequest, endpointOf } = await import("../stripe-stand-in/contract");
    const endpoints = new Set<string>();
    for (const r of stand.requests) {
      const ep = endpointOf(r.method, r.path);
      endpoints.add(ep);
      expect(checkRequest(ep, r.params), `${ep} ${JSON.stringify(r.params)}`).toEqual([]);
    }
    expect([...endpoints].sort()).toEqual([
      "GET /v1/accounts/{account}",
      "GET /v1/balance_transactions/{id}",
      "GET /v1/payment_intents/{intent}",
      "GET /v1/refunds",
      "POST /v1/account_links",
      "POST /v1/accounts",
      "POST /v1/checkout/sessions",
      "POST /v1/refunds",
    ]);
    // The list's parameters include the pagination ones it extends (limit), and nothing else.
    expect(checkRequest("GET /v1/refunds", { charge: "ch_1", limit: "100" })).toEqual([]);
    expect(checkRequest("GET /v1/refunds", { payment: "ch_1" })).toEqual([
      "payment: not a parameter of Stripe.RefundListParams",
    ]);
  });
});
