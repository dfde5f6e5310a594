/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Pay from the phone (docs/payments.md). A venue's connected Stripe account and its switch live on
// the owner's record, set only by the server (pb_hooks/payments.pb.js): `stripeAccount` (hidden),
// `stripeReady` (the account can take charges), `paymentsOn` (the owner's switch) and `payOnline`
// (both, shown on the public menu). `payments` are the online payments of a visit's shares;
// `payment_events` the provider's webhook events already applied (one row per event id), so a
// replayed event changes nothing. Both collections are superuser-only in the API.
// "Pay and order" starts a checkout at the provider per new order: 20 a minute per address, like the
// other routes that cost a third party something (appended when no rule with the label exists).
const ORDER_LIMIT = { label: "POST /api/payments/order", audience: "", duration: 60, maxRequests: 20 };

function withoutOrderLimit(app) {
  const rules = app.settings().rateLimits.rules || [];
  const kept = [];
  let had = false;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i];
    if (r.label === ORDER_LIMIT.label) had = true;
    else kept.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
  }
  return { kept: kept, had: had };
}

migrate(
  (app) => {
    const limits = withoutOrderLimit(app);
    if (!limits.had) {
      const settings = app.settings();
      settings.rateLimits.rules = /** @type {RateLimitRules} */ (limits.kept.concat([ORDER_LIMIT]));
      app.save(settings);
    }
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new TextField({ name: "stripeAccount", max: 64, hidden: true }));
    users.fields.add(new BoolField({ name: "stripeReady" }));
    users.fields.add(new TextField({ name: "stripeCountry", max: 2 }));
    users.fields.add(new BoolField({ name: "paymentsOn" }));
    users.fields.add(new BoolField({ name: "payOnline" }));
    // Without tabs: a guest's order reaches the board only once paid ("Pay and order").
    users.fields.add(new BoolField({ name: "payFirst" }));
    app.save(users);

    const payments = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "payments",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: "relation",
            name: "venue",
            required: true,
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          // "share": a share of a visit's bill; "order": a guest's order paid before it is sent (payFirst).
          { type: "select", name: "kind", maxSelect: 1, required: true, values: ["share", "order"] },
          { type: "text", name: "visit", max: 15 },
          // kind "order": the order's client request id and its priced fields, stored when paid.
          { type: "text", name: "requestId", max: 100 },
          { type: "json", name: "orderData", maxSize: 300000, hidden: true },
          { type: "text", name: "order", max: 15 },
          { type: "text", name: "tableSlug", max: 40 },
          { type: "number", name: "share", min: 0, onlyInt: true },
          { type: "text", name: "label", max: 80 },
          // What the server asked the provider for: amountCents (the share) + tipCents.
          { type: "number", name: "amountCents", min: 0, onlyInt: true },
          { type: "number", name: "tipCents", min: 0, onlyInt: true },
          { type: "number", name: "feeCents", min: 0, onlyInt: true },
          { type: "number", name: "refundedCents", min: 0, onlyInt: true },
          { type: "text", name: "currency", max: 3 },
          {
            type: "select",
            name: "status",
            maxSelect: 1,
            required: true,
            values: ["pending", "paid", "failed", "refunded"],
          },
          { type: "text", name: "provider", max: 20 },
          { type: "text", name: "account", max: 64 },
          { type: "text", name: "sessionId", max: 255 },
          { type: "text", name: "checkoutUrl", max: 2000, hidden: true },
          { type: "text", name: "paymentIntent", max: 255 },
          // The receipt page's secret (in the return URL); a payment id alone shows nothing.
          { type: "text", name: "receiptKey", max: 64, hidden: true },
          // Why a payment did not count (an amount that differs, a share paid meanwhile, ...).
          { type: "text", name: "note", max: 300 },
          { type: "date", name: "paidAt" },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE INDEX idx_payments_visit ON payments (visit, share)",
          "CREATE INDEX idx_payments_venue ON payments (venue, created)",
          "CREATE UNIQUE INDEX idx_payments_session ON payments (sessionId) WHERE sessionId != ''",
          // One live attempt per share: a second "Pay now" for the share reuses it.
          "CREATE UNIQUE INDEX idx_payments_share_live ON payments (visit, share) WHERE visit != '' AND status != 'failed' AND status != 'refunded'",
          // One payment per order sent (its client request id).
          "CREATE UNIQUE INDEX idx_payments_order ON payments (venue, requestId) WHERE requestId != ''",
        ],
      }),
    );
    app.save(payments);

    const events = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "payment_events",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "eventId", max: 255, required: true },
          { type: "text", name: "type", max: 100 },
          { type: "text", name: "account", max: 64 },
          { type: "text", name: "outcome", max: 300 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_payment_events_id ON payment_events (eventId)"],
      }),
    );
    app.save(events);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (withoutOrderLimit(app).kept);
    app.save(settings);
    app.delete(app.findCollectionByNameOrId("payment_events"));
    app.delete(app.findCollectionByNameOrId("payments"));
    const users = app.findCollectionByNameOrId("users");
    for (const f of ["stripeAccount", "stripeReady", "stripeCountry", "paymentsOn", "payOnline", "payFirst"])
      users.fields.removeByName(f);
    app.save(users);
  },
);
