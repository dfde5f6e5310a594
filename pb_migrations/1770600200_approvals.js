/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A manager's approval on the floor (docs/security-and-isolation.md#a-managers-approval): the
// approval codes of a venue's owner and managers (hashed, with their wrong-code count and lockout)
// and the one-time approvals they give (hashed token, bound to one action on one record for one
// signed-in account, 60 s). Superuser-only: written by pb_hooks/approvals.pb.js through $app.
// POST /api/team/approve is held to 20 requests a minute per address.
const APPROVE_RULE = { label: "POST /api/team/approve", audience: "", duration: 60, maxRequests: 20 };

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
    const users = app.findCollectionByNameOrId("users");
    const col = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "approvals",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: "relation",
            name: "venue",
            required: true,
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          // An approver's code: their id (the owner's users id or a manager's staff id). A given
          // approval: "t:" + the token's SHA-256.
          { type: "text", name: "key", required: true, max: 100 },
          { type: "text", name: "name", max: 100 },
          { type: "text", name: "codeHash", hidden: true, max: 200 },
          { type: "number", name: "fails", min: 0, onlyInt: true },
          // Unix milliseconds until which the approver's code is refused (0 = not locked).
          { type: "number", name: "lockedUntil", min: 0 },
          { type: "text", name: "action", max: 20 },
          { type: "text", name: "target", max: 20 },
          { type: "text", name: "requester", max: 20 },
          { type: "number", name: "expires", min: 0 },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_approvals_key ON approvals (key)",
          "CREATE INDEX idx_approvals_venue ON approvals (venue)",
        ],
      }),
    );
    app.save(col);
    const settings = app.settings();
    const rules = plainRules(settings);
    if (!rules.some((r) => r.label === APPROVE_RULE.label)) rules.push(APPROVE_RULE);
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    try {
      app.delete(app.findCollectionByNameOrId("approvals"));
    } catch (_) {
      // already gone
    }
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (
      plainRules(settings).filter((r) => r.label !== APPROVE_RULE.label)
    );
    app.save(settings);
  },
);
