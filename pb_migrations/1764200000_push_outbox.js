/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Push leaves the guest's request (docs/push.md#push-off-the-request): a new unfinished order
// writes one `push_outbox` row in the same transaction as the order (pb_hooks/push.pb.js); the push
// worker (server/push-worker.mjs, started by the launcher) claims due rows through
// /api/push/worker/sync and sends them. The outbox is superuser-only (every API rule null):
// endpoints and keys of other venues never leave the server except to the worker's credential.
//
// push_subscriptions.lastDelivered: the only outcome an owner sees ("delivered / not delivered",
// docs/push.md#allowed-push-services), set by the server when a push service accepted a message;
// never writable by owners.
migrate(
  (app) => {
    const outbox = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "push_outbox",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // Plain ids, not relations: deleting or combining an order must never be blocked by a
          // pending push, and a push for a since-deleted subscription simply finds nobody.
          { type: "text", name: "order", required: true, max: 30 },
          { type: "text", name: "venue", required: true, max: 30 },
          { type: "json", name: "payload", required: true, maxSize: 4000 },
          // null: every subscription of the venue (resolved at the first claim); afterwards the ids of
          // the subscriptions still to retry.
          { type: "json", name: "targets", maxSize: 2000 },
          { type: "number", name: "attempts", onlyInt: true, min: 0 },
          // Unix ms; due when <= now. A claim leases the row (leased = true, nextAttemptAt = lease end).
          { type: "number", name: "nextAttemptAt", onlyInt: true, min: 0 },
          { type: "bool", name: "leased" },
          { type: "text", name: "lastError", max: 500 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE INDEX idx_push_outbox_due ON push_outbox (nextAttemptAt)"],
      }),
    );
    app.save(outbox);

    const subs = app.findCollectionByNameOrId("push_subscriptions");
    subs.fields.add(new DateField({ name: "lastDelivered" }));
    app.save(subs);

    // The worker's one route: it may call it several times a second under load (from 127.0.0.1),
    // which must not eat the general per-address budget. Appended only if no rule has that label.
    const settings = app.settings();
    const label = "POST /api/push/worker/sync";
    const rules = [];
    let present = false;
    for (const r of settings.rateLimits.rules) {
      if (r.label === label) present = true;
      rules.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
    }
    if (!present) {
      rules.push({ label: label, audience: "", duration: 10, maxRequests: 2000 });
      settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
      app.save(settings);
    }
  },
  (app) => {
    try {
      app.delete(app.findCollectionByNameOrId("push_outbox"));
    } catch (_) {}
    const subs = app.findCollectionByNameOrId("push_subscriptions");
    subs.fields.removeByName("lastDelivered");
    app.save(subs);
  },
);
