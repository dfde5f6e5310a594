// The operator's side of the server (docs/operations.md): who may read the metrics and the
// readiness detail, whether the app can serve orders now, and what the launcher adds.

/**
 * Whether the request comes from the operator: `Authorization: Bearer <OPS_TOKEN>`; or, while no
 * OPS_TOKEN is set, a direct connection from this machine (loopback, and no proxy header: behind
 * Caddy or HAProxy every request comes from loopback with X-Forwarded-For or the trusted proxy
 * header (TRUSTED_PROXY_HEADER, lib/shared/trusted-proxy.js), and that is the public).
 * @param {core.RequestEvent} e
 */
function isOperator(e) {
  const token = String($os.getenv("OPS_TOKEN") || "");
  const auth = String(e.request.header.get("Authorization") || "");
  if (token) return auth.startsWith("Bearer ") && $security.equal(auth.slice(7), token);
  const h = e.request.header;
  if (h.get("X-Forwarded-For") || h.get("X-Real-IP") || h.get("Forwarded")) return false;
  const trusted = e.app.settings().trustedProxy.headers || [];
  for (let i = 0; i < trusted.length; i++) if (h.get(String(trusted[i]))) return false;
  const host = String(e.request.remoteAddr || "")
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "");
  return host === "::1" || /^127\./.test(host);
}

/**
 * What is wrong for serving orders ("" when nothing): every migration of pb_migrations applied,
 * the database writable (one row written to ops_probe: a full disk or a read-only file fails here).
 * @param {core.App} app
 */
function orderServingProblem(app) {
  try {
    const files = $os
      .readDir(`${__hooks}/../pb_migrations`)
      .map((d) => String(d.name()))
      .filter((n) => n.endsWith(".js"));
    const rows = arrayOf(new DynamicModel({ file: "" }));
    app.db().newQuery("SELECT file FROM _migrations").all(rows);
    const applied = new Set(rows.map((/** @type {any} */ r) => String(r.file)));
    const missing = files.filter((f) => !applied.has(f));
    if (missing.length) return `migrations not applied: ${missing.join(", ")}`;
  } catch (err) {
    return `migrations unreadable: ${String(err)}`;
  }
  try {
    app
      .db()
      .newQuery("INSERT OR REPLACE INTO ops_probe (id, at) VALUES (1, {:at})")
      .bind({ at: new Date().toISOString() })
      .execute();
  } catch (err) {
    return `database not writable: ${String(err)}`;
  }
  return "";
}

/**
 * GETs `route` ("/metrics" or "/ready") of the launcher's loopback server (server/ops-server.mjs);
 * null when PocketBase runs without the launcher or it does not answer.
 * @param {string} route
 * @returns {{ text: string, json: any } | null}
 */
function fromLauncher(route) {
  const url = String($os.getenv("OPS_LAUNCHER_URL") || "");
  if (!url) return null;
  try {
    const res = $http.send({
      url: url + route,
      method: "GET",
      headers: { "X-Ops-Key": String($os.getenv("OPS_LAUNCHER_KEY") || "") },
      timeout: 3,
    });
    if (res.statusCode !== 200) return null;
    return { text: toString(res.body), json: res.json };
  } catch (_) {
    return null;
  }
}

/** Whether an error from a write means the disk (or the database's size limit) is full. */
function isDiskFull(err) {
  return /database or disk is full|SQLITE_FULL|no space left on device/i.test(String(err));
}

module.exports = { isOperator, orderServingProblem, fromLauncher, isDiskFull };
