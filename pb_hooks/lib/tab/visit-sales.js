// Table tabs in the sales figures (docs/table-tab.md#the-bill, docs/sales.md#table-tabs): the tips
// and how the tabs were paid, over the same finished orders (finished in the range, `finishedAt`) as every other
// figure. A visit's tip is recorded apart from sales (never in an order's total) and counted with
// its last order, so a range holds each tip once; its payment method is the bill's (cash or card),
// except for the parts members paid early, each counted by its own method.
const LAST_OF_VISIT =
  "o.id = (SELECT x.id FROM orders x WHERE x.visit = o.visit ORDER BY x.created DESC, x.id DESC LIMIT 1)";

// Paid online (docs/payments.md#sales): the shares of the visit's bill paid through the provider,
// their tips, the platform's application fees, the provider's processing fees and the refunds of
// the visit's payments; all on the visit's last order, like the tip. `v` is the visit's alias.
const SHARES = "json_each(CASE WHEN json_valid(v.bill) THEN v.bill ELSE 'null' END, '$.shares') s";
// The parts members paid early (docs/table-tab.md#pay-your-part), each with its own method.
const PARTS = "json_each(CASE WHEN json_valid(v.parts) THEN v.parts ELSE '[]' END) q";
/** Cents of a visit's paid parts matching `cond` (SQL over q.value). */
const partsSum = (field, cond) =>
  "(SELECT COALESCE(SUM(json_extract(q.value, '$." +
  field +
  "')), 0) FROM " +
  PARTS +
  " WHERE json_extract(q.value, '$.paid') = 1 AND " +
  cond +
  ")";
const PART_SQL = {
  cash: partsSum("amountCents", "json_extract(q.value, '$.method') = 'cash'"),
  card: partsSum("amountCents", "json_extract(q.value, '$.method') = 'card'"),
};
const ONLINE_SQL = {
  online:
    "(SELECT COALESCE(SUM(json_extract(s.value, '$.amountCents')), 0) FROM " +
    SHARES +
    " WHERE json_extract(s.value, '$.online') = 1) + " +
    partsSum("amountCents", "json_extract(q.value, '$.online') = 1"),
  onlineTip:
    "(SELECT COALESCE(SUM(json_extract(s.value, '$.tipCents')), 0) FROM " +
    SHARES +
    " WHERE json_extract(s.value, '$.online') = 1) + " +
    partsSum("tipCents", "json_extract(q.value, '$.online') = 1"),
  fee: "(SELECT COALESCE(SUM(p.feeCents), 0) FROM payments p WHERE p.visit = v.id AND p.status IN ('paid', 'refunded'))",
  processingFee:
    "(SELECT COALESCE(SUM(p.processingFeeCents), 0) FROM payments p WHERE p.visit = v.id AND p.paidAt != '')",
  refunded: "(SELECT COALESCE(SUM(p.refundedCents), 0) FROM payments p WHERE p.visit = v.id)",
};

/** Whether the sales figures show online payment (only where the operator configured it). */
function showsOnline() {
  return require(`${__hooks}/lib/payments/payments-provider.js`).isConfigured();
}

/**
 * Per currency: the tips, and the sales of table tabs paid by card and by cash, in cents. Where
 * the operator configured online payment, also what was paid online (shares, their tips, the
 * provider's fees, refunds), and card and cash are what was not paid online.
 * @param {CoreApp} app
 * @param {string} ownerId
 * @param {{ from: string, to: string }} range
 */
function tabTotals(app, ownerId, range) {
  const { sql: where, params } = require(`${__hooks}/lib/shared/time-range.js`).withinRange(
    "o.user = {:u} AND o.finished = TRUE AND o.visit != ''",
    { u: ownerId },
    "o.finishedAt",
    range,
  );
  const online = showsOnline();
  const onLast = (sql) => "SUM(CASE WHEN " + LAST_OF_VISIT + " THEN " + sql + " ELSE 0 END)";
  const extra = online
    ? ", " +
      onLast(ONLINE_SQL.online) +
      " AS online, " +
      onLast(ONLINE_SQL.onlineTip) +
      " AS onlineTip, " +
      onLast(ONLINE_SQL.fee) +
      " AS fee, " +
      onLast(ONLINE_SQL.processingFee) +
      " AS processingFee, " +
      onLast(ONLINE_SQL.refunded) +
      " AS refunded"
    : "";
  const rows = arrayOf(
    new DynamicModel({
      currency: "",
      method: "",
      cents: 0,
      tip: 0,
      partCash: 0,
      partCard: 0,
      online: 0,
      onlineTip: 0,
      fee: 0,
      processingFee: 0,
      refunded: 0,
    }),
  );
  app
    .db()
    .newQuery(
      "SELECT o.currency AS currency, v.payMethod AS method, SUM(CAST(ROUND(o.total * 100) AS INTEGER)) AS cents, " +
        onLast("v.tipCents") +
        " AS tip, " +
        onLast(PART_SQL.cash) +
        " AS partCash, " +
        onLast(PART_SQL.card) +
        " AS partCard" +
        extra +
        " FROM orders o JOIN visits v ON v.id = o.visit WHERE " +
        where +
        " GROUP BY o.currency, v.payMethod",
    )
    .bind(params)
    .all(rows);
  const by = {};
  for (const r of rows) {
    let t = by[r.currency];
    if (!t) {
      t = by[r.currency] = { currency: r.currency, tipCents: 0, cardCents: 0, cashCents: 0 };
      if (online)
        Object.assign(t, {
          onlineCents: 0,
          onlineTipCents: 0,
          feeCents: 0,
          processingFeeCents: 0,
          refundedCents: 0,
        });
    }
    t.tipCents += Number(r.tip) || 0;
    const paidOnline = online ? Number(r.online) || 0 : 0;
    // Parts paid early in cash or by card count as such; the rest is the bill's method's.
    const partCash = Number(r.partCash) || 0;
    const partCard = Number(r.partCard) || 0;
    const rest = (Number(r.cents) || 0) - paidOnline - partCash - partCard;
    t.cashCents += partCash;
    t.cardCents += partCard;
    if (r.method === "card") t.cardCents += rest;
    else if (r.method === "cash") t.cashCents += rest;
    if (online) {
      t.onlineCents += paidOnline;
      t.onlineTipCents += Number(r.onlineTip) || 0;
      t.feeCents += Number(r.fee) || 0;
      t.processingFeeCents += Number(r.processingFee) || 0;
      t.refundedCents += Number(r.refunded) || 0;
    }
  }
  return Object.keys(by)
    .sort()
    .map((k) => by[k]);
}

/**
 * For the orders of a page that belong to a table tab: {orderId: {method, tipCents}}; the tip is
 * on the visit's last order only.
 * @param {CoreApp} app
 * @param {core.Record[]} orders
 */
function paymentsOf(app, orders) {
  const out = {};
  const ids = orders.filter((o) => o.getString("visit")).map((o) => o.id);
  if (!ids.length) return out;
  const params = {};
  const names = ids.map((id, i) => {
    params["o" + i] = id;
    return "{:o" + i + "}";
  });
  const rows = arrayOf(new DynamicModel({ id: "", method: "", tip: 0 }));
  app
    .db()
    .newQuery(
      "SELECT o.id AS id, v.payMethod AS method, CASE WHEN " +
        LAST_OF_VISIT +
        " THEN v.tipCents ELSE 0 END AS tip FROM orders o JOIN visits v ON v.id = o.visit WHERE o.id IN (" +
        names.join(", ") +
        ")",
    )
    .bind(params)
    .all(rows);
  for (const r of rows) out[r.id] = { method: r.method, tipCents: Number(r.tip) || 0 };
  return out;
}

module.exports = { tabTotals, paymentsOf, LAST_OF_VISIT, ONLINE_SQL, showsOnline };
