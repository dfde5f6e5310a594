// The cells' directory (docs/scaling.md#the-directory, server/directory.mjs): 2 cells, the
// directory and Debian's HAProxy on loopback. Through the one origin: a sign-up lands on the cell
// with the most room and its owner signs in at once (the entries were in HAProxy before the
// sign-up answered); a link held on one cell cannot be taken on the other, neither at sign-up nor
// by a later change; with the directory down, existing sessions and guest pages keep working and a
// sign-in or sign-up the maps cannot route says to try again.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { DIRECTORY_DOWN, DIRECTORY_DOWN_SIGNUP, HAPROXY_BIN, serverUp } from "../../server/cells.mjs";
import { createSoupMenu, type Owner } from "../helpers/pocketbase";
import * as h from "../helpers/cells";
import type { Cells } from "../helpers/cells";

const haproxyInstalled = fs.existsSync(HAPROXY_BIN);
if (!haproxyInstalled)
  console.warn(`cells-directory.test.ts skipped: HAProxy is not installed at ${HAPROXY_BIN} (.ci/run installs it)`);

let cells: Cells;
const password = "owner-password-123";

/** A sign-up through the origin, as the app's sign-up form sends it. */
async function signUp(email: string): Promise<Response> {
  return fetch(`${cells.url}/api/collections/users/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, passwordConfirm: password }),
  });
}

/** The cell that holds the users record `id` (asked of each cell directly). */
async function holder(id: string): Promise<string[]> {
  const found: string[] = [];
  for (const cell of cells.cells) {
    const server = await h.cellServer(cell);
    if (
      await server.admin
        .collection("users")
        .getOne(id)
        .then(
          () => true,
          () => false,
        )
    )
      found.push(cell.name);
  }
  return found;
}

describe.skipIf(!haproxyInstalled)("the cells' directory", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    cells = await h.startTwoCells();
  }, 120_000);

  afterAll(() => h.stopCells(cells));

  it("places each sign-up on the cell with the most room, and its owner signs in through the origin at once", async () => {
    const first = await signUp("mara@one.test");
    expect(first.status).toBe(200);
    const a = (await first.json()) as { id: string; publicLink: string };
    expect(await holder(a.id)).toEqual(["cell1"]);
    // cell1 now holds one venue, cell2 none: the next new email goes to cell2.
    expect(cells.directory.signupCell()).toBe("cell2");
    const second = await signUp("lena@two.test");
    expect(second.status).toBe(200);
    const b = (await second.json()) as { id: string };
    expect(await holder(b.id)).toEqual(["cell2"]);
    // No poll in between: the sign-in is routed by the entry the sign-up claimed.
    const { cookie } = await h.signIn(cells.url, "lena@two.test", password);
    expect(cookie).toBe("cell=cell2");
  });

  it("keeps public links unique across cells: a sign-up on cell2 cannot take a link held on cell1, nor can a later change", async () => {
    // "mara" is held on cell1 (the first test). One venue each: a tie goes to the first cell; then
    // cell2 has the most room and this sign-up of another "mara" goes there.
    expect(cells.directory.signupCell()).toBe("cell1");
    expect((await signUp("filler@one.test")).status).toBe(200);
    expect(cells.directory.signupCell()).toBe("cell2");
    const res = await signUp("mara@other.test");
    expect(res.status).toBe(200);
    const c = (await res.json()) as { id: string; publicLink: string };
    expect(await holder(c.id)).toEqual(["cell2"]);
    expect(c.publicLink).not.toBe("mara");
    expect(c.publicLink).toMatch(/^mara-[a-z0-9]{5}$/);
    // Both venues' menus open on their own cells through the origin.
    expect((await fetch(`${cells.url}/api/menu/mara`)).status).toBe(200);
    expect((await fetch(`${cells.url}/api/menu/${c.publicLink}`)).status).toBe(200);
    expect(cells.directory.entries.get("link:mara")).toBe("cell1");
    expect(cells.directory.entries.get(`link:${c.publicLink}`)).toBe("cell2");

    // The cell2 owner tries to change their link to "mara": refused as taken, nothing changes.
    const { token, cookie } = await h.signIn(cells.url, "mara@other.test", password);
    const owner = h.ownerClient(cells.url, token, { id: c.id } as Owner["user"], cookie);
    const change = await owner
      .collection("users")
      .update(c.id, { publicLink: "mara" })
      .then(
        () => 200,
        (e: { status: number; response: { data?: Record<string, { code?: string }> } }) => {
          expect(e.response.data?.publicLink?.code).toBe("validation_link_taken");
          return e.status;
        },
      );
    expect(change).toBe(400);
    expect((await owner.collection("users").getOne(c.id)).publicLink).toBe(c.publicLink);
    // A free link is claimed and routed at once.
    await owner.collection("users").update(c.id, { publicLink: "mara-two" });
    expect(cells.directory.entries.get("link:mara-two")).toBe("cell2");
    const menu = await fetch(`${cells.url}/api/menu/mara-two`);
    expect(menu.status).toBe(200);
  });

  it("with the directory down, sessions and guest pages keep working and an unroutable sign-in or sign-up says to try again", async () => {
    const { token, cookie } = await h.signIn(cells.url, "lena@two.test", password);
    const lenaId = cells.directory.entries.get("email:lena@two.test");
    expect(lenaId).toBe("cell2");
    const lena = (
      (await await fetch(`${cells.url}/api/collections/users/auth-refresh`, {
        method: "POST",
        headers: { Authorization: token, Cookie: cookie },
      }).then((r) => r.json())) as { record: Owner["user"] }
    ).record;
    const owner: Owner = {
      pb: h.ownerClient(cells.url, token, lena, cookie),
      user: lena,
      email: "lena@two.test",
      password,
    };
    const menu = await createSoupMenu(owner);

    await cells.directory.stop();
    await serverUp(cells.socketPath, "directory", false);
    try {
      // The owner's session (cell cookie) and the guest page (link) do not need the directory.
      const refresh = await fetch(`${cells.url}/api/collections/users/auth-refresh`, {
        method: "POST",
        headers: { Authorization: token, Cookie: cookie },
      });
      expect(refresh.status).toBe(200);
      expect((await fetch(`${cells.url}/api/menu/${lena.publicLink}?table=1`)).status).toBe(200);
      const order = await h.guestOrder(cells.url, { cell: cells.cells[1], owner, dishId: menu.dish.id }, "dir-down");
      expect(order.status).toBe(200);
      // A known email still signs in: HAProxy holds its entry.
      await h.signIn(cells.url, "mara@one.test", password);
      // An email HAProxy does not know, and a new sign-up: try again.
      for (const [res, message] of [
        [
          await fetch(`${cells.url}/api/collections/users/auth-with-password`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ identity: "nobody@nowhere.test", password }),
          }),
          DIRECTORY_DOWN,
        ],
        [await signUp("new@later.test"), DIRECTORY_DOWN_SIGNUP],
      ] as const) {
        expect(res.status).toBe(503);
        expect(((await res.json()) as { message: string }).message).toBe(message);
      }
    } finally {
      await cells.directory.start();
      await serverUp(cells.socketPath, "directory", true);
    }
    // Back: the sign-up goes through, on the cell with the most room, from the directory's log.
    const res = await signUp("new@later.test");
    expect(res.status).toBe(200);
    expect(cells.directory.entries.get("email:new@later.test")).toBe(
      cells.directory.signupCell() === "cell1" ? "cell2" : "cell1",
    );
  });
});
