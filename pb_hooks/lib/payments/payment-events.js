// The provider's word on payments (docs/payments.md#webhooks): each verified webhook event is applied
// once (its id is stored in `payment_events`, unique, in the same transaction as its effect), and
// only for the payment whose session, connected account and amount it names. Late, repeated,
// out-of-order and foreign events change nothing wrong. Refund events go to lib/payments/payment-refunds.js.
// Also the guest's receipt.
const store = require(`${__hooks}/lib/tab/visit-store.js`);

function findPayment(app, sessionId) {
  if (!sessionId) return null;
  return require(`${__hooks}/lib/shared/keyed.js`).findByKey(
    app,
    "payments",
    "[[sessionId]] = {:s}",
    { s: String(sessionId) },
    "sessionId",
  );
}

function venueOfAccount(app, account) {
  if (!account) return null;
  try {
    return app.findFirstRecordByFilter("users", "stripeAccount = {:a}", { a: account });
  } catch (_) {
    return null;
  }
}

/**
 * The provider's fees on a payment, from its charge's balance transaction (ev.fees: {currency,
 * processingFeeCents, applicationFeeCents}, or null when the provider has none yet): kept in cents
 * when they are in the payment's currency (a venue paid out in another currency sees them in its
 * provider's dashboard only).
 */
function setFees(payment, fees) {
  if (!fees || String(fees.currency || "").toLowerCase() !== payment.getString("currency")) return false;
  const processing = Number(fees.processingFeeCents);
  if (Number.isInteger(processing) && processing >= 0) payment.set("processingFeeCents", processing);
  const application = Number(fees.applicationFeeCents);
  if (Number.isInteger(application) && application > 0) payment.set("feeCents", application);
  return true;
}

/** A payment the provider confirmed: counts for its share if the bill still holds it unpaid. */
function applyPaid(txApp, ev, payment, released) {
  if (payment.getString("account") !== ev.account) return "ignored: the event is for another account";
  setFees(payment, ev.fees);
  if (payment.getString("status") === "failed" && !payment.getString("paidAt")) {
    // Given up on our side (the bill was asked for again meanwhile) but paid at the provider: the
    // money is the venue's to give back. Kept `failed` (a newer payment may hold the share).
    payment.set("paidAt", store.now());
    payment.set("paymentIntent", ev.paymentIntent);
    payment.set("note", "Paid after the bill changed: not counted, refund it from Orders.");
    txApp.save(payment);
    return "paid, not applied";
  }
  if (payment.getString("status") !== "pending") return "ignored: the payment is " + payment.getString("status");
  const expected = payment.getInt("amountCents") + payment.getInt("tipCents");
  if (ev.amountCents !== expected || ev.currency !== payment.getString("currency")) {
    payment.set("status", "failed");
    payment.set("paidAt", store.now());
    payment.set("paymentIntent", ev.paymentIntent);
    payment.set(
      "note",
      "Paid " +
        ev.amountCents +
        " " +
        ev.currency +
        ", not the bill's " +
        expected +
        ": not counted, refund it from Orders.",
    );
    txApp.save(payment);
    return "refused: the amount differs from the bill's";
  }
  payment.set("status", "paid");
  payment.set("paidAt", store.now());
  payment.set("paymentIntent", ev.paymentIntent);
  if (payment.getString("kind") === "order") {
    // Pay and order: the held order is stored in this same transaction, so the payment is paid
    // with its order or not at all (a failure between the two leaves the event unapplied: the
    // provider sends it again until it is).
    released.push(releaseOrder(txApp, payment));
    txApp.save(payment);
    return "paid";
  }
  const visit = store.findVisit(txApp, payment.getString("visit"));
  const i = payment.getInt("share");
  const parts = require(`${__hooks}/lib/tab/visit-parts.js`);
  if (i >= parts.PART_SHARE) return applyPaidPart(txApp, payment, visit, i - parts.PART_SHARE);
  const share = visit && visit.bill ? visit.bill.shares[i] : null;
  const holds =
    visit &&
    visit.status === "billRequested" &&
    share &&
    !share.paid &&
    share.amountCents === payment.getInt("amountCents") &&
    share.tipCents === payment.getInt("tipCents");
  if (!holds) {
    payment.set("note", "Paid, but the bill no longer holds this share unpaid: refund it from Orders.");
    txApp.save(payment);
    return "paid, not applied";
  }
  txApp.save(payment);
  require(`${__hooks}/lib/tab/visit-bill.js`).settleIn(
    txApp,
    visit.id,
    { type: "payShare", index: i },
    { paymentId: payment.id },
  );
  return "paid";
}

/** A member's part paid online (docs/table-tab.md#pay-your-part): counts if the visit still holds it unpaid. */
function applyPaidPart(txApp, payment, visit, no) {
  const parts = require(`${__hooks}/lib/tab/visit-parts.js`);
  const part = visit && visit.status !== "closed" ? parts.partOf(visit, no) : null;
  const holds =
    part &&
    !part.paid &&
    part.amountCents === payment.getInt("amountCents") &&
    part.tipCents === payment.getInt("tipCents");
  let isPayable = !!holds;
  if (isPayable) {
    try {
      parts.checkPart(txApp, visit.id, no);
    } catch (_) {
      // Its lines changed since it was asked for (checkPart writes nothing).
      isPayable = false;
    }
  }
  if (isPayable) {
    parts.payPartIn(txApp, visit.id, no, { paymentId: payment.id });
    txApp.save(payment);
    return "paid";
  }
  payment.set("note", "Paid, but the bill no longer holds this part unpaid: refund it from Orders.");
  txApp.save(payment);
  return "paid, not applied";
}

/**
 * Applies a verified, normalized event (server/payments/stripe-provider.mjs normalize) once.
 * Returns {outcome, visit} (the visit to publish, or "").
 */
function applyEvent(app, ev) {
  let outcome = "";
  let visitId = "";
  let venueId = "";
  const released = [];
  app.runInTransaction((txApp) => {
    let seen;
    try {
      seen = txApp.findFirstRecordByFilter("payment_events", "eventId = {:id}", { id: ev.id });
    } catch (_) {
      seen = null;
    }
    if (seen) {
      outcome = "replayed";
      return;
    }
    if (ev.kind === "paid" || ev.kind === "failed") {
      const payment = findPayment(txApp, ev.sessionId);
      if (!payment) outcome = "ignored: unknown session";
      else if (ev.kind === "paid") {
        outcome = applyPaid(txApp, ev, payment, released);
        visitId = payment.getString("visit");
        venueId = payment.getString("venue");
        if (ev.refunds && ev.refunds.length && payment.getString("paidAt")) {
          // Refunds Stripe already had (their own events came before this one and found no payment).
          require(`${__hooks}/lib/payments/payment-refunds.js`).applyRefundEvent(txApp, ev);
        }
      } else if (payment.getString("account") === ev.account && payment.getString("status") === "pending") {
        payment.set("status", "failed");
        payment.set("note", "The checkout expired or failed.");
        txApp.save(payment);
        outcome = "failed";
      } else outcome = "ignored";
    } else if (ev.kind === "refunds") {
      const r = require(`${__hooks}/lib/payments/payment-refunds.js`).applyRefundEvent(txApp, ev);
      outcome = r.outcome;
      venueId = r.venue;
    } else if (ev.kind === "fees") {
      const payment = require(`${__hooks}/lib/payments/payment-refunds.js`).paymentOfIntent(
        txApp,
        ev.account,
        ev.paymentIntent,
      );
      if (!payment) outcome = "ignored: unknown payment";
      else if (!setFees(payment, ev.fees)) outcome = "ignored: no fees in the payment's currency";
      else {
        txApp.save(payment);
        outcome = "fees";
      }
    } else if (ev.kind === "account" || ev.kind === "disconnected") {
      const venue = venueOfAccount(txApp, ev.account);
      if (!venue) outcome = "ignored: unknown account";
      else {
        if (ev.kind === "account") {
          venue.set("stripeReady", !!ev.ready);
          if (ev.country) venue.set("stripeCountry", ev.country);
        } else {
          venue.set("stripeAccount", "");
          venue.set("stripeReady", false);
        }
        require(`${__hooks}/lib/payments/payments.js`).saveVenue(txApp, venue);
        outcome = ev.kind;
      }
    } else outcome = "ignored";
    const row = new Record(txApp.findCollectionByNameOrId("payment_events"));
    row.set("eventId", ev.id);
    row.set("type", ev.type);
    row.set("account", ev.account);
    row.set("outcome", outcome.slice(0, 300));
    txApp.save(row);
  });
  if (venueId) store.forgetOpen(app, venueId);
  return { outcome: outcome, visit: outcome === "paid" ? visitId : "", order: released[0] || null };
}

/**
 * Stores the order a paid payment held, in the event's transaction (lib/payments/payment-orders.js), once:
 * its client request id is unique per venue. Returns the order record, or null when that id is
 * taken by another order (noted on the payment for a refund; the payment still counts as paid).
 * Any other failure fails the whole event (nothing is kept), and the provider sends it again.
 */
function releaseOrder(txApp, payment) {
  const orders = require(`${__hooks}/lib/payments/payment-orders.js`);
  if (orders.requestIdTaken(txApp, payment)) {
    payment.set("note", "Paid, but another order has this order's request id: refund it from Orders.");
    return null;
  }
  return orders.releaseOrder(txApp, payment);
}

/** What the staff see of a payment. */
function paymentView(p) {
  return {
    id: p.id,
    visit: p.getString("visit"),
    table: p.getString("tableSlug"),
    share: p.getInt("share"),
    label: p.getString("label"),
    amountCents: p.getInt("amountCents"),
    tipCents: p.getInt("tipCents"),
    feeCents: p.getInt("feeCents"),
    processingFeeCents: p.getInt("processingFeeCents"),
    refundedCents: p.getInt("refundedCents"),
    currency: p.getString("currency"),
    status: p.getString("status"),
    note: p.getString("note"),
    paidAt: p.getString("paidAt"),
    created: p.getString("created"),
  };
}

/** The guest's receipt: the payment named by id and its receipt key (404 for anything else). */
function receipt(app, id, key) {
  let p;
  try {
    p = app.findRecordById("payments", String(id || ""));
  } catch (_) {
    p = null;
  }
  const k = String(key || "");
  if (!p || k.length !== 32 || !$security.equal(k, p.getString("receiptKey"))) {
    throw new NotFoundError("This receipt does not exist.");
  }
  const venue = app.findRecordById("users", p.getString("venue"));
  const v = paymentView(p);
  return {
    kind: p.getString("kind"),
    status: v.status,
    amountCents: v.amountCents,
    tipCents: v.tipCents,
    refundedCents: v.refundedCents,
    currency: v.currency,
    label: v.label,
    table: v.table,
    paidAt: v.paidAt,
    venue: venue.getString("menuTitle"),
    link: venue.getString("publicLink"),
    // What was paid, line by line with each guest's choices (docs/table-tab.md#pay-your-part).
    lines:
      p.getString("kind") === "share"
        ? require(`${__hooks}/lib/tab/visit-live.js`)
            .receiptLines(
              app,
              store.findVisit(app, p.getString("visit")),
              p.getInt("share"),
              require(`${__hooks}/lib/tab/visit-parts.js`).PART_SHARE,
            )
            .map((l) => ({
              title: l.title,
              count: l.count,
              amountCents: l.amountCents,
              shared: l.shared,
              choices: l.choices,
            }))
        : [],
    canEmail: !!app.settings().smtp.enabled,
    // The receipt this payment was issued (docs/tax-and-receipts.md#receipts): its token, "" for none.
    receipt: receiptTokenOf(app, p),
  };
}

/** The token of the receipt issued for payment `p` ("" where the venue issues none, or not yet paid). */
function receiptTokenOf(app, p) {
  const row = require(`${__hooks}/lib/money/receipts.js`).rows(
    app,
    "venue = {:v} AND payment = {:p} AND kind = 'sale'",
    { v: p.getString("venue"), p: p.id },
    1,
  )[0];
  return row ? row.id + "." + row.key : "";
}

const RECEIPT_MAILS = 3;
const EMAIL = /^[^\s@<>"',;]{1,64}@[^\s@<>"',;]{1,190}\.[^\s@<>"',;]{2,60}$/;

/** Mails the guest's receipt (the payment named by id and key, paid) where SMTP is on: 3 a payment. */
function mailReceipt(app, id, key, email) {
  if (!app.settings().smtp.enabled) throw new NotFoundError("E-mail is not available on this server.");
  const r = receipt(app, id, key);
  if (r.status !== "paid" && r.status !== "refunded") throw new ApiError(409, "This payment is not confirmed yet.", {});
  const to = String(email || "").trim();
  if (to.length > 254 || !EMAIL.test(to)) throw new BadRequestError("Enter a valid e-mail address.");
  const storeKey = "mail:receipt:" + id;
  const sent = Number(app.store().get(storeKey) || 0);
  if (sent >= RECEIPT_MAILS)
    throw new ApiError(429, "This receipt was already e-mailed " + RECEIPT_MAILS + " times.", {});
  app.store().set(storeKey, sent + 1);
  const meta = app.settings().meta;
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  const money = (c) => (c / 100).toFixed(2) + " " + r.currency.toUpperCase();
  const rows = [
    ["Venue", r.venue],
    ["Table", r.table],
    ["Share", r.label],
    ["Amount", money(r.amountCents)],
    ["Tip", money(r.tipCents)],
    ["Total", money(r.amountCents + r.tipCents)],
    ["Paid", r.paidAt],
  ];
  if (r.refundedCents) rows.push(["Refunded", money(r.refundedCents)]);
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const lineRows = r.lines.map((l) => [
    l.title + " × " + l.count + (l.choices.length ? " (" + domain.choicesText(l.choices) + ")" : ""),
    money(l.amountCents),
  ]);
  app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: to }],
      subject: "Your receipt from " + String(r.venue || "the venue").slice(0, 80),
      html:
        "<p>Thank you! Your payment was received.</p><table>" +
        lineRows
          .concat(rows)
          .map((x) => "<tr><th align='left'>" + esc(x[0]) + "</th><td>" + esc(x[1]) + "</td></tr>")
          .join("") +
        "</table>",
    }),
  );
}

module.exports = { applyEvent, receipt, paymentView, mailReceipt };
