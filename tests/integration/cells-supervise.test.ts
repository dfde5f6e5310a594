// `npm run cells` supervises each cell the way `npm start` supervises one node
// (server/cell-supervisor.mjs, docs/scaling.md#supervision): 2 cells with Litestream replicating
// each to its own replica, the directory and Debian's HAProxy on loopback. The kill drill: one
// cell's PocketBase killed by its PID comes back by itself on its port, with a new push worker;
// HAProxy marks it down, then up again; its venue's menu and orders are there through the origin;
// its replica holds the order made after the restart. A push worker or a Litestream killed by its
// PID comes back too.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { HAPROXY_BIN, serverUp, startCells } from "../../server/cells.mjs";
// @ts-expect-error: plain ESM launcher without type declarations
import { restoreDatabase } from "../../server/litestream.mjs";
import { createOwner, createSoupMenu } from "../helpers/pocketbase";
import { until } from "../helpers/service";
import * as h from "../helpers/cells";
import type { Cells, Venue } from "../helpers/cells";

const haproxyInstalled = fs.existsSync(HAPROXY_BIN);
if (!haproxyInstalled)
  console.warn(`cells-supervise.test.ts skipped: HAProxy is not installed at ${HAPROXY_BIN} (.ci/run installs it)`);

interface Litestream {
  pid: () => number | undefined;
  status: () => { up: boolean; restarts: number };
}
interface Supervised {
  name: string;
  child: { pid: number };
  worker: { pid: () => number | undefined };
  supervisor: { restarts: () => number; litestream: () => Litestream };
}

let cells: Cells;
let replica: string;
let venue: Venue;
const alive = (pid: number | undefined) => {
  try {
    return !!pid && process.kill(pid, 0);
  } catch {
    return false;
  }
};

/** How many of `ids` a restore of `cellName`'s replica holds (0 when it cannot restore yet). */
function restoredOrders(cellName: string, ids: string[]): number {
  const restored = fs.mkdtempSync(path.join(os.tmpdir(), "draft-cells-restored-"));
  try {
    restoreDatabase({ replicaUrl: `file://${replica}/${cellName}`, to: restored });
    const inList = ids.map((id) => `'${id}'`).join(", ");
    const out = execFileSync("sqlite3", [
      path.join(restored, "data.db"),
      `SELECT count(*) FROM orders WHERE id IN (${inList});`,
    ]);
    return Number(out.toString().trim());
  } catch {
    return 0;
  } finally {
    fs.rmSync(restored, { recursive: true, force: true });
  }
}

describe.skipIf(!haproxyInstalled)("each cell supervised", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    replica = fs.mkdtempSync(path.join(os.tmpdir(), "draft-cells-replica-"));
    cells = (await startCells({ count: 2, output: "ignore", replicaUrl: `file://${replica}` })) as Cells;
    for (const cell of cells.cells) {
      const server = await h.cellServer(cell);
      await server.admin.settings.update({ rateLimits: { enabled: false } });
    }
    const server = await h.cellServer(cells.cells[1]);
    const owner = await createOwner(server);
    venue = { cell: cells.cells[1], owner, dishId: (await createSoupMenu(owner)).dish.id };
    await cells.directory.syncFromCells();
  }, 180_000);

  afterAll(async () => {
    await h.stopCells(cells);
    if (replica) fs.rmSync(replica, { recursive: true, force: true });
  });

  it("a cell's PocketBase killed by its PID comes back on its own, with its push worker and its data, and HAProxy routes to it again", async () => {
    const cell = cells.cells[1] as unknown as Supervised;
    const before = await h.guestOrder(cells.url, venue, "before-kill");
    expect(before.status).toBe(200);
    const { id: orderBefore } = (await before.json()) as { id: string };
    const pid = cell.child.pid;
    const workerPid = cell.worker.pid();
    expect(alive(workerPid)).toBe(true);

    process.kill(pid, "SIGKILL");
    await serverUp(cells.socketPath, cell.name, false);
    await serverUp(cells.socketPath, cell.name, true);
    // Counted once the new process and its push worker are both up.
    await until(() => cell.supervisor.restarts() > 0);
    expect(cell.supervisor.restarts()).toBe(1);
    expect(cell.child.pid).not.toBe(pid);
    expect(alive(cell.child.pid)).toBe(true);
    // The old worker ended with its PocketBase; a new one runs beside the new process.
    await until(() => !alive(workerPid));
    expect(alive(cell.worker.pid())).toBe(true);
    expect(cell.worker.pid()).not.toBe(workerPid);

    // Its venue, through the origin: the menu, the order from before, a new order.
    const menu = await fetch(`${cells.url}/api/menu/${venue.owner.user.publicLink}?table=1`);
    expect(menu.status).toBe(200);
    expect(JSON.stringify(await menu.json())).toContain(venue.dishId);
    const { token, cookie } = await h.signIn(cells.url, venue.owner.email, venue.owner.password);
    expect(cookie).toBe(`cell=${cell.name}`);
    const board = h.ownerClient(cells.url, token, venue.owner.user, cookie);
    const after = await h.guestOrder(cells.url, venue, "after-kill");
    expect(after.status).toBe(200);
    const { id: orderAfter } = (await after.json()) as { id: string };
    const ids = (await board.collection("orders").getFullList({ filter: `user = "${venue.owner.user.id}"` })).map(
      (o) => o.id,
    );
    expect(ids).toEqual(expect.arrayContaining([orderBefore, orderAfter]));

    // Replication went on through the restart: the cell's own replica restores both orders (each
    // try restores into a new folder; Litestream ships within its sync interval).
    const litestream = cell.supervisor.litestream();
    expect(litestream.status().up).toBe(true);
    await until(() => restoredOrders(cell.name, [orderBefore, orderAfter]) === 2);
    // Each cell replicates to its own replica.
    expect(fs.readdirSync(replica).sort()).toEqual(["cell1", "cell2"]);
  });

  it("a cell's push worker killed by its PID is started again", async () => {
    const cell = cells.cells[0] as unknown as Supervised;
    const pid = cell.worker.pid();
    expect(alive(pid)).toBe(true);
    process.kill(pid!, "SIGKILL");
    await until(() => cell.worker.pid() !== undefined && cell.worker.pid() !== pid && alive(cell.worker.pid()));
  });

  it("a cell's Litestream killed by its PID is started again", async () => {
    const litestream = (cells.cells[0] as unknown as Supervised).supervisor.litestream();
    const pid = litestream.pid();
    expect(alive(pid)).toBe(true);
    process.kill(pid!, "SIGKILL");
    await until(() => litestream.status().restarts === 1 && litestream.status().up);
    expect(litestream.pid()).not.toBe(pid);
  });
});
