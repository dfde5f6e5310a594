/// <reference path="types/pocketbase.d.ts" />
// The monthly order count against the free 500 (lib/orders/monthly-orders.js, docs/operations.md#monthly-orders).

// GET /api/venue/monthly-orders: the signed-in owner's counts this month
// ({ month, orders, waiterCalls, testOrders, free }), for Settings.
routerAdd(
  "GET",
  "/api/venue/monthly-orders",
  (e) => {
    const counts = require(`${__hooks}/lib/orders/monthly-orders.js`).venueMonth(
      e.app,
      require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage"),
      0,
    );
    e.response.header().set("Cache-Control", "no-store");
    return e.json(200, counts);
  },
  $apis.requireAuth("users", "staff"),
);

// GET /api/ops/venues-over-limit.csv: the operator's report (lib/ops/ops.js isOperator, 401 otherwise):
// one row per venue past the free orders, this month and last month.
routerAdd("GET", "/api/ops/venues-over-limit.csv", (e) => {
  const ops = require(`${__hooks}/lib/ops/ops.js`);
  if (!ops.isOperator(e)) {
    e.response.header().set("WWW-Authenticate", 'Bearer realm="operator"');
    return e.json(401, { status: 401, message: "The operator token is required.", data: {} });
  }
  const monthly = require(`${__hooks}/lib/orders/monthly-orders.js`);
  const cell = require(`${__hooks}/lib/sales/csv.js`).textCell;
  const rows = monthly.venuesPast(e.app, 0).concat(monthly.venuesPast(e.app, -1));
  let csv = "month,venue_id,venue_name,public_link,orders,waiter_calls,test_orders\r\n";
  for (const r of rows)
    csv +=
      [r.month, r.venue, r.name, r.link, String(r.orders), String(r.waiterCalls), String(r.testOrders)]
        .map(cell)
        .join(",") + "\r\n";
  e.response.header().set("Cache-Control", "no-store");
  e.response.header().set("Content-Disposition", 'attachment; filename="venues-over-limit.csv"');
  return e.blob(200, "text/csv; charset=utf-8", csv);
});
