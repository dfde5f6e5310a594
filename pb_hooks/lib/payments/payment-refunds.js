// Refunds of online payments (docs/payments.md#refunds), whoever makes them: the owner or a manager
// from Orders > Online payments (through the provider), or the venue in Stripe's dashboard (known
// from the provider's webhooks: refund.created, refund.updated, refund.failed, charge.refunded).
// Each provider refund is one `payment_refunds` row, by its refund id (unique): the app's own
// refund and the webhooks about it count once, in any order. A refund's status only moves forward
// (pending -> succeeded -> failed), so a late event never undoes a newer one. A payment's
// `refundedCents` is always the sum of its rows that count (pending or succeeded), recomputed here.
const provider = require(`${__hooks}/lib/payments/payments-provider.js`);

// Where a status stands: a status of a lower rank never replaces a higher one.
const RANK = { pending: 0, requires_action: 0, succeeded: 1, failed: 2, canceled: 2 };
const COUNTED = ["pending", "requires_action", "succeeded"];

function findRefund(app, refundId) {
  try {
    return app.findFirstRecordByFilter("payment_refunds", "refundId = {:r}", { r: refundId });
  } catch (_) {
    return null;
  }
}

/** The payment that provider payment intent `intent` paid on `account`, or null. */
function paymentOfIntent(app, account, intent) {
  if (!intent || !account) return null;
  try {
    return app.findFirstRecordByFilter("payments", "paymentIntent = {:i} && account = {:a}", {
      i: intent,
      a: account,
    });
  } catch (_) {
    return null;
  }
}

/** The cents of the payment's refunds that count, with `exceptId` left out. */
function countedCents(app, paymentId, exceptId) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(
      "SELECT COALESCE(SUM(amountCents), 0) AS n FROM payment_refunds WHERE payment = {:p} AND refundId != {:x} " +
        "AND status IN ('" +
        COUNTED.join("', '") +
        "')",
    )
    .bind({ p: paymentId, x: exceptId || "" })
    .one(row);
  return Number(row.n) || 0;
}

/** Sets the payment's `refundedCents` (and `refunded` when all of it) from its refunds; saves it. */
function applyTotals(txApp, payment) {
  const total = payment.getInt("amountCents") + payment.getInt("tipCents");
  const cents = countedCents(txApp, payment.id, "");
  payment.set("refundedCents", cents);
  const status = payment.getString("status");
  if (cents >= total && status !== "refunded") {
    payment.set("statusBeforeRefund", status);
    payment.set("status", "refunded");
  } else if (cents < total && status === "refunded") {
    // A refund failed after all: the money is the venue's again.
    payment.set("status", payment.getString("statusBeforeRefund") || "paid");
  }
  try {
    txApp.save(payment);
  } catch (_) {
    // Back to `paid`, but a newer payment holds its share meanwhile (one live payment a share).
    payment.set("status", "refunded");
    payment.set("note", "A refund failed after the share was paid again: see the provider's dashboard.");
    txApp.save(payment);
  }
}

/**
 * Records the provider's word on one refund of `payment`: r = {refundId, amountCents, currency,
 * status}. Once per refund id; a known refund only moves its status forward. Returns the outcome.
 * @param {string} source "app" or "provider"
 */
function recordRefund(txApp, payment, r, source) {
  const status = String(r.status || "");
  if (!r.refundId) return "ignored: no refund id";
  if (!(status in RANK)) return "ignored: refund status " + status.slice(0, 30);
  if (r.currency && String(r.currency).toLowerCase() !== payment.getString("currency")) {
    return "refused: the refund is in another currency";
  }
  const cents = Number(r.amountCents);
  if (!Number.isInteger(cents) || cents < 1) return "refused: not a refund amount";
  const total = payment.getInt("amountCents") + payment.getInt("tipCents");
  let row = findRefund(txApp, r.refundId);
  if (row) {
    if (row.getString("payment") !== payment.id) return "ignored: the refund is another payment's";
    if (RANK[status] <= RANK[row.getString("status")]) return "refund already recorded";
  } else {
    row = new Record(txApp.findCollectionByNameOrId("payment_refunds"));
    row.set("refundId", String(r.refundId).slice(0, 255));
    row.set("payment", payment.id);
    row.set("venue", payment.getString("venue"));
    row.set("amountCents", cents);
    row.set("source", source);
  }
  if (COUNTED.indexOf(status) >= 0 && countedCents(txApp, payment.id, r.refundId) + cents > total) {
    return "refused: more than was paid";
  }
  row.set("status", status);
  txApp.save(row);
  applyTotals(txApp, payment);
  // A refund that counts gets its credit receipt, once per refund id, in this transaction
  // (docs/tax-and-receipts.md#credit-receipts): it points to the payment's receipt.
  if (COUNTED.indexOf(status) >= 0) {
    require(`${__hooks}/lib/money/receipts.js`).creditForRefund(
      txApp,
      payment.getString("venue"),
      payment.id,
      String(r.refundId),
      row.getInt("amountCents"),
    );
  }
  return "refund " + status;
}

/**
 * A verified refund event (kind "refunds": {account, paymentIntent, refunds: [...]}) applied in the
 * event's transaction: each refund recorded once, for the payment of that intent and account only.
 * Returns the outcome and the venue to tell.
 */
function applyRefundEvent(txApp, ev) {
  const payment = paymentOfIntent(txApp, ev.account, ev.paymentIntent);
  if (!payment) return { outcome: "ignored: unknown payment", venue: "" };
  const outcomes = (ev.refunds || []).slice(0, 100).map((r) => recordRefund(txApp, payment, r, "provider"));
  return { outcome: outcomes.join("; ") || "ignored: no refunds", venue: payment.getString("venue") };
}

/**
 * A full or partial refund of an online payment by the owner or a manager of `venueId`, through the
 * provider; recorded by its refund id like the provider's own events about it.
 */
function refund(app, venueId, paymentId, amount) {
  let payment;
  try {
    payment = app.findRecordById("payments", String(paymentId || ""));
  } catch (_) {
    payment = null;
  }
  if (!payment || payment.getString("venue") !== venueId) throw new NotFoundError("This payment does not exist.");
  const before = payment.getString("statusBeforeRefund") || payment.getString("status");
  const taken = before === "paid" || (before === "failed" && !!payment.getString("paidAt"));
  if (!taken || !payment.getString("paymentIntent")) {
    throw new ApiError(409, "Only a paid payment can be refunded.", {});
  }
  const total = payment.getInt("amountCents") + payment.getInt("tipCents");
  const left = total - payment.getInt("refundedCents");
  if (left < 1) throw new ApiError(409, "This payment is already refunded in full.", {});
  const cents = amount === undefined || amount === null || amount === "" ? left : Number(amount);
  if (!Number.isInteger(cents) || cents < 1 || cents > left) {
    throw new BadRequestError("Refund a whole number of cents from 1 to " + left + ".");
  }
  const answer = provider.call("refund", {
    account: payment.getString("account"),
    paymentIntent: payment.getString("paymentIntent"),
    amountCents: cents,
    paymentId: payment.id,
    idempotencyKey: "refund-" + payment.id + "-" + payment.getInt("refundedCents") + "-" + cents,
  });
  let saved = payment;
  app.runInTransaction((txApp) => {
    saved = txApp.findRecordById("payments", payment.id);
    recordRefund(
      txApp,
      saved,
      {
        refundId: String(answer.refundId || ""),
        amountCents: Number(answer.amountCents),
        currency: saved.getString("currency"),
        status: String(answer.status || ""),
      },
      "app",
    );
  });
  return saved;
}

module.exports = { recordRefund, applyRefundEvent, refund, paymentOfIntent, COUNTED };
