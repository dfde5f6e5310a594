/// <reference path="types/pocketbase.d.ts" />
// Owner updates of an order (docs/ordering.md#order-states, #edit-order): lib/orders/order-edit.js.
//
// Its route: PATCH /api/collections/orders/records/{id} is served here, not by PocketBase's
// generic record update, so that it has a body limit that fits a real order (the guest's create
// has the same, orders-create.pb.js says why): PocketBase's own update reads and decodes a body of
// up to 32 MB before any hook runs. Every spelling of the collection and its id are routed here
// too (lib/orders/order-create.js collectionSegments).
(() => {
  const orders = require(`${__hooks}/lib/orders/order-create.js`);
  // The size is checked by the route itself (lib/orders/order-create.js checkBodySize), so no native
  // limit takes its place: neither PocketBase's 32 MB nor the global one (lib/shared/body-limits.js).
  const noLimit = $apis.bodyLimit(0);
  const noGlobalLimit = require(`${__hooks}/lib/shared/body-limits.js`).routeLimit(0);
  for (const segment of orders.collectionSegments()) {
    routerAdd(
      "PATCH",
      "/api/collections/" + segment + "/records/{id}",
      (e) => require(`${__hooks}/lib/orders/order-edit.js`).route(e),
      noLimit,
      noGlobalLimit,
    );
  }
})();

// PocketBase's record update of an order: only reached through the batch API (off unless an
// operator turns it on); the same checks. The relation check runs first (relations.pb.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/orders/order-edit.js`).edit(e);
}, "orders");
