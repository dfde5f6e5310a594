#!/usr/bin/env node
// `npm run cells:move -- --venue <public link> --to <cell>`: moves one venue, with its records and
// files, from its cell to another while `npm run cells` runs (docs/scaling.md#moving-a-venue).
// Reads cells.json in $CELLS_DATA (default cells_data/).
//
//   1. hold: every key of the venue (its current and kept links, its owner's email) goes into
//      HAProxy's moving.map; HAProxy holds that venue's requests (cells.lua), nobody else's;
//   2. copy: after a grace for requests already inside the source cell, its rows (users record,
//      every table with a `user` column, push_outbox, receipt_counters and receipts by `venue`, the auth origins) are copied into
//      the target's database in one transaction (sqlite3, INSERT OR REPLACE, columns by name), and
//      its files (storage/<collection>/<record>/); a second copy catches a request that committed
//      during the first; then every table's count is compared;
//   3. flip: the directory sets the venue's keys to the target (HAProxy's maps, runtime API);
//   4. release: the keys leave moving.map; the held requests go on, to the target;
//   5. clean up: both cells drop their cached menu of the venue and the source ends the realtime
//      streams that follow it (owner screens, its guests' order and visit streams: they reconnect
//      to the target); then the source's rows and files go.
// The held window is measured from 1 to 4 and printed. Any failure before 3 releases the hold and
// leaves the venue on the source (the target's partial copy is removed).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "./pocketbase.mjs";
import { readCellsFile, runtimeCommand, superuserToken } from "./cells.mjs";
import { createLogger } from "./log.mjs";

const log = createLogger("cells-move");
export const SQLITE_BIN = process.env.SQLITE_BIN || "sqlite3";
/** How long the move waits, holding, for requests already inside the source cell to finish. */
export const GRACE_MS = 500;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quote = (v) => `'${String(v).replace(/'/g, "''")}'`;

/** Runs SQL on a database file (sqlite3, 10 s busy timeout); returns its output lines. */
function sql(db, script) {
  const out = execFileSync(SQLITE_BIN, ["-batch", "-noheader", "-separator", "\t", db], {
    input: `.timeout 10000\n${script}\n`,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split("\n").filter(Boolean);
}

/** The venue's tables: [{ table, where, collectionId }] (where: an SQL condition on the venue id). */
function venueTables(db, id) {
  const q = quote(id);
  const collections = new Map(sql(db, "SELECT name, id FROM _collections;").map((l) => l.split("\t")));
  const tables = sql(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%';");
  const out = [{ table: "users", where: `id = ${q}`, collectionId: collections.get("users") }];
  for (const table of tables) {
    const cols = sql(db, `SELECT name FROM pragma_table_info(${quote(table)});`);
    let where = "";
    if (table === "users") continue;
    if (cols.includes("user")) where = `user = ${q}`;
    else if (table === "push_outbox") where = `venue = ${q}`;
    // The venue's receipt counter and its receipts (docs/tax-and-receipts.md#receipts): its numbers
    // go on without a gap (nor a repeat) in the target cell, and every receipt a guest or the staff
    // hold a link to is still there (plain tables: no `user` column).
    else if (table === "receipt_counters" || table === "receipts") where = `venue = ${q}`;
    else if (cols.includes("recordRef") && cols.includes("collectionRef"))
      where = `recordRef = ${q} AND collectionRef = ${quote(collections.get("users"))}`;
    if (where) out.push({ table, where, collectionId: collections.get(table) || "", cols });
  }
  out[0].cols = sql(db, "SELECT name FROM pragma_table_info('users');");
  return out;
}

/**
 * Copies the venue's rows from `srcDb` into `dstDb` in one transaction (columns by name). The
 * target's triggers on those tables are dropped for the copy and created again before the commit:
 * the rows arrive as they are, and nothing reacts to them as if they were new (the push outbox
 * trigger would otherwise send every copied order's "new order" push again from the new cell).
 */
function copyRows(srcDb, dstDb, tables) {
  const names = tables.map(({ table }) => quote(table)).join(", ");
  const triggers = sql(
    dstDb,
    `SELECT name, hex(sql) FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (${names});`,
  ).map((l) => {
    const [name, hex] = l.split("\t");
    return [name, Buffer.from(hex, "hex").toString("utf8")];
  });
  const lines = [`ATTACH ${quote(srcDb)} AS src;`, "BEGIN IMMEDIATE;"];
  for (const [name] of triggers) lines.push(`DROP TRIGGER main."${name}";`);
  for (const { table, where, cols: names } of tables) {
    const cols = names.map((c) => `"${c}"`).join(", ");
    lines.push(`INSERT OR REPLACE INTO main."${table}" (${cols}) SELECT ${cols} FROM src."${table}" WHERE ${where};`);
  }
  for (const [, text] of triggers) lines.push(`${text};`);
  lines.push("COMMIT;");
  sql(dstDb, lines.join("\n"));
}

/** Deletes the venue's rows from `db` in one transaction. */
function deleteRows(db, tables) {
  sql(
    db,
    ["BEGIN IMMEDIATE;", ...tables.map(({ table, where }) => `DELETE FROM "${table}" WHERE ${where};`), "COMMIT;"].join(
      "\n",
    ),
  );
}

/** Row counts of the venue per table (one sqlite3 run). */
function counts(db, tables) {
  const query = tables
    .map(({ table, where }) => `SELECT ${quote(table)}, count(*) FROM "${table}" WHERE ${where}`)
    .join(" UNION ALL ");
  return Object.fromEntries(
    sql(db, `${query};`).map((l) => {
      const [t, n] = l.split("\t");
      return [t, Number(n)];
    }),
  );
}

/** The venue's record folders under storage/: [collectionId/recordId]. */
function fileDirs(cellDir, db, tables) {
  const query = tables
    .filter(({ collectionId, cols }) => collectionId && cols.includes("id"))
    .map(
      ({ table, where, collectionId }) => `SELECT ${quote(collectionId)} || '/' || id FROM "${table}" WHERE ${where}`,
    )
    .join(" UNION ALL ");
  return sql(db, `${query};`).filter((rel) => fs.existsSync(path.join(cellDir, "storage", rel)));
}

async function directoryCall(conf, route, body) {
  const res = await fetch(`${conf.directoryUrl}${route}`, {
    method: route === "/lookup" ? "GET" : "POST",
    headers: { "Content-Type": "application/json", "X-Directory-Secret": conf.secret },
    ...(route === "/lookup" ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10000),
  });
  if (!res.ok) throw new Error(`directory ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function forgetVenue(cell, id) {
  const res = await fetch(`${cell.url}/api/cells/forget-venue`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: await superuserToken(cell) },
    body: JSON.stringify({ id }),
    signal: AbortSignal.timeout(10000),
  });
  if (!res.ok) throw new Error(`${cell.name}: forget-venue ${res.status}`);
  return (await res.json()).ended;
}

/**
 * Moves the venue of public link `link` to cell `to`, with the cells of `dir` (cells.json).
 * Resolves to { id, from, to, heldMs, rows: {table: count}, files }.
 */
export async function moveVenue({ dir, link, to }) {
  const conf = readCellsFile(dir);
  if (!conf) throw new Error(`No cells.json in ${dir}: is \`npm run cells\` running there?`);
  const key = String(link || "").toLowerCase();
  if (!/^[a-z0-9_-]{1,64}$/.test(key)) throw new Error("--venue takes a public link.");
  const target = conf.cells.find((c) => c.name === to);
  if (!target) throw new Error(`No cell named ${to} (cells: ${conf.cells.map((c) => c.name).join(", ")}).`);
  const lookup = await fetch(`${conf.directoryUrl}/lookup?key=${encodeURIComponent(`link:${key}`)}`, {
    headers: { "X-Directory-Secret": conf.secret },
    signal: AbortSignal.timeout(10000),
  });
  if (lookup.status === 404) throw new Error(`No venue has the link ${key}.`);
  if (!lookup.ok) throw new Error(`directory lookup: ${lookup.status}`);
  const { cell: sourceName } = await lookup.json();
  const source = conf.cells.find((c) => c.name === sourceName);
  if (!source) throw new Error(`The directory names an unknown cell for ${key}.`);
  if (source.name === target.name) throw new Error(`${key} is already on ${to}.`);

  const srcDb = path.join(source.dir, "data.db");
  const dstDb = path.join(target.dir, "data.db");
  const [row] = sql(
    srcDb,
    `SELECT id, email FROM users WHERE publicLink = ${quote(key)} OR id IN (SELECT user FROM venue_links WHERE link = ${quote(key)}) LIMIT 1;`,
  );
  if (!row) throw new Error(`${source.name} does not hold ${key}.`);
  const [id, email] = row.split("\t");
  const links = [
    ...new Set(
      sql(
        srcDb,
        `SELECT publicLink FROM users WHERE id = ${quote(id)} UNION SELECT link FROM venue_links WHERE user = ${quote(id)};`,
      )
        .map((l) => l.toLowerCase())
        .filter((l) => /^[a-z0-9_-]{1,64}$/.test(l)),
    ),
  ];
  const keys = [...links, ...(email && !email.endsWith(".invalid") ? [email.toLowerCase()] : [])];
  const tables = venueTables(srcDb, id);
  const movingMap = path.join(dir, "moving.map");

  // 1. Hold.
  const started = performance.now();
  for (const k of keys) {
    const answer = await runtimeCommand(conf.socketPath, `add map ${movingMap} ${k} 1`);
    if (answer) throw new Error(`haproxy: add map moving ${k}: ${answer}`);
  }
  const unhold = async () => {
    for (const k of keys) await runtimeCommand(conf.socketPath, `del map ${movingMap} ${k}`);
  };
  let flipped = false;
  let result;
  try {
    // 2. Copy (twice: the second catches a request that was inside the source during the first).
    await sleep(GRACE_MS);
    copyRows(srcDb, dstDb, tables);
    const files = fileDirs(source.dir, srcDb, tables);
    for (const rel of files)
      fs.cpSync(path.join(source.dir, "storage", rel), path.join(target.dir, "storage", rel), { recursive: true });
    await sleep(GRACE_MS);
    copyRows(srcDb, dstDb, tables);
    const before = counts(srcDb, tables);
    const after = counts(dstDb, tables);
    for (const t of Object.keys(before))
      if (before[t] !== after[t])
        throw new Error(`copy of ${t}: ${before[t]} rows on ${source.name}, ${after[t]} on ${to}`);
    await forgetVenue(target, id);
    // 3. Flip.
    await directoryCall(conf, "/move", {
      cell: target.name,
      links,
      email: keys.length > links.length ? keys.at(-1) : undefined,
    });
    flipped = true;
    result = { id, from: source.name, to: target.name, rows: before, files: files.length };
  } catch (err) {
    if (!flipped) {
      try {
        deleteRows(dstDb, tables);
      } catch (cleanup) {
        log.error(`could not remove the partial copy on ${to}: ${cleanup.message}`);
      }
    }
    await unhold();
    throw err;
  }
  // 4. Release.
  await unhold();
  result.heldMs = Math.round(performance.now() - started);
  // 5. Clean up the source.
  // Its streams first (the source still has the rows that say which are its guests'), then its data.
  result.streamsEnded = await forgetVenue(source, id);
  const files = fileDirs(source.dir, srcDb, tables);
  deleteRows(srcDb, tables);
  for (const rel of files) fs.rmSync(path.join(source.dir, "storage", rel), { recursive: true, force: true });
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : "";
  };
  const dir = process.env.CELLS_DATA ? path.resolve(process.env.CELLS_DATA) : path.join(ROOT, "cells_data");
  moveVenue({ dir, link: arg("--venue"), to: arg("--to") })
    .then((r) => {
      log.info(`moved ${arg("--venue")} from ${r.from} to ${r.to}; its requests were held ${r.heldMs} ms`, r);
    })
    .catch((err) => {
      log.error(err.message);
      process.exit(1);
    });
}
