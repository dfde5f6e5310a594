/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Sign-ups per client address (docs/security-and-isolation.md#sign-up-and-mail-caps): a sign-up
// mails the address it names, and the "users:create" rule let one address make 100 an hour, so one
// client could make the service mail 100 strangers an hour (40 in a few seconds were seen). Our own
// rule (1 hour, 100 requests) now allows 5 an hour: a venue signs up once, a few tries with typos
// included. A rule an operator changed is kept.
const OLD = { duration: 3600, maxRequests: 100 };
const NEW = { duration: 3600, maxRequests: 5 };

/** The rules as plain objects: the list is a Go slice; rebuild it and assign it back. */
function plainRules(settings) {
  const rules = [];
  for (let i = 0; i < settings.rateLimits.rules.length; i++) {
    const r = settings.rateLimits.rules[i];
    rules.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
  }
  return rules;
}

/** Sets every "users:create" rule still at `from` to `to`, whatever its audience. */
function retune(app, from, to) {
  const settings = app.settings();
  const rules = plainRules(settings);
  let changed = false;
  for (const r of rules) {
    if (r.label !== "users:create" || r.duration !== from.duration || r.maxRequests !== from.maxRequests) continue;
    r.duration = to.duration;
    r.maxRequests = to.maxRequests;
    changed = true;
  }
  if (!changed) return;
  settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
  app.save(settings);
}

migrate(
  (app) => retune(app, OLD, NEW),
  (app) => retune(app, NEW, OLD),
);
