/// <reference path="types/pocketbase.d.ts" />
// Realtime by venue (lib/realtime/realtime.js explains the topics). Subscriptions are checked once, here;
// no hook runs for the life of a connection (no onRealtimeConnectRequest, no routerUse).
onRealtimeSubscribeRequest((e) => {
  require(`${__hooks}/lib/realtime/realtime.js`).handleSubscribe(e);
});

// Fan-out after each committed write, to that venue's (or that guest's) subscribers only. A new
// order is published by the create request hook itself (orders-create.pb.js), which saves a VM per
// order; orders are only ever created through that API.
onRecordAfterUpdateSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/realtime/realtime.js`).publishOrder(e.app, "update", e.record);
}, "orders");
onRecordAfterDeleteSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/realtime/realtime.js`).publishOrder(e.app, "delete", e.record);
}, "orders");

// Tables and stock go to the venue's owner screens; dishes and categories to the menu editor and
// the open guest menus. Either way the venue's cached guest menu is dropped where it shows the write
// (lib/realtime/realtime.js ownedWritten, menuWritten).
onRecordAfterCreateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/realtime/realtime.js`).ownedWritten(e.app, "create", e.record);
  },
  "tables",
  "storage",
);
onRecordAfterUpdateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/realtime/realtime.js`).ownedWritten(e.app, "update", e.record);
  },
  "tables",
  "storage",
);
onRecordAfterDeleteSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/realtime/realtime.js`).ownedWritten(e.app, "delete", e.record);
  },
  "tables",
  "storage",
);
onRecordAfterCreateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/realtime/realtime.js`).menuWritten(e.app, "create", e.record);
  },
  "dishes",
  "categories",
);
onRecordAfterUpdateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/realtime/realtime.js`).menuWritten(e.app, "update", e.record);
  },
  "dishes",
  "categories",
);
onRecordAfterDeleteSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/realtime/realtime.js`).menuWritten(e.app, "delete", e.record);
  },
  "dishes",
  "categories",
);

// Menu info lives on the venue's users record: only a change of a public menu field matters (a
// password or PIN change is nobody's menu). Deleting a venue drops its cached menu.
onRecordAfterUpdateSuccess((e) => {
  e.next();
  const menu = require(`${__hooks}/lib/menu/menu-data.js`);
  if (!menu.menuInfoChanged(e.record)) return;
  menu.forgetMenu(e.app, e.record.id);
  require(`${__hooks}/lib/realtime/realtime.js`).publishMenu(e.app, e.record.id, "update", e.record);
}, "users");
onRecordAfterDeleteSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/menu/menu-data.js`).forgetMenu(e.app, e.record.id);
  require(`${__hooks}/lib/realtime/realtime.js`).dropOwner(e.app, e.record.id, true);
}, "users");

// A new token key ends every session of the owner (a password change sets one; so does a sign-out
// everywhere): their open owner screens stop receiving at once too (lib/realtime/realtime.js dropOwner),
// instead of a busy venue's orders keeping a revoked stream alive. Model-level, so every way of
// saving the record counts (the API, the dashboard, other hooks).
onRecordUpdate((e) => {
  const before = e.record.original().tokenKey();
  e.next();
  if (e.record.tokenKey() !== before) require(`${__hooks}/lib/realtime/realtime.js`).dropOwner(e.app, e.record.id);
}, "users");

// Forget the index entries of closed connections now and then (sends prune as they go too).
cronAdd("realtime-index-prune", "*/10 * * * *", () => {
  require(`${__hooks}/lib/realtime/realtime.js`).pruneIndex($app);
});
