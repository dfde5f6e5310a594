// A report's time range as SQL (docs/sales.md): the bounds of a range that lib/sales/stats.js
// parseRange made (`from` and `to` as PocketBase's UTC "YYYY-MM-DD HH:MM:SS.sssZ", either empty
// for no bound) added to a WHERE clause, one way for every report: from inclusive, to exclusive.

/**
 * `sql` with the bounds of `range` on `column` (an SQL expression) added, and `params` with
 * them as `from` and `to`: {sql, params}.
 * @param {string} sql
 * @param {Record<string, any>} params
 * @param {string} column
 * @param {{ from?: string, to?: string }} range
 * @returns {{ sql: string, params: Record<string, any> }}
 */
function withinRange(sql, params, column, range) {
  if (range.from) {
    sql += " AND " + column + " >= {:from}";
    params.from = range.from;
  }
  if (range.to) {
    sql += " AND " + column + " < {:to}";
    params.to = range.to;
  }
  return { sql: sql, params: params };
}

module.exports = { withinRange };
