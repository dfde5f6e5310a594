/// <reference path="types/pocketbase.d.ts" />
// A table's key (lib/tables/table-keys.js, docs/table-tab.md#the-tables-key) is the server's: made when
// the table is created, whatever the request sent, kept on every update, and replaced only by the
// owner's reissue (POST /api/tables/{id}/key), after which the old printed code no longer opens the
// table's tab.

// Every new table gets a key (the owner's create, the demo venue, a menu import).
onRecordCreate((e) => {
  e.record.set("key", require(`${__hooks}/lib/tables/table-keys.js`).newKey());
  e.next();
}, "tables");

// An update through the record API never sets the key (an owner's chosen "1234" would be guessable).
onRecordUpdateRequest((e) => {
  e.record.set("key", e.record.original().getString("key"));
  e.next();
}, "tables");

// POST /api/tables/{id}/key -> {id, key}: a new key for the table (the Tables page's "New code",
// after a confirmation; PIN-gated like every other table write). Phones already in the table's
// group stay in it; the old code no longer starts a group or orders onto the tab.
routerAdd(
  "POST",
  "/api/tables/{id}/key",
  (e) => {
    const staff = require(`${__hooks}/lib/team/staff.js`);
    const venue = staff.venueFor(e, "manage");
    let table;
    try {
      table = e.app.findRecordById("tables", e.request.pathValue("id"));
    } catch (_) {
      table = null;
    }
    if (!table || table.getString("user") !== venue) throw new NotFoundError("This table does not exist.");
    require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
    table.set("key", require(`${__hooks}/lib/tables/table-keys.js`).newKey());
    e.app.save(table);
    return e.json(200, { id: table.id, key: table.getString("key") });
  },
  $apis.requireAuth("users", "staff"),
);
