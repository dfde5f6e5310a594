/// <reference path="types/pocketbase.d.ts" />
// POST /api/menu/import: imports a menu_export.json
// (docs/menu-and-serving-windows.md#menu-export-and-import) for the signed-in owner: it succeeds
// whole or changes nothing (400 with the reason); checked and planned without the write lock, then
// applied in one short transaction, so guests see the old menu or the new one, and no other venue
// waits (docs/security-and-isolation.md#import-floods). PIN-guarded like the
// other menu writes. Merge semantics: see pb_hooks/lib/menu/menu-import.js. Import floods
// (docs/security-and-isolation.md#import-floods): the body may be up to 64 MB (the largest legal
// import; the app refuses a bigger file before sending it: both read src/domain/menu-export.ts
// MAX_IMPORT_BYTES), every photo is size-checked before it is decoded (natively) and header-checked
// before anything is written, at most a million values (lib/menu/import-body.js, counted before the body
// is decoded), the route has its own rate limit ("POST /api/menu/import"). A failed
// import leaves no stored photo behind: PocketBase removes the files of records saved in a
// rolled-back transaction (tests/integration/import-limits.test.ts shows it).
routerAdd(
  "POST",
  "/api/menu/import",
  (e) => {
    // The owner's alone (docs/security-and-isolation.md#team-members-and-roles): a member gets a 403.
    require(`${__hooks}/lib/team/staff.js`).venueFor(e, "owner");
    // Before anything decodes the body (the PIN check reads the request's info): its values counted.
    require(`${__hooks}/lib/menu/import-body.js`).checkImportBody(e);
    const pin = require(`${__hooks}/lib/team/pin.js`);
    const importer = require(`${__hooks}/lib/menu/menu-import.js`);
    pin.requireUnlocked(e.app, e);
    const body = e.requestInfo().body || {};
    let counts;
    try {
      // Checked and planned first, then applied in one short transaction (lib/menu/menu-import.js writeMenu).
      counts = importer.importMenu(e.app, e.auth.id, body, e.request.context());
    } catch (err) {
      const raw = String((err && err.message) || err);
      // Record validation errors carry field details; keep the reason short and readable.
      const reason = raw.replace(/^Error:\s*/, "").slice(0, 300) || "unknown error";
      throw new BadRequestError(reason);
    }
    return e.json(200, counts);
  },
  $apis.requireAuth("users", "staff"),
  // Twice the largest import: the body is read twice, once to count its values
  // (lib/menu/import-body.js, which checks the declared length against MAX_IMPORT_BYTES) and once to
  // decode it, and both native limits count every byte read.
  $apis.bodyLimit(2 * require(`${__hooks}/lib/shared/domain.js`).MAX_IMPORT_BYTES),
  // In place of the global limit of every route (lib/shared/body-limits.js).
  require(`${__hooks}/lib/shared/body-limits.js`).routeLimit(
    2 * require(`${__hooks}/lib/shared/domain.js`).MAX_IMPORT_BYTES,
  ),
);
