/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Issue 39: "the ticket fan-out adds nothing measurable to the guest's order". A new order's
// tickets are no longer written in the order's own INSERT (trigger print_jobs_on_new_order of
// 1770800000, which cost a venue with printers ~0.22 ms of server CPU per order, 1.23x: docs/PERFORMANCE.md,
// runs of 28 Nov 2026 19:05). The unfinished orders ARE the durable queue: their arrival tickets are made
// ("materialized") when something reads or changes the venue's tickets (docs/kitchen.md#tickets-as-durable-rows):
//  - the print agent's GET /api/print/queue (it reloads on every order event and every reconnect),
//    a reprint, a deleted order's void, a staff order (lib/stations/print-jobs.js);
//  - before any change of the lines, start, finish or deletion of an order that has no ticket yet, at
//    a venue with printers (the triggers below), so a void, a start ticket or a combine always finds
//    the tickets it follows.
// One INSERT ... SELECT for all of the venue's pending orders, in (created, id) order, numbered per
// printer after the printer's last job: exactly once per order and printer (NOT EXISTS), in order.
// The same SQL as lib/stations/print-jobs.js MATERIALIZE_SQL (keep both alike).
const TOR_COLUMNS =
  'id, user, printer, station, "order", kind, seq, state, tableSlug, pickup, enteredBy, lines, orderCreated, printedAt, created, updated';
const TOR_NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
const torArr = (x) => `(CASE WHEN json_valid(${x}) AND json_type(${x}) = 'array' THEN ${x} ELSE '[]' END)`;

// Where the scan of a venue's unfinished orders starts: TOR_WINDOW before the newest order that has a
// job (its orderCreated, on index idx_print_jobs_user_order_created), or before its first printer.
// Why a window and not that order itself: an order's `created` is stamped before its INSERT
// commits, so one stamped a little earlier may commit after a later one was ticketed. Orders
// commit within seconds of their stamp (one short write transaction); 5 minutes is the margin.
// Without the bound, every read scanned all unfinished orders (a venue that never finishes any:
// thousands, ~0.8 s per read in the bench).
const TOR_WINDOW = "-5 minutes";
const torSince = (venue) => `strftime('%Y-%m-%d %H:%M:%fZ', COALESCE(
    (SELECT MAX(orderCreated) FROM print_jobs WHERE user = ${venue}),
    (SELECT MIN(created) FROM printers WHERE user = ${venue})), '${TOR_WINDOW}')`;

/** The arrival tickets of venue `venue`'s (an SQL expression) unfinished orders that have none yet. */
function torMaterializeSql(venue) {
  return `INSERT INTO print_jobs (${TOR_COLUMNS})
  SELECT 'j' || lower(hex(randomblob(7))), x.user, x.pid, x.sid, x.oid, 'ticket',
    x.base + ROW_NUMBER() OVER (PARTITION BY x.pid ORDER BY x.ocreated, x.oid), 'queued',
    x.tableSlug, x.pickup, x.editedBy, x.lines, x.ocreated, '', ${TOR_NOW}, ${TOR_NOW}
  FROM (SELECT o.user AS user, p.id AS pid, s.id AS sid, o.id AS oid, o.created AS ocreated, o.tableSlug AS tableSlug,
          CASE WHEN o.pickupNumber > 0 THEN CAST(o.pickupNumber AS TEXT) ELSE '' END AS pickup, o.editedBy AS editedBy,
          (SELECT COALESCE(MAX(seq), 0) FROM print_jobs WHERE printer = p.id) AS base,
          (SELECT json_group_array(json(i.value)) FROM json_each(${torArr("o.items")}) i
             JOIN dishes d ON d.id = json_extract(i.value, '$.dishId')
             WHERE i.type = 'object' AND d.category IN (SELECT value FROM json_each(${torArr("s.categories")}))) AS lines
        FROM orders o
        JOIN stations s ON s.user = o.user AND s.printOn = 'arrival'
        JOIN printers p ON p.station = s.id AND p.user = o.user AND p.created <= o.created
        WHERE o.user = ${venue} AND o.finished = 0 AND o.created >= ${torSince(venue)}
          AND NOT EXISTS (SELECT 1 FROM print_jobs j WHERE j."order" = o.id AND j.printer = p.id AND j.kind = 'ticket')) x
  WHERE x.lines <> '[]'
  ORDER BY x.pid, x.ocreated, x.oid;`;
}

// Only when this order has no ticket yet (one probe of idx_print_jobs_order): with the agent
// following the orders, its tickets exist long before staff start, edit or finish it, and the scan
// of the venue's recent orders is skipped.
const TOR_HAS_PRINTERS =
  "EXISTS (SELECT 1 FROM printers WHERE user = OLD.user)" +
  " AND NOT EXISTS (SELECT 1 FROM print_jobs WHERE \"order\" = OLD.id AND kind = 'ticket')";
const TOR_TRIGGERS = [
  `CREATE TRIGGER IF NOT EXISTS print_jobs_before_order_change BEFORE UPDATE OF items, started, finished ON orders
   WHEN ${TOR_HAS_PRINTERS} BEGIN ${torMaterializeSql("OLD.user")} END`,
  `CREATE TRIGGER IF NOT EXISTS print_jobs_before_order_delete BEFORE DELETE ON orders
   WHEN ${TOR_HAS_PRINTERS} BEGIN ${torMaterializeSql("OLD.user")} END`,
];

// The trigger this replaces, as 1770860000 left it (for the down migration).
const TOR_OLD_TRIGGER = `CREATE TRIGGER IF NOT EXISTS print_jobs_on_new_order AFTER INSERT ON orders
   WHEN NEW.finished = 0 AND EXISTS (SELECT 1 FROM printers WHERE user = NEW.user)
   BEGIN
  INSERT INTO print_jobs (${TOR_COLUMNS})
  SELECT 'j' || lower(hex(randomblob(7))), NEW.user, p.id, t.sid, NEW.id, 'ticket', (SELECT COALESCE(MAX(seq), 0) + 1 FROM print_jobs WHERE printer = p.id), 'queued',
    NEW.tableSlug, CASE WHEN NEW.pickupNumber > 0 THEN CAST(NEW.pickupNumber AS TEXT) ELSE '' END, NEW.editedBy, t.lines, NEW.created, '', ${TOR_NOW}, ${TOR_NOW}
  FROM printers p
  JOIN (SELECT s.id AS sid, (SELECT json_group_array(json(i.value)) FROM json_each(${torArr("NEW.items")}) i
      JOIN dishes d ON d.id = json_extract(i.value, '$.dishId')
      WHERE i.type = 'object' AND d.category IN (SELECT value FROM json_each(${torArr("s.categories")}))) AS lines
        FROM stations s WHERE s.user = NEW.user AND s.printOn = 'arrival') t ON t.sid = p.station
  WHERE p.user = NEW.user AND t.lines <> '[]'
  ORDER BY p.id; END`;

migrate(
  (app) => {
    const jobs = app.findCollectionByNameOrId("print_jobs");
    jobs.addIndex("idx_print_jobs_user_order_created", false, "user, orderCreated", "");
    app.save(jobs);
    // Orders that arrived before this migration keep the tickets they have; none is made twice
    // (NOT EXISTS), and a table with no printers is untouched.
    app.db().newQuery("DROP TRIGGER IF EXISTS print_jobs_on_new_order").execute();
    for (const t of TOR_TRIGGERS) app.db().newQuery(t).execute();
  },
  (app) => {
    for (const t of ["print_jobs_before_order_change", "print_jobs_before_order_delete"]) {
      app
        .db()
        .newQuery("DROP TRIGGER IF EXISTS " + t)
        .execute();
    }
    app.db().newQuery(TOR_OLD_TRIGGER).execute();
    const jobs = app.findCollectionByNameOrId("print_jobs");
    jobs.removeIndex("idx_print_jobs_user_order_created");
    app.save(jobs);
  },
);
