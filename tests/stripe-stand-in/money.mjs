// The stand-in's money (tests/stripe-stand-in/server.mjs): what exists once a Checkout Session is
// paid, with the shapes of Stripe's API reference: the payment intent, its charge and the charge's
// balance transaction, whose fee_details are Stripe's processing fee (1.5 % + 25 cents here,
// STRIPE_FEE) and the platform's application fee, as Stripe reports them for a direct charge on a
// connected account; and refunds, kept per charge (amount_refunded; more than is left is refused as
// Stripe does). Serves POST /v1/refunds, GET /v1/refunds?charge=, GET /v1/payment_intents/{id}
// (expand[] of latest_charge and its balance_transaction) and GET /v1/balance_transactions/{id}.
import crypto from "node:crypto";

export function id(prefix) {
  return prefix + "_" + crypto.randomBytes(12).toString("hex");
}

export function now() {
  return Math.floor(Date.now() / 1000);
}

/** An object as the API answers it (the stand-in's own bookkeeping left out). */
export function publicOf(o) {
  const out = { ...o };
  delete out.account;
  delete out.application_fee_amount;
  return out;
}

/** An event of `type` about `object` on connected account `account`, as Stripe sends it. */
export function eventOf(type, object, account) {
  return {
    id: id("evt"),
    object: "event",
    api_version: "2025-08-27.basil",
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    type,
    account,
    data: { object: publicOf(object) },
  };
}

/** The money of the stand-in's `state` (intents, charges, balanceTransactions, refunds: Maps). */
export function createMoney(state) {
  const handlers = {
    "POST /v1/refunds": (p, account) => {
      const pi = state.intents.get(p.payment_intent);
      if (!pi || pi.account !== account)
        return [400, null, "invalid_request_error", `No such payment_intent: '${p.payment_intent}'`, "payment_intent"];
      const charge = state.charges.get(pi.latest_charge);
      const left = charge.amount - charge.amount_refunded;
      const amount = Number(p.amount ?? left);
      if (amount > left) {
        return [
          400,
          null,
          "invalid_request_error",
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          "amount",
        ];
      }
      return [200, publicOf(createRefund(charge, amount, p.metadata || {}))];
    },
    "GET /v1/refunds": (p, account) => {
      const data = [...state.refunds.values()]
        .filter((r) => r.account === account && (!p.charge || r.charge === p.charge))
        .sort((a, b) => b.created - a.created)
        .slice(0, Number(p.limit || 10))
        .map(publicOf);
      return [200, { object: "list", data, has_more: false, url: "/v1/refunds" }];
    },
    "GET /v1/payment_intents/:id": (p, account, param) => {
      const pi = state.intents.get(param);
      if (!pi || pi.account !== account)
        return [404, null, "invalid_request_error", `No such payment_intent: '${param}'`, "intent"];
      const expand = [].concat(p.expand || []);
      const out = publicOf(pi);
      if (expand.includes("latest_charge") || expand.includes("latest_charge.balance_transaction")) {
        out.latest_charge = publicOf(state.charges.get(pi.latest_charge));
        if (expand.includes("latest_charge.balance_transaction") && out.latest_charge.balance_transaction) {
          out.latest_charge.balance_transaction = publicOf(
            state.balanceTransactions.get(out.latest_charge.balance_transaction),
          );
        }
      }
      return [200, out];
    },
    "GET /v1/balance_transactions/:id": (_p, account, param) => {
      const bt = state.balanceTransactions.get(param);
      if (!bt || bt.account !== account)
        return [404, null, "invalid_request_error", `No such balance transaction: '${param}'`, "id"];
      return [200, publicOf(bt)];
    },
  };

  /** A refund of `amount` on `charge` (succeeded at once, like a card refund in test mode). */
  function createRefund(charge, amount, metadata) {
    const r = {
      id: id("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata,
      payment_intent: charge.payment_intent,
      reason: null,
      status: "succeeded",
      account: charge.account,
    };
    state.refunds.set(r.id, r);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return r;
  }

  /** Stripe's processing fee for a card charge of `amount` in the stand-in: 1.5 % + 25 cents. */
  const STRIPE_FEE = (amount) => Math.round(amount * 0.015) + 25;

  /** Makes the charge's balance transaction (fees as Stripe itemizes them) and returns the charge.updated event. */
  function settle(charge, applicationFee) {
    const stripeFee = STRIPE_FEE(charge.amount);
    const bt = {
      id: id("txn"),
      object: "balance_transaction",
      amount: charge.amount,
      available_on: now() + 7 * 86400,
      created: now(),
      currency: charge.currency,
      description: null,
      exchange_rate: null,
      fee: stripeFee + applicationFee,
      fee_details: [
        {
          amount: stripeFee,
          application: null,
          currency: charge.currency,
          description: "Stripe processing fees",
          type: "stripe_fee",
        },
        ...(applicationFee
          ? [
              {
                amount: applicationFee,
                application: "ca_stand_in",
                currency: charge.currency,
                description: "Application fee",
                type: "application_fee",
              },
            ]
          : []),
      ],
      net: charge.amount - stripeFee - applicationFee,
      reporting_category: "charge",
      source: charge.id,
      status: "pending",
      type: "charge",
      account: charge.account,
    };
    state.balanceTransactions.set(bt.id, bt);
    charge.balance_transaction = bt.id;
    return eventOf("charge.updated", charge, charge.account);
  }

  /**
   * A refund made outside the app (the venue in Stripe's dashboard) of the session's payment:
   * the refund, and the events Stripe sends about it (refund.created, charge.refunded), not sent.
   */
  function refundOutside(sessionId, amount) {
    const s = state.sessions.get(sessionId);
    const charge = state.charges.get(state.intents.get(s.payment_intent).latest_charge);
    const r = createRefund(charge, amount, {});
    return {
      refund: publicOf(r),
      created: eventOf("refund.created", r, charge.account),
      charged: eventOf("charge.refunded", charge, charge.account),
    };
  }

  /** A paid session's payment intent and charge (and, unless `pending`, its balance transaction). */
  function open(s, { pending = false } = {}) {
    const pi = { id: id("pi"), object: "payment_intent", amount: s.amount_total, currency: s.currency };
    const charge = {
      id: id("ch"),
      object: "charge",
      amount: s.amount_total,
      amount_captured: s.amount_total,
      amount_refunded: 0,
      balance_transaction: null,
      currency: s.currency,
      paid: true,
      payment_intent: pi.id,
      refunded: false,
      status: "succeeded",
      created: now(),
      account: s.account,
    };
    Object.assign(pi, { latest_charge: charge.id, status: "succeeded", created: now(), account: s.account });
    state.intents.set(pi.id, pi);
    state.charges.set(charge.id, charge);
    if (!pending) settle(charge, s.application_fee_amount || 0);
    return pi.id;
  }

  /** The charge of a paid session. */
  function chargeOf(s) {
    return state.charges.get(state.intents.get(s.payment_intent).latest_charge);
  }

  return { handlers, open, settle, chargeOf, refundOutside };
}
