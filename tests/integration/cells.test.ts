// Cells behind HAProxy (docs/scaling.md, server/cells.mjs): 2 cells and Debian's HAProxy on
// loopback, one venue on each. Through the one origin: each venue's menu and guest orders reach its
// cell, its owner signs in (routed by email), gets the cell cookie and sees the order on the live
// board's realtime stream; a forged cell cookie or X-Venue header gets nothing of another venue;
// an unknown venue answers the same 404 as one node; a dead cell's venues get the 503 page while
// the other cell's keep working, their open board stream too, and come back when it is started
// again (the blast-radius drill, last).
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PocketBase, { type RecordSubscription } from "pocketbase";
// @ts-expect-error: plain ESM launcher without type declarations
import { HAPROXY_BIN, serverUp, startCells } from "../../server/cells.mjs";
import { createOwner, createSoupMenu } from "../helpers/pocketbase";
import { until } from "../helpers/service";
import * as h from "../helpers/cells";
import type { Cells, Venue } from "../helpers/cells";

const haproxyInstalled = fs.existsSync(HAPROXY_BIN);
if (!haproxyInstalled)
  console.warn(`cells.test.ts skipped: HAProxy is not installed at ${HAPROXY_BIN} (.ci/run installs it)`);

let cells: Cells;
const venues: Venue[] = [];
const cellServer = h.cellServer;
const guestOrder = (v: Venue, n: number, guestToken = "") => h.guestOrder(cells.url, v, n, guestToken);
const signIn = (v: Venue) => h.signIn(cells.url, v.owner.email, v.owner.password);
const ownerClient = (token: string, record: Venue["owner"]["user"], cookie: string) =>
  h.ownerClient(cells.url, token, record, cookie);
const setStream = h.setStreamHeaders;

describe.skipIf(!haproxyInstalled)("cells behind HAProxy", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    cells = (await startCells({ count: 2, output: "ignore" })) as Cells;
    for (const cell of cells.cells) {
      const server = await cellServer(cell);
      await server.admin.settings.update({ rateLimits: { enabled: false } });
      const owner = await createOwner(server);
      const menu = await createSoupMenu(owner);
      venues.push({ cell, owner, dishId: menu.dish.id });
    }
    await cells.directory.syncFromCells();
  }, 120_000);

  afterAll(() => h.stopCells(cells));

  it("each venue's menu and guest order reach its own cell through the one origin; an unknown venue is the same 404", async () => {
    for (const [i, v] of venues.entries()) {
      const link = String(v.owner.user.publicLink);
      const menu = await fetch(`${cells.url}/api/menu/${link}?table=1`);
      expect(menu.status).toBe(200);
      expect(JSON.stringify(await menu.json())).toContain(v.dishId);
      // The other cell does not hold it: the route is what found it.
      const other = venues[1 - i].cell;
      expect((await fetch(`${other.url}/api/menu/${link}?table=1`)).status).toBe(404);

      const res = await guestOrder(v, i);
      expect(res.status).toBe(200);
      const order = (await res.json()) as { id: string; user: string };
      expect(order.user).toBe(v.owner.user.id);
      const direct = await fetch(`${v.cell.url}/api/collections/orders/records/${order.id}`);
      expect(direct.status).not.toBe(200); // guests cannot read it back; the owner below does
    }
    const unknown = await fetch(`${cells.url}/api/menu/no-such-venue-here?table=1`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe("Menu not found.");
  });

  it("each owner signs in through the origin (routed by email), gets the cell cookie and sees a guest order on the board's realtime stream", async () => {
    for (const [i, v] of venues.entries()) {
      const { token, cookie } = await signIn(v);
      expect(cookie).toBe(`cell=${v.cell.name}`);
      const pb = ownerClient(token, v.owner.user, cookie);
      setStream({ Cookie: cookie });
      const seen: string[] = [];
      const unsubscribe = await pb.realtime.subscribe(`venue/${v.owner.user.id}/orders`, (e: RecordSubscription) =>
        seen.push(`${e.action}:${e.record.id}`),
      );
      const res = await guestOrder(v, 10 + i);
      expect(res.status).toBe(200);
      const { id } = (await res.json()) as { id: string };
      await until(() => seen.includes(`create:${id}`));
      const list = await pb.collection("orders").getFullList({ filter: `user = "${v.owner.user.id}"` });
      expect(list.map((o) => o.id)).toContain(id);
      await unsubscribe();
    }
  });

  it("a guest of the second cell follows their order on the realtime stream through the origin (stream routed by Referer, calls by X-Venue)", async () => {
    const v = venues[1];
    const link = String(v.owner.user.publicLink);
    const token = `guest-token-cells-${"e".repeat(16)}`;
    const res = await guestOrder(v, 40, token);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    setStream({ Referer: `${cells.url}/${link}/1` });
    const guest = new PocketBase(cells.url);
    guest.autoCancellation(false);
    guest.beforeSend = (url, options) => {
      options.headers = { ...(options.headers as Record<string, string>), "X-Venue": link };
      return { url, options };
    };
    const seen: string[] = [];
    const unsubscribe = await guest.realtime.subscribe(`guest/${token}`, (e: RecordSubscription) =>
      seen.push(`${e.action}:${e.record.id}`),
    );
    const server = await cellServer(v.cell);
    await server.admin.collection("orders").update(id, { started: true });
    await until(() => seen.includes(`update:${id}`));
    await unsubscribe();
  });

  it("a forged cell or venue cookie or X-Venue header gets nothing of another venue", async () => {
    const [a, b] = venues;
    const orderOfA = (await (await guestOrder(a, 20)).json()) as { id: string };
    const { token: tokenB } = await signIn(b);
    // B's token sent to A's cell (cookie forged): that cell does not know the token.
    for (const headers of <Record<string, string>[]>[
      { Authorization: tokenB, Cookie: `cell=${a.cell.name}` },
      { Authorization: tokenB, "X-Venue": String(a.owner.user.publicLink) },
      { Authorization: tokenB, Cookie: `venue=${String(a.owner.user.publicLink)}` },
    ]) {
      const one = await fetch(`${cells.url}/api/collections/orders/records/${orderOfA.id}`, { headers });
      expect(one.status).toBe(404);
      const list = await fetch(
        `${cells.url}/api/collections/orders/records?filter=${encodeURIComponent(`user="${a.owner.user.id}"`)}`,
        { headers },
      );
      const body = (await list.json()) as { items?: unknown[] };
      expect(body.items ?? []).toEqual([]);
      const me = await fetch(`${cells.url}/api/collections/users/auth-refresh`, { method: "POST", headers });
      expect(me.status).toBe(401);
    }
    // A cookie naming no cell falls through to the default route, and still nothing of A without A's token.
    const junk = await fetch(`${cells.url}/api/collections/orders/records/${orderOfA.id}`, {
      headers: { Cookie: "cell=../../etc", Authorization: tokenB },
    });
    expect(junk.status).toBe(404);
  });

  it("blast radius: with one cell killed, the other cell's venues keep working (menus, orders, the open board stream) and the dead one's answer the 503 page at once; restarted, they work again", async () => {
    const [alive, dead] = venues;
    // The alive venue's owner has the board open (realtime through the origin) before the kill.
    const { token, cookie } = await signIn(alive);
    const board = ownerClient(token, alive.owner.user, cookie);
    setStream({ Cookie: cookie });
    const seen: string[] = [];
    const unsubscribe = await board.realtime.subscribe(`venue/${alive.owner.user.id}/orders`, (e: RecordSubscription) =>
      seen.push(`${e.action}:${e.record.id}`),
    );
    const deadLogin = await signIn(dead);

    await cells.killCell(dead.cell.name);
    // A bound, not a timing: a hang (the 65 s server timeout) fails here instead of passing late.
    const bounded = { signal: AbortSignal.timeout(20_000) };

    const menu = await fetch(`${cells.url}/api/menu/${alive.owner.user.publicLink}?table=1`, bounded);
    expect(menu.status).toBe(200);
    const order = await guestOrder(alive, 30);
    expect(order.status).toBe(200);
    const { id } = (await order.json()) as { id: string };
    await until(() => seen.includes(`create:${id}`));
    const list = await board.collection("orders").getFullList({ filter: `user = "${alive.owner.user.id}"` });
    expect(list.map((o) => o.id)).toContain(id);

    const deadLink = String(dead.owner.user.publicLink);
    for (const [url, headers] of <[string, Record<string, string>][]>[
      [`${cells.url}/api/menu/${deadLink}?table=1`, {}],
      [`${cells.url}/${deadLink}/1`, {}],
      [`${cells.url}/api/collections/orders/records`, { Authorization: deadLogin.token, Cookie: deadLogin.cookie }],
    ]) {
      const gone = await fetch(url, { ...bounded, headers });
      expect(gone.status).toBe(503);
      expect(gone.headers.get("retry-after")).toBe("30");
      expect(await gone.text()).toContain("Temporarily unavailable");
    }
    expect((await guestOrder(dead, 31)).status).toBe(503);
    await unsubscribe();

    // Started again on its data dir: its venue is back through the origin, nothing of it lost.
    await cells.restartCell(dead.cell.name);
    await serverUp(cells.socketPath, dead.cell.name);
    const back = await fetch(`${cells.url}/api/menu/${deadLink}?table=1`, bounded);
    expect(back.status).toBe(200);
    expect(JSON.stringify(await back.json())).toContain(dead.dishId);
    expect((await guestOrder(dead, 32)).status).toBe(200);
  });
});
