// The payment routes' handlers (payments.pb.js registers them; docs/payments.md). Each one goes
// through paid(): 404 on a server whose operator did not configure Stripe (lib/payments/payments-provider.js),
// the owner's PIN where the route changes the venue's money, then a 200 with the route's answer.
// The two reads the app makes on every load (venue, list) answer an empty view there instead.
const provider = require(`${__hooks}/lib/payments/payments-provider.js`);
const payments = require(`${__hooks}/lib/payments/payments.js`);
const events = require(`${__hooks}/lib/payments/payment-events.js`);

/**
 * The steps every payment route shares: 404 without payments, the PIN when `pin`, then answers
 * `answer()` as JSON.
 * @param {core.RequestEvent} e
 * @param {boolean} pin
 * @param {() => any} answer
 */
function paid(e, pin, answer) {
  provider.requireConfigured();
  if (pin) require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
  return e.json(200, answer());
}

/** @param {core.RequestEvent} e the signed-in venue's record */
function venueOf(e) {
  return e.app.findRecordById("users", e.auth.id);
}

/** @param {core.RequestEvent} e the request's JSON body ({} when none) */
function bodyOf(e) {
  return e.requestInfo().body || {};
}

// ---- Venue (Settings > Online payment) ---------------------------------------------------------

/** GET /api/payments/venue: the panel; {available: false} on a server without payments. */
function venue(e) {
  if (!provider.isConfigured()) return e.json(200, { available: false });
  return e.json(200, payments.venueView(venueOf(e)));
}

/** POST /api/payments/connect: {url} of the provider's hosted onboarding. */
function connect(e) {
  return paid(e, true, () => {
    const venue = venueOf(e);
    const problem = payments.currencyProblem(venue);
    if (problem) throw new BadRequestError(problem);
    const back = payments.originOf(e) + "/settings?payments=";
    const answer = provider.call("connect", {
      venueId: venue.id,
      email: venue.getString("email"),
      account: venue.getString("stripeAccount"),
      returnUrl: back + "return",
      refreshUrl: back + "refresh",
      // Two presses (or a retry) before anything changed make one account; after a disconnect the
      // record's `updated` differs, so connecting again makes a new one.
      idempotencyKey: "account-" + venue.id + "-" + venue.getString("updated").replace(/[^0-9]/g, ""),
    });
    venue.set("stripeAccount", String(answer.account || ""));
    payments.saveVenue(e.app, venue);
    return { url: String(answer.url || "") };
  });
}

/** POST /api/payments/refresh: the panel, after asking the provider whether the account can take charges. */
function refresh(e) {
  return paid(e, false, () => {
    const venue = venueOf(e);
    const account = venue.getString("stripeAccount");
    if (account) {
      const s = provider.call("status", { account: account });
      venue.set("stripeReady", !!s.ready);
      venue.set("stripeCountry", String(s.country || "").slice(0, 2));
      payments.saveVenue(e.app, venue);
    }
    return payments.venueView(venue);
  });
}

/** POST /api/payments/settings {on, payFirst}: the panel, after the owner's switch. */
function settings(e) {
  return paid(e, true, () => {
    const body = bodyOf(e);
    const venue = venueOf(e);
    venue.set("paymentsOn", body.on === true);
    if (body.payFirst !== undefined) venue.set("payFirst", body.payFirst === true);
    payments.saveVenue(e.app, venue);
    return payments.venueView(venue);
  });
}

/** POST /api/payments/disconnect: the panel, the venue's account forgotten. */
function disconnect(e) {
  return paid(e, true, () => {
    const venue = venueOf(e);
    venue.set("stripeAccount", "");
    venue.set("stripeReady", false);
    venue.set("stripeCountry", "");
    payments.saveVenue(e.app, venue);
    return payments.venueView(venue);
  });
}

/**
 * GET /api/payments: {items}, the venue's online payments, newest first, for its owner and managers;
 * none without payments, and none for the other roles (the Orders page asks on every load).
 */
function list(e) {
  const staff = require(`${__hooks}/lib/team/staff.js`);
  const actor = staff.actorOf(e.auth);
  if (!provider.isConfigured() || !actor || !staff.may(actor.role, "manage")) return e.json(200, { items: [] });
  const rows = e.app.findRecordsByFilter("payments", "venue = {:u} && status != 'pending'", "-created", 100, 0, {
    u: actor.venue,
  });
  return e.json(200, { items: rows.map(events.paymentView) });
}

/**
 * POST /api/payments/{id}/refund {amountCents}: the payment, refunded in full (no amount) or in
 * part, by the owner or a manager (lib/team/staff.js "manage"; 403 with its message for other roles).
 */
function refund(e) {
  provider.requireConfigured();
  const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
  return paid(e, true, () => {
    const refunds = require(`${__hooks}/lib/payments/payment-refunds.js`);
    return events.paymentView(refunds.refund(e.app, venueId, e.request.pathValue("id"), bodyOf(e).amountCents));
  });
}

// ---- Guests --------------------------------------------------------------------------------------

/**
 * POST /api/visits/{id}/checkout {share} | {part}: {payment, url} for a share of the bill, or for a
 * member's part asked for early (docs/table-tab.md#pay-your-part); a member only.
 */
function checkout(e) {
  return paid(e, false, () => {
    const api = require(`${__hooks}/lib/tab/visit-api.js`);
    const m = api.member(e);
    const body = api.body(e);
    if (body.part !== undefined) return payments.startPartCheckout(e, m.visit, body.part);
    return payments.startCheckout(e, m.visit, body.share);
  });
}

/** POST /api/payments/order: {payment, url} for "Pay and order" (lib/payments/payment-orders.js). */
function order(e) {
  return paid(e, false, () => require(`${__hooks}/lib/payments/payment-orders.js`).startOrderCheckout(e));
}

/** GET /api/payments/{id}/receipt?key=: the guest's receipt. */
function receipt(e) {
  return paid(e, false, () => events.receipt(e.app, e.request.pathValue("id"), e.request.url.query().get("key")));
}

/** POST /api/payments/{id}/receipt/email {key, email}: {sent: true}, the receipt by e-mail. */
function mailReceipt(e) {
  return paid(e, false, () => {
    const body = bodyOf(e);
    events.mailReceipt(e.app, e.request.pathValue("id"), body.key, body.email);
    return { sent: true };
  });
}

// ---- The provider --------------------------------------------------------------------------------

/**
 * POST /api/payments/webhook: the provider's signed event. The raw body goes to the worker, which
 * verifies the signature with the SDK (400 when forged); the verified event is applied once.
 */
function webhook(e) {
  return paid(e, false, () => {
    const raw = toString(e.request.body, 256 * 1024);
    const signature = String(e.request.header.get("Stripe-Signature") || "");
    if (!signature) throw new BadRequestError("Webhook refused: no signature.");
    const ev = provider.call("verify", { payload: raw, signature: signature });
    const applied = events.applyEvent(e.app, ev);
    if (applied.visit) require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(e.app, applied.visit);
    if (applied.order) {
      require(`${__hooks}/lib/realtime/realtime.js`).publishOrder(
        e.app,
        "create",
        applied.order,
        JSON.stringify(applied.order),
      );
    }
    return { received: true, outcome: applied.outcome };
  });
}

module.exports = {
  venue,
  connect,
  refresh,
  settings,
  disconnect,
  list,
  refund,
  checkout,
  order,
  receipt,
  mailReceipt,
  webhook,
};
