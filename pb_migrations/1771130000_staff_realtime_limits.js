/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Staff always get through on realtime (issue 35 point 4, docs/realtime.md#staff-always-get-through):
// the realtime subscribe (POST /api/realtime) was under one per-address rule for everyone (600 a
// minute, migration 1764300200), which the guests on the venue's wifi share: anybody there could use
// it up, and the board's subscribe after a reconnect got 429, so it heard no new order. A subscribe
// with a session is now counted per account in the hook (lib/team/staff-limit.js
// countRealtimeSubscribe); PocketBase keys every rule by address, so the rule becomes the same rule
// for "@guest" plus an "@auth" rule that never binds (as migration 1771070000 did for the board's
// order requests). A guest's subscribe keeps exactly the rule it had. The connect (GET
// /api/realtime) carries no session at all (a browser's EventSource sends no header): its
// per-address rule stays, docs/realtime.md says why. An operator's own "@auth" rule is kept.
const REALTIME_PASS = { audience: "@auth", duration: 1, maxRequests: 1000000 };
const REALTIME_LABEL = "POST /api/realtime";

/** The rules as plain objects: the list is a Go slice; rebuild it and assign it back. */
function plainRules(settings) {
  const rules = [];
  for (let i = 0; i < settings.rateLimits.rules.length; i++) {
    const r = settings.rateLimits.rules[i];
    rules.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
  }
  return rules;
}

const isRealtimePass = (r) =>
  r.label === REALTIME_LABEL &&
  r.audience === REALTIME_PASS.audience &&
  r.duration === REALTIME_PASS.duration &&
  r.maxRequests === REALTIME_PASS.maxRequests;

migrate(
  (app) => {
    const settings = app.settings();
    let rules = plainRules(settings);
    const at = rules.findIndex((r) => r.label === REALTIME_LABEL && r.audience === "");
    if (at >= 0) rules[at].audience = "@guest";
    // Right after the guests' rule: the first rule listed for the label stays the guests' one.
    if (!rules.some((r) => r.label === REALTIME_LABEL && r.audience === "@auth")) {
      const after = at >= 0 ? at + 1 : rules.length;
      rules = rules.slice(0, after).concat([{ label: REALTIME_LABEL, ...REALTIME_PASS }], rules.slice(after));
    }
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const rules = plainRules(settings).filter((r) => !isRealtimePass(r));
    const guest = rules.find((r) => r.label === REALTIME_LABEL && r.audience === "@guest");
    if (guest && !rules.some((r) => r.label === REALTIME_LABEL && r.audience === "@auth")) guest.audience = "";
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
);
