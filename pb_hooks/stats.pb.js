/// <reference path="types/pocketbase.d.ts" />
// Sales and stock figures for the signed-in owner's own venue (docs/sales.md). Every answer is about
// e.auth's venue only (the owner or a manager, lib/team/staff.js: a guest or a superuser token gets 401); nothing here
// takes a venue id from the request. Bounds: ?from=&to= in UTC 'yyyy-MM-dd HH:mm:ss' (from
// inclusive, to exclusive, the Finished orders page's semantics), ?tz= the viewer's UTC offset
// in minutes (day/hour buckets). A malformed bound is a 400; from after to is simply empty.

// GET /api/stats/finished[?page=N] -> totals per currency, series, top dishes, waiter calls, and
// with `page` that page of the range's orders (50, newest first): the whole Finished orders page
// in one request. Also `tabs` (tips and payment methods of table tabs) and, with `page`,
// `payments` ({orderId: {method, tipCents}} for the page's orders of a table tab).
routerAdd(
  "GET",
  "/api/stats/finished",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const stats = require(`${__hooks}/lib/sales/stats.js`);
    const query = e.requestInfo().query || {};
    const range = stats.parseRange(query);
    const page = stats.parsePage(query.page);
    const body = stats.finishedStats(e.app, venueId, range);
    // Table tabs (docs/table-tab.md): tips and payment methods, apart from sales.
    const tabs = require(`${__hooks}/lib/tab/visit-sales.js`);
    body.tabs = tabs.tabTotals(e.app, venueId, range);
    if (page) {
      body.items = stats.finishedPage(e.app, venueId, range, page, 50);
      // At a venue with tax added, what each guest owed (docs/tax-and-receipts.md#what-staff-see).
      const money = require(`${__hooks}/lib/money/money-rules.js`);
      for (const r of body.items) money.showDue(r);
      body.payments = tabs.paymentsOf(e.app, body.items);
    }
    return e.json(200, body);
  },
  $apis.requireAuth("users", "staff"),
);

// GET /api/stats/finished/csv -> the range's finished orders as CSV (for the accountant).
routerAdd(
  "GET",
  "/api/stats/finished/csv",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const stats = require(`${__hooks}/lib/sales/stats.js`);
    const range = stats.parseRange(e.requestInfo().query || {});
    const body = "\uFEFF" + stats.finishedCsv(e.app, venueId, range);
    e.response.header().set("Content-Disposition", 'attachment; filename="finished-orders.csv"');
    e.response.header().set("Cache-Control", "no-store");
    return e.blob(200, "text/csv; charset=utf-8", body);
  },
  $apis.requireAuth("users", "staff"),
);

// GET /api/stats/storage -> stock totals per item and unit (above 0) and the entry count.
// GET /api/stats/storage?page=N -> page N of the grouped list (docs/sales.md#storage): the visible
// groups' entries end to end, 100 a page; the groups the page shows and their entries (`items`).
routerAdd(
  "GET",
  "/api/stats/storage",
  (e) => {
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    const stats = require(`${__hooks}/lib/sales/stats.js`);
    const stock = require(`${__hooks}/lib/orders/stock.js`);
    const query = e.requestInfo().query || {};
    const range = stats.parseRange(query);
    const page = stats.parsePage(query.page);
    if (!page) return e.json(200, stock.storageStats(e.app, venueId, range));
    return e.json(200, stock.storageListPage(e.app, venueId, range, page, 100));
  },
  $apis.requireAuth("users", "staff"),
);
