// Cash refunds (docs/tax-and-receipts.md#cash-refunds): the owner or a manager gives back at the
// counter all or part of what a receipt paid for (a share, a part, a whole bill, a takeaway order
// paid at the counter), never more than what is left of it. Each refund is a credit receipt that
// points to the original, numbered from the venue's one sequence (lib/money/receipts.js): the
// credit receipts are the refunds' ledger, so what is left is the receipt's total less its credits.
// A receipt paid online is refunded online (lib/payments/payment-refunds.js), through the provider.
const domain = require(`${__hooks}/lib/shared/domain.js`);

/**
 * What was already credited (refunded) of sale receipt `saleId`, as positive sums: {totalCents,
 * goodsCents (without the tip)}.
 */
function credited(app, venueId, saleId) {
  const row = new DynamicModel({ n: 0, tip: 0 });
  app
    .db()
    .newQuery(
      "SELECT COALESCE(SUM(-CAST(json_extract(doc, '$.totalCents') AS INTEGER)), 0) AS n, " +
        "COALESCE(SUM(-CAST(COALESCE(json_extract(doc, '$.tipCents'), 0) AS INTEGER)), 0) AS tip FROM receipts " +
        "WHERE venue = {:v} AND creditFor = {:r} AND kind = 'credit'",
    )
    .bind({ v: venueId, r: saleId })
    .one(row);
  const total = Number(row.n) || 0;
  return { totalCents: total, goodsCents: total - (Number(row.tip) || 0) };
}

/**
 * Records a cash refund of `amountCents` of sale receipt `receiptId` of `venueId`, by `actor` (as
 * lib/team/staff.js actorOf), in one short transaction: the check and the credit receipt together
 * (SQLite has one writer, so two refunds at once are checked one after the other and never give
 * back more than was paid). Returns the credit receipt's row. 404 for no such receipt of the venue,
 * 409 for a receipt that cannot be refunded in cash, 400 for an amount that is not 1 to what is left.
 */
function refundInCash(app, venueId, receiptId, amountCents, actor) {
  const receipts = require(`${__hooks}/lib/money/receipts.js`);
  let made = null;
  app.runInTransaction((txApp) => {
    const sale = receipts.byId(txApp, receiptId);
    if (!sale || sale.venue !== venueId) throw new NotFoundError("This receipt does not exist.");
    if (sale.kind !== "sale") throw new ApiError(409, "A credit receipt cannot be refunded.", {});
    if (sale.payment) {
      throw new ApiError(409, "This receipt was paid online: refund it from Orders > Online payments.", {});
    }
    const paid = JSON.parse(sale.doc);
    const before = credited(txApp, venueId, sale.id);
    const left = domain.refundLeft(Number(paid.totalCents) || 0, before.totalCents);
    const problem = domain.cashRefundProblem(amountCents, left);
    if (problem) {
      if (left < 1) throw new ApiError(409, problem, {});
      throw new BadRequestError(problem);
    }
    const now = receipts.assemble(txApp, venueId, { where: "", lines: [], amountCents: 0, tipCents: 0, paidWith: "" });
    const doc = Object.assign(
      domain.creditDoc(paid, amountCents, 0, { issuedAt: now.issuedAt, localTime: now.localTime }, before.goodsCents),
      // Given back in cash, whatever way it was paid.
      { paidWith: "cash" },
    );
    const stored = receipts.store(txApp, venueId, doc, {
      source: "cash-refund",
      ref: actor ? String(actor.id || "") : "",
      payment: "",
      visit: sale.visit,
      creditFor: sale.id,
    });
    made = receipts.byId(txApp, stored.id);
  });
  return made;
}

/**
 * The venue's cash refunds (their credit receipts) issued within `range` (lib/sales/stats.js
 * parseRange: from/to in UTC), oldest first, at most 5,000: [{id, created, doc}] for the reports,
 * where each is a negative line (docs/tax-and-receipts.md#cash-refunds).
 */
function cashCredits(app, venueId, range) {
  // `created` is ISO ("2026-11-28T19:32:00.000Z"), the range's bounds PocketBase's ("... 19:32:00.000Z").
  const { sql: where, params } = require(`${__hooks}/lib/shared/time-range.js`).withinRange(
    "venue = {:v} AND kind = 'credit' AND source = 'cash-refund'",
    { v: venueId },
    "replace(created, 'T', ' ')",
    range,
  );
  const out = arrayOf(new DynamicModel({ id: "", created: "", doc: "" }));
  app
    .db()
    .newQuery("SELECT id, created, doc FROM receipts WHERE " + where + " ORDER BY created, number LIMIT 5000")
    .bind(params)
    .all(out);
  return out.map((r) => ({ id: String(r.id), created: String(r.created), doc: JSON.parse(String(r.doc)) }));
}

module.exports = { refundInCash, credited, cashCredits };
