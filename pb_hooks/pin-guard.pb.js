/// <reference path="types/pocketbase.d.ts" />
// When an owner has a PIN, writes of the PIN-gated pages need a valid unlock token in the
// X-Pin-Token header (docs/security-and-isolation.md#pin): tables, categories, dishes, menu info,
// PIN and password (the users record's fields are guarded in users.pb.js). Reads and order handling
// are never guarded.
onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
    e.next();
  },
  "tables",
  "categories",
  "dishes",
);

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
    e.next();
  },
  "tables",
  "categories",
  "dishes",
);

onRecordDeleteRequest(
  (e) => {
    require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
    e.next();
  },
  "tables",
  "categories",
  "dishes",
);
