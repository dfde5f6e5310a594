// A takeaway guest's "Notify me when it's ready" (docs/takeaway.md#ready-notification): the browser
// push subscription of ONE order, registered with that order's guest token. Sent once, by the push
// worker, when staff finish the order (the trigger in pb_migrations/1770890000_guest_push.js and
// lib/push/push-outbox.js); deleted when that push is done or the row has expired (push.pb.js cron).
const MAX_PER_ORDER = require(`${__hooks}/lib/push/push-outbox.js`).MAX_GUEST_PER_ORDER;
// How long after the pickup time a subscription is kept: an order ready later than that is not
// waited for (the cron drops the row).
const AFTER_PICKUP_MINUTES = 120;
const UNKNOWN = "Unknown order: notifications are for your own takeaway order.";

/** The request's JSON object ({} when none; 400 for anything else). */
function bodyOf(e) {
  const b = e.requestInfo().body;
  if (b === null || b === undefined) return {};
  if (typeof b !== "object" || Array.isArray(b)) throw new BadRequestError("Send a JSON object.");
  return b;
}

/**
 * When the subscription stops being kept: the pickup time (its service day, in the venue's zone:
 * order-ahead may be days away) plus AFTER_PICKUP_MINUTES, counted from now; at most
 * MAX_DAYS_AHEAD + 1 days.
 * @param {core.Record} order
 * @param {string} zone
 */
function expiryOf(order, zone) {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const clock = require(`${__hooks}/lib/takeaway/takeaway.js`).venueClock(zone);
  const m = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(order.getString("pickupAt"));
  const day = order.getString("pickupDay");
  let ahead = 0;
  if (m && /^\d{4}-\d{2}-\d{2}$/.test(day)) {
    const t = Number(m[1]) * 60 + Number(m[2]);
    let at = clock.at(day, t);
    // An after-midnight slot (hours across midnight) is on the next calendar day of its service day.
    if (at < clock.nowMinute - 60) at = clock.at(domain.addDays(day, 1), t);
    ahead = Math.max(0, at - clock.nowMinute);
  }
  const minutes = Math.min((domain.MAX_DAYS_AHEAD + 1) * 24 * 60, ahead + AFTER_PICKUP_MINUTES);
  return new Date(Date.now() + minutes * 60000).toISOString().replace("T", " ");
}

/**
 * POST /api/takeaway/push {order, subscription: {endpoint, keys: {p256dh, auth}}, lang?} with the
 * order's X-Guest-Token: stores the subscription for that order (the same endpoint again is
 * updated), with the language of the guest's page (`lang`) the push is sent in.
 * 400 bad token, endpoint or keys; 404 not this guest's unfinished takeaway order; 409 already
 * ready, or MAX_PER_ORDER devices already registered.
 */
function register(e) {
  const token = String(e.requestInfo().headers["x_guest_token"] || "");
  if (!require(`${__hooks}/lib/shared/domain.js`).isGuestToken(token)) {
    throw new BadRequestError("Send your guest token (X-Guest-Token).");
  }
  const body = bodyOf(e);
  const orderId = typeof body.order === "string" ? body.order : "";
  const sub = body.subscription && typeof body.subscription === "object" ? body.subscription : {};
  const keys = sub.keys && typeof sub.keys === "object" ? sub.keys : {};
  const endpoint = typeof sub.endpoint === "string" ? sub.endpoint : "";
  const p256dh = typeof keys.p256dh === "string" ? keys.p256dh : "";
  const auth = typeof keys.auth === "string" ? keys.auth : "";
  const check = require(`${__hooks}/lib/push/push-subscription.js`);
  const problem =
    check.endpointProblem(endpoint, $os.getenv("PUSH_EXTRA_ORIGINS")) ||
    check.keyProblem("p256dh", p256dh) ||
    check.keyProblem("auth", auth);
  if (problem) throw new BadRequestError(problem);
  if (!/^[a-z0-9]{15}$/.test(orderId)) throw new NotFoundError(UNKNOWN);

  // Read and written in one short transaction: staff finishing the order at the same moment is
  // either before it (409 here) or after it (the trigger sees this row and queues the push).
  e.app.runInTransaction((tx) => {
    let order;
    try {
      order = tx.findRecordById("orders", orderId);
    } catch (_) {
      throw new NotFoundError(UNKNOWN);
    }
    const own = order.getString("guestToken");
    // Another guest's token, or a table order (never a guest push), answer as an unknown order.
    if (order.getInt("pickupNumber") <= 0 || own.length !== token.length || !$security.equal(own, token)) {
      throw new NotFoundError(UNKNOWN);
    }
    const venue = tx.findRecordById("users", order.getString("user"));
    if (!require(`${__hooks}/lib/takeaway/takeaway.js`).settingsOf(venue).on) throw new NotFoundError(UNKNOWN);
    if (order.getBool("finished")) throw new ApiError(409, "This order is already ready for pickup.", {});
    const expires = expiryOf(order, venue.getString("timeZone"));
    const mine = tx.findRecordsByFilter("guest_push", "order = {:o}", "created", 10, 0, { o: orderId });
    let record = mine.find((r) => r.getString("endpoint") === endpoint) || null;
    if (!record) {
      if (mine.length >= MAX_PER_ORDER) {
        throw new ApiError(409, "At most " + MAX_PER_ORDER + " devices can be notified for one order.", {});
      }
      record = new Record(tx.findCollectionByNameOrId("guest_push"));
      record.set("order", orderId);
      record.set("endpoint", endpoint);
    }
    // The page's language: the push is sent in it (lib/push/ready-words.js); English or unknown: "".
    record.set("lang", require(`${__hooks}/lib/push/ready-words.js`).readyLanguage(body.lang));
    record.set("p256dh", p256dh);
    record.set("auth", auth);
    record.set("expires", expires);
    tx.save(record);
  });
  return e.json(200, { ok: true });
}

module.exports = { register, AFTER_PICKUP_MINUTES };
