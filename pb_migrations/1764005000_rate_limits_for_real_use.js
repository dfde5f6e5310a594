/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Rate limits sized for real use from one address: a venue's staff and guests often share one
// public IP (the venue's wifi), and an operator's or an acceptance suite's traffic comes from
// one machine. Still tight enough to stop floods; PIN guessing is stopped per account anyway
// (5 wrong PINs lock it for 5 minutes, lib/team/pin.js), so the per-IP PIN limit can be looser.
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = /** @type {RateLimitRules} */ ([
      { label: "*:auth", audience: "", duration: 60, maxRequests: 60 },
      { label: "users:create", audience: "@guest", duration: 3600, maxRequests: 100 },
      { label: "orders:create", audience: "@guest", duration: 60, maxRequests: 60 },
      { label: "POST /api/pin/verify", audience: "", duration: 60, maxRequests: 30 },
      { label: "POST /supportemail", audience: "", duration: 3600, maxRequests: 30 },
      { label: "/api/", audience: "", duration: 10, maxRequests: 300 },
    ]);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ ([
      { label: "*:auth", audience: "", duration: 60, maxRequests: 20 },
      { label: "users:create", audience: "@guest", duration: 3600, maxRequests: 20 },
      { label: "orders:create", audience: "@guest", duration: 60, maxRequests: 30 },
      { label: "POST /api/pin/verify", audience: "", duration: 60, maxRequests: 10 },
      { label: "POST /supportemail", audience: "", duration: 3600, maxRequests: 10 },
      { label: "/api/", audience: "", duration: 10, maxRequests: 300 },
    ]);
    app.save(settings);
  },
);
