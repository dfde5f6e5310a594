/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Shared devices (docs/security-and-isolation.md#shared-devices): a kitchen tablet or bar laptop
// signed in as a `staff` record with `device` set (role kitchen or waiter). The people using it
// switch who they are with a personal 4-digit code:
//  - staff_codes: a member's code, hashed (superuser-only, like pin_guard);
//  - device_people: who is using a device now (a token bound to the device, 12 hours);
//  - staff.codeFails / codeLockedUntil: wrong codes on a device lock it like the PIN.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const staff = app.findCollectionByNameOrId("staff");
    staff.fields.add(new BoolField({ name: "device" }));
    staff.fields.add(new NumberField({ name: "codeFails", hidden: true, min: 0, onlyInt: true }));
    staff.fields.add(new NumberField({ name: "codeLockedUntil", hidden: true, min: 0 }));
    app.save(staff);
    const closed = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
    const rel = (name, collectionId) => ({
      type: "relation",
      name,
      required: true,
      collectionId,
      maxSelect: 1,
      cascadeDelete: true,
    });
    app.save(
      new Collection(
        /** @type {CollectionInit} */ ({
          type: "base",
          name: "staff_codes",
          ...closed,
          fields: [
            rel("member", staff.id),
            rel("venue", users.id),
            { type: "text", name: "codeHash", required: true, hidden: true, max: 200 },
          ],
          indexes: [
            "CREATE UNIQUE INDEX idx_staff_codes_member ON staff_codes (member)",
            "CREATE INDEX idx_staff_codes_venue ON staff_codes (venue)",
          ],
        }),
      ),
    );
    app.save(
      new Collection(
        /** @type {CollectionInit} */ ({
          type: "base",
          name: "device_people",
          ...closed,
          fields: [
            rel("device", staff.id),
            rel("member", staff.id),
            { type: "text", name: "tokenHash", required: true, hidden: true, max: 100 },
            { type: "number", name: "expiresAt", min: 0 },
          ],
          indexes: [
            "CREATE UNIQUE INDEX idx_device_people_token ON device_people (tokenHash)",
            "CREATE INDEX idx_device_people_device ON device_people (device)",
          ],
        }),
      ),
    );
  },
  (app) => {
    for (const name of ["device_people", "staff_codes"]) app.delete(app.findCollectionByNameOrId(name));
    const staff = app.findCollectionByNameOrId("staff");
    for (const name of ["device", "codeFails", "codeLockedUntil"]) staff.fields.removeByName(name);
    app.save(staff);
  },
);
