/// <reference path="types/pocketbase.d.ts" />
// Whose address a request is counted by (lib/shared/trusted-proxy.js says why the header's name is a
// secret): PocketBase's own trustedProxy setting, set at every start from TRUSTED_PROXY_HEADER
// (given by the launcher, server/pocketbase.mjs, which refuses a guessable name). Unset or
// refused: nothing is trusted, and a name saved by an earlier start (or in the dashboard) is
// cleared, so every request is counted by the address that connects.
onBootstrap((e) => {
  e.next();
  const lib = require(`${__hooks}/lib/shared/trusted-proxy.js`);
  const configured = String($os.getenv("TRUSTED_PROXY_HEADER") || "").trim();
  const problem = lib.proxyHeaderProblem(configured);
  if (problem) e.app.logger().error("trusted proxy header refused: nothing is trusted", "reason", problem);
  const wanted = lib.trustedHeaders(configured);
  const settings = e.app.settings();
  const current = (settings.trustedProxy.headers || []).map((h) => String(h));
  if (!settings.trustedProxy.useLeftmostIP && current.join("\n") === wanted.join("\n")) return;
  // Plain copies: a Go slice is assigned whole.
  settings.trustedProxy.headers = /** @type {any} */ (wanted);
  settings.trustedProxy.useLeftmostIP = false;
  e.app.save(settings);
});
