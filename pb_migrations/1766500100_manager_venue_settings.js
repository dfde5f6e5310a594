/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A manager changes the venue's settings that live on the owner's `users` record: menu info,
// storefront, kitchen display, table service (docs/security-and-isolation.md#team-members-and-roles).
// Which fields is pb_hooks/team.pb.js's to decide (the password, email, PIN and the rest stay the
// owner's: a 403).
const MANAGER =
  '(@request.auth.collectionName = "staff" && @request.auth.role = "manager" && id = @request.auth.venue)';
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.updateRule = "(" + users.updateRule + ") || " + MANAGER;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.updateRule = String(users.updateRule)
      .replace(") || " + MANAGER, "")
      .replace(/^\(/, "");
    app.save(users);
  },
);
