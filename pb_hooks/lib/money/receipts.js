// Receipts (docs/tax-and-receipts.md#receipts). A receipt is issued once, inside the payment's own
// short transaction, and kept as it was issued (the plain table `receipts`, migration
// 1771060000): its number is the venue's next in a sequence without gaps (SQLite has one writer:
// the counter row is locked from the UPDATE to the commit, so two payments at once get two numbers
// in turn, and a payment that fails rolls its number and its receipt back). Only at a venue that
// set its receipt details (a legal name). `assemble` is the one place that turns what was paid into
// a receipt's money (src/domain/receipt.ts): the bill's stored money will feed it when it has one.
const domain = require(`${__hooks}/lib/shared/domain.js`);

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

/** An order's stored tax breakdown (orders.tax, hidden), or null. */
function taxOf(order) {
  const raw = order.get("tax");
  if (raw === null || raw === undefined) return null;
  try {
    const t = JSON.parse(toString(raw));
    return t && Array.isArray(t.lines) && Array.isArray(t.rates) ? t : null;
  } catch (_) {
    return null;
  }
}

/**
 * The gross cents per tax rate of `lines` ([{key: "<orderId>/<index>[.n]", amountCents}]), each line
 * at its order's stored rate for that line (orders.tax.lines), and the orders' tax mode ("" when no
 * order has a breakdown: a receipt without tax).
 */
function grossByRate(txApp, lines) {
  const orders = {};
  const byRate = {};
  let mode = "";
  for (const l of lines) {
    const m = /^([a-z0-9]{15})\/(\d+)/.exec(String(l.key || ""));
    if (!m) continue;
    if (!(m[1] in orders)) {
      try {
        orders[m[1]] = taxOf(txApp.findRecordById("orders", m[1]));
      } catch (_) {
        orders[m[1]] = null;
      }
    }
    const tax = orders[m[1]];
    const line = tax && tax.lines[Number(m[2])];
    if (!line) continue;
    mode = mode || tax.mode;
    const rate = tax.rates.find((r) => r.rate === line.rate);
    const id = String(line.rate);
    if (!byRate[id]) byRate[id] = { name: rate ? rate.name : id, percent: line.percent, grossCents: 0 };
    byRate[id].grossCents += l.amountCents;
  }
  return { mode: mode, gross: Object.keys(byRate).map((k) => byRate[k]) };
}

/**
 * A receipt's document (src/domain/receipt.ts ReceiptDoc) of what was paid, without its number:
 * `paid` = {where, label, lines: [{key, title, count, amountCents, choices, shared}], money (the
 * payment's stored money, if any), taxLines (the lines whose rates share the amount when there is no
 * stored money), amountCents, tipCents, paidWith, partOfBill}.
 */
function assemble(txApp, venueId, paid) {
  const venue = txApp.findRecordById("users", venueId);
  const rules = require(`${__hooks}/lib/money/money-rules.js`).rulesOf(txApp, venueId) || {};
  const details = rules.receipt || {};
  const zone = venue.getString("timeZone") || "UTC";
  const tz = require(`${__hooks}/lib/shared/timezone.js`);
  const when = new DateTime();
  const local = tz.isValidZone(zone) ? when.time().in(new Timezone(zone)) : when.time();
  // The payment's stored money (docs/tax-and-receipts.md#what-a-payment-stores) where it has one:
  // the receipt shows what was charged and recomputes nothing. Else (before the bill stored its
  // money) the amount shared over its lines' stored rates.
  let money;
  if (paid.money && Array.isArray(paid.money.rates)) money = domain.moneyFromStored(paid.money);
  else {
    const rated = grossByRate(txApp, paid.taxLines || paid.lines);
    money = domain.receiptMoney(paid.amountCents, rated.gross, rated.mode, paid.tipCents, 0);
  }
  return Object.assign(
    {
      number: 0,
      kind: "sale",
      venue: {
        name: venue.getString("menuTitle"),
        legalName: String(details.legalName || ""),
        address: String(details.address || ""),
        taxNumber: String(details.taxNumber || ""),
      },
      issuedAt: new Date().toISOString(),
      localTime: String(local.format("2006-01-02 15:04")),
      zone: zone,
      currency: String(venue.getString("currency") || "").toUpperCase(),
      where: paid.where,
      label: paid.label || "",
      lines: paid.lines.map((l) => ({
        title: String(l.title || ""),
        count: Number(l.count) || 0,
        amountCents: Number(l.amountCents) || 0,
        choices: l.choices || [],
        shared: !!l.shared,
      })),
      partOfBill: !!paid.partOfBill,
      paidWith: paid.paidWith,
    },
    money,
  );
}

/**
 * Stores receipt `doc` with the venue's next number, in the transaction `txApp`; `about`
 * {source, ref, payment, visit, creditFor}. Returns {id, key, number}.
 */
function store(txApp, venueId, doc, about) {
  const number = nextNumber(txApp, venueId);
  const id = "r" + $security.randomStringWithAlphabet(14, "abcdefghijklmnopqrstuvwxyz0123456789");
  const key = $security.randomStringWithAlphabet(32, "abcdefghijklmnopqrstuvwxyz0123456789");
  const saved = Object.assign({}, doc, { number: number });
  txApp
    .db()
    .newQuery(
      "INSERT INTO receipts (id, venue, number, kind, source, ref, payment, visit, creditFor, key, doc, created) " +
        "VALUES ({:id}, {:venue}, {:number}, {:kind}, {:source}, {:ref}, {:payment}, {:visit}, {:creditFor}, {:key}, {:doc}, {:created})",
    )
    .bind({
      id: id,
      venue: venueId,
      number: number,
      kind: saved.kind,
      source: about.source,
      ref: String(about.ref || ""),
      payment: String(about.payment || ""),
      visit: String(about.visit || ""),
      creditFor: String(about.creditFor || ""),
      key: key,
      doc: JSON.stringify(saved),
      created: saved.issuedAt,
    })
    .execute();
  return { id: id, key: key, number: number };
}

/**
 * Issues the receipt of a payment at a venue that issues receipts (else null), in `txApp`:
 * `paid` as assemble's, `about` as store's. Returns {id, key, number} ("<id>.<key>" is the guest's token).
 */
function issue(txApp, venueId, paid, about) {
  if (!issuesReceipts(txApp, venueId)) return null;
  return store(txApp, venueId, assemble(txApp, venueId, paid), about);
}

/**
 * Issues the receipt of share `index` of `visit`'s bill (the visit as read before it was paid) in
 * `txApp`: the share's lines (a split by item, a whole bill) or, for a share of an equal or amounts
 * split, the bill's lines it pays part of. `paymentId` when it was paid online. Null where the venue
 * issues no receipts.
 */
function issueForShare(txApp, visit, index, paymentId) {
  if (!issuesReceipts(txApp, visit.user)) return null;
  const live = require(`${__hooks}/lib/tab/visit-live.js`);
  const parts = require(`${__hooks}/lib/tab/visit-parts.js`);
  const bill = visit.bill;
  const share = bill.shares[index];
  const isPartOfBill = bill.split !== "items" && bill.split !== "whole";
  const lines = live.receiptLines(txApp, visit, index, parts.PART_SHARE, isPartOfBill);
  const n = bill.shares.length;
  return store(
    txApp,
    visit.user,
    assemble(txApp, visit.user, {
      where: "Table " + visit.tableSlug,
      label: bill.split === "whole" ? "" : share.label || "Share " + (index + 1) + " of " + n,
      lines: lines,
      money: share.money || null,
      amountCents: share.amountCents,
      tipCents: share.tipCents,
      paidWith: paymentId ? "online" : bill.method || visit.payMethod || "",
      partOfBill: isPartOfBill && n > 1,
    }),
    { source: "share", ref: visit.id + "/" + index, payment: paymentId || "", visit: visit.id },
  );
}

/** Issues the receipt of `part` (paid now, docs/table-tab.md#pay-your-part) of `visit` in `txApp`, or null. */
function issueForPart(txApp, visit, part, paymentId) {
  if (!issuesReceipts(txApp, visit.user)) return null;
  const live = require(`${__hooks}/lib/tab/visit-live.js`);
  const parts = require(`${__hooks}/lib/tab/visit-parts.js`);
  const lines = live.receiptLines(txApp, visit, parts.PART_SHARE + part.no, parts.PART_SHARE);
  return store(
    txApp,
    visit.user,
    assemble(txApp, visit.user, {
      where: "Table " + visit.tableSlug,
      label: live.labelOf(visit, part.n),
      lines: lines,
      money: part.money || null,
      amountCents: part.amountCents,
      tipCents: part.tipCents,
      paidWith: paymentId ? "online" : part.method || "",
    }),
    { source: "part", ref: visit.id + "/p" + part.no, payment: paymentId || "", visit: visit.id },
  );
}

/**
 * Issues the receipt of order `order` (a record: a takeaway order, or one from Pay and order) in
 * `txApp`, once per order; `paymentId` when it was paid online. Null where the venue issues none.
 */
function issueForOrder(txApp, order, paymentId, paidWith, storedMoney) {
  const venueId = order.getString("user");
  if (!issuesReceipts(txApp, venueId)) return null;
  if (rows(txApp, "venue = {:v} AND source = 'order' AND ref = {:r}", { v: venueId, r: order.id }, 1)[0]) return null;
  let items;
  try {
    items = JSON.parse(toString(order.get("items")) || "[]");
  } catch (_) {
    items = [];
  }
  const live = require(`${__hooks}/lib/tab/visit-live.js`);
  const groups = live.groupsFor(txApp, { user: venueId }, items);
  const lines = [];
  items.forEach((it, i) => {
    if (!it || domain.isWaiterKind(String(it.dishId))) return;
    const count = Number(it.count) || 0;
    lines.push({
      key: order.id + "/" + i,
      title: String(it.title || ""),
      count: count,
      amountCents: domain.toCents(Number(it.price) || 0) * count,
      choices: domain.lineChoices(
        String(it.dishId || ""),
        it.options,
        groups[domain.dishIdOfKey(String(it.dishId || ""))] || [],
      ),
    });
  });
  const pickup = order.getInt("pickupNumber");
  return store(
    txApp,
    venueId,
    assemble(txApp, venueId, {
      where: pickup > 0 ? "Takeaway " + pickup : "Table " + order.getString("tableSlug"),
      label: order.getString("pickupName"),
      lines: lines,
      money: storedMoney || orderMoneyOf(txApp, venueId, items, order),
      amountCents: lines.reduce((s, l) => s + l.amountCents, 0),
      tipCents: 0,
      paidWith: paidWith,
    }),
    { source: "order", ref: order.id, payment: paymentId || "" },
  );
}

/**
 * An order's money from its stored tax (lib/money/money-rules.js orderMoney, where the bill stores its
 * money: docs/tax-and-receipts.md#what-a-payment-stores), or null (then assemble shares the amount
 * over the order's stored rates). A takeaway order has no service charge.
 */
function orderMoneyOf(txApp, venueId, items, order) {
  const mr = require(`${__hooks}/lib/money/money-rules.js`);
  if (typeof (/** @type {any} */ (mr).orderMoney) !== "function") return null;
  return /** @type {any} */ (mr).orderMoney(mr.rulesOf(txApp, venueId), items, taxOf(order), false);
}

const COLUMNS = ["id", "venue", "number", "kind", "source", "ref", "payment", "visit", "creditFor", "key", "doc"];

/** The receipt rows matching `where` (SQL with {:params}), newest first, at most `limit`. */
function rows(app, where, params, limit) {
  const model = {};
  for (const c of COLUMNS) model[c] = c === "number" ? 0 : "";
  const out = arrayOf(new DynamicModel(model));
  app
    .db()
    .newQuery("SELECT " + COLUMNS.join(", ") + " FROM receipts WHERE " + where + " ORDER BY number DESC LIMIT " + limit)
    .bind(params)
    .all(out);
  return out.map((r) => {
    const o = {};
    for (const c of COLUMNS) o[c] = c === "number" ? Number(r[c]) : String(r[c]);
    return o;
  });
}

/** One receipt row by id, or null. */
function byId(app, id) {
  const s = String(id || "");
  if (!/^r[a-z0-9]{14}$/.test(s)) return null;
  return rows(app, "id = {:id}", { id: s }, 1)[0] || null;
}

/**
 * The receipt the guest's token names ("<id>.<key>"): the row, or null for anything else. The key is
 * 32 random characters compared in constant time; a number is never a way in.
 */
function byToken(app, token) {
  const t = String(token || "");
  if (t.length > 60) return null;
  const dot = t.indexOf(".");
  if (dot < 0) return null;
  const row = byId(app, t.slice(0, dot));
  const key = t.slice(dot + 1);
  if (!row || key.length !== 32 || !$security.equal(key, row.key)) return null;
  return row;
}

/** What a reader gets of a receipt row: its document, id and its token's credits (no key unless `withToken`). */
function view(row, withToken) {
  const out = { id: row.id, receipt: JSON.parse(row.doc) };
  if (withToken) out.token = row.id + "." + row.key;
  return out;
}

/**
 * Issues the credit receipt of a refund of `refundCents` of online payment `paymentId` (in `txApp`,
 * with the refund's row: docs/tax-and-receipts.md#credit-receipts), once per refund id: it points to
 * the payment's receipt and takes its own number from the same sequence. Null when the payment has
 * no receipt.
 */
function creditForRefund(txApp, venueId, paymentId, refundId, refundCents) {
  const sale = rows(txApp, "venue = {:v} AND payment = {:p} AND kind = 'sale'", { v: venueId, p: paymentId }, 1)[0];
  if (!sale) return null;
  if (rows(txApp, "venue = {:v} AND source = 'refund' AND ref = {:r}", { v: venueId, r: refundId }, 1)[0]) return null;
  const paid = JSON.parse(sale.doc);
  const now = assemble(txApp, venueId, { where: "", lines: [], amountCents: 0, tipCents: 0, paidWith: "" });
  const doc = domain.creditDoc(paid, refundCents, 0, { issuedAt: now.issuedAt, localTime: now.localTime });
  return store(txApp, venueId, doc, {
    source: "refund",
    ref: refundId,
    payment: paymentId,
    visit: sale.visit,
    creditFor: sale.id,
  });
}

module.exports = {
  nextNumber,
  issuesReceipts,
  assemble,
  issue,
  issueForShare,
  issueForPart,
  issueForOrder,
  store,
  byId,
  byToken,
  rows,
  view,
  creditForRefund,
};
