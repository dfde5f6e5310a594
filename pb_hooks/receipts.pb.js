/// <reference path="types/pocketbase.d.ts" />
// Receipts (docs/tax-and-receipts.md#receipts): the guest's by its token, the staff's of their own
// venue, its e-mail, and a receipt job for the station's printer (lib/money/receipt-routes.js).

// GET /api/receipts/{id}?key= -> {id, receipt, canEmail}: the paying guest's phone (404 otherwise).
routerAdd("GET", "/api/receipts/{id}", (e) => require(`${__hooks}/lib/money/receipt-routes.js`).guestReceipt(e));

// GET /api/orders/{id}/receipt (X-Guest-Token) -> {token}: the order's receipt token (null: none yet) for the phone
// that placed it (a takeaway order handed over or paid online); 404 otherwise. Rate-limited per
// address (pb_migrations/1771090000_order_receipt_rate_limit.js).
routerAdd("GET", "/api/orders/{id}/receipt", (e) => require(`${__hooks}/lib/money/receipt-routes.js`).orderReceipt(e));

// POST /api/receipts/{id}/email {key, email} -> {sent}: capped per receipt, address and visit.
routerAdd(
  "POST",
  "/api/receipts/{id}/email",
  (e) => require(`${__hooks}/lib/money/receipt-routes.js`).mailReceipt(e),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// GET /api/venue/receipts?visit=|order=|number= -> {items}: the venue's owner, managers and waiters.
routerAdd(
  "GET",
  "/api/venue/receipts",
  (e) => require(`${__hooks}/lib/money/receipt-routes.js`).staffList(e),
  $apis.requireAuth("users", "staff"),
);

// GET /api/venue/receipts/{id} -> {id, receipt}: one of the venue's receipts.
routerAdd(
  "GET",
  "/api/venue/receipts/{id}",
  (e) => require(`${__hooks}/lib/money/receipt-routes.js`).staffReceipt(e),
  $apis.requireAuth("users", "staff"),
);

// POST /api/venue/receipts/{id}/print {printer?} -> {job}: prints it at the station's printer (the
// venue's first printer when none is named) through the print agent.
routerAdd(
  "POST",
  "/api/venue/receipts/{id}/print",
  (e) => require(`${__hooks}/lib/money/receipt-routes.js`).staffPrint(e),
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/venue/receipts/{id}/refund {amountCents} -> {id, receipt}: a cash refund of a receipt not
// paid online, whole or part, by the owner or a manager (PIN-gated when a PIN is set); its credit
// receipt (lib/money/cash-refunds.js). 400 for an amount from 1 to what is left, 409 when nothing is.
routerAdd(
  "POST",
  "/api/venue/receipts/{id}/refund",
  (e) => require(`${__hooks}/lib/money/receipt-routes.js`).staffRefund(e),
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// A deleted venue leaves no receipt nor receipt counter behind (as its sales copies,
// orders-sales.pb.js): the plain tables have no cascade of their own.
onRecordDelete((e) => {
  const id = e.record.id;
  e.next();
  e.app.db().newQuery("DELETE FROM receipts WHERE venue = {:v}").bind({ v: id }).execute();
  e.app.db().newQuery("DELETE FROM receipt_counters WHERE venue = {:v}").bind({ v: id }).execute();
}, "users");
