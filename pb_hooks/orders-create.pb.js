/// <reference path="types/pocketbase.d.ts" />
// Guest order create (docs/ordering.md#server-pricing): lib/orders/order-create.js. The server is the
// authority: the venue from the public link, the table checked, every line re-priced from the dish
// records, sold-out and serving-window refusals, the total recomputed, idempotent sends.
//
// Its route: POST /api/collections/orders/records is served here, not by PocketBase's generic
// record create, so that it has a body limit that fits a real order (lib/orders/order-create.js
// checkBodySize: by the declared length, before a byte is read). PocketBase's own create
// reads and decodes a body of up to 32 MB before any hook runs: one 10 MB order cost seconds of CPU
// and hundreds of MB (tests/integration/request-size.test.ts). Go's ServeMux prefers this literal
// path to the generic `{collection}` one; PocketBase finds a collection by any spelling of its
// name or by its id, so every spelling and the id are routed here too (superusers only).
// The rate limit: the global limiter sees this route by its path ("POST
// /api/collections/orders/records", migration 1765100000 copies the "orders:create" rules to it).
(() => {
  const orders = require(`${__hooks}/lib/orders/order-create.js`);
  // The size is checked by the route itself (lib/orders/order-create.js checkBodySize), so no native
  // limit takes its place: neither PocketBase's 32 MB nor the global one (lib/shared/body-limits.js).
  const noLimit = $apis.bodyLimit(0);
  const noGlobalLimit = require(`${__hooks}/lib/shared/body-limits.js`).routeLimit(0);
  // Not gzip-compressed: the answer is one order (well under a kilobyte), and the global gzip
  // middleware costs each request it passes two resets of its 650 KB compressor whatever it writes
  // (apis/middlewares_gzip.go, 0.39.0): about 3% of a guest order's CPU (docs/PERFORMANCE.md, 26 Nov).
  // PocketBase's skip-success-log middleware takes its place, as on the realtime stream
  // (public.pb.js says how). A successful create was not logged anyway (lib/orders/order-create.js); a
  // refused one still is. tests/integration/compression.test.ts holds it.
  const noGzip = $apis.skipSuccessActivityLog();
  for (const segment of orders.collectionSegments()) {
    routerAdd(
      "POST",
      "/api/collections/" + segment + "/records",
      (e) => require(`${__hooks}/lib/lib.js`)("orders/order-create").route(e),
      noLimit,
      noGlobalLimit,
      noGzip,
    );
  }
})();

// PocketBase's record create of an order: only reached through the batch API (off unless an
// operator turns it on); the same create, with the same bounds on the lines before they are parsed.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/lib.js`)("orders/order-create").create(e);
}, "orders");
