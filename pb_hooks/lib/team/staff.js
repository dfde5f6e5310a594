// A venue's team (docs/security-and-isolation.md#team-members-and-roles): the owner (a `users`
// record) and the members (`staff` auth records, each with one venue and one role). Every hook and
// route that acts for a venue asks here who the signed-in actor is and whether their role may do
// it: no query (the auth record is already loaded with the request).

const ROLES = ["manager", "waiter", "kitchen"];

/**
 * What each role may do. An ability the owner always has; members only per this table.
 *  orders   the Orders board: edit, combine, delete, staff orders, table tabs and bills
 *  kitchen  the kitchen display: start, finish, tickets
 *  tables   read the venue's tables (Tables & QR: view and print)
 *  manage   the rest of the venue: tables, menu, stock, sales, kitchen settings, PIN unlock
 *  push     push notifications of new orders on their devices (the venue's subscriptions)
 *  owner    the team, the owner's password and PIN, account deletion, menu export/import
 */
const ABILITIES = {
  manager: ["orders", "kitchen", "tables", "manage", "push"],
  waiter: ["orders", "kitchen", "tables"],
  kitchen: ["kitchen"],
};

/** The venue topics (lib/realtime/realtime.js) each role may follow. */
const TOPIC_KINDS = {
  manager: ["orders", "finished", "tables", "storage", "menu", "visits", "print"],
  waiter: ["orders", "tables", "visits", "print"],
  kitchen: ["orders", "print"],
};

/** The fields of the venue's `users` record a manager may change (the rest are the owner's). */
const MANAGER_FIELDS = [
  "menuTitle",
  "menuDescription",
  "menuLanguage",
  "menuLanguages",
  "menuTranslations",
  "currency",
  "qrtext",
  "logo",
  "timeZone",
  "brandColor",
  "cover",
  "publicLink",
  "kitchenAmberMinutes",
  "kitchenRedMinutes",
  "kitchenAutoPrint",
  "tableService",
  "checklistOpen",
  "qrPrinted",
  "moneyRules",
];

const REFUSALS = {
  orders: "Your role cannot handle orders.",
  kitchen: "Your role cannot use the kitchen display.",
  tables: "Your role cannot open Tables & QR.",
  manage: "Only the owner and managers can do this.",
  owner: "Only the venue's owner can do this.",
};

/**
 * Who signed in: { venue, role, id, name, isOwner } for the owner ("owner") or a member, null for
 * a guest or a superuser.
 * @param {core.Record | null | undefined} auth
 */
function actorOf(auth) {
  if (!auth) return null;
  const name = auth.collection().name;
  if (name === "users")
    return {
      venue: auth.id,
      role: "owner",
      id: auth.id,
      name: "Owner" /* src/domain/orders.ts OWNER_ACTOR */,
      isOwner: true,
    };
  if (name === "staff") {
    const role = auth.getString("role");
    if (ROLES.indexOf(role) < 0) return null;
    return { venue: auth.getString("venue"), role: role, id: auth.id, name: auth.getString("name"), isOwner: false };
  }
  return null;
}

/** Whether `role` ("owner" or a member's role) has `ability`. */
function may(role, ability) {
  if (role === "owner") return true;
  return (ABILITIES[role] || []).indexOf(ability) >= 0;
}

/**
 * The venue id the signed-in actor of `e` acts for with `ability`; throws a 401 for nobody and a
 * 403 with a message for a member whose role may not.
 * @param {{ auth?: core.Record | null }} e
 * @param {string} ability
 */
function venueFor(e, ability) {
  const a = actorOf(e.auth);
  if (!a) throw new UnauthorizedError("Sign in to manage your venue.");
  if (!may(a.role, ability)) throw new ForbiddenError(REFUSALS[ability] || REFUSALS.owner);
  return a.venue;
}

/** The actor of `e` as venueFor checks it: { venue, role, id, name, isOwner }. */
function actorFor(e, ability) {
  venueFor(e, ability);
  return actorOf(e.auth);
}

/** Whether a member of `role` may follow the venue topic `kind`. */
function mayFollow(role, kind) {
  if (role === "owner") return true;
  return (TOPIC_KINDS[role] || []).indexOf(kind) >= 0;
}

/**
 * The actor of a request `e`, as actorOf, but on a shared device the person who switched to it
 * with their code (X-Staff-Person; lib/team/device.js) signs: their name and id. One lookup, only for a
 * device's signed actions.
 */
function actorOfRequest(app, e) {
  const a = actorOf(e.auth);
  if (!a || a.isOwner || !e.auth.getBool("device")) return a;
  const person = require(`${__hooks}/lib/team/device.js`).personOf(app, e.auth, e);
  return person ? Object.assign({}, a, { id: person.id, name: person.name }) : a;
}

module.exports = {
  actorOfRequest,
  MANAGER_FIELDS,
  ROLES,
  ABILITIES,
  TOPIC_KINDS,
  actorOf,
  may,
  venueFor,
  actorFor,
  mayFollow,
};
