/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Rate limits that hold for everyone (docs/security-and-isolation.md#rate-limits), without wiping
// what an operator tuned.
// - users:create and orders:create applied only to requests without a token ("@guest"): any
//   owner's token lifted them. A rule still exactly as migration 1764005000 set it now applies to
//   every request (audience ""); a rule the operator changed is kept, and when nothing covers
//   signed-in requests for that label, a rule with the same numbers for "@auth" is added.
// - Routes that had no rule of their own get one, only when no rule with that label exists:
//   sized so that a real venue (staff and guests behind one address) never meets them.
// - A signed-in owner cannot create accounts (users.createRule), unless an operator changed the
//   rule from the "" our first migration set.
// - Owner sessions (users auth tokens) last 8 hours instead of PocketBase's default; the app
//   refreshes the token silently while the owner is active (src/data/session.ts).
const ADDED = [
  { label: "POST /api/menu/import", audience: "", duration: 3600, maxRequests: 20 },
  { label: "POST /api/orders/combine", audience: "", duration: 60, maxRequests: 60 },
  // The same values as migration 1764400000 adds when missing: mails are capped there.
  { label: "*:requestPasswordReset", audience: "", duration: 3600, maxRequests: 10 },
  { label: "*:requestVerification", audience: "", duration: 3600, maxRequests: 10 },
  { label: "*:requestEmailChange", audience: "", duration: 3600, maxRequests: 5 },
  { label: "*:requestOTP", audience: "", duration: 3600, maxRequests: 20 },
  { label: "GET /api/realtime", audience: "", duration: 60, maxRequests: 300 },
  { label: "POST /api/realtime", audience: "", duration: 60, maxRequests: 600 },
];
const WAS_GUEST_ONLY = [
  { label: "users:create", audience: "@guest", duration: 3600, maxRequests: 100 },
  { label: "orders:create", audience: "@guest", duration: 60, maxRequests: 60 },
];
const SESSION_SECONDS = 8 * 3600;
const OLD_SESSION_SECONDS = 432000; // PocketBase's default for auth collections (5 days)

migrate(
  (app) => {
    const settings = app.settings();
    // Plain copies: the rules list is a Go slice; rebuild it and assign it back.
    const rules = [];
    for (let i = 0; i < settings.rateLimits.rules.length; i++) {
      const r = settings.rateLimits.rules[i];
      rules.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
    }
    WAS_GUEST_ONLY.forEach((ours) => {
      const same = rules.find(
        (r) =>
          r.label === ours.label &&
          r.audience === ours.audience &&
          r.duration === ours.duration &&
          r.maxRequests === ours.maxRequests,
      );
      if (same) {
        same.audience = "";
        return;
      }
      const covered = rules.some((r) => r.label === ours.label && (r.audience === "" || r.audience === "@auth"));
      if (covered) return;
      const guest = rules.find((r) => r.label === ours.label && r.audience === "@guest");
      const base = guest || ours;
      rules.push({ label: ours.label, audience: "@auth", duration: base.duration, maxRequests: base.maxRequests });
    });
    ADDED.forEach((rule) => {
      if (!rules.some((r) => r.label === rule.label)) rules.push(rule);
    });
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);

    const users = app.findCollectionByNameOrId("users");
    // A rule is a Go *string: null when superusers only, else an object whose String() is the rule.
    if (users.createRule !== null && String(users.createRule) === "") users.createRule = "@request.auth.id = ''";
    if (users.authToken.duration === OLD_SESSION_SECONDS) users.authToken.duration = SESSION_SECONDS;
    app.save(users);
  },
  (app) => {
    const settings = app.settings();
    const rules = [];
    for (let i = 0; i < settings.rateLimits.rules.length; i++) {
      const r = settings.rateLimits.rules[i];
      const added = ADDED.find(
        (a) =>
          a.label === r.label &&
          a.audience === r.audience &&
          a.duration === r.duration &&
          a.maxRequests === r.maxRequests,
      );
      if (added) continue;
      const ours = WAS_GUEST_ONLY.find(
        (a) => a.label === r.label && r.audience === "" && a.duration === r.duration && a.maxRequests === r.maxRequests,
      );
      rules.push({
        label: r.label,
        audience: ours ? "@guest" : r.audience,
        duration: r.duration,
        maxRequests: r.maxRequests,
      });
    }
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
    const users = app.findCollectionByNameOrId("users");
    if (users.createRule !== null && String(users.createRule) === "@request.auth.id = ''") users.createRule = "";
    if (users.authToken.duration === SESSION_SECONDS) users.authToken.duration = OLD_SESSION_SECONDS;
    app.save(users);
  },
);
