// Pay from the phone (docs/payments.md) against a real PocketBase, its payments worker with the real
// `stripe` SDK, and the local Stripe stand-in (tests/stripe-stand-in/server.mjs): connecting a
// venue, paying a share with its tip (the webhook is the truth), the table closing, refunds, and
// every fault of the issue: forged, replayed and foreign webhooks, a wrong amount, paying twice, a
// webhook before the redirect or never, the provider timing out, a disconnected venue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  tableKey,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
// @ts-expect-error: plain ESM test server without type declarations
import { startStandIn } from "../stripe-stand-in/server.mjs";
import { paymentsKit } from "../helpers/payments";
import { smtpSink } from "../helpers/smtp-sink";

const WEBHOOK_SECRET = "whsec_test_" + "s".repeat(32);

interface Share {
  label: string;
  amountCents: number;
  tipCents: number;
  paid: boolean;
  online?: boolean;
}
interface VisitView {
  id: string;
  status: string;
  bill: null | { shares: Share[]; totalCents: number; tipCents: number };
}
interface StandIn {
  url: string;
  port: number;
  requests: {
    method: string;
    path: string;
    params: Record<string, unknown>;
    account: string;
    idempotencyKey: string;
  }[];
  sessions: Map<string, { id: string; account: string; amount_total: number; payment_intent: string | null }>;
  hang(n: number): void;
  pay(sessionId: string, overrides?: Record<string, unknown>): Record<string, unknown> & { id: string };
  sendEvent(
    event: unknown,
    opts?: { secret?: string; signature?: string },
  ): Promise<{ status: number; body: { outcome?: string; message?: string } | null }>;
  setWebhook(url: string, secret?: string): void;
  stop(): Promise<void>;
}

let server: TestServer;
let plainServer: TestServer;
let stand: StandIn;
let venue: Owner;
let other: Owner;
let soupId = "";
let otherSoupId = "";

const token = (name: string) => `guest-${name}-${"p".repeat(24)}`;

async function call<T>(
  srv: TestServer,
  method: string,
  path: string,
  opts: { guest?: string; owner?: Owner; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.guest) headers["X-Guest-Token"] = opts.guest;
  if (opts.owner) headers.Authorization = opts.owner.pb.authStore.token;
  return srv.client().send<T>(path, { method, headers, body: opts.body as Record<string, unknown> });
}
const api = <T>(method: string, path: string, opts: { guest?: string; owner?: Owner; body?: unknown } = {}) =>
  call<T>(server, method, path, opts);

/** A table with a visit: `guest` starts the group, orders two soups (4.50 each) and asks for the bill (tests/helpers/payments.ts). */
const tableWithBill = (owner: Owner, dishId: string, table: string, guest: string, bill: Record<string, unknown>) =>
  paymentsKit(server).tableWithBill(owner, dishId, table, guest, bill);

async function connect(owner: Owner) {
  const { url } = await api<{ url: string }>("POST", "/api/payments/connect", { owner });
  expect(url).toContain("/settings?payments=return");
  await api("POST", "/api/payments/refresh", { owner });
  return api<{ ready: boolean; payOnline: boolean; on: boolean }>("POST", "/api/payments/settings", {
    owner,
    body: { on: true },
  });
}

const checkout = (visitId: string, share: number, guest: string) =>
  api<{ payment: string; url: string }>("POST", `/api/visits/${visitId}/checkout`, { guest, body: { share } });
const sessionOf = (url: string) => url.split("/pay/")[1];
const paymentRow = (id: string) => server.admin.collection("payments").getOne(id);
const visitOf = (id: string, guest: string) => api<{ visit: VisitView }>("GET", `/api/visits/${id}`, { guest });

beforeAll(async () => {
  stand = (await startStandIn({ webhookSecret: WEBHOOK_SECRET })) as StandIn;
  const env = {
    STRIPE_SECRET_KEY: "sk_test_" + "k".repeat(24),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(stand.port),
    STRIPE_API_PROTOCOL: "http",
    STRIPE_TIMEOUT_MS: "1500",
    STRIPE_MAX_RETRIES: "0",
    // The platform's application fee (docs/payments.md#fees): 1 %.
    PAYMENTS_FEE_PERCENT: "1",
  };
  [server, plainServer] = await Promise.all([startTestServer({ env }), startTestServer()]);
  stand.setWebhook(`${server.url}/api/payments/webhook`);
  venue = await createOwner(server, { currency: "EUR" });
  other = await createOwner(server, { currency: "EUR" });
  soupId = (await createSoupMenu(venue)).dish.id;
  otherSoupId = (await createSoupMenu(other)).dish.id;
  for (const o of [venue, other]) {
    for (const n of [2, 3, 4, 5, 6, 7, 8]) {
      await o.pb
        .collection("tables")
        .create({ tableNumber: n, round: true, diameter: 100, user: o.user.id, x: 0, y: 0 });
    }
    await o.pb.collection("users").update(o.user.id, { tableService: "tab" });
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.stop(), plainServer?.stop()]);
  await stand?.stop();
});

describe("off by default", () => {
  it("a server without the operator's keys has no payment routes and no Pay now", async () => {
    const owner = await createOwner(plainServer, { currency: "EUR" });
    expect(await call(plainServer, "GET", "/api/payments/venue", { owner })).toEqual({ available: false });
    expect(await call(plainServer, "GET", "/api/payments", { owner })).toEqual({ items: [] });
    await expectStatus(call(plainServer, "POST", "/api/payments/connect", { owner }), 404);
    await expectStatus(call(plainServer, "POST", "/api/payments/webhook", { body: {} }), 404);
    const menu = await call<{ venue: Record<string, unknown> }>(
      plainServer,
      "GET",
      `/api/menu/${owner.user.publicLink}`,
    );
    expect("payOnline" in menu.venue).toBe(false);
  });
  it("a venue that has not connected an account shows no Pay now and cannot check out", async () => {
    const panel = await api<{ available: boolean; connected: boolean; payOnline: boolean }>(
      "GET",
      "/api/payments/venue",
      {
        owner: venue,
      },
    );
    expect(panel).toMatchObject({ available: true, connected: false, payOnline: false });
    const v = await tableWithBill(venue, soupId, "8", token("early"), { split: "whole", method: "card" });
    const res = await expectStatus(checkout(v.id, 0, token("early")), 409);
    expect(res.message).toBe("This venue does not take payment online: pay the staff.");
  });
  it("an owner cannot set the payment fields on their own record", async () => {
    await expectStatus(venue.pb.collection("users").update(venue.user.id, { payOnline: true }), 403);
  });
});

describe("connecting and paying", () => {
  it("connects the venue's own account through hosted onboarding; the menu offers Pay now", async () => {
    const panel = await connect(venue);
    expect(panel).toMatchObject({ ready: true, on: true, payOnline: true });
    const acct = stand.requests.find((r) => r.path === "/v1/accounts" && r.method === "POST");
    expect(acct?.params).toMatchObject({ type: "standard", metadata: { venue: venue.user.id } });
    const menu = await api<{ venue: { payOnline?: boolean } }>("GET", `/api/menu/${venue.user.publicLink}`);
    expect(menu.venue.payOnline).toBe(true);
    await connect(other);
  });

  it("pays a share with its tip: the amount is the server's, the webhook is the truth, the last share closes the table", async () => {
    const anna = token("anna");
    const v = await tableWithBill(venue, soupId, "2", anna, {
      split: "equal",
      parts: 2,
      tipPercent: 10,
      method: "card",
    });
    // 9.00 + 10 % = 0.90 tip: shares 4.50 + 0.45 each.
    expect(v.bill!.shares.map((s) => [s.amountCents, s.tipCents])).toEqual([
      [450, 45],
      [450, 45],
    ]);
    // The client cannot name an amount: anything but the share index is ignored.
    const first = await api<{ payment: string; url: string }>("POST", `/api/visits/${v.id}/checkout`, {
      guest: anna,
      body: { share: 0, amountCents: 1 },
    });
    const req = stand.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(req.account).toBe(stand.sessions.get(sessionOf(first.url))!.account);
    expect(req.idempotencyKey).toBe(`checkout-${first.payment}`);
    expect(stand.sessions.get(sessionOf(first.url))!.amount_total).toBe(495);
    // The redirect alone counts for nothing: still pending.
    expect((await paymentRow(first.payment)).status).toBe("pending");
    const event = stand.pay(sessionOf(first.url));
    const res = await stand.sendEvent(event);
    expect(res).toMatchObject({ status: 200, body: { outcome: "paid" } });
    let view = (await visitOf(v.id, anna)).visit;
    expect(view.bill!.shares[0]).toMatchObject({ paid: true, online: true });
    expect(view.status).toBe("billRequested");
    // The second share, then the table closes and its orders are finished.
    const second = await checkout(v.id, 1, anna);
    expect((await stand.sendEvent(stand.pay(sessionOf(second.url)))).body?.outcome).toBe("paid");
    view = (await visitOf(v.id, anna)).visit;
    expect(view.status).toBe("closed");
    const orders = await server.admin.collection("orders").getFullList({ filter: `visit = "${v.id}"` });
    expect(orders.every((o) => o.finished)).toBe(true);
    expect((await server.admin.collection("visits").getOne(v.id)).tipCents).toBe(90);
  });

  it("shows the receipt with its key only", async () => {
    const g = token("receipt");
    const v = await tableWithBill(venue, soupId, "3", g, { split: "whole", tipCents: 100, method: "card" });
    const c = await checkout(v.id, 0, g);
    await stand.sendEvent(stand.pay(sessionOf(c.url)));
    const back = new URL(stand.sessions.get(sessionOf(c.url))!["success_url" as "id"]);
    expect(back.pathname).toBe(`/${venue.user.publicLink}/3`);
    const key = back.searchParams.get("receipt")!.split(".")[1];
    const r = await api<{ status: string; amountCents: number; tipCents: number }>(
      "GET",
      `/api/payments/${c.payment}/receipt?key=${key}`,
    );
    expect(r).toMatchObject({ status: "paid", amountCents: 900, tipCents: 100 });
    await expectStatus(api("GET", `/api/payments/${c.payment}/receipt?key=${"x".repeat(32)}`), 404);

    // By e-mail where SMTP is on: with the key only, a valid address, at most 3 times.
    const mail = (body: Record<string, unknown>) => api("POST", `/api/payments/${c.payment}/receipt/email`, { body });
    await expectStatus(mail({ key, email: "guest@example.com" }), 404); // no SMTP yet
    const sink = await smtpSink();
    try {
      await server.admin.settings.update({
        meta: { senderAddress: "noreply@menu.example.test", senderName: "Draft" },
        smtp: { enabled: true, host: "127.0.0.1", port: sink.port, tls: false },
      });
      await expectStatus(mail({ key: "y".repeat(32), email: "guest@example.com" }), 404);
      await expectStatus(mail({ key, email: "not an address" }), 400);
      expect(await mail({ key, email: "guest@example.com" })).toEqual({ sent: true });
      expect(sink.mails.length).toBe(1);
      expect(sink.mails[0].to.join()).toContain("guest@example.com");
      expect(sink.mails[0].data).toContain("10.00 EUR");
      await mail({ key, email: "guest@example.com" });
      await mail({ key, email: "guest@example.com" });
      await expectStatus(mail({ key, email: "guest@example.com" }), 429);
    } finally {
      await server.admin.settings.update({ smtp: { enabled: false } });
      sink.close();
    }
  });
});

describe("paying your part early (docs/table-tab.md#pay-your-part)", () => {
  it("a member pays their own lines online before the bill: the server's amount, two checkouts make one payment, the receipt lists the lines, the rest adjusts", async () => {
    await venue.pb
      .collection("tables")
      .create({ tableNumber: 9, round: true, diameter: 100, user: venue.user.id, x: 0, y: 0 });
    const [ida, ivo] = [token("ida"), token("ivo")];
    const started = await api<{ visit: VisitView; invite: string }>("POST", "/api/visits/start", {
      guest: ida,
      // The phone opened the table's keyed QR link (docs/table-tab.md#the-tables-key).
      body: { link: venue.user.publicLink, table: "9", name: "Ida", key: await tableKey(server, venue, "9") },
    });
    const id = started.visit.id;
    await api("POST", "/api/visits/join", { guest: ivo, body: { code: started.invite, name: "Ivo" } });
    await api("POST", `/api/visits/${id}/cart`, { guest: ida, body: { add: { dishId: soupId, count: 2 } } });
    await api("POST", `/api/visits/${id}/cart`, { guest: ivo, body: { add: { dishId: soupId } } });
    const version = (await api<{ visit: { cart: { version: number } } }>("GET", `/api/visits/${id}`, { guest: ida }))
      .visit.cart.version;
    await api("POST", `/api/visits/${id}/send`, { guest: ida, body: { version } });
    // Ida's part: her two soups (9.00) with 10 %, whatever the phone sends as an amount.
    const asked = await api<{ part: { no: number; amountCents: number; tipCents: number } }>(
      "POST",
      `/api/visits/${id}/part`,
      { guest: ida, body: { method: "online", tipPercent: 10, amountCents: 5 } },
    );
    expect(asked.part).toMatchObject({ amountCents: 900, tipCents: 90 });
    // Two Pay now at once (two phones, or a double tap): one payment, one session.
    const [a, b] = await Promise.all(
      [ida, ivo].map((g) =>
        api<{ payment: string; url: string }>("POST", `/api/visits/${id}/checkout`, {
          guest: g,
          body: { part: asked.part.no, amountCents: 1 },
        }),
      ),
    );
    expect(b).toEqual(a);
    expect(stand.sessions.get(sessionOf(a.url))!.amount_total).toBe(990);
    expect((await server.admin.collection("payments").getFullList({ filter: `visit = "${id}"` })).length).toBe(1);
    expect((await stand.sendEvent(stand.pay(sessionOf(a.url)))).body?.outcome).toBe("paid");
    const after = await api<{
      visit: VisitView & { dueCents: number; paidCents: number; parts: { paid: boolean; online: boolean }[] };
    }>("GET", `/api/visits/${id}`, { guest: ivo });
    expect(after.visit).toMatchObject({ status: "open", paidCents: 900, dueCents: 450 });
    expect(after.visit.parts[0]).toMatchObject({ paid: true, online: true });
    // Paid: a new checkout of it refuses.
    const again = await expectStatus(
      api("POST", `/api/visits/${id}/checkout`, { guest: ida, body: { part: asked.part.no } }),
      409,
    );
    expect(again.message).toBe("This share is already paid.");
    // The receipt names what was paid.
    const key = new URL(stand.sessions.get(sessionOf(a.url))!["success_url" as "id"]).searchParams
      .get("receipt")!
      .split(".")[1];
    const r = await api<{ label: string; lines: { title: string; count: number; amountCents: number }[] }>(
      "GET",
      `/api/payments/${a.payment}/receipt?key=${key}`,
    );
    expect(r.label).toBe("Ida's part");
    expect(r.lines).toEqual([{ title: "Soup", count: 2, amountCents: 900, shared: false, choices: [] }]);
    // Ivo pays the rest as the bill: it holds only his soup; paying it closes the table.
    const bill = await api<{ visit: VisitView }>("POST", `/api/visits/${id}/bill`, {
      guest: ivo,
      body: { split: "whole", tipPercent: 0, method: "card" },
    });
    expect(bill.visit.bill!.totalCents).toBe(450);
    const rest = await checkout(id, 0, ivo);
    await stand.sendEvent(stand.pay(sessionOf(rest.url)));
    expect((await visitOf(id, ivo)).visit.status).toBe("closed");
    expect((await server.admin.collection("visits").getOne(id)).tipCents).toBe(90);
  });
});

describe("a part paid by hand, then its webhook", () => {
  it("the staff mark an online part paid (the guest paid them); the late webhook pays nothing twice", async () => {
    await venue.pb
      .collection("tables")
      .create({ tableNumber: 10, round: true, diameter: 100, user: venue.user.id, x: 0, y: 0 });
    const g = token("late-part");
    const started = await api<{ visit: VisitView }>("POST", "/api/visits/start", {
      guest: g,
      body: { link: venue.user.publicLink, table: "10", key: await tableKey(server, venue, "10") },
    });
    const id = started.visit.id;
    await api("POST", `/api/visits/${id}/cart`, { guest: g, body: { add: { dishId: soupId } } });
    const v = await api<{ visit: { cart: { version: number } } }>("GET", `/api/visits/${id}`, { guest: g });
    await api("POST", `/api/visits/${id}/send`, { guest: g, body: { version: v.visit.cart.version } });
    const { part } = await api<{ part: { no: number } }>("POST", `/api/visits/${id}/part`, {
      guest: g,
      body: { method: "online" },
    });
    const c = await api<{ payment: string; url: string }>("POST", `/api/visits/${id}/checkout`, {
      guest: g,
      body: { part: part.no },
    });
    const paid = await api<{ visit: VisitView }>("POST", `/api/venue/visits/${id}/parts/${part.no}/pay`, {
      owner: venue,
    });
    expect(paid.visit.status).toBe("closed");
    const res = await stand.sendEvent(stand.pay(sessionOf(c.url)));
    expect(res.body?.outcome).toBe("paid, not applied");
    expect((await paymentRow(c.payment)).note).toBe(
      "Paid, but the bill no longer holds this part unpaid: refund it from Orders.",
    );
  });
});

describe("faults change nothing wrong", () => {
  it("a forged webhook is refused", async () => {
    const g = token("forged");
    const v = await tableWithBill(venue, soupId, "4", g, { split: "whole", method: "card" });
    const c = await checkout(v.id, 0, g);
    const event = stand.pay(sessionOf(c.url));
    const wrongKey = await stand.sendEvent(event, { secret: "whsec_attacker_" + "a".repeat(20) });
    expect(wrongKey.status).toBe(400);
    const noSig = await stand.sendEvent(event, { signature: "" });
    expect(noSig.status).toBe(400);
    expect((await paymentRow(c.payment)).status).toBe("pending");
    expect((await visitOf(v.id, g)).visit.bill!.shares[0].paid).toBe(false);

    // A replayed event: applied once, the second time changes nothing.
    expect((await stand.sendEvent(event)).body?.outcome).toBe("paid");
    expect((await stand.sendEvent(event)).body?.outcome).toBe("replayed");
    // The same event id with other content (re-signed by someone holding the secret) is still a replay.
    const again = await stand.sendEvent({ ...event, created: Number(event.created) + 60 });
    expect(again.body?.outcome).toBe("replayed");
  });

  it("an event for another venue's account does not pay this venue's share", async () => {
    const g = token("foreign");
    const v = await tableWithBill(venue, soupId, "5", g, { split: "whole", method: "card" });
    const c = await checkout(v.id, 0, g);
    const otherAccount = [...stand.sessions.values()].find(
      (s) => s.account !== stand.sessions.get(sessionOf(c.url))!.account,
    );
    // `other` has an account too (connected above): claim this session from it.
    const event = stand.pay(sessionOf(c.url));
    const foreign = { ...event, id: event.id + "x", account: otherAccount?.account ?? "acct_someone_else" };
    expect((await stand.sendEvent(foreign)).body?.outcome).toBe("ignored: the event is for another account");
    expect((await paymentRow(c.payment)).status).toBe("pending");
  });

  it("an amount that differs from the server's does not count", async () => {
    const g = token("amount");
    const v = await tableWithBill(venue, soupId, "6", g, { split: "whole", method: "card" });
    const c = await checkout(v.id, 0, g);
    const event = stand.pay(sessionOf(c.url), { amount_total: 1 });
    expect((await stand.sendEvent(event)).body?.outcome).toBe("refused: the amount differs from the bill's");
    expect((await paymentRow(c.payment)).status).toBe("failed");
    expect((await visitOf(v.id, g)).visit.bill!.shares[0].paid).toBe(false);
  });

  it("a share is paid once: a second checkout is the same session, and a paid share refuses", async () => {
    const g = token("twice");
    const v = await tableWithBill(venue, soupId, "7", g, { split: "equal", parts: 2, method: "card" });
    const a = await checkout(v.id, 0, g);
    const b = await checkout(v.id, 0, g);
    expect(b).toEqual(a);
    await stand.sendEvent(stand.pay(sessionOf(a.url)));
    const res = await expectStatus(checkout(v.id, 0, g), 409);
    expect(res.message).toBe("This share is already paid.");
  });

  it("no webhook (yet): the share stays pending, staff mark it paid by hand; a late webhook then pays nothing twice", async () => {
    const g = token("never");
    const v = await tableWithBill(other, otherSoupId, "2", g, { split: "whole", method: "card" });
    const c = await checkout(v.id, 0, g);
    // Back from the provider's page, but no webhook: the payment and the share stay pending.
    const key = new URL(stand.sessions.get(sessionOf(c.url))!["success_url" as "id"]).searchParams
      .get("receipt")!
      .split(".")[1];
    expect((await api<{ status: string }>("GET", `/api/payments/${c.payment}/receipt?key=${key}`)).status).toBe(
      "pending",
    );
    expect((await paymentRow(c.payment)).status).toBe("pending");
    expect((await visitOf(v.id, g)).visit.bill!.shares[0].paid).toBe(false);
    await api("POST", `/api/venue/visits/${v.id}/pay`, { owner: other, body: { share: 0 } });
    expect((await api<{ visit: VisitView }>("GET", `/api/venue/visits/${v.id}`, { owner: other })).visit.status).toBe(
      "closed",
    );
    const late = await stand.sendEvent(stand.pay(sessionOf(c.url)));
    expect(late.body?.outcome).toBe("paid, not applied");
    const p = await paymentRow(c.payment);
    expect(p.note).toContain("refund it");
  });

  it("a bill asked for again after a checkout started: the old session paid later counts for nothing and can be refunded", async () => {
    const g = token("reasked");
    const v = await tableWithBill(other, otherSoupId, "5", g, { split: "whole", method: "card" });
    const old = await checkout(v.id, 0, g);
    await api("POST", `/api/visits/${v.id}/bill`, { guest: g, body: { split: "equal", parts: 2, method: "card" } });
    const fresh = await checkout(v.id, 0, g);
    expect(fresh.payment).not.toBe(old.payment);
    expect((await paymentRow(old.payment)).status).toBe("failed");
    expect((await stand.sendEvent(stand.pay(sessionOf(old.url)))).body?.outcome).toBe("paid, not applied");
    expect((await visitOf(v.id, g)).visit.bill!.shares.map((s) => s.paid)).toEqual([false, false]);
    const refunded = await api<{ status: string; refundedCents: number }>(
      "POST",
      `/api/payments/${old.payment}/refund`,
      {
        owner: other,
        body: {},
      },
    );
    expect(refunded).toMatchObject({ status: "refunded", refundedCents: 900 });
    // The new checkout of the share still pays it.
    expect((await stand.sendEvent(stand.pay(sessionOf(fresh.url)))).body?.outcome).toBe("paid");
  });

  it("the provider timing out: a clear message, and the retry makes the same session (idempotency key)", async () => {
    const g = token("timeout");
    const v = await tableWithBill(other, otherSoupId, "3", g, { split: "whole", method: "card" });
    stand.hang(1);
    const res = await expectStatus(checkout(v.id, 0, g), 503);
    expect(res.message).toBe("The payment provider did not answer in time. Nothing was charged: try again.");
    const retry = await checkout(v.id, 0, g);
    const tries = stand.requests.filter((r) => r.idempotencyKey === `checkout-${retry.payment}`);
    expect(tries.length).toBe(2);
    // One payment row for the share, whatever the number of tries.
    const rows = await server.admin.collection("payments").getFullList({ filter: `visit = "${v.id}"` });
    expect(rows.length).toBe(1);
  });

  it("a venue that disconnected its account takes no payment online", async () => {
    const g = token("gone");
    const v = await tableWithBill(other, otherSoupId, "4", g, { split: "whole", method: "card" });
    const panel = await api<{ connected: boolean; payOnline: boolean }>("POST", "/api/payments/disconnect", {
      owner: other,
    });
    expect(panel).toMatchObject({ connected: false, payOnline: false });
    const res = await expectStatus(checkout(v.id, 0, g), 409);
    expect(res.message).toBe("This venue does not take payment online: pay the staff.");
    const menu = await api<{ venue: { payOnline?: boolean } }>("GET", `/api/menu/${other.user.publicLink}`);
    expect(menu.venue.payOnline).toBeUndefined();
  });
});

describe("refunds", () => {
  it("the owner refunds part, then the rest, through the provider; another owner cannot", async () => {
    const list = await api<{ items: { id: string; status: string; amountCents: number; tipCents: number }[] }>(
      "GET",
      "/api/payments",
      { owner: venue },
    );
    const paid = list.items.find((p) => p.status === "paid")!;
    await expectStatus(api("POST", `/api/payments/${paid.id}/refund`, { owner: other, body: { amountCents: 1 } }), 404);
    await expectStatus(api("POST", `/api/payments/${paid.id}/refund`, { owner: venue, body: { amountCents: 0 } }), 400);
    const part = await api<{ refundedCents: number; status: string }>("POST", `/api/payments/${paid.id}/refund`, {
      owner: venue,
      body: { amountCents: 100 },
    });
    expect(part).toMatchObject({ refundedCents: 100, status: "paid" });
    const rest = await api<{ refundedCents: number; status: string }>("POST", `/api/payments/${paid.id}/refund`, {
      owner: venue,
      body: {},
    });
    expect(rest).toMatchObject({ refundedCents: paid.amountCents + paid.tipCents, status: "refunded" });
    const refunds = stand.requests.filter((r) => r.path === "/v1/refunds").slice(-2);
    expect(refunds.map((r) => Number(r.params.amount))).toEqual([100, paid.amountCents + paid.tipCents - 100]);
  });
});

describe("pay and order (no tabs)", () => {
  it("holds a guest's order until the webhook confirms its payment; a plain order with money is refused", async () => {
    const shop = await createOwner(server, { currency: "EUR" });
    const dish = (await createSoupMenu(shop)).dish.id;
    await connect(shop);
    const panel = await api<{ payFirst: boolean }>("POST", "/api/payments/settings", {
      owner: shop,
      body: { on: true, payFirst: true },
    });
    expect(panel.payFirst).toBe(true);
    const menu = await api<{ venue: { payFirst?: boolean } }>("GET", `/api/menu/${shop.user.publicLink}`);
    expect(menu.venue.payFirst).toBe(true);
    const guest = token("first");
    const plainOrder = await expectStatus(
      server
        .client()
        .collection("orders")
        .create(
          {
            userSlug: shop.user.publicLink,
            tableSlug: "1",
            items: [{ dishId: dish, count: 1 }],
            clientRequestId: "plain-order-1",
          },
          { headers: { "X-Guest-Token": guest } },
        ),
      409,
    );
    expect(plainOrder.message).toBe("This venue takes payment with the order: use Pay and order.");
    const body = {
      userSlug: shop.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: dish, count: 2 }],
      clientRequestId: "pay-first-0001",
    };
    const c = await api<{ payment: string; url: string }>("POST", "/api/payments/order", { guest, body });
    expect(stand.sessions.get(sessionOf(c.url))!.amount_total).toBe(900);
    // Awaiting payment: nothing on the board yet; a retry is the same checkout.
    const orders = () => server.admin.collection("orders").getFullList({ filter: `user = "${shop.user.id}"` });
    expect(await orders()).toEqual([]);
    expect(await api("POST", "/api/payments/order", { guest, body })).toEqual(c);
    await expectStatus(api("POST", "/api/payments/order", { guest: token("thief"), body }), 400);
    const event = stand.pay(sessionOf(c.url));
    expect((await stand.sendEvent(event)).body?.outcome).toBe("paid");
    expect((await stand.sendEvent(event)).body?.outcome).toBe("replayed");
    const stored = await orders();
    expect(stored.length).toBe(1);
    expect(stored[0]).toMatchObject({ clientRequestId: "pay-first-0001", total: 9, tableSlug: "1", finished: false });
    expect((await paymentRow(c.payment)).order).toBe(stored[0].id);
    await expectStatus(api("POST", "/api/payments/order", { guest, body }), 409);
  });
});

describe("sales figures", () => {
  it("show what was paid online, its tips, fees and refunds apart from card and cash, in cents, and in the CSV", async () => {
    const third = await createOwner(server, { currency: "EUR" });
    const dish = (await createSoupMenu(third)).dish.id;
    for (const n of [2, 3]) {
      await third.pb
        .collection("tables")
        .create({ tableNumber: n, round: true, diameter: 100, user: third.user.id, x: 0, y: 0 });
    }
    await third.pb.collection("users").update(third.user.id, { tableService: "tab" });
    await connect(third);
    // Table 2: 9.00 + 1.00 tip paid online (fee 1 % = 0.10), then 0.50 refunded.
    const g = token("sales");
    const v = await tableWithBill(third, dish, "2", g, { split: "whole", tipCents: 100, method: "card" });
    const c = await checkout(v.id, 0, g);
    expect((await stand.sendEvent(stand.pay(sessionOf(c.url)))).body?.outcome).toBe("paid");
    await api("POST", `/api/payments/${c.payment}/refund`, { owner: third, body: { amountCents: 50 } });
    // Table 3: 9.00 by card at the table, marked paid by the staff.
    const g2 = token("sales2");
    const v2 = await tableWithBill(third, dish, "3", g2, { split: "whole", tipCents: 20, method: "card" });
    await api("POST", `/api/venue/visits/${v2.id}/pay`, { owner: third, body: { share: 0 } });
    const stats = await api<{ tabs: Record<string, unknown>[] }>("GET", "/api/stats/finished", { owner: third });
    expect(stats.tabs).toEqual([
      {
        currency: "EUR",
        tipCents: 120,
        cardCents: 900,
        cashCents: 0,
        onlineCents: 900,
        onlineTipCents: 100,
        feeCents: 10,
        // Stripe's processing fee from the balance transaction (the stand-in's 1.5 % + 0.25).
        processingFeeCents: 40,
        refundedCents: 50,
      },
    ]);
    const res = await fetch(`${server.url}/api/stats/finished/csv`, {
      headers: { Authorization: third.pb.authStore.token },
    });
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip,Paid online,Online tip,Platform fees,Processing fees,Refunded",
    );
    const row2 = lines.find((l) => l.includes(",2,"))!;
    expect(row2.endsWith(",9.00,EUR,card,1.00,9.00,1.00,0.10,0.40,0.50")).toBe(true);
    const row3 = lines.find((l) => l.includes(",3,"))!;
    expect(row3.endsWith(",9.00,EUR,card,0.20,0.00,0.00,0.00,0.00,0.00")).toBe(true);
  });
  it("a server without payments keeps the figures and the CSV exactly as before", async () => {
    const owner = await createOwner(plainServer, { currency: "EUR" });
    const stats = await call<{ tabs: unknown[] }>(plainServer, "GET", "/api/stats/finished", { owner });
    expect(stats.tabs).toEqual([]);
    const res = await fetch(`${plainServer.url}/api/stats/finished/csv`, {
      headers: { Authorization: owner.pb.authStore.token },
    });
    expect((await res.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip",
    );
  });
});

describe("contract", () => {
  it("every request the product made matches the parameters of Stripe's API reference", async () => {
    const { checkRequest, endpointOf } = await import("../stripe-stand-in/contract");
    expect(stand.requests.length).toBeGreaterThan(10);
    const endpoints = new Set<string>();
    for (const r of stand.requests) {
      const ep = endpointOf(r.method, r.path);
      endpoints.add(ep);
      expect(checkRequest(ep, r.params), `${ep} ${JSON.stringify(r.params)}`).toEqual([]);
    }
    expect([...endpoints].sort()).toEqual([
      "GET /v1/accounts/{account}",
      "GET /v1/payment_intents/{intent}",
      "POST /v1/account_links",
      "POST /v1/accounts",
      "POST /v1/checkout/sessions",
      "POST /v1/refunds",
    ]);
  });
  it("the contract check itself refuses an unknown or a missing parameter", async () => {
    const { checkRequest } = await import("../stripe-stand-in/contract");
    expect(checkRequest("POST /v1/checkout/sessions", { mode: "payment", amount: 5 })).toEqual([
      "amount: not a parameter of Stripe.Checkout.SessionCreateParams",
    ]);
    expect(
      checkRequest("POST /v1/checkout/sessions", {
        line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 1, product_data: { title: "x" } } }],
      }),
    ).toEqual([
      "line_items[0].price_data.product_data.name: required",
      "line_items[0].price_data.product_data.title: not a parameter of Stripe.Checkout.SessionCreateParams.LineItem.PriceData.ProductData",
    ]);
    expect(checkRequest("POST /v1/account_links", { account: "acct_1" })).toEqual(["type: required"]);
  });
});
