// Stock of one venue (docs/sales.md#storage), computed in SQLite at any volume: the totals per item
// and unit of a range, and the Storage page's grouped list paged by entries. Every query is bound
// to the signed-in owner's id; the callers pass e.auth.id only.

// The stock rounding is the app's (src/domain via lib/domain.js).
const domain = require(`${__hooks}/lib/domain.js`);

/**
 * A visible group (total above 0) of the range: its item, unit, total and entry count.
 * @typedef {{ item: string, unit: string, total: number, entries: number }} StockGroup
 */

function all(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows;
}

/** WHERE clause + params of the entries of `ownerId` created within the range (alias s). */
function rangeWhere(ownerId, range) {
  let sql = "s.user = {:u}";
  const params = { u: ownerId };
  if (range.from) {
    sql += " AND s.created >= {:from}";
    params.from = range.from;
  }
  if (range.to) {
    sql += " AND s.created < {:to}";
    params.to = range.to;
  }
  return { sql: sql, params: params };
}

/**
 * The range's groups above 0 (used up is hidden), sorted by item then unit, and the count of all
 * the range's entries. @param {CoreApp} app @param {string} ownerId
 * @param {{ from: string, to: string }} range
 * @returns {{ entries: number, groups: StockGroup[] }}
 */
function stockGroups(app, ownerId, range) {
  const w = rangeWhere(ownerId, range);
  const rows = all(
    app,
    "SELECT s.item AS item, s.unit AS unit, COALESCE(SUM(s.quantity), 0) AS total, COUNT(*) AS n FROM storage s WHERE " +
      w.sql +
      " GROUP BY s.item, s.unit",
    w.params,
    { item: "", unit: "", total: -0, n: 0 },
  );
  let entries = 0;
  const groups = [];
  for (const r of rows) {
    entries += r.n;
    // The same rounding as the client's grouping (src/domain/storage-groups.ts): 3 decimals.
    const total = domain.roundQuantity(r.total);
    if (total > 0) groups.push({ item: r.item, unit: r.unit, total: total, entries: r.n });
  }
  groups.sort((a, b) => a.item.localeCompare(b.item) || a.unit.localeCompare(b.unit));
  return { entries: entries, groups: groups };
}

/**
 * Stock of the range: totals per item and unit (only those above 0) and the entry count.
 * @param {CoreApp} app @param {string} ownerId @param {{ from: string, to: string }} range
 */
function storageStats(app, ownerId, range) {
  const g = stockGroups(app, ownerId, range);
  return { range: { from: range.from, to: range.to }, entries: g.entries, groups: g.groups };
}

/**
 * Page `page` of the grouped list: the visible groups' entries laid end to end (groups in order,
 * each group's entries newest first) and cut into pages of `perPage`. A hidden group's entries are
 * never listed. Answers the range's entry count, `listed` (the entries of visible groups, which
 * the pages cover), the groups this page shows (each with `offset`, how many of its entries came
 * on earlier pages) and their entries on this page (`items`, in list order, each with its group's
 * index in `groups` as `group`). One aggregate and one entry query, whatever the volume.
 * @param {CoreApp} app @param {string} ownerId @param {{ from: string, to: string }} range
 * @param {number} page from 1 @param {number} perPage
 */
function storageListPage(app, ownerId, range, page, perPage) {
  const g = stockGroups(app, ownerId, range);
  let listed = 0;
  for (const x of g.groups) listed += x.entries;
  // Which groups this page cuts through, and which of each group's entries (by rank, from 0).
  const start = (page - 1) * perPage;
  const end = start + perPage;
  const parts = [];
  let at = 0;
  for (const x of g.groups) {
    if (at >= end) break;
    const lo = Math.max(start - at, 0);
    const hi = Math.min(end - at, x.entries);
    if (lo < hi) parts.push({ group: x, lo: lo, hi: hi });
    at += x.entries;
  }
  const groups = parts.map((p) => ({
    item: p.group.item,
    unit: p.group.unit,
    total: p.group.total,
    entries: p.group.entries,
    offset: p.lo,
  }));
  const body = {
    range: { from: range.from, to: range.to },
    entries: g.entries,
    listed: listed,
    groups: groups,
    items: [],
  };
  if (parts.length === 0) return body;

  // The page's groups as a VALUES table (k = index in `groups`, rank bounds lo < rn <= hi), their
  // entries ranked newest first within each group, and the ranks this page shows.
  const w = rangeWhere(ownerId, range);
  const params = w.params;
  const values = parts.map((p, k) => {
    params["i" + k] = p.group.item;
    params["n" + k] = p.group.unit;
    return "(" + k + ", {:i" + k + "}, {:n" + k + "}, " + p.lo + ", " + p.hi + ")";
  });
  const rows = all(
    app,
    "WITH p(k, i, n, lo, hi) AS (VALUES " +
      values.join(", ") +
      "), r AS (SELECT s.id AS id, s.item AS item, s.unit AS unit, s.quantity AS quantity, s.note AS note, " +
      "s.created AS created, ROW_NUMBER() OVER (PARTITION BY s.item, s.unit ORDER BY s.created DESC, s.id DESC) AS rn " +
      "FROM storage s WHERE " +
      w.sql +
      " AND EXISTS (SELECT 1 FROM p WHERE p.i = s.item AND p.n = s.unit)) " +
      "SELECT p.k AS k, r.id AS id, r.item AS item, r.unit AS unit, r.quantity AS quantity, r.note AS note, " +
      "r.created AS created FROM r JOIN p ON p.i = r.item AND p.n = r.unit WHERE r.rn > p.lo AND r.rn <= p.hi " +
      "ORDER BY p.k, r.rn",
    params,
    { k: 0, id: "", item: "", unit: "", quantity: -0, note: "", created: "" },
  );
  body.items = rows.map((r) => ({
    id: r.id,
    item: r.item,
    unit: r.unit,
    quantity: r.quantity,
    note: r.note,
    created: r.created,
    group: r.k,
  }));
  return body;
}

module.exports = { storageStats, storageListPage };
