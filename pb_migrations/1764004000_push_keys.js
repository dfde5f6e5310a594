/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// VAPID keys for Web Push (RFC 8292), kept server-side. Superuser-only: every API rule is null, so no
// owner or guest can list, view or change them; the private key is also a hidden field. The key pair is
// generated here, i.e. on the first start, unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set in the
// environment (pb_hooks/lib/push/push-keys.js). Only the public key leaves the server
// (GET /api/push/vapid-public-key).
migrate(
  (app) => {
    const keys = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "push_keys",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "publicKey", required: true, max: 200 },
          { type: "text", name: "privateKey", required: true, hidden: true, max: 100 },
          ...[
            { type: "autodate", name: "created", onCreate: true, onUpdate: false },
            { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
          ],
        ],
      }),
    );
    app.save(keys);
    require(`${__hooks}/lib/push/push-keys.js`).ensureKeys(app);

    // The sender picks each venue's most recent subscriptions.
    const subs = app.findCollectionByNameOrId("push_subscriptions");
    subs.addIndex("idx_push_user_updated", false, "user, updated", "");
    app.save(subs);
  },
  (app) => {
    try {
      app.delete(app.findCollectionByNameOrId("push_keys"));
    } catch (_) {}
    const subs = app.findCollectionByNameOrId("push_subscriptions");
    subs.removeIndex("idx_push_user_updated");
    app.save(subs);
  },
);
