/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// ops_probe: one row that GET /api/ready writes to learn whether the database takes writes
// (pb_hooks/lib/ops/ops.js, docs/operations.md#health-and-readiness). A plain table, not a collection:
// nothing of it is served through the records API.
migrate(
  (app) => {
    app.db().newQuery("CREATE TABLE IF NOT EXISTS ops_probe (id INTEGER PRIMARY KEY, at TEXT NOT NULL)").execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS ops_probe").execute();
  },
);
