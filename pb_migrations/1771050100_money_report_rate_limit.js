/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The accountant's CSV (GET /api/stats/money/csv, docs/tax-and-receipts.md#reports): 10 exports a
// minute per address, as the other sales exports.
const MONEY_CSV_RULE = { label: "GET /api/stats/money/csv", audience: "", duration: 60, maxRequests: 10 };

function moneyCsvRules(settings) {
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
    const rules = moneyCsvRules(settings);
    if (!rules.some((r) => r.label === MONEY_CSV_RULE.label)) rules.push(MONEY_CSV_RULE);
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (
      moneyCsvRules(settings).filter((r) => r.label !== MONEY_CSV_RULE.label)
    );
    app.save(settings);
  },
);
