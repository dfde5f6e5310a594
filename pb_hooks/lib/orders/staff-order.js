// Staff order entry (docs/ordering.md#staff-orders): the signed-in owner enters an order for one of
// their own tables from the Orders page. The order create hook (orders-create.pb.js) then prices it
// exactly like a guest's: same dish records, sold-out refusal, serving windows and clientRequestId
// idempotency. A staff order is marked by `staff: true` in the body (not a stored field). Without
// the mark, a request that happens to carry an owner's token (an owner ordering as a guest in
// another venue with the same browser) stays a guest order for the venue its link names, as before.

function forbidden(message) {
  return new ForbiddenError(message, {
    user: new ValidationError("validation_staff_order", message),
  });
}

/**
 * True when `body` asks for a staff order and the signed-in owner owns `venue` (record or id); false for a guest
 * order. Throws 403 for a staff order without an owner's sign-in or for another owner's venue.
 * @param {core.RecordRequestEvent} e
 * @param {{ [key: string]: any }} body the request body
 * @param {core.Record | string} venue
 * @returns {boolean}
 */
function isStaffOrder(e, body, venue) {
  const venueId = typeof venue === "string" ? venue : venue.id; // a record or its id
  if (body.staff !== true && body.staff !== "true") return false;
  const staff = require(`${__hooks}/lib/team/staff.js`);
  const actor = staff.actorOf(e.auth);
  if (!actor) throw forbidden("Sign in to enter an order for a table.");
  if (actor.venue !== venueId) throw forbidden("You can only enter orders for your own venue.");
  if (!staff.may(actor.role, "orders")) throw forbidden("Your role cannot enter orders.");
  return true;
}

module.exports = { isStaffOrder };
