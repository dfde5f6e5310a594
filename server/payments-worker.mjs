#!/usr/bin/env node
// The payments worker (docs/payments.md#architecture): the one process that holds the operator's
// Stripe keys and talks to Stripe, through the provider module (server/payments/stripe-provider.mjs).
// Started and supervised by the launcher (server/payments-supervisor.mjs) only when the operator set
// STRIPE_SECRET_KEY; PocketBase never sees the keys. It listens on 127.0.0.1 only and answers only
// requests carrying its per-start credential (X-Payments-Worker-Key = PAYMENTS_WORKER_SECRET): the
// payment hooks (pb_hooks/lib/payments/payments-provider.js) call it, it answers, it decides nothing itself.
//
// POST /connect  {venueId, email, account, country, returnUrl, refreshUrl, idempotencyKey} -> {account, url}
// POST /status   {account} -> {account, ready, country}
// POST /checkout {paymentId, visitId, venueId, account, currency, amountCents, tipCents, label,
//                 successUrl, cancelUrl, idempotencyKey} -> {sessionId, url, feeCents}
// POST /refund   {account, paymentIntent, amountCents, paymentId, idempotencyKey} -> {refundId, status, amountCents}
// POST /verify   {payload, signature} -> the normalized event (400 when the signature is wrong)
import http from "node:http";
import crypto from "node:crypto";
import { createStripeProvider, ProviderError } from "./payments/stripe-provider.mjs";
import { createLogger } from "./log.mjs";

const log = createLogger("payments-worker");
const MAX_BODY = 512 * 1024;

/** An HTTP server answering the hooks' calls with `provider`, guarded by `secret`. */
export function createWorkerServer(provider, secret) {
  const expected = Buffer.from(secret);
  const routes = {
    "/connect": (b) => provider.connect(b),
    "/status": (b) => provider.status(b),
    "/checkout": (b) => provider.checkout(b),
    "/refund": (b) => provider.refund(b),
    "/verify": (b) => provider.verifyEvent(String(b.payload || ""), String(b.signature || "")),
  };
  return http.createServer((req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const sent = Buffer.from(String(req.headers["x-payments-worker-key"] || ""));
    if (sent.length !== expected.length || !crypto.timingSafeEqual(sent, expected)) {
      return answer(401, { message: "Not the payment hooks." });
    }
    const route = req.method === "POST" ? routes[req.url] : undefined;
    if (!route) return answer(404, { message: "No such call." });
    let size = 0;
    const chunks = [];
    req.on("data", (c) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(c);
    });
    req.on("end", async () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      } catch {
        return answer(400, { message: "Send JSON." });
      }
      try {
        answer(200, await route(body));
      } catch (err) {
        if (err instanceof ProviderError) return answer(err.status, { message: err.message });
        log.error(`${req.url}: ${err && err.message}`);
        answer(500, { message: "The payment service failed: try again." });
      }
    });
  });
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const secret = String(process.env.PAYMENTS_WORKER_SECRET || "");
  const port = Number(process.env.PAYMENTS_WORKER_PORT || 0);
  if (secret.length < 32 || !port) {
    log.error("PAYMENTS_WORKER_SECRET and PAYMENTS_WORKER_PORT are required");
    process.exit(2);
  }
  const server = createWorkerServer(createStripeProvider(process.env), secret);
  server.listen(port, "127.0.0.1", () => {
    if (process.send) process.send({ type: "ready" });
  });
  // Never outlive the launcher.
  process.on("disconnect", () => process.exit(0));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
