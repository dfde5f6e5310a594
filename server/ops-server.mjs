// The launcher's side of the operator's metrics and readiness (docs/operations.md#metrics): a
// prom-client registry of what only the launcher knows (its children, replication, file sizes),
// served on a loopback port to PocketBase alone. PocketBase's GET /api/ops/metrics and
// /api/ops/ready (pb_hooks/ops.pb.js, behind the operator token) add it to their own answer; the
// key is generated per start and handed over in PocketBase's environment only.
import http from "node:http";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import client from "prom-client";

/**
 * Starts the loopback server. `children()`: { pocketbase, push_worker, litestream } each
 * { up, restarts } (litestream null when replication is off); `replication()`: the Litestream
 * status or null. Resolves to { url, key, close() }.
 */
export async function startOpsServer({ dir, children, replication }) {
  const registry = new client.Registry();
  const key = crypto.randomBytes(24).toString("base64url");
  const gauge = (name, help, labelNames, collect) =>
    registry.registerMetric(new client.Gauge({ name, help, labelNames, collect, registers: [] }));

  gauge(
    "draft_child_up",
    "Whether a process the launcher supervises is running (1) or not (0).",
    ["child"],
    function () {
      for (const [name, c] of Object.entries(children())) if (c) this.set({ child: name }, c.up ? 1 : 0);
    },
  );
  gauge("draft_child_restarts", "Times the launcher restarted a process since it started.", ["child"], function () {
    for (const [name, c] of Object.entries(children())) if (c) this.set({ child: name }, c.restarts);
  });
  gauge("draft_db_size_bytes", "Size of the SQLite database file data.db.", [], function () {
    this.set(sizeOf(path.join(dir, "data.db")));
  });
  gauge("draft_wal_size_bytes", "Size of the SQLite write-ahead log data.db-wal.", [], function () {
    this.set(sizeOf(path.join(dir, "data.db-wal")));
  });
  gauge("draft_replication_enabled", "Whether a replica is configured (REPLICA_URL).", [], function () {
    this.set(replication() ? 1 : 0);
  });
  gauge(
    "draft_replication_lag_seconds",
    "Age of the oldest database change the replica does not hold yet (0: it holds everything).",
    [],
    function () {
      const r = replication();
      if (r) this.set(r.lagSeconds);
    },
  );
  gauge(
    "draft_replication_lag_bytes",
    "WAL bytes Litestream has copied and not yet shipped to the replica.",
    [],
    function () {
      const r = replication();
      if (r) this.set(r.lagBytes);
    },
  );
  gauge(
    "draft_replication_sync_errors",
    "Litestream's failed copies of the WAL since it last started.",
    [],
    function () {
      const r = replication();
      if (r) this.set(r.syncErrors);
    },
  );
  gauge(
    "draft_replication_healthy",
    "1 unless the replica lacks 10 s of changes or more, or Litestream has not answered or run for 10 s (detail: /api/ready).",
    [],
    function () {
      const r = replication();
      if (r) this.set(r.healthy ? 1 : 0);
    },
  );

  const server = http.createServer(async (req, res) => {
    const given = Buffer.from(String(req.headers["x-ops-key"] || ""));
    const want = Buffer.from(key);
    if (given.length !== want.length || !crypto.timingSafeEqual(given, want)) {
      res.writeHead(401).end();
      return;
    }
    if (req.url === "/metrics") {
      res.writeHead(200, { "Content-Type": registry.contentType }).end(await registry.metrics());
    } else if (req.url === "/ready") {
      const kids = children();
      const r = replication();
      const body = {
        pushWorker: { up: kids.push_worker?.up ?? false, restarts: kids.push_worker?.restarts ?? 0 },
        replication: r ? { enabled: true, ...r } : { enabled: false, healthy: true },
      };
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    } else res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

function sizeOf(file) {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}
