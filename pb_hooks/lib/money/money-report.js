// The accountant's view (docs/tax-and-receipts.md#reports): per local day and for the whole range,
// net sales, tax per rate, the service charge and tips, apart from each other. Sales are the
// finished orders' lines, from the tax breakdown stored on each (orders.tax; an order without one
// is untaxed, rate "" "No tax"); the service charge from what each paid share and part of a table
// tab charged (visits.bill.shares[].money, visits.parts[].money) on the day the tab closed, and
// from "Pay and order" payments (payments.money) on their order's day; tips as in sales by staff
// member (lib/sales/staff-sales.js tipsByStaff). Test orders are left out, as from every sales figure.
// Every sum is done by SQLite over the range's index, in integer cents.
const MAX_DAYS = 2000;

function rows(app, sql, params, shape) {
  const out = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(out);
  return out;
}

function bounds(column, range, params) {
  let sql = "";
  if (range.from) {
    sql += " AND " + column + " >= {:from}";
    params.from = range.from;
  }
  if (range.to) {
    sql += " AND " + column + " < {:to}";
    params.to = range.to;
  }
  return sql;
}

const DAY = (column) => "strftime('%Y-%m-%d', unixepoch(" + column + ") + {:shift}, 'unixepoch')";
const HAS_RATES = (column) =>
  "COALESCE(CASE WHEN json_valid(" + column + ") THEN json_type(" + column + ", '$.rates') END, '') = 'array'";

/** The lines' net and tax per day and rate of the range's finished orders. */
function salesRows(app, venueId, range) {
  const params = { u: venueId, shift: range.tz * 60 };
  const where = "o.user = {:u} AND o.finished = TRUE AND o.isTest = FALSE" + bounds("o.finishedAt", range, params);
  return rows(
    app,
    "SELECT day, rate, MAX(name) AS name, MAX(percent) AS percent, SUM(net) AS net, SUM(tax) AS tax FROM (" +
      "SELECT " +
      DAY("o.finishedAt") +
      " AS day, COALESCE(json_extract(r.value, '$.rate'), '') AS rate, COALESCE(json_extract(r.value, '$.name'), '') AS name, " +
      "COALESCE(json_extract(r.value, '$.percent'), 0) AS percent, CAST(COALESCE(json_extract(r.value, '$.netCents'), 0) AS INTEGER) AS net, " +
      "CAST(COALESCE(json_extract(r.value, '$.taxCents'), 0) AS INTEGER) AS tax " +
      "FROM orders o, json_each(CASE WHEN " +
      HAS_RATES("o.tax") +
      " THEN o.tax ELSE '{\"rates\":[]}' END, '$.rates') r WHERE " +
      where +
      " UNION ALL SELECT " +
      DAY("o.finishedAt") +
      " AS day, '' AS rate, 'No tax' AS name, 0 AS percent, CAST(ROUND(o.total * 100) AS INTEGER) AS net, 0 AS tax " +
      "FROM orders o WHERE " +
      where +
      " AND NOT " +
      HAS_RATES("o.tax") +
      ") GROUP BY day, rate",
    params,
    { day: "", rate: "", name: "", percent: 0, net: 0, tax: 0 },
  );
}

/** The service charge (as charged, and its own tax) per day, rate and tax mode, and the tips per day. */
function serviceRows(app, venueId, range) {
  const params = { u: venueId, shift: range.tz * 60 };
  const closed = bounds("v.closedAt", range, params);
  const paidOf = (alias, path) =>
    "SELECT v.closedAt AS at, " +
    alias +
    ".value AS slot FROM visits v, json_each(CASE WHEN json_valid(v." +
    path +
    ") THEN v." +
    path +
    " ELSE 'null' END" +
    (path === "bill" ? ", '$.shares'" : "") +
    ") " +
    alias +
    " WHERE v.user = {:u} AND v.status = 'closed'" +
    closed +
    " AND json_extract(" +
    alias +
    ".value, '$.paid') = 1";
  const ordered = bounds("o.finishedAt", range, params);
  const paidOrders =
    "SELECT o.finishedAt AS at, p.money AS slot FROM payments p JOIN orders o ON o.id = p.[[order]] " +
    "WHERE p.venue = {:u} AND p.kind = 'order' AND p.status = 'paid' AND o.finished = TRUE AND o.isTest = FALSE" +
    ordered;
  return rows(
    app,
    "SELECT " +
      DAY("t.at") +
      " AS day, COALESCE(json_extract(t.slot, '$.money.mode'), json_extract(t.slot, '$.mode'), '') AS mode, " +
      "COALESCE(json_extract(t.slot, '$.money.serviceRate'), json_extract(t.slot, '$.serviceRate'), '') AS rate, " +
      "SUM(CAST(COALESCE(json_extract(t.slot, '$.money.serviceCents'), json_extract(t.slot, '$.serviceCents'), 0) AS INTEGER)) AS service, " +
      "SUM(CAST(COALESCE(json_extract(t.slot, '$.money.serviceTaxCents'), json_extract(t.slot, '$.serviceTaxCents'), 0) AS INTEGER)) AS serviceTax, " +
      "SUM(CAST(COALESCE(json_extract(t.slot, '$.tipCents'), 0) AS INTEGER)) AS tips FROM (" +
      paidOf("s", "bill") +
      " UNION ALL " +
      paidOf("p", "parts") +
      " UNION ALL " +
      paidOrders +
      ") t WHERE json_valid(t.slot) GROUP BY day, mode, rate",
    params,
    { day: "", mode: "", rate: "", service: 0, serviceTax: 0, tips: 0 },
  );
}

/**
 * {currency, days: [day], period: day-less sums} for the venue's range (lib/sales/stats.js parseRange),
 * newest day first, at most 2,000 days. A day: {day, netCents (the lines' net), serviceCents (the
 * service charge's net), taxCents (of both), tipsCents, totalCents (all four), rates: [{rate, name,
 * percent, netCents, taxCents}]}.
 * @param {CoreApp} app
 * @param {string} venueId
 * @param {{ from: string, to: string, tz: number }} range
 */
function moneyReport(app, venueId, range) {
  const days = {};
  const dayOf = (d) =>
    days[d] ||
    (days[d] = { day: d, netCents: 0, serviceCents: 0, taxCents: 0, tipsCents: 0, totalCents: 0, rates: [] });
  const names = {};
  const rateOf = (day, id) => {
    let r = day.rates.find((x) => x.rate === id);
    if (!r) {
      const n = names[id] || { name: id ? id : "No tax", percent: 0 };
      r = { rate: id, name: n.name, percent: n.percent, netCents: 0, taxCents: 0 };
      day.rates.push(r);
    }
    return r;
  };
  const sales = salesRows(app, venueId, range);
  for (const s of sales) names[s.rate] = { name: s.name, percent: Number(s.percent) };
  // Rates only the service charge was taxed at: named from the venue's rules.
  const rules = require(`${__hooks}/lib/money/money-rules.js`).rulesOf(/** @type {any} */ (app), venueId);
  if (rules && rules.tax)
    for (const r of rules.tax.rates) if (!names[r.id]) names[r.id] = { name: r.name, percent: r.percent };
  for (const s of sales) {
    const day = dayOf(s.day);
    const r = rateOf(day, s.rate);
    r.netCents += s.net;
    r.taxCents += s.tax;
    day.netCents += s.net;
    day.taxCents += s.tax;
  }
  for (const s of serviceRows(app, venueId, range)) {
    const day = dayOf(s.day);
    // Inclusive: the service charge holds its tax; exclusive (or no tax): it is added on top.
    const net = s.mode === "inclusive" ? s.service - s.serviceTax : s.service;
    if (s.service) {
      const r = rateOf(day, s.rate);
      r.netCents += net;
      r.taxCents += s.serviceTax;
    }
    day.serviceCents += net;
    day.taxCents += s.serviceTax;
    day.tipsCents += s.tips;
  }
  // Cash refunds (docs/tax-and-receipts.md#cash-refunds): a negative line per day they were made,
  // after the days, and in the period's sums (what the venue kept). Their service charge, if a
  // refund gave one back, is in their net.
  const refunds = refundDays(app, venueId, range, names);
  const period = { netCents: 0, serviceCents: 0, taxCents: 0, tipsCents: 0, totalCents: 0, rates: [] };
  // A day's sums (or a cash refund's, negative) added to the period's, rate by rate.
  const addToPeriod = (d) => {
    for (const k of ["netCents", "serviceCents", "taxCents", "tipsCents", "totalCents"]) period[k] += d[k];
    for (const r of d.rates) {
      let p = period.rates.find((x) => x.rate === r.rate);
      if (!p) period.rates.push((p = Object.assign({}, r, { netCents: 0, taxCents: 0 })));
      p.netCents += r.netCents;
      p.taxCents += r.taxCents;
    }
  };
  const list = Object.keys(days)
    .sort()
    .reverse()
    .slice(0, MAX_DAYS)
    .map((k) => days[k]);
  for (const d of list) {
    d.rates = d.rates
      .filter((r) => r.netCents || r.taxCents)
      .sort((a, b) => a.percent - b.percent || (a.rate < b.rate ? -1 : 1));
    d.totalCents = d.netCents + d.serviceCents + d.taxCents + d.tipsCents;
    addToPeriod(d);
  }
  for (const d of refunds) addToPeriod(d);
  period.rates.sort((a, b) => a.percent - b.percent || (a.rate < b.rate ? -1 : 1));
  const venue = app.findFirstRecordByFilter("users", "id = {:id}", { id: venueId });
  return {
    currency: venue ? venue.getString("currency") : "",
    days: list.filter((d) => d.totalCents || d.rates.length),
    refunds: refunds,
    period: period,
  };
}

/**
 * The cash refunds of the range per local day, newest first: negative days ({day, netCents,
 * serviceCents: 0, taxCents, tipsCents, totalCents, rates}) from their credit receipts' money; a
 * rate named as one of the report's (`names`: id -> {name, percent}) takes its id.
 */
function refundDays(app, venueId, range, names) {
  const days = {};
  const idOf = (r) => {
    for (const id of Object.keys(names)) if (names[id].name === r.name && names[id].percent === r.percent) return id;
    return r.name === "No tax" ? "" : String(r.name);
  };
  for (const c of require(`${__hooks}/lib/money/cash-refunds.js`).cashCredits(app, venueId, range)) {
    const day = new Date(Date.parse(c.created) + range.tz * 60000).toISOString().slice(0, 10);
    const d =
      days[day] ||
      (days[day] = { day: day, netCents: 0, serviceCents: 0, taxCents: 0, tipsCents: 0, totalCents: 0, rates: [] });
    const doc = c.doc;
    for (const r of doc.rates || []) {
      const id = idOf(r);
      let x = d.rates.find((y) => y.rate === id);
      if (!x) d.rates.push((x = { rate: id, name: r.name, percent: r.percent, netCents: 0, taxCents: 0 }));
      x.netCents += Number(r.netCents) || 0;
      x.taxCents += Number(r.taxCents) || 0;
    }
    // What the refund gave back without its tax and tip (a receipt without tax has no rates).
    d.netCents += (Number(doc.totalCents) || 0) - (Number(doc.taxCents) || 0) - (Number(doc.tipCents) || 0);
    d.taxCents += Number(doc.taxCents) || 0;
    d.tipsCents += Number(doc.tipCents) || 0;
    d.totalCents += Number(doc.totalCents) || 0;
  }
  return Object.keys(days)
    .sort()
    .reverse()
    .map((k) => days[k]);
}

/** "Food 7%: net 12.00, tax 0.84; Drinks 19%: ..." for a CSV cell. */
function ratesText(rates) {
  const c = (n) => require(`${__hooks}/lib/shared/domain.js`).centsText(n);
  return rates.map((r) => r.name + " " + r.percent + "%: net " + c(r.netCents) + ", tax " + c(r.taxCents)).join("; ");
}

/**
 * The report as CSV: Day, Currency, Net sales, Service charge, Tax, Tax by rate, Tips, Total; a day
 * per row, newest first, then the period's row (Day "Period"). Cells guarded against formulas.
 */
function moneyReportCsv(app, venueId, range) {
  const csv = require(`${__hooks}/lib/sales/csv.js`);
  const report = moneyReport(app, venueId, range);
  const lines = ["Day,Currency,Net sales,Service charge,Tax,Tax by rate,Tips,Total"];
  const row = (label, d) =>
    [
      csv.textCell(label),
      csv.textCell(report.currency),
      csv.signedCentsCell(d.netCents),
      csv.signedCentsCell(d.serviceCents),
      csv.signedCentsCell(d.taxCents),
      csv.textCell(ratesText(d.rates)),
      csv.signedCentsCell(d.tipsCents),
      csv.signedCentsCell(d.totalCents),
    ].join(",");
  for (const d of report.days) lines.push(row(d.day, d));
  // A venue's cash refunds: one negative line a day (docs/tax-and-receipts.md#cash-refunds).
  for (const d of report.refunds) lines.push(row(d.day + " cash refunds", d));
  lines.push(row("Period", report.period));
  return lines.join("\r\n") + "\r\n";
}

module.exports = { moneyReport, moneyReportCsv };
