/// <reference path="types/pocketbase.d.ts" />
// GET /api/health: 200 only when the app can serve orders (migrations applied, hooks loaded, the
// database takes a write), else 503; PocketBase's JSON shape. One route per host this server is
// reached by, in place of PocketBase's own for those hosts (lib/ops/health.js says why and how).
for (const host of require(`${__hooks}/lib/ops/health.js`).healthHosts(
  $os.getenv("HEALTH_HOSTS"),
  $os.getenv("PUBLIC_ORIGIN"),
)) {
  routerAdd("GET", host + "/api/health", (e) => require(`${__hooks}/lib/ops/health.js`).health(e));
}
