/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A takeaway order's tickets carry its pickup number (issue 39: "the table or pickup number"). The
// print triggers (1770800000) were written before orders had a pickup number (1770850000) and put
// '' in print_jobs.pickup; here each is made again with the order's number, '' for a table order.
const PRINT_TRIGGERS = ["print_jobs_on_new_order", "print_jobs_on_start", "print_jobs_void_on_edit"];
const NO_PICKUP = "NEW.tableSlug, '', NEW.editedBy";
const WITH_PICKUP =
  "NEW.tableSlug, CASE WHEN NEW.pickupNumber > 0 THEN CAST(NEW.pickupNumber AS TEXT) ELSE '' END, NEW.editedBy";

/** Makes each trigger again with `from` replaced by `to` in its SQL. */
function rewritePrintTriggers(app, from, to) {
  for (const name of PRINT_TRIGGERS) {
    const row = new DynamicModel({ sql: "" });
    app
      .db()
      .newQuery("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = {:name}")
      .bind({ name: name })
      .one(row);
    const sql = String(row.sql);
    if (!sql.includes(from)) throw new Error(`trigger ${name} does not hold ${from}`);
    app.db().newQuery(`DROP TRIGGER ${name}`).execute();
    app.db().newQuery(sql.split(from).join(to)).execute();
  }
}

migrate(
  (app) => rewritePrintTriggers(app, NO_PICKUP, WITH_PICKUP),
  (app) => rewritePrintTriggers(app, WITH_PICKUP, NO_PICKUP),
);
