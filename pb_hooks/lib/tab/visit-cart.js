// Ordering together (docs/table-tab.md#ordering-together): who may join a table's visit (only
// with its invitation), the group's one cart, and sending it as one order. A plain scan of the
// table's QR code joins nothing: membership comes only from starting the group (the first phone)
// or from the invitation code that phone shows.
const domain = require(`${__hooks}/lib/shared/domain.js`);
const store = require(`${__hooks}/lib/tab/visit-store.js`);

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
      me = { t: token, name: name, n: store.nextMemberNo(txApp, visit) };
      visit.members.push(me);
      store.writeVisit(txApp, visit.id, { members: visit.members });
    }
    result = [visit, me];
  });
  return /** @type {any} */ (result);
}

/**
 * The first phone starts the group of its table: opens the table's visit (or takes one nobody
 * joined yet, e.g. opened by a staff order) and becomes its first member, with the table's `key`
 * (403 without it). A table whose group exists is refused: its members invite.
 */
function startGroup(app, entry, tableSlug, token, name, key) {
  if (!require(`${__hooks}/lib/tab/visit-orders.js`).isTabVenue(entry)) {
    throw new ApiError(409, "This venue takes payment after each order: there is no table tab to share.", {});
  }
  // Only a phone that opened the table's keyed QR link starts its group (lib/tables/table-keys.js).
  require(`${__hooks}/lib/tab/visit-api.js`).requireTableKey(entry, tableSlug, key);
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

/**
 * Takes member number `n` out of the visit's group; `by` is the member who asks (only the group's
 * first phone may, and not itself) or null for the venue's staff. The invitation changes, so the
 * phone that was removed cannot join again with the code it saw; the members left get the new one
 * (lib/tab/visit-live.js publishVisit). Its cart lines stay in the group's cart. One transaction on a
 * fresh read; a refusal changes nothing. Returns the members removed (lib/tab/visit-live.js tellGone).
 * @param {CoreApp} app
 * @param {string} visitId
 * @param {any} by
 * @param {any} n
 */
function removeMember(app, visitId, by, n) {
  const num = Number(n);
  if (!Number.isInteger(num) || num < 1) throw new BadRequestError("Name the phone to remove by its number.");
  let gone = [];
  app.runInTransaction((txApp) => {
    const visit = store.findVisit(txApp, visitId);
    if (!visit) throw new NotFoundError("This table visit does not exist.");
    if (visit.status === "closed") throw new ApiError(409, "This table's visit has ended.", {});
    if (by) {
      const first = visit.members[0];
      if (!first || first.t !== by.t) {
        throw new ForbiddenError("Only the phone that started the group can remove a phone from it.");
      }
      if (num === by.n) throw new BadRequestError("You cannot remove your own phone: ask the staff.");
    }
    const left = visit.members.filter((m) => m.n !== num);
    if (left.length === visit.members.length) throw new NotFoundError("That phone is not in this table's group.");
    store.writeVisit(txApp, visit.id, { members: left, inviteCode: store.newInviteCode() });
    gone = visit.members.filter((m) => m.n === num);
  });
  return gone;
}

/**
 * The staff reset the table's group: no member is left, the group's cart is emptied and the
 * invitation changes; the visit's orders and bill stay. The next phone with the table's key
 * starts the group again. Returns the members it had (lib/tab/visit-live.js tellGone).
 * @param {CoreApp} app
 * @param {string} visitId
 */
function resetGroup(app, visitId) {
  let gone = [];
  app.runInTransaction((txApp) => {
    const visit = store.findVisit(txApp, visitId);
    if (!visit) throw new NotFoundError("This table visit does not exist.");
    if (visit.status === "closed") throw new ApiError(409, "This table's visit has ended.", {});
    store.writeVisit(txApp, visit.id, {
      members: [],
      cart: [],
      cartVersion: visit.cartVersion + 1,
      inviteCode: store.newInviteCode(),
    });
    gone = visit.members;
  });
  return gone;
}

/** One line priced from the menu (title, price, extras), as the order will be: throws 400 for what the venue does not sell now. */
function priceOne(app, entry, line) {
  const lines = require(`${__hooks}/lib/orders/order-lines.js`);
  const menu = require(`${__hooks}/lib/menu/menu-data.js`);
  const minutes = require(`${__hooks}/lib/shared/timezone.js`).venueMinutes(String(entry.timeZone));
  return lines.priceLines(app, entry.venueId, [line], {
    isServed: (dish) => lines.isServedAt(dish.timeServed, minutes),
    findDishes: (a, ids) => menu.dishesOf(a, entry, ids),
    timedPrice: require(`${__hooks}/lib/money/money-rules.js`).timedPriceOf(entry),
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

module.exports = {
  removeMember,
  resetGroup,
  cleanName,
  startGroup,
  joinGroup,
  changeCart,
};
