// Who did it, for order edits (lib/orders/order-edit.js): the names on the order (startedBy, finishedBy,
// editedBy) are the server's, set from the signed-in actor; a kitchen member may only start and
// finish; each action leaves an activity row (lib/team/activity.js). Runs inside the edit's transaction.
const FIELDS = ["startedBy", "finishedBy", "editedBy"];

/**
 * @param {CoreApp} txApp
 * @param {core.RecordRequestEvent} e the edit (its record already holds the new values)
 * @param {{ [key: string]: any }} body the request body
 */
function signEdit(txApp, e, body) {
  const before = e.record.original();
  // Never from the client.
  for (const f of FIELDS) e.record.set(f, before.getString(f));
  if (e.hasSuperuserAuth()) return;
  const staff = require(`${__hooks}/lib/team/staff.js`);
  const actor = staff.actorOf(e.auth);
  if (!actor) return;
  const itemsChanged =
    Object.prototype.hasOwnProperty.call(body, "items") &&
    toString(e.record.get("items")) !== toString(before.get("items"));
  const tableChanged = e.record.getString("tableSlug") !== before.getString("tableSlug");
  if ((itemsChanged || tableChanged) && !staff.may(actor.role, "orders")) {
    throw new ForbiddenError("Your role can only start and finish orders.");
  }
  const activity = require(`${__hooks}/lib/team/activity.js`);
  const venue = before.getString("user");
  const summary = activity.orderSummary(e.record);
  const log = (action) => activity.record(txApp, e, venue, action, e.record.id, summary);
  if (e.record.getBool("started") && !before.getBool("started")) e.record.set("startedBy", log("start"));
  if (e.record.getBool("finished") && !before.getBool("finished")) e.record.set("finishedBy", log("finish"));
  if (itemsChanged || tableChanged) e.record.set("editedBy", log("edit"));
}

module.exports = { FIELDS, signEdit };
