/// <reference path="types/pocketbase.d.ts" />
// The operator's routes (docs/operations.md#metrics, #health-and-readiness).
//
// GET /api/ready: 200 {"ready": true} when the app can serve orders now (migrations applied, hooks
// loaded: this answers at all, the database takes a write), else 503 with the reason. The operator
// (lib/ops/ops.js isOperator) also gets the detail: the push worker and the replication, from the
// launcher. GET /api/health says the same in PocketBase's shape, without the detail (health.pb.js).
routerAdd("GET", "/api/ready", (e) => {
  const ops = require(`${__hooks}/lib/ops/ops.js`);
  const problem = ops.orderServingProblem(e.app);
  const body = { ready: !problem, problem: problem || undefined };
  if (ops.isOperator(e)) {
    const launcher = ops.fromLauncher("/ready");
    const detail = launcher ? launcher.json : { launcher: "not running under server/pocketbase.mjs" };
    Object.assign(body, detail);
    body.pushWorkerHealthy = launcher ? Boolean(detail.pushWorker && detail.pushWorker.up) : false;
    body.replicationHealthy = launcher ? Boolean(detail.replication && detail.replication.healthy) : false;
  }
  e.response.header().set("Cache-Control", "no-store");
  return e.json(problem ? 503 : 200, body);
});

// GET /api/ops/metrics: Prometheus text format, for the operator only (401 otherwise). The hooks'
// counters (lib/ops/ops-metrics.js), what is read now (push outbox, realtime), then the launcher's
// (server/ops-server.mjs: processes, replication, database and WAL size).
routerAdd("GET", "/api/ops/metrics", (e) => {
  const ops = require(`${__hooks}/lib/ops/ops.js`);
  if (!ops.isOperator(e)) {
    e.response.header().set("WWW-Authenticate", 'Bearer realm="operator"');
    return e.json(401, { status: 401, message: "The operator token is required.", data: {} });
  }
  const outbox = new DynamicModel({ depth: 0, oldest: "" });
  try {
    e.app.db().newQuery("SELECT COUNT(*) AS depth, COALESCE(MIN(created), '') AS oldest FROM push_outbox").one(outbox);
  } catch (_) {
    /* table missing: 0 */
  }
  const oldest = String(outbox.oldest) ? Date.parse(String(outbox.oldest).replace(" ", "T")) : 0;
  let subscriptions = 0;
  const broker = e.app.subscriptionsBroker();
  const clients = broker.clients();
  for (const id of Object.keys(clients)) subscriptions += Object.keys(clients[id].subscriptions()).length;
  let text = require(`${__hooks}/lib/ops/ops-metrics.js`).render({
    outboxDepth: Number(outbox.depth) || 0,
    outboxOldestSeconds: oldest ? Math.max(0, (Date.now() - oldest) / 1000) : 0,
    realtimeClients: broker.totalClients(),
    realtimeSubscriptions: subscriptions,
    hooksPool: Number($os.getenv("HOOKS_POOL") || 0),
  });
  text += require(`${__hooks}/lib/orders/monthly-orders.js`).metrics(e.app);
  const launcher = ops.fromLauncher("/metrics");
  if (launcher) text += launcher.text;
  e.response.header().set("Cache-Control", "no-store");
  return e.blob(200, "text/plain; version=0.0.4; charset=utf-8", text);
});
