/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The menu CSV import (POST /api/menu/import-csv, docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv)
// gets the JSON import's rate limit (docs/security-and-isolation.md#rate-limits), unless a rule
// with its label exists already (an operator's).
const RULE = { label: "POST /api/menu/import-csv", audience: "", duration: 3600, maxRequests: 20 };

/** The rules as plain objects: the list is a Go slice; rebuild it and assign it back. */
function plainRules(settings) {
  const rules = [];
  for (let i = 0; i < settings.rateLimits.rules.length; i++) {
    const r = settings.rateLimits.rules[i];
    rules.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
  }
  return rules;
}

migrate(
  (app) => {
    const settings = app.settings();
    const rules = plainRules(settings);
    if (rules.some((r) => r.label === RULE.label)) return;
    rules.push(RULE);
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const rules = plainRules(settings).filter(
      (r) =>
        !(
          r.label === RULE.label &&
          r.audience === RULE.audience &&
          r.duration === RULE.duration &&
          r.maxRequests === RULE.maxRequests
        ),
    );
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
);
