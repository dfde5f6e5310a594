/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Receipt numbers (docs/tax-and-receipts.md#receipts): one counter per venue, a plain table (no API
// reaches it), moved on by lib/money/receipts.js inside the payment's own transaction, so a payment that
// fails takes its number back with it: the sequence has no gaps.
migrate(
  (app) => {
    app
      .db()
      .newQuery("CREATE TABLE IF NOT EXISTS receipt_counters (venue TEXT PRIMARY KEY, last INTEGER NOT NULL DEFAULT 0)")
      .execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS receipt_counters").execute();
  },
);
