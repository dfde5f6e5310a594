// A member's record API requests outside their role: a 403 with a message
// (docs/security-and-isolation.md#team-members-and-roles).
//
// The collection rules (migration 1766500000_staff.js) stay the authority: they open each
// collection to the roles that may use it, for their own venue, and refuse everyone else. But a
// rule answers a refusal the way PocketBase answers any rule: an empty list, a 404 for a view,
// update or delete, a 400 for a create. A request hook cannot turn that into a 403: in 0.39 the
// list, view, update and delete rules filter the record's query, and the create rule is checked,
// before any onRecord*Request hook runs (apis/record_crud.go).
//
// So the record routes a role can be refused on have routes of their own (Go's ServeMux prefers
// `/api/collections/storage/records` to the generic `{collection}` pattern; each collection's id,
// which the superuser's dashboard uses, is routed too). Each looks at the signed-in member's role
// (a field of the auth record already loaded with the request: no query), answers a refused role
// with a 403 and its message, and hands every other request (the owner, a guest, another venue, an
// allowed role, a superuser) to PocketBase's own route unchanged, through the copy of PocketBase's
// router kept when the server started (lib/storage/upload-routes.js). The rule then decides, as before.
//
// Not routed here, so no hook VM is added to them: the guest's order create and edit (their own
// routes, orders-create.pb.js and orders-owner.pb.js, which check the role themselves), and the
// menu read (categories and dishes are readable by every role, so their list and view are not
// routed). Other spellings of a collection's name ("Storage") reach PocketBase's route, whose rule
// still refuses, with its own answer.

const COLLECTION_IDS = {
  categories: "pbc_3292755704",
  dishes: "pbc_1868475923",
  tables: "pbc_3008659311",
  storage: "pbc_3307824350",
  orders: "pbc_3527180448",
  push_subscriptions: "pbc_1438754935",
  activity: "pbc_3963244867",
  staff: "pbc_829252413",
  users: "_pb_users_auth_",
};

const MENU = "Only the owner and managers can change the menu.";
const TABLES = "Only the owner and managers can change tables.";
const STORAGE = "Your role cannot open Storage.";
const PUSH = "Only the owner and managers can turn on notifications.";

/**
 * collection -> operation -> [ability (lib/team/staff.js), the refusal's message]. An operation not
 * listed is open to every role the collection's rule opens it to (or refused by that rule alike,
 * for the owner's other venues too).
 */
const GUARDS = {
  categories: { create: ["manage", MENU], update: ["manage", MENU], delete: ["manage", MENU] },
  dishes: { create: ["manage", MENU], update: ["manage", MENU], delete: ["manage", MENU] },
  tables: {
    list: ["tables", "Your role cannot open Tables & QR."],
    view: ["tables", "Your role cannot open Tables & QR."],
    create: ["manage", TABLES],
    update: ["manage", TABLES],
    delete: ["manage", TABLES],
  },
  storage: {
    list: ["manage", STORAGE],
    view: ["manage", STORAGE],
    create: ["manage", STORAGE],
    update: ["manage", STORAGE],
    delete: ["manage", STORAGE],
  },
  orders: { delete: ["orders", "Your role cannot delete orders."] },
  push_subscriptions: {
    list: ["push", PUSH],
    view: ["push", PUSH],
    create: ["push", PUSH],
    update: ["push", PUSH],
    delete: ["push", PUSH],
  },
  activity: {
    list: ["manage", "Only the owner and managers can see the team's activity."],
    view: ["manage", "Only the owner and managers can see the team's activity."],
  },
  users: { update: ["manage", "Only the owner and managers can change the venue's settings."] },
  staff: {
    list: ["owner", "Only the venue's owner can open the Team."],
    view: ["owner", "Only the venue's owner can open the Team."],
    create: ["owner", "Only the venue's owner can add members."],
    update: ["owner", "Only the venue's owner can change members."],
    delete: ["owner", "Only the venue's owner can remove members."],
  },
};

const METHODS = { list: "GET", view: "GET", create: "POST", update: "PATCH", delete: "DELETE" };

/** The operation of a record API request: list, view, create, update or delete. */
function operationOf(method, hasId) {
  if (method === "GET" || method === "HEAD") return hasId ? "view" : "list";
  if (method === "POST") return "create";
  if (method === "PATCH") return "update";
  return "delete";
}

/**
 * Throws a 403 with its message when the signed-in member's role may not do this request's
 * operation on `collection`; nothing for anyone else. A field read of the auth record, no query.
 * @param {core.RequestEvent} e
 * @param {string} collection
 */
function check(e, collection) {
  const auth = e.auth;
  if (!auth || auth.collection().name !== "staff") return;
  const op = operationOf(e.request.method, !!e.request.pathValue("id"));
  const guard = (GUARDS[collection] || {})[op];
  if (!guard) return;
  const staff = require(`${__hooks}/lib/team/staff.js`);
  if (!staff.may(auth.getString("role"), guard[0])) throw new ForbiddenError(guard[1]);
}

/**
 * Every route this adds: [method, path, collection]. Skips the ones that already have a route of
 * their own: the upload forms (lib/storage/upload-routes.js, which checks here too) and the order create
 * and edit.
 * @param {string[][]} taken [method, path] pairs routed elsewhere
 */
function routes(taken) {
  const out = [];
  const isTaken = (m, p) => taken.some((t) => t[0] === m && t[1] === p);
  for (const collection of Object.keys(GUARDS)) {
    for (const segment of [collection, COLLECTION_IDS[collection]]) {
      const seen = {};
      for (const op of Object.keys(GUARDS[collection])) {
        const method = METHODS[op];
        const path = "/api/collections/" + segment + "/records" + (op === "list" || op === "create" ? "" : "/{id}");
        if (seen[method + path] || isTaken(method, path)) continue;
        seen[method + path] = true;
        out.push([method, path, collection]);
      }
    }
  }
  return out;
}

/** The collection a record route's path names (by name or id; lower case: see routes()). */
function collectionOf(e) {
  const segment = String(e.request.url.path).split("/")[3];
  for (const name of Object.keys(COLLECTION_IDS)) if (segment === name || segment === COLLECTION_IDS[name]) return name;
  return "";
}

/**
 * A guarded route's handler: the role checked, then PocketBase's own record route. A create or
 * update without a session is answered as PocketBase answers it (each of these rules needs a
 * session, or is closed) before its body is read, so no anonymous client holds a hook VM while it
 * sends one. (PocketBase reads the body first: a malformed one from a guest was a 400 with another
 * message; the status is the same.)
 * @param {core.RequestEvent} e
 */
function route(e) {
  const method = e.request.method;
  // The board's Delete of an order: counted per account, before anything is read (its rule lets
  // sessions through, lib/team/staff-limit.js); without a session, the address's rule.
  if (e.auth && method === "DELETE" && collectionOf(e) === "orders") {
    require(`${__hooks}/lib/team/staff-limit.js`).countOrderRequest(e, "action");
  }
  check(e, collectionOf(e));
  if (!e.auth && (method === "POST" || method === "PATCH")) {
    if (Number(e.request.contentLength) !== 0) e.response.header().set("Connection", "close");
    // PocketBase's answers: a closed rule (null) is superusers' only; the others need a session.
    const c = e.app.findCachedCollectionByNameOrId(collectionOf(e));
    const rule = method === "POST" ? c.createRule : c.updateRule;
    if (rule === null || rule === undefined) throw new ForbiddenError("Only superusers can perform this action.", {});
    if (method === "POST") throw new BadRequestError("Failed to create record.", {});
    throw new NotFoundError("The requested resource wasn't found.", {});
  }
  // A list names the client's own venue in its filter (lib/access/list-scope.js): the same records, found
  // through the venue's index.
  if (method === "GET" && !e.request.pathValue("id")) {
    if (require(`${__hooks}/lib/access/list-scope.js`).scopeList(e, collectionOf(e))) return;
  }
  require(`${__hooks}/lib/storage/upload-routes.js`).passOn(e);
}

module.exports = { COLLECTION_IDS, GUARDS, check, routes, route, collectionOf };
