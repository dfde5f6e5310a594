// Receipt numbers (docs/tax-and-receipts.md#receipts): a sequence per venue without gaps. The
// number is taken inside the payment's own short transaction (SQLite has one writer: the counter
// row is locked from the UPDATE to the commit, so two payments at once get two numbers in turn,
// and a payment that fails rolls its number back). Only at a venue that set its receipt details.

/**
 * The venue's next receipt number, within the transaction `txApp`.
 * @param {core.App} txApp
 * @param {string} venueId
 * @returns {number}
 */
function nextNumber(txApp, venueId) {
  const db = txApp.db();
  db.newQuery(
    "INSERT INTO receipt_counters (venue, last) VALUES ({:v}, 1) ON CONFLICT(venue) DO UPDATE SET last = last + 1",
  )
    .bind({ v: venueId })
    .execute();
  const row = new DynamicModel({ last: 0 });
  db.newQuery("SELECT last FROM receipt_counters WHERE venue = {:v}").bind({ v: venueId }).one(row);
  return Number(row.last);
}

/**
 * Whether the venue issues receipts: its money rules name a legal name (users.moneyRules.receipt).
 * @param {core.App} app
 * @param {string} venueId
 */
function issuesReceipts(app, venueId) {
  const r = require(`${__hooks}/lib/money/money-rules.js`).rulesOf(app, venueId);
  return !!(r && r.receipt && r.receipt.legalName);
}

module.exports = { nextNumber, issuesReceipts };
