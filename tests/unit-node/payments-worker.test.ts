// The payments worker's HTTP face (server/payments-worker.mjs) and the provider's event
// normalization (server/payments/stripe-provider.mjs): only the hooks' credential opens it, and a
// webhook is normalized to what the server applies.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script without type declarations
import { createWorkerServer } from "../../server/payments-worker.mjs";
// @ts-expect-error: plain ESM script without type declarations
import { feesOf, normalize, ProviderError } from "../../server/payments/stripe-provider.mjs";

const SECRET = "s".repeat(43);
let server: http.Server;
let base = "";
const calls: unknown[] = [];

beforeAll(async () => {
  const provider = {
    checkout: async (b: unknown) => {
      calls.push(b);
      return { sessionId: "cs_1", url: "https://checkout/1", feeCents: 0 };
    },
    status: async () => {
      throw new ProviderError(503, "The payment provider did not answer in time. Nothing was charged: try again.");
    },
    connect: async () => ({}),
    refund: async () => ({}),
    verifyEvent: () => {
      throw new ProviderError(400, "Webhook refused: bad signature");
    },
  };
  server = createWorkerServer(provider, SECRET);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const post = (path: string, body: unknown, key?: string) =>
  fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key === undefined ? {} : { "x-payments-worker-key": key }) },
    body: JSON.stringify(body),
  });

describe("payments worker", () => {
  it("refuses a request without its credential, or with a wrong one, and calls nothing", async () => {
    expect((await post("/checkout", { a: 1 })).status).toBe(401);
    expect((await post("/checkout", { a: 1 }, "x".repeat(43))).status).toBe(401);
    expect((await post("/checkout", { a: 1 }, SECRET.slice(1))).status).toBe(401);
    expect(calls).toEqual([]);
  });
  it("answers the hooks' calls, and the provider's errors with their status and message", async () => {
    const ok = await post("/checkout", { paymentId: "p" }, SECRET);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ sessionId: "cs_1", url: "https://checkout/1", feeCents: 0 });
    const slow = await post("/status", {}, SECRET);
    expect(slow.status).toBe(503);
    expect((await slow.json()).message).toMatch(/did not answer in time/);
    expect((await post("/verify", {}, SECRET)).status).toBe(400);
    expect((await post("/nothing", {}, SECRET)).status).toBe(404);
  });
});

describe("normalize", () => {
  it("keeps what the server checks of a paid Checkout Session", () => {
    const ev = normalize({
      id: "evt_1",
      type: "checkout.session.completed",
      account: "acct_1",
      data: {
        object: {
          id: "cs_1",
          client_reference_id: "pay1",
          payment_status: "paid",
          amount_total: 495,
          currency: "EUR",
          payment_intent: "pi_1",
        },
      },
    });
    expect(ev).toEqual({
      id: "evt_1",
      type: "checkout.session.completed",
      account: "acct_1",
      kind: "paid",
      sessionId: "cs_1",
      paymentId: "pay1",
      amountCents: 495,
      currency: "eur",
      paymentIntent: "pi_1",
    });
  });
  it("an unpaid completed session (a delayed method) is pending; other events are ignored", () => {
    const base = { id: "e", account: "acct_1", data: { object: { id: "cs", payment_status: "unpaid" } } };
    expect(normalize({ ...base, type: "checkout.session.completed" }).kind).toBe("pending");
    expect(normalize({ ...base, type: "checkout.session.expired" }).kind).toBe("failed");
    expect(normalize({ ...base, type: "customer.created" }).kind).toBe("ignored");
    expect(normalize({ ...base, type: "account.application.deauthorized" }).kind).toBe("disconnected");
  });
  it("a refund event keeps the refund (id, amount, currency, status) and its payment intent", () => {
    const refund = { id: "re_1", amount: 300, currency: "EUR", status: "succeeded", payment_intent: "pi_1" };
    for (const type of ["refund.created", "refund.updated", "refund.failed"]) {
      expect(normalize({ id: "e", type, account: "acct_1", data: { object: refund } })).toEqual({
        id: "e",
        type,
        account: "acct_1",
        kind: "refunds",
        paymentIntent: "pi_1",
        refunds: [{ refundId: "re_1", amountCents: 300, currency: "eur", status: "succeeded" }],
      });
    }
    // charge.refunded: the refunds are read from Stripe by the worker (the charge no longer lists them).
    const charged = normalize({
      id: "e2",
      type: "charge.refunded",
      account: "acct_1",
      data: { object: { id: "ch_1", payment_intent: "pi_1", amount_refunded: 300 } },
    });
    expect(charged).toMatchObject({ kind: "refunds", chargeId: "ch_1", paymentIntent: "pi_1", refunds: [] });
  });
  it("charge.updated with a balance transaction asks for its fees; without one it is ignored", () => {
    const base = { id: "e", type: "charge.updated", account: "acct_1" };
    expect(
      normalize({ ...base, data: { object: { payment_intent: "pi_1", balance_transaction: "txn_1" } } }),
    ).toMatchObject({ kind: "fees", paymentIntent: "pi_1", balanceTransaction: "txn_1" });
    expect(normalize({ ...base, data: { object: { payment_intent: "pi_1", balance_transaction: null } } }).kind).toBe(
      "ignored",
    );
  });
});

describe("feesOf", () => {
  it("Stripe's processing fees are every fee detail but the application fee", () => {
    expect(
      feesOf({
        currency: "EUR",
        fee_details: [
          { type: "stripe_fee", amount: 40 },
          { type: "tax", amount: 8 },
          { type: "application_fee", amount: 10 },
        ],
      }),
    ).toEqual({ currency: "eur", processingFeeCents: 48, applicationFeeCents: 10 });
    expect(feesOf(null)).toBeNull();
    expect(feesOf("txn_1")).toBeNull();
  });
});
