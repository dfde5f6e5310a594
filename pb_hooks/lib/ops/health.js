// GET /api/health that says whether the app can serve orders (docs/operations.md#health-and-readiness).
//
// PocketBase registers its own GET /api/health (apis/health.go: always 200 once the process
// serves) as the Go pattern "GET /api/health"; a hook cannot register that pattern again (Go's
// ServeMux refuses a duplicate: PocketBase panics at start) nor reach that route to bind a
// middleware to it, and a global JS middleware would hold a second hook VM during every request
// (a realtime stream's whole life included). Go's ServeMux prefers a pattern with a host over the
// same one without: so health.pb.js registers "GET {host}/api/health" for every name this server
// is reached by (loopback, the names and addresses the launcher finds, PUBLIC_ORIGIN's host,
// HEALTH_HOSTS), and those requests get this answer. A request with a Host header outside that
// list still gets PocketBase's own, which only says the process serves.

const CACHE_KEY = "draft_health";
const CACHE_MS = 1000;

/**
 * The hosts to answer for: lowercase names and IPv4 addresses, IPv6 in brackets, no port, no
 * duplicate (a duplicate pattern stops PocketBase at start).
 * @param {string} list  comma separated (HEALTH_HOSTS, and what the launcher adds)
 * @param {string} publicOrigin  PUBLIC_ORIGIN
 * @returns {string[]}
 */
function healthHosts(list, publicOrigin) {
  const out = ["127.0.0.1", "localhost", "[::1]"];
  const origin = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(String(publicOrigin || ""));
  const all = String(list || "")
    .split(",")
    .concat(origin ? [origin[1].replace(/^[^@]*@/, "")] : []);
  for (const raw of all) {
    let h = String(raw).trim().toLowerCase();
    if (!h) continue;
    if (/^\[[0-9a-f:.]+\](:\d+)?$/.test(h)) h = h.replace(/\](:\d+)?$/, "]");
    else if (/^[0-9a-f:]+$/.test(h) && h.indexOf(":") !== h.lastIndexOf(":")) h = "[" + h + "]";
    else h = h.replace(/:\d+$/, "");
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/.test(h)) continue;
    if (h === "0.0.0.0" || h === "[::]") continue;
    if (out.indexOf(h) === -1) out.push(h);
  }
  return out;
}

/**
 * What stops the app from serving orders now ("" when nothing), from lib/ops/ops.js, checked at most
 * once a second (the check writes a row: a flood of health checks is one write a second).
 * @param {core.App} app
 */
function servingProblem(app) {
  const now = Date.now();
  const cached = app.store().get(CACHE_KEY);
  if (cached && now - cached.at < CACHE_MS) return cached.problem;
  const problem = require(`${__hooks}/lib/ops/ops.js`).orderServingProblem(app);
  app.store().set(CACHE_KEY, { at: now, problem: problem });
  return problem;
}

/**
 * The route: PocketBase's answer and JSON shape ({code, message, data}, the superuser's extra data)
 * when orders can be served, else 503 with what is wrong in general terms (the detail, for the
 * operator, is on /api/ready).
 * @param {core.RequestEvent} e
 */
function health(e) {
  const problem = servingProblem(e.app);
  /** @type {Record<string, any>} */
  const data = {};
  if (e.hasSuperuserAuth()) {
    data.canBackup = !e.app.store().has("@activeBackup");
    data.realIP = e.realIP();
    let proxyHeader = "";
    const headers = [].concat(e.app.settings().trustedProxy.headers || [], [
      "CF-Connecting-IP",
      "Fly-Client-IP",
      "X-Forwarded-For",
    ]);
    for (const h of headers) {
      if (e.request.header.get(h)) {
        proxyHeader = h;
        break;
      }
    }
    data.possibleProxyHeader = proxyHeader;
  }
  e.response.header().set("Cache-Control", "no-store");
  // Which process answered: the launcher and the tests check it is the one they started, not
  // another server that took the port first (server/pocketbase.mjs waitForHealth).
  const instance = $os.getenv("INSTANCE_ID");
  if (instance) e.response.header().set("X-Instance", instance);
  if (!problem) return e.json(200, { code: 200, message: "API is healthy.", data: data });
  const reason = problem.split(":")[0];
  return e.json(503, { code: 503, message: "The app cannot serve orders now: " + reason + ".", data: data });
}

module.exports = { healthHosts, health, CACHE_MS };
