/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// POST /api/pin/reset checks the account password: 10 tries a minute per address, as for account
// deletion (docs/security-and-isolation.md#pin). Appended only when no rule with this label exists
// (never overwrite rules).
const PIN_RESET_LABEL = "POST /api/pin/reset";
migrate(
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules || [];
    const kept = [];
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      if (r.label === PIN_RESET_LABEL) return;
      kept.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
    }
    kept.push({ label: PIN_RESET_LABEL, audience: "", duration: 60, maxRequests: 10 });
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (kept);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules || [];
    const kept = [];
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      if (r.label !== PIN_RESET_LABEL)
        kept.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
    }
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (kept);
    app.save(settings);
  },
);
