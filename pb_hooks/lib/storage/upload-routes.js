// The upload forms' routes (docs/security-and-isolation.md#request-sizes): a dish's photo (create and
// update) and the venue's logo and cover (users update) take up to MAX_BYTES (5 MB and the form),
// while every other record create and update, and these ones' JSON, takes at most JSON_BYTES.
//
// Why routes of their own. PocketBase's generic record create and update
// (`/api/collections/{collection}/records[/{id}]`) bind their own body limit (32 MB plus the
// collection's file sizes, apis/record_crud.go dynamicCollectionBodyLimit, under the id that
// replaces our global 256 KB one) and decode the whole body (JSON, or a multipart form's values and
// `@jsonPayload`) before any rule or hook. The global limit (lib/shared/body-limits.js, id draftBodyLimit)
// is therefore 256 KB for them, and these routes take its place for the upload forms:
// - Go's ServeMux (1.22 precedence) prefers `POST /api/collections/dishes/records` to the generic
//   `{collection}` pattern, so the SDK's `collection('dishes').create(formData)` and
//   `collection('users').update(id, formData)` come here. The collections' ids are routed here too
//   (the superuser's dashboard addresses collections by id); any other spelling of a name reaches
//   the generic route, at 256 KB.
// - Each binds MAX_BYTES natively in place of the global 256 KB, then forward() below checks the
//   body before a byte of it is decoded: a multipart form is read by Go with at most JSON_BYTES of
//   values (the files go to temporary files, removed by Go's server after the request), anything
//   else is taken only with a Content-Length of at most JSON_BYTES.
// - Then the request goes to PocketBase's own generic route, unchanged: a second copy of
//   PocketBase's router that keepMux() built when the server started, before any hook file added
//   a route or a middleware (body-limits.pb.js): no 256 KB limit (the route's own MAX_BYTES
//   already bounds the body), no second gzip, none of these routes. So the rules, validation,
//   files, every onRecord*Request hook (dishes.pb.js, users.pb.js, storefront.pb.js, images.pb.js,
//   pin-guard.pb.js, relations.pb.js...), the enriched answer and realtime are PocketBase's own;
//   nothing was copied. That route's own middlewares run a second time (the auth token is read
//   again); the rate limiter and the request log run once, as before (noPathRateLimit()).
//
// What it costs: a hook VM for the length of an upload or JSON update of dishes and users (not a
// hot path: the guest's order, menu and realtime never come here); only signed-in requests: a
// request without a session is answered as the collections' rules answer it (400 for a create,
// 404 for an update) before its body is read, so no anonymous client holds a VM. A slow upload
// from a signed-in owner holds its VM for at most the server's 5 minute read timeout.
const MB = 1024 * 1024;
const MUX_KEY = "draftUploadMux";

// The collections' ids: PocketBase names a new collection "pbc_" + the CRC-32 of its type and name
// ("basedishes", migration 1764000000 created it so); users is PocketBase's own auth collection.
// The routes are registered before the database is open
// (tests/integration/record-body-limits.test.ts checks both ids).
const DISHES_ID = "pbc_1868475923";
const USERS_ID = "_pb_users_auth_";

/** Every upload route: [method, path]. */
const ROUTES = [
  ["POST", "/api/collections/dishes/records"],
  ["POST", "/api/collections/" + DISHES_ID + "/records"],
  ["PATCH", "/api/collections/dishes/records/{id}"],
  ["PATCH", "/api/collections/" + DISHES_ID + "/records/{id}"],
  ["PATCH", "/api/collections/users/records/{id}"],
  ["PATCH", "/api/collections/" + USERS_ID + "/records/{id}"],
];

/**
 * The server's start (body-limits.pb.js), before any hook file adds to the router: PocketBase's
 * routes and middlewares as they are then, kept for forward().
 * @param {core.ServeEvent} e
 */
function keepMux(e) {
  // A hook file's route already there would be in the copy too (and these routes would then call
  // themselves): refuse to start rather than serve that.
  if (e.router.hasRoute("GET", "/api/menu/{publicLink}")) {
    throw new Error("upload-routes: PocketBase's routes must be kept before the hook files add theirs");
  }
  $app.store().set(MUX_KEY, e.router.buildMux());
}

/**
 * In place of the global rate limiter (same id) on these routes: PocketBase's generic route counts
 * them by collection ("dishes:create"...) when forward() hands them over, as before; the path is not
 * counted a second time. What it runs is PocketBase's skipSuccessActivityLog (native): a request
 * that succeeds is logged once, by the generic route; one refused here is logged here.
 */
function noPathRateLimit() {
  const h = $apis.skipSuccessActivityLog();
  h.id = "pbRateLimit";
  return h;
}

/**
 * An upload route's handler: the body checked before anything decodes it, then PocketBase's own
 * record create or update (keepMux).
 * @param {core.RequestEvent} e
 */
function forward(e) {
  // A member whose role may not change the menu or the venue's settings: a 403 with a message
  // (lib/access/record-roles.js), before the body is read.
  const segment = String(e.request.url.path).split("/")[3];
  require(`${__hooks}/lib/access/record-roles.js`).check(
    e,
    segment === "dishes" || segment === DISHES_ID ? "dishes" : "users",
  );
  const limits = require(`${__hooks}/lib/shared/body-limits.js`);
  const create = e.request.method === "POST";
  const length = Number(e.request.contentLength);
  const refuse = (err) => {
    if (length !== 0) e.response.header().set("Connection", "close");
    return err;
  };
  // Both collections' rules refuse a request without a session (dishes: "@request.auth.id != ''
  // && ...", users update: "id = @request.auth.id"): PocketBase's answers, without the body.
  if (!e.auth) {
    if (create) throw refuse(new BadRequestError("Failed to create record.", {}));
    throw refuse(new NotFoundError("The requested resource wasn't found.", {}));
  }
  const type = String(e.request.header.get("Content-Type") || "").toLowerCase();
  if (type.indexOf("multipart/form-data") === 0) {
    try {
      // Go's multipart reader keeps maxMemory + 10 MB of values in memory and files past maxMemory
      // on disk: this keeps at most JSON_BYTES of values (and part headers), every file on disk.
      e.request.parseMultipartForm(limits.JSON_BYTES - 10 * MB);
    } catch (err) {
      const message = String(err && err.message ? err.message : err);
      if (/too large/i.test(message)) {
        throw refuse(new ApiError(413, "Request entity too large: at most 256 KB besides the files, 5 MB in all.", {}));
      }
      throw refuse(new BadRequestError("Failed to read the submitted data.", {}));
    }
  } else if (length < 0) {
    throw refuse(new ApiError(411, "Send the request with its length (Content-Length).", {}));
  } else if (length > limits.JSON_BYTES) {
    throw refuse(new ApiError(413, "Request entity too large", {}));
  }
  passOn(e);
}

/**
 * Hands the request to PocketBase's own route (keepMux): also the role-guarded record routes'
 * (lib/access/record-roles.js).
 * @param {core.RequestEvent} e
 */
function passOn(e) {
  const mux = $app.store().get(MUX_KEY);
  if (!mux) throw new InternalServerError("The upload routes are not ready.", {});
  mux.serveHTTP(e.response, e.request);
}

module.exports = { ROUTES, DISHES_ID, USERS_ID, MUX_KEY, keepMux, noPathRateLimit, forward, passOn };
