// One record by a key that a partial unique index covers: an order by its venue and client request
// id, a payment by its checkout session or its venue and request id, a visit by its invitation code.
//
// Each of those indexes is partial (`WHERE <key> != ''`: records without a key are not in it), and
// SQLite uses a partial index only for a query whose WHERE contains that condition itself
// (sqlite.org/partialindex.html). PocketBase's filter `key = {:k}` does not, so such a lookup read
// every record of the venue (orders) or of the whole server (payments, visits) instead of one
// index entry. The query here repeats the condition (PocketBase's record query, one statement).
// tests/integration/keyed-lookups.test.ts holds the plans.

/**
 * The record of `collection` where `where` (SQL with {:params}, ANDed) holds and `keyColumn` is not
 * empty, or null.
 * @param {core.App} app (a transaction's app reads inside it)
 * @param {string} collection
 * @param {string} where
 * @param {Record<string, any>} params
 * @param {string} keyColumn
 * @returns {core.Record | null}
 */
function findByKey(app, collection, where, params, keyColumn) {
  const record = new Record();
  try {
    app
      .recordQuery(collection)
      .andWhere($dbx.exp(where + " AND [[" + keyColumn + "]] != ''", params))
      .limit(1)
      .one(record);
  } catch (_) {
    return null;
  }
  return record.id ? record : null;
}

/**
 * The order of venue `venueId` with client request id `requestId`, or null.
 * @param {core.App} app
 * @param {string} venueId
 * @param {string} requestId
 */
function orderByRequestId(app, venueId, requestId) {
  if (!requestId) return null;
  return findByKey(
    app,
    "orders",
    "[[user]] = {:u} AND [[clientRequestId]] = {:c}",
    { u: String(venueId), c: String(requestId) },
    "clientRequestId",
  );
}

module.exports = { findByKey, orderByRequestId };
