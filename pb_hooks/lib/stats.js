// Sales and stock aggregates for one venue (issue 13), computed in SQLite so they are exact and
// fast at any volume: money is summed in whole cents (each order's total rounded to cents first),
// one query per figure, each over the index (user, finished, updated) or (user, created).
// Every query is bound to the signed-in owner's id; the callers pass e.auth.id only.

const WAITER_IDS = ["information", "cash", "card"];
const BOUND = /^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$/;
const TOP = 10;
const CSV_CHUNK = 2000;

function badRequest(message) {
  return new BadRequestError(message);
}

/** A 'yyyy-MM-dd HH:mm:ss' UTC bound (spec 7), or "" when absent; anything else is a 400. */
function parseBound(value, name) {
  const s = String(value === undefined || value === null ? "" : value).trim();
  if (s === "") return "";
  if (!BOUND.test(s) || Number.isNaN(Date.parse(s.replace(" ", "T") + "Z"))) {
    throw badRequest("'" + name + "' must be a UTC time 'yyyy-MM-dd HH:mm:ss'.");
  }
  return s;
}

/**
 * The range of a stats request: from (inclusive) and to (exclusive) UTC bounds, the viewer's UTC
 * offset in minutes east (for day/hour buckets; -840..840) and the bucket unit: hours when both
 * bounds are set and at most one day apart, else days.
 */
function parseRange(query) {
  const from = parseBound(query.from, "from");
  const to = parseBound(query.to, "to");
  const tzRaw = String(query.tz === undefined || query.tz === null ? "" : query.tz).trim();
  const tz = tzRaw === "" ? 0 : Number(tzRaw);
  if (!/^-?[0-9]{1,3}$/.test(tzRaw || "0") || tz < -840 || tz > 840) {
    throw badRequest("'tz' must be the UTC offset in minutes, -840 to 840.");
  }
  let unit = "day";
  if (from && to) {
    const span = Date.parse(to.replace(" ", "T") + "Z") - Date.parse(from.replace(" ", "T") + "Z");
    if (span <= 24 * 3600 * 1000) unit = "hour";
  }
  return { from: from, to: to, tz: tz, unit: unit };
}

/** WHERE clause + params of the finished orders of `ownerId` within the range (alias o). */
function finishedWhere(ownerId, range) {
  let sql = "o.user = {:u} AND o.finished = TRUE";
  const params = { u: ownerId };
  if (range.from) {
    sql += " AND o.updated >= {:from}";
    params.from = range.from;
  }
  if (range.to) {
    sql += " AND o.updated < {:to}";
    params.to = range.to;
  }
  return { sql: sql, params: params };
}

// An order's total in cents, and whether the order is a waiter call (one line information/cash/card).
const CENTS = "CAST(ROUND(o.total * 100) AS INTEGER)";
const ITEMS = "(CASE WHEN json_valid(o.items) THEN o.items ELSE '[]' END)";
const IS_WAITER = "(COALESCE(json_extract(" + ITEMS + ", '$[0].dishId'), '') IN ('information', 'cash', 'card'))";
const LINE_DISH = "(CASE WHEN j.type = 'object' THEN COALESCE(json_extract(j.value, '$.dishId'), '') ELSE '' END)";

function all(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows;
}

/** Sales of the range: totals per currency, a day/hour series, top dishes, waiter calls. */
function finishedStats(app, ownerId, range) {
  const w = finishedWhere(ownerId, range);

  const totals = all(
    app,
    "SELECT o.currency AS currency, COUNT(*) AS n, COALESCE(SUM(" + CENTS + "), 0) AS cents," +
      " COALESCE(SUM(CASE WHEN " + IS_WAITER + " THEN 0 ELSE 1 END), 0) AS sales" +
      " FROM orders o WHERE " + w.sql + " GROUP BY o.currency ORDER BY cents DESC, o.currency",
    w.params,
    { currency: "", n: 0, cents: 0, sales: 0 },
  ).map((r) => ({
    currency: r.currency,
    count: r.n,
    cents: r.cents,
    salesCount: r.sales,
    averageCents: r.sales > 0 ? Math.round(r.cents / r.sales) : 0,
  }));
  let count = 0;
  for (const t of totals) count += t.count;

  const shifted = "datetime(o.updated, {:shift})";
  const bucket = range.unit === "hour" ? "strftime('%Y-%m-%d %H', " + shifted + ")" : "strftime('%Y-%m-%d', " + shifted + ")";
  const seriesParams = Object.assign({ shift: (range.tz >= 0 ? "+" : "") + range.tz + " minutes" }, w.params);
  const series = all(
    app,
    "SELECT " + bucket + " AS bucket, o.currency AS currency, COUNT(*) AS n, COALESCE(SUM(" + CENTS + "), 0) AS cents" +
      " FROM orders o WHERE " + w.sql + " GROUP BY bucket, o.currency ORDER BY bucket",
    seriesParams,
    { bucket: "", currency: "", n: 0, cents: 0 },
  ).map((r) => ({ bucket: r.bucket, currency: r.currency, count: r.n, cents: r.cents }));

  const dishes = all(
    app,
    "SELECT COALESCE(json_extract(j.value, '$.title'), '') AS title, o.currency AS currency," +
      " COALESCE(SUM(CAST(json_extract(j.value, '$.count') AS INTEGER)), 0) AS qty," +
      " COALESCE(SUM(CAST(ROUND(json_extract(j.value, '$.price') * 100) AS INTEGER) * CAST(json_extract(j.value, '$.count') AS INTEGER)), 0) AS cents" +
      " FROM orders o, json_each(" + ITEMS + ") j WHERE " + w.sql +
      " AND j.type = 'object' AND " + LINE_DISH + " NOT IN ('', 'information', 'cash', 'card')" +
      " GROUP BY title, o.currency",
    w.params,
    { title: "", currency: "", qty: 0, cents: 0 },
  ).map((r) => ({ title: r.title, currency: r.currency, count: r.qty, cents: r.cents }));
  const byCount = dishes.slice().sort((a, b) => b.count - a.count || b.cents - a.cents || (a.title < b.title ? -1 : 1));
  const byRevenue = dishes.slice().sort((a, b) => b.cents - a.cents || b.count - a.count || (a.title < b.title ? -1 : 1));

  const waiterCalls = { information: 0, cash: 0, card: 0 };
  const calls = all(
    app,
    "SELECT " + LINE_DISH + " AS kind, COUNT(*) AS n FROM orders o, json_each(" + ITEMS + ") j WHERE " + w.sql +
      " AND " + IS_WAITER + " AND " + LINE_DISH + " IN ('information', 'cash', 'card') GROUP BY kind",
    w.params,
    { kind: "", n: 0 },
  );
  for (const c of calls) if (WAITER_IDS.indexOf(c.kind) >= 0) waiterCalls[c.kind] = c.n;

  return {
    range: range,
    count: count,
    totals: totals,
    series: series,
    topByCount: byCount.slice(0, TOP),
    topByRevenue: byRevenue.slice(0, TOP),
    waiterCalls: waiterCalls,
  };
}

/** Stock of the range: totals per item and unit (only those above 0, spec 5) and the entry count. */
function storageStats(app, ownerId, range) {
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
  const rows = all(
    app,
    "SELECT s.item AS item, s.unit AS unit, COALESCE(SUM(s.quantity), 0) AS total, COUNT(*) AS n FROM storage s WHERE " +
      sql + " GROUP BY s.item, s.unit",
    params,
    { item: "", unit: "", total: -0, n: 0 },
  );
  let entries = 0;
  const groups = [];
  for (const r of rows) {
    entries += r.n;
    // The same rounding as the client's grouping (src/domain/storage-groups.ts): 3 decimals.
    const total = Math.round(r.total * 1000) / 1000;
    if (total > 0) groups.push({ item: r.item, unit: r.unit, total: total, entries: r.n });
  }
  groups.sort((a, b) => (a.item.localeCompare(b.item) || a.unit.localeCompare(b.unit)));
  return { range: { from: range.from, to: range.to }, entries: entries, groups: groups };
}

/** The CSV export of the range's finished orders, newest first (read in chunks, keyset paged). */
function finishedCsv(app, ownerId, range) {
  const csv = require(`${__hooks}/lib/csv.js`);
  const w = finishedWhere(ownerId, range);
  const out = [csv.line(["Order", "Created (UTC)", "Finished (UTC)", "Table", "Items", "Total", "Currency"])];
  let after = null;
  for (;;) {
    const params = Object.assign({ limit: CSV_CHUNK }, w.params);
    let sql = w.sql;
    if (after) {
      sql += " AND (o.created < {:ac} OR (o.created = {:ac} AND o.id < {:aid}))";
      params.ac = after.created;
      params.aid = after.id;
    }
    const rows = all(
      app,
      "SELECT o.id AS id, o.created AS created, o.updated AS updated, o.tableSlug AS tableSlug, " +
        "CAST(o.items AS TEXT) AS items, " + CENTS + " AS cents, o.currency AS currency " +
        "FROM orders o WHERE " + sql + " ORDER BY o.created DESC, o.id DESC LIMIT {:limit}",
      params,
      { id: "", created: "", updated: "", tableSlug: "", items: "", cents: 0, currency: "" },
    );
    for (const r of rows) {
      let lines = [];
      try {
        lines = JSON.parse(r.items || "[]");
      } catch (_) {
        lines = [];
      }
      const text = (Array.isArray(lines) ? lines : [])
        .map((l) => String((l && l.title) || "") + " × " + String((l && l.count) || 0))
        .join("; ");
      out.push(
        csv.line([
          csv.textCell(r.id),
          csv.textCell(r.created),
          csv.textCell(r.updated),
          csv.textCell(r.tableSlug),
          csv.textCell(text),
          csv.centsCell(r.cents),
          csv.textCell(r.currency),
        ]),
      );
    }
    if (rows.length < CSV_CHUNK) break;
    after = { created: rows[rows.length - 1].created, id: rows[rows.length - 1].id };
  }
  return out.join("");
}

module.exports = { parseRange, finishedStats, storageStats, finishedCsv, WAITER_IDS };
