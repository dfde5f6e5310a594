// The Stripe Connect provider (docs/payments.md#provider): the only module that knows Stripe. The
// payments worker (server/payments-worker.mjs) calls these five functions; another provider
// (Adyen, Mollie) is another module with the same functions and the same normalized answers.
//
// - Every call is made with the official `stripe` SDK, on the venue's connected account (the
//   Stripe-Account header, `stripeAccount`), with an idempotency key chosen by the server, so a retry
//   after a timeout never charges or refunds twice.
// - Webhooks are verified with stripe.webhooks.constructEvent (signature, timestamp tolerance) and
//   normalized to { id, type, account, kind, ... }; anything else is refused.
import Stripe from "stripe";

/** A provider error the server shows as is: `status` 503 = the provider did not answer. */
export class ProviderError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The SDK client from the operator's environment (STRIPE_API_* only point it at the tests' stand-in). */
export function createStripeProvider(env = process.env) {
  const key = String(env.STRIPE_SECRET_KEY || "");
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  const config = {
    timeout: Number(env.STRIPE_TIMEOUT_MS || 10000),
    maxNetworkRetries: Number(env.STRIPE_MAX_RETRIES ?? 1),
    appInfo: { name: "qr-menu-payments" },
  };
  if (env.STRIPE_API_HOST) config.host = env.STRIPE_API_HOST;
  if (env.STRIPE_API_PORT) config.port = Number(env.STRIPE_API_PORT);
  if (env.STRIPE_API_PROTOCOL) config.protocol = env.STRIPE_API_PROTOCOL;
  const stripe = new Stripe(key, config);
  const webhookSecret = String(env.STRIPE_WEBHOOK_SECRET || "");
  const feePercent = Math.max(0, Math.min(20, Number(env.PAYMENTS_FEE_PERCENT || 0)));

  /** Runs an SDK call; the SDK's errors become ProviderErrors with a message for the guest or owner. */
  async function guarded(fn) {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeConnectionError || err?.type === "StripeConnectionError") {
        throw new ProviderError(503, "The payment provider did not answer in time. Nothing was charged: try again.");
      }
      if (err instanceof Stripe.errors.StripeError) {
        const status = err.statusCode && err.statusCode < 500 ? 402 : 503;
        throw new ProviderError(status, `The payment provider refused: ${String(err.message).slice(0, 200)}`);
      }
      throw err;
    }
  }

  return {
    name: "stripe",
    feePercent,

    /** A connected account for the venue (a new Standard account when it has none) and its onboarding link. */
    async connect({ venueId, email, account, country, returnUrl, refreshUrl, idempotencyKey }) {
      return guarded(async () => {
        let id = account;
        if (!id) {
          const created = await stripe.accounts.create(
            {
              type: "standard",
              email: email || undefined,
              country: country || undefined,
              metadata: { venue: venueId },
            },
            { idempotencyKey },
          );
          id = created.id;
        }
        const link = await stripe.accountLinks.create({
          account: id,
          type: "account_onboarding",
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return { account: id, url: link.url };
      });
    },

    /** Whether the account can take charges now. */
    async status({ account }) {
      return guarded(async () => {
        const a = await stripe.accounts.retrieve(account);
        return { account: a.id, ready: !!a.charges_enabled, country: String(a.country || "").toUpperCase() };
      });
    },

    /** A hosted Checkout Session on the venue's account for exactly `amountCents + tipCents`. */
    async checkout(p) {
      return guarded(async () => {
        const lineItems = [
          {
            quantity: 1,
            price_data: { currency: p.currency, unit_amount: p.amountCents, product_data: { name: p.label } },
          },
        ];
        if (p.tipCents > 0) {
          lineItems.push({
            quantity: 1,
            price_data: { currency: p.currency, unit_amount: p.tipCents, product_data: { name: "Tip" } },
          });
        }
        const fee = Math.floor(((p.amountCents + p.tipCents) * feePercent) / 100);
        const intentData = { metadata: { payment: p.paymentId, venue: p.venueId } };
        if (fee > 0) intentData.application_fee_amount = fee;
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: lineItems,
            success_url: p.successUrl,
            cancel_url: p.cancelUrl,
            client_reference_id: p.paymentId,
            metadata: { payment: p.paymentId, visit: p.visitId, venue: p.venueId },
            payment_intent_data: intentData,
          },
          { stripeAccount: p.account, idempotencyKey: p.idempotencyKey },
        );
        return { sessionId: session.id, url: session.url, feeCents: fee };
      });
    },

    /** A refund of `amountCents` of the payment's intent, on the venue's account. */
    async refund({ account, paymentIntent, amountCents, paymentId, idempotencyKey }) {
      return guarded(async () => {
        const r = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: amountCents, metadata: { payment: paymentId } },
          { stripeAccount: account, idempotencyKey },
        );
        return { refundId: r.id, status: r.status, amountCents: r.amount };
      });
    },

    /**
     * The verified, normalized event of a webhook request; throws ProviderError(400) when forged.
     * What the event does not carry is read from Stripe on the event's account (a 503 then makes
     * the webhook fail, and Stripe sends it again): a paid session's fees (its charge's balance
     * transaction, best effort: the payment counts without them), a charge's refunds.
     */
    async verifyEvent(rawBody, signature) {
      if (!webhookSecret) throw new ProviderError(503, "Webhooks are not configured (STRIPE_WEBHOOK_SECRET).");
      let event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (err) {
        throw new ProviderError(400, `Webhook refused: ${String(err.message).slice(0, 120)}`);
      }
      const ev = normalize(event);
      const on = { stripeAccount: ev.account || undefined };
      if (ev.kind === "paid" && ev.paymentIntent) {
        try {
          const intent = await stripe.paymentIntents.retrieve(
            ev.paymentIntent,
            { expand: ["latest_charge.balance_transaction"] },
            on,
          );
          const charge = intent.latest_charge;
          ev.fees = charge && typeof charge === "object" ? feesOf(charge.balance_transaction) : null;
          // Refunded before this event came (their own events were then for a payment not yet known).
          if (charge && typeof charge === "object" && charge.amount_refunded > 0) {
            ev.refunds = (await stripe.refunds.list({ charge: charge.id, limit: 100 }, on)).data.map(refundOf);
          }
        } catch {
          ev.fees = ev.fees || null; // a later charge.updated brings them
        }
      } else if (ev.kind === "fees") {
        try {
          ev.fees = ev.account
            ? await guarded(async () =>
                feesOf(await stripe.balanceTransactions.retrieve(ev.balanceTransaction, {}, on)),
              )
            : null;
        } catch (err) {
          // Stripe did not answer: the webhook fails and Stripe sends it again. Refused (another
          // business's charge on the venue's account, say): nothing to keep.
          if (err instanceof ProviderError && err.status === 503) throw err;
          ev.fees = null;
        }
        if (!ev.fees) ev.kind = "ignored";
      } else if (ev.kind === "refunds" && ev.chargeId) {
        // charge.refunded: the charge no longer lists its refunds (API 2022-11-15 and later).
        const list = await guarded(() => stripe.refunds.list({ charge: ev.chargeId, limit: 100 }, on));
        ev.refunds = list.data.map(refundOf);
      }
      return ev;
    },
  };
}

/** What the server keeps of a refund object. */
function refundOf(r) {
  return {
    refundId: String(r.id || ""),
    amountCents: Number(r.amount),
    currency: String(r.currency || "").toLowerCase(),
    status: String(r.status || ""),
  };
}

/**
 * The fees of a charge's balance transaction (expanded, or null while Stripe has none yet), in its
 * currency's smallest unit: Stripe's processing fees (every fee_details entry but the platform's
 * application fee: stripe_fee, tax, payment_method_passthrough_fee) and the application fee.
 */
export function feesOf(bt) {
  if (!bt || typeof bt !== "object" || !Array.isArray(bt.fee_details)) return null;
  let processing = 0;
  let application = 0;
  for (const d of bt.fee_details) {
    if (d.type === "application_fee") application += Number(d.amount) || 0;
    else processing += Number(d.amount) || 0;
  }
  return {
    currency: String(bt.currency || "").toLowerCase(),
    processingFeeCents: processing,
    applicationFeeCents: application,
  };
}

/** What the server needs of a Stripe event (docs/payments.md#webhooks). */
export function normalize(event) {
  const o = (event.data && event.data.object) || {};
  const base = { id: String(event.id), type: String(event.type), account: String(event.account || "") };
  const id = (x) => String((x && typeof x === "object" ? x.id : x) || "");
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return {
        ...base,
        kind: o.payment_status === "paid" || o.payment_status === "no_payment_required" ? "paid" : "pending",
        sessionId: String(o.id || ""),
        paymentId: String(o.client_reference_id || ""),
        amountCents: Number(o.amount_total),
        currency: String(o.currency || "").toLowerCase(),
        paymentIntent: id(o.payment_intent),
      };
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return { ...base, kind: "failed", sessionId: String(o.id || ""), paymentId: String(o.client_reference_id || "") };
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
      return { ...base, kind: "refunds", paymentIntent: id(o.payment_intent), refunds: [refundOf(o)] };
    case "charge.refunded":
      return {
        ...base,
        kind: "refunds",
        paymentIntent: id(o.payment_intent),
        chargeId: String(o.id || ""),
        refunds: [],
      };
    case "charge.updated":
      // The balance transaction (and so the fees) of a charge that had none when it was paid.
      return o.balance_transaction
        ? { ...base, kind: "fees", paymentIntent: id(o.payment_intent), balanceTransaction: id(o.balance_transaction) }
        : { ...base, kind: "ignored" };
    case "account.updated":
      return { ...base, kind: "account", ready: !!o.charges_enabled, country: String(o.country || "").toUpperCase() };
    case "account.application.deauthorized":
      return { ...base, kind: "disconnected" };
    default:
      return { ...base, kind: "ignored" };
  }
}
