/// <reference path="types/pocketbase.d.ts" />
// Sales by staff member (docs/sales.md#by-staff-member), for the owner and managers, in Finished
// orders: ?from=&to=&tz= as GET /api/stats/finished (lib/sales/stats.js parseRange).

// GET /api/stats/staff -> {people, days}: the range's sales per staff member and per day.
routerAdd(
  "GET",
  "/api/stats/staff",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const range = require(`${__hooks}/lib/sales/stats.js`).parseRange(e.requestInfo().query || {});
    return e.json(200, require(`${__hooks}/lib/sales/staff-sales.js`).salesByStaff(e.app, venueId, range));
  },
  $apis.requireAuth("users", "staff"),
);

// GET /api/stats/staff/csv -> the per-day rows as CSV (Day, Staff member, Currency, Orders, Sales).
routerAdd(
  "GET",
  "/api/stats/staff/csv",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const range = require(`${__hooks}/lib/sales/stats.js`).parseRange(e.requestInfo().query || {});
    const body = "\uFEFF" + require(`${__hooks}/lib/sales/staff-sales.js`).salesByStaffCsv(e.app, venueId, range);
    e.response.header().set("Content-Disposition", 'attachment; filename="sales-by-staff.csv"');
    e.response.header().set("Cache-Control", "no-store");
    return e.blob(200, "text/csv; charset=utf-8", body);
  },
  $apis.requireAuth("users", "staff"),
);
