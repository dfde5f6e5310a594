// What members and staff see of a table visit (docs/table-tab.md#the-bill), and its realtime
// fan-out: one view built per change, sent to the venue's staff screens (venue/<id>/visits) and to
// each member's topic (visit/<visitId>/<guest token>, authorised at subscribe time by
// lib/realtime.js). A visit has at most MAX_MEMBERS members: the cost of a change does not grow
// with other visits or screens.
const domain = require(`${__hooks}/lib/domain.js`);
const store = require(`${__hooks}/lib/visit-store.js`);

const MAX_ORDERS = 500;

/** The orders of a visit, oldest first: [{id, items, totalCents, guestToken, created}]. */
function ordersOf(app, visitId) {
  const rows = arrayOf(new DynamicModel({ id: "", items: "", cents: 0, guestToken: "", created: "" }));
  app
    .db()
    .newQuery(
      "SELECT [[id]], [[items]], [[total]], [[guestToken]], [[created]] FROM {{orders}} WHERE [[visit]] = {:v} ORDER BY [[created]], [[id]] LIMIT " +
        MAX_ORDERS,
    )
    .bind({ v: visitId })
    .all(rows);
  return rows.map((r) => {
    let items;
    try {
      items = JSON.parse(String(r.items || "[]"));
    } catch (_) {
      items = [];
    }
    return {
      id: r.id,
      items: Array.isArray(items) ? items : [],
      totalCents: Number(r.cents) || 0,
      guestToken: r.guestToken,
      created: r.created,
    };
  });
}

/** Label of member number `n` of a visit ("Table" for nobody we know, e.g. staff or a phone that did not join). */
function labelOf(visit, n) {
  for (const m of visit.members) if (m.n === n) return domain.memberLabel(m.name, m.n);
  return "Table";
}

/**
 * The bill's lines: every dish line of the visit's orders (waiter calls are not on a bill), keyed
 * "<orderId>/<index>", with who ordered it and who took it for a split by item.
 */
function billLines(visit, orders) {
  const lines = [];
  for (const o of orders) {
    const sender = store.memberOf(visit, o.guestToken);
    const byDish = (visit.lineBy && visit.lineBy[o.id]) || null;
    o.items.forEach((it, i) => {
      const dishId = String(it && it.dishId);
      if (domain.isWaiterKind(dishId)) return;
      const count = Number(it.count) || 0;
      const priceCents = domain.toCents(Number(it.price) || 0);
      const who = byDish && byDish[dishId] ? byDish[dishId] : sender ? [sender.n] : [];
      const key = o.id + "/" + i;
      const taken = visit.claims[key];
      lines.push({
        key: key,
        orderId: o.id,
        title: String(it.title || ""),
        count: count,
        priceCents: priceCents,
        amountCents: priceCents * count,
        by: who.length ? who.map((n) => labelOf(visit, n)).join(", ") : "Table",
        takenBy: taken ? labelOf(visit, taken) : "",
        takenByN: taken || 0,
      });
    });
  }
  return lines;
}

/** The view of a visit that its members and the venue's staff get (no guest tokens, no invitation code). */
function viewOf(app, visit) {
  const orders = ordersOf(app, visit.id);
  const lines = billLines(visit, orders);
  return {
    id: visit.id,
    table: visit.tableSlug,
    status: visit.status,
    since: visit.created,
    updated: visit.updated,
    totalCents: lines.reduce((s, l) => s + l.amountCents, 0),
    orders: orders.length,
    members: visit.members.map((m) => ({ n: m.n, label: domain.memberLabel(m.name, m.n) })),
    cart: {
      version: visit.cartVersion,
      lines: visit.cart.map((l) => ({
        id: l.id,
        dishId: l.dishId,
        title: l.title,
        priceCents: l.priceCents,
        count: l.count,
        n: l.n,
        by: labelOf(visit, l.n),
      })),
    },
    lines: lines,
    bill: visit.bill || null,
    billRequestedAt: visit.billRequestedAt,
    tipCents: visit.tipCents,
    payMethod: visit.payMethod,
    closedAt: visit.closedAt,
  };
}

/**
 * The orders count and bill total (cents) of each visit in `visitIds` ({id: {orders, totalCents}}),
 * summed by SQLite in one query over the orders' totals, nothing parsed: an order's total is its
 * lines' cents summed (src/domain/money.ts orderTotal; a waiter call is 0), so this is billLines' sum.
 */
function totalsOf(app, visitIds) {
  const out = {};
  if (!visitIds.length) return out;
  const params = {};
  const names = visitIds.map((id, i) => {
    params["v" + i] = id;
    return "{:v" + i + "}";
  });
  const rows = arrayOf(new DynamicModel({ visit: "", n: 0, cents: 0 }));
  app
    .db()
    .newQuery(
      "SELECT [[visit]] AS visit, COUNT(*) AS n, COALESCE(SUM(CAST(ROUND([[total]] * 100) AS INTEGER)), 0) AS cents " +
        "FROM {{orders}} WHERE [[visit]] IN (" +
        names.join(", ") +
        ") GROUP BY [[visit]]",
    )
    .bind(params)
    .all(rows);
  for (const r of rows) out[r.visit] = { orders: Number(r.n) || 0, totalCents: Number(r.cents) || 0 };
  return out;
}

/**
 * The staff's list of a venue's open visits (GET /api/venue/visits): each visit's view without its
 * lines and cart (the board's cards show the table, since when, orders, phones, the running total
 * and the bill), counted and summed by totalsOf. Building every visit's full view meant parsing
 * every order of every open visit on each load of the board.
 */
function summariesOf(app, visits) {
  const totals = totalsOf(
    app,
    visits.map((v) => v.id),
  );
  return visits.map((visit) => {
    const t = totals[visit.id] || { orders: 0, totalCents: 0 };
    return {
      id: visit.id,
      table: visit.tableSlug,
      status: visit.status,
      since: visit.created,
      updated: visit.updated,
      totalCents: t.totalCents,
      orders: t.orders,
      members: visit.members.map((m) => ({ n: m.n, label: domain.memberLabel(m.name, m.n) })),
      cart: { version: visit.cartVersion, lines: [] },
      lines: [],
      bill: visit.bill || null,
      billRequestedAt: visit.billRequestedAt,
      tipCents: visit.tipCents,
      payMethod: visit.payMethod,
      closedAt: visit.closedAt,
    };
  });
}

/** Sends the visit's view (freshly read) to its venue's staff screens and to each member. Returns the view. */
function publishVisit(app, visitId) {
  const visit = store.findVisit(app, visitId);
  if (!visit) return null;
  const view = viewOf(app, visit);
  const realtime = require(`${__hooks}/lib/realtime.js`);
  const data = JSON.stringify({ action: "update", record: view });
  realtime.publish(app, domain.venueTopicName(visit.user, "visits"), data);
  // Members also hear the invitation (it changes when a phone is removed or the group reset); the
  // staff's topic never carries it.
  const invite = visit.status === "closed" ? "" : visit.inviteCode;
  const memberData = data.slice(0, -1) + ',"invite":' + JSON.stringify(invite) + "}";
  for (const m of visit.members) realtime.publish(app, domain.visitTopicName(visit.id, m.t), memberData);
  return view;
}

module.exports = { ordersOf, billLines, viewOf, totalsOf, summariesOf, publishVisit, labelOf, MAX_ORDERS };
