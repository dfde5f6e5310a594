/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// What an online payment charges, part by part (docs/tax-and-receipts.md#what-a-payment-stores):
// `payments.money`, the subtotal, service charge, tax per rate, tip and total of the share, part or
// "Pay and order" it pays (src/domain/receipt-money.ts ReceiptMoney), set by the server when the
// checkout starts, at a venue with money rules; null elsewhere. Hidden: server code reads it.
migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId("payments");
    payments.fields.add(new JSONField({ name: "money", maxSize: 20000, hidden: true }));
    app.save(payments);
  },
  (app) => {
    const payments = app.findCollectionByNameOrId("payments");
    payments.fields.removeByName("money");
    app.save(payments);
  },
);
