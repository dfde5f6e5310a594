// Web Push for a new order: one encrypted (aes128gcm) message to each subscription of the venue.
//
// Why there is a time bound: PocketBase 0.39's JSVM has no way to run code after the response is
// sent (handlers are synchronous, $http.send blocks, there is no setTimeout or goroutine API, and
// cronAdd ticks once a minute, too late for a new-order alert). onRecordAfterCreateSuccess runs
// before the create response is written, so every push is paid for by the guest's request. The cost
// is bounded instead:
//   - at most MAX_SUBSCRIPTIONS (10) subscriptions per venue, the most recently synced first;
//   - each request times out after TIMEOUT_SECONDS (1 s, the smallest $http.send accepts);
//   - no new request starts once BUDGET_MS (2 s) have passed since the first.
// Worst case (every push service hangs): about BUDGET_MS + TIMEOUT_SECONDS + one encryption
// (~50 ms, ~250 ms on a VM's first use) = about 3.3 s, documented as WORST_CASE_MS = 3500 and
// asserted by tests/integration/push-send.test.ts. A healthy push service answers in well under
// 0.5 s per subscription. Failures are logged, never thrown: the guest's order always succeeds.
const MAX_SUBSCRIPTIONS = 10;
const TIMEOUT_SECONDS = 1;
const BUDGET_MS = 2000;
const WORST_CASE_MS = 3500;
const MAX_BODY_CHARS = 300;

/** Notification text for an order record: "New order" / "Table 3: Pizza × 2, Cola × 1". */
function orderPayload(order) {
  const lines = require(`${__hooks}/lib/order-lines.js`);
  const items = lines.jsonField(order, "items", []) || [];
  const summary = (Array.isArray(items) ? items : [])
    .map((it) => String((it && it.title) || "") + " × " + String((it && it.count) || 1))
    .join(", ");
  let body = "Table " + order.getString("tableSlug") + (summary ? ": " + summary : "");
  if (body.length > MAX_BODY_CHARS) body = body.slice(0, MAX_BODY_CHARS - 1) + "…";
  return { title: "New order", body: body, url: "/orders", icon: "/logo.svg" };
}

function originOf(endpoint) {
  const m = /^https?:\/\/[^/?#]+/i.exec(String(endpoint));
  return m ? m[0] : "?";
}

/**
 * Sends the new-order push for `order` to its venue's subscriptions; deletes those the push
 * service reports gone (404/410). Never throws. Returns { sent, gone, failed, skipped } for logs.
 */
function sendOrderPush(app, order) {
  const result = { sent: 0, gone: 0, failed: 0, skipped: 0 };
  const log = app.logger();
  try {
    if (order.getBool("finished")) return result;
    const subs = app.findRecordsByFilter(
      "push_subscriptions",
      "user = {:user}",
      "-updated",
      MAX_SUBSCRIPTIONS,
      0,
      { user: order.getString("user") },
    );
    if (!subs.length) return result;
    const wp = require(`${__hooks}/lib/webpush.js`);
    const vapid = require(`${__hooks}/lib/push-keys.js`).ensureKeys(app);
    const payload = JSON.stringify(orderPayload(order));
    const start = Date.now();
    for (let i = 0; i < subs.length; i++) {
      const sub = subs[i];
      if (Date.now() - start >= BUDGET_MS) {
        result.skipped = subs.length - i;
        log.warn("push: time budget spent, skipped subscriptions", "order", order.id, "skipped", result.skipped);
        break;
      }
      const endpoint = sub.getString("endpoint");
      try {
        const req = wp.buildPushRequest(
          { endpoint: endpoint, p256dh: sub.getString("p256dh"), auth: sub.getString("auth") },
          payload,
          vapid,
          wp.securityRandomBytes,
          Math.floor(Date.now() / 1000),
        );
        const res = $http.send(wp.toHttpSendConfig(req, TIMEOUT_SECONDS));
        if (res.statusCode === 404 || res.statusCode === 410) {
          result.gone++;
          app.delete(sub);
          log.info("push: subscription gone, deleted", "subscription", sub.id, "status", res.statusCode);
        } else if (res.statusCode >= 200 && res.statusCode < 300) {
          result.sent++;
        } else {
          result.failed++;
          log.warn("push: push service refused", "subscription", sub.id, "origin", originOf(endpoint), "status", res.statusCode, "response", String(toString(res.body) || "").slice(0, 200));
        }
      } catch (err) {
        result.failed++;
        log.warn("push: send failed", "subscription", sub.id, "origin", originOf(endpoint), "error", String(err));
      }
    }
  } catch (err) {
    log.error("push: new-order push failed", "order", order.id, "error", String(err));
  }
  return result;
}

module.exports = { sendOrderPush, orderPayload, MAX_SUBSCRIPTIONS, TIMEOUT_SECONDS, BUDGET_MS, WORST_CASE_MS };
