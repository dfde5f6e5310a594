/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Trust at the table (docs/table-tab.md#the-tables-key, issue 35):
// 1. Each table gets an unguessable key (`tables.key`, 22 base64url characters: 132 random bits),
//    printed in the link of its QR code (/{link}/{table}?k=<key>). At a venue that keeps tabs only a
//    phone that opened the keyed link starts the table's group or orders onto its tab. Existing
//    tables get a key here; new ones when they are created (pb_hooks/table-keys.pb.js), and the owner
//    reissues one with POST /api/tables/{id}/key. The owner's own API rules (OWN) are the only
//    readers: the key is never in the public menu or a guest's answer.
// 2. The staff's visit routes (/api/venue/visits/{id}/...) are limited per staff account in the hook
//    (lib/team/staff-limit.js), not per address: guests on the venue's wifi share the staff's address.
//    PocketBase keys every rule by address, so signed-in requests to these routes get a rule that
//    never binds; requests without a sign-in (a 401 each) keep a per-address rule.
const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STAFF_RULES = [
  { label: "POST /api/venue/visits/", audience: "@auth", duration: 1, maxRequests: 1000000 },
  { label: "POST /api/venue/visits/", audience: "@guest", duration: 60, maxRequests: 60 },
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
    const tables = app.findCollectionByNameOrId("tables");
    tables.fields.add(new TextField({ name: "key", max: 64 }));
    app.save(tables);
    const ids = arrayOf(new DynamicModel({ id: "" }));
    app.db().newQuery("SELECT id FROM tables WHERE key = '' OR key IS NULL").all(ids);
    for (const row of ids) {
      app
        .db()
        .newQuery("UPDATE tables SET key = {:k} WHERE id = {:id}")
        .bind({ k: $security.randomStringWithAlphabet(22, KEY_ALPHABET), id: row.id })
        .execute();
    }

    const settings = app.settings();
    const rules = plainRules(settings);
    // First, so they are found before the generic "/api/" rule (PocketBase takes the first prefix
    // rule that matches, in list order).
    const missing = STAFF_RULES.filter((s) => !rules.some((r) => r.label === s.label && r.audience === s.audience));
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (missing.concat(rules));
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (
      plainRules(settings).filter((r) => !STAFF_RULES.some((s) => s.label === r.label && s.audience === r.audience))
    );
    app.save(settings);
    const tables = app.findCollectionByNameOrId("tables");
    tables.fields.removeByName("key");
    app.save(tables);
  },
);
