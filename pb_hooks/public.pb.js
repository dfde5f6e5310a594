/// <reference path="types/pocketbase.d.ts" />
// Everything that is not the API: the built app (dist/) and the server-rendered guest menu
// (docs/guest-page.md#first-paint-from-the-first-response). This replaces the static route the
// launcher's --publicDir would add (PocketBase adds it only when no hook has registered GET
// /{path...}; examples/base/main.go).
//
// - Every response is gzip-compressed when the browser accepts it: the native $apis.gzip()
//   middleware, global. It is Go, not JS, so it holds no hook VM (plugins/jsvm/binds.go passes
//   native middlewares through unwrapped). Except a realtime stream (below).
// - /assets/* (content-hashed by Vite): cached for a year, immutable.
// - /{publicLink}/{table}: the guest menu with the venue's menu already rendered (lib/menu/guest-page.js).
// - /api/...: no route of PocketBase or a hook serves it, so PocketBase's JSON 404.
// - Anything else: the file, or index.html (the SPA fallback), revalidated on every use.

// Realtime streams are not compressed, and must not pass the gzip middleware at all: it takes a
// gzip.Writer from its pool for the whole life of the request, and a pooled writer carries the
// ~650 KB flate compressor of its last use (even a response without a body builds one when its
// writer closes). A stream kept one per connection: about 300 KB per connected screen.
// PocketBase offers no per-route exclusion for a global middleware, but a route's own middleware
// replaces a global one with the same id (tools/hook Hook.Bind), and PocketBase binds its
// "skip success activity log" middleware to exactly the routes that must not be compressed:
// GET /api/realtime (and the superuser logs API, the dashboard's extensions.js, the OAuth2
// redirect and our push worker's sync). So the gzip middleware is bound under that id: on those
// routes PocketBase's own skip-log middleware takes its place. tests/integration/compression.test.ts
// holds both halves (JSON compressed, streams not).
const gzip = $apis.gzip();
gzip.id = $apis.skipSuccessActivityLog().id;
routerUse(gzip);

routerAdd("GET", "/{path...}", (e) => {
  const dist = require(`${__hooks}/lib/menu/guest-page.js`).distDir();
  const path = String(e.request.url.escapedPath());
  // No file or page of the app has a path this long: not split or decoded segment by segment.
  if (path.length > 2048) throw new NotFoundError();
  const segments = path
    .split("/")
    .filter((s) => s !== "")
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch (_) {
        return s;
      }
    });
  // Nothing under /api/ is the app: a path no route serves there is PocketBase's JSON 404, not the
  // SPA's index.html (routes registered under /api/, by PocketBase or a hook, are more specific
  // patterns than this one and never get here).
  if (segments[0] === "api") throw new NotFoundError();
  const name = segments.join("/");
  let file = null;
  if (name !== "" && !/(^|\/)\.\.?(\/|$)/.test(name)) {
    try {
      const info = $os.stat($filepath.join(dist, name));
      if (!info.isDir()) file = info;
    } catch (_) {
      // not a file of the build: a guest menu, or the SPA fallback below
    }
  }
  const { isReserved } = require(`${__hooks}/lib/shared/slug.js`);
  if (!file && segments.length === 2 && !isReserved(segments[0])) {
    if (require(`${__hooks}/lib/menu/guest-page.js`).serveGuestPage(e, segments[0], segments[1])) return;
  }
  const h = e.response.header();
  // The same bytes for every origin (the CORS middleware answers "*"): without "Vary: Origin" the
  // service worker's copy of a file (fetched without an Origin header) comes from the HTTP cache
  // instead of the network again.
  h.set("Vary", "Accept-Encoding");
  const accepts = String(e.request.header.get("Accept-Encoding") || "");
  if (file && segments[0] === "assets") {
    h.set("Cache-Control", "public, max-age=31536000, immutable");
    const copy = require(`${__hooks}/lib/shared/precompressed.js`).precompressed(dist, name, accepts, false);
    if (copy) return copy(e);
  } else if (file && segments[0] === "fonts" && segments.length === 2) {
    // The receipt PDF's fonts (up to 4 MB, src/components/receipt-pdf-unicode.ts): only the build's
    // compressed copies are sent. Compressing such a file on each request costs 0.4 s of a core,
    // and nothing limits how often anybody fetches a static file.
    const etag = '"' + file.size().toString(36) + "-" + file.modTime().unixMilli().toString(36) + '"';
    h.set("ETag", etag);
    h.set("Cache-Control", "public, max-age=86400");
    if (String(e.request.header.get("If-None-Match") || "") === etag) return e.noContent(304);
    const copy = require(`${__hooks}/lib/shared/precompressed.js`).precompressed(dist, name, accepts, true);
    if (copy) return copy(e);
  } else {
    // http.ServeContent answers If-None-Match with 304 when an ETag is set before it runs.
    try {
      const served = file || $os.stat($filepath.join(dist, "index.html"));
      h.set("ETag", '"' + served.size().toString(36) + "-" + served.modTime().unixMilli().toString(36) + '"');
    } catch (_) {
      // no build at all: the static handler answers 404
    }
    h.set("Cache-Control", "no-cache");
  }
  return $apis.static($os.dirFS(dist), true)(e);
});
