#!/usr/bin/env node
// `npm run restore -- --to DIR [--from REPLICA_URL] [--timestamp RFC3339]` (docs/operations.md#restore):
// rebuilds a data dir from the replica (REPLICA_URL by default): data.db through `litestream restore`
// (the newest point, or the point in time --timestamp names, e.g. 2026-11-28T16:40:00Z) plus an
// integrity check, and, for a file replica, the uploaded photos and logos. DIR must not hold a
// data.db yet; a failed restore leaves nothing in it. Start from it with PB_DATA=DIR node
// server/pocketbase.mjs.
import path from "node:path";
import { parseArgs } from "node:util";
import { createLogger } from "./log.mjs";
import { redactUrl, replicaDir, replicaFromEnv, restoreDatabase } from "./litestream.mjs";
import { copyNewFiles } from "./storage-sync.mjs";

const log = createLogger("restore");
// Ctrl+C reaches Litestream too (same process group): once it has returned, the restore removes
// its staging directory and stops, instead of dying with half a restore on disk.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (interrupted = true));
try {
  const { values } = parseArgs({
    options: { to: { type: "string" }, from: { type: "string" }, timestamp: { type: "string" } },
  });
  if (!values.to) throw new Error("Usage: npm run restore -- --to DIR [--from REPLICA_URL] [--timestamp RFC3339]");
  const replicaUrl = replicaFromEnv({ REPLICA_URL: values.from ?? process.env.REPLICA_URL });
  if (!replicaUrl) throw new Error("No replica: set REPLICA_URL or pass --from REPLICA_URL.");
  const to = path.resolve(values.to);
  const timestamp = values.timestamp ?? "";
  log.info(`restoring from ${redactUrl(replicaUrl)} into ${to}${timestamp ? ` as it was at ${timestamp}` : ""}`);
  const { ms, bytes } = restoreDatabase({ replicaUrl, to, timestamp, interrupted: () => interrupted });
  const files = replicaDir(replicaUrl)
    ? copyNewFiles(path.join(replicaDir(replicaUrl), "storage"), path.join(to, "storage"))
    : 0;
  log.info(`restored data.db (${bytes} bytes) in ${ms} ms and ${files} stored file(s)`, { ms, bytes, files });
  log.info(`start from it: PB_DATA=${to} node server/index.mjs`);
} catch (err) {
  log.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
