/// <reference path="types/pocketbase.d.ts" />
// A member's record API requests outside their role: a 403 with a message, then PocketBase's own
// record route for everything else (lib/access/record-roles.js says why routes, and which).
(() => {
  const roles = require(`${__hooks}/lib/access/record-roles.js`);
  const uploads = require(`${__hooks}/lib/storage/upload-routes.js`);
  const taken = uploads.ROUTES.slice();
  for (const id of ["orders", roles.COLLECTION_IDS.orders]) {
    taken.push(["POST", "/api/collections/" + id + "/records"], ["PATCH", "/api/collections/" + id + "/records/{id}"]);
  }
  // A handler runs in another VM than this file (no closure): the collection is read from the path.
  for (const [method, path] of roles.routes(taken)) {
    routerAdd(
      method,
      path,
      (e) => require(`${__hooks}/lib/access/record-roles.js`).route(e),
      // Counted and logged once, by PocketBase's route (lib/storage/upload-routes.js noPathRateLimit).
      uploads.noPathRateLimit(),
    );
  }
})();
