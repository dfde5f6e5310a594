// A printer's backlog for the print tests: `count` queued jobs written straight into the test
// server's database (sqlite3, as a burst of orders at a printer that is off would leave them), each
// numbered after the printer's last job and printing "<n> x <title>" (n = 1..count).
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestServer } from "./pocketbase";

export function queueBacklog(
  server: TestServer,
  job: { venue: string; printer: string; station: string; count: number; title: string },
): void {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const now = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
  const sql = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${job.count}),
      base(b) AS (SELECT COALESCE(MAX(seq), 0) FROM print_jobs WHERE printer = ${q(job.printer)})
    INSERT INTO print_jobs (id, user, printer, station, "order", kind, seq, state, tableSlug, pickup, enteredBy,
      lines, orderCreated, printedAt, created, updated)
    SELECT 'j' || lower(hex(randomblob(7))), ${q(job.venue)}, ${q(job.printer)}, ${q(job.station)}, 'backlog' || i,
      'ticket', b + i, 'queued', '7', '', '', json_array(json_object('title', ${q(job.title)}, 'count', i)),
      ${now}, '', ${now}, ${now}
    FROM n, base;`;
  execFileSync("sqlite3", ["-cmd", ".timeout 10000", path.join(server.dir, "data.db"), sql]);
}
