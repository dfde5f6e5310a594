/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Server-side PIN state per owner (docs/security-and-isolation.md#pin): the wrong-try counter and
// lockout that make a 4-digit PIN unguessable, and the per-owner secret that signs unlock tokens.
// Superuser-only: written by pb_hooks/pin.pb.js through $app, never readable by any client.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const col = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "pin_guard",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "user", required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          { type: "number", name: "fails", min: 0, onlyInt: true },
          // Unix milliseconds until which every verify is refused (0 = not locked).
          { type: "number", name: "lockedUntil", min: 0 },
          // HMAC key of this owner's unlock tokens; rotated when the PIN changes (old tokens die).
          { type: "text", name: "secret", hidden: true, max: 100 },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_pin_guard_user ON pin_guard (user)"],
      }),
    );
    app.save(col);
  },
  (app) => {
    try {
      app.delete(app.findCollectionByNameOrId("pin_guard"));
    } catch (_) {}
  },
);
