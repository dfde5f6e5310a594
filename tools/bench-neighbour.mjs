// The "noisy neighbour" figures of `npm run bench` (docs/PERFORMANCE.md, issue "No venue slows
// another"): one venue's guest order and menu read p99 while ANOTHER account does its heaviest legal
// action, side by side with plain PocketBase (same binary) doing the same amount of work its own
// way. The actions:
//   import:  a 3,000-dish menu (the CSV import's row limit; 0.17 MB): product POST /api/menu/import-csv
//            into a fresh venue, then the same file again (3,000 updates); plain 3,000 records
//            into a bare collection through PocketBase's batch API, 50 to a request (its default).
//   export:  a year's sales CSV (50,000 finished orders: a busy venue; a free one has at most
//            6,000), product GET /api/stats/finished/csv; plain every page of a bare collection of
//            50,000 rows (1,000 a page).
//   orders:  guest orders of 50 lines (an order's line limit) from one address at the order
//            route's limit (60 a minute), then from 4 clients as fast as they go (far more than a
//            venue's guests send): product its order route, plain its record create.
// Meanwhile the probe sends the measured venue's guest orders and menu reads, one of each every
// 100 ms, each without waiting for the one before (as independent guests do).
// Loopback only; each action bounded (the import twice, the export twice, the orders for
// BENCH_SECONDS).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pct } from "./bench-measure.mjs";
import { seedFinishedOrders } from "./seed-sales.mjs";

const DISHES = 3000;
const ORDERS = 50000;
const LINES = 50;
// One guest order and one menu read every 100 ms: 10 orders a second at the measured venue, a busy
// evening's rate, sent open-loop (see probe).
const PROBE_GAP = 100;

/** A 3,000-dish menu CSV: 30 categories, a description each (about 0.17 MB). */
function menuCsv() {
  let csv = "category,title,price,description\n";
  for (let i = 0; i < DISHES; i++)
    csv += `Category ${i % 30},Dish number ${i},${(i % 50) + 1}.50,Slow-cooked with herbs and a side of bread ${i}\n`;
  return csv;
}

/**
 * @param {object} b what tools/bench.mjs passes: servers, the measured venue, its dishes, and its helpers
 */
export async function neighbourFigures(b) {
  const { product, plain, venue, dishes, request, api, orderRequest, createOwner, seedVenue, row, seconds, BROWSER } =
    b;
  const menuPath = `/api/menu/${venue.product.publicLink}?table=1`;
  const plainList = `/api/collections/dishes/records?perPage=100&sort=order&filter=${encodeURIComponent(`user='${venue.plain.id}'`)}`;

  /**
   * Orders and menu reads of the measured venue, as guests send them: each on its own, one of each
   * every PROBE_GAP ms whether or not the last one was answered (a stalled server makes them wait
   * all together, as real guests would), until `done` resolves.
   */
  // Menu reads go on connections of their own: orders stuck at the server must not hold the
  // bench's shared connections and make the reads wait in the client.
  async function probe(server, done) {
    const orders = [];
    const menus = [];
    const pending = [];
    let finished = false;
    done.then(
      () => (finished = true),
      () => (finished = true),
    );
    while (!finished) {
      pending.push(
        orderRequest(server, venue[server.name], dishes[server.name]).then((o) => {
          if (o.status !== 200) throw new Error(`${server.name} probe order: ${o.status} ${JSON.stringify(o.body)}`);
          orders.push(o.ms);
        }),
        request(
          server.url,
          "GET",
          server.name === "product" ? menuPath : plainList,
          undefined,
          undefined,
          BROWSER,
          true,
        ).then((m) => {
          if (m.status !== 200) throw new Error(`${server.name} probe menu: ${m.status}`);
          menus.push(m.ms);
        }),
      );
      await new Promise((r) => setTimeout(r, PROBE_GAP));
    }
    await Promise.all(pending);
    return { orders, menus };
  }

  /** The probe's figures while `action()` runs (the action starts once the probe has started). */
  async function during(server, action) {
    let settle;
    const done = new Promise((r) => (settle = r));
    const probing = probe(server, done);
    const t0 = performance.now();
    try {
      await action();
    } finally {
      settle();
    }
    const ms = performance.now() - t0;
    const got = await probing;
    return { orderP99: pct(got.orders, 99), menuP99: pct(got.menus, 99), n: got.orders.length, ms };
  }

  const ok = async (res, what) => {
    if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
    return res.arrayBuffer();
  };

  // The neighbours: a fresh venue on each server.
  const noisy = { product: await createOwner(product, 70001), plain: await createOwner(plain, 70001) };
  const noisyDishes = {
    product: await seedVenue(product, noisy.product, true),
    plain: await seedVenue(plain, noisy.plain, false),
  };

  // Quiet: the same probe with nothing else going on, for the same time as an import takes.
  const pause = (ms) => new Promise((r) => setTimeout(r, ms));
  const quiet = {
    product: await during(product, () => pause(seconds * 1000)),
    plain: await during(plain, () => pause(seconds * 1000)),
  };

  // Import: product's CSV route twice (creates, then updates); plain the batch API.
  const csv = menuCsv();
  const importProduct = async () => {
    for (let round = 0; round < 2; round++) {
      await ok(
        await fetch(`${product.url}/api/menu/import-csv`, {
          method: "POST",
          headers: { "Content-Type": "text/csv", Authorization: noisy.product.token },
          body: csv,
        }),
        "import",
      );
    }
  };
  await api(plain.url, "PATCH", "/api/settings", { batch: { enabled: true, maxRequests: 50 } }, plain.admin);
  const importPlain = async () => {
    for (let round = 0; round < 2; round++) {
      for (let from = 0; from < DISHES; from += 50) {
        const requests = [];
        for (let i = from; i < from + 50; i++)
          requests.push({
            method: "POST",
            url: "/api/collections/dishes/records",
            body: {
              user: noisy.plain.id,
              title: `Dish number ${i} ${round}`,
              description: `Slow-cooked with herbs and a side of bread ${i}`,
              price: (i % 50) + 1.5,
              category: `category${i % 30}`,
              order: i,
              available: true,
            },
          });
        await ok(
          await fetch(`${plain.url}/api/batch`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: plain.admin },
            body: JSON.stringify({ requests }),
          }),
          "plain batch",
        );
      }
    }
  };
  const imports = { product: await during(product, importProduct), plain: await during(plain, importPlain) };

  // Export: a year's sales (seeded straight into the database, as tools/bench-sales.mjs does).
  seedFinishedOrders({
    dir: product.dir,
    ownerId: noisy.product.id,
    userSlug: noisy.product.publicLink,
    count: ORDERS,
  });
  execFileSync("sqlite3", [path.join(plain.dir, "data.db")], {
    input: `.timeout 10000
WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${ORDERS - 1})
INSERT INTO orders (user, userSlug, tableSlug, items, total, clientRequestId, guestToken, created, updated)
SELECT '${noisy.plain.id}', 'x', '1', '[{"dishId":"d","title":"Dish","price":2.5,"count":1,"modifiers":{}}]', 2.5, 'seed-' || i, '',
  strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || i || ' minutes'), strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || i || ' minutes') FROM seq;`,
  });
  const exportProduct = async () => {
    for (let round = 0; round < 2; round++)
      await ok(
        await fetch(`${product.url}/api/stats/finished/csv`, { headers: { Authorization: noisy.product.token } }),
        "export",
      );
  };
  const exportPlain = async () => {
    for (let round = 0; round < 2; round++)
      for (let page = 1; page <= ORDERS / 1000; page++)
        await ok(
          await fetch(
            `${plain.url}/api/collections/orders/records?perPage=1000&page=${page}&skipTotal=1&filter=${encodeURIComponent(`user='${noisy.plain.id}'`)}`,
            { headers: { Authorization: plain.admin } },
          ),
          "plain export",
        );
  };
  const exports = { product: await during(product, exportProduct), plain: await during(plain, exportPlain) };

  // Orders of 50 lines, 4 at a time, for `seconds`.
  let k = 0;
  const bigOrder = (server) => {
    const d = noisyDishes[server.name];
    const items = Array.from({ length: LINES }, (_, i) => {
      const dish = d[(k + i) % d.length];
      return { dishId: dish.id, title: dish.title, price: dish.price, count: 1, modifiers: {} };
    });
    k++;
    const token = `bench-big-order-${String(k).padStart(16, "0")}`;
    const body = {
      user: noisy[server.name].id,
      userSlug: noisy[server.name].publicLink || "venue",
      tableSlug: String((k % 10) + 1),
      items,
      total: items.reduce((s, l) => s + l.price, 0),
      clientRequestId: `bench-big-${process.pid}-${k}`,
      tzOffset: 0,
      ...(server.name === "plain" ? { guestToken: token } : {}),
    };
    return request(server.url, "POST", "/api/collections/orders/records", body, undefined, {
      ...BROWSER,
      "X-Guest-Token": token,
    });
  };
  // `gap` ms between one client's orders: 1,000 is one address at the order route's limit (60 a
  // minute); 0 is as fast as 4 clients can send (more than a venue's guests would).
  const bigOrders = (server, gap) => async () => {
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: gap ? 1 : 4 }, async () => {
        while (performance.now() < until) {
          const res = await bigOrder(server);
          if (res.status !== 200)
            throw new Error(`${server.name} 50-line order: ${res.status} ${JSON.stringify(res.body)}`);
          if (gap) await pause(gap);
        }
      }),
    );
  };
  const paced = {
    product: await during(product, bigOrders(product, 1000)),
    plain: await during(plain, bigOrders(plain, 1000)),
  };
  const big = {
    product: await during(product, bigOrders(product, 0)),
    plain: await during(plain, bigOrders(plain, 0)),
  };

  const secs = (x) => (x.ms / 1000).toFixed(1);
  row("another venue's order p99, quiet (ms)", quiet.product.orderP99, quiet.plain.orderP99, "ms", "< 250 ms");
  row("  its menu read p99, quiet (ms)", quiet.product.menuP99, quiet.plain.menuP99, "ms", "< 100 ms");
  row(
    `  order p99 while one account imports 3,000 dishes twice (${secs(imports.product)} s / ${secs(imports.plain)} s) (ms)`,
    imports.product.orderP99,
    imports.plain.orderP99,
    "ms",
    "< 250 ms",
  );
  row("  menu read p99 meanwhile (ms)", imports.product.menuP99, imports.plain.menuP99, "ms", "< 100 ms");
  row(
    `  order p99 while one account exports a year's sales CSV twice (${secs(exports.product)} s / ${secs(exports.plain)} s) (ms)`,
    exports.product.orderP99,
    exports.plain.orderP99,
    "ms",
    "< 250 ms",
  );
  row("  menu read p99 meanwhile (ms)", exports.product.menuP99, exports.plain.menuP99, "ms", "< 100 ms");
  row(
    `  order p99 while one address sends 50-line orders at its limit (1 a second), ${seconds} s (ms)`,
    paced.product.orderP99,
    paced.plain.orderP99,
    "ms",
    "< 250 ms",
  );
  row("  menu read p99 meanwhile (ms)", paced.product.menuP99, paced.plain.menuP99, "ms", "< 100 ms");
  row(
    `  order p99 while 4 clients send 50-line orders unpaced, ${seconds} s (ms)`,
    big.product.orderP99,
    big.plain.orderP99,
    "ms",
    "< 250 ms",
  );
  row("  menu read p99 meanwhile (ms)", big.product.menuP99, big.plain.menuP99, "ms", "< 100 ms");
}
