// The push notification of a new order is written by an SQLite trigger (the migration below), which
// cannot import the shared rules: its text is the one copy outside src/domain. This test ties the
// link it opens to the route it must open, so changing the Orders path without a new migration fails.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PATHS } from "../../src/domain/paths";

const migration = readFileSync(
  fileURLToPath(new URL("../../pb_migrations/1764810000_push_outbox_trigger.js", import.meta.url)),
  "utf8",
);

describe("the new-order push trigger", () => {
  it("opens the Orders page of the route module", () => {
    expect(migration).toContain(`'url', '${PATHS.orders}'`);
  });
});
