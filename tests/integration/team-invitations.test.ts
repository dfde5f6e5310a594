// An address belongs to the person who reads its mail; one person in several venues; roles that
// change in place (docs/security-and-isolation.md#team-members-and-roles). Mail goes to a sink.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";
import {
  createDevice,
  createOwner,
  enterVenue,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { startOldServer } from "../helpers/old-server";
import { smtpSink, type SmtpSink } from "../helpers/smtp-sink";

let server: TestServer;
let sink: SmtpSink;
let a: Owner;
let b: Owner;
let stamp = 0;
const PASSWORD = "person-password-1";
const ACTIVITY = "/api/team/activity?from=2000-01-01%2000:00:00&to=2100-01-01%2000:00:00";

const plain = (data: string) => data.replace(/=\r\n/g, "").replace(/=3D/g, "=");
const mailsTo = (addr: string) => sink.mails.filter((m) => m.to.includes(addr));
const address = (name: string) => `${name}${++stamp}-${Date.now()}@team.test`;

/** The invitation token of the newest mail to `addr`. */
function mailedToken(addr: string): string {
  const mails = mailsTo(addr);
  const m = /\/login\?invite=([A-Za-z0-9%_-]+)/.exec(plain(mails[mails.length - 1]?.data ?? ""));
  if (!m) throw new Error(`no invitation mailed to ${addr}`);
  return decodeURIComponent(m[1]);
}

async function setMail(enabled: boolean) {
  await server.admin.settings.update({ smtp: { enabled } });
}

function invite(owner: Owner, email: string, role = "waiter", name = "Sam") {
  return owner.pb.send("/api/team/members", { method: "POST", body: { name, email, role } });
}

function accept(token: string, password = PASSWORD) {
  return server.client().send("/api/team/invitations/accept?expand=venue", {
    method: "POST",
    body: { token, password, passwordConfirm: password },
  });
}

/** A member of `owner`'s venue through the mailed invitation: their client, signed in to the venue. */
async function mailedMember(owner: Owner, role: string, name: string) {
  const email = address("m");
  await invite(owner, email, role, name);
  const auth = await accept(mailedToken(email));
  const pb = server.client();
  pb.authStore.save(auth.token, auth.record);
  return { pb, record: auth.record, email };
}

async function peopleWith(email: string) {
  return server.admin.collection("people").getFullList({ filter: `email = "${email}"` });
}

async function staffWith(email: string) {
  return server.admin.collection("staff").getFullList({ filter: `email = "${email}"` });
}

beforeAll(async () => {
  sink = await smtpSink();
  server = await startTestServer({ env: { PUBLIC_ORIGIN: "https://menu.example.test" } });
  a = await createOwner(server);
  b = await createOwner(server);
  await server.admin.settings.update({
    meta: { senderAddress: "noreply@menu.example.test", senderName: "Draft" },
    smtp: { enabled: true, host: "127.0.0.1", port: sink.port, tls: false },
  });
});

afterAll(async () => {
  await server?.stop();
  sink?.close();
});

describe("an address belongs to the person who reads its mail", () => {
  it("adding a member mails an invitation; no login exists until its reader accepts it", async () => {
    const email = address("mia");
    const added = await invite(a, email, "kitchen", "Mia");
    expect(added).toMatchObject({ invite: "", mailed: true, member: { name: "Mia", role: "kitchen" } });
    expect(mailsTo(email)).toHaveLength(1);
    expect(await peopleWith(email)).toHaveLength(0);
    await expectStatus(server.client().collection("people").authWithPassword(email, PASSWORD), 400);
    const token = mailedToken(email);
    const info = await server.client().send("/api/team/invitations/check", { method: "POST", body: { token } });
    expect(info).toEqual({ venue: a.user.menuTitle, name: "Mia", role: "kitchen", email, hasLogin: false });
    const joined = await accept(token);
    expect(joined.record).toMatchObject({ venue: a.user.id, role: "kitchen", name: "Mia" });
    expect(joined.record.expand.venue.id).toBe(a.user.id);
    // The login is the address's; the membership's own address is nobody's.
    expect(await peopleWith(email)).toHaveLength(1);
    expect(await staffWith(email)).toHaveLength(0);
    const m = await enterVenue(server, email, PASSWORD, a.user.id);
    expect(m.record.id).toBe(joined.record.id);
  });

  it("the answer to adding an address is the same whether or not it has an account or a membership anywhere", async () => {
    // A person who is staff at B, B's owner, an address with an open invitation at B, a new one.
    const staffAtB = address("staff");
    await invite(b, staffAtB);
    await accept(mailedToken(staffAtB));
    const invitedAtB = address("pending");
    await invite(b, invitedAtB);
    const fresh = address("fresh");
    const answers = [];
    for (const email of [fresh, b.email, staffAtB, invitedAtB]) {
      const before = mailsTo(email).length;
      const res = await fetch(`${server.url}/api/team/members`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: a.pb.authStore.token },
        body: JSON.stringify({ name: "Same", email, role: "waiter" }),
      });
      const body = (await res.text())
        .trim()
        .replace(/"id":"[a-z0-9]+"/, '"id":"ID"')
        .replace(email, "EMAIL");
      answers.push({ status: res.status, body, mailed: mailsTo(email).length - before });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: '{"invite":"","mailed":true,"member":{"device":false,"email":"EMAIL","id":"ID","name":"Same","role":"waiter"}}',
      mailed: 1,
    });
    for (const ans of answers) expect(ans).toEqual(answers[0]);
  });

  it("an owner cannot add their own address (any case); nothing is saved or mailed", async () => {
    const before = mailsTo(a.email).length;
    const res = await expectStatus(invite(a, a.email.toUpperCase()), 400);
    expect((res.data as Record<string, { message: string }>).email.message).toBe(
      "This is your own address: you are the venue's owner.",
    );
    expect(mailsTo(a.email)).toHaveLength(before);
    expect((await a.pb.send("/api/team/members", {})).items.map((m: { email: string }) => m.email)).not.toContain(
      a.email,
    );
  });

  it("an unaccepted invitation at venue A does not block venue B; the login is one, with both memberships", async () => {
    const email = address("two");
    await invite(a, email, "waiter", "Two");
    await invite(b, email, "kitchen", "Two");
    expect(mailsTo(email)).toHaveLength(2);
    const [toA, toB] = mailsTo(email).map((m) => /invite=([A-Za-z0-9%_-]+)/.exec(plain(m.data))![1]);
    // B's first.
    await accept(decodeURIComponent(toB));
    // A's: the address has a login now; the page says so, and its password is needed.
    const info = await server
      .client()
      .send("/api/team/invitations/check", { method: "POST", body: { token: decodeURIComponent(toA) } });
    expect(info.hasLogin).toBe(true);
    const wrong = await expectStatus(accept(decodeURIComponent(toA), "another-password-9"), 400);
    expect(Object.keys(wrong.data as object)).toEqual(["password"]);
    const joined = await accept(decodeURIComponent(toA));
    expect(joined.record.venue).toBe(a.user.id);
    expect(await peopleWith(email)).toHaveLength(1);
  });

  it("another venue's owner's address cannot be taken over, with mail or without", async () => {
    // Without mail, the owner gets the link to hand over: it sets no password on an owner's address.
    await setMail(false);
    try {
      const c = await createOwner(server);
      const added = await invite(c, a.email, "manager", "Taken");
      expect(added.invite).not.toBe("");
      const attacker = "attacker-password-1";
      // Today's way and the invitation's way: neither makes a login with the attacker's password.
      await server
        .client()
        .collection("staff")
        .confirmPasswordReset(added.invite, attacker, attacker)
        .catch(() => {});
      await accept(added.invite, attacker).catch(() => {});
      for (const collection of ["staff", "people"]) {
        await expectStatus(server.client().collection(collection).authWithPassword(a.email, attacker), 400);
      }
      expect(await peopleWith(a.email)).toHaveLength(0);
      // The owner's own sign-in is as before.
      await server.client().collection("users").authWithPassword(a.email, a.password);
    } finally {
      await setMail(true);
    }
    // Nor is the link a way to guess the owner's password: 5 wrong ones use it up.
    await setMail(false);
    try {
      const c = await createOwner(server);
      const added = await invite(c, a.email, "waiter", "Guess");
      for (let i = 0; i < 5; i++) await expectStatus(accept(added.invite, `guess-password-${i}`), 400);
      const used = await expectStatus(accept(added.invite, a.password), 400);
      expect(Object.keys(used.data as object)).toEqual(["token"]);
    } finally {
      await setMail(true);
    }
    // With mail: the owner who adds it never sees a link, and the address's reader is asked for
    // their own password.
    const mailed = await invite(b, a.email, "waiter", "Taken");
    expect(mailed.invite).toBe("");
    const info = await server
      .client()
      .send("/api/team/invitations/check", { method: "POST", body: { token: mailedToken(a.email) } });
    expect(info.hasLogin).toBe(true);
    const joined = await accept(mailedToken(a.email), a.password);
    expect(joined.record.venue).toBe(b.user.id);
  });
});

describe("one person, several venues", () => {
  it("picks the venue after signing in; each venue sees only its own; removal from one leaves the other", async () => {
    const email = address("both");
    await invite(a, email, "waiter", "Bo");
    await accept(mailedToken(email));
    await invite(b, email, "manager", "Bo B");
    await accept(mailedToken(email));
    const person = server.client();
    await person.collection("people").authWithPassword(email, PASSWORD);
    const venues = (await person.send("/api/team/venues", {})).items;
    expect(venues.map((v: { venue: string; role: string }) => [v.venue, v.role]).sort()).toEqual(
      [
        [a.user.id, "waiter"],
        [b.user.id, "manager"],
      ].sort(),
    );
    // A person's token is nobody's venue: no orders, no topics, no team routes.
    expect(await person.collection("orders").getFullList()).toHaveLength(0);
    await expectStatus(person.send(ACTIVITY, {}), 403);
    const atA = await enterVenue(server, email, PASSWORD, a.user.id);
    const atB = await enterVenue(server, email, PASSWORD, b.user.id);
    expect(atA.record.venue).toBe(a.user.id);
    expect(atB.record.role).toBe("manager");
    // Another person's membership cannot be entered.
    const other = await mailedMember(a, "manager", "Other");
    await expectStatus(person.send("/api/team/enter", { method: "POST", body: { member: other.record.id } }), 404);
    // Each venue's tables and activity are its own.
    await a.pb.collection("tables").create({ user: a.user.id, tableNumber: 11 });
    await b.pb.collection("tables").create({ user: b.user.id, tableNumber: 22 });
    expect((await atA.pb.collection("tables").getFullList()).map((t) => t.tableNumber)).toEqual([11]);
    expect((await atB.pb.collection("tables").getFullList()).map((t) => t.tableNumber)).toEqual([22]);
    await expectStatus(atA.pb.send(ACTIVITY, {}), 403);
    await atB.pb.send(ACTIVITY, {});
    // Removed from A: A's session ends, B's stays.
    await a.pb.collection("staff").delete(atA.record.id);
    await expectStatus(atA.pb.collection("staff").authRefresh(), 401);
    await atB.pb.collection("staff").authRefresh();
    expect((await atB.pb.collection("tables").getFullList()).map((t) => t.tableNumber)).toEqual([22]);
    expect((await person.send("/api/team/venues", {})).items.map((v: { venue: string }) => v.venue)).toEqual([
      b.user.id,
    ]);
  });
});

/** A stream of `pb`'s member on `kinds` of `venueId`: the events heard, and its close. */
async function stream(pb: PocketBase, venueId: string, kinds: string[]) {
  const es = new EventSource(`${server.url}/api/realtime`);
  const clientId = await new Promise<string>((resolve) =>
    es.addEventListener("PB_CONNECT", (ev) => resolve(JSON.parse(String(ev.data)).clientId)),
  );
  const heard: string[] = [];
  const first = new Promise<string>((resolve) => {
    for (const k of kinds) {
      es.addEventListener(`venue/${venueId}/${k}`, (ev) => {
        heard.push(String(ev.data));
        resolve(String(ev.data));
      });
    }
  });
  const res = await fetch(`${server.url}/api/realtime`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: pb.authStore.token },
    body: JSON.stringify({ clientId, subscriptions: kinds.map((k) => `venue/${venueId}/${k}`) }),
  });
  return { status: res.status, first, close: () => es.close() };
}

describe("a role changes in place", () => {
  it("takes effect at once on the member's token, their streams and their screens", async () => {
    const m = await mailedMember(a, "waiter", "Roly");
    expect((await m.pb.collection("tables").getFullList()).length).toBeGreaterThanOrEqual(0);
    const s = await stream(m.pb, a.user.id, ["tables"]);
    expect(s.status).toBe(204);
    // Only the owner changes a role.
    const manager = await mailedMember(a, "manager", "Boss");
    await expectStatus(
      manager.pb.send(`/api/team/members/${m.record.id}/role`, { method: "POST", body: { role: "manager" } }),
      403,
    );
    await expectStatus(
      a.pb.send(`/api/team/members/${m.record.id}/role`, { method: "POST", body: { role: "owner" } }),
      400,
    );
    await a.pb.send(`/api/team/members/${m.record.id}/role`, { method: "POST", body: { role: "kitchen" } });
    expect(JSON.parse(await s.first)).toEqual({ action: "roleChanged" });
    s.close();
    // The same token, the new role: Tables & QR refused, the tables topic too, the kitchen's kept.
    const refused = await expectStatus(m.pb.collection("tables").getFullList(), 403);
    expect(refused.message).toBe("Your role cannot open Tables & QR.");
    expect((await stream(m.pb, a.user.id, ["tables"])).status).toBe(403);
    const kitchen = await stream(m.pb, a.user.id, ["orders"]);
    expect(kitchen.status).toBe(204);
    kitchen.close();
    const refreshed = await m.pb.collection("staff").authRefresh();
    expect(refreshed.record.role).toBe("kitchen");
    // And back up: a manager reads the activity at once.
    await a.pb.send(`/api/team/members/${m.record.id}/role`, { method: "POST", body: { role: "manager" } });
    await m.pb.send(ACTIVITY, {});
    expect((await a.pb.send("/api/team/members", {})).items).toContainEqual(
      expect.objectContaining({ id: m.record.id, role: "manager" }),
    );
  });

  it("a device is kitchen or waiter; an open invitation's role changes too; another venue's is a 404", async () => {
    const tablet = await createDevice(server, a, "kitchen", `Tab ${Date.now()}`);
    const res = await expectStatus(
      a.pb.send(`/api/team/members/${tablet.record.id}/role`, { method: "POST", body: { role: "manager" } }),
      400,
    );
    expect(Object.keys(res.data as object)).toEqual(["role"]);
    await expectStatus(
      b.pb.send(`/api/team/members/${tablet.record.id}/role`, { method: "POST", body: { role: "waiter" } }),
      404,
    );
    const email = address("later");
    const inv = await invite(a, email, "waiter");
    await a.pb.send(`/api/team/members/${inv.member.id}/role`, { method: "POST", body: { role: "manager" } });
    const joined = await accept(mailedToken(email));
    expect(joined.record.role).toBe("manager");
  });
});

describe("devices that are easy to set up", () => {
  async function addDevice(owner: Owner, name: string, role = "kitchen") {
    return owner.pb.send("/api/team/members", { method: "POST", body: { name, role, device: true } });
  }
  function claim(code: string) {
    return server.client().send("/api/team/devices/claim?expand=venue", { method: "POST", body: { code } });
  }

  it("a short one-time code signs the device in; its page names the venue and the device; the link then stops", async () => {
    const added = await addDevice(a, "Pass tablet");
    expect(added.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(added.codeExpiresAt).toBeGreaterThan(Date.now());
    const named = await server
      .client()
      .send("/api/team/devices/check", { method: "POST", body: { token: added.invite } });
    expect(named).toEqual({ venue: a.user.menuTitle, name: "Pass tablet", role: "kitchen" });
    // Typed in lower case, without the dash: still the code.
    const signedIn = await claim(` ${added.code.replace("-", "").toLowerCase()} `);
    expect(signedIn.record).toMatchObject({ id: added.member.id, device: true, venue: a.user.id });
    expect(signedIn.record.expand.venue.id).toBe(a.user.id);
    const pb = server.client();
    pb.authStore.save(signedIn.token, signedIn.record);
    expect((await pb.collection("staff").authRefresh()).record.id).toBe(added.member.id);
    // Once: the code again, and the link given with it, are refused.
    await expectStatus(claim(added.code), 400);
    await expectStatus(
      server.client().collection("staff").confirmPasswordReset(added.invite, "device-pass-1", "device-pass-1"),
      400,
    );
    await expectStatus(
      server.client().send("/api/team/devices/check", { method: "POST", body: { token: added.invite } }),
      400,
    );
  });

  it("an expired code, a member's, a forged one is refused; two devices cannot have the same name", async () => {
    const added = await addDevice(a, "Bar laptop", "waiter");
    const again = await a.pb.send(`/api/team/members/${added.member.id}/invite`, { method: "POST" });
    // A new code replaces the earlier one.
    const old = await expectStatus(claim(added.code), 400);
    expect((old.data as Record<string, { message: string }>).code.message).toBe(
      "Unknown or expired code. Ask for a new one.",
    );
    execFileSync("sqlite3", [
      path.join(server.dir, "data.db"),
      `UPDATE staff SET setupCodeExpires = 1 WHERE id = '${added.member.id}'`,
    ]);
    await expectStatus(claim(again.code), 400);
    await expectStatus(claim("ABCD-EFGH"), 400);
    await expectStatus(claim("x".repeat(5000)), 400);
    const dup = await expectStatus(addDevice(a, "bar LAPTOP", "kitchen"), 400);
    expect((dup.data as Record<string, { message: string }>).name.message).toBe(
      "Another device of the venue has this name.",
    );
    // The link used: its code stops too.
    const third = await a.pb.send(`/api/team/members/${added.member.id}/invite`, { method: "POST" });
    await server.client().collection("staff").confirmPasswordReset(third.invite, "device-pass-1", "device-pass-1");
    await expectStatus(claim(third.code), 400);
    // Another venue may use the name.
    await addDevice(b, "Bar laptop");
  });

  it("guessing codes is rate limited per client address", async () => {
    await server.admin.settings.update({ rateLimits: { enabled: true } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        await claim(`ZZZZ-ZZ${"23456789ABCD"[i]}Z`).then(
          () => 200,
          (e) => e.status,
        ),
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    await server.admin.settings.update({ rateLimits: { enabled: false } });
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("members from before", () => {
  it("a member who had joined keeps their address and password as a login; one who had not is an invitation", async () => {
    const old = await startOldServer(["1770600000_team_people.js", "1770600100_device_setup_code.js"]);
    let upgraded: TestServer | null = null;
    try {
      const owner = await old.admin
        .collection("users")
        .create({ email: "oldowner@team.test", password: "owner-password-1", passwordConfirm: "owner-password-1" });
      const base = {
        venue: owner.id,
        emailVisibility: true,
        password: "joined-password-1",
        passwordConfirm: "joined-password-1",
      };
      const joined = await old.admin
        .collection("staff")
        .create({ ...base, email: "joined@team.test", name: "Joined", role: "waiter", verified: true });
      await old.admin
        .collection("staff")
        .create({ ...base, email: "pending@team.test", name: "Pending", role: "kitchen", verified: false });
      await old.stop();
      upgraded = await startTestServer({ dir: old.dir });
      const m = await enterVenue(upgraded, "joined@team.test", "joined-password-1", owner.id);
      expect(m.record.id).toBe(joined.id);
      expect(m.record.email).not.toBe("joined@team.test");
      await expectStatus(
        upgraded.client().collection("staff").authWithPassword("joined@team.test", "joined-password-1"),
        400,
      );
      const invitations = await upgraded.admin.collection("invitations").getFullList();
      expect(invitations.map((i) => [i.email, i.name, i.role])).toEqual([["pending@team.test", "Pending", "kitchen"]]);
      expect(
        await upgraded.admin.collection("people").getFullList({ filter: 'email = "pending@team.test"' }),
      ).toHaveLength(0);
    } finally {
      await upgraded?.stop();
      fs.rmSync(old.dir, { recursive: true, force: true });
    }
  });
});
