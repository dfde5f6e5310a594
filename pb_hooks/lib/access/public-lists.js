// The public list of dishes (GET /api/collections/dishes/records, the spec's "Public list: sort
// +order"; docs/security-and-isolation.md#menu-size) and a guest's list of their orders, for a
// client that is not signed in: at most MAX_PER_PAGE records a page. A dish can carry about 175 KB (option groups and translations at their
// largest), and the list spans every venue: PocketBase's own cap of 1,000 a page let one anonymous
// request gather 175 MB (100 dishes of 175 KB already answered 17.5 MB and took 110 MB of the
// server's memory). The guest's menu is GET /api/menu; a signed-in owner's lists are unchanged.
//
// Like the upload routes (lib/storage/upload-routes.js), these are routes of their own, more specific than
// PocketBase's generic `{collection}` route, which hand the request (its perPage lowered) to
// PocketBase's own list through the router kept at the server's start: its rules, filters, fields
// and answer are PocketBase's.
const MAX_PER_PAGE = 50;

/**
 * Every spelling PocketBase takes for a collection `name` (it finds a collection by its name with
 * Go's strings.EqualFold, which also folds "s" with "ſ" and "k" with the Kelvin sign): all of them
 * must come here, or another spelling would reach the generic route with PocketBase's 1,000.
 */
function spellings(name) {
  const extra = { s: "\u017f", k: "\u212a" };
  let out = [""];
  for (const ch of name) {
    const choices = ch.toLowerCase() + ch.toUpperCase() + (extra[ch.toLowerCase()] || "");
    const next = [];
    for (const prefix of out) for (const c of choices) next.push(prefix + c);
    out = next;
  }
  return out;
}

/**
 * [method, path] of each route: the collection by every spelling of its name, and by its id. The
 * dishes, and the orders: a guest lists their own (X-Guest-Token), each of up to 100 KB of lines,
 * and chooses the token; 1,000 of them a page was 100 MB. The guest's page lists them with the
 * SDK's getFullList, which asks for the next page while a page is full: it gets them all.
 */
function routes() {
  const ids = require(`${__hooks}/lib/storage/upload-routes.js`);
  const orders = require(`${__hooks}/lib/orders/order-create.js`).collectionSegments();
  // The venue's own lists (lib/access/list-scope.js) by every other spelling of their names: the
  // lower-case name and the id are lib/access/record-roles.js routes, which scope them too. (Push devices
  // are few; push_subscriptions has 884,736 spellings.)
  const owned = [];
  for (const name of SCOPED) for (const s of spellings(name)) if (s !== name) owned.push(s);
  return spellings("dishes")
    .concat([ids.DISHES_ID])
    .concat(orders)
    .concat(owned)
    .map((segment) => ["GET", "/api/collections/" + segment + "/records"]);
}

/** The venue's own collections listed here under their other spellings (see routes()). */
const SCOPED = ["tables", "storage", "activity"];

/** The collection a path segment names: "orders", one of SCOPED, or "" (dishes, or not ours). */
function collectionOfSegment(segment) {
  if (segment === require(`${__hooks}/lib/orders/order-create.js`).ORDERS_ID) return "orders";
  const name = segment
    .replace(/\u017f/g, "s")
    .replace(/\u212a/g, "k")
    .toLowerCase();
  return name === "orders" || SCOPED.indexOf(name) >= 0 ? name : "";
}

/** The list, with perPage at most MAX_PER_PAGE for a client that is not signed in. */
function forward(e) {
  if (!e.auth) {
    const query = e.request.url.query();
    const asked = Number(query.get("perPage"));
    if (query.get("perPage") !== "" && Number.isFinite(asked) && asked > MAX_PER_PAGE) {
      query.set("perPage", String(MAX_PER_PAGE));
      e.request.url.rawQuery = query.encode();
    }
  }
  // A list of orders (or of a venue's tables, stock or activity) names the client's own venue or
  // guest token in its filter (lib/access/list-scope.js).
  const collection = collectionOfSegment(String(e.request.url.path).split("/")[3]);
  // The board's and the kitchen's list of the live orders, reloaded on each event: counted per
  // account (its rule lets sessions through, lib/team/staff-limit.js); a guest's list per address.
  if (collection === "orders" && e.auth) require(`${__hooks}/lib/team/staff-limit.js`).countOrderRequest(e, "read");
  if (collection && require(`${__hooks}/lib/access/list-scope.js`).scopeList(e, collection)) return;
  const mux = $app.store().get(require(`${__hooks}/lib/storage/upload-routes.js`).MUX_KEY);
  if (!mux) throw new InternalServerError("The list routes are not ready.", {});
  mux.serveHTTP(e.response, e.request);
}

module.exports = { MAX_PER_PAGE, spellings, routes, forward, collectionOfSegment };
