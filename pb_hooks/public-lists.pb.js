/// <reference path="types/pocketbase.d.ts" />
// The public list of dishes and a guest's list of their orders hold at most 50 a page for a client
// that is not signed in (lib/access/public-lists.js says why), then are PocketBase's own list. The generic
// route counts them for the rate limiter ("dishes:list"...), as before: the path is not counted twice.
(() => {
  for (const [method, path] of require(`${__hooks}/lib/access/public-lists.js`).routes()) {
    routerAdd(
      method,
      path,
      (e) => require(`${__hooks}/lib/access/public-lists.js`).forward(e),
      require(`${__hooks}/lib/storage/upload-routes.js`).noPathRateLimit(),
    );
  }
})();
