/// <reference path="types/pocketbase.d.ts" />
// Stations, printers and print jobs (docs/kitchen.md#stations-and-printers). A new order's tickets
// are made off the guest's path, when the agent reads its queue or before the order changes (lib/stations/print-jobs.js materialize, pb_migrations/1771040000_print_tickets_on_read.js);
// started orders' tickets and voids of removed lines by SQLite triggers in the order's own
// statement (pb_migrations/1770800000_print_stations.js); the venue's print agent
// (server/print-agent.mjs, signed in as a device) loads the queue, prints, and reports here.

// GET /api/print/queue?limit=&after=printer:seq,...&skip=printer,... -> {stations, printers, jobs,
// more, timeZone}: the venue's printers and a bounded page of its queued jobs in print order (per
// printer by seq, after the agent's cursor; lib/stations/print-jobs.js pageRequest). The owner,
// managers, waiters and kitchen (devices included).
routerAdd(
  "GET",
  "/api/print/queue",
  (e) => {
    const jobs = require(`${__hooks}/lib/stations/print-jobs.js`);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "kitchen");
    const request = jobs.pageRequest(e.request.url.query());
    return e.json(200, jobs.queue(e.app, venueId, request));
  },
  $apis.requireAuth("users", "staff"),
);

// POST /api/print/jobs/{id}/printed -> {job}: the agent printed it (the bytes were written and
// drained to the printer). Idempotent: a second report answers the same job, unchanged.
routerAdd(
  "POST",
  "/api/print/jobs/{id}/printed",
  (e) => {
    const jobs = require(`${__hooks}/lib/stations/print-jobs.js`);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "kitchen");
    const [job, changed] = jobs.markPrinted(e.app, venueId, e.request.pathValue("id"));
    if (changed) jobs.publish(e.app, venueId, "update", job);
    return e.json(200, { job: jobs.jobJson(job) });
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/print/printers/{id}/status {status: "online"|"offline", error} -> {printer}: what the
// agent found when it last tried the printer (the board shows an offline printer).
routerAdd(
  "POST",
  "/api/print/printers/{id}/status",
  (e) => {
    const jobs = require(`${__hooks}/lib/stations/print-jobs.js`);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "kitchen");
    const printer = jobs.setStatus(e.app, venueId, e.request.pathValue("id"), e.requestInfo().body || {});
    jobs.publish(e.app, venueId, "update", printer);
    return e.json(200, { printer: jobs.printerJson(printer) });
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// POST /api/print/orders/{id}/reprint -> {queued}: one tap on the board or the kitchen display
// prints the order's current lines again at every printer whose station takes some.
routerAdd(
  "POST",
  "/api/print/orders/{id}/reprint",
  (e) => {
    // Counted per account (its rule lets sessions through, lib/team/staff-limit.js).
    require(`${__hooks}/lib/team/staff-limit.js`).countOrderRequest(e, "action");
    const jobs = require(`${__hooks}/lib/stations/print-jobs.js`);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "kitchen");
    const order = jobs.ownRecord(e.app, "orders", venueId, e.request.pathValue("id"), "No such order.");
    const queued = jobs.reprint(e.app, order);
    if (!queued) throw new BadRequestError("No printer takes this order's lines.");
    jobs.publishQueued(e.app, venueId);
    return e.json(200, { queued });
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// An unfinished order deleted after its tickets were made: a void of its lines at each printer
// that has one, in the delete's own transaction.
onRecordDeleteRequest((e) => {
  if (e.record.getBool("finished")) return e.next();
  const jobs = require(`${__hooks}/lib/stations/print-jobs.js`);
  const original = e.app;
  let queued = 0;
  try {
    original.runInTransaction((txApp) => {
      e.app = txApp;
      queued = jobs.voidOrder(txApp, e.record);
      e.next();
    });
  } finally {
    e.app = original;
  }
  if (queued) jobs.publishQueued(original, e.record.getString("user"));
}, "orders");

// A station's categories and a printer's station are the venue's own; a printer's status is the
// agent's to report, never a form's.
onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/access/relations.js`).assertOwnRelations(e.app, e, true);
    if (!e.hasSuperuserAuth() && e.collection.name === "printers") {
      for (const f of ["status", "statusError", "statusAt"]) e.record.set(f, "");
    }
    e.next();
  },
  "stations",
  "printers",
);
onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/access/relations.js`).assertOwnRelations(e.app, e, false);
    if (!e.hasSuperuserAuth() && e.collection.name === "printers") {
      for (const f of ["status", "statusError", "statusAt"]) e.record.set(f, e.record.original().get(f));
    }
    e.next();
  },
  "stations",
  "printers",
);
onRecordAfterCreateSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/stations/print-jobs.js`).publish(e.app, e.record.getString("user"), "create", e.record);
}, "printers");
onRecordAfterUpdateSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/stations/print-jobs.js`).publish(e.app, e.record.getString("user"), "update", e.record);
}, "printers");
onRecordAfterDeleteSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/stations/print-jobs.js`).publish(e.app, e.record.getString("user"), "delete", e.record);
}, "printers");
