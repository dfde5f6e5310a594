/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A shared device set up with a short code (docs/security-and-isolation.md#shared-devices): the
// Team page shows the device's sign-in link as a QR code and an 8-character code, one-time, for 10
// minutes. staff.setupCodeHash / setupCodeExpires hold it (hidden); POST /api/team/devices/ is held
// to 10 requests a minute per address (a code is one of 32^8: guessing one is hopeless within it).
const DEVICE_RULE = { label: "POST /api/team/devices/", audience: "", duration: 60, maxRequests: 10 };

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
    const staff = app.findCollectionByNameOrId("staff");
    staff.fields.add(new TextField({ name: "setupCodeHash", hidden: true, max: 100 }));
    staff.fields.add(new NumberField({ name: "setupCodeExpires", hidden: true, min: 0 }));
    staff.addIndex("idx_staff_setup_code", false, "setupCodeHash", "setupCodeHash != ''");
    app.save(staff);
    const settings = app.settings();
    const rules = plainRules(settings);
    if (!rules.some((r) => r.label === DEVICE_RULE.label)) rules.push(DEVICE_RULE);
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    const staff = app.findCollectionByNameOrId("staff");
    staff.removeIndex("idx_staff_setup_code");
    for (const name of ["setupCodeHash", "setupCodeExpires"]) staff.fields.removeByName(name);
    app.save(staff);
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (
      plainRules(settings).filter((r) => r.label !== DEVICE_RULE.label)
    );
    app.save(settings);
  },
);
