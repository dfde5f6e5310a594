/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A venue's team (docs/security-and-isolation.md#team-members-and-roles).
//  - staff: an auth collection of members, each with one venue (a users record, cascade: the
//    account's deletion takes its members) and one role. A member's token is not a `users`
//    token, so every `user = @request.auth.id` rule refuses it; the rules below open exactly what
//    each role may do, on top of the owner's rules (unchanged).
//  - activity: who did what (orders started, finished, edited, combined, deleted; stock added),
//    written by the hooks; the owner and managers read their venue's.
//  - Invitations are PocketBase's password reset tokens of the member: 3 days, once.
const STAFF = '@request.auth.collectionName = "staff"';
const roleIn = (roles) => "(" + roles.map((r) => '@request.auth.role = "' + r + '"').join(" || ") + ")";
const member = (roles) => "(" + STAFF + " && user = @request.auth.venue && " + roleIn(roles) + ")";
const memberCreate = (roles) => "(" + STAFF + " && @request.body.user = @request.auth.venue && " + roleIn(roles) + ")";
const memberUpdate = (roles) =>
  "(" + member(roles) + " && (@request.body.user:isset = false || @request.body.user = @request.auth.venue))";
const or = (rule, extra) => (rule === null || rule === undefined ? null : "(" + rule + ") || " + extra);

const M = ["manager"];
const MW = ["manager", "waiter"];
const MWK = ["manager", "waiter", "kitchen"];
// collection -> [list/view, create, update, delete] roles (null: owner only)
const OPEN = {
  categories: [null, M, M, M],
  dishes: [null, M, M, M],
  tables: [MW, M, M, M],
  storage: [M, M, M, M],
  orders: [MWK, null, MWK, MW],
};

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const staff = new Collection(
      /** @type {CollectionInit} */ ({
        type: "auth",
        name: "staff",
        listRule: "venue = @request.auth.id || id = @request.auth.id",
        viewRule: "venue = @request.auth.id || id = @request.auth.id",
        createRule: null,
        updateRule: null,
        deleteRule: "venue = @request.auth.id",
        fields: [
          {
            type: "relation",
            name: "venue",
            required: true,
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "text", name: "name", required: true, min: 1, max: 100 },
          { type: "select", name: "role", required: true, maxSelect: 1, values: ["manager", "waiter", "kitchen"] },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: ["CREATE INDEX idx_staff_venue ON staff (venue)"],
      }),
    );
    staff.authToken.duration = 8 * 3600;
    staff.passwordResetToken.duration = 3 * 24 * 3600;
    staff.authAlert.enabled = false;
    app.save(staff);

    const activity = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "activity",
        listRule: "(@request.auth.id != '' && user = @request.auth.id) || " + member(M),
        viewRule: "(@request.auth.id != '' && user = @request.auth.id) || " + member(M),
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "user", required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          { type: "text", name: "actor", max: 100 },
          { type: "text", name: "actorId", max: 20 },
          { type: "text", name: "action", required: true, max: 20 },
          { type: "text", name: "target", max: 20 },
          { type: "text", name: "summary", max: 300 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: ["CREATE INDEX idx_activity_user_created ON activity (user, created)"],
      }),
    );
    app.save(activity);

    // Who started, finished and last edited an order ("" = before staff accounts, or a guest).
    const orders = app.findCollectionByNameOrId("orders");
    for (const name of ["startedBy", "finishedBy", "editedBy"]) orders.fields.add(new TextField({ name, max: 100 }));
    app.save(orders);
    const storage = app.findCollectionByNameOrId("storage");
    storage.fields.add(new TextField({ name: "addedBy", max: 100 }));
    app.save(storage);

    for (const name in OPEN) {
      const c = app.findCollectionByNameOrId(name);
      const [read, create, update, del] = OPEN[name];
      if (read) {
        c.listRule = or(c.listRule, member(read));
        c.viewRule = or(c.viewRule, member(read));
      }
      if (create) c.createRule = or(c.createRule, memberCreate(create));
      if (update) c.updateRule = or(c.updateRule, memberUpdate(update));
      if (del) c.deleteRule = or(c.deleteRule, member(del));
      app.save(c);
    }

    // A member reads their venue's record (menu info, currency, kitchen settings); the email and
    // the PIN stay hidden (emailVisibility off, pin hidden).
    users.listRule = or(users.listRule, "(" + STAFF + " && id = @request.auth.venue)");
    users.viewRule = or(users.viewRule, "(" + STAFF + " && id = @request.auth.venue)");
    app.save(users);
  },
  (app) => {
    for (const name of ["staff", "activity"]) app.delete(app.findCollectionByNameOrId(name));
  },
);
