/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Online payment (docs/payments.md#refunds, #fees): every refund of an online payment, whoever made
// it (Orders > Online payments, or the venue in Stripe's dashboard), is one `payment_refunds` row per
// provider refund id (unique), so a refund the app made and the provider's webhook about it count
// once. A payment's `refundedCents` is the sum of its rows that count (pending or succeeded).
// `processingFeeCents`: the provider's own fees on the payment (Stripe's balance transaction),
// apart from the platform's application fee (`feeCents`). `statusBeforeRefund`: what a payment
// refunded in full goes back to if one of its refunds fails later. Superuser-only in the API.
migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId("payments");
    payments.fields.add(new NumberField({ name: "processingFeeCents", min: 0, onlyInt: true }));
    payments.fields.add(new TextField({ name: "statusBeforeRefund", max: 10 }));
    app.save(payments);

    const refunds = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "payment_refunds",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "refundId", max: 255, required: true },
          { type: "text", name: "payment", max: 15, required: true },
          {
            type: "relation",
            name: "venue",
            required: true,
            collectionId: app.findCollectionByNameOrId("users").id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "number", name: "amountCents", min: 0, onlyInt: true },
          // The provider's refund status: pending, requires_action, succeeded, failed, canceled.
          { type: "text", name: "status", max: 20 },
          // "app" (Orders > Online payments) or "provider" (first heard of in a webhook).
          { type: "text", name: "source", max: 10 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_payment_refunds_id ON payment_refunds (refundId)",
          "CREATE INDEX idx_payment_refunds_payment ON payment_refunds (payment)",
        ],
      }),
    );
    app.save(refunds);
    // Refunds counted before this ledger existed keep counting: one row per payment, under an id no
    // provider refund has.
    app
      .db()
      .newQuery(
        "INSERT INTO payment_refunds (id, refundId, payment, venue, amountCents, status, source, created, updated) " +
          "SELECT substr(lower(hex(randomblob(8))), 1, 15), 'before-ledger-' || id, id, venue, refundedCents, 'succeeded', 'app', " +
          "strftime('%Y-%m-%d %H:%M:%fZ'), strftime('%Y-%m-%d %H:%M:%fZ') FROM payments WHERE refundedCents > 0",
      )
      .execute();
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("payment_refunds"));
    const payments = app.findCollectionByNameOrId("payments");
    payments.fields.removeByName("processingFeeCents");
    payments.fields.removeByName("statusBeforeRefund");
    app.save(payments);
  },
);
