// The restore drill (docs/operations.md#restore, docs/PERFORMANCE.md "Replication and restore"):
// orders arrive at a steady rate on a launcher replicating to a file replica; PocketBase, Litestream
// and the launcher are killed at once with SIGKILL (the machine is lost); the replica is restored
// into a fresh dir and the product starts from it. It counts the acknowledged orders lost, checks
// that what was restored is a prefix of what was acknowledged (no hole), and that every order's
// venue, table and dish, and the dish's photo, resolve. Plus: a corrupt replica is refused, a damaged
// WAL segment is named with the last point that can be restored, --timestamp restores a point in
// time, and a failed restore leaves nothing behind. (The full replica: replication-heal.test.ts.)
import fs from "node:fs";
import path from "node:path";
import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { ROOT } from "../../server/pocketbase.mjs";
import { png } from "../helpers/images";
import { alive, guestOrder, startService, stopService, until, venueWithMenu, serviceScope } from "../helpers/service";

const { services, dir } = serviceScope("draft-drill-");

/** Runs `npm run restore -- --to <to> --from <from> [args]` (the script itself); { status, log lines }. */
function restore(to: string, from: string, args: string[] = []) {
  const r = spawnSync(process.execPath, [path.join(ROOT, "server/restore.mjs"), "--to", to, "--from", from, ...args], {
    encoding: "utf8",
  });
  const lines = (r.stdout + r.stderr)
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { level: string; msg: string; ms?: number });
  return { status: r.status, lines };
}

const ORDER_EVERY_MS = 25; // 40 orders a second, one at a time on their own schedule
const WRITE_FOR_MS = 3000;

describe("restore drill", { timeout: 180_000 }, () => {
  it("SIGKILL mid-stream, restore into a fresh dir, start from it: a prefix of the acknowledged orders, every reference resolves", async () => {
    const replica = dir();
    const s = await startService(dir(), { REPLICA_URL: replica, STORAGE_SYNC_MS: "200" });
    services.push(s);
    const server = await s.server();
    const { owner, dishId } = await venueWithMenu(server);
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(png(64, 64))], { type: "image/png" }), "soup.png");
    const dish = await owner.pb.collection("dishes").update(dishId, form);
    const photo = String(dish.photo);
    await until(() => fs.existsSync(path.join(replica, "storage", dish.collectionId, dishId, photo)));

    // Orders at a steady rate until the machine dies.
    const acked: Array<{ id: string; created: string }> = [];
    const sent: Promise<unknown>[] = [];
    let n = 0;
    const t0 = Date.now();
    while (Date.now() - t0 < WRITE_FOR_MS) {
      n++;
      sent.push(
        guestOrder(s.url, owner, dishId, n).then(
          (o) => acked.push({ id: o.id, created: o.created }),
          () => {},
        ),
      );
      await new Promise((r) => setTimeout(r, ORDER_EVERY_MS));
    }
    // The disaster: every process at once (the launcher first, so it cannot react).
    process.kill(s.child.pid!, "SIGKILL");
    process.kill(s.pids.litestream!, "SIGKILL");
    process.kill(s.pids.pocketbase, "SIGKILL");
    const diedAt = Date.now();
    sent.push(guestOrder(s.url, owner, dishId, ++n).catch(() => {})); // refused: nobody listens
    await Promise.allSettled(sent);
    await until(() => !alive(s.pids.pushWorker));

    // Restore into a fresh dir and start from it.
    const restoredDir = path.join(dir(), "restored");
    const r = restore(restoredDir, replica);
    expect(r.status, JSON.stringify(r.lines)).toBe(0);
    const restoreMs = r.lines.find((l) => l.ms !== undefined)?.ms;
    const again = await startService(restoredDir);
    services.push(again);
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
    const admin = (await again.server()).admin;
    const orders = await admin
      .collection("orders")
      .getFullList({ filter: `user = "${owner.user.id}"`, sort: "created" });

    // Lost: acknowledged, not restored. What was restored is a prefix of the commit order: every
    // acknowledged order older than the newest restored one is there.
    const restoredIds = new Set(orders.map((o) => o.id));
    const lost = acked.filter((o) => !restoredIds.has(o.id));
    const newestRestored = orders.length ? String(orders[orders.length - 1].created) : "";
    for (const o of lost) expect(o.created > newestRestored, `hole: ${o.id} lost, newer ones restored`).toBe(true);
    expect(orders.length).toBeGreaterThan(0);
    const ackedIds = new Set(acked.map((o) => o.id));
    const notAcked = orders.filter((o) => !ackedIds.has(o.id)).length; // committed, answer lost in the crash

    // Every reference resolves: venue, table, dish, the dish's photo.
    const venue = await admin.collection("users").getOne(owner.user.id);
    expect(venue.publicLink).toBe(owner.user.publicLink);
    const tables = await admin.collection("tables").getFullList({ filter: `user = "${owner.user.id}"` });
    const tableNumbers = new Set(tables.map((t) => String(t.tableNumber)));
    const dishes = new Map(
      (await admin.collection("dishes").getFullList({ filter: `user = "${owner.user.id}"` })).map((d) => [d.id, d]),
    );
    for (const o of orders) {
      expect(tableNumbers.has(String(o.tableSlug))).toBe(true);
      for (const line of o.items as Array<{ dishId: string }>) expect(dishes.has(line.dishId)).toBe(true);
    }
    const restoredDish = dishes.get(dishId)!;
    expect(restoredDish.photo).toBe(photo);
    const file = await fetch(`${again.url}/api/files/${restoredDish.collectionId}/${dishId}/${photo}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).length).toBeGreaterThan(0);

    const lastAcked = acked.reduce((m, o) => (o.created > m ? o.created : m), "");
    const windowMs = lost.length
      ? Date.parse(lastAcked.replace(" ", "T")) - Date.parse(newestRestored.replace(" ", "T"))
      : 0;
    console.log(
      `drill: ${n} sent at one per ${ORDER_EVERY_MS} ms, ${acked.length} acknowledged, ${orders.length} restored ` +
        `(${notAcked} committed without an answer), ${lost.length} acknowledged lost (window ${windowMs} ms); ` +
        `restore ${restoreMs} ms; killed ${diedAt - t0} ms after the first order`,
    );
  });

  it("refuses a corrupt replica, and a target that already holds a database", async () => {
    const replica = dir();
    const s = await startService(dir(), { REPLICA_URL: replica });
    services.push(s);
    // A replica holds something to restore once Litestream has written its first snapshot; a stop
    // that comes before that (a loaded machine) leaves an empty replica, rightly refused.
    const hasSnapshot = () =>
      execFileSync("find", [replica, "-name", "*.snapshot.lz4"], { encoding: "utf8" }).trim() !== "";
    await expect.poll(hasSnapshot, { timeout: 60_000, interval: 250 }).toBe(true);
    await stopService(s);
    // A good replica restores; into the same dir again it is refused.
    const good = path.join(dir(), "good");
    const first = restore(good, replica);
    expect(first.status, JSON.stringify(first.lines)).toBe(0);
    const twice = restore(good, replica);
    expect(twice.status).toBe(1);
    expect(twice.lines.at(-1)!.msg).toMatch(/already exists: restore into a new, empty directory/);

    // Corrupt every snapshot of the replica: the restore says so and leaves no data.db behind.
    const snapshots = execFileSync("find", [replica, "-name", "*.snapshot.lz4"], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(snapshots.length).toBeGreaterThan(0);
    for (const f of snapshots) {
      const buf = fs.readFileSync(f);
      buf.fill(0x5a, 16, Math.min(buf.length, 4096));
      fs.writeFileSync(f, buf);
    }
    const bad = path.join(dir(), "bad");
    const refused = restore(bad, replica);
    expect(refused.status).toBe(1);
    expect(refused.lines.at(-1)!.msg).toMatch(/could not be restored|is corrupt/);
    expect(refused.lines.at(-1)!.msg).toMatch(
      /snapshot generations\/[0-9a-f]{16}\/snapshots\/[0-9a-f]{8}\.snapshot\.lz4 is damaged|is corrupt/,
    );
    expect(fs.existsSync(bad)).toBe(false); // nothing left behind
  });

  it("a damaged WAL segment: the message names it and the last point that can be restored, nothing is left behind, and --timestamp restores that point", async () => {
    const replica = dir();
    const s = await startService(dir(), { REPLICA_URL: replica });
    services.push(s);
    const { owner, dishId } = await venueWithMenu(await s.server());
    const acked: Array<{ id: string; created: string }> = [];
    for (let i = 0; i < 8; i++) {
      acked.push(await guestOrder(s.url, owner, dishId, i));
      await new Promise((r) => setTimeout(r, 400)); // a segment of its own
    }
    await stopService(s);
    // Bit rot in one segment of the newest generation (its time unchanged).
    const generations = path.join(replica, "generations");
    const generation = fs
      .readdirSync(generations)
      .sort(
        (a, b) => fs.statSync(path.join(generations, b)).mtimeMs - fs.statSync(path.join(generations, a)).mtimeMs,
      )[0];
    const walDir = path.join(generations, generation, "wal");
    const segments = fs.readdirSync(walDir).sort();
    expect(segments.length).toBeGreaterThan(4);
    // One of the later segments, big enough that the bytes overwritten are its data.
    const damaged = segments
      .slice(1, -2)
      .reverse()
      .map((n) => path.join(walDir, n))
      .find((f) => fs.statSync(f).size > 64)!;
    expect(damaged).toBeTruthy();
    const { atime, mtime } = fs.statSync(damaged);
    const buf = fs.readFileSync(damaged);
    buf.fill(0x5a, 20, Math.min(buf.length - 8, 400));
    fs.writeFileSync(damaged, buf);
    fs.utimesSync(damaged, atime, mtime);

    const to = path.join(dir(), "restored");
    const failed = restore(to, replica);
    expect(failed.status).toBe(1);
    const msg = failed.lines.at(-1)!.msg;
    expect(msg).not.toMatch(/context canceled/);
    expect(msg).toContain(`the WAL segment ${path.relative(replica, damaged)}`);
    const point = /The last point that can be restored is (\S+) /.exec(msg)?.[1];
    expect(point, msg).toBeTruthy();
    expect(msg).toContain(`npm run restore -- --to ${to} --timestamp ${point}`);
    expect(fs.existsSync(to)).toBe(false); // nothing left behind: no data.db.tmp*, no directory
    // An existing target dir keeps what it held, and only that.
    fs.mkdirSync(to);
    fs.writeFileSync(path.join(to, "keep.txt"), "x");
    expect(restore(to, replica).status).toBe(1);
    expect(fs.readdirSync(to)).toEqual(["keep.txt"]);
    fs.rmSync(to, { recursive: true });

    // The point it names restores: a prefix of the orders.
    const r = restore(to, replica, ["--timestamp", point!]);
    expect(r.status, JSON.stringify(r.lines)).toBe(0);
    const ids = execFileSync("sqlite3", [path.join(to, "data.db"), "SELECT id FROM orders ORDER BY created"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(acked.slice(0, ids.length).map((o) => o.id));
  });

  it("--timestamp restores the database as it was at that time", async () => {
    const replica = dir();
    const s = await startService(dir(), { REPLICA_URL: replica });
    services.push(s);
    const { owner, dishId } = await venueWithMenu(await s.server());
    const before: string[] = [];
    for (let i = 0; i < 3; i++) before.push((await guestOrder(s.url, owner, dishId, i)).id);
    await new Promise((r) => setTimeout(r, 1500));
    const at = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 1500));
    const after: string[] = [];
    for (let i = 10; i < 13; i++) after.push((await guestOrder(s.url, owner, dishId, i)).id);
    await stopService(s);

    const to = path.join(dir(), "then");
    const r = restore(to, replica, ["--timestamp", at]);
    expect(r.status, JSON.stringify(r.lines)).toBe(0);
    const ids = new Set(
      execFileSync("sqlite3", [path.join(to, "data.db"), "SELECT id FROM orders"], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean),
    );
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    expect(after.filter((id) => ids.has(id))).toEqual([]);
    // The newest point holds them all; a malformed time is refused with a clear message.
    const now = path.join(dir(), "now");
    expect(restore(now, replica).status).toBe(0);
    const bad = restore(path.join(dir(), "bad"), replica, ["--timestamp", "yesterday"]);
    expect(bad.status).toBe(1);
    expect(bad.lines.at(-1)!.msg).toMatch(/--timestamp must be an RFC 3339 time/);
  });
});
