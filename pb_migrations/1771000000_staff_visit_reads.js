/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Staff always get through (issue 35, docs/table-tab.md#limits): the board's reads of the table tabs
// (GET /api/venue/visits and /api/venue/visits/apart) fell under the generic per-address "/api/"
// rule, which the guests on the venue's wifi share: anybody there could use it up, and the board's
// list of open tabs got 429. Like the staff's actions (migration 1770400000), these reads are
// limited per staff account in the hook (lib/team/staff-limit.js countStaffRead). PocketBase keys every
// rule by address, so signed-in requests get a rule that never binds; requests without a sign-in
// (a 401 each) keep a per-address rule.
const READ_RULES = [
  { label: "GET /api/venue/visits/", audience: "@auth", duration: 1, maxRequests: 1000000 },
  { label: "GET /api/venue/visits/", audience: "@guest", duration: 60, maxRequests: 60 },
];

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
    // First, so they are found before any generic rule (PocketBase takes the first that matches).
    const missing = READ_RULES.filter((s) => !rules.some((r) => r.label === s.label && r.audience === s.audience));
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (missing.concat(rules));
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (
      plainRules(settings).filter((r) => !READ_RULES.some((s) => s.label === r.label && s.audience === r.audience))
    );
    app.save(settings);
  },
);
