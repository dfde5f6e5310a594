/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Stations, their network printers and the print jobs (docs/kitchen.md#stations-and-printers).
//  - stations: a venue's Kitchen, Bar, Pastry...: which categories go there (a category may go to
//    several), and when its tickets print: when the order arrives or when it is started.
//  - printers: ESC/POS printers on the venue's own network (host, port 9100), one station each. The
//    server never connects to them: the print agent in the venue does (server/print-agent.mjs) and
//    reports their status here.
//  - print_jobs: one durable row per ticket per printer, numbered per printer (seq), queued until the
//    agent reports it printed. Written by SQLite in the order's own statement (triggers below), so a
//    ticket exists exactly when its order does, on every path an order is written, and a venue
//    without printers pays one indexed lookup per order (the push outbox does the same).
// Lines of a category no station takes print nowhere (they show under "All stations" only).
const PRINT_STAFF = '@request.auth.collectionName = "staff"';
const printRoleIn = (roles) => "(" + roles.map((r) => '@request.auth.role = "' + r + '"').join(" || ") + ")";
const printMember = (roles) => "(" + PRINT_STAFF + " && user = @request.auth.venue && " + printRoleIn(roles) + ")";
const printMemberCreate = (roles) =>
  "(" + PRINT_STAFF + " && @request.body.user = @request.auth.venue && " + printRoleIn(roles) + ")";
const printMemberUpdate = (roles) =>
  "(" + printMember(roles) + " && (@request.body.user:isset = false || @request.body.user = @request.auth.venue))";
const OWNER = "(@request.auth.id != '' && user = @request.auth.id)";
const OWNER_CREATE = "(@request.auth.id != '' && @request.body.user = @request.auth.id)";
const OWNER_UPDATE = "(" + OWNER + " && (@request.body.user:isset = false || @request.body.user = @request.auth.id))";
const PRINT_M = ["manager"];
const PRINT_MWK = ["manager", "waiter", "kitchen"];

// A JSON array value, or '[]' for anything else (a trigger that errs would refuse the order).
const arr = (x) => `(CASE WHEN json_valid(${x}) AND json_type(${x}) = 'array' THEN ${x} ELSE '[]' END)`;
const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
const NEXT_SEQ = "(SELECT COALESCE(MAX(seq), 0) + 1 FROM print_jobs WHERE printer = p.id)";
const COLUMNS =
  'id, user, printer, station, "order", kind, seq, state, tableSlug, pickup, enteredBy, lines, orderCreated, printedAt, created, updated';
// The lines of `items` whose dish is in one of station `s`'s categories, as a JSON array.
const linesFor = (items) => `(SELECT json_group_array(json(i.value)) FROM json_each(${arr(items)}) i
      JOIN dishes d ON d.id = json_extract(i.value, '$.dishId')
      WHERE i.type = 'object' AND d.category IN (SELECT value FROM json_each(${arr("s.categories")})))`;
// One ticket per printer of each station of the order's venue that prints `when` and has lines.
const ticketsOn = (when) => `
  INSERT INTO print_jobs (${COLUMNS})
  SELECT 'j' || lower(hex(randomblob(7))), NEW.user, p.id, t.sid, NEW.id, 'ticket', ${NEXT_SEQ}, 'queued',
    NEW.tableSlug, '', NEW.editedBy, t.lines, NEW.created, '', ${NOW}, ${NOW}
  FROM printers p
  JOIN (SELECT s.id AS sid, ${linesFor("NEW.items")} AS lines
        FROM stations s WHERE s.user = NEW.user AND s.printOn = '${when}') t ON t.sid = p.station
  WHERE p.user = NEW.user AND t.lines <> '[]'
  ORDER BY p.id;`;

// How many of an old line are gone from the new lines (same dish, extras and choices).
const gone = `(json_extract(o.value, '$.count') - COALESCE((SELECT SUM(json_extract(n.value, '$.count'))
      FROM json_each(${arr("NEW.items")}) n WHERE n.type = 'object'
        AND json_extract(n.value, '$.dishId') IS json_extract(o.value, '$.dishId')
        AND json_extract(n.value, '$.modifiers') IS json_extract(o.value, '$.modifiers')
        AND json_extract(n.value, '$.options') IS json_extract(o.value, '$.options')), 0))`;

const TRIGGERS = [
  `CREATE TRIGGER IF NOT EXISTS print_jobs_on_new_order AFTER INSERT ON orders
   WHEN NEW.finished = 0 AND EXISTS (SELECT 1 FROM printers WHERE user = NEW.user)
   BEGIN ${ticketsOn("arrival")} END`,
  `CREATE TRIGGER IF NOT EXISTS print_jobs_on_start AFTER UPDATE OF started ON orders
   WHEN NEW.started = 1 AND OLD.started = 0 AND EXISTS (SELECT 1 FROM printers WHERE user = NEW.user)
   BEGIN ${ticketsOn("start")} END`,
  // A line removed (or its count lowered) after its station's ticket was made: a void ticket with
  // what is gone, at each printer that has a ticket of this order. A queued ticket prints first
  // (per-printer order), then its void.
  `CREATE TRIGGER IF NOT EXISTS print_jobs_void_on_edit AFTER UPDATE OF items ON orders
   WHEN EXISTS (SELECT 1 FROM print_jobs WHERE "order" = NEW.id AND kind = 'ticket')
   BEGIN
   INSERT INTO print_jobs (${COLUMNS})
   SELECT 'j' || lower(hex(randomblob(7))), NEW.user, p.id, p.station, NEW.id, 'void', ${NEXT_SEQ}, 'queued',
     NEW.tableSlug, '', NEW.editedBy, t.lines, NEW.created, '', ${NOW}, ${NOW}
   FROM (SELECT DISTINCT printer FROM print_jobs WHERE "order" = NEW.id AND kind = 'ticket') k
   JOIN printers p ON p.id = k.printer
   JOIN (SELECT s.id AS sid, (SELECT json_group_array(json_set(json(o.value), '$.count', ${gone}))
           FROM json_each(${arr("OLD.items")}) o JOIN dishes d ON d.id = json_extract(o.value, '$.dishId')
           WHERE o.type = 'object' AND d.category IN (SELECT value FROM json_each(${arr("s.categories")}))
             AND ${gone} > 0) AS lines
         FROM stations s WHERE s.user = NEW.user) t ON t.sid = p.station
   WHERE t.lines <> '[]'
   ORDER BY p.id;
   END`,
];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const categories = app.findCollectionByNameOrId("categories");
    const user = {
      type: "relation",
      name: "user",
      required: true,
      collectionId: users.id,
      maxSelect: 1,
      cascadeDelete: true,
    };
    const created = { type: "autodate", name: "created", onCreate: true, onUpdate: false };
    const updated = { type: "autodate", name: "updated", onCreate: true, onUpdate: true };
    const owned = {
      listRule: OWNER + " || " + printMember(PRINT_MWK),
      viewRule: OWNER + " || " + printMember(PRINT_MWK),
      createRule: OWNER_CREATE + " || " + printMemberCreate(PRINT_M),
      updateRule: OWNER_UPDATE + " || " + printMemberUpdate(PRINT_M),
      deleteRule: OWNER + " || " + printMember(PRINT_M),
    };
    const stations = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "stations",
        ...owned,
        fields: [
          user,
          { type: "text", name: "name", required: true, min: 1, max: 40 },
          { type: "relation", name: "categories", collectionId: categories.id, maxSelect: 200, cascadeDelete: false },
          { type: "select", name: "printOn", required: true, maxSelect: 1, values: ["arrival", "start"] },
          { type: "number", name: "order", min: 0, max: 1000, onlyInt: true },
          created,
          updated,
        ],
        indexes: ["CREATE INDEX idx_stations_user ON stations (user)"],
      }),
    );
    app.save(stations);
    const printers = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "printers",
        ...owned,
        fields: [
          user,
          {
            type: "relation",
            name: "station",
            required: true,
            collectionId: stations.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "text", name: "name", required: true, min: 1, max: 40 },
          // A host name or an IPv4/IPv6 address of the venue's network; never looked up by the server.
          {
            type: "text",
            name: "host",
            required: true,
            min: 1,
            max: 253,
            pattern:
              "^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f:.]{2,45})$",
          },
          { type: "number", name: "port", required: true, min: 1, max: 65535, onlyInt: true },
          // Reported by the print agent (POST /api/print/printers/{id}/status), never by a form.
          { type: "select", name: "status", maxSelect: 1, values: ["online", "offline"] },
          { type: "text", name: "statusError", max: 200 },
          { type: "date", name: "statusAt" },
          created,
          updated,
        ],
        indexes: [
          "CREATE INDEX idx_printers_user ON printers (user)",
          "CREATE INDEX idx_printers_station ON printers (station)",
        ],
      }),
    );
    app.save(printers);
    const jobs = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "print_jobs",
        listRule: OWNER + " || " + printMember(PRINT_MWK),
        viewRule: OWNER + " || " + printMember(PRINT_MWK),
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          user,
          {
            type: "relation",
            name: "printer",
            required: true,
            collectionId: printers.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "text", name: "station", max: 15 },
          // Not a relation: a deleted order keeps its tickets (its void prints after it is gone).
          { type: "text", name: "order", max: 15 },
          { type: "select", name: "kind", required: true, maxSelect: 1, values: ["ticket", "void", "reprint"] },
          { type: "number", name: "seq", min: 1, onlyInt: true },
          { type: "select", name: "state", required: true, maxSelect: 1, values: ["queued", "printed"] },
          { type: "text", name: "tableSlug", max: 40 },
          // A takeaway order's pickup number; empty for a table order.
          { type: "text", name: "pickup", max: 20 },
          { type: "text", name: "enteredBy", max: 100 },
          { type: "json", name: "lines", maxSize: 100000 },
          { type: "text", name: "orderCreated", max: 40 },
          { type: "text", name: "printedAt", max: 40 },
          created,
          updated,
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_print_jobs_seq ON print_jobs (printer, seq)",
          "CREATE INDEX idx_print_jobs_queue ON print_jobs (user, state)",
          'CREATE INDEX idx_print_jobs_order ON print_jobs ("order")',
        ],
      }),
    );
    app.save(jobs);
    for (const t of TRIGGERS) app.db().newQuery(t).execute();
  },
  (app) => {
    for (const t of ["print_jobs_on_new_order", "print_jobs_on_start", "print_jobs_void_on_edit"]) {
      app
        .db()
        .newQuery("DROP TRIGGER IF EXISTS " + t)
        .execute();
    }
    for (const name of ["print_jobs", "printers", "stations"]) app.delete(app.findCollectionByNameOrId(name));
  },
);
