/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A takeaway guest's receipt token (GET /api/orders/{id}/receipt, docs/tax-and-receipts.md#who-reads-a-receipt):
// 60 reads a minute per address, as the other guest reads keyed by a secret (a guessed order id or
// token cannot be tried at the general /api/ rate).
const ORDER_RECEIPT_RULE = { label: "GET /api/orders/", audience: "", duration: 60, maxRequests: 60 };

function ruleList(settings) {
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
    const rules = ruleList(settings);
    if (!rules.some((r) => r.label === ORDER_RECEIPT_RULE.label)) rules.push(ORDER_RECEIPT_RULE);
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (
      ruleList(settings).filter((r) => r.label !== ORDER_RECEIPT_RULE.label)
    );
    app.save(settings);
  },
);
