// A table's key (docs/table-tab.md#the-tables-key): 22 random base64url characters (132 bits) in
// the link of the table's QR code (/{link}/{table}?k=<key>). At a venue that keeps tabs, only a
// phone that opened that link starts the table's group or orders onto its tab: the table's number is
// printed, photographed and guessable, its key is only on the code at the table. The key is read by
// the venue's own staff (tables API rules) and kept in the venue's cached menu entry for the check
// (lib/menu/menu-data.js `tableKeys`, never in the menu JSON).
const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const KEY_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** A new random table key. */
function newKey() {
  return $security.randomStringWithAlphabet(22, KEY_ALPHABET);
}

/** Whether `key` is the key of table number `tableNumber` of the venue's cached menu entry. */
function keyMatches(entry, tableNumber, key) {
  const k = String(key || "");
  if (!KEY_SHAPE.test(k)) return false;
  const known = entry.tableKeys ? String(entry.tableKeys["n" + tableNumber] || "") : "";
  return known !== "" && $security.equal(known, k);
}

module.exports = { newKey, keyMatches, KEY_SHAPE };
