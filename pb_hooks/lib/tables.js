// The table a guest URL or order names (docs/menu-and-serving-windows.md#table-links). The table
// number is the identifier in guest URLs and QR codes; a table's record id is accepted too and
// resolved to its number: orders always carry the number as their tableSlug.

/** The venue's table named by `identifier` (a table number, or a table record id), or null. */
function findTable(app, venueId, identifier) {
  const id = String(identifier === undefined || identifier === null ? "" : identifier).trim();
  try {
    if (/^[0-9]{1,6}$/.test(id)) {
      return app.findFirstRecordByFilter("tables", "user = {:u} && tableNumber = {:n}", { u: venueId, n: Number(id) });
    }
    if (/^[a-z0-9]{15}$/.test(id)) {
      const t = app.findRecordById("tables", id);
      return t.getString("user") === venueId ? t : null;
    }
  } catch (_) {
    // not found
  }
  return null;
}

module.exports = { findTable };
