// What members and staff see of a table visit (docs/table-tab.md#the-bill), and its realtime
// fan-out: one view built per change, sent to the venue's staff screens (venue/<id>/visits) and to
// each member's topic (visit/<visitId>/<guest token>, authorised at subscribe time by
// lib/realtime/realtime.js). A visit has at most MAX_MEMBERS members: the cost of a change does not grow
// with other visits or screens.
const domain = require(`${__hooks}/lib/shared/domain.js`);
const store = require(`${__hooks}/lib/tab/visit-store.js`);
// The domain functions a view calls for each of its lines, taken once: domain.js's exports are
// getters (esbuild's module shape), a function call each time in the JSVM (docs/PERFORMANCE.md,
// "The group send").
const { toCents, memberLabel, isWaiterKind, dishIdOfKey, lineChoices } = domain;

const MAX_ORDERS = 500;

// The lines of the orders this VM parsed last, by order id: {text, items}. Every change of a visit
// builds its view again from all its orders (ordersOf), and parsing their stored lines was most of
// that read's cost in the JSVM (docs/PERFORMANCE.md, "The group send"); an order whose stored text
// is exactly the text parsed before gets the same lines back, so a change never shows stale lines.
// Per VM (each VM of the pool serves one request at a time; lib/lib.js), emptied (with `built`
// below) at MAX_PARSED orders or MAX_PARSED_CHARS of stored text, whichever comes first: the pool
// has 24 VMs, so what a VM may hold is bounded by text, not only by count (a 50-line order is ~10 KB).
// The lines are read only: nobody changes them in place.
const MAX_PARSED = 500;
const MAX_PARSED_CHARS = 256 * 1024;
/** @type {Record<string, { text: string, items: any[] }>} */
let parsed = {};
let parsedCount = 0;
let parsedChars = 0;

/** The lines of order `id` from their stored JSON `text` ([] when it is not a list). */
function itemsOf(id, text) {
  const known = parsed[id];
  if (known && known.text === text) return known.items;
  let items;
  try {
    items = JSON.parse(text);
  } catch (_) {
    items = [];
  }
  if (!Array.isArray(items)) items = [];
  if (parsedCount >= MAX_PARSED || parsedChars + text.length > MAX_PARSED_CHARS) {
    parsed = {};
    parsedCount = 0;
    parsedChars = 0;
    built = {};
    builtCount = 0;
  }
  if (!parsed[id]) parsedCount++;
  parsedChars += text.length;
  parsed[id] = { text: text, items: items };
  return items;
}

/**
 * The orders of a visit, oldest first: [{id, items, totalCents, guestToken, created, tax, taxText,
 * addedByText}] (`addedByText`: who added a group send's lines as stored, read by addersOf only
 * when the order's bill lines are built again).
 */
function ordersOf(app, visitId) {
  const rows = arrayOf(
    new DynamicModel({ id: "", items: "", cents: 0, guestToken: "", created: "", tax: "", addedBy: "" }),
  );
  app
    .db()
    .newQuery(
      "SELECT [[id]], [[items]], [[total]], [[guestToken]], [[created]], COALESCE([[tax]], '') AS tax, " +
        "COALESCE([[addedBy]], '') AS addedBy FROM {{orders}} WHERE [[visit]] = {:v} ORDER BY [[created]], [[id]] LIMIT " +
        MAX_ORDERS,
    )
    .bind({ v: visitId })
    .all(rows);
  return rows.map((r) => {
    let tax;
    try {
      tax = r.tax ? JSON.parse(String(r.tax)) : null;
    } catch (_) {
      tax = null;
    }
    return {
      id: r.id,
      items: itemsOf(r.id, String(r.items || "[]")),
      totalCents: Number(r.cents) || 0,
      guestToken: r.guestToken,
      created: r.created,
      tax: tax && typeof tax === "object" && Array.isArray(tax.lines) ? tax : null,
      taxText: String(r.tax || ""),
      addedByText: String(r.addedBy || ""),
    };
  });
}

/**
 * Who added the lines of order `o` ({line key: [[n, count], ...]}), or null (none, or not a map):
 * `o.addedBy` when given (a send's delta), else its stored text parsed once, when first asked.
 */
function addedByOf(o) {
  if (o.addedBy === undefined) o.addedBy = parseAddedBy(String(o.addedByText || ""));
  return o.addedBy;
}

/** A stored `addedBy` parsed, or null (none, or not a map). */
function parseAddedBy(text) {
  if (!text || text === "null") return null;
  try {
    const by = JSON.parse(text);
    return by && typeof by === "object" && !Array.isArray(by) ? by : null;
  } catch (_) {
    return null;
  }
}

/**
 * The tax of line `i` of order `o` at its current amount (docs/tax-and-receipts.md#the-bill): the
 * rate stored for it when the order was created, its tax computed again on the line as it is now
 (so a staff edit of a count is taxed right; lib/money/money-rules.js retax keeps the stored lines in
 * step with the order's when an edit or a combine changes them). Null: no tax stored.
 */
function lineTaxOf(o, i, amountCents) {
  const t = o.tax;
  const ref = t && t.lines.length === o.items.length ? t.lines[i] : null;
  if (!ref) return null;
  const rate = (t.rates || []).find((r) => r.rate === ref.rate);
  const bp = domain.basisPoints(Number(ref.percent) || 0);
  return {
    rate: String(ref.rate),
    name: rate ? String(rate.name) : String(ref.rate),
    percent: Number(ref.percent) || 0,
    taxCents: domain.lineTax(amountCents, bp, t.mode === "exclusive" ? "exclusive" : "inclusive"),
  };
}

/**
 * Label of member number `n` of a visit ("Table" for nobody in the group now: a staff order, an
 * order the staff added to the tab, a phone removed from the group). A phone outside the group
 * orders apart: its orders are on no tab (docs/table-tab.md#orders-join-the-visit).
 */
function labelOf(visit, n) {
  for (const m of visit.members) if (m.n === n) return memberLabel(m.name, m.n);
  return "Table";
}

/** labelOf(visit, n) for one view: each member's label worked out once, not once per line. */
function labelsOf(visit) {
  const known = {};
  return (n) => {
    if (typeof n !== "number") return labelOf(visit, n);
    const key = String(n);
    const found = known[key];
    if (found !== undefined) return found;
    return (known[key] = labelOf(visit, n));
  };
}

/** Takers of a bill line for a split by item: claims hold a member number, or the numbers sharing it. */
function takersOf(visit, key) {
  const c = visit.claims[key];
  if (Array.isArray(c)) return c.filter((n, i) => Number.isInteger(n) && c.indexOf(n) === i);
  return Number.isInteger(c) && c > 0 ? [c] : [];
}

/** The paid or asked parts of a visit by line key: {key: part} (docs/table-tab.md#pay-your-part). */
function partsByLine(visit) {
  const out = {};
  for (const p of visit.parts || []) for (const k of p.items) out[k] = p;
  return out;
}

/**
 * Who added each of an order's lines with how many ([[n, count], ...]) when a group sent it, else
 * the member numbers (visits sent before lines were kept apart per member), else null. Kept on the
 * order (`addedBy`); orders sent before that have it on the visit (`lineBy`, by order id).
 */
function addersOf(visit, o, dishId) {
  const byDish = addedByOf(o) || (visit.lineBy && visit.lineBy[o.id]) || null;
  return byDish && byDish[dishId] ? byDish[dishId] : null;
}

/**
 * The dish option groups of the dishes with options on `items` ([{dishId, options}]), from the
 * venue's cached menu (`known`: its entry, when the caller has it): {baseDishId: groups}. Nothing
 * is read when no line has options.
 */
function groupsFor(app, visit, items, known) {
  const ids = [];
  for (const it of items) {
    if (!it || !it.options || !Object.keys(it.options).length) continue;
    const id = dishIdOfKey(String(it.dishId || ""));
    if (/^[a-z0-9]{15}$/.test(id) && ids.indexOf(id) < 0) ids.push(id);
  }
  const out = {};
  if (!ids.length) return out;
  try {
    const menu = require(`${__hooks}/lib/menu/menu-data.js`);
    const entry = known || menu.entryFor(app, app.findRecordById("users", visit.user));
    if (!entry) return out;
    const dishes = menu.dishesOf(app, entry, ids);
    for (const id in dishes) out[id] = dishes[id].optionGroups || [];
  } catch (_) {
    // A dish deleted since: its choices are named without prices.
  }
  return out;
}

/** A line's choices (extras, options, size) with their prices, when `groups` were read (viewOf). */
function choicesOf(it, groups) {
  if (!groups) return undefined;
  const key = String(it.dishId || "");
  // A line without extras (none in its key) and without options has none: what lineChoices answers.
  if (!it.options && key.indexOf("_") < 0) return [];
  return lineChoices(key, it.options, groups[dishIdOfKey(key)] || []);
}

/**
 * The bill's lines: every dish line of the visit's orders (waiter calls are not on a bill), keyed
 * "<orderId>/<index>", with who ordered it and who took it for a split by item. A group's line
 * that several members added is one line per member ("<orderId>/<index>.<n>"), so a split by item
 * gives each their own; its count must add up to the order line's, else (a staff edit since) it is
 * one line naming them all. `groups` (viewOf): each line's choices with their prices.
 */
function billLines(visit, orders, groups) {
  return linesOf(visit, orders, groups, false);
}

// The bill lines of each order as a view on this VM last built them, by order id: a view is built
// after every change of its visit, and building every line again was most of its cost (about 20 us
// a line in the JSVM; docs/PERFORMANCE.md, "The group send against a guest order"). An order's lines
// are reused only when everything they are made of is the same: its parsed lines (the same object
// from itemsOf while its stored text is the same), its sender's token, who added them (`lineBy`),
// and the visit's members, takes, parts and choice groups. Per VM, emptied at MAX_PARSED orders;
// the lines are read only (a view is only serialised).
/** @type {Record<string, { items: any[], taxText: string, token: string, adders: string, context: string, lines: any[] }>} */
let built = {};
let builtCount = 0;

/** billLines; `reuse` (viewOf): an order's lines from `built` when nothing they are made of changed. */
function linesOf(visit, orders, groups, reuse) {
  const lines = [];
  const paidIn = partsByLine(visit);
  const label = labelsOf(visit);
  // No line is taken before anybody takes one (a split by item): no lookup per line then.
  const anyTaken = Object.keys(visit.claims).length > 0;
  const push = (o, it, key, count, who, tax) => {
    const priceCents = toCents(Number(it.price) || 0);
    const takers = anyTaken ? takersOf(visit, key) : [];
    const part = paidIn[key];
    const line = {
      key: key,
      orderId: o.id,
      title: String(it.title || ""),
      count: count,
      priceCents: priceCents,
      amountCents: priceCents * count,
      by: who.length === 1 ? label(who[0]) : who.length ? who.map((n) => label(n)).join(", ") : "Table",
      byN: who.length === 1 ? who[0] : 0,
      takenBy: takers.length ? label(takers[0]) : "",
      takenByN: takers[0] || 0,
      takers: takers.map((n) => ({ n: n, label: label(n) })),
      part: part ? part.no : 0,
      paid: !!(part && part.paid),
    };
    const choices = choicesOf(it, groups);
    if (choices) line.choices = choices;
    // At a venue with tax rates: the line's tax, and what it costs with tax added (exclusive).
    if (tax) {
      line.tax = tax;
      line.dueCents = line.amountCents + (o.tax.mode === "exclusive" ? tax.taxCents : 0);
    }
    lines.push(line);
  };
  const addOrder = (o) => {
    const sender = store.memberOf(visit, o.guestToken);

    o.items.forEach((it, i) => {
      const dishId = String(it && it.dishId);
      if (isWaiterKind(dishId)) return;
      const count = Number(it.count) || 0;
      const adders = addersOf(visit, o, dishId);
      const key = o.id + "/" + i;
      const tax = lineTaxOf(o, i, domain.toCents(Number(it.price) || 0) * count);
      if (adders && adders.length && Array.isArray(adders[0])) {
        const counted = adders.reduce((s, a) => s + (Number(a[1]) || 0), 0);
        if (counted === count && adders.length > 1) {
          // The line's tax shared by count over its members' lines, adding up to it exactly.
          const taxes = tax
            ? domain.splitProportional(
                tax.taxCents,
                adders.map((a) => Number(a[1])),
              )
            : [];
          adders.forEach((a, k) => {
            const own = tax ? Object.assign({}, tax, { taxCents: taxes[k] }) : null;
            push(o, it, key + "." + a[0], Number(a[1]), [a[0]], own);
          });
        } else {
          push(
            o,
            it,
            key,
            count,
            adders.map((a) => a[0]),
            tax,
          );
        }
        return;
      }
      push(o, it, key, count, adders && adders.length ? adders : sender ? [sender.n] : [], tax);
    });
  };
  if (!reuse) {
    for (const o of orders) addOrder(o);
    return lines;
  }
  // What every order's lines depend on besides the order itself: the members (labels, senders),
  // the takes, the parts and the choices' groups.
  const context = JSON.stringify([visit.members, visit.claims, visit.parts || [], groups || null]);
  for (const o of orders) {
    // The stored text of who added the lines, compared as it is: nothing is parsed for an order reused.
    const own = String(o.addedByText || "");
    const adders = own && own !== "null" ? own : JSON.stringify((visit.lineBy && visit.lineBy[o.id]) || null);
    const known = built[o.id];
    if (
      known &&
      known.items === o.items &&
      known.taxText === o.taxText &&
      known.token === o.guestToken &&
      known.adders === adders &&
      known.context === context
    ) {
      for (const l of known.lines) lines.push(l);
      continue;
    }
    const start = lines.length;
    addOrder(o);
    if (!known && builtCount >= MAX_PARSED) {
      built = {};
      builtCount = 0;
    }
    if (!built[o.id]) builtCount++;
    built[o.id] = {
      items: o.items,
      taxText: o.taxText,
      token: o.guestToken,
      adders: adders,
      context: context,
      lines: lines.slice(start),
    };
  }
  return lines;
}

/**
 * The lines a payment paid (its receipt, docs/payments.md#the-receipt), with their choices: a
 * part's lines, a by-item share's lines (a shared dish at its taker's cents), or every line of a
 * whole bill that was not paid in a part; none for an equal split or amounts (unless
 * `isWholeForSplit`: then the bill's lines). [{key, title, count, amountCents, shared, choices}]
 */
function receiptLines(app, visit, shareIndex, partShare, isWholeForSplit) {
  if (!visit) return [];
  const orders = ordersOf(app, visit.id);
  const all = [];
  for (const o of orders) for (const it of o.items) all.push(it);
  const lines = billLines(visit, orders, groupsFor(app, visit, all));
  let keys = null;
  let taker = 0;
  if (shareIndex >= partShare) {
    const part = (visit.parts || []).find((p) => p.no === shareIndex - partShare);
    keys = part ? part.items : [];
  } else {
    const share = visit.bill && visit.bill.shares[shareIndex];
    if (!share) return [];
    // A share of an equal or amounts split pays part of the whole bill: its receipt lists the
    // bill's lines (isWholeForSplit, lib/money/receipts.js), the payment's own receipt view none.
    if (visit.bill.split === "whole" || isWholeForSplit) keys = lines.filter((l) => !l.paid).map((l) => l.key);
    else if (visit.bill.split === "items") {
      keys = share.items;
      const m = visit.members.find((x) => domain.memberLabel(x.name, x.n) === share.label);
      taker = m ? m.n : 0;
    } else return [];
  }
  return lines
    .filter((l) => keys.indexOf(l.key) >= 0)
    .map((l) => {
      let cents = l.amountCents;
      const at = l.takers.findIndex((t) => t.n === taker);
      if (taker && l.takers.length > 1 && at >= 0) cents = domain.splitItem(l.amountCents, l.takers.length)[at];
      return {
        key: l.key,
        title: l.title,
        count: l.count,
        amountCents: cents,
        shared: l.takers.length > 1,
        choices: l.choices || [],
      };
    });
}

/** Guests at the table for the service charge's minimum: the visit's members (at least 1). */
function guestsOf(visit) {
  return Math.max(1, (visit.members || []).length);
}

/** What a line costs with tax added (exclusive), else its amount. */
function lineDue(l) {
  return l.dueCents === undefined ? l.amountCents : l.dueCents;
}

/**
 * The money of bill `lines` (docs/tax-and-receipts.md#what-a-payment-stores): src/domain
 * receipt-money.ts linesMoney under the venue's `rules` for `guests` guests; null at a venue
 * without money rules (its bill is the lines' sum, as before).
 */
function moneyOf(rules, lines, guests) {
  if (!rules) return null;
  return domain.linesMoney(
    lines.map((l) => ({ amountCents: l.amountCents, tax: l.tax || null })),
    rules,
    guests,
  );
}

/** The service charge of `money` as it is charged (with its tax when tax is added): due less the lines'. */
function serviceDue(money, lines) {
  if (!money) return 0;
  return money.dueCents - lines.reduce((s, l) => s + lineDue(l), 0);
}

/** The bill as members and staff see it: without who marked a share paid (the sales' own record). */
function billView(bill) {
  if (!bill) return null;
  return Object.assign({}, bill, {
    shares: (bill.shares || []).map((sh) => {
      const out = Object.assign({}, sh);
      delete out.paidBy;
      return out;
    }),
  });
}

/** The parts of a visit as members and staff see them (docs/table-tab.md#pay-your-part). */
function partsView(visit) {
  return (visit.parts || []).map((p) =>
    Object.assign(
      {
        no: p.no,
        n: p.n,
        label: visit.members.some((m) => m.n === p.n) ? labelOf(visit, p.n) : String(p.label || labelOf(visit, p.n)),
        items: p.items,
        amountCents: p.amountCents,
        tipCents: p.tipCents,
        method: p.method,
        paid: !!p.paid,
        online: !!p.online,
        receiptNo: p.receiptNo || 0,
        receipt: p.receipt || "",
      },
      p.money ? { money: p.money } : {},
    ),
  );
}

/**
 * What each member's own lines would charge as a part now, with the service charge and tax
 * (lib/tab/visit-parts.js askPart charges exactly this): {member number: cents}, for the phone's preview.
 */
function partDueOf(visit, rules, lines) {
  const out = {};
  for (const m of visit.members) {
    const mine = lines.filter((l) => l.byN === m.n && !l.paid && l.amountCents > 0);
    if (mine.length) out[m.n] = moneyOf(rules, mine, guestsOf(visit)).dueCents;
  }
  return out;
}

/** The view of a visit that its members and the venue's staff get (no guest tokens, no invitation code). */
function viewOf(app, visit) {
  const rules = require(`${__hooks}/lib/money/money-rules.js`).rulesOf(app, visit.user);
  const orders = ordersOf(app, visit.id);
  const all = [];
  for (const o of orders) for (const it of o.items) all.push(it);
  const groups = groupsFor(app, visit, all.concat(visit.cart.map((l) => ({ dishId: l.dishId, options: l.options }))));
  const lines = linesOf(visit, orders, groups, true);
  const totalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const parts = partsView(visit);
  const paidCents = parts.reduce((s, p) => s + (p.paid ? p.amountCents : 0), 0);
  // At a venue with money rules: what is left to pay, with the service charge and the tax.
  const money = moneyOf(
    rules,
    lines.filter((l) => !l.paid),
    guestsOf(visit),
  );
  const view = {
    id: visit.id,
    table: visit.tableSlug,
    status: visit.status,
    since: visit.created,
    updated: visit.updated,
    totalCents: totalCents,
    paidCents: paidCents,
    dueCents: totalCents - paidCents,
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
        choices: choicesOf({ dishId: l.dishId, options: l.options }, groups),
      })),
    },
    lines: lines,
    parts: parts,
    bill: billView(visit.bill),
    billRequestedAt: visit.billRequestedAt,
    tipCents: visit.tipCents,
    payMethod: visit.payMethod,
    closedAt: visit.closedAt,
  };
  if (money) {
    view.money = money;
    view.dueCents = money.dueCents;
    view.totalCents = paidCents + money.dueCents;
    view.partDue = partDueOf(visit, rules, lines);
  }
  return view;
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

/** Cents of the parts paid so far (docs/table-tab.md#pay-your-part). */
function paidOf(visit) {
  return (visit.parts || []).reduce((s, p) => s + (p.paid ? p.amountCents : 0), 0);
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
  // [money rules] Tax added or a service charge: the running total is what the bill charges,
  // from the lines (read only at such venues; elsewhere the orders' totals are the bill's).
  const rules = visits.length ? require(`${__hooks}/lib/money/money-rules.js`).rulesOf(app, visits[0].user) : null;
  const charged =
    !!rules && ((rules.tax && rules.tax.mode === "exclusive") || (rules.service && rules.service.percent > 0));
  return visits.map((visit) => {
    const t = totals[visit.id] || { orders: 0, totalCents: 0 };
    if (charged) {
      const unpaid = billLines(visit, ordersOf(app, visit.id)).filter((l) => !l.paid);
      t.totalCents = paidOf(visit) + moneyOf(rules, unpaid, guestsOf(visit)).dueCents;
    }
    return {
      id: visit.id,
      table: visit.tableSlug,
      status: visit.status,
      since: visit.created,
      updated: visit.updated,
      totalCents: t.totalCents,
      paidCents: paidOf(visit),
      dueCents: t.totalCents - paidOf(visit),
      orders: t.orders,
      members: visit.members.map((m) => ({ n: m.n, label: domain.memberLabel(m.name, m.n) })),
      cart: { version: visit.cartVersion, lines: [] },
      lines: [],
      parts: partsView(visit),
      bill: billView(visit.bill),
      billRequestedAt: visit.billRequestedAt,
      tipCents: visit.tipCents,
      payMethod: visit.payMethod,
      closedAt: visit.closedAt,
    };
  });
}

/** Sends the visit's view (freshly read) to its venue's staff screens and to each member. Returns the view. */
function publishVisit(app, visitId) {
  const sent = publishVisitJson(app, visitId);
  return sent ? sent.view : null;
}

/**
 * publishVisit, also returning the view's JSON text ({view, json}, null for no visit): an answer
 * that carries the view reuses it instead of serialising the view again (the group send).
 */
function publishVisitJson(app, visitId) {
  const visit = store.findVisit(app, visitId);
  if (!visit) return null;
  const view = viewOf(app, visit);
  const realtime = require(`${__hooks}/lib/realtime/realtime.js`);
  const json = JSON.stringify(view);
  // The same text as JSON.stringify({action: "update", record: view}), without a second pass.
  const data = '{"action":"update","record":' + json + "}";
  realtime.publish(app, domain.venueTopicName(visit.user, "visits"), data);
  // Members also hear the invitation (it changes when a phone is removed or the group reset); the
  // staff's topic never carries it.
  const invite = visit.status === "closed" ? "" : visit.inviteCode;
  const memberData = data.slice(0, -1) + ',"invite":' + JSON.stringify(invite) + "}";
  for (const m of visit.members) realtime.publish(app, domain.visitTopicName(visit.id, m.t), memberData);
  return { view: view, json: json };
}

/**
 * A group send as a delta (docs/table-tab.md#sending): what changed, not the whole view. Every member
 * and the venue's staff screens hear `{"action":"sent","record":delta}` and the sender's answer
 * carries the same delta; a phone merges it into the view it holds (src/domain/visit-sent.ts) when
 * that view is at cart version `sent.from`, and loads the whole view otherwise (a gap). The delta:
 * the visit's id, table, status, bill, billRequestedAt and `updated` after the send, its emptied
 * cart at the new version, and `sent`: {from, order, lines (the new order's bill lines, exactly
 * what the view's lines gain), cents (their sum), money (true at a venue with money rules: the
 * phone loads the view, whose charges are worked out from every line)}. Returns the delta's JSON.
 * @param {CoreApp} app
 * @param {any} entry the venue's cached menu entry
 * @param {any} visit the visit after the send (store.findVisit's shape)
 * @param {number} from the cart version that was sent
 * @param {{ id: string, items: any[], guestToken: string, created: string, tax: any, addedBy: any }} order
 *   (`addedBy`: who added each of its lines, the order's own)
 */
function publishSent(app, entry, visit, from, order) {
  const delta = deltaOf(app, entry, visit, from, order);
  delta.cart = { version: visit.cartVersion, lines: [] };
  return publishDelta(app, visit, delta);
}

/**
 * A member's (or the staff's) own order onto the tab when nothing of the visit's row changed
 * (lib/tab/visit-orders.js afterOrder), as a delta like a group send's: `{"action":"sent","record":
 * delta}` to every member and the venue's staff screens, without `cart` (the cart is as it was) and
 * with `sent.orders`: the visit's orders with this one (`orders`). A phone merges it when its view
 * is at the visit's `updated` and cart version with one order fewer (src/domain/visit-sent.ts), and
 * loads the whole view otherwise. Returns the delta's JSON.
 * @param {CoreApp} app
 * @param {any} entry the venue's cached menu entry
 * @param {any} visit the visit (unchanged by the order; store.findOpenForOrder's shape)
 * @param {number} orders the visit's orders, this one included
 * @param {{ id: string, items: any[], guestToken: string, created: string, tax: any }} order
 */
function publishOrdered(app, entry, visit, orders, order) {
  const delta = deltaOf(app, entry, visit, visit.cartVersion, order);
  delta.sent.orders = orders;
  return publishDelta(app, visit, delta);
}

/** The delta of publishSent and publishOrdered, without `cart`: the new order's bill lines. */
function deltaOf(app, entry, visit, from, order) {
  const o = {
    id: order.id,
    items: order.items,
    totalCents: 0,
    guestToken: order.guestToken,
    created: order.created,
    tax: order.tax && typeof order.tax === "object" && Array.isArray(order.tax.lines) ? order.tax : null,
    taxText: "",
    addedBy: order.addedBy || null,
    addedByText: "",
  };
  const lines = billLines(visit, [o], groupsFor(app, visit, order.items, entry));
  return {
    id: visit.id,
    table: visit.tableSlug,
    status: visit.status,
    updated: visit.updated,
    bill: billView(visit.bill),
    billRequestedAt: visit.billRequestedAt,
    sent: {
      from: from,
      order: order.id,
      lines: lines,
      cents: lines.reduce((s, l) => s + l.amountCents, 0),
      money: !!entry.money,
    },
  };
}

/** Sends a delta to the venue's staff screens and each member of `visit`; returns its JSON. */
function publishDelta(app, visit, delta) {
  const json = JSON.stringify(delta);
  const data = '{"action":"sent","record":' + json + "}";
  const realtime = require(`${__hooks}/lib/realtime/realtime.js`);
  realtime.publish(app, domain.venueTopicName(visit.user, "visits"), data);
  for (const m of visit.members) realtime.publish(app, domain.visitTopicName(visit.id, m.t), data);
  return json;
}

/**
 * Tells the phones that just left a visit's group (`members`: removed by the staff or the group's
 * first phone, `why` "removed"; or all of them at a reset, "reset") at once, on the topic they
 * follow: `{"action": why, "table": ...}` is the last message of it, then their subscription to it
 * ends (lib/realtime/realtime.js endTopic), so they hear nothing more of the party. Their screens leave the
 * group and say so (src/features/guest-menu/use-member-visit.ts).
 * @param {CoreApp} app
 * @param {string} visitId
 * @param {{t: string}[]} members
 * @param {"removed" | "reset"} why
 */
function tellGone(app, visitId, members, why) {
  if (!members || !members.length) return;
  const visit = store.findVisit(app, visitId);
  const data = JSON.stringify({ action: why, table: visit ? visit.tableSlug : "" });
  const realtime = require(`${__hooks}/lib/realtime/realtime.js`);
  for (const m of members) realtime.endTopic(app, domain.visitTopicName(visitId, m.t), data);
}

module.exports = {
  ordersOf,
  groupsFor,
  billLines,
  viewOf,
  totalsOf,
  summariesOf,
  publishVisit,
  tellGone,
  publishVisitJson,
  publishSent,
  publishOrdered,
  labelOf,
  takersOf,
  paidOf,
  receiptLines,
  guestsOf,
  lineDue,
  moneyOf,
  serviceDue,
  MAX_ORDERS,
};
