/// <reference path="types/pocketbase.d.ts" />
// The body limit of every route (lib/body-limits.js says why and which routes differ): native, so
// no hook VM is held by it, a realtime stream included.
routerUse(require(`${__hooks}/lib/body-limits.js`).routeLimit(require(`${__hooks}/lib/body-limits.js`).MAX_BYTES));
// Every route that takes no upload: JSON_BYTES, in place of PocketBase's 32 MB (same id).
routerUse(require(`${__hooks}/lib/body-limits.js`).json());
