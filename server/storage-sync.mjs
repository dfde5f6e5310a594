// Uploaded photos and logos (pb_data/storage) are files, not rows: Litestream does not carry them.
// For a file replica (REPLICA_URL=file:///... or a path) the launcher copies every new file under
// storage/ to <replica>/storage every STORAGE_SYNC_MS (5000), and `npm run restore` copies them
// back. PocketBase never rewrites a stored file (a new upload gets a new name), so a file already
// copied is skipped by its path and size. A remote replica (s3://, sftp://) does not hold them:
// docs/operations.md#replicas says what to do instead (PocketBase's S3 file storage).
import fs from "node:fs";
import path from "node:path";
import { replicaDir } from "./litestream.mjs";

/** Copies files of `from` missing (or of another size) in `to`, recursively. Returns how many. */
export function copyNewFiles(from, to) {
  let copied = 0;
  let entries;
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) copied += copyNewFiles(src, dst);
    else if (e.isFile()) {
      const size = fs.statSync(src).size;
      let have = -1;
      try {
        have = fs.statSync(dst).size;
      } catch {
        /* not there yet */
      }
      if (have === size) continue;
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(src, `${dst}.part`);
      fs.renameSync(`${dst}.part`, dst);
      copied++;
    }
  }
  return copied;
}

/** Starts the periodic copy for a file replica; null for a remote one. Returns { stop() }. */
export function startStorageSync({ dir, replicaUrl, log, everyMs = Number(process.env.STORAGE_SYNC_MS || 5000) }) {
  const target = replicaDir(replicaUrl);
  if (!target) return null;
  const from = path.join(dir, "storage");
  const to = path.join(target, "storage");
  const run = () => {
    try {
      const n = copyNewFiles(from, to);
      if (n) log.debug(`storage: ${n} new file(s) copied to the replica`);
    } catch (err) {
      log.error(`storage: copy to the replica failed (${err.message})`);
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      run(); // the last uploads too
    },
  };
}
