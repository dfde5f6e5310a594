/// <reference path="types/pocketbase.d.ts" />
// Who did it (docs/security-and-isolation.md#who-did-it): stock entries carry who added them, and
// a deleted order leaves a tombstone in the activity list (lib/team/activity.js), seen by the owner and
// managers. Order starts, finishes, edits and combines are signed in lib/orders/order-who.js and the
// combine route. Neither runs on a guest's order create.
onRecordCreateRequest((e) => {
  const actor = require(`${__hooks}/lib/team/staff.js`).actorOfRequest(e.app, e);
  if (!e.hasSuperuserAuth()) e.record.set("addedBy", actor ? actor.name : "");
  e.next();
  const activity = require(`${__hooks}/lib/team/activity.js`);
  const r = e.record;
  const summary = r.getString("item") + ": " + r.get("quantity") + " " + r.getString("unit");
  activity.record(e.app, e, r.getString("user"), "stock", r.id, summary);
}, "storage");

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set("addedBy", e.record.original().getString("addedBy"));
  e.next();
}, "storage");

onRecordDeleteRequest((e) => {
  const activity = require(`${__hooks}/lib/team/activity.js`);
  const summary = activity.orderSummary(e.record);
  e.next();
  activity.record(e.app, e, e.record.getString("user"), "delete", e.record.id, summary);
}, "orders");
