// The push outbox (issue 10.1): what has to be pushed is written in the order's own transaction
// (push.pb.js, onRecordCreateExecute), and sent by the push worker outside any request
// (scripts/push-worker.mjs). The worker talks to the server through one credential-guarded route,
// POST /api/push/worker/sync: it reports the outcome of what it sent and claims what is due.
//
// A row is due when nextAttemptAt <= now. A claim leases it (leased, nextAttemptAt = now + LEASE_MS)
// and fixes its targets (at most MAX_SUBSCRIPTIONS of the venue, the most recently synced first).
// The report then: marks delivered subscriptions (lastDelivered, all an owner ever sees), deletes the
// ones the push service called gone (404/410), and keeps the retryable ones (timeouts, 429, 5xx,
// network errors) for another attempt after the worker's backoff, up to MAX_ATTEMPTS; the row goes
// when nothing is left. A worker that starts releases every lease (the one before it is gone), so a
// push in flight or pending when the server stopped is sent after it starts again.
const MAX_SUBSCRIPTIONS = 10;
const MAX_ATTEMPTS = 6;
const LEASE_MS = 60 * 1000;
const MIN_RETRY_MS = 100;
const MAX_RETRY_MS = 10 * 60 * 1000;
const MAX_CLAIM = 50;
const MAX_BODY_CHARS = 300;

function parse(raw, fallback) {
  if (raw === null || raw === undefined) return fallback;
  try {
    const v = JSON.parse(typeof raw === "string" ? raw : toString(raw));
    return v === null || v === undefined ? fallback : v;
  } catch (_) {
    return fallback;
  }
}

/** Notification text for an order record: "New order" / "Table 3: Pizza × 2, Cola × 1". */
function orderPayload(order) {
  const items = parse(order.get("items"), []);
  const summary = (Array.isArray(items) ? items : [])
    .map((it) => String((it && it.title) || "") + " × " + String((it && it.count) || 1))
    .join(", ");
  let body = "Table " + order.getString("tableSlug") + (summary ? ": " + summary : "");
  if (body.length > MAX_BODY_CHARS) body = body.slice(0, MAX_BODY_CHARS - 1) + "…";
  return { title: "New order", body: body, url: "/orders", icon: "/logo.svg" };
}

/** Whether venue `userId` has at least one push subscription (one indexed read). */
function venueHasDevices(app, userId) {
  if (!userId) return false;
  try {
    const row = new DynamicModel({ n: 0 });
    app
      .db()
      .newQuery("SELECT COUNT(*) AS n FROM (SELECT 1 FROM push_subscriptions WHERE user = {:u} LIMIT 1)")
      .bind({ u: userId })
      .one(row);
    return row.n > 0;
  } catch (_) {
    return true; // when in doubt, record the push: the worker finds out
  }
}

/** Writes the outbox row for a new unfinished `order` with `txApp` (the order's transaction). */
function enqueue(txApp, order) {
  const row = new Record(txApp.findCachedCollectionByNameOrId("push_outbox"));
  row.set("order", order.id);
  row.set("venue", order.getString("user"));
  row.set("payload", orderPayload(order));
  row.set("targets", null);
  row.set("attempts", 0);
  row.set("nextAttemptAt", 0);
  row.set("leased", false);
  txApp.save(row);
}

function nowString() {
  return new Date().toISOString().replace("T", " ");
}

/** Ids of `list` (strings) that are also in `allowed`. */
function only(list, allowed) {
  if (!Array.isArray(list)) return [];
  return list.map((x) => String(x)).filter((x) => allowed.indexOf(x) >= 0);
}

/** Applies the worker's reports (see the header). Returns the number of rows handled. */
function report(app, results) {
  if (!Array.isArray(results) || !results.length) return 0;
  const log = app.logger();
  let handled = 0;
  app.runInTransaction((tx) => {
    for (let i = 0; i < results.length && i < 200; i++) {
      const r = results[i] || {};
      let row = null;
      try {
        row = tx.findRecordById("push_outbox", String(r.id || ""));
      } catch (_) {
        continue; // already handled (e.g. reported twice)
      }
      handled++;
      const targets = parse(row.get("targets"), []);
      const delivered = only(r.delivered, targets);
      const gone = only(r.gone, targets);
      const retry = only(r.retry, targets);
      const failed = only(r.failed, targets);
      if (delivered.length) {
        const stamp = nowString();
        for (const id of delivered) {
          tx.db().newQuery("UPDATE push_subscriptions SET lastDelivered = {:t} WHERE id = {:id}").bind({ t: stamp, id: id }).execute();
        }
      }
      for (const id of gone) {
        try {
          tx.delete(tx.findRecordById("push_subscriptions", id));
          log.info("push: subscription gone, deleted", "subscription", id);
        } catch (_) {
          // deleted meanwhile
        }
      }
      const error = String(r.error || "").slice(0, 500);
      if (failed.length) log.warn("push: push service refused", "order", row.getString("order"), "failed", failed.length, "error", error);
      const attempts = row.getInt("attempts") + 1;
      if (!retry.length || attempts >= MAX_ATTEMPTS) {
        if (retry.length) log.warn("push: giving up after retries", "order", row.getString("order"), "attempts", attempts, "error", error);
        tx.delete(row);
        continue;
      }
      const wait = Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, Number(r.retryInMs) || 0));
      row.set("targets", retry);
      row.set("attempts", attempts);
      row.set("leased", false);
      row.set("nextAttemptAt", Date.now() + wait);
      row.set("lastError", error);
      tx.saveNoValidate(row);
    }
  });
  return handled;
}

/** Leases up to `limit` due rows and returns the jobs the worker needs to send them. */
function claim(app, limit) {
  const endpointProblem = require(`${__hooks}/lib/push-subscription.js`).endpointProblem;
  const extra = $os.getenv("PUSH_EXTRA_ORIGINS");
  const n = Math.max(0, Math.min(MAX_CLAIM, Math.floor(Number(limit) || 0)));
  const jobs = [];
  if (!n) return jobs;
  app.runInTransaction((tx) => {
    const now = Date.now();
    const rows = tx.findRecordsByFilter("push_outbox", "nextAttemptAt <= {:now}", "nextAttemptAt", n, 0, { now: now });
    for (const row of rows) {
      const targets = parse(row.get("targets"), null);
      let subs = [];
      if (Array.isArray(targets)) {
        if (targets.length) subs = tx.findRecordsByIds("push_subscriptions", targets.map((x) => String(x)));
      } else {
        subs = tx.findRecordsByFilter("push_subscriptions", "user = {:u}", "-updated", MAX_SUBSCRIPTIONS, 0, {
          u: row.getString("venue"),
        });
      }
      // Only endpoints that pass today's rules (PUSH_EXTRA_ORIGINS may have changed since).
      subs = subs.filter((s) => !endpointProblem(s.getString("endpoint"), extra));
      if (!subs.length) {
        tx.delete(row);
        continue;
      }
      row.set("targets", subs.map((s) => s.id));
      row.set("leased", true);
      row.set("nextAttemptAt", now + LEASE_MS);
      tx.saveNoValidate(row);
      jobs.push({
        id: row.id,
        attempt: row.getInt("attempts") + 1,
        payload: parse(row.get("payload"), {}),
        subscriptions: subs.map((s) => ({
          id: s.id,
          endpoint: s.getString("endpoint"),
          p256dh: s.getString("p256dh"),
          auth: s.getString("auth"),
        })),
      });
    }
  });
  return jobs;
}

/** A worker (re)started: the leases of the one before it are void, so its rows are due now. */
function releaseLeases(app) {
  app.db().newQuery("UPDATE push_outbox SET leased = FALSE, nextAttemptAt = 0 WHERE leased = TRUE").execute();
}

/** Whether the request carries the push worker's credential (PUSH_WORKER_SECRET, from the launcher). */
function isWorker(e) {
  const secret = String($os.getenv("PUSH_WORKER_SECRET") || "");
  if (secret.length < 32) return false;
  const sent = String(e.request.header.get("X-Push-Worker-Key") || "");
  return sent.length === secret.length && $security.equal(sent, secret);
}

module.exports = {
  orderPayload,
  venueHasDevices,
  enqueue,
  claim,
  report,
  releaseLeases,
  isWorker,
  MAX_SUBSCRIPTIONS,
  MAX_ATTEMPTS,
  LEASE_MS,
};
