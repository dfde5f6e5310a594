// The push outbox (docs/push.md#outbox-and-worker): what has to be pushed is written in the order's
// own INSERT statement (an SQLite trigger: pb_migrations/1764810000_push_outbox_trigger.js, which
// also writes the notification's text), and sent by the push worker outside any request
// (server/push-worker.mjs). The worker talks to the server through one credential-guarded route,
// POST /api/push/worker/sync: it reports the outcome of what it sent and claims what is due.
//
// A row is due when nextAttemptAt <= now. A claim leases it (leased, nextAttemptAt = now + LEASE_MS)
// and sends it to the venue's subscriptions (at most MAX_SUBSCRIPTIONS, the most recently synced
// first), or to the ones still to retry (`targets`). The report then: marks delivered subscriptions
// (lastDelivered, all an owner ever sees), deletes the ones the push service called gone (404/410),
// and keeps the retryable ones (timeouts, 408, 429, 5xx, network errors) for another attempt after
// the worker's backoff, up to MAX_ATTEMPTS; the row goes when nothing is left. A worker that starts
// releases every lease (the one before it is gone), so a push in flight or pending when the server
// stopped is sent after it starts again (at least once: the notification's tag hides a repeat).
//
// A row flagged `guest` is a takeaway guest's "ready" push (docs/push.md#the-guests-ready-push):
// it goes to the order's own `guest_push` rows only (never to the venue's devices), their ids sent
// to the worker with the GUEST prefix; when it is done (sent, gone, failed or given up) the order's
// guest_push rows are deleted with it: a guest subscription serves one push of one order.
const GUEST = "g-";
const readyWords = () => require(`${__hooks}/lib/push/ready-words.js`);
const MAX_SUBSCRIPTIONS = 10;
const MAX_ATTEMPTS = 6;
// A takeaway guest's subscriptions per order (two browsers, say a phone and a laptop).
const MAX_GUEST_PER_ORDER = 2;
const LEASE_MS = 60 * 1000;
const MIN_RETRY_MS = 100;
const MAX_RETRY_MS = 10 * 60 * 1000;
// Rows per claim: under a burst of orders each sync drains this many (the report takes up to 500).
const MAX_CLAIM = 400;

function parse(raw, fallback) {
  if (raw === null || raw === undefined) return fallback;
  try {
    const v = JSON.parse(typeof raw === "string" ? raw : toString(raw));
    return v === null || v === undefined ? fallback : v;
  } catch (_) {
    return fallback;
  }
}

function nowString() {
  return new Date().toISOString().replace("T", " ");
}

/** "{:p0},{:p1},..." for `values`, adding them to `params` under `prefix`. */
function inList(values, params, prefix) {
  return values
    .map((v, k) => {
      params[prefix + k] = String(v);
      return "{:" + prefix + k + "}";
    })
    .join(",");
}

// The outbox is written with plain SQL, never through app.save/app.delete: it is internal
// (superuser-only, no hooks, nobody subscribes to it), and a record save would also run PocketBase's
// realtime broadcast, which walks every connected client, on the order's path and on every claim.

/** Applies the worker's reports (see the header). Returns the number of rows handled. */
function report(app, results) {
  if (!Array.isArray(results) || !results.length) return 0;
  const log = app.logger();
  const byId = Object.create(null);
  for (let i = 0; i < results.length && i < 500; i++) {
    const r = results[i] || {};
    if (typeof r.id === "string" && r.id) byId[r.id] = r;
  }
  const ids = Object.keys(byId);
  if (!ids.length) return 0;
  let handled = 0;
  app.runInTransaction((tx) => {
    const params = {};
    const rows = arrayOf(new DynamicModel({ id: "", venue: "", ord: "", attempts: 0, guest: false }));
    tx.db()
      .newQuery(
        "SELECT id, venue, [[order]] AS ord, attempts, guest FROM push_outbox WHERE id IN (" +
          inList(ids, params, "r") +
          ")",
      )
      .bind(params)
      .all(rows);
    const delivered = [];
    const venues = [];
    const finished = [];
    const guestDone = [];
    const stamp = nowString();
    for (const row of rows) {
      handled++;
      const r = byId[row.id];
      const ids = (list) => (Array.isArray(list) ? list.map((x) => String(x)).slice(0, 50) : []);
      if (row.guest) {
        // Nothing to mark on a guest's subscription: it is deleted with the row below.
        if (!ids(r.retry).length || row.attempts + 1 >= MAX_ATTEMPTS) guestDone.push(row.ord);
        for (const id of ids(r.gone)) {
          tx.db()
            .newQuery("DELETE FROM guest_push WHERE id = {:id} AND [[order]] = {:o}")
            .bind({ id: id.slice(GUEST.length), o: row.ord })
            .execute();
        }
      }
      for (const id of row.guest ? [] : ids(r.delivered)) delivered.push(id);
      if (venues.indexOf(row.venue) < 0) venues.push(row.venue);
      for (const id of row.guest ? [] : ids(r.gone)) {
        try {
          const sub = tx.findRecordById("push_subscriptions", id);
          if (sub.getString("user") !== row.venue) continue;
          tx.delete(sub); // a record delete: the owner's open screens see the device go
          log.info("push: subscription gone, deleted", "subscription", id);
        } catch (_) {
          // deleted meanwhile
        }
      }
      const error = String(r.error || "").slice(0, 500);
      const failed = ids(r.failed);
      if (failed.length)
        log.warn("push: push service refused", "order", row.ord, "failed", failed.length, "error", error);
      const retry = ids(r.retry);
      const attempts = row.attempts + 1;
      if (!retry.length || attempts >= MAX_ATTEMPTS) {
        if (retry.length)
          log.warn("push: giving up after retries", "order", row.ord, "attempts", attempts, "error", error);
        finished.push(row.id);
        continue;
      }
      const wait = Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, Number(r.retryInMs) || 0));
      tx.db()
        .newQuery(
          "UPDATE push_outbox SET targets = {:targets}, attempts = {:attempts}, leased = FALSE, nextAttemptAt = {:next}, " +
            "lastError = {:error}, updated = {:t} WHERE id = {:id}",
        )
        .bind({
          targets: JSON.stringify(retry),
          attempts: attempts,
          next: Date.now() + wait,
          error: error,
          t: stamp,
          id: row.id,
        })
        .execute();
    }
    if (delivered.length) {
      // Only this field changes (not even `updated`, which orders a venue's devices by last sync).
      const p = { t: stamp };
      tx.db()
        .newQuery(
          "UPDATE push_subscriptions SET lastDelivered = {:t} WHERE id IN (" +
            inList(delivered, p, "s") +
            ") AND user IN (" +
            inList(venues, p, "v") +
            ")",
        )
        .bind(p)
        .execute();
    }
    if (finished.length) {
      const p = {};
      tx.db()
        .newQuery("DELETE FROM push_outbox WHERE id IN (" + inList(finished, p, "f") + ")")
        .bind(p)
        .execute();
    }
    deleteGuestSubscriptions(tx, guestDone);
  });
  return handled;
}

/** Deletes the guest_push rows of `orders` (their one push is done). */
function deleteGuestSubscriptions(tx, orders) {
  if (!orders.length) return;
  const p = {};
  tx.db()
    .newQuery("DELETE FROM guest_push WHERE [[order]] IN (" + inList(orders, p, "o") + ")")
    .bind(p)
    .execute();
}

/**
 * Leases up to `limit` due rows and returns what the worker needs to send them: `jobs` [{ id,
 * attempt, payload, subscriptions: [subscription id] }] and `subscriptions` { id: { id, endpoint,
 * p256dh, auth } }, each subscription once however many of the venue's orders are due (a claim of
 * 100 orders for a venue with 10 devices was 1,000 copies of the keys to build and to parse).
 */
function claim(app, limit) {
  const endpointProblem = require(`${__hooks}/lib/push/push-subscription.js`).endpointProblem;
  const extra = $os.getenv("PUSH_EXTRA_ORIGINS");
  const n = Math.max(0, Math.min(MAX_CLAIM, Math.floor(Number(limit) || 0)));
  const jobs = [];
  const used = {};
  const out = { jobs: jobs, subscriptions: used };
  if (!n) return out;
  // The worker polls: when nothing is due (the usual case), answer from one indexed read without
  // taking the database's write lock.
  const due = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM (SELECT 1 FROM push_outbox WHERE nextAttemptAt <= {:now} LIMIT 1)")
    .bind({ now: Date.now() })
    .one(due);
  if (!due.n) return out;
  app.runInTransaction((tx) => {
    const now = Date.now();
    const rows = arrayOf(
      new DynamicModel({ id: "", venue: "", ord: "", payload: "", targets: "", attempts: 0, guest: false }),
    );
    tx.db()
      .newQuery(
        "SELECT id, venue, [[order]] AS ord, payload, COALESCE(targets, '') AS targets, attempts, guest FROM push_outbox " +
          "WHERE nextAttemptAt <= {:now} ORDER BY nextAttemptAt LIMIT {:n}",
      )
      .bind({ now: now, n: n })
      .all(rows);
    if (!rows.length) return;
    const venues = [];
    const guestOrders = [];
    for (const row of rows) {
      if (row.guest) guestOrders.push(row.ord);
      else if (venues.indexOf(row.venue) < 0) venues.push(row.venue);
    }
    const params = {};
    const subs = arrayOf(new DynamicModel({ id: "", user: "", endpoint: "", p256dh: "", auth: "" }));
    if (venues.length)
      tx.db()
        .newQuery(
          "SELECT id, user, endpoint, p256dh, auth FROM push_subscriptions WHERE user IN (" +
            inList(venues, params, "v") +
            ") ORDER BY updated DESC",
        )
        .bind(params)
        .all(subs);
    const byOrder = guestSubscriptions(tx, guestOrders, endpointProblem, extra);
    const byVenue = {};
    for (const s of subs) {
      // Only endpoints that pass today's rules (PUSH_EXTRA_ORIGINS may have changed since).
      if (endpointProblem(s.endpoint, extra)) continue;
      (byVenue[s.user] = byVenue[s.user] || []).push({
        id: s.id,
        endpoint: s.endpoint,
        p256dh: s.p256dh,
        auth: s.auth,
      });
    }
    const leased = [];
    const empty = [];
    for (const row of rows) {
      const targets = parse(row.targets, null);
      let mine = (row.guest ? byOrder[row.ord] : byVenue[row.venue]) || [];
      mine = Array.isArray(targets) ? mine.filter((s) => targets.indexOf(s.id) >= 0) : mine.slice(0, MAX_SUBSCRIPTIONS);
      if (!mine.length) {
        empty.push(row.id);
        continue;
      }
      leased.push(row.id);
      for (const s of mine) used[s.id] = { id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth };
      const payload = parse(row.payload, {});
      jobs.push({
        id: row.id,
        attempt: row.attempts + 1,
        // A guest's ready push in the language of the page it was asked from (its first device's).
        payload: row.guest && mine[0].lang ? readyWords().readyPayload(payload, mine[0].lang) : payload,
        subscriptions: mine.map((s) => s.id),
      });
    }
    if (leased.length) {
      const p = { next: now + LEASE_MS, t: nowString() };
      tx.db()
        .newQuery(
          "UPDATE push_outbox SET leased = TRUE, nextAttemptAt = {:next}, updated = {:t} WHERE id IN (" +
            inList(leased, p, "l") +
            ")",
        )
        .bind(p)
        .execute();
    }
    if (empty.length) {
      const p = {};
      tx.db()
        .newQuery("DELETE FROM push_outbox WHERE id IN (" + inList(empty, p, "e") + ")")
        .bind(p)
        .execute();
      deleteGuestSubscriptions(
        tx,
        rows.filter((r) => r.guest && empty.indexOf(r.id) >= 0).map((r) => r.ord),
      );
    }
  });
  return out;
}

/**
 * The unexpired guest subscriptions of `orders` (at most MAX_GUEST_PER_ORDER each), by order, ids
 * with the GUEST prefix; endpoints that fail today's rules are left out.
 */
function guestSubscriptions(tx, orders, endpointProblem, extra) {
  const byOrder = {};
  if (!orders.length) return byOrder;
  const p = { now: nowString() };
  const rows = arrayOf(new DynamicModel({ id: "", ord: "", endpoint: "", p256dh: "", auth: "", lang: "" }));
  tx.db()
    .newQuery(
      "SELECT id, [[order]] AS ord, endpoint, p256dh, auth, COALESCE(lang, '') AS lang FROM guest_push WHERE [[order]] IN (" +
        inList(orders, p, "o") +
        ") AND expires > {:now} ORDER BY created",
    )
    .bind(p)
    .all(rows);
  for (const s of rows) {
    if (endpointProblem(s.endpoint, extra)) continue;
    const list = (byOrder[s.ord] = byOrder[s.ord] || []);
    if (list.length < MAX_GUEST_PER_ORDER)
      list.push({ id: GUEST + s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, lang: s.lang });
  }
  return byOrder;
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
  claim,
  report,
  releaseLeases,
  isWorker,
  MAX_SUBSCRIPTIONS,
  MAX_GUEST_PER_ORDER,
  MAX_ATTEMPTS,
  LEASE_MS,
};
