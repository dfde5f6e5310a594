// Fast volume seeding for the sales bench and tests (docs/sales.md): finished orders and stock entries
// written with one SQL statement each (a recursive CTE) through the sqlite3 CLI into a running
// PocketBase's data.db (WAL mode: safe beside the server; PocketBase reads records from the
// database on every request, nothing is cached). 50,000 orders take well under a second; going
// through the API would take minutes and trip the rate limiter. Test and bench data only.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export const SEED_DISHES = 12;
export const WAITER_EVERY = 50; // every 50th seeded order is a waiter call ('cash'), total 0

/** Price in cents of seeded dish k (0..11): 2.50, 3.25, ... */
export const seedDishCents = (k) => 250 + 75 * k;

/** The seeded order i: its lines (dish index, count), for expected totals in tests. */
export function seedOrderLines(i) {
  if (i % WAITER_EVERY === WAITER_EVERY - 1) return [];
  const lines = [[i % SEED_DISHES, (i % 3) + 1]];
  if (i % 2 === 0) lines.push([(i * 7 + 5) % SEED_DISHES, 1]);
  return lines;
}

function sql(dir, text) {
  execFileSync("sqlite3", ["-bail", path.join(dir, "data.db")], {
    input: ".timeout 10000\n" + text,
    stdio: ["pipe", "pipe", "pipe"],
  });
}

const q = (s) => "'" + String(s).replace(/'/g, "''") + "'";

/**
 * Inserts `count` finished orders for `ownerId`: the i-th (0-based) finished `i * spanSeconds / count`
 * seconds before `endIso` (newest first), created 10 minutes earlier; lines per seedOrderLines(i).
 */
export function seedFinishedOrders({
  dir,
  ownerId,
  userSlug = "",
  count,
  currency = "EUR",
  endIso = new Date().toISOString(),
  spanSeconds = 365 * 86400,
  tableSlug = "1",
}) {
  const end = endIso.replace("T", " ").replace("Z", "");
  const price = (k) => `((${250} + 75 * (${k})) / 100.0)`;
  const d1 = `(i % ${SEED_DISHES})`;
  const c1 = `((i % 3) + 1)`;
  const d2 = `((i * 7 + 5) % ${SEED_DISHES})`;
  const line = (d, c) =>
    `json_object('dishId', 'seed' || ${d}, 'title', 'Dish ' || ${d}, 'price', ${price(d)}, 'count', ${c}, 'modifiers', json_object())`;
  const isWaiter = `(i % ${WAITER_EVERY} = ${WAITER_EVERY - 1})`;
  const items = `CASE WHEN ${isWaiter} THEN json_array(json_object('dishId', 'cash', 'title', 'Pay Cash', 'price', 0, 'count', 1, 'modifiers', json_object()))
    WHEN i % 2 = 0 THEN json_array(${line(d1, c1)}, ${line(d2, "1")}) ELSE json_array(${line(d1, c1)}) END`;
  const total = `CASE WHEN ${isWaiter} THEN 0 ELSE ((250 + 75 * ${d1}) * ${c1} + CASE WHEN i % 2 = 0 THEN (250 + 75 * ${d2}) ELSE 0 END) / 100.0 END`;
  const at = (extra) =>
    `strftime('%Y-%m-%d %H:%M:%fZ', ${q(end)}, '-' || (CAST(i AS REAL) * ${spanSeconds} / ${count} ${extra}) || ' seconds')`;
  sql(
    dir,
    `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${count - 1})
     INSERT INTO orders (user, userSlug, tableSlug, items, total, started, finished, currency, created, updated, finishedAt)
     SELECT ${q(ownerId)}, ${q(userSlug)}, ${q(tableSlug)}, ${items}, ${total}, TRUE, TRUE, ${q(currency)}, ${at("+ 600")}, ${at("")}, ${at("")} FROM seq;
     ${SALES_LINES_REFRESH(ownerId)}`,
  );
}

// The copies of finished orders the server keeps on every save (pb_hooks/lib/sales/sales-lines.js);
// rows written here bypass the hooks, so the venue's copies are rebuilt with the same SQL.
const require = createRequire(import.meta.url);
const salesLib = require("../pb_hooks/lib/sales/sales-lines.js");
const SALES_LINES_REFRESH = (ownerId) => `DELETE FROM sales_rollup WHERE user = ${q(ownerId)};
     DELETE FROM sales_lines WHERE user = ${q(ownerId)};
     ${salesLib.insertSql(`o.user = ${q(ownerId)}`, "finishedAt")};
     ${salesLib.rollupSql(`l.user = ${q(ownerId)}`, 1)};`;

/** Inserts `count` stock entries for `ownerId` over `items` names, spread over `spanSeconds` before now. */
export function seedStorage({ dir, ownerId, count, items = 30, spanSeconds = 365 * 86400 }) {
  sql(
    dir,
    `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${count - 1})
     INSERT INTO storage (user, item, quantity, unit, note, created, updated)
     SELECT ${q(ownerId)}, 'Item ' || (i % ${items}), CASE WHEN i % 5 = 4 THEN -1 ELSE (i % 7) + 1 END,
       CASE (i % ${items}) % 3 WHEN 0 THEN 'piece' WHEN 1 THEN 'mililitre' ELSE 'gram' END, '',
       strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || (CAST(i AS REAL) * ${spanSeconds} / ${count}) || ' seconds'),
       strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || (CAST(i AS REAL) * ${spanSeconds} / ${count}) || ' seconds') FROM seq;`,
  );
}
