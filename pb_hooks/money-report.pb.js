/// <reference path="types/pocketbase.d.ts" />
// The accountant's view (docs/tax-and-receipts.md#reports), for the owner and managers, in Finished
// orders: ?from=&to=&tz= as GET /api/stats/finished (lib/sales/stats.js parseRange).

// GET /api/stats/money -> {currency, days, period}: net sales, service charge, tax per rate and tips
// per local day and for the range (lib/money/money-report.js).
routerAdd(
  "GET",
  "/api/stats/money",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const range = require(`${__hooks}/lib/sales/stats.js`).parseRange(e.requestInfo().query || {});
    return e.json(200, require(`${__hooks}/lib/money/money-report.js`).moneyReport(e.app, venueId, range));
  },
  $apis.requireAuth("users", "staff"),
);

// GET /api/stats/money/csv -> the same as CSV, a day per row and the period's row last.
routerAdd(
  "GET",
  "/api/stats/money/csv",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const range = require(`${__hooks}/lib/sales/stats.js`).parseRange(e.requestInfo().query || {});
    const body = "\uFEFF" + require(`${__hooks}/lib/money/money-report.js`).moneyReportCsv(e.app, venueId, range);
    e.response.header().set("Content-Disposition", 'attachment; filename="tax-and-service.csv"');
    e.response.header().set("Cache-Control", "no-store");
    return e.blob(200, "text/csv; charset=utf-8", body);
  },
  $apis.requireAuth("users", "staff"),
);
