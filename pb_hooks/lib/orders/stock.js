// Stock of one venue (docs/sales.md#storage), computed in SQLite at any volume: the totals per item
// and unit of a range, and the Storage page's grouped list paged by entries. Every query is bound
// to the signed-in owner's id; the callers pass e.auth.id only.

// The stock rounding is the app's (src/domain via lib/shared/domain.js).
const domain = require(`${__hooks}/lib/shared/domain.js`);

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
  return require(`${__hooks}/lib/shared/time-range.js`).withinRange(
    "s.user = {:u}",
    { u: ownerId },
    "s.created",
    range,
  );
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

  // Each group's slice of the page, newest first, over the index (user, item, unit, created): the
  // page reads its own entries and those it skips within a group, never the venue's whole stock.
  const w = rangeWhere(ownerId, range);
  const params = w.params;
  const selects = parts.map((p, k) => {
    params["i" + k] = p.group.item;
    params["n" + k] = p.group.unit;
    return (
      "SELECT * FROM (SELECT " +
      k +
      " AS k, s.id AS id, s.item AS item, s.unit AS unit, s.quantity AS quantity, s.note AS note, " +
      "s.created AS created FROM storage s WHERE " +
      w.sql +
      " AND s.item = {:i" +
      k +
      "} AND s.unit = {:n" +
      k +
      "} ORDER BY s.created DESC, s.id DESC LIMIT " +
      (p.hi - p.lo) +
      " OFFSET " +
      p.lo +
      ")"
    );
  });
  const rows = all(app, selects.join(" UNION ALL ") + " ORDER BY k, created DESC, id DESC", params, {
    k: 0,
    id: "",
    item: "",
    unit: "",
    quantity: -0,
    note: "",
    created: "",
  });
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
