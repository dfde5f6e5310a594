/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Accounts that must confirm their address before they can be used (docs/security-and-isolation.md#sign-up):
// `mustVerify`, hidden (no client sets or sees it), set by the sign-up hook when the server sends
// mail. Until such an account's address is verified it cannot sign in and its public link opens
// nothing. Existing accounts keep working as before (false).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new BoolField({ name: "mustVerify", hidden: true }));
    users.addIndex("idx_users_mustVerify_created", false, "mustVerify, verified, created", "");
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.removeIndex("idx_users_mustVerify_created");
    users.fields.removeByName("mustVerify");
    app.save(users);
  },
);
