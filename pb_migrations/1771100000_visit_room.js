/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The room a table's tab has left (docs/table-tab.md#limits), kept on the visit by SQLite itself:
// `roomOrders`, `roomLines` and `roomBytes` are its orders' count, their lines (a JSON array's
// length) and their stored lines' bytes, exactly what pb_hooks/lib/tab/visit-orders.js checkRoom sums
// over them. Triggers on `orders` keep them (an order that joins or leaves a visit, whose lines an
// edit changes, or that is deleted), in the order's own statement: a group send reads them with its
// visit instead of summing every order of the tab again (lib/tab/visit-store.js findForSend;
// docs/PERFORMANCE.md, "The group send as a delta"). Orders on no tab (visit '') run no trigger body.
const ROOM_LINES = (row) =>
  `(CASE WHEN json_valid(${row}.items) AND json_type(${row}.items) = 'array' THEN json_array_length(${row}.items) ELSE 0 END)`;
const ROOM_ADD = (row, sign) =>
  `UPDATE visits SET roomOrders = roomOrders ${sign} 1, roomLines = roomLines ${sign} ${ROOM_LINES(row)}, ` +
  `roomBytes = roomBytes ${sign} COALESCE(length(${row}.items), 0) WHERE id = ${row}.visit;`;
const ROOM_TRIGGERS = [
  `CREATE TRIGGER IF NOT EXISTS visit_room_on_insert AFTER INSERT ON orders WHEN NEW.visit != ''
   BEGIN ${ROOM_ADD("NEW", "+")} END`,
  `CREATE TRIGGER IF NOT EXISTS visit_room_on_delete AFTER DELETE ON orders WHEN OLD.visit != ''
   BEGIN ${ROOM_ADD("OLD", "-")} END`,
  `CREATE TRIGGER IF NOT EXISTS visit_room_on_update AFTER UPDATE OF items, visit ON orders
   WHEN (OLD.visit IS NOT NEW.visit OR OLD.items IS NOT NEW.items) AND (OLD.visit != '' OR NEW.visit != '')
   BEGIN ${ROOM_ADD("OLD", "-")} ${ROOM_ADD("NEW", "+")} END`,
];
const ROOM_TRIGGER_NAMES = ["visit_room_on_insert", "visit_room_on_delete", "visit_room_on_update"];

migrate(
  (app) => {
    const visits = app.findCollectionByNameOrId("visits");
    for (const name of ["roomOrders", "roomLines", "roomBytes"]) {
      visits.fields.add(new NumberField({ name: name, onlyInt: true }));
    }
    app.save(visits);
    app
      .db()
      .newQuery(
        "UPDATE visits SET roomOrders = r.n, roomLines = r.lines, roomBytes = r.bytes FROM (" +
          `SELECT visit, COUNT(*) AS n, SUM(${ROOM_LINES("orders")}) AS lines, SUM(COALESCE(length(items), 0)) AS bytes ` +
          "FROM orders WHERE visit != '' GROUP BY visit) AS r WHERE r.visit = visits.id",
      )
      .execute();
    for (const t of ROOM_TRIGGERS) app.db().newQuery(t).execute();
  },
  (app) => {
    for (const name of ROOM_TRIGGER_NAMES)
      app
        .db()
        .newQuery("DROP TRIGGER IF EXISTS " + name)
        .execute();
    const visits = app.findCollectionByNameOrId("visits");
    for (const name of ["roomOrders", "roomLines", "roomBytes"]) visits.fields.removeByName(name);
    app.save(visits);
  },
);
