// One JSON line per event (docs/operations.md#logs) for the launcher, the push worker and
// Litestream: {"time","level","source","msg", ...fields}. Levels: debug, info, warn, error;
// LOG_LEVEL (default info) hides the ones below it. PocketBase's own output passes through as it is.
// Never log a credential, a token or a guest's order contents at info: callers pass counts and ids.

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };

/** A logger for `source` writing JSON lines to `write` (default: stderr for warn/error, else stdout). */
export function createLogger(source, { level = process.env.LOG_LEVEL || "info", write = null } = {}) {
  const min = LEVELS[level] ?? LEVELS.info;
  const emit = (lvl, msg, fields = {}) => {
    if (LEVELS[lvl] < min) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, source, msg, ...fields }) + "\n";
    if (write) write(line);
    else (LEVELS[lvl] >= LEVELS.warn ? process.stderr : process.stdout).write(line);
  };
  return {
    debug: (msg, fields) => emit("debug", msg, fields),
    info: (msg, fields) => emit("info", msg, fields),
    warn: (msg, fields) => emit("warn", msg, fields),
    error: (msg, fields) => emit("error", msg, fields),
  };
}

/**
 * Fields of one logfmt line (`time=... level=INFO msg="write snapshot" db=/x`), as Litestream
 * prints them; null when the line is not logfmt.
 */
export function parseLogfmt(line) {
  const fields = {};
  const re = /([A-Za-z0-9_.-]+)=("(?:[^"\\]|\\.)*"|\S*)/g;
  let m;
  let found = false;
  while ((m = re.exec(line))) {
    found = true;
    let v = m[2];
    if (v.startsWith('"')) {
      try {
        v = JSON.parse(v);
      } catch {
        v = v.slice(1, -1);
      }
    }
    fields[m[1]] = v;
  }
  return found && "msg" in fields ? fields : null;
}

/** Litestream's output line as our JSON line: its level lowercased, its fields kept. */
export function litestreamLine(line, log) {
  const f = parseLogfmt(line.trim());
  if (!f) {
    if (line.trim()) log.info(line.trim());
    return;
  }
  const { level = "INFO", msg, ...rest } = f;
  delete rest.time; // ours replaces it
  let lvl = String(level).toLowerCase();
  // One pair of lines per sync (every 200 ms while orders come in): routine, so debug.
  if (lvl === "info" && /^(write wal segment|wal segment written)$/.test(String(msg))) lvl = "debug";
  (log[lvl] || log.info)(String(msg), rest);
}

/** Calls `onLine` for each complete line of a readable stream. */
export function eachLine(stream, onLine) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const l of lines) onLine(l);
  });
  stream.on("end", () => {
    if (rest) onLine(rest);
  });
}
