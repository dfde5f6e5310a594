// The staff's visit routes are limited per staff account (docs/table-tab.md#limits), never by the
// address: the staff's tablet and the guests' phones share the venue's wifi, and a per-address
// rule let anybody there use the limit up so that the owner's Close got 429. PocketBase keys every
// rate-limit rule by address (apis/middlewares_rate_limit.go, 0.39.0), so the count is ours: one
// fixed window per account in $app.store() (setFunc runs under the store's lock: exact however many
// requests race). Their rules (migrations 1770400000 for the actions, 1771000000 for the reads)
// let signed-in requests through.
const WINDOW_MS = 60 * 1000;
const MAX_PER_WINDOW = 600;
// The board reads the open tabs (and the orders outside them) again on each event of the venue's
// visits and orders, from each open screen of the account: the reads get a count of their own,
// the generic per-address rule's 300 per 10 s.
const MAX_READS_PER_WINDOW = 1800;

/** Counts one request of `kind` of account `authId`; true while it is within `max` this minute. */
function counted(app, kind, authId, max) {
  const now = Date.now();
  const window = Math.floor(now / WINDOW_MS);
  let count = 0;
  app.store().setFunc(kind + authId, (old) => {
    const o = old && typeof old === "object" ? old : null;
    const next = o && o.w === window ? { w: window, n: Number(o.n) + 1 } : { w: window, n: 1 };
    count = next.n;
    return next;
  });
  return count <= max;
}

/**
 * Counts one staff action of account `authId`; throws 429 once it made MAX_PER_WINDOW in the
 * current minute.
 * @param {CoreApp} app
 * @param {string} authId
 */
function countStaffAction(app, authId) {
  if (!counted(app, "staff-visits:", authId, MAX_PER_WINDOW)) {
    throw new TooManyRequestsError("Too many table actions from your account: wait a minute.", {});
  }
}

/**
 * Counts one staff read of the visits (GET /api/venue/visits, /apart) of account `authId`; throws
 * 429 once it made MAX_READS_PER_WINDOW in the current minute.
 * @param {CoreApp} app
 * @param {string} authId
 */
function countStaffRead(app, authId) {
  if (!counted(app, "staff-visit-reads:", authId, MAX_READS_PER_WINDOW)) {
    throw new TooManyRequestsError("Too many reloads of the table tabs from your account: wait a minute.", {});
  }
}

// The board's own order requests (issue 35 point 4, docs/security-and-isolation.md#staff-always-get-through): its list of the
// live orders, New order, Start, Finish, edit, Delete, combine and reprint. PocketBase's rules for
// their paths let signed-in requests through (migration 1771070000); each is counted here, per
// account, in the route's handler, only when a session came with it: a guest's order never reaches
// the count (it keeps its per-address rule). Creates: what one address gets, now per account (a
// signed-in account may still order at another venue like a guest: as bounded as a guest).
const MAX_ORDER_CREATES_PER_WINDOW = 60;
// Combines: what one address got (migration 1764300200), per account.
const MAX_ORDER_COMBINES_PER_WINDOW = 60;

/**
 * Counts one order request of `kind` ("read": the list; "create"; "combine"; "action": an edit,
 * Start, Finish, Delete or reprint) of the signed-in client of `e`; throws 429 past its limit this
 * minute. Nothing for a request without a session (a guest: the address's rules count it).
 * @param {core.RequestEvent} e
 * @param {"read" | "create" | "combine" | "action"} kind
 */
function countOrderRequest(e, kind) {
  const auth = e.auth;
  if (!auth) return;
  const id = auth.collection().id + ":" + auth.id;
  if (kind === "read") {
    if (!counted(e.app, "staff-order-reads:", id, MAX_READS_PER_WINDOW)) {
      throw new TooManyRequestsError("Too many reloads of the orders from your account: wait a minute.", {});
    }
  } else if (kind === "create") {
    if (!counted(e.app, "staff-order-creates:", id, MAX_ORDER_CREATES_PER_WINDOW)) {
      throw new TooManyRequestsError("Too many new orders from your account: wait a minute.", {});
    }
  } else if (kind === "combine") {
    if (!counted(e.app, "staff-order-combines:", id, MAX_ORDER_COMBINES_PER_WINDOW)) {
      throw new TooManyRequestsError("Too many combines from your account: wait a minute.", {});
    }
  } else if (!counted(e.app, "staff-order-actions:", id, MAX_PER_WINDOW)) {
    throw new TooManyRequestsError("Too many order actions from your account: wait a minute.", {});
  }
}

// A manager's approval on the floor (POST /api/team/approve: a waiter's Delete of a started order):
// what one address got (migration 1770600200), per account; wrong codes lock the approver's code
// besides (lib/team/approvals.js).
const MAX_APPROVALS_PER_WINDOW = 20;

/**
 * Counts one approval request of the signed-in client of `e`; throws 429 past
 * MAX_APPROVALS_PER_WINDOW this minute. Nothing without a session (the address's rule counts it).
 * @param {core.RequestEvent} e
 */
function countApproval(e) {
  const auth = e.auth;
  if (!auth) return;
  if (!counted(e.app, "staff-approvals:", auth.collection().id + ":" + auth.id, MAX_APPROVALS_PER_WINDOW)) {
    throw new TooManyRequestsError("Too many approvals asked from your account: wait a minute.", {});
  }
}

// The realtime subscribe of a session (POST /api/realtime: the board's, the kitchen's, every
// staff screen's, on each reconnect): what one address got (migration 1764300200), per account.
// Its rule lets signed-in requests through (migration 1771130000); a guest's subscribe keeps the
// per-address rule (docs/realtime.md#staff-always-get-through).
const MAX_REALTIME_SUBSCRIBES_PER_WINDOW = 600;

/**
 * Counts one realtime subscribe of the signed-in client of `e`; throws 429 past
 * MAX_REALTIME_SUBSCRIBES_PER_WINDOW this minute. Nothing without a session (the address's rule counts it).
 * @param {core.RequestEvent} e
 */
function countRealtimeSubscribe(e) {
  const auth = e.auth;
  if (!auth) return;
  const id = auth.collection().id + ":" + auth.id;
  if (!counted(e.app, "staff-realtime:", id, MAX_REALTIME_SUBSCRIBES_PER_WINDOW)) {
    throw new TooManyRequestsError("Too many realtime subscriptions from your account: wait a minute.", {});
  }
}

module.exports = {
  countRealtimeSubscribe,
  MAX_REALTIME_SUBSCRIBES_PER_WINDOW,
  countApproval,
  MAX_APPROVALS_PER_WINDOW,
  countStaffAction,
  countStaffRead,
  countOrderRequest,
  MAX_PER_WINDOW,
  MAX_READS_PER_WINDOW,
  MAX_ORDER_CREATES_PER_WINDOW,
  MAX_ORDER_COMBINES_PER_WINDOW,
};
