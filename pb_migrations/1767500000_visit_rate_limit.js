/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The table tab's guest routes (POST /api/visits/start, join, {id}/cart, send, take, bill;
// docs/table-tab.md) had only the generic "/api/" rule, 300 per 10 s: a send is a guest's order,
// so one address could store about 900 orders a minute through a group cart (a cart line, then a
// send) against the 60 of the order route. This rule holds every POST under /api/visits/ to 120 a
// minute per address: a send needs a cart write before it (a cart version is sent once, an empty
// cart not at all), so the sends of one address stay within the order route's 60 a minute, and a
// table of twelve phones still joins, fills its cart and asks for the bill well within it.
// Added unless a rule with its label exists already (an operator's).
const VISIT_RULE = { label: "POST /api/visits/", audience: "", duration: 60, maxRequests: 120 };

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
    if (rules.some((r) => r.label === VISIT_RULE.label)) return;
    rules.push(VISIT_RULE);
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const rules = plainRules(settings).filter(
      (r) =>
        !(
          r.label === VISIT_RULE.label &&
          r.audience === VISIT_RULE.audience &&
          r.duration === VISIT_RULE.duration &&
          r.maxRequests === VISIT_RULE.maxRequests
        ),
    );
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
);
