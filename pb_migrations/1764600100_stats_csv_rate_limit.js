/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The CSV export reads a whole range of orders (a year of a busy venue is ~5 MB): one owner
// exporting in a loop must not slow other venues. 10 exports a minute per address is plenty
// for an accountant. Appended only when no rule with this label exists (never overwrite rules).
const LABEL = "GET /api/stats/finished/csv";
migrate(
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules || [];
    const kept = [];
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      if (r.label === LABEL) return;
      kept.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
    }
    kept.push({ label: LABEL, audience: "", duration: 60, maxRequests: 10 });
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (kept);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules || [];
    const kept = [];
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      if (r.label !== LABEL)
        kept.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
    }
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (kept);
    app.save(settings);
  },
);
