// Lists of a venue's own records (orders, tables, storage, activity, push devices) name the venue in
// their filter, so that SQLite finds them through the venue's index.
//
// Each of those collections' list rule is an OR of who may read: the owner (`user =
// @request.auth.id`), a member of the venue's team with the right role (`user =
// @request.auth.venue`), and for orders a guest (`guestToken = @request.headers.x_guest_token`).
// PocketBase runs the rule with bound parameters, and SQLite cannot use an index for an OR whose
// branches hold parameters it cannot fold before the query runs: it reads the whole table, every
// record of every venue, until it has a page. The app's own lists name the venue in their filter
// (src/data), which SQLite does use; a client that leaves it out (a free owner account, or anybody
// with a guest token, or nobody at all) made the server read every order of the server per request:
// about a second of CPU for 1,000,000 orders, and the count of the total on top.
//
// So a list request's filter starts with the venue it reads, as a condition ANDed to the rest:
// - a filter that starts with `user = '<id>'` (every list of the app's) keeps it, made a condition
//   of its own (`user = "<id>" && (filter)`);
// - otherwise a signed-in owner or member gets their own venue, the very condition the rule grants;
// - orders with a guest token and no venue are refused (400): a guest's orders are listed one venue
//   at a time (the guest's page does), and the token cannot be the condition, since it is a hidden
//   field, which PocketBase lets no client filter by;
// - a client the rule grants nothing (no session, no guest token) is answered at once with an
//   empty page, as PocketBase's list would answer it, without a query. (PocketBase's list also
//   sleeps up to 500 ms on an empty answer to a filtered list after three a client made in 3 s,
//   apis/record_crud.go randomizedThrottle; behind a hook's route that sleep holds a hook VM.)
// The records listed are the rule's; only how SQLite finds them changes (except for a filter that
// names a venue and then ORs with records of another: it keeps to the venue it names). Superusers'
// lists are unchanged. tests/integration/list-scope.test.ts holds it.

const ID = /^[a-z0-9]{15}$/;
// A filter that starts by naming the venue: `user = '<id>'` (or "<id>"), then nothing or `&&`.
const LEADING_VENUE = /^\(?\s*user\s*=\s*(['"])([a-z0-9]{15})\1\s*(\)|&&|$)/;

const SCOPED = ["orders", "tables", "storage", "activity", "push_subscriptions"];

/**
 * The filter a non-superuser's list of `collection` runs with (see the header), or null to leave
 * the request as it is. Throws a 400 for a guest's orders that name no venue.
 * @param {core.RequestEvent} e
 * @param {string} collection the collection's name
 * @param {string} filter the client's filter
 * @returns {string | null}
 */
function scopedFilter(e, collection, filter) {
  if (e.hasSuperuserAuth() || SCOPED.indexOf(collection) < 0) return null;
  const and = (term) => (filter ? term + " && (" + filter + ")" : term);
  const named = LEADING_VENUE.exec(filter);
  if (named) return and('user = "' + named[2] + '"');
  // The owner's venue is their own record; a member's is on theirs (lib/team/staff.js actorOf).
  const actor = require(`${__hooks}/lib/team/staff.js`).actorOf(e.auth);
  const venue = actor && ID.test(String(actor.venue)) ? String(actor.venue) : "";
  const token = collection === "orders" ? String(e.request.header.get("X-Guest-Token") || "") : "";
  if (token && require(`${__hooks}/lib/shared/domain.js`).isGuestToken(token)) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "filter",
      "List a guest's orders one venue at a time: start the filter with user = '<the venue's id>'.",
    );
  }
  if (venue) return and('user = "' + venue + '"');
  return NOTHING;
}

/** scopedFilter's answer for a client the rule grants nothing. */
const NOTHING = "\u0000nothing";

/**
 * Gives a list request (GET without a record id) of `collection` its scoped filter (scopedFilter).
 * Returns true when it answered the request itself (an empty page: see NOTHING); then the caller
 * must not pass it on.
 * @param {core.RequestEvent} e
 * @param {string} collection
 * @returns {boolean}
 */
function scopeList(e, collection) {
  const query = e.request.url.query();
  const filter = String(query.get("filter") || "").trim();
  const scoped = scopedFilter(e, collection, filter);
  if (scoped === null) return false;
  if (scoped === NOTHING) {
    // PocketBase's empty page (search.Result): page and perPage as its list reads them.
    const page = Math.max(1, Math.floor(Number(query.get("page")) || 1));
    let perPage = Math.floor(Number(query.get("perPage")) || 0);
    if (perPage <= 0) perPage = 30;
    if (perPage > 1000) perPage = 1000;
    const skip = ["1", "true", "t"].indexOf(String(query.get("skipTotal")).toLowerCase()) >= 0;
    e.json(200, { items: [], page: page, perPage: perPage, totalItems: skip ? -1 : 0, totalPages: skip ? -1 : 0 });
    return true;
  }
  query.set("filter", scoped);
  e.request.url.rawQuery = query.encode();
  return false;
}

module.exports = { scopedFilter, scopeList, NOTHING };
