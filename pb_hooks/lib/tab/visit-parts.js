// Pay your part (docs/table-tab.md#pay-your-part): a member pays their own lines of the table's tab
// (with a tip) at any time before anybody asks for the bill, as a guest who leaves early does.
// The server decides every amount from the stored orders: a part is the member's lines that are
// not paid yet, priced as the bill prices them (lib/tab/visit-live.js billLines). Paid lines are out
// of the bill the others ask for later (lib/tab/visit-bill.js dueLines), cannot be paid again, and the
// orders holding them cannot change; an order sent after a part was paid goes to the rest. The
// table closes when every line is paid and nothing waits in the group's cart. Each step is one
// transaction on a fresh read, so two payments of one part at once make one.
const domain = require(`${__hooks}/lib/shared/domain.js`);
const store = require(`${__hooks}/lib/tab/visit-store.js`);
const live = require(`${__hooks}/lib/tab/visit-live.js`);

// A part's online payment is kept in `payments.share` as PART_SHARE + its number, apart from the
// bill's shares (at most domain.MAX_SHARES): the unique index on (visit, share) of live payments
// then makes one payment of a part, as of a share.
const PART_SHARE = 1000;
const METHODS = ["cash", "card", "online"];

/**
 * A member asks to pay their part: `body` {method: cash | card | online, tipPercent | tipCents}.
 * Replaces the member's part not paid yet. Returns the part.
 */
function askPart(app, visitId, me, body) {
  const method = String(body.method || "");
  if (METHODS.indexOf(method) < 0) throw new BadRequestError("Pay your part by cash, card or online.");
  const hasAmount = body.tipCents !== undefined && body.tipCents !== null && body.tipCents !== "";
  const tipAsked = hasAmount ? { cents: Number(body.tipCents) } : { percent: Number(body.tipPercent || 0) };
  let part = null;
  app.runInTransaction((txApp) => {
    const visit = store.findVisit(txApp, visitId);
    const step = domain.nextVisit(store.stateOf(visit), { type: "cart" });
    if (!step.ok) throw new ApiError(step.status, step.message, {});
    if (visit.status === "billRequested") {
      throw new ApiError(409, "The bill was asked for: pay your share of it.", {});
    }
    const others = (visit.parts || []).filter((p) => p.paid || p.n !== me.n);
    const taken = {};
    for (const p of others) for (const k of p.items) taken[k] = true;
    const mine = live
      .billLines(visit, live.ordersOf(txApp, visitId))
      .filter((l) => l.byN === me.n && !taken[l.key] && l.amountCents > 0);
    if (!mine.length) {
      throw new BadRequestError("You have nothing of your own left to pay: your lines show your name on the bill.");
    }
    // [money rules, docs/tax-and-receipts.md#the-bill] Tax added and the service charge on the part.
    const rules = require(`${__hooks}/lib/money/money-rules.js`).rulesOf(txApp, visit.user);
    const guests = live.guestsOf(visit);
    const money = live.moneyOf(rules, mine, guests);
    const linesDue = mine.reduce((s, l) => s + live.lineDue(l), 0);
    const amount = money ? money.dueCents : linesDue;
    // The tip is on the lines, never on the service charge.
    const tip = domain.tipOf(linesDue, tipAsked);
    if (!tip.ok) throw new BadRequestError(tip.message);
    const no = (visit.parts || []).reduce((max, p) => Math.max(max, p.no), 0) + 1;
    part = {
      no: no,
      n: me.n,
      // Its name as asked: a phone removed from the group later keeps it on the staff's card.
      label: domain.memberLabel(me.name, me.n),
      items: mine.map((l) => l.key),
      amountCents: amount,
      tipCents: tip.value,
      method: method,
      paid: false,
      at: store.now(),
    };
    if (money) Object.assign(part, { money: domain.withTip(money, tip.value), guests: guests });
    store.writeVisit(txApp, visitId, { parts: others.concat([part]) });
  });
  return part;
}

/** The part numbered `no` of a visit, or null. */
function partOf(visit, no) {
  const n = Number(no);
  if (!Number.isInteger(n)) return null;
  return (visit.parts || []).find((p) => p.no === n) || null;
}

/**
 * Why part `no` of the visit cannot be paid now (throws a 4xx: no visit, no such part, paid already,
 * its lines changed since it was asked for), else {visit, part, lines}. Writes nothing.
 */
function checkPart(txApp, visitId, no) {
  const visit = store.findVisit(txApp, visitId);
  if (!visit) throw new NotFoundError("This table visit does not exist.");
  const step = domain.nextVisit(store.stateOf(visit), { type: "cart" });
  if (!step.ok) throw new ApiError(step.status, step.message, {});
  const part = partOf(visit, no);
  if (!part) throw new NotFoundError("This visit has no such part.");
  if (part.paid) throw new ApiError(409, "This part is already paid.", {});
  const lines = live.billLines(visit, live.ordersOf(txApp, visitId));
  const byKey = {};
  for (const l of lines) byKey[l.key] = l;
  const mine = part.items.map((k) => (byKey[k] && !byKey[k].paid ? byKey[k] : null));
  let cents = mine.reduce((s, l) => s + (l ? live.lineDue(l) : NaN), 0);
  if (part.money && mine.every((l) => l)) {
    const rules = require(`${__hooks}/lib/money/money-rules.js`).rulesOf(txApp, visit.user);
    const now = live.moneyOf(rules, mine, Number(part.guests) || live.guestsOf(visit));
    cents = now ? now.dueCents : NaN;
  }
  if (cents !== part.amountCents) {
    throw new ApiError(409, "The bill changed since this part was asked for: ask for it again.", {});
  }
  return { visit: visit, part: part, lines: lines };
}

/**
 * Marks part `no` paid inside the transaction `txApp` (the staff's cash or card, or `paidOnline`
 * {paymentId} from the provider's webhook), after checking its lines are still the ones it was
 * asked for; closes the visit when everything is paid. Returns the visit's venue id.
 */
function payPartIn(txApp, visitId, no, paidOnline, by) {
  const checked = checkPart(txApp, visitId, no);
  const visit = checked.visit;
  const part = checked.part;
  const lines = checked.lines;
  const paid = Object.assign({}, part, { paid: true });
  if (paidOnline) {
    paid.online = true;
    paid.paymentId = paidOnline.paymentId;
  } else if (by) {
    // Who marked it paid: tips by staff member (docs/sales.md#by-staff-member).
    paid.paidBy = String(by);
  }
  // Its receipt, in this transaction (docs/tax-and-receipts.md#receipts).
  const issued = require(`${__hooks}/lib/money/receipts.js`).issueForPart(
    txApp,
    visit,
    part,
    paidOnline ? paidOnline.paymentId : "",
  );
  if (issued) {
    paid.receiptNo = issued.number;
    paid.receipt = issued.id + "." + issued.key;
  }
  const parts = visit.parts.map((p) => (p.no === part.no ? paid : p));
  const after = Object.assign({}, visit, { parts: parts });
  const tips = require(`${__hooks}/lib/tab/visit-bill.js`).partTips(after);
  const billTips = visit.bill ? visit.bill.shares.reduce((s, sh) => s + (sh.paid ? sh.tipCents : 0), 0) : 0;
  const changes = { parts: parts, tipCents: tips + billTips };
  if (!visit.bill) changes.payMethod = part.method === "online" ? "card" : part.method;
  // Everything paid (every line in a paid part) and nothing waiting in the group's cart: the
  // table is settled, as when the last share of a bill is paid.
  const paidKeys = {};
  for (const p of parts) if (p.paid) for (const k of p.items) paidKeys[k] = true;
  const isSettled = visit.status === "open" && !visit.cart.length && lines.every((l) => paidKeys[l.key]);
  if (isSettled) {
    changes.status = "closed";
    changes.closedAt = store.now();
  }
  store.writeVisit(txApp, visitId, changes);
  if (isSettled) require(`${__hooks}/lib/tab/visit-bill.js`).finishOrders(txApp, visitId);
  return visit.user;
}

/** Staff mark a part paid (cash or card at the table), in a transaction of its own; `by` signs it. */
function payPart(app, visitId, no, by) {
  let venueId = "";
  app.runInTransaction((txApp) => {
    venueId = payPartIn(txApp, visitId, no, null, by);
  });
  store.forgetOpen(app, venueId);
}

/**
 * Refuses (409) a change of order `orderId` that holds a line of a paid part: what a guest paid for
 * cannot change afterwards (a staff edit of its lines, or its delete).
 */
function refusePaidOrder(app, visitId, orderId) {
  if (!visitId) return;
  const visit = store.findVisit(app, visitId);
  if (!visit || visit.status === "closed") return;
  const prefix = orderId + "/";
  for (const p of visit.parts || []) {
    if (p.paid && p.items.some((k) => k.indexOf(prefix) === 0)) {
      throw new ApiError(409, "A guest paid for part of this order: it cannot change now.", {});
    }
  }
}

module.exports = { PART_SHARE, askPart, partOf, checkPart, payPartIn, payPart, refusePaidOrder };
