/// <reference path="types/pocketbase.d.ts" />
// The body limit of every route (lib/shared/body-limits.js says why and which routes differ): native, so
// no hook VM is held by it, a realtime stream included.

// Every route: at most JSON_BYTES, PocketBase's generic record create and update included (their
// own limit of 32 MB and the files nests with this one). Routes that take more bind their own
// under this id, which takes its place there.
routerUse(
  require(`${__hooks}/lib/shared/body-limits.js`).routeLimit(
    require(`${__hooks}/lib/shared/body-limits.js`).JSON_BYTES,
  ),
);
// Every route that takes no upload: JSON_BYTES, in place of PocketBase's 32 MB (same id).
routerUse(require(`${__hooks}/lib/shared/body-limits.js`).json());

// PocketBase's own routes, kept for the upload routes below before any hook file adds to the
// router (lib/storage/upload-routes.js keepMux). PocketBase loads the hook files in no set order, so this
// runs first by its priority, not by its place. The JSVM has no onServe(): this binds to the hook
// itself, and runs once, when the server starts, in the VM that loaded these files (nothing else
// runs in that VM then).
$app.onServe().bind({
  id: "draftUploadMux",
  priority: -100000,
  func: (e) => {
    require(`${__hooks}/lib/storage/upload-routes.js`).keepMux(e);
    return e.next();
  },
});

// The upload forms (a dish's photo, the venue's logo and cover): MAX_BYTES, the values of a form
// and any other body at most JSON_BYTES, checked before they are decoded, then PocketBase's own
// create or update (lib/storage/upload-routes.js).
(() => {
  const uploads = require(`${__hooks}/lib/storage/upload-routes.js`);
  const limits = require(`${__hooks}/lib/shared/body-limits.js`);
  for (const [method, path] of uploads.ROUTES) {
    routerAdd(
      method,
      path,
      (e) => require(`${__hooks}/lib/storage/upload-routes.js`).forward(e),
      // MAX_BYTES in place of the global 256 KB, and no 256 KB under PocketBase's id either.
      limits.routeLimit(limits.MAX_BYTES),
      $apis.bodyLimit(0),
      uploads.noPathRateLimit(),
    );
  }
})();
