/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The guest order create has a route of its own (pb_hooks/orders-create.pb.js: a body limit that
// fits a real order, refused before PocketBase reads the body). PocketBase's limiter knows that
// route by its path, not by "orders:create" (which it applies to its generic record create only),
// so every "orders:create" rule gets a twin with the same audience and numbers for the path. An
// operator's own rule for that path is kept.
const PATH = "POST /api/collections/orders/records";

migrate(
  (app) => {
    const settings = app.settings();
    // Plain copies: the rules list is a Go slice; rebuild it and assign it back.
    const rules = [];
    for (let i = 0; i < settings.rateLimits.rules.length; i++) {
      const r = settings.rateLimits.rules[i];
      rules.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
    }
    if (rules.some((r) => r.label === PATH)) return;
    rules
      .filter((r) => r.label === "orders:create")
      .forEach((r) =>
        rules.push({ label: PATH, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests }),
      );
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const rules = [];
    for (let i = 0; i < settings.rateLimits.rules.length; i++) {
      const r = settings.rateLimits.rules[i];
      if (r.label !== PATH)
        rules.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
    }
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
);
