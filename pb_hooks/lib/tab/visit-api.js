// What the visit routes (visits.pb.js) share: reading the request, finding the visit and checking
// who asks (a member by guest token, or the venue's owner), and the answers.
const store = require(`${__hooks}/lib/tab/visit-store.js`);
// What a phone without the table's key hears at a tab venue (docs/table-tab.md#the-tables-key).
const SCAN_THE_CODE = "Scan the QR code on your table to order onto its tab.";

/** The request's JSON body as an object ({} when none). */
function body(e) {
  const b = e.requestInfo().body;
  if (b === null || b === undefined) return {};
  if (typeof b !== "object" || Array.isArray(b)) throw new BadRequestError("Send a JSON object.");
  return b;
}

/** The guest token of the request (X-Guest-Token): a member's secret. */
function guestToken(e) {
  const t = String(e.requestInfo().headers["x_guest_token"] || "");
  if (!require(`${__hooks}/lib/shared/domain.js`).isGuestToken(t)) {
    throw new BadRequestError("Send your guest token (X-Guest-Token) to order with your table.");
  }
  return t;
}

/** The cached menu entry of the venue with public link `link` (404 when unknown). */
function venueEntry(app, link) {
  const slug = String(link || "")
    .trim()
    .toLowerCase();
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const entry =
    slug && domain.isPublicLinkShape(slug) ? require(`${__hooks}/lib/menu/menu-data.js`).entryForLink(app, slug) : null;
  if (!entry) throw new NotFoundError("Unknown venue: this menu does not exist.");
  return entry;
}

/** The venue's cached menu entry of a visit (no query when it is current). */
function entryOfVisit(app, visit) {
  return require(`${__hooks}/lib/menu/menu-data.js`).entryForVenue(app, visit.user);
}

/**
 * The table number (as the orders' tableSlug) the venue has, or 400. The venue's takeaway page
 * ("takeaway", docs/takeaway.md) is a table only where `takeaway` says so (Pay and order).
 */
function tableOf(entry, table, takeaway = false) {
  let n = require(`${__hooks}/lib/menu/menu-data.js`).tableNumberOf(entry, String(table === undefined ? "" : table));
  if (n === "takeaway" && !takeaway) n = null;
  if (n === null)
    throw new BadRequestError("Unknown table: this venue has no table " + String(table || "(none)").slice(0, 20) + ".");
  return String(n);
}

/** The visit the route names, or 404. */
function visitOf(e) {
  const visit = store.findVisit(e.app, e.request.pathValue("id"));
  if (!visit) throw new NotFoundError("This table visit does not exist.");
  return visit;
}

/** The visit of the route and the member who asks (403 for anybody else, 409 once it ended). */
function member(e) {
  const token = guestToken(e);
  const visit = visitOf(e);
  const me = store.memberOf(visit, token);
  if (!me) throw new ForbiddenError("Join this table's group with its invitation first.");
  if (visit.status === "closed") throw new ApiError(409, "This table's visit has ended.", {});
  return { visit: visit, me: me };
}

/**
 * member() for a group send: the visit as findForSend reads it (with its orders' room for the tab's
 * limits; without its takes, adders and parts), the same refusals.
 */
function sender(e) {
  const token = guestToken(e);
  const visit = store.findForSend(e.app, e.request.pathValue("id"));
  if (!visit) throw new NotFoundError("This table visit does not exist.");
  const me = store.memberOf(visit, token);
  if (!me) throw new ForbiddenError("Join this table's group with its invitation first.");
  if (visit.status === "closed") throw new ApiError(409, "This table's visit has ended.", {});
  return { visit: visit, me: me };
}

/** The visit of the route, if the signed-in owner's venue holds it (404 otherwise: nothing to learn). */
function ownVisit(e) {
  const visit = visitOf(e);
  const staff = require(`${__hooks}/lib/team/staff.js`);
  const actor = staff.actorOf(e.auth);
  if (!actor || actor.venue !== visit.user) throw new NotFoundError("This table visit does not exist.");
  if (!staff.may(actor.role, "orders")) throw new ForbiddenError("Your role cannot handle table tabs.");
  return visit;
}

/** Whether closing the visit now would leave money unpaid (the close that needs confirm: true). */
function hasUnpaid(app, visit) {
  const bill = require(`${__hooks}/lib/tab/visit-bill.js`);
  const total = bill.dueLines(app, visit).reduce((s, l) => s + l.amountCents, 0);
  const step = require(`${__hooks}/lib/shared/domain.js`).nextVisit(store.stateOf(visit), {
    type: "close",
    totalCents: total,
    confirmed: false,
  });
  return !step.ok;
}

function approveClose(e, visit) {
  return require(`${__hooks}/lib/team/approvals.js`).requireApproval(e.app, e, visit.user, "closeUnpaid", visit.id);
}

/**
 * A staff action on the route's visit (visits.pb.js: pay, close, move, remove, reset, adopt), counted
 * against the signed-in account (lib/team/staff-limit.js); answers {visit}.
 * @param {core.RequestEvent} e
 */
function staffAction(e) {
  require(`${__hooks}/lib/team/staff-limit.js`).countStaffAction(e.app, e.auth.id);
  const visit = ownVisit(e);
  const action = String(e.request.url.path).split("/").pop();
  const b = body(e);
  const bill = () => require(`${__hooks}/lib/tab/visit-bill.js`);
  const cart = () => require(`${__hooks}/lib/tab/visit-cart.js`);
  // The phones that leave the group (remove, reset), and why: told at once (visit-live.js tellGone).
  /** @type {{t: string}[]} */
  let gone = [];
  /** @type {"removed" | "reset"} */
  let why = "removed";
  if (action === "pay") {
    const by = require(`${__hooks}/lib/team/staff.js`).actorOfRequest(e.app, e).name;
    bill().settle(e.app, visit.id, { type: "payShare", index: Number(b.share), by: by });
  } else if (action === "close") {
    // Closing with money unpaid is restricted: a waiter or a device needs a manager's approval
    // (lib/team/approvals.js, once the venue uses approvals); the close is then signed by both.
    const approvedBy = b.confirm === true && hasUnpaid(e.app, visit) ? approveClose(e, visit) : "";
    bill().settle(e.app, visit.id, { type: "close", confirmed: b.confirm === true });
    if (approvedBy) {
      require(`${__hooks}/lib/team/activity.js`).record(
        e.app,
        e,
        visit.user,
        "close",
        visit.id,
        "Table " + visit.tableSlug + ": closed with money unpaid",
      );
    }
  } else if (action === "move") bill().moveVisit(e.app, visit, b.table);
  else if (action === "remove") gone = cart().removeMember(e.app, visit.id, null, b.member);
  else if (action === "reset") {
    gone = cart().resetGroup(e.app, visit.id);
    why = "reset";
  } else if (action === "adopt") require(`${__hooks}/lib/tab/visit-orders.js`).adoptOrder(e.app, visit, b.order);
  else throw new NotFoundError("Unknown table action.");
  const live = require(`${__hooks}/lib/tab/visit-live.js`);
  // The phones that left learn it at once, and stop hearing the party (docs/table-tab.md#who-joins-and-why-invitation-decides-it).
  live.tellGone(e.app, visit.id, gone, why);
  return e.json(200, { visit: live.publishVisit(e.app, visit.id) });
}

/**
 * Refuses (403) a guest's group start at a tab venue's table without the table's key: the key of
 * its QR code's link (lib/tables/table-keys.js).
 */
function requireTableKey(entry, tableNumber, key) {
  if (!require(`${__hooks}/lib/tables/table-keys.js`).keyMatches(entry, tableNumber, key)) {
    throw new ForbiddenError(SCAN_THE_CODE);
  }
}

/** The visit of the route and the member who asks, also once it ended (403 for anybody else). */
function memberOf(e) {
  const token = guestToken(e);
  const visit = visitOf(e);
  const me = store.memberOf(visit, token);
  if (!me) throw new ForbiddenError("Join this table's group with its invitation first.");
  return { visit: visit, me: me };
}

/**
 * {visit, me, invite}: what a member's phone shows (the invitation while the visit is open). After
 * a change, the visit's view was just built and published: pass it to answer with it (the
 * invitation code never changes).
 */
function answerMember(e, visitId, me, view) {
  if (view) {
    const code = view.status === "closed" ? "" : store.findVisit(e.app, visitId).inviteCode;
    return e.json(200, { visit: view, me: me.n, invite: code });
  }
  const visit = store.findVisit(e.app, visitId);
  const fresh = require(`${__hooks}/lib/tab/visit-live.js`).viewOf(e.app, visit);
  return e.json(200, { visit: fresh, me: me.n, invite: visit.status === "closed" ? "" : visit.inviteCode });
}

/**
 * The group send's answer {order, visit, me, invite} (visits.pb.js), made of the JSON texts the
 * send already made for its realtime messages (`sent.json`, and `sent.delta`, the send's delta, or
 * `published.json`, the whole view when the visit changed meanwhile): nothing is serialised a
 * second time. With a query string (?fields=...), PocketBase's own e.json as before.
 * @param {core.RequestEvent} e
 * @param {{ record: core.Record, json: string, delta: string }} sent lib/tab/visit-send.js sendCart
 * @param {{ view: any, json: string } | null} published lib/tab/visit-live.js publishVisitJson
 * @param {{ visit: any, me: any }} m member()
 */
function answerSend(e, sent, published, m) {
  const invite = m.visit.inviteCode;
  const visitJson = sent.delta || (published ? published.json : "");
  if (!visitJson || String(e.request.url.rawQuery) !== "") {
    const visit = sent.delta ? JSON.parse(sent.delta) : published ? published.view : null;
    return e.json(200, { order: sent.record, visit: visit, me: m.me.n, invite: invite });
  }
  e.response.header().set("Content-Type", "application/json");
  const me = JSON.stringify(m.me.n);
  return e.string(
    200,
    '{"order":' + sent.json + ',"visit":' + visitJson + ',"me":' + me + ',"invite":' + JSON.stringify(invite) + "}",
  );
}

/**
 * The bill request goes to the venue's devices as a push notification (docs/push.md): an outbox row
 * like a new order's (the worker sends it), only when the venue has a device.
 */
function notifyBill(app, visitId) {
  const visit = store.findVisit(app, visitId);
  if (!visit || !visit.bill) return;
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const b = visit.bill;
  const split = b.split === "whole" ? "whole bill" : b.shares.length + " shares";
  const text =
    "Table " +
    visit.tableSlug +
    ": " +
    split +
    ", " +
    domain.centsText(b.totalCents) +
    " + tip " +
    domain.centsText(b.tipCents) +
    ", " +
    b.method;
  app
    .db()
    .newQuery(
      "INSERT INTO push_outbox (id, [[order]], venue, payload, targets, attempts, nextAttemptAt, leased, lastError, created, updated) " +
        "SELECT 'r' || lower(hex(randomblob(7))), {:ord}, {:venue}, {:payload}, NULL, 0, 0, FALSE, '', {:at}, {:at} " +
        "WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE user = {:venue})",
    )
    .bind({
      ord: "visit-" + visit.id,
      venue: visit.user,
      payload: JSON.stringify({
        title: "Bill requested",
        body: text,
        url: "/orders",
        icon: "/logo.svg",
        tag: "bill-" + visit.id,
      }),
      at: store.now(),
    })
    .execute();
}

module.exports = {
  body,
  guestToken,
  venueEntry,
  entryOfVisit,
  tableOf,
  member,
  sender,
  ownVisit,
  memberOf,
  staffAction,
  requireTableKey,
  SCAN_THE_CODE,
  answerMember,
  answerSend,
  notifyBill,
};
