/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Receipts (docs/tax-and-receipts.md#receipts): each issued receipt, kept as it was issued, in a
// plain table no record API reaches (read through the receipt routes only, receipts.pb.js): its
// number from the venue's gap-free counter (receipt_counters), an unguessable key for the paying
// guest's phone, what it pays (`source`/`ref`: a share, a part, an order; `payment` when paid
// online), the receipt it credits, and the receipt itself as JSON (src/domain/receipt.ts ReceiptDoc).
// Also a print job kind "receipt" for the station's printer.
migrate(
  (app) => {
    const db = app.db();
    db.newQuery(
      `CREATE TABLE IF NOT EXISTS receipts (
        id TEXT PRIMARY KEY NOT NULL,
        venue TEXT NOT NULL,
        number INTEGER NOT NULL,
        kind TEXT NOT NULL,
        source TEXT NOT NULL,
        ref TEXT NOT NULL DEFAULT '',
        payment TEXT NOT NULL DEFAULT '',
        visit TEXT NOT NULL DEFAULT '',
        creditFor TEXT NOT NULL DEFAULT '',
        key TEXT NOT NULL,
        doc TEXT NOT NULL,
        created TEXT NOT NULL
      )`,
    ).execute();
    db.newQuery("CREATE UNIQUE INDEX IF NOT EXISTS idx_receipts_number ON receipts (venue, number)").execute();
    db.newQuery("CREATE INDEX IF NOT EXISTS idx_receipts_ref ON receipts (venue, source, ref)").execute();
    db.newQuery("CREATE INDEX IF NOT EXISTS idx_receipts_payment ON receipts (payment)").execute();
    db.newQuery("CREATE INDEX IF NOT EXISTS idx_receipts_visit ON receipts (visit)").execute();
    const jobs = app.findCollectionByNameOrId("print_jobs");
    const kind = jobs.fields.getByName("kind");
    kind.values = ["ticket", "void", "reprint", "receipt"];
    app.save(jobs);
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS receipts").execute();
    const jobs = app.findCollectionByNameOrId("print_jobs");
    jobs.fields.getByName("kind").values = ["ticket", "void", "reprint"];
    app.save(jobs);
  },
);
