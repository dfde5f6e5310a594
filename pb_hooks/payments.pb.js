/// <reference path="types/pocketbase.d.ts" />
// Pay from the phone (docs/payments.md). Every route answers 404 on a server whose operator did not
// configure Stripe (lib/payments-provider.js): nothing of this exists there.

// ---- Venue (Settings > Online payment; PIN-gated like the rest of Settings) ---------------------

// GET /api/payments/venue -> the venue's payments panel; {available: false} on a server without
// payments (the Settings page asks on every load: an answer, not a 404 in the browser's console).
routerAdd(
  "GET",
  "/api/payments/venue",
  (e) => {
    if (!require(`${__hooks}/lib/payments-provider.js`).isConfigured()) return e.json(200, { available: false });
    const venue = e.app.findRecordById("users", e.auth.id);
    return e.json(200, require(`${__hooks}/lib/payments.js`).venueView(venue));
  },
  $apis.requireAuth("users"),
);

// POST /api/payments/connect -> {url}: the provider's hosted onboarding for the venue's own account.
routerAdd(
  "POST",
  "/api/payments/connect",
  (e) => {
    require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
    require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
    const payments = require(`${__hooks}/lib/payments.js`);
    const venue = e.app.findRecordById("users", e.auth.id);
    if (!payments.currencyOf(venue)) {
      throw new BadRequestError(
        "Online payment needs the menu's currency as a three-letter code with cents (EUR, USD, GBP...).",
      );
    }
    const back = payments.originOf(e) + "/settings?payments=";
    const answer = require(`${__hooks}/lib/payments-provider.js`).call("connect", {
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
    return e.json(200, { url: String(answer.url || "") });
  },
  $apis.requireAuth("users"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// POST /api/payments/refresh -> the panel, after asking the provider whether the account can take charges.
routerAdd(
  "POST",
  "/api/payments/refresh",
  (e) => {
    const payments = require(`${__hooks}/lib/payments.js`);
    require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
    const venue = e.app.findRecordById("users", e.auth.id);
    const account = venue.getString("stripeAccount");
    if (account) {
      const s = require(`${__hooks}/lib/payments-provider.js`).call("status", { account: account });
      venue.set("stripeReady", !!s.ready);
      venue.set("stripeCountry", String(s.country || "").slice(0, 2));
      payments.saveVenue(e.app, venue);
    }
    return e.json(200, payments.venueView(venue));
  },
  $apis.requireAuth("users"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// POST /api/payments/settings {on} -> the panel: the owner's switch.
routerAdd(
  "POST",
  "/api/payments/settings",
  (e) => {
    const payments = require(`${__hooks}/lib/payments.js`);
    require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
    require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
    const body = e.requestInfo().body || {};
    const venue = e.app.findRecordById("users", e.auth.id);
    venue.set("paymentsOn", body.on === true);
    if (body.payFirst !== undefined) venue.set("payFirst", body.payFirst === true);
    payments.saveVenue(e.app, venue);
    return e.json(200, payments.venueView(venue));
  },
  $apis.requireAuth("users"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// POST /api/payments/disconnect -> the panel: the venue forgets its account (guests cannot pay online).
routerAdd(
  "POST",
  "/api/payments/disconnect",
  (e) => {
    const payments = require(`${__hooks}/lib/payments.js`);
    require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
    require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
    const venue = e.app.findRecordById("users", e.auth.id);
    venue.set("stripeAccount", "");
    venue.set("stripeReady", false);
    venue.set("stripeCountry", "");
    payments.saveVenue(e.app, venue);
    return e.json(200, payments.venueView(venue));
  },
  $apis.requireAuth("users"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// GET /api/payments -> {items}: the venue's online payments, newest first (the Orders page); no
// items on a server without payments.
routerAdd(
  "GET",
  "/api/payments",
  (e) => {
    if (!require(`${__hooks}/lib/payments-provider.js`).isConfigured()) return e.json(200, { items: [] });
    const events = require(`${__hooks}/lib/payment-events.js`);
    const rows = e.app.findRecordsByFilter("payments", "venue = {:u} && status != 'pending'", "-created", 100, 0, {
      u: e.auth.id,
    });
    return e.json(200, { items: rows.map(events.paymentView) });
  },
  $apis.requireAuth("users"),
);

// POST /api/payments/{id}/refund {amountCents} -> the payment: a full (no amount) or partial refund.
routerAdd(
  "POST",
  "/api/payments/{id}/refund",
  (e) => {
    require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
    require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
    const body = e.requestInfo().body || {};
    const p = require(`${__hooks}/lib/payment-events.js`).refund(
      e.app,
      e.auth.id,
      e.request.pathValue("id"),
      body.amountCents,
    );
    return e.json(200, p);
  },
  $apis.requireAuth("users"),
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// ---- Guests ----------------------------------------------------------------------------------

// POST /api/visits/{id}/checkout {share} -> {payment, url}: pay a share of the bill (a member only).
routerAdd(
  "POST",
  "/api/visits/{id}/checkout",
  (e) => {
    require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
    const api = require(`${__hooks}/lib/visit-api.js`);
    const m = api.member(e);
    return e.json(200, require(`${__hooks}/lib/payments.js`).startCheckout(e, m.visit, api.body(e).share));
  },
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// POST /api/payments/order {userSlug, tableSlug, items, clientRequestId} -> {payment, url}: "Pay and
// order" at a venue that takes payment with the order (payFirst, no tabs). The order is priced like
// any guest's; it is stored, and reaches the board, only when the provider's webhook confirms.
routerAdd(
  "POST",
  "/api/payments/order",
  (e) => {
    require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
    return e.json(200, require(`${__hooks}/lib/payment-orders.js`).startOrderCheckout(e));
  },
  $apis.bodyLimit(256 * 1024),
);

// GET /api/payments/{id}/receipt?key= -> the guest's receipt (the key is in the return URL).
routerAdd("GET", "/api/payments/{id}/receipt", (e) => {
  require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
  const key = e.request.url.query().get("key");
  return e.json(200, require(`${__hooks}/lib/payment-events.js`).receipt(e.app, e.request.pathValue("id"), key));
});

// POST /api/payments/{id}/receipt/email {key, email}: the receipt by e-mail (where SMTP is on).
routerAdd(
  "POST",
  "/api/payments/{id}/receipt/email",
  (e) => {
    require(`${__hooks}/lib/payments-provider.js`).requireConfigured();
    const body = e.requestInfo().body || {};
    require(`${__hooks}/lib/payment-events.js`).mailReceipt(e.app, e.request.pathValue("id"), body.key, body.email);
    return e.json(200, { sent: true });
  },
  require(`${__hooks}/lib/body-limits.js`).small(),
);

// ---- The provider ----------------------------------------------------------------------------

// POST /api/payments/webhook: the provider's signed events. The raw body goes to the worker, which
// verifies the signature with the SDK (400 when forged); the verified event is applied once.
routerAdd(
  "POST",
  "/api/payments/webhook",
  (e) => {
    const provider = require(`${__hooks}/lib/payments-provider.js`);
    provider.requireConfigured();
    const raw = toString(e.request.body, 256 * 1024);
    const signature = String(e.request.header.get("Stripe-Signature") || "");
    if (!signature) throw new BadRequestError("Webhook refused: no signature.");
    const ev = provider.call("verify", { payload: raw, signature: signature });
    const applied = require(`${__hooks}/lib/payment-events.js`).applyEvent(e.app, ev);
    if (applied.visit) require(`${__hooks}/lib/visit-live.js`).publishVisit(e.app, applied.visit);
    if (applied.order) {
      require(`${__hooks}/lib/realtime.js`).publishOrder(e.app, "create", applied.order, JSON.stringify(applied.order));
    }
    return e.json(200, { received: true, outcome: applied.outcome });
  },
  $apis.bodyLimit(256 * 1024),
);

// The payment fields of a venue are the server's: an owner's own record update cannot set them.
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const before = e.record.original();
    for (const f of ["stripeAccount", "stripeReady", "stripeCountry", "paymentsOn", "payOnline", "payFirst"]) {
      if (String(e.record.get(f)) !== String(before.get(f))) {
        throw new ForbiddenError("Online payment is set in Settings > Online payment.");
      }
    }
  }
  e.next();
}, "users");
