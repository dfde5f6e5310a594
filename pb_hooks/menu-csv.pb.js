/// <reference path="types/pocketbase.d.ts" />
// POST /api/menu/import-csv: imports a menu CSV (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv)
// for the signed-in owner; the body is the file itself (text/csv, UTF-8, at most MAX_CSV_BYTES:
// a bigger body is a 413 before a byte is read). It succeeds whole or changes nothing (400 naming
// the row and field), applied in one short transaction after it is checked (lib/menu/menu-import.js). PIN-guarded and rate-limited like the JSON
// import (pb_migrations/1766400000_menu_csv_rate_limit.js).
routerAdd(
  "POST",
  "/api/menu/import-csv",
  (e) => {
    // The owner's alone (docs/security-and-isolation.md#team-members-and-roles): a member gets a 403.
    require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    const pin = require(`${__hooks}/lib/team/pin.js`);
    const csvImport = require(`${__hooks}/lib/menu/menu-csv-import.js`);
    pin.requireUnlocked(e.app, e);
    const text = csvImport.readBody(e);
    let counts;
    try {
      // Read and checked before the transaction: a big file's parsing holds no write lock.
      const menu = csvImport.readMenu(text, csvImport.offeredLanguages(e.auth));
      // Planned, then applied in one short transaction (lib/menu/menu-import.js writeMenu).
      counts = csvImport.writeMenu(e.app, e.auth.id, menu, e.request.context());
    } catch (err) {
      const raw = String((err && err.message) || err);
      throw new BadRequestError(raw.replace(/^Error:\s*/, "").slice(0, 600) || "unknown error");
    }
    return e.json(200, counts);
  },
  $apis.requireAuth("users", "staff"),
  $apis.bodyLimit(require(`${__hooks}/lib/shared/domain.js`).MAX_CSV_BYTES),
  // In place of the global limit of every route (lib/shared/body-limits.js).
  require(`${__hooks}/lib/shared/body-limits.js`).routeLimit(require(`${__hooks}/lib/shared/domain.js`).MAX_CSV_BYTES),
);
