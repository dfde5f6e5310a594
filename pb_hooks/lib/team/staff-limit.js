// The staff's visit routes are limited per staff account (docs/table-tab.md#limits), never by the
// address: the staff's tablet and the guests' phones share the venue's wifi, and a per-address
// rule let anybody there use the limit up so that the owner's Close got 429. PocketBase keys every
// rate-limit rule by address (apis/middlewares_rate_limit.go, 0.39.0), so the count is ours: one
// fixed window per account in $app.store() (setFunc runs under the store's lock: exact however many
// requests race). Its rule (migration 1770400000) lets signed-in requests through.
const WINDOW_MS = 60 * 1000;
const MAX_PER_WINDOW = 600;

/**
 * Counts one staff action of account `authId`; throws 429 once it made MAX_PER_WINDOW in the
 * current minute.
 * @param {CoreApp} app
 * @param {string} authId
 */
function countStaffAction(app, authId) {
  const now = Date.now();
  const window = Math.floor(now / WINDOW_MS);
  let count = 0;
  app.store().setFunc("staff-visits:" + authId, (old) => {
    const o = old && typeof old === "object" ? old : null;
    const next = o && o.w === window ? { w: window, n: Number(o.n) + 1 } : { w: window, n: 1 };
    count = next.n;
    return next;
  });
  if (count > MAX_PER_WINDOW) {
    throw new TooManyRequestsError("Too many table actions from your account: wait a minute.", {});
  }
}

module.exports = { countStaffAction, MAX_PER_WINDOW };
