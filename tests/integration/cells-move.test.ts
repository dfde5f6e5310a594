// Moving a venue between cells (server/cells-move.mjs, docs/scaling.md#moving-a-venue): 2 cells,
// the directory and Debian's HAProxy on loopback. A venue with a menu, a dish photo and orders moves
// from cell1 to cell2 while guests keep ordering through the origin and the owner's board is open:
// no order is lost or doubled, the held window is measured and printed (goal under 10 s), the menu, the photo
// and the owner's session work through the origin on cell2, the board's stream comes back there,
// the guest's order stream too, its receipt counter goes with it (its numbers stay without a gap),
// and nothing of the venue is left on cell1.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PocketBase, { type RecordSubscription } from "pocketbase";
// @ts-expect-error: plain ESM launcher without type declarations
import { HAPROXY_BIN } from "../../server/cells.mjs";
// @ts-expect-error: plain ESM script without type declarations
import { moveVenue } from "../../server/cells-move.mjs";
import { createSoupMenu, type Owner } from "../helpers/pocketbase";
import { png } from "../helpers/images";
import { until } from "../helpers/service";
import * as h from "../helpers/cells";
import type { Cells, Venue } from "../helpers/cells";

const haproxyInstalled = fs.existsSync(HAPROXY_BIN);
if (!haproxyInstalled)
  console.warn(`cells-move.test.ts skipped: HAProxy is not installed at ${HAPROXY_BIN} (.ci/run installs it)`);

let cells: Cells;
const password = "owner-password-123";

/**
 * The client ids of `pb`'s realtime (re)connects after this call: its stream is connected, and each
 * later connect is pushed once the SDK has subscribed its topics again on that connection.
 */
async function connects(pb: PocketBase): Promise<string[]> {
  const first = pb.realtime.clientId;
  const ids: string[] = [];
  await pb.realtime.subscribe("PB_CONNECT", (e: { clientId: string }) => {
    if (e.clientId !== first) ids.push(e.clientId);
  });
  return ids;
}

describe.skipIf(!haproxyInstalled)("moving a venue between cells", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    cells = await h.startTwoCells();
  }, 120_000);

  afterAll(() => h.stopCells(cells));

  it("moves a venue with its records and files while guests order, losing nothing", async () => {
    const email = "moving@venue.test";
    const signup = await fetch(`${cells.url}/api/collections/users/records`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, passwordConfirm: password }),
    });
    expect(signup.status).toBe(200);
    const { id } = (await signup.json()) as { id: string };
    expect(cells.directory.entries.get(`email:${email}`)).toBe("cell1");
    // The owner signs in through the origin: both route cookies (cell and venue).
    const res = await fetch(`${cells.url}/api/collections/users/auth-with-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ identity: email, password }),
    });
    expect(res.status).toBe(200);
    const auth = (await res.json()) as { token: string; record: Owner["user"] };
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("venue=moving");
    const owner: Owner = {
      pb: h.ownerClient(cells.url, auth.token, auth.record, cookie),
      user: auth.record,
      email,
      password,
    };
    const menu = await createSoupMenu(owner);
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(png(64, 64))], { type: "image/png" }), "soup.png");
    const dish = await owner.pb.collection("dishes").update(menu.dish.id, form);
    const link = String(auth.record.publicLink);
    const venue: Venue = { cell: cells.cells[0], owner, dishId: menu.dish.id };

    // The owner's board is open through the origin, and a guest follows their order there (each
    // stream sends what its browser would; the guest's own routing by Referer is cells.test.ts's).
    h.setStreamHeaders({ Cookie: cookie, Referer: `${cells.url}/${link}/1` });
    const seen: string[] = [];
    await owner.pb.realtime.subscribe(`venue/${id}/orders`, (e: RecordSubscription) =>
      seen.push(`${e.action}:${e.record.id}`),
    );
    // Each (re)connect of a stream: the SDK calls PB_CONNECT's listeners once the stream's topics are
    // subscribed again (on whichever cell the stream reached).
    const boardConnects = await connects(owner.pb);
    const guestToken = `guest-token-move-${"m".repeat(16)}`;
    const followed = await h.guestOrder(cells.url, venue, "followed", guestToken);
    expect(followed.status).toBe(200);
    const { id: followedId } = (await followed.json()) as { id: string };
    const guest = new PocketBase(cells.url);
    guest.autoCancellation(false);
    guest.beforeSend = (url, options) => {
      options.headers = { ...(options.headers as Record<string, string>), "X-Venue": link };
      return { url, options };
    };
    const guestSeen: string[] = [];
    await guest.realtime.subscribe(`guest/${guestToken}`, (e: RecordSubscription) =>
      guestSeen.push(`${e.action}:${e.record.id}:${String(e.record.started)}`),
    );
    const guestConnects = await connects(guest);

    // The venue has issued 41 receipts on cell1 (docs/tax-and-receipts.md#receipts): its counter row.
    const dbOf = (n: number) => path.join(cells.cells[n].dir, "data.db");
    const sqlite = (n: number, text: string) =>
      execFileSync("sqlite3", ["-batch", "-noheader", dbOf(n)], {
        input: `.timeout 10000\n${text}\n`,
        encoding: "utf8",
      }).trim();
    sqlite(0, `INSERT INTO receipt_counters (venue, last) VALUES ('${id}', 41);`);
    // ...and its receipt 41, a guest's link to which must still answer on cell2.
    sqlite(
      0,
      "INSERT INTO receipts (id, venue, number, kind, source, ref, key, doc, created) VALUES " +
        `('rmovedreceipt01', '${id}', 41, 'sale', 'order', 'ordermoved00001', '${"k".repeat(32)}', '{"number":41}', '2026-01-01');`,
    );

    // Guests keep ordering, one after another, before, during and after the move.
    const created: string[] = [];
    const failed: string[] = [];
    let ordering = true;
    const guests = (async () => {
      for (let n = 0; ordering && failed.length === 0; n++) {
        const r = await h.guestOrder(cells.url, venue, `move-${n}`);
        if (r.status === 200) created.push(((await r.json()) as { id: string }).id);
        else failed.push(`${r.status} ${await r.text()}`);
      }
    })();
    await until(() => created.length >= 3 || failed.length > 0);
    const moved = (await moveVenue({ dir: cells.dir, link, to: "cell2" })) as {
      from: string;
      to: string;
      heldMs: number;
      files: number;
      streamsEnded: number;
      rows: Record<string, number>;
    };
    const afterMove = created.length;
    await until(() => created.length >= afterMove + 3 || failed.length > 0);
    ordering = false;
    await guests;

    console.log(`cells-move: ${link} held ${moved.heldMs} ms: ${JSON.stringify(moved)}`);
    expect(moved).toMatchObject({ from: "cell1", to: "cell2" });
    // The held window (goal under 10 s) is measured and printed above, not asserted: it is a time.
    expect(moved.files).toBeGreaterThanOrEqual(1);
    expect(moved.streamsEnded).toBe(2); // the owner's board and the guest's, which reconnect to cell2 below
    expect(failed).toEqual([]);
    expect(cells.directory.entries.get(`link:${link}`)).toBe("cell2");
    expect(cells.directory.entries.get(`email:${email}`)).toBe("cell2");

    // Every order a guest was told about is on cell2, once; nothing of the venue is left on cell1.
    const [one, two] = await Promise.all(cells.cells.map((c) => h.cellServer(c)));
    const onTwo = await two.admin.collection("orders").getFullList({ filter: `user = "${id}"` });
    expect(onTwo.map((o) => o.id).sort()).toEqual([...created, followedId].sort());
    for (const c of ["users", "orders", "dishes", "categories", "tables"]) {
      const filter = c === "users" ? `id = "${id}"` : `user = "${id}"`;
      expect(await one.admin.collection(c).getFullList({ filter })).toEqual([]);
    }
    expect(fs.existsSync(path.join(cells.cells[0].dir, "storage", dish.collectionId, dish.id))).toBe(false);
    // Its receipt counter moved with it: the next receipt on cell2 is 42, and cell1 keeps none.
    expect(moved.rows.receipt_counters).toBe(1);
    expect(sqlite(1, `SELECT last FROM receipt_counters WHERE venue = '${id}';`)).toBe("41");
    expect(sqlite(0, `SELECT count(*) FROM receipt_counters WHERE venue = '${id}';`)).toBe("0");
    // Its receipts too: the guest's link answers on cell2 (through the origin), cell1 keeps none.
    expect(moved.rows.receipts).toBe(1);
    expect(sqlite(1, `SELECT number FROM receipts WHERE venue = '${id}';`)).toBe("41");
    expect(sqlite(0, `SELECT count(*) FROM receipts WHERE venue = '${id}';`)).toBe("0");
    const movedReceipt = await fetch(`${cells.url}/api/receipts/rmovedreceipt01?key=${"k".repeat(32)}`, {
      headers: { "X-Venue": link },
    });
    expect(movedReceipt.status).toBe(200);

    // Through the origin, on cell2: the menu, the photo, the owner's session and board stream.
    const menuRes = await fetch(`${cells.url}/api/menu/${link}?table=1`);
    expect(menuRes.status).toBe(200);
    expect(JSON.stringify(await menuRes.json())).toContain(menu.dish.id);
    const photo = await fetch(`${cells.url}/api/files/${dish.collectionId}/${dish.id}/${String(dish.photo)}`, {
      headers: { Referer: `${cells.url}/${link}/1` },
    });
    expect(photo.status).toBe(200);
    expect((await owner.pb.collection("users").authRefresh()).record.id).toBe(id);
    // Both streams ended on cell1 (streamsEnded above) and come back on their own (the SDK waits
    // 200 ms, then connects and subscribes again). An event published while a stream is away is
    // not replayed by PocketBase's realtime (the app reloads its lists on every connect,
    // docs/realtime.md#reload-on-reconnect), so the events below are made once both streams are
    // subscribed again, on cell2.
    await until(() => boardConnects.length > 0 && guestConnects.length > 0);
    const next = await h.guestOrder(cells.url, venue, "after-move");
    expect(next.status).toBe(200);
    const { id: nextId } = (await next.json()) as { id: string };
    await until(() => seen.includes(`create:${nextId}`));
    const board = await owner.pb.collection("orders").getFullList({ filter: `user = "${id}"` });
    expect(board.map((o) => o.id)).toContain(nextId);
    // The guest's page follows the order on cell2: the owner starts it there.
    await owner.pb.collection("orders").update(followedId, { started: true });
    await until(() => guestSeen.includes(`update:${followedId}:true`));
    await guest.realtime.unsubscribe();
    await owner.pb.realtime.unsubscribe();
  });
});
