// The directory follows the owner's account (docs/scaling.md#the-directory, pb_hooks/cells.pb.js):
// 2 cells, the directory and Debian's HAProxy on loopback, mail to a sink. Through the one origin:
// an owner on the second cell changes their email (the mailed link's confirm carries no cookie:
// HAProxy routes it by the token's email); the new address routes to their cell at once and the
// old one is dropped; an owner on the other cell cannot take an address held there (unique across
// cells), neither by asking (no mail) nor by a link mailed before it was taken;
// a deleted account's links and email leave the directory and HAProxy's maps, and another venue
// may take them.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { HAPROXY_BIN, runtimeCommand } from "../../server/cells.mjs";
import { smtpSink, type SmtpSink } from "../helpers/smtp-sink";
import * as h from "../helpers/cells";
import type { Cells } from "../helpers/cells";

const haproxyInstalled = fs.existsSync(HAPROXY_BIN);
if (!haproxyInstalled)
  console.warn(`cells-accounts.test.ts skipped: HAProxy is not installed at ${HAPROXY_BIN} (.ci/run installs it)`);

let cells: Cells;
let sink: SmtpSink;
const password = "owner-password-123";
const plain = (data: string) => data.replace(/=\r\n/g, "").replace(/=3D/g, "=");

async function post(p: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${cells.url}${p}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** The keys HAProxy's map `file` holds now (runtime API). */
async function mapKeys(file: string): Promise<string[]> {
  const answer = (await runtimeCommand(cells.socketPath, `show map ${path.join(cells.dir, file)}`)) as string;
  return answer
    .split("\n")
    .map((l) => l.split(" ")[1])
    .filter(Boolean);
}

/** Signs up `email` through the origin; its record. */
async function signUp(email: string): Promise<{ id: string; publicLink: string }> {
  const res = await post("/api/collections/users/records", { email, password, passwordConfirm: password });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; publicLink: string };
}

const mailsTo = (to: string) => sink.mails.filter((m) => m.to.includes(to)).length;

/** The token of the email-change mail to `to` after the first `seen` mails to it. */
async function emailChangeToken(to: string, seen: number): Promise<string> {
  await expect.poll(() => mailsTo(to), { timeout: 30_000 }).toBeGreaterThan(seen);
  const mail = sink.mails.filter((m) => m.to.includes(to)).pop()!;
  const token = /confirm-email-change\/([A-Za-z0-9._-]+)/.exec(plain(mail.data))?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe.skipIf(!haproxyInstalled)("the directory follows the owner's account", { timeout: 180_000 }, () => {
  let ann: { id: string; publicLink: string };
  let bob: { id: string; publicLink: string };

  beforeAll(async () => {
    sink = await smtpSink();
    cells = await h.startTwoCells();
    // Sign-ups without mail work at once; the first goes to cell1, the next to cell2.
    ann = await signUp("ann@one.test");
    bob = await signUp("bob@two.test");
    expect(cells.directory.entries.get("email:bob@two.test")).toBe("cell2");
    for (const cell of cells.cells) {
      const server = await h.cellServer(cell);
      await server.admin.settings.update({
        meta: { senderAddress: "noreply@cells.test", senderName: "Draft" },
        smtp: { enabled: true, host: "127.0.0.1", port: sink.port, tls: false },
      });
    }
  }, 180_000);

  afterAll(async () => {
    await h.stopCells(cells);
    sink?.close();
  });

  it("an email change routes the new address to the owner's cell at once and drops the old one", async () => {
    const { token, cookie } = await h.signIn(cells.url, "bob@two.test", password);
    expect(cookie).toBe("cell=cell2");
    const seen = mailsTo("bob@new.test");
    const ask = await post(
      "/api/collections/users/request-email-change",
      { newEmail: "bob@new.test" },
      { Authorization: token, Cookie: cookie },
    );
    expect(ask.status).toBe(204);
    // The mailed link, opened anywhere: no cookie, only the token (routed by its email).
    const confirm = await post("/api/collections/users/confirm-email-change", {
      token: await emailChangeToken("bob@new.test", seen),
      password,
    });
    expect(confirm.status).toBe(204);
    expect(cells.directory.entries.get("email:bob@new.test")).toBe("cell2");
    expect(cells.directory.entries.has("email:bob@two.test")).toBe(false);
    const emails = await mapKeys("emails.map");
    expect(emails).toContain("bob@new.test");
    expect(emails).not.toContain("bob@two.test");
    // No wait: the sign-in with the new address reaches cell2.
    expect((await h.signIn(cells.url, "bob@new.test", password)).cookie).toBe("cell=cell2");
    const old = await post("/api/collections/users/auth-with-password", { identity: "bob@two.test", password });
    expect(old.status).toBe(400);
  });

  it("an address held on another cell cannot be taken by an email change", async () => {
    const a = await h.signIn(cells.url, "ann@one.test", password);
    expect(a.cookie).toBe("cell=cell1");
    const ask = (who: { token: string; cookie: string }) =>
      post(
        "/api/collections/users/request-email-change",
        { newEmail: "both@cells.test" },
        { Authorization: who.token, Cookie: who.cookie },
      );
    // Ann (cell1) asks for an address nobody holds yet: the link is mailed.
    let seen = mailsTo("both@cells.test");
    expect((await ask(a)).status).toBe(204);
    const annLink = await emailChangeToken("both@cells.test", seen);
    // Bob (cell2) asks for it too and confirms first.
    const b = await h.signIn(cells.url, "bob@new.test", password);
    seen = mailsTo("both@cells.test");
    expect((await ask(b)).status).toBe(204);
    const bobLink = await emailChangeToken("both@cells.test", seen);
    const bobConfirm = await post("/api/collections/users/confirm-email-change", { token: bobLink, password });
    expect(bobConfirm.status).toBe(204);
    expect(cells.directory.entries.get("email:both@cells.test")).toBe("cell2");
    // Ann's link is refused now: the address is held on cell2.
    const annConfirm = await post("/api/collections/users/confirm-email-change", { token: annLink, password });
    expect(annConfirm.status).toBe(400);
    // Asked again: PocketBase's own refusal of a taken address, and no mail goes out.
    seen = mailsTo("both@cells.test");
    const again = await ask(a);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { data: Record<string, { code: string }> }).data.newEmail.code).toBe(
      "validation_invalid_new_email",
    );
    expect(mailsTo("both@cells.test")).toBe(seen);
    // A superuser's edit on cell1 is refused too.
    const admin = (await h.cellServer(cells.cells[0])).admin;
    const edit = await admin
      .collection("users")
      .update(ann.id, { email: "both@cells.test" })
      .then(
        () => 200,
        (e: { status: number; response: { data?: Record<string, { code?: string }> } }) => {
          expect(e.response.data?.email?.code).toBe("validation_not_unique");
          return e.status;
        },
      );
    expect(edit).toBe(400);
    expect((await admin.collection("users").getOne(ann.id)).email).toBe("ann@one.test");
    expect(cells.directory.entries.get("email:ann@one.test")).toBe("cell1");
    expect(cells.directory.entries.has("email:bob@new.test")).toBe(false);
    expect((await h.signIn(cells.url, "both@cells.test", password)).cookie).toBe("cell=cell2");
  });

  it("a deleted account's links and email leave the directory and HAProxy's maps", async () => {
    const { token, cookie } = await h.signIn(cells.url, "both@cells.test", password);
    const owner = h.ownerClient(cells.url, token, { id: bob.id } as never, cookie);
    // A second link: the first is kept for the venue (old QR codes).
    await owner.collection("users").update(bob.id, { publicLink: "bob-bistro" });
    const links = [bob.publicLink, "bob-bistro"];
    for (const l of links) expect(cells.directory.entries.get(`link:${l}`)).toBe("cell2");
    expect((await fetch(`${cells.url}/api/menu/bob-bistro`)).status).toBe(200);

    const gone = await post("/api/account/delete", { password }, { Authorization: token, Cookie: cookie });
    expect(gone.status).toBe(204);
    for (const l of links) expect(cells.directory.entries.has(`link:${l}`)).toBe(false);
    expect(cells.directory.entries.has("email:both@cells.test")).toBe(false);
    const venues = await mapKeys("venues.map");
    for (const l of links) expect(venues).not.toContain(l);
    expect(await mapKeys("emails.map")).not.toContain("both@cells.test");
    // The same 404 as an unknown venue, and the link is free for a venue on the other cell.
    expect((await fetch(`${cells.url}/api/menu/bob-bistro`)).status).toBe(404);
    const a = await h.signIn(cells.url, "ann@one.test", password);
    const annClient = h.ownerClient(cells.url, a.token, { id: ann.id } as never, a.cookie);
    await annClient.collection("users").update(ann.id, { publicLink: "bob-bistro" });
    expect(cells.directory.entries.get("link:bob-bistro")).toBe("cell1");
    expect((await fetch(`${cells.url}/api/menu/bob-bistro`)).status).toBe(200);
  });

  it("an account deleted while the directory is down leaves it at the directory's next start", async () => {
    const cara = await signUp("cara@three.test");
    const holder = cells.directory.entries.get("email:cara@three.test");
    const cell = cells.cells.find((c) => c.name === holder)!;
    await cells.directory.stop();
    try {
      const admin = (await h.cellServer(cell)).admin;
      await admin.collection("users").delete(cara.id);
    } finally {
      await cells.directory.start();
    }
    expect(cells.directory.entries.has("email:cara@three.test")).toBe(false);
    expect(cells.directory.entries.has(`link:${cara.publicLink}`)).toBe(false);
    expect(await mapKeys("emails.map")).not.toContain("cara@three.test");
    expect(await mapKeys("venues.map")).not.toContain(cara.publicLink);
    // What the cells still hold stays.
    expect(cells.directory.entries.get("email:ann@one.test")).toBe("cell1");
    expect(cells.directory.entries.get("link:bob-bistro")).toBe("cell1");
  });
});
