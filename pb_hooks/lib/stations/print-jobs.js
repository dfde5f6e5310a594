// Print jobs (docs/kitchen.md#stations-and-printers): one durable row per ticket per printer,
// numbered per printer, queued until the venue's print agent reports it printed. A new order's
// tickets are made off the guest's path (materialize: when the agent reads its queue, and before an
// order changes, pb_migrations/1771040000_print_tickets_on_read.js); started orders' tickets and
// the voids of removed lines are written by SQLite triggers (pb_migrations/1770800000_print_stations.js);
// this module writes the ones a route asks for (a reprint, the void of a deleted order) with the
// same SQL shape, and answers the agent.
const COLUMNS =
  'id, user, printer, station, "order", kind, seq, state, tableSlug, pickup, enteredBy, lines, orderCreated, printedAt, created, updated';
const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
const arr = (x) => `(CASE WHEN json_valid(${x}) AND json_type(${x}) = 'array' THEN ${x} ELSE '[]' END)`;

/**
 * INSERT ... SELECT of one `kind` job per printer with lines for the order bound as {:venue},
 * {:order}, {:items}, {:table}, {:pickup}, {:by}, {:created}. `onlyTicketed`: only printers that already have
 * a ticket of this order (a void goes where the ticket went).
 */
function insertSql(kind, onlyTicketed) {
  return (
    `INSERT INTO {{print_jobs}} (${COLUMNS})
    SELECT 'j' || lower(hex(randomblob(7))), {:venue}, p.id, p.station, {:order}, '${kind}',
      (SELECT COALESCE(MAX(seq), 0) + 1 FROM print_jobs WHERE printer = p.id), 'queued',
      {:table}, {:pickup}, {:by}, t.lines, {:created}, '', ${NOW}, ${NOW}
    FROM printers p
    JOIN (SELECT s.id AS sid, (SELECT json_group_array(json(i.value)) FROM json_each(${arr("{:items}")}) i
            JOIN dishes d ON d.id = json_extract(i.value, '$.dishId')
            WHERE i.type = 'object' AND d.category IN (SELECT value FROM json_each(${arr("s.categories")}))) AS lines
          FROM stations s WHERE s.user = {:venue}) t ON t.sid = p.station
    WHERE p.user = {:venue} AND t.lines <> '[]'` +
    (onlyTicketed ? ` AND p.id IN (SELECT printer FROM print_jobs WHERE "order" = {:order} AND kind = 'ticket')` : "") +
    " ORDER BY p.id"
  );
}

const JOBS_COLUMNS = COLUMNS;
// Where the scan of the venue's unfinished orders starts: 5 minutes before the newest order with a
// job, or before its first printer (why: pb_migrations/1771040000_print_tickets_on_read.js).
const SINCE = `strftime('%Y-%m-%d %H:%M:%fZ', COALESCE(
    (SELECT MAX(orderCreated) FROM print_jobs WHERE user = {:venue}),
    (SELECT MIN(created) FROM printers WHERE user = {:venue})), '-5 minutes')`;
/**
 * The arrival tickets of venue {:venue}'s unfinished orders that have none yet at a printer, in
 * (created, id) order, numbered per printer after its last job. The same SQL as the triggers of
 * pb_migrations/1771040000_print_tickets_on_read.js (keep both alike): the orders are the queue.
 */
const MATERIALIZE_SQL = `INSERT INTO {{print_jobs}} (${JOBS_COLUMNS})
  SELECT 'j' || lower(hex(randomblob(7))), x.user, x.pid, x.sid, x.oid, 'ticket',
    x.base + ROW_NUMBER() OVER (PARTITION BY x.pid ORDER BY x.ocreated, x.oid), 'queued',
    x.tableSlug, x.pickup, x.editedBy, x.lines, x.ocreated, '', ${NOW}, ${NOW}
  FROM (SELECT o.user AS user, p.id AS pid, s.id AS sid, o.id AS oid, o.created AS ocreated, o.tableSlug AS tableSlug,
          CASE WHEN o.pickupNumber > 0 THEN CAST(o.pickupNumber AS TEXT) ELSE '' END AS pickup, o.editedBy AS editedBy,
          (SELECT COALESCE(MAX(seq), 0) FROM print_jobs WHERE printer = p.id) AS base,
          (SELECT json_group_array(json(i.value)) FROM json_each(${arr("o.items")}) i
             JOIN dishes d ON d.id = json_extract(i.value, '$.dishId')
             WHERE i.type = 'object' AND d.category IN (SELECT value FROM json_each(${arr("s.categories")}))) AS lines
        FROM orders o
        JOIN stations s ON s.user = o.user AND s.printOn = 'arrival'
        JOIN printers p ON p.station = s.id AND p.user = o.user AND p.created <= o.created
        WHERE o.user = {:venue} AND o.finished = 0 AND o.created >= ${SINCE}
          AND NOT EXISTS (SELECT 1 FROM print_jobs j WHERE j."order" = o.id AND j.printer = p.id AND j.kind = 'ticket')) x
  WHERE x.lines <> '[]'
  ORDER BY x.pid, x.ocreated, x.oid`;

/** Makes the venue's pending arrival tickets (see MATERIALIZE_SQL); returns how many. */
function materialize(app, venueId) {
  if (!venueId) return 0;
  return app.db().newQuery(MATERIALIZE_SQL).bind({ venue: venueId }).execute().rowsAffected();
}

/** The bound values of `order` (a record) for insertSql. */
function orderParams(order) {
  return {
    venue: order.getString("user"),
    order: order.id,
    items: toString(order.get("items")) || "[]",
    table: order.getString("tableSlug"),
    // A takeaway order's pickup number (lib/takeaway/takeaway.js), "" for a table order.
    pickup: order.getInt("pickupNumber") > 0 ? String(order.getInt("pickupNumber")) : "",
    by: order.getString("editedBy"),
    created: order.getString("created"),
  };
}

/** Queues a reprint of `order`'s current lines at every printer whose station takes some; returns how many. */
function reprint(app, order) {
  // Its arrival tickets first: a reprint never stands in for the ticket itself.
  materialize(app, order.getString("user"));
  return app.db().newQuery(insertSql("reprint", false)).bind(orderParams(order)).execute().rowsAffected();
}

/** Queues a void of every line of `order` (being deleted) where its tickets went; returns how many. */
function voidOrder(app, order) {
  materialize(app, order.getString("user"));
  return app.db().newQuery(insertSql("void", true)).bind(orderParams(order)).execute().rowsAffected();
}

/** Puts who entered a staff order (`actor`: lib/team/staff.js actorOfRequest) on its tickets. */
function signTickets(app, orderId, actor) {
  if (!actor || !actor.name) return;
  // A staff order (never the guest's path) has its tickets made now, to sign them.
  materialize(app, app.findRecordById("orders", orderId).getString("user"));
  app
    .db()
    .newQuery('UPDATE {{print_jobs}} SET enteredBy = {:by} WHERE "order" = {:order}')
    .bind({ by: String(actor.name).slice(0, 100), order: orderId })
    .execute();
}

/** A job as the agent and the screens see it. */
function jobJson(r) {
  return {
    id: r.id,
    printer: r.getString("printer"),
    station: r.getString("station"),
    order: r.getString("order"),
    kind: r.getString("kind"),
    seq: r.getInt("seq"),
    state: r.getString("state"),
    tableSlug: r.getString("tableSlug"),
    pickup: r.getString("pickup"),
    enteredBy: r.getString("enteredBy"),
    lines: JSON.parse(toString(r.get("lines")) || "[]"),
    orderCreated: r.getString("orderCreated"),
    printedAt: r.getString("printedAt"),
    created: r.getString("created"),
  };
}

/** A printer as the agent and the screens see it. */
function printerJson(r) {
  return {
    id: r.id,
    station: r.getString("station"),
    name: r.getString("name"),
    host: r.getString("host"),
    port: r.getInt("port"),
    status: r.getString("status"),
    statusError: r.getString("statusError"),
    statusAt: r.getString("statusAt"),
  };
}

// The agent's queue is read in pages (docs/kitchen.md#the-print-agent): per printer, at most PAGE
// queued jobs after the agent's cursor (the last seq it holds), and at most MAX_ROWS in one answer.
// Why: a printer that is off keeps a backlog (a busy venue: a thousand jobs); reading all of it on
// every order event cost the server 0.3-1.4 s a read (docs/PERFORMANCE.md). A page is a range of
// the partial index idx_print_jobs_queued (printer, seq) WHERE state = 'queued'
// (pb_migrations/1771080000_print_queue_pages.js): printed jobs are not in it.
const PAGE = 100;
const MAX_ROWS = 500;
// The bounded query: at most this many printers' cursors, of at most this many characters.
const MAX_CURSORS = 200;
const MAX_CURSOR_TEXT = 8000;
const ID_RE = /^[a-z0-9]{1,30}$/;

/**
 * The page request of GET /api/print/queue from its query: `limit` (1-PAGE, default PAGE), `after`
 * ("printerId:seq,...": only jobs after seq of that printer) and `skip` ("printerId,...": none of
 * that printer's jobs, the agent holds a full page of them). A printer in neither is read from its
 * first queued job. A 400 for anything malformed (checked before anything is read).
 */
function pageRequest(query) {
  const get = (k) => String((query && query.get(k)) || "");
  const bad = (field, message) => require(`${__hooks}/lib/shared/errors.js`).fieldError(field, message);
  const limitText = get("limit");
  let limit = PAGE;
  if (limitText !== "") {
    if (!/^[0-9]{1,4}$/.test(limitText) || Number(limitText) < 1)
      throw bad("limit", "The page size must be 1 or more.");
    limit = Math.min(Number(limitText), PAGE);
  }
  const after = {};
  const skip = {};
  const afterText = get("after");
  const skipText = get("skip");
  if (afterText.length > MAX_CURSOR_TEXT || skipText.length > MAX_CURSOR_TEXT) {
    throw bad("after", "Too many printers in one request.");
  }
  const afterParts = afterText ? afterText.split(",") : [];
  const skipParts = skipText ? skipText.split(",") : [];
  if (afterParts.length + skipParts.length > MAX_CURSORS) throw bad("after", "Too many printers in one request.");
  for (const part of afterParts) {
    const m = /^([a-z0-9]{1,30}):([0-9]{1,12})$/.exec(part);
    if (!m) throw bad("after", "Each cursor is a printer id and a number (printer:seq).");
    after[m[1]] = Number(m[2]);
  }
  for (const id of skipParts) {
    if (!ID_RE.test(id)) throw bad("skip", "Each skipped printer is a printer id.");
    skip[id] = true;
  }
  return { limit: limit, after: after, skip: skip };
}

const PAGE_SQL =
  "SELECT id FROM print_jobs WHERE printer = {:printer} AND state = 'queued' AND seq > {:after} ORDER BY seq LIMIT {:n}";

/**
 * The venue's stations and printers and a page of its queued jobs (see pageRequest), oldest first
 * per printer; `more`: the printers that have queued jobs after the page; `timeZone`: the venue's
 * (a ticket of a later day's pickup says its day, server/print/ticket.mjs).
 */
function queue(app, venueId, request) {
  const req = request || { limit: PAGE, after: {}, skip: {} };
  materialize(app, venueId);
  const printers = app.findRecordsByFilter("printers", "user = {:v}", "created", 0, 0, { v: venueId });
  const stations = app.findRecordsByFilter("stations", "user = {:v}", "order,created", 0, 0, { v: venueId });
  const jobs = [];
  const more = [];
  let budget = MAX_ROWS;
  for (const p of printers) {
    if (req.skip[p.id]) continue;
    const n = Math.min(req.limit, budget);
    if (n <= 0) {
      more.push(p.id);
      continue;
    }
    const rows = arrayOf(new DynamicModel({ id: "" }));
    app
      .db()
      .newQuery(PAGE_SQL)
      .bind({ printer: p.id, after: req.after[p.id] || 0, n: n + 1 })
      .all(rows);
    if (rows.length > n) more.push(p.id);
    const ids = rows.slice(0, n).map((r) => String(r.id));
    if (!ids.length) continue;
    budget -= ids.length;
    const records = app.findRecordsByIds("print_jobs", ids);
    records.sort((x, y) => x.getInt("seq") - y.getInt("seq"));
    for (const r of records) jobs.push(r);
  }
  const venue = app.findRecordById("users", venueId);
  return {
    stations: stations.map((s) => ({ id: s.id, name: s.getString("name") })),
    printers: printers.map(printerJson),
    jobs: withPickupTimes(app, jobs.map(jobJson)),
    more: more,
    // The zone a takeaway's service day is counted in (lib/takeaway/takeaway.js: UTC when unset).
    timeZone: venue.getString("timeZone") || "UTC",
  };
}

/**
 * A takeaway job's pickup day and time ("YYYY-MM-DD", "HH:mm"), read from its order (a job keeps
 * the order's id; a deleted order's void has none). One query for the page.
 */
function withPickupTimes(app, jobs) {
  const ids = [...new Set(jobs.filter((j) => j.pickup).map((j) => j.order))];
  if (!ids.length) return jobs;
  const times = {};
  for (const o of app.findRecordsByIds("orders", ids)) {
    times[o.id] = { pickupDay: o.getString("pickupDay"), pickupAt: o.getString("pickupAt") };
  }
  return jobs.map((j) => (j.pickup && times[j.order] ? Object.assign(j, times[j.order]) : j));
}

/** The record `id` of `collection` in `venueId`, or a 404 (another venue's looks the same as none). */
function ownRecord(app, collection, venueId, id, message) {
  let r;
  try {
    r = app.findRecordById(collection, String(id || ""));
  } catch (_) {
    r = null;
  }
  if (!r || r.getString("user") !== venueId) throw new NotFoundError(message);
  return r;
}

/**
 * Marks job `id` printed (idempotent: a job already printed stays as it was, the same answer).
 * Returns [job, changed].
 */
function markPrinted(app, venueId, id) {
  const job = ownRecord(app, "print_jobs", venueId, id, "No such print job.");
  if (job.getString("state") === "printed") return [job, false];
  const done = app
    .db()
    .newQuery(
      "UPDATE {{print_jobs}} SET state = 'printed', printedAt = " +
        NOW +
        ", updated = " +
        NOW +
        " WHERE id = {:id} AND state = 'queued'",
    )
    .bind({ id: job.id })
    .execute();
  return [app.findRecordById("print_jobs", job.id), done.rowsAffected() === 1];
}

/** Sets a printer's reported status: {status: "online"|"offline", error?}; a 400 for anything else. */
function setStatus(app, venueId, id, body) {
  const printer = ownRecord(app, "printers", venueId, id, "No such printer.");
  const status = body && body.status;
  if (status !== "online" && status !== "offline") {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError("status", "The status must be online or offline.");
  }
  const error = typeof body.error === "string" ? body.error.slice(0, 200) : "";
  printer.set("status", status);
  printer.set("statusError", status === "offline" ? error : "");
  printer.set("statusAt", new DateTime());
  app.saveNoValidate(printer);
  return printer;
}

/** Tells the venue's print screens and agents about a job or printer write. */
function publish(app, venueId, action, record) {
  const realtime = require(`${__hooks}/lib/realtime/realtime.js`);
  const topic = require(`${__hooks}/lib/shared/domain.js`).venueTopicName(venueId, "print");
  realtime.publish(
    app,
    topic,
    JSON.stringify({
      action: action,
      record: record.collection().name === "printers" ? printerJson(record) : jobJson(record),
    }),
  );
}

/** Tells the venue's agents to reload their queue (after jobs were written by SQL). */
function publishQueued(app, venueId) {
  const topic = require(`${__hooks}/lib/shared/domain.js`).venueTopicName(venueId, "print");
  require(`${__hooks}/lib/realtime/realtime.js`).publish(app, topic, '{"action":"queued"}');
}

module.exports = {
  PAGE,
  MAX_ROWS,
  pageRequest,
  materialize,
  insertSql,
  reprint,
  voidOrder,
  signTickets,
  queue,
  markPrinted,
  setStatus,
  publish,
  publishQueued,
  jobJson,
  printerJson,
  ownRecord,
};
