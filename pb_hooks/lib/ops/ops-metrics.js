// Counters the hooks keep for the operator's metrics (docs/operations.md#metrics), in the app's
// store ($app.store(): one map for the whole process, shared by every hook VM; setFunc holds its
// lock while it adds). Counting is a few store calls per request and never a query; everything
// that needs the database or the disk (outbox depth, file sizes) is read when the metrics are
// scraped. render() writes Prometheus' text format.

const PREFIX = "ops.";
/** Upper bounds (seconds) of the latency histograms' buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** @param {any} old */
const plus1 = (old) => (Number(old) || 0) + 1;

/**
 * Adds 1 to the counter `name`.
 * @param {string} name
 */
function count(name) {
  $app.store().setFunc(PREFIX + name, plus1);
}

/**
 * Records one request of `route` that took `ms` milliseconds in the histogram of that route.
 * @param {string} route "order" or "menu"
 * @param {number} ms
 */
function observe(route, ms) {
  const s = ms / 1000;
  let i = 0;
  while (i < BUCKETS.length && s > BUCKETS[i]) i++;
  const store = $app.store();
  store.setFunc(`${PREFIX}h.${route}.${i}`, plus1);
  store.setFunc(`${PREFIX}h.${route}.sum`, (old) => (Number(old) || 0) + s);
}

/** busy.{route} holds two gauges in one number, so a request costs one store call in and one out. */
const PEAK = 4096;

/**
 * A request of `route` ("order" or "menu") starts running in a hook VM: the busy gauge of that
 * route goes up, and its peak since the last scrape with it (one number: peak * PEAK + busy).
 * PocketBase's VM pool (plugins/jsvm) tells nobody how many of its VMs are busy, nor how many
 * one-off VMs it made when all were: these two routes, where a burst of guests lands, are counted
 * here (a store call in, one out, no query); the other hooks (record hooks, realtime subscribe,
 * cron, the owners' routes) are not.
 * @param {string} route
 */
function enter(route) {
  $app.store().setFunc(`${PREFIX}busy.${route}`, (old) => {
    const v = Number(old) || 0;
    const busy = (v % PEAK) + 1;
    return Math.max(Math.floor(v / PEAK), busy) * PEAK + busy;
  });
}

/**
 * The request of `route` that enter() counted has ended.
 * @param {string} route
 */
function leave(route) {
  $app.store().setFunc(`${PREFIX}busy.${route}`, (old) => {
    const v = Number(old) || 0;
    return v % PEAK > 0 ? v - 1 : v;
  });
}

/**
 * The busy VMs of `route` now, and the most at once since the last scrape (then reset to now).
 * @param {string} route
 * @returns {[number, number]}
 */
function busyAndPeak(route) {
  let busy = 0;
  let peak = 0;
  $app.store().setFunc(`${PREFIX}busy.${route}`, (old) => {
    const v = Number(old) || 0;
    busy = v % PEAK;
    peak = Math.floor(v / PEAK);
    return busy * PEAK + busy;
  });
  return [busy, Math.max(peak, busy)];
}

/**
 * @param {string} name
 * @returns {number}
 */
function read(name) {
  return Number($app.store().get(PREFIX + name)) || 0;
}

/**
 * Prometheus text for a counter or gauge.
 * @param {string} name
 * @param {"counter"|"gauge"} type
 * @param {string} help
 * @param {Array<[string, number]>} samples [labels ("" or '{a="b"}'), value]
 */
function metric(name, type, help, samples) {
  let out = `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;
  for (const [labels, value] of samples) out += `${name}${labels} ${value}\n`;
  return out;
}

/**
 * Prometheus text of the latency histogram of `route`.
 * @param {string} route
 */
function histogram(route) {
  const name = "draft_request_duration_seconds";
  let out = "";
  let cumulative = 0;
  for (let i = 0; i <= BUCKETS.length; i++) {
    cumulative += read(`h.${route}.${i}`);
    const le = i < BUCKETS.length ? String(BUCKETS[i]) : "+Inf";
    out += `${name}_bucket{route="${route}",le="${le}"} ${cumulative}\n`;
  }
  out += `${name}_sum{route="${route}"} ${read(`h.${route}.sum`)}\n`;
  out += `${name}_count{route="${route}"} ${cumulative}\n`;
  return out;
}

/** The busy gauges of the guest order create and the menu route, and their peaks since the last scrape. */
function hooksBusy() {
  const order = busyAndPeak("order");
  const menu = busyAndPeak("menu");
  return (
    metric(
      "draft_hooks_busy",
      "gauge",
      "Hook VMs running the guest order create or the menu route now (other hooks not counted).",
      [
        ['{route="order"}', order[0]],
        ['{route="menu"}', menu[0]],
      ],
    ) +
    metric(
      "draft_hooks_busy_peak",
      "gauge",
      "Most hook VMs running that route at once since the previous scrape (compare with draft_hooks_pool_size).",
      [
        ['{route="order"}', order[1]],
        ['{route="menu"}', menu[1]],
      ],
    )
  );
}

/**
 * The hooks' metrics, in Prometheus text format. `extra`: { outboxDepth, outboxOldestSeconds,
 * realtimeClients, realtimeSubscriptions, hooksPool } read by the caller.
 * @param {{ outboxDepth: number, outboxOldestSeconds: number, realtimeClients: number, realtimeSubscriptions: number, hooksPool: number }} extra
 */
function render(extra) {
  return [
    metric(
      "draft_orders_created_total",
      "counter",
      "Guest and staff orders saved (retries that got their earlier order back not counted).",
      [["", read("orders_created")]],
    ),
    metric(
      "draft_orders_refused_total",
      "counter",
      "Guest and staff order creates answered with an error (4xx or 5xx).",
      [["", read("orders_refused")]],
    ),
    metric("draft_menu_reads_total", "counter", "Answers of GET /api/menu/{link} (200 and 304).", [
      ["", read("menu_reads")],
    ]),
    metric("draft_orders_disk_full_total", "counter", "Orders refused with 503 because the disk was full.", [
      ["", read("orders_disk_full")],
    ]),
    metric("draft_realtime_connections", "gauge", "Realtime (SSE) connections open now.", [
      ["", extra.realtimeClients],
    ]),
    metric("draft_realtime_subscriptions", "gauge", "Topics subscribed over all realtime connections.", [
      ["", extra.realtimeSubscriptions],
    ]),
    metric("draft_push_outbox_depth", "gauge", "Push notifications waiting in push_outbox.", [["", extra.outboxDepth]]),
    metric("draft_push_outbox_oldest_seconds", "gauge", "Age of the oldest entry of push_outbox (0 when empty).", [
      ["", extra.outboxOldestSeconds],
    ]),
    metric(
      "draft_hooks_pool_size",
      "gauge",
      "Hook VMs kept ready (--hooksPool; PocketBase does not tell how many are in use).",
      [["", extra.hooksPool]],
    ),
    hooksBusy(),
    "# HELP draft_request_duration_seconds Time spent in the hook of the guest order create and the menu route.\n" +
      "# TYPE draft_request_duration_seconds histogram\n" +
      histogram("order") +
      histogram("menu"),
  ].join("");
}

module.exports = { count, observe, enter, leave, render, BUCKETS };
