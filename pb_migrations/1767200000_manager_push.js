/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Managers turn on push notifications of new orders on their own devices, as the owner does
// (docs/push.md, docs/security-and-isolation.md#team-members-and-roles): a subscription is the
// venue's (`user` = the venue), so the push worker sends it every new order of the venue, whoever
// stored it. Waiters and kitchen members stay refused (a 403, lib/access/record-roles.js).
const MANAGER_PUSH = '(@request.auth.collectionName = "staff" && @request.auth.role = "manager"';
const PUSH_RULES = {
  listRule: MANAGER_PUSH + " && user = @request.auth.venue)",
  viewRule: MANAGER_PUSH + " && user = @request.auth.venue)",
  createRule: MANAGER_PUSH + " && @request.body.user = @request.auth.venue)",
  updateRule:
    MANAGER_PUSH +
    " && user = @request.auth.venue && (@request.body.user:isset = false || @request.body.user = @request.auth.venue))",
  deleteRule: MANAGER_PUSH + " && user = @request.auth.venue)",
};
migrate(
  (app) => {
    const c = app.findCollectionByNameOrId("push_subscriptions");
    for (const key of Object.keys(PUSH_RULES)) c[key] = "(" + c[key] + ") || " + PUSH_RULES[key];
    app.save(c);
  },
  (app) => {
    const c = app.findCollectionByNameOrId("push_subscriptions");
    for (const key of Object.keys(PUSH_RULES)) {
      c[key] = String(c[key])
        .replace(") || " + PUSH_RULES[key], "")
        .replace(/^\(/, "");
    }
    app.save(c);
  },
);
