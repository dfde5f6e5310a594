// Request body limits (docs/security-and-isolation.md#request-sizes). PocketBase reads and decodes
// a request's whole body before its handlers look at it: for a record create or update before the
// collection's rules and before any hook, up to 32 MB plus the collection's file sizes, from
// anybody. A JSON body of 30 MB of `{}` cost 27 s of CPU and 2.3 GB. Everything here is PocketBase's
// native bodyLimit middleware (Go: it holds no hook VM and reads nothing past the limit; a body
// whose Content-Length is over it is a 413 before a byte is read).
//
// - Every route but PocketBase's generic record create and update: at most JSON_BYTES (json()),
//   bound globally under PocketBase's own id (pbBodyLimit) in place of its 32 MB default. The
//   record create and update routes bind their own limit under that id (32 MB plus the
//   collection's file sizes, apis/record_crud.go), which takes the place of this one there; so do
//   the routes below that bind one of their own. This holds sign-in, the verification and reset
//   routes, OTP and OAuth2, realtime subscriptions and the superuser's routes to 256 KB.
// - Every route: at most JSON_BYTES again, as a global middleware under an id of its own (ID), so
//   that it nests with, and is not replaced by, the limit PocketBase binds to each record route.
//   This is what holds PocketBase's generic record create and update to 256 KB, for every
//   collection and anybody: they decode a whole JSON body (or a form's values) before any rule or
//   hook, and 5 MB of small values cost 1 to 2 s and 150 to 200 MB (a sign-up, anonymous).
//   A route allowed more binds a limit under the same id, which takes the place of the global one
//   there (tools/hook Hook.Bind): the menu import (64 MB, menu-import.pb.js), the push worker's
//   sync (1 MB, push.pb.js), and the upload forms at MAX_BYTES (the largest photo or logo, 5 MB,
//   and its form): a dish's create and update and the venue's update have routes of their own
//   (lib/storage/upload-routes.js says how: more specific than the generic `{collection}` route, they hold
//   a form's values and any JSON to JSON_BYTES before anything decodes them, then hand the
//   request to PocketBase's own create or update, through a copy of PocketBase's router kept when
//   the server starts). Not chosen: a JS middleware on every request (it would hold a hook VM for
//   the life of each realtime stream), our own copy of PocketBase's create and update (rules,
//   modifiers, files, manage access, hooks: all would have to be redone and kept in step), or a
//   native way (none: no native middleware looks at the content type, and PocketBase's record
//   route binds its own limit, which cannot be lowered).
//   PocketBase's own superuser backup upload and an operator's batch API are held to JSON_BYTES
//   too: put a backup in pb_data/backups instead.
// - Our JSON routes (PIN, combine, venue links, support, the push worker): SMALL_BYTES each, bound
//   under PocketBase's id (small()), which replaces its global 32 MB there.
// - The order routes: lib/orders/order-create.js MAX_BODY_BYTES.
const MB = 1024 * 1024;
const ID = "draftBodyLimit";
const MAX_BYTES = 5 * MB + 256 * 1024;
const SMALL_BYTES = 64 * 1024;
const JSON_BYTES = 256 * 1024;

/** The global limit (body-limits.pb.js), or a route's own in its place (`bytes` more or less). */
function routeLimit(bytes) {
  const h = $apis.bodyLimit(bytes);
  h.id = ID;
  return h;
}

/** A small JSON route's own limit, in place of PocketBase's 32 MB default (same id). */
function small() {
  return $apis.bodyLimit(SMALL_BYTES);
}

/**
 * The limit of every route that takes no upload (body-limits.pb.js): PocketBase's id, so that the
 * record create and update routes' own limit, and any route's own, takes its place.
 */
function json() {
  return $apis.bodyLimit(JSON_BYTES);
}

module.exports = { ID, MAX_BYTES, SMALL_BYTES, JSON_BYTES, routeLimit, small, json };
