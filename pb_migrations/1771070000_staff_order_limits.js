/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Staff always get through (issue 35 point 4, docs/security-and-isolation.md#staff-always-get-through): the board's and the
// kitchen's own order requests (the list of live orders, New order, Start, Finish, edit, Delete,
// combine, reprint, a manager's approval) were under per-address rules, which the guests on the venue's wifi share:
// anybody there could use them up (60 orders a minute for the create, the generic "/api/" rule for
// the rest), and the staff's New order or Start got 429. They are now limited per account in their
// handlers (lib/team/staff-limit.js countOrderRequest). PocketBase keys every rule by address, so
// signed-in requests to these paths get a rule that never binds; requests without a session keep
// exactly the rule they had:
// - SPLIT: a rule for everyone ("") becomes the same rule for "@guest" (PocketBase refuses an "@auth"
//   rule beside a "" one with the same label);
// - the other paths had no rule of their own (the generic "/api/" one counted them): only the
//   "@auth" rule is added, and a guest's request still falls to the generic rule. The labels are the
//   lower-case paths, the only spelling these handlers serve to non-superusers (any other spelling
//   keeps the generic rule).
// An operator's own "@auth" rule for one of these labels is kept (per address, then per account).
const PASS = { audience: "@auth", duration: 1, maxRequests: 1000000 };
// (A waiter's Delete of a started order asks a manager's approval: POST /api/team/approve.)
const SPLIT = ["POST /api/collections/orders/records", "POST /api/orders/combine", "POST /api/team/approve"];
const AUTH_ONLY = [
  "GET /api/collections/orders/records",
  "PATCH /api/collections/orders/records/",
  "DELETE /api/collections/orders/records/",
  "POST /api/print/orders/",
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

const isPass = (r) =>
  r.audience === PASS.audience && r.duration === PASS.duration && r.maxRequests === PASS.maxRequests;

migrate(
  (app) => {
    const settings = app.settings();
    let rules = plainRules(settings);
    for (const label of SPLIT) {
      const at = rules.findIndex((r) => r.label === label && r.audience === "");
      if (at >= 0) rules[at].audience = "@guest";
      // Right after the guests' rule: for one label the audience decides, not the order, and the
      // first rule listed for the label stays the guests' (what an operator, or a test, reads).
      if (!rules.some((r) => r.label === label && r.audience === "@auth")) {
        const after = at >= 0 ? at + 1 : rules.length;
        rules = rules.slice(0, after).concat([{ label, ...PASS }], rules.slice(after));
      }
    }
    const added = [];
    for (const label of AUTH_ONLY) {
      if (!rules.some((r) => r.label === label && r.audience !== "@guest")) added.push({ label, ...PASS });
    }
    // First, so that a prefix rule is found before a generic one (PocketBase takes the first match).
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (added.concat(rules));
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const ours = SPLIT.concat(AUTH_ONLY);
    const rules = plainRules(settings).filter((r) => !(ours.indexOf(r.label) >= 0 && isPass(r)));
    for (const label of SPLIT) {
      const guest = rules.find((r) => r.label === label && r.audience === "@guest");
      if (guest && !rules.some((r) => r.label === label && r.audience === "@auth")) guest.audience = "";
    }
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
);
