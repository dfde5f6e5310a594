// Sales aggregates for one venue (docs/sales.md), computed in SQLite so they are exact and
// fast at any volume: money is summed in whole cents (each order's total rounded to cents first),
// one query per figure, each over the index (user, finished, finishedAt). Stock is lib/orders/stock.js.
// Every query is bound to the signed-in owner's id; the callers pass e.auth.id only.

// The waiter-request kinds are the app's (src/domain via lib/shared/domain.js).
const domain = require(`${__hooks}/lib/shared/domain.js`);
const WAITER_IDS = domain.WAITER_KINDS;
const BOUND = /^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$/;
const TOP = 10;

function badRequest(message) {
  return new BadRequestError(message);
}

/** A 'yyyy-MM-dd HH:mm:ss' UTC bound (docs/sales.md#date-ranges), or "" when absent; anything else is a 400. */
function parseBound(value, name) {
  const s = String(value === undefined || value === null ? "" : value).trim();
  if (s === "") return "";
  if (!BOUND.test(s) || Number.isNaN(Date.parse(s.replace(" ", "T") + "Z"))) {
    throw badRequest("'" + name + "' must be a UTC time 'yyyy-MM-dd HH:mm:ss'.");
  }
  return s;
}

/**
 * A stats request's range: `from` (inclusive) and `to` (exclusive) UTC bounds ("" when open),
 * the viewer's UTC offset `tz` in minutes east, and the bucket `unit`.
 * @typedef {{ from: string, to: string, tz: number, unit: "day" | "hour" }} StatsRange
 */

/**
 * The range of a stats request: from (inclusive) and to (exclusive) UTC bounds, the viewer's UTC
 * offset in minutes east (for day/hour buckets; -840..840) and the bucket unit: hours when both
 * bounds are set and at most one day apart, else days.
 * @param {{ [key: string]: any }} query the request's query parameters
 * @returns {StatsRange}
 */
function parseRange(query) {
  const from = parseBound(query.from, "from");
  const to = parseBound(query.to, "to");
  const tzRaw = String(query.tz === undefined || query.tz === null ? "" : query.tz).trim();
  const tz = tzRaw === "" ? 0 : Number(tzRaw);
  if (!/^-?[0-9]{1,3}$/.test(tzRaw || "0") || tz < -840 || tz > 840) {
    throw badRequest("'tz' must be the UTC offset in minutes, -840 to 840.");
  }
  /** @type {"day" | "hour"} */
  let unit = "day";
  if (from && to) {
    const span = Date.parse(to.replace(" ", "T") + "Z") - Date.parse(from.replace(" ", "T") + "Z");
    if (span <= 24 * 3600 * 1000) unit = "hour";
  }
  return { from: from, to: to, tz: tz, unit: unit };
}

/** WHERE clause + params of the finished orders of `ownerId` within the range (alias o). */
function finishedWhere(ownerId, range) {
  return require(`${__hooks}/lib/shared/time-range.js`).withinRange(
    "o.user = {:u} AND o.finished = TRUE",
    { u: ownerId },
    "o.finishedAt",
    range,
  );
}

// An order's total in cents (each order rounded to cents first, then summed as integers).
const CENTS = "CAST(ROUND(o.total * 100) AS INTEGER)";

function all(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows;
}

/** Local bucket label of bucket number `n` (seconds since 1970 shifted by the offset, / size). */
function bucketLabel(n, unit) {
  const iso = new Date(n * (unit === "hour" ? 3600 : 86400) * 1000).toISOString();
  return unit === "hour" ? iso.slice(0, 10) + " " + iso.slice(11, 13) : iso.slice(0, 10);
}

/** 'yyyy-MM-dd HH:mm:ss' of a time in ms. */
function stamp(ms) {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * How a range splits over rollup slots of `size` ('hour' or 'day'): whole slots inside
 * [from, to) come from sales_rollup (r.slot), the partial first and last slot from sales_lines
 * (l.updated). Returns SQL conditions and their params (prefixed `p`).
 */
function split(range, size, p) {
  const len = size === "hour" ? 13 : 10;
  const step = size === "hour" ? 3600000 : 86400000;
  const ms = (b) => Date.parse(b.replace(" ", "T") + "Z");
  const params = {};
  const fromMs = range.from ? ms(range.from) : null;
  const toMs = range.to ? ms(range.to) : null;
  const firstWhole = fromMs === null ? null : Math.ceil(fromMs / step) * step;
  const lastEnd = toMs === null ? null : Math.floor(toMs / step) * step;
  if (firstWhole !== null && lastEnd !== null && firstWhole >= lastEnd) {
    params[p + "f"] = range.from;
    params[p + "t"] = range.to;
    return { rollup: "0", raw: "(l.updated >= {:" + p + "f} AND l.updated < {:" + p + "t})", params: params };
  }
  const rollup = [];
  const raw = [];
  if (firstWhole !== null) {
    params[p + "fs"] = stamp(firstWhole).slice(0, len);
    params[p + "f"] = range.from;
    params[p + "fe"] = stamp(firstWhole);
    rollup.push("r.slot >= {:" + p + "fs}");
    raw.push("(l.updated >= {:" + p + "f} AND l.updated < {:" + p + "fe})");
  }
  if (lastEnd !== null) {
    params[p + "ts"] = stamp(lastEnd).slice(0, len);
    params[p + "tb"] = stamp(lastEnd);
    params[p + "t"] = range.to;
    rollup.push("r.slot < {:" + p + "ts}");
    raw.push("(l.updated >= {:" + p + "tb} AND l.updated < {:" + p + "t})");
  }
  return {
    rollup: rollup.length ? rollup.join(" AND ") : "1",
    raw: raw.length ? "(" + raw.join(" OR ") + ")" : "0",
    params: params,
  };
}

/**
 * Sales of the range: totals per currency and the day/hour series (in the viewer's zone) from the
 * '#order' rows, top dishes and waiter calls from the line rows; whole slots from sales_rollup,
 * the partial edges from sales_lines (lib/sales/sales-lines.js). Exact to the second and the cent.
 * @param {CoreApp} app
 * @param {string} ownerId
 * @param {StatsRange} range
 */
function finishedStats(app, ownerId, range) {
  const ORDER = "'#order'";
  const size = range.unit === "hour" ? 3600 : 86400;
  const base = { u: ownerId, shift: range.tz * 60, size: size };

  // Hour-slot rollups bucket exactly into local days when the offset is whole hours; otherwise
  // (and for one-day ranges, which are small) the '#order' rows are read directly.
  let seriesSql;
  let seriesParams;
  const rawOrders =
    "SELECT (unixepoch(l.updated) + {:shift}) / {:size} AS b, l.currency AS currency, 1 AS n, l.cents AS cents FROM sales_lines l WHERE l.user = {:u} AND l.kind = " +
    ORDER;
  if (range.unit === "day" && range.tz % 60 === 0) {
    const sp = split(range, "hour", "s");
    seriesSql =
      "SELECT (unixepoch(r.slot || ':00:00') + {:shift}) / {:size} AS b, r.currency AS currency, r.n AS n, r.cents AS cents FROM sales_rollup r" +
      " WHERE r.user = {:u} AND r.kind = " +
      ORDER +
      " AND " +
      sp.rollup +
      " UNION ALL " +
      rawOrders +
      " AND " +
      sp.raw;
    seriesParams = Object.assign({}, base, sp.params);
  } else {
    let cond = "1";
    seriesParams = Object.assign({}, base);
    if (range.from) {
      cond += " AND l.updated >= {:from}";
      seriesParams.from = range.from;
    }
    if (range.to) {
      cond += " AND l.updated < {:to}";
      seriesParams.to = range.to;
    }
    seriesSql = rawOrders + " AND " + cond;
  }
  const seriesRows = all(
    app,
    "SELECT b, currency, SUM(n) AS n, SUM(cents) AS cents FROM (" +
      seriesSql +
      ") GROUP BY b, currency HAVING SUM(n) <> 0 ORDER BY b",
    seriesParams,
    { b: 0, currency: "", n: 0, cents: 0 },
  );
  // Keyed by the venues' own currency names: no prototype, so "__proto__" is a currency like any other.
  const byCurrency = Object.create(null);
  const series = [];
  let count = 0;
  for (const r of seriesRows) {
    series.push({ bucket: bucketLabel(r.b, range.unit), currency: r.currency, count: r.n, cents: r.cents });
    const t =
      byCurrency[r.currency] || (byCurrency[r.currency] = { currency: r.currency, count: 0, cents: 0, waiter: 0 });
    t.count += r.n;
    t.cents += r.cents;
    count += r.n;
  }

  const lp = split(range, "day", "d");
  const lineRows = all(
    app,
    "SELECT kind, title, currency, SUM(n) AS n, SUM(qty) AS qty, SUM(cents) AS cents FROM (" +
      "SELECT r.kind AS kind, r.title AS title, r.currency AS currency, r.n AS n, r.qty AS qty, r.cents AS cents FROM sales_rollup r" +
      " WHERE r.user = {:u} AND r.kind <> " +
      ORDER +
      " AND " +
      lp.rollup +
      " UNION ALL SELECT l.kind, l.title, l.currency, 1, l.count, l.cents FROM sales_lines l WHERE l.user = {:u} AND l.kind <> " +
      ORDER +
      " AND " +
      lp.raw +
      ") GROUP BY kind, title, currency HAVING SUM(n) <> 0",
    Object.assign({ u: ownerId }, lp.params),
    { kind: "", title: "", currency: "", n: 0, qty: 0, cents: 0 },
  );
  const waiterCalls = {};
  WAITER_IDS.forEach((kind) => (waiterCalls[kind] = 0));
  const dishes = [];
  for (const r of lineRows) {
    if (r.kind) {
      // A waiter call is an order of its own with one line: lines = orders.
      if (WAITER_IDS.indexOf(r.kind) >= 0) waiterCalls[r.kind] += r.n;
      if (byCurrency[r.currency]) byCurrency[r.currency].waiter += r.n;
    } else {
      dishes.push({ title: r.title, currency: r.currency, count: r.qty, cents: r.cents });
    }
  }
  const totals = Object.keys(byCurrency)
    .map((k) => {
      const t = byCurrency[k];
      const sales = Math.max(0, t.count - t.waiter);
      return {
        currency: t.currency,
        count: t.count,
        cents: t.cents,
        salesCount: sales,
        averageCents: sales > 0 ? Math.round(t.cents / sales) : 0,
      };
    })
    .sort((a, b) => b.cents - a.cents || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  const byCount = dishes.slice().sort((a, b) => b.count - a.count || b.cents - a.cents || (a.title < b.title ? -1 : 1));
  const byRevenue = dishes
    .slice()
    .sort((a, b) => b.cents - a.cents || b.count - a.count || (a.title < b.title ? -1 : 1));

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

/**
 * A page number from the query (1 when absent); anything but 1..100000 is a 400.
 * @param {unknown} value
 * @returns {number} 0 when absent
 */
function parsePage(value) {
  const s = String(value === undefined || value === null ? "" : value).trim();
  if (s === "") return 0;
  if (!/^[0-9]{1,6}$/.test(s) || Number(s) < 1 || Number(s) > 100000)
    throw badRequest("'page' must be a number from 1.");
  return Number(s);
}

/**
 * One page of the range's finished orders, newest first (50 a page), as
 * the records API would answer them (hidden fields stay hidden).
 * @param {CoreApp} app
 * @param {string} ownerId
 * @param {StatsRange} range
 * @param {number} page from 1
 * @param {number} perPage
 * @returns {core.Record[]}
 */
function finishedPage(app, ownerId, range, page, perPage) {
  let filter = "user = {:u} && finished = true";
  const params = { u: ownerId };
  if (range.from) {
    filter += " && finishedAt >= {:from}";
    params.from = range.from;
  }
  if (range.to) {
    filter += " && finishedAt < {:to}";
    params.to = range.to;
  }
  return app.findRecordsByFilter("orders", filter, "-created,-id", perPage, (page - 1) * perPage, params);
}

/**
 * The CSV export of the range's finished orders, newest first: every line is made by SQLite in
 * one query (cells escaped by lib/sales/csv.js's SQL), so 50,000 orders cost one string, not 50,000
 * JS objects. Items read 'Soup × 2; Tea × 1', from the sales_lines copy of the order.
 * @param {CoreApp} app
 * @param {string} ownerId
 * @param {StatsRange} range
 * @returns {string}
 */
function finishedCsv(app, ownerId, range) {
  const csv = require(`${__hooks}/lib/sales/csv.js`);
  const w = finishedWhere(ownerId, range);
  // Paid online (docs/payments.md#sales): five more columns, only where the operator configured it.
  const tabSales = require(`${__hooks}/lib/tab/visit-sales.js`);
  const online = tabSales.showsOnline();
  const ONLINE_COLUMNS = ["online", "onlineTip", "fee", "processingFee", "refunded"];
  const onlineSelect = online
    ? ONLINE_COLUMNS.map(
        (k) =>
          ", (SELECT " +
          tabSales.ONLINE_SQL[k] +
          " FROM visits v WHERE v.id = o.visit AND " +
          tabSales.LAST_OF_VISIT +
          ") AS " +
          k,
      ).join("")
    : "";
  // Tax (docs/tax-and-receipts.md#reports): three more columns, only at a venue with tax rules:
  // net, tax, and tax per rate ("Food 7%: 1.40; Drinks 19%: 2.62"), from the breakdown stored on
  // each order at its creation (an order from before the rules has empty cells).
  const venue = app.findRecordById("users", ownerId);
  const taxed = venueHasTax(venue);
  // Times in the venue's own zone, named in the header (docs/owner-screens.md#dates-and-times): the
  // zone the owner's screens show. A venue without one keeps PocketBase's UTC timestamps.
  const tz = require(`${__hooks}/lib/shared/timezone.js`);
  const zone = venue.getString("timeZone");
  const local = zone && zone !== "UTC" && tz.isValidZone(zone);
  /** @type {(expr: string) => string} */
  let timeCell = (expr) => csv.sqlText(expr);
  if (local) {
    const span = all(
      app,
      "SELECT COALESCE(MIN(o.created), '') AS a, COALESCE(MAX(o.finishedAt), '') AS b FROM orders o WHERE " + w.sql,
      w.params,
      { a: "", b: "" },
    );
    const first = span.length ? span[0].a : "";
    const segments = first ? tz.offsetSegments(zone, first, span[0].b || first) : [];
    timeCell = (expr) => csv.sqlText(tz.sqlLocalTime(expr, segments, "z", w.params));
  }
  const taxSelect = taxed
    ? ", json_extract(o.tax, '$.netCents') AS net, json_extract(o.tax, '$.taxCents') AS tax, " +
      "(SELECT group_concat(json_extract(r.value, '$.name') || ' ' || json_extract(r.value, '$.percent') || '%: ' || " +
      "printf('%d.%02d', json_extract(r.value, '$.taxCents') / 100, json_extract(r.value, '$.taxCents') % 100), '; ') " +
      "FROM json_each(CASE WHEN json_valid(o.tax) THEN o.tax ELSE '{}' END, '$.rates') r) AS taxRates"
    : "";
  // The service charge (docs/tax-and-receipts.md#reports): one more column after those, at a venue
  // with money rules: what a table tab's paid shares and parts charged as service, on its last order
  // (as its tip), or a "Pay and order" order's, from its payment (found by the order's request id).
  const serviced = venueHasRules(app, ownerId);
  const serviceOf = (path, shares) =>
    "COALESCE((SELECT SUM(CAST(COALESCE(json_extract(s.value, '$.money.serviceCents'), 0) AS INTEGER)) FROM json_each(CASE WHEN json_valid(v." +
    path +
    ") THEN v." +
    path +
    " ELSE 'null' END" +
    shares +
    ") s WHERE json_extract(s.value, '$.paid') = 1), 0)";
  const serviceSelect = serviced
    ? ", COALESCE((SELECT " +
      serviceOf("bill", ", '$.shares'") +
      " + " +
      serviceOf("parts", "") +
      " FROM visits v WHERE v.id = o.visit AND " +
      tabSales.LAST_OF_VISIT +
      "), (SELECT json_extract(p.money, '$.serviceCents') FROM payments p WHERE p.venue = o.user AND p.requestId = o.clientRequestId " +
      "AND p.requestId != '' AND p.status = 'paid' AND json_valid(p.money))) AS service"
    : "";
  // Each order's cells once (MATERIALIZED: the escaping repeats a cell several times, and the
  // items come from a sub-select over the sales_lines copy, index on ord, no JSON parsing).
  const line =
    [
      csv.sqlText("c.id"),
      timeCell("c.created"),
      timeCell("c.finishedAt"),
      csv.sqlText("c.tableSlug"),
      csv.sqlText("c.items"),
      csv.sqlCents("c.cents"),
      csv.sqlText("c.currency"),
      csv.sqlText("c.payment"),
      "CASE WHEN c.tip IS NULL THEN '' ELSE " + csv.sqlCents("c.tip") + " END",
    ]
      .concat(
        online
          ? ONLINE_COLUMNS.map((k) => "CASE WHEN c." + k + " IS NULL THEN '' ELSE " + csv.sqlCents("c." + k) + " END")
          : [],
      )
      .concat(
        taxed
          ? [
              "CASE WHEN c.net IS NULL THEN '' ELSE " + csv.sqlCents("c.net") + " END",
              "CASE WHEN c.tax IS NULL THEN '' ELSE " + csv.sqlCents("c.tax") + " END",
              csv.sqlText("c.taxRates"),
            ]
          : [],
      )
      .concat(serviced ? ["CASE WHEN c.service IS NULL THEN '' ELSE " + csv.sqlCents("c.service") + " END"] : [])
      .join(" || ',' || ") + " || char(13) || char(10)";
  const rows = all(
    app,
    "WITH c AS MATERIALIZED (SELECT o.id AS id, o.created AS created, o.finishedAt AS finishedAt, o.tableSlug AS tableSlug, " +
      // Each line with its extras ('Burger × 1 + Bacon, Cheese'): two Burger lines at two prices
      // must say why. The extras are in the order's own lines (sales_lines keeps no extras).
      "(SELECT group_concat(COALESCE(json_extract(j.value, '$.title'), '') || ' × ' || " +
      "COALESCE(json_extract(j.value, '$.count'), 0) || COALESCE((SELECT ' + ' || group_concat(m.key, ', ') " +
      "FROM json_each(j.value, '$.modifiers') m), ''), '; ') " +
      "FROM json_each(CASE WHEN json_valid(o.items) THEN o.items ELSE '[]' END) j WHERE j.type = 'object') AS items, " +
      CENTS +
      " AS cents, o.currency AS currency, " +
      // Table tabs (docs/table-tab.md): how the tab was paid, and its tip on its last order only
      // (tips are apart from sales: the Total column never includes one).
      "COALESCE((SELECT v.payMethod FROM visits v WHERE v.id = o.visit), '') AS payment, " +
      "(SELECT v.tipCents FROM visits v WHERE v.id = o.visit AND " +
      require(`${__hooks}/lib/tab/visit-sales.js`).LAST_OF_VISIT +
      ") AS tip" +
      onlineSelect +
      taxSelect +
      serviceSelect +
      " FROM orders o WHERE " +
      w.sql +
      " ORDER BY o.created DESC, o.id DESC) " +
      "SELECT COALESCE(group_concat(" +
      line +
      ", ''), '') AS body FROM c",
    w.params,
    { body: "" },
  );
  return (
    "Order,Created (" +
    (local ? zone : "UTC") +
    "),Finished (" +
    (local ? zone : "UTC") +
    "),Table,Items,Total,Currency,Payment,Tip" +
    (online ? ",Paid online,Online tip,Platform fees,Processing fees,Refunded" : "") +
    (taxed ? ",Net,Tax,Tax by rate" : "") +
    (serviced ? ",Service charge" : "") +
    "\r\n" +
    (rows.length ? rows[0].body : "") +
    cashRefundLines(app, ownerId, range, { local: local, online: online, taxed: taxed, serviced: serviced })
  );
}

/**
 * The range's cash refunds (docs/tax-and-receipts.md#cash-refunds) as negative CSV lines after the
 * orders, one per credit receipt, oldest first, in the orders' columns: "Credit receipt N", when
 * (the venue's local time when its times are local), where, "Cash refund for receipt M", the goods
 * given back (Total, without the tip), Payment "cash", the tip given back, and its net and tax where
 * the venue has tax. "" where the venue made none (its CSV is exactly the orders').
 */
function cashRefundLines(app, ownerId, range, cols) {
  const csv = require(`${__hooks}/lib/sales/csv.js`);
  const credits = require(`${__hooks}/lib/money/cash-refunds.js`).cashCredits(app, ownerId, range);
  return credits
    .map((c) => {
      const d = c.doc;
      const when = cols.local ? String(d.localTime || "") : c.created.replace("T", " ");
      const goods = (Number(d.totalCents) || 0) - (Number(d.tipCents) || 0);
      const cells = [
        csv.textCell("Credit receipt " + d.number),
        csv.textCell(when),
        csv.textCell(when),
        csv.textCell(String(d.where || "")),
        csv.textCell("Cash refund for receipt " + d.creditFor),
        csv.signedCentsCell(goods),
        csv.textCell(String(d.currency || "").toLowerCase()),
        csv.textCell("cash"),
        d.tipCents ? csv.signedCentsCell(Number(d.tipCents)) : "",
      ];
      if (cols.online) cells.push("", "", "", "", "");
      if (cols.taxed) {
        const tax = Number(d.taxCents) || 0;
        cells.push(
          csv.signedCentsCell(goods - tax),
          csv.signedCentsCell(tax),
          csv.textCell(
            (d.rates || [])
              .map(
                (r) =>
                  r.name + " " + r.percent + "%: " + require(`${__hooks}/lib/shared/domain.js`).centsText(r.taxCents),
              )
              .join("; "),
          ),
        );
      }
      if (cols.serviced) cells.push("");
      return cells.join(",") + "\r\n";
    })
    .join("");
}

/**
 * Whether the venue has tax rules (users.moneyRules.tax): its CSV gets the tax columns.
 * @param {core.Record} venue
 */
function venueHasTax(venue) {
  try {
    const r = JSON.parse(toString(venue.get("moneyRules")) || "null");
    return !!(r && r.tax);
  } catch (_) {
    return false;
  }
}

/**
 * Whether the venue has money rules with a service charge (users.moneyRules.service above 0 %):
 * its CSV gets the service charge's column.
 * @param {CoreApp} app
 * @param {string} ownerId
 */
function venueHasRules(app, ownerId) {
  try {
    const r = JSON.parse(toString(app.findRecordById("users", ownerId).get("moneyRules")) || "null");
    return !!(r && r.service && Number(r.service.percent) > 0);
  } catch (_) {
    return false;
  }
}

module.exports = {
  parseRange,
  parsePage,
  finishedStats,
  finishedPage,
  finishedCsv,
  WAITER_IDS,
};
