// Ordering together (docs/table-tab.md#ordering-together): who may join a table's visit (only
// with its invitation), the group's one cart, and sending it as one order. A plain scan of the
// table's QR code joins nothing: membership comes only from starting the group (the first phone)
// or from the invitation code that phone shows.
const domain = require(`${__hooks}/lib/domain.js`);
const store = require(`${__hooks}/lib/visit-store.js`);

const CART_LINE_ID = "abcdefghijklmnopqrstuvwxyz0123456789";
const ALREADY_GROUPED = "This table already has a group: ask someone in it to show you the invitation.";

function refuse(step) {
  return new ApiError(step.status, step.message, {});
}

/** A member's first name as given: at most 30 characters, no control characters ("" = "Guest N"). */
function cleanName(name) {
  if (name === undefined || name === null) return "";
  if (typeof name !== "string" || name.length > 200) throw new BadRequestError("A name is at most 30 characters.");
  const clean = name
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (clean.length > 30) throw new BadRequestError("A name is at most 30 characters.");
  return clean;
}

/**
 * Adds the guest `token` to the visit (no-op for a member); returns [visit, member]. Runs in a
 * transaction. `starting`: the first phone starting the group, refused (409) when the fresh visit
 * has members already: two phones starting at once must not both get in without an invitation.
 */
function addMember(app, visitId, token, name, starting) {
  let result = null;
  app.runInTransaction((txApp) => {
    const visit = store.findVisit(txApp, visitId);
    if (!visit) throw new NotFoundError("This invitation is not valid.");
    const step = domain.nextVisit(store.stateOf(visit), { type: "join" });
    if (!step.ok) throw refuse(step);
    let me = store.memberOf(visit, token);
    if (!me && starting && visit.members.length) throw new ApiError(409, ALREADY_GROUPED, {});
    if (!me) {
      if (visit.members.length >= domain.MAX_MEMBERS) {
        throw new ApiError(409, "This table's group is full (" + domain.MAX_MEMBERS + " phones).", {});
      }
      const n = visit.members.reduce((max, m) => Math.max(max, m.n), 0) + 1;
      me = { t: token, name: name, n: n };
      visit.members.push(me);
      store.writeVisit(txApp, visit.id, { members: visit.members });
    }
    result = [visit, me];
  });
  return /** @type {any} */ (result);
}

/**
 * The first phone starts the group of its table: opens the table's visit (or takes one nobody
 * joined yet, e.g. opened by a staff order) and becomes its first member. A table whose group
 * exists is refused: its members invite.
 */
function startGroup(app, entry, tableSlug, token, name) {
  if (!require(`${__hooks}/lib/visit-orders.js`).isTabVenue(entry)) {
    throw new ApiError(409, "This venue takes payment after each order: there is no table tab to share.", {});
  }
  let visit = store.findOpenVisit(app, entry.venueId, tableSlug);
  if (!visit) visit = store.openVisit(app, entry.venueId, tableSlug, []);
  if (visit.members.length && !store.memberOf(visit, token)) throw new ApiError(409, ALREADY_GROUPED, {});
  return addMember(app, visit.id, token, name, true);
}

/** Joins the group whose invitation code is `code`. */
function joinGroup(app, code, token, name) {
  const visit = store.findByInvite(app, code);
  if (!visit) throw new NotFoundError("This invitation is not valid.");
  if (visit.status === "closed")
    throw new ApiError(409, "This table's visit has ended: the invitation is no longer valid.", {});
  return addMember(app, visit.id, token, name);
}

/** One line priced from the menu (title, price, extras), as the order will be: throws 400 for what the venue does not sell now. */
function priceOne(app, entry, line) {
  const lines = require(`${__hooks}/lib/order-lines.js`);
  const menu = require(`${__hooks}/lib/menu-data.js`);
  const minutes = require(`${__hooks}/lib/timezone.js`).venueMinutes(String(entry.timeZone));
  return lines.priceLines(app, entry.venueId, [line], {
    isServed: (dish) => lines.isServedAt(dish.timeServed, minutes),
    findDishes: (a, ids) => menu.dishesOf(a, entry, ids),
  }).items[0];
}

/**
 * Changes the group's cart: `add` {dishId, modifiers, options, count} (priced and checked now like
 * a direct order's line, for the phones to show; its options are kept for the send) or `remove` a
 * line id. Each change is one transaction on the fresh cart, so members editing at once lose
 * nothing. Returns the visit.
 */
function changeCart(app, entry, visitId, me, body) {
  let line = null;
  if (body.add && typeof body.add === "object") {
    const item = priceOne(app, entry, {
      dishId: body.add.dishId,
      modifiers: body.add.modifiers,
      options: body.add.options,
      count: body.add.count === undefined ? 1 : body.add.count,
    });
    line = domain.cartLineOf(item, $security.randomStringWithAlphabet(10, CART_LINE_ID), me.n);
  } else if (typeof body.remove !== "string" || !body.remove) {
    throw new BadRequestError("Add a dish to the cart or remove one of its lines.");
  }
  app.runInTransaction((txApp) => {
    const visit = store.findVisit(txApp, visitId);
    const step = domain.nextVisit(store.stateOf(visit), { type: "cart" });
    if (!step.ok) throw refuse(step);
    let cart = visit.cart;
    if (line) {
      if (cart.length >= domain.MAX_LINES) {
        throw new BadRequestError("The cart can have at most " + domain.MAX_LINES + " lines.");
      }
      cart = cart.concat([line]);
      if (JSON.stringify(cart).length > domain.MAX_CART_CHARS) {
        throw new BadRequestError("The cart is full: send it before adding more.");
      }
    } else {
      const left = cart.filter((l) => l.id !== body.remove);
      if (left.length === cart.length) throw new ApiError(409, "This line is no longer in the cart.", {});
      cart = left;
    }
    store.writeVisit(txApp, visitId, { cart: cart, cartVersion: visit.cartVersion + 1 });
  });
  return store.findVisit(app, visitId);
}

module.exports = { cleanName, startGroup, joinGroup, changeCart };
