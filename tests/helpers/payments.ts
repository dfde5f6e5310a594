// What the payment tests share (docs/payments.md#tests): a real PocketBase with its payments worker
// (the real `stripe` SDK) pointed at the local Stripe stand-in (tests/stripe-stand-in/server.mjs),
// and the few calls every payment test makes: a venue connected to the stand-in, a table with a
// bill, a share's checkout.
import { expect } from "vitest";
import type PocketBase from "pocketbase";
import { createOwner, createSoupMenu, startTestServer, tableKey, type Owner, type TestServer } from "./pocketbase";
// @ts-expect-error: plain ESM test server without type declarations
import { startStandIn } from "../stripe-stand-in/server.mjs";

export const WEBHOOK_SECRET = "whsec_test_" + "s".repeat(32);

export interface Share {
  label: string;
  amountCents: number;
  tipCents: number;
  paid: boolean;
  online?: boolean;
}
export interface VisitView {
  id: string;
  status: string;
  bill: null | { shares: Share[]; totalCents: number; tipCents: number };
}
type StripeEvent = Record<string, unknown> & { id: string };
export interface StandIn {
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
  refunds: Map<string, { id: string; amount: number; charge: string; payment_intent: string; status: string }>;
  hang(n: number): void;
  pay(sessionId: string, overrides?: Record<string, unknown>, opts?: { pending?: boolean }): StripeEvent;
  /** The charge.updated event of a charge paid with `pending` once Stripe made its balance transaction. */
  settle(sessionId: string): StripeEvent;
  /** A refund made in Stripe's dashboard, and its refund.created and charge.refunded events (not sent). */
  refundOutside(
    sessionId: string,
    amount: number,
  ): { refund: { id: string; amount: number }; created: StripeEvent; charged: StripeEvent };
  eventOf(type: string, object: Record<string, unknown>, account: string): StripeEvent;
  sendEvent(
    event: unknown,
    opts?: { secret?: string; signature?: string },
  ): Promise<{ status: number; body: { outcome?: string; message?: string } | null }>;
  setWebhook(url: string, secret?: string): void;
  stop(): Promise<void>;
}

/** Anyone signed in: an owner, or a team member (tests/helpers/pocketbase.ts createMember). */
export type SignedIn = { pb: PocketBase };

/** The operator's environment pointing the worker at the stand-in (a 1 % application fee). */
export function paymentsEnv(stand: StandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_" + "k".repeat(24),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(stand.port),
    STRIPE_API_PROTOCOL: "http",
    STRIPE_TIMEOUT_MS: "1500",
    STRIPE_MAX_RETRIES: "0",
    PAYMENTS_FEE_PERCENT: "1",
  };
}

/** A stand-in and a PocketBase with payments configured, its webhook pointed back at it. */
export async function startPayments(): Promise<{ stand: StandIn; server: TestServer }> {
  const stand = (await startStandIn({ webhookSecret: WEBHOOK_SECRET })) as StandIn;
  const server = await startTestServer({ env: paymentsEnv(stand) });
  stand.setWebhook(`${server.url}/api/payments/webhook`);
  return { stand, server };
}

/** The calls of the payment tests on `server`. */
export function paymentsKit(server: TestServer) {
  let seq = 0;
  const api = <T>(
    method: string,
    path: string,
    opts: { guest?: string; owner?: SignedIn; body?: unknown } = {},
  ): Promise<T> => {
    const headers: Record<string, string> = {};
    if (opts.guest) headers["X-Guest-Token"] = opts.guest;
    if (opts.owner) headers.Authorization = opts.owner.pb.authStore.token;
    return server.client().send<T>(path, { method, headers, body: opts.body as Record<string, unknown> });
  };

  /** A venue in EUR with a soup (4.50), tabs, tables 1 to `tables`, connected and taking payment online. */
  async function venueTakingPayments(tables = 3): Promise<{ owner: Owner; dishId: string }> {
    const owner = await createOwner(server, { currency: "EUR" });
    const dishId = (await createSoupMenu(owner)).dish.id;
    for (let n = 2; n <= tables; n++) {
      await owner.pb
        .collection("tables")
        .create({ tableNumber: n, round: true, diameter: 100, user: owner.user.id, x: 0, y: 0 });
    }
    await owner.pb.collection("users").update(owner.user.id, { tableService: "tab" });
    await connect(owner);
    return { owner, dishId };
  }

  async function connect(owner: Owner) {
    const { url } = await api<{ url: string }>("POST", "/api/payments/connect", { owner });
    expect(url).toContain("/settings?payments=return");
    await api("POST", "/api/payments/refresh", { owner });
    return api<{ ready: boolean; payOnline: boolean; on: boolean }>("POST", "/api/payments/settings", {
      owner,
      body: { on: true },
    });
  }

  /** A table with a visit: `guest` starts it, orders two soups (9.00) and asks for the bill. */
  async function tableWithBill(
    owner: Owner,
    dishId: string,
    table: string,
    guest: string,
    bill: Record<string, unknown>,
  ) {
    const start = await api<{ visit: VisitView }>("POST", "/api/visits/start", {
      guest,
      body: { link: owner.user.publicLink, table, key: await tableKey(server, owner, table) },
    });
    seq += 1;
    await server
      .client()
      .collection("orders")
      .create(
        {
          userSlug: owner.user.publicLink,
          tableSlug: table,
          items: [{ dishId, count: 2 }],
          clientRequestId: `pay-kit-${Date.now()}-${seq}`,
        },
        { headers: { "X-Guest-Token": guest } },
      );
    const asked = await api<{ visit: VisitView }>("POST", `/api/visits/${start.visit.id}/bill`, { guest, body: bill });
    return asked.visit;
  }

  return {
    api,
    connect,
    venueTakingPayments,
    tableWithBill,
    checkout: (visitId: string, share: number, guest: string) =>
      api<{ payment: string; url: string }>("POST", `/api/visits/${visitId}/checkout`, { guest, body: { share } }),
    sessionOf: (url: string) => url.split("/pay/")[1],
    paymentRow: (id: string) => server.admin.collection("payments").getOne(id),
    token: (name: string) => `guest-${name}-${"p".repeat(24)}`,
  };
}
