/// <reference path="types/pocketbase.d.ts" />
// Pay from the phone (docs/payments.md). Every route answers 404 on a server whose operator did not
// configure Stripe (lib/payments/payments-provider.js): nothing of this exists there. The handlers are in
// lib/payments/payments-routes.js (each says what it answers).
(() => {
  const small = require(`${__hooks}/lib/shared/body-limits.js`).small();
  // The venue's routes (Settings > Online payment, the Orders page), PIN-gated like the rest of
  // Settings where they change anything. The two GETs answer an empty view on a server without
  // payments (the app asks on every load: an answer, not a 404 in the browser's console).
  const auth = $apis.requireAuth("users");
  routerAdd("GET", "/api/payments/venue", (e) => require(`${__hooks}/lib/payments/payments-routes.js`).venue(e), auth);
  routerAdd(
    "POST",
    "/api/payments/connect",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).connect(e),
    auth,
    small,
  );
  routerAdd(
    "POST",
    "/api/payments/refresh",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).refresh(e),
    auth,
    small,
  );
  routerAdd(
    "POST",
    "/api/payments/settings",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).settings(e),
    auth,
    small,
  );
  routerAdd(
    "POST",
    "/api/payments/disconnect",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).disconnect(e),
    auth,
    small,
  );
  // Orders > Online payments: the owner and managers (lib/team/staff.js "manage") list and refund; the
  // other roles see no list and get a 403 on a refund.
  const team = $apis.requireAuth("users", "staff");
  routerAdd("GET", "/api/payments", (e) => require(`${__hooks}/lib/payments/payments-routes.js`).list(e), team);
  routerAdd(
    "POST",
    "/api/payments/{id}/refund",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).refund(e),
    team,
    small,
  );

  // Guests: a share's checkout (a member of the visit), "Pay and order" (payFirst, no tabs: the
  // order is stored, and reaches the board, only when the provider's webhook confirms; up to 256 KB
  // like any guest order), the receipt (its key is in the return URL) and its e-mail.
  routerAdd(
    "POST",
    "/api/visits/{id}/checkout",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).checkout(e),
    small,
  );
  routerAdd(
    "POST",
    "/api/payments/order",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).order(e),
    $apis.bodyLimit(256 * 1024),
  );
  routerAdd("GET", "/api/payments/{id}/receipt", (e) =>
    require(`${__hooks}/lib/payments/payments-routes.js`).receipt(e),
  );
  routerAdd(
    "POST",
    "/api/payments/{id}/receipt/email",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).mailReceipt(e),
    small,
  );

  // The provider's signed events (up to 256 KB).
  routerAdd(
    "POST",
    "/api/payments/webhook",
    (e) => require(`${__hooks}/lib/payments/payments-routes.js`).webhook(e),
    $apis.bodyLimit(256 * 1024),
  );
})();

// The payment fields of a venue are the server's: an owner's own record update cannot set them.
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const before = e.record.original();
    for (const f of ["stripeAccount", "stripeReady", "stripeCountry", "paymentsOn", "payOnline", "payFirst"]) {
      if (String(e.record.get(f)) !== String(before.get(f))) {
        throw new ForbiddenError("Online payment is set in Settings > Online payment.");
      }
    }
  }
  e.next();
}, "users");
