#!/usr/bin/env node
// `node tools/bench-restore.mjs [MB]` (docs/PERFORMANCE.md, "Replication and restore"): the time
// Litestream takes to restore a database of MB megabytes (default 1024) from a file replica on this
// machine. Builds a database of that size with sqlite3 (rows of 4 KB: half random, half text, so
// LZ4 compresses it about as much as real data), replicates it once with `litestream replicate`
// (snapshot), stops, then times `npm run restore`'s own restore (server/litestream.mjs,
// restoreDatabase: litestream restore + integrity check). Needs sqlite3; everything under a temp dir
// that is removed at the end.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { litestreamBinary, litestreamConfig, restoreDatabase } from "../server/litestream.mjs";

const mb = Number(process.argv[2] || 1024);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "draft-bench-restore-"));
try {
  const db = path.join(work, "data.db");
  const rows = Math.ceil((mb * 1024 * 1024) / 4096);
  let t = Date.now();
  execFileSync("sqlite3", [
    db,
    `PRAGMA journal_mode=WAL; CREATE TABLE t (id INTEGER PRIMARY KEY, a BLOB, b TEXT);
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
     INSERT INTO t (a, b) SELECT randomblob(2000), printf('%.2000c', 'x') FROM n;
     PRAGMA wal_checkpoint(TRUNCATE);`,
  ]);
  const size = fs.statSync(db).size;
  console.log(`built ${(size / 1048576).toFixed(0)} MB in ${Date.now() - t} ms`);

  const replica = path.join(work, "replica");
  const config = path.join(work, "litestream.yml");
  fs.writeFileSync(config, litestreamConfig({ dbPath: db, replicaUrl: `file://${replica}` }));
  t = Date.now();
  const ls = spawn(litestreamBinary(), ["replicate", "-config", config], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  ls.stdout.on("data", (d) => (out += d));
  ls.stderr.on("data", (d) => (out += d));
  while (!/snapshot written/.test(out)) {
    if (ls.exitCode !== null) throw new Error(out);
    await new Promise((r) => setTimeout(r, 200));
  }
  ls.kill("SIGTERM");
  await new Promise((r) => ls.once("exit", r));
  console.log(`replicated (snapshot) in ${Date.now() - t} ms`);

  const { ms, bytes } = restoreDatabase({ replicaUrl: `file://${replica}`, to: path.join(work, "restored") });
  console.log(`restored ${(bytes / 1048576).toFixed(0)} MB in ${ms} ms (litestream restore + quick_check)`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
