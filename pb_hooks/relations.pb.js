/// <reference path="types/pocketbase.d.ts" />
// Owner writes may only point at the owner's own records (lib/access/relations.js). Guest order creates
// are rebuilt by orders-create.pb.js (the venue comes from the public link), so orders are checked
// on update only.
onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/access/relations.js`).assertOwnRelations(e.app, e, true);
    e.next();
  },
  "categories",
  "dishes",
  "tables",
  "storage",
  "push_subscriptions",
);

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/access/relations.js`).assertOwnRelations(e.app, e, false);
    e.next();
  },
  "categories",
  "dishes",
  "tables",
  "storage",
  "push_subscriptions",
  "orders",
);
