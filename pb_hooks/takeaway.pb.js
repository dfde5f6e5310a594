/// <reference path="types/pocketbase.d.ts" />
// Takeaway and order-ahead (docs/takeaway.md): the venue's settings (owner and managers, PIN-gated
// like the rest of Settings) and the guest's list of today's pickup slots. The order itself goes
// through the guest order create (lib/orders/order-create.js, tableSlug "takeaway"); lib/takeaway/takeaway.js has
// the rules' server side.
(() => {
  const small = require(`${__hooks}/lib/shared/body-limits.js`).small();
  const auth = $apis.requireAuth("users");
  routerAdd("GET", "/api/venue/takeaway", (e) => require(`${__hooks}/lib/takeaway/takeaway-routes.js`).read(e), auth);
  routerAdd(
    "POST",
    "/api/venue/takeaway",
    (e) => require(`${__hooks}/lib/takeaway/takeaway-routes.js`).save(e),
    auth,
    small,
  );
  routerAdd("GET", "/api/takeaway/{link}/slots", (e) => require(`${__hooks}/lib/takeaway/takeaway-routes.js`).slots(e));
  // "Notify me when it's ready": a guest's push subscription for one order (lib/push/guest-push.js).
  routerAdd("POST", "/api/takeaway/push", (e) => require(`${__hooks}/lib/push/guest-push.js`).register(e), small);
})();

// A takeaway order's pickup fields in every answer that lists or reads it (the board, the kitchen,
// Finished orders, the guest's own orders); a table order's JSON is exactly as before (hidden).
// In the same hook (one per record read): at a venue with tax added, what the guest owes
// (`due`, docs/tax-and-receipts.md#what-staff-see).
onRecordEnrich((e) => {
  require(`${__hooks}/lib/takeaway/takeaway.js`).showPickup(e.record);
  require(`${__hooks}/lib/money/money-rules.js`).showDue(e.record);
  e.next();
}, "orders");
