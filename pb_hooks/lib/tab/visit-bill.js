// The bill of a table visit (docs/table-tab.md#the-bill): items taken for a split by item, the
// guests' request (split, tip, cash or card), the staff marking each share paid, and closing. All
// money in integer cents, computed here from the stored orders (src/domain/split.ts planBill); the
// state moves by src/domain/visit.ts nextVisit. Each change is one transaction on a fresh read.
const domain = require(`${__hooks}/lib/shared/domain.js`);
const store = require(`${__hooks}/lib/tab/visit-store.js`);
const live = require(`${__hooks}/lib/tab/visit-live.js`);

function refuse(step) {
  return new ApiError(step.status, step.message, {});
}

/**
 * Takes (or gives back) one item of the bill for a split by item: an item someone else took is
 * locked, unless `isSharing` (Sunday's "share a dish"): then the member joins its takers and its
 * cents are split between them (src/domain/split.ts splitItem). A line of a paid part is not on
 * the bill any more.
 */
function takeItem(app, visitId, me, key, isTaking, isSharing) {
  if (typeof key !== "string" || key.length > 40) throw new BadRequestError("Name the item to take.");
  app.runInTransaction((txApp) => {
    const visit = store.findVisit(txApp, visitId);
    const step = domain.nextVisit(store.stateOf(visit), { type: "cart" });
    if (!step.ok) throw refuse(step);
    if (domain.hasPaidShare(store.stateOf(visit))) {
      throw new ApiError(409, "Part of this bill is already paid: items cannot change hands.", {});
    }
    const line = live.billLines(visit, live.ordersOf(txApp, visitId)).find((l) => l.key === key);
    if (!line) throw new NotFoundError("This item is not on the bill.");
    if (line.paid) throw new ApiError(409, "This item is paid already.", {});
    let takers = live.takersOf(visit, key);
    const isMine = takers.indexOf(me.n) >= 0;
    if (takers.length && !isMine && !(isTaking && isSharing)) {
      throw new ApiError(409, live.labelOf(visit, takers[0]) + " already took this item.", {});
    }
    if (isTaking && !isMine) takers = takers.concat([me.n]);
    if (!isTaking) takers = takers.filter((n) => n !== me.n);
    const claims = Object.assign({}, visit.claims);
    // One taker is stored as their number (as before sharing existed), several as the list.
    if (!takers.length) delete claims[key];
    else claims[key] = takers.length === 1 ? takers[0] : takers;
    store.writeVisit(txApp, visitId, { claims: claims });
  });
}

/** The bill's lines that are still to pay: those of a paid part are paid (docs/table-tab.md#pay-your-part). */
function dueLines(txApp, visit) {
  return live.billLines(visit, live.ordersOf(txApp, visit.id)).filter((l) => !l.paid);
}

// A bill asked again within this time of the last ask changes the bill (live on the board) but
// sends no second push to the venue's devices: a member could otherwise ring them at will.
const REPEAT_MS = 60 * 1000;

/**
 * The guests ask for the bill: `body` {split, parts, amounts, tipPercent | tipCents, method}.
 * Returns whether the venue's devices are to hear of it (not for an ask repeated within REPEAT_MS).
 */
function askBill(app, visitId, body) {
  let isNews = true;
  app.runInTransaction((txApp) => {
    const visit = store.findVisit(txApp, visitId);
    const last = Date.parse(String(visit.billRequestedAt || "").replace(" ", "T"));
    isNews = !(visit.status === "billRequested" && Number.isFinite(last) && Date.now() - last < REPEAT_MS);
    // The bill is what is left to pay: the lines of paid parts are out of it.
    const lines = dueLines(txApp, visit);
    const takenBy = {};
    for (const l of lines) if (l.takers.length) takenBy[l.key] = l.takers.map((t) => String(t.n));
    const hasAmount = body.tipCents !== undefined && body.tipCents !== null && body.tipCents !== "";
    // [money rules, docs/tax-and-receipts.md#the-bill] The lines with tax added, the service charge.
    const rules = require(`${__hooks}/lib/money/money-rules.js`).rulesOf(txApp, visit.user);
    const money = live.moneyOf(rules, lines, live.guestsOf(visit));
    const plan = domain.planBill(
      lines.map((l) => ({ key: l.key, amountCents: live.lineDue(l) })),
      takenBy,
      {
        split: String(body.split || ""),
        parts: Number(body.parts),
        amounts: Array.isArray(body.amounts) ? body.amounts.slice(0, domain.MAX_SHARES + 1).map(Number) : undefined,
        tip: hasAmount ? { cents: Number(body.tipCents) } : { percent: Number(body.tipPercent || 0) },
        method: String(body.method || ""),
      },
      live.serviceDue(money, lines),
    );
    if (!plan.ok) throw new BadRequestError(plan.message);
    const bill = plan.value;
    // What each share charges, part by part, for its payment and its receipt: by item, each share
    // at the rates of what it took; otherwise every part shared in proportion.
    if (money) {
      const tips = bill.shares.map((sh) => sh.tipCents);
      let each;
      if (bill.split === "items") {
        const byKey = {};
        for (const l of lines) byKey[l.key] = l;
        const pieces = bill.shares.map((sh) =>
          sh.items.map((k) => ({
            amountCents: byKey[k].amountCents,
            tax: byKey[k].tax || null,
            dueCents: live.lineDue(byKey[k]),
            takers: takenBy[k].length,
            at: takenBy[k].indexOf(sh.label),
          })),
        );
        const serviceDues = bill.shares.map(
          (sh, i) => sh.amountCents - pieces[i].reduce((s, p) => s + domain.splitItem(p.dueCents, p.takers)[p.at], 0),
        );
        each = domain.itemSharesMoney(money, pieces, serviceDues, tips);
      } else {
        each = domain.shareMoney(
          money,
          bill.shares.map((sh) => sh.amountCents),
          tips,
        );
      }
      bill.shares.forEach((sh, i) => (sh.money = each[i]));
    }
    // A split by item names who took the items (stored as member numbers).
    if (bill.split === "items") for (const s of bill.shares) s.label = live.labelOf(visit, Number(s.label));
    const step = domain.nextVisit(store.stateOf(visit), { type: "askBill", bill: bill });
    if (!step.ok) throw refuse(step);
    const changes = {
      status: step.state.status,
      bill: step.state.bill,
      billRequestedAt: store.now(),
      payMethod: bill.method,
    };
    // A part asked for but not paid yet is dropped: its lines are on the bill now (a checkout of it
    // paid later is not counted and is refunded from Orders, like a share's after a new bill).
    const kept = (visit.parts || []).filter((p) => p.paid);
    if (kept.length !== (visit.parts || []).length) changes.parts = kept;
    store.writeVisit(txApp, visitId, changes);
  });
  return isNews;
}

/** Finishes every unfinished order of the visit (started and finished, as the board's Finish does). */
function finishOrders(txApp, visitId) {
  const orders = txApp.findRecordsByFilter("orders", "visit = {:v} && finished = false", "created", 0, 0, {
    v: visitId,
  });
  for (const o of orders) {
    o.set("started", true);
    o.set("finished", true);
    txApp.save(o);
  }
}

/**
 * Applies a closing or paying step inside the transaction `txApp`: writes the visit and, when it
 * closes, finishes its orders. `paidOnline` {paymentId} marks the share as paid online
 * (docs/payments.md). Returns the visit's venue id.
 */
function settleIn(txApp, visitId, event, paidOnline) {
  const visit = store.findVisit(txApp, visitId);
  const total = dueLines(txApp, visit).reduce((s, l) => s + l.amountCents, 0);
  const ev = event.type === "close" ? Object.assign({ totalCents: total }, event) : event;
  const step = domain.nextVisit(store.stateOf(visit), ev);
  if (!step.ok) throw refuse(step);
  const bill = step.state.bill;
  if (paidOnline && bill && event.type === "payShare") {
    bill.shares[event.index] = Object.assign({}, bill.shares[event.index], {
      online: true,
      paymentId: paidOnline.paymentId,
    });
  } else if (bill && event.type === "payShare" && event.by) {
    // Who marked it paid (docs/sales.md#by-staff-member): their tips by staff member. Kept on the
    // share, never shown to the guests (lib/tab/visit-live.js billView).
    bill.shares[event.index] = Object.assign({}, bill.shares[event.index], { paidBy: String(event.by) });
  }
  // The receipt of the share just paid, in this transaction (docs/tax-and-receipts.md#receipts): its
  // number and the token its payers' phones read it by (the visit's members see the bill).
  if (bill && event.type === "payShare") {
    const issued = require(`${__hooks}/lib/money/receipts.js`).issueForShare(
      txApp,
      visit,
      event.index,
      paidOnline ? paidOnline.paymentId : "",
    );
    if (issued) {
      bill.shares[event.index].receiptNo = issued.number;
      bill.shares[event.index].receipt = issued.id + "." + issued.key;
    }
  }
  const changes = { status: step.state.status, bill: bill };
  // Tips are recorded apart from sales: the tip of the shares and parts paid so far.
  if (bill) changes.tipCents = bill.shares.reduce((s, sh) => s + (sh.paid ? sh.tipCents : 0), 0) + partTips(visit);
  if (step.isClosing) {
    changes.closedAt = store.now();
    changes.cart = [];
  }
  store.writeVisit(txApp, visitId, changes);
  if (step.isClosing) finishOrders(txApp, visitId);
  return visit.user;
}

/** The tips of a visit's paid parts. */
function partTips(visit) {
  return (visit.parts || []).reduce((s, p) => s + (p.paid ? p.tipCents : 0), 0);
}

/** Applies a closing or paying step in a transaction of its own. */
function settle(app, visitId, event) {
  let venueId = "";
  app.runInTransaction((txApp) => {
    venueId = settleIn(txApp, visitId, event, null);
  });
  store.forgetOpen(app, venueId);
}

/** Staff move a visit (and its unfinished orders) to another table of the venue that has no open visit. */
function moveVisit(app, visit, table) {
  const n = Number(table);
  if (!Number.isInteger(n) || n < 1 || n > 999999) throw new BadRequestError("Name the table to move to.");
  const slug = String(n);
  try {
    app.findFirstRecordByFilter("tables", "user = {:u} && tableNumber = {:n}", { u: visit.user, n: n });
  } catch (_) {
    throw new BadRequestError("There is no table " + slug + ".");
  }
  if (slug === visit.tableSlug) throw new BadRequestError("The visit is at table " + slug + " already.");
  app.runInTransaction((txApp) => {
    const fresh = store.findVisit(txApp, visit.id);
    const step = domain.nextVisit(store.stateOf(fresh), { type: "move" });
    if (!step.ok) throw refuse(step);
    if (store.findOpenVisit(txApp, visit.user, slug)) {
      throw new ApiError(409, "Table " + slug + " has an open visit already.", {});
    }
    store.writeVisit(txApp, visit.id, { tableSlug: slug });
    const orders = txApp.findRecordsByFilter("orders", "visit = {:v} && finished = false", "", 0, 0, { v: visit.id });
    for (const o of orders) {
      o.set("tableSlug", slug);
      txApp.save(o);
    }
  });
}

module.exports = { takeItem, askBill, settle, settleIn, moveVisit, finishOrders, dueLines, partTips };
