// A local stand-in for the Stripe API (docs/payments.md#tests), for tests only: it serves the
// endpoints the product uses, with the request and response shapes of Stripe's API reference
// (POST /v1/accounts, GET /v1/accounts/{account}, POST /v1/account_links, POST /v1/checkout/sessions,
// and the money of a paid session in ./money.mjs: payment intents, charges, balance transactions,
// refunds), on 127.0.0.1. The real `stripe` SDK talks to it (host/port/protocol config).
// refundOutside() plays a refund made in Stripe's dashboard and gives its events.
// It keeps Stripe's idempotency rule (same key and account: the same answer; same key, other
// parameters: 400 idempotency_error), records every request for the contract test, can hang the
// next requests (a provider that does not answer), and plays Stripe's hosted Checkout page: paying
// there sends the signed webhook (stripe.webhooks.generateTestHeaderString, the SDK's own signing)
// to the product and redirects to the session's success_url.
//
// `node tests/stripe-stand-in/server.mjs` runs it for the e2e tests (STAND_IN_PORT, STAND_IN_WEBHOOK_URL,
// STRIPE_WEBHOOK_SECRET); tests import startStandIn().
import http from "node:http";
import { fileURLToPath } from "node:url";
import qs from "qs";
import Stripe from "stripe";
import { createMoney, eventOf, id, now, publicOf } from "./money.mjs";

const stripe = new Stripe("sk_test_stand_in");

function stripeError(res, status, type, message, param) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { type, message, ...(param ? { param } : {}) } }));
}

/**
 * Starts the stand-in. `webhookUrl`: where paid sessions' events go; `webhookSecret`: the endpoint's
 * signing secret (whsec_...). Returns controls for the tests.
 */
export async function startStandIn({ port = 0, webhookUrl = "", webhookSecret = "" } = {}) {
  const state = {
    requests: [],
    accounts: new Map(),
    sessions: new Map(),
    intents: new Map(),
    charges: new Map(),
    balanceTransactions: new Map(),
    refunds: new Map(),
    idempotency: new Map(),
    hang: 0,
    hanging: [],
    webhookUrl,
    webhookSecret,
    accountsReady: true,
  };
  let base = "";
  const money = createMoney(state);

  const handlers = {
    ...money.handlers,
    "POST /v1/accounts": (p) => {
      const a = {
        id: id("acct"),
        object: "account",
        type: p.type || "standard",
        country: p.country || "FR",
        email: p.email || null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: p.metadata || {},
        created: now(),
      };
      state.accounts.set(a.id, a);
      return [200, a];
    },
    "GET /v1/accounts/:id": (_p, _acct, param) => {
      const a = state.accounts.get(param);
      if (!a) return [404, null, "invalid_request_error", `No such account: '${param}'`];
      return [200, a];
    },
    "POST /v1/account_links": (p) => {
      const a = state.accounts.get(p.account);
      if (!a) return [400, null, "invalid_request_error", `No such account: '${p.account}'`, "account"];
      // Onboarding done at once in the stand-in (a venue that finished Stripe's form).
      if (state.accountsReady)
        Object.assign(a, { charges_enabled: true, details_submitted: true, payouts_enabled: true });
      return [
        200,
        {
          object: "account_link",
          created: now(),
          expires_at: now() + 300,
          url: `${p.return_url}&stand_in_account=${a.id}`,
        },
      ];
    },
    "POST /v1/checkout/sessions": (p, account) => {
      if (!account || !state.accounts.has(account))
        return [400, null, "invalid_request_error", "No such connected account (Stripe-Account)."];
      const items = Array.isArray(p.line_items) ? p.line_items : [];
      const total = items.reduce((s, li) => s + Number(li.price_data.unit_amount) * Number(li.quantity), 0);
      const s = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: p.mode,
        amount_subtotal: total,
        amount_total: total,
        currency: items[0] ? items[0].price_data.currency : null,
        client_reference_id: p.client_reference_id || null,
        metadata: p.metadata || {},
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        success_url: p.success_url,
        cancel_url: p.cancel_url || null,
        livemode: false,
        created: now(),
        expires_at: now() + 86400,
        url: "",
        account,
        application_fee_amount: Number(p.payment_intent_data?.application_fee_amount || 0),
      };
      s.url = `${base}/pay/${s.id}`;
      state.sessions.set(s.id, s);
      return [200, publicOf(s)];
    },
  };

  function route(method, path) {
    if (handlers[`${method} ${path}`]) return [handlers[`${method} ${path}`], ""];
    const m = /^\/v1\/(accounts|payment_intents|balance_transactions)\/([^/]+)$/.exec(path);
    if (method === "GET" && m) return [handlers[`GET /v1/${m[1]}/:id`], decodeURIComponent(m[2])];
    return [null, ""];
  }

  /** The checkout.session.completed event of a paid session, as Stripe sends it for a connected account. */
  function completedEvent(s, overrides = {}) {
    return {
      id: id("evt"),
      object: "event",
      api_version: "2025-08-27.basil",
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type: "checkout.session.completed",
      account: s.account,
      data: { object: { ...publicOf(s), ...overrides } },
    };
  }

  /** Signs `event` (or a raw string) like Stripe and POSTs it to the webhook URL: {status, body}. */
  async function sendEvent(event, { secret = state.webhookSecret, url = state.webhookUrl, signature } = {}) {
    const payload = typeof event === "string" ? event : JSON.stringify(event);
    const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    return { status: res.status, body: await res.json().catch(() => null), payload, header };
  }

  /**
   * Marks the session paid (as the hosted page does) and returns its completed event, not sent.
   * The payment intent, its charge and the charge's balance transaction exist from then on
   * (`pending: true`: a charge whose balance transaction Stripe has not made yet).
   */
  function pay(sessionId, overrides = {}, { pending = false } = {}) {
    const s = state.sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    if (!s.payment_intent) s.payment_intent = money.open(s, { pending });
    s.payment_status = "paid";
    s.status = "complete";
    return completedEvent(s, overrides);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      // The hosted Checkout page (what Stripe shows the guest) and its Pay button.
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page && req.method === "GET") {
        const s = state.sessions.get(page[1]);
        if (!s) return stripeError(res, 404, "invalid_request_error", "No such session");
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><title>Checkout (stand-in)</title><main><h1>Pay ${(s.amount_total / 100).toFixed(2)} ${String(s.currency).toUpperCase()}</h1>` +
            `<form method="post"><button type="submit">Pay</button></form><a href="${s.cancel_url}">Back</a></main></html>`,
        );
      }
      if (page && req.method === "POST") {
        const s = state.sessions.get(page[1]);
        if (!s) return stripeError(res, 404, "invalid_request_error", "No such session");
        const event = pay(s.id);
        await sendEvent(event).catch(() => {});
        res.writeHead(303, { location: s.success_url });
        return res.end();
      }
      if (!url.pathname.startsWith("/v1/"))
        return stripeError(res, 404, "invalid_request_error", "Unrecognized request URL");
      const params = req.method === "GET" ? qs.parse(url.search.slice(1)) : qs.parse(raw);
      const account = String(req.headers["stripe-account"] || "");
      const key = String(req.headers["idempotency-key"] || "");
      state.requests.push({ method: req.method, path: url.pathname, params, account, idempotencyKey: key });
      if (state.hang > 0) {
        state.hang--;
        state.hanging.push(res);
        return; // never answered: the SDK's timeout ends it
      }
      if (!String(req.headers.authorization || "").startsWith("Bearer sk_")) {
        return stripeError(res, 401, "invalid_request_error", "Invalid API Key provided");
      }
      const [handler, param] = route(req.method, url.pathname);
      if (!handler) return stripeError(res, 404, "invalid_request_error", "Unrecognized request URL");
      const idemKey = req.method === "POST" && key ? `${account}|${key}` : "";
      if (idemKey && state.idempotency.has(idemKey)) {
        const before = state.idempotency.get(idemKey);
        if (before.raw !== raw || before.path !== url.pathname) {
          return stripeError(
            res,
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          );
        }
        res.writeHead(before.status, { "content-type": "application/json", "idempotent-replayed": "true" });
        return res.end(before.body);
      }
      const [status, body, type, message, errParam] = handler(params, account, param);
      if (status !== 200) return stripeError(res, status, type, message, errParam);
      const text = JSON.stringify(body);
      if (idemKey) state.idempotency.set(idemKey, { raw, path: url.pathname, status, body: text });
      res.writeHead(200, { "content-type": "application/json", "request-id": id("req") });
      res.end(text);
    });
  });
  await new Promise((r) => server.listen(port, "127.0.0.1", r));
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    port: server.address().port,
    url: base,
    state,
    requests: state.requests,
    sessions: state.sessions,
    accounts: state.accounts,
    /** The next `n` API requests get no answer. */
    hang(n) {
      state.hang = n;
    },
    pay,
    completedEvent,
    eventOf,
    settle(sessionId) {
      const s = state.sessions.get(sessionId);
      return money.settle(money.chargeOf(s), s.application_fee_amount || 0);
    },
    refundOutside: money.refundOutside,
    refunds: state.refunds,
    sendEvent,
    setWebhook(url, secret) {
      state.webhookUrl = url;
      if (secret) state.webhookSecret = secret;
    },
    async stop() {
      for (const r of state.hanging) r.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const s = await startStandIn({
    port: Number(process.env.STAND_IN_PORT || 0),
    webhookUrl: process.env.STAND_IN_WEBHOOK_URL || "",
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || "",
  });
  console.log(`stripe stand-in on ${s.url}`);
  process.on("SIGTERM", () => s.stop().then(() => process.exit(0)));
}
