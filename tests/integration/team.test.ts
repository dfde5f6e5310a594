// A venue's team (docs/security-and-isolation.md#team-members-and-roles): invitations, sign-in,
// removal, and who did what. The role matrix per collection and route is in rules.test.ts.
import crypto from "node:crypto";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventSource } from "eventsource";
import {
  createDevice,
  createMember,
  createOwner,
  createSoupMenu,
  enterVenue,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let a: Owner;
let b: Owner;
let dish: { id: string; title: string; price: number };

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  ({ dish } = await createSoupMenu(a));
});

afterAll(async () => {
  await server?.stop();
});

async function guestOrder() {
  return server
    .client()
    .collection("orders")
    .create({
      user: a.user.id,
      userSlug: a.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: dish.id, title: dish.title, price: dish.price, count: 1, modifiers: {} }],
      total: dish.price,
    });
}

describe("invitations", () => {
  it("the owner adds a member; the invitation sets the password once; the member reaches only their venue", async () => {
    const added = await a.pb.send("/api/team/members", {
      method: "POST",
      body: { name: "Wanda", email: "wanda@team.test", role: "waiter" },
    });
    expect(added.member).toMatchObject({ name: "Wanda", role: "waiter" });
    expect(added.mailed).toBe(false);
    expect(typeof added.invite).toBe("string");
    const pb = server.client();
    // No login exists for the address before the invitation is used.
    await expectStatus(pb.collection("people").authWithPassword("wanda@team.test", "member-password-1"), 400);
    expect((await server.admin.collection("people").getFullList({ filter: 'email = "wanda@team.test"' })).length).toBe(
      0,
    );
    const info = await pb.send("/api/team/invitations/check", { method: "POST", body: { token: added.invite } });
    expect(info).toMatchObject({ venue: a.user.menuTitle, name: "Wanda", role: "waiter", hasLogin: false });
    const joined = await pb.send("/api/team/invitations/accept?expand=venue", {
      method: "POST",
      body: { token: added.invite, password: "member-password-1", passwordConfirm: "member-password-1" },
    });
    expect(joined.record.venue).toBe(a.user.id);
    expect(joined.record.expand.venue.id).toBe(a.user.id);
    // Reused: refused, and the password stays.
    const reused = await expectStatus(
      pb.send("/api/team/invitations/accept", {
        method: "POST",
        body: { token: added.invite, password: "other-password-2", passwordConfirm: "other-password-2" },
      }),
      400,
    );
    expect((reused.data as Record<string, unknown>).token).toBeTruthy();
    const member = await enterVenue(server, "wanda@team.test", "member-password-1", a.user.id);
    expect(member.record.venue).toBe(a.user.id);
    // The venue's record (menu info) but not another venue's, and never the owner's email.
    const venue = await member.pb.collection("users").getOne(a.user.id);
    expect(venue.email).toBeUndefined();
    await expectStatus(member.pb.collection("users").getOne(b.user.id), 404);
    // Another venue's members are nobody's business.
    expect(await b.pb.collection("staff").getFullList()).toHaveLength(0);
    const list = await a.pb.send("/api/team/members", {});
    expect(list.items).toContainEqual(
      expect.objectContaining({ name: "Wanda", email: "wanda@team.test", hasJoined: true }),
    );
  });

  it("an expired, unknown or withdrawn invitation is refused; another venue's owner cannot touch it", async () => {
    const added = await a.pb.send("/api/team/members", {
      method: "POST",
      body: { name: "Late", email: "late@team.test", role: "kitchen" },
    });
    const db = path.join(server.dir, "data.db");
    execFileSync("sqlite3", [db, `UPDATE invitations SET expiresAt = 1 WHERE id = '${added.member.id}'`]);
    const pb = server.client();
    const accept = (token: string) =>
      pb.send("/api/team/invitations/accept", {
        method: "POST",
        body: { token, password: "member-password-1", passwordConfirm: "member-password-1" },
      });
    await expectStatus(accept(added.invite), 400);
    await expectStatus(accept(crypto.randomBytes(20).toString("hex")), 400);
    // Another venue's owner cannot send it again, change it or withdraw it.
    await expectStatus(b.pb.send(`/api/team/members/${added.member.id}/invite`, { method: "POST" }), 404);
    await expectStatus(
      b.pb.send(`/api/team/members/${added.member.id}/role`, { method: "POST", body: { role: "manager" } }),
      404,
    );
    await expectStatus(b.pb.send(`/api/team/invitations/${added.member.id}`, { method: "DELETE" }), 404);
    // Sent again: a new link works, the old one still not.
    const again = await a.pb.send(`/api/team/members/${added.member.id}/invite`, { method: "POST" });
    await expectStatus(accept(added.invite), 400);
    // Withdrawn: its link stops working.
    await a.pb.send(`/api/team/invitations/${added.member.id}`, { method: "DELETE" });
    await expectStatus(accept(again.invite), 400);
    expect((await server.admin.collection("people").getFullList({ filter: 'email = "late@team.test"' })).length).toBe(
      0,
    );
  });

  it.each([
    [{ name: "X", email: "x1@team.test", role: "chef" }, "role"],
    [{ name: "X", email: "x2@team.test", role: "owner" }, "role"],
    [{ name: "", email: "x3@team.test", role: "waiter" }, "name"],
    [{ name: "X", email: "nope", role: "waiter" }, "email"],
  ])("a bad member %j is a 400 naming %s, nothing saved", async (body, field) => {
    const before = (await server.admin.collection("staff").getList(1, 1)).totalItems;
    const res = await expectStatus(a.pb.send("/api/team/members", { method: "POST", body }), 400);
    expect((res.data as Record<string, unknown>)[field]).toBeTruthy();
    expect((await server.admin.collection("staff").getList(1, 1)).totalItems).toBe(before);
  });

  it("a member (even a manager) cannot add or remove members, nor use another venue's member", async () => {
    const manager = await createMember(server, a, "manager");
    const waiter = await createMember(server, a, "waiter");
    const before = (await server.admin.collection("staff").getList(1, 1)).totalItems;
    const res = await expectStatus(
      manager.pb.send("/api/team/members", {
        method: "POST",
        body: { name: "Y", email: "y@team.test", role: "waiter" },
      }),
      403,
    );
    expect(res.message).toBe("Only the venue's owner can do this.");
    await expectStatus(
      manager.pb.collection("staff").create({
        name: "Z",
        email: "z@team.test",
        role: "manager",
        venue: a.user.id,
        password: "password-123",
        passwordConfirm: "password-123",
      }),
      403,
    );
    const removal = await expectStatus(manager.pb.collection("staff").delete(waiter.record.id), 403);
    expect(removal.message).toBe("Only the venue's owner can remove members.");
    await expectStatus(
      manager.pb.collection("staff").update(manager.record.id, { role: "manager", name: "Boss" }),
      403,
    );
    await expectStatus(b.pb.send(`/api/team/members/${waiter.record.id}/invite`, { method: "POST" }), 404);
    await expectStatus(b.pb.collection("staff").delete(waiter.record.id), 404);
    expect((await server.admin.collection("staff").getList(1, 1)).totalItems).toBe(before);
  });
});

describe("removal", () => {
  it("ends the member's sessions and open streams at once", async () => {
    const waiter = await createMember(server, a, "waiter");
    const token = waiter.pb.authStore.token;
    const es = new EventSource(`${server.url}/api/realtime`);
    const clientId = await new Promise<string>((resolve) =>
      es.addEventListener("PB_CONNECT", (ev) => resolve(JSON.parse(String(ev.data)).clientId)),
    );
    const signedOut = new Promise<string>((resolve) =>
      es.addEventListener(`venue/${a.user.id}/orders`, (ev) => resolve(String(ev.data))),
    );
    const sub = await fetch(`${server.url}/api/realtime`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: token },
      body: JSON.stringify({ clientId, subscriptions: [`venue/${a.user.id}/orders`] }),
    });
    expect(sub.status).toBe(204);
    await a.pb.collection("staff").delete(waiter.record.id);
    expect(JSON.parse(await signedOut)).toEqual({ action: "signedOut" });
    es.close();
    // The old token: a guest now (no orders), and no refresh.
    expect(await waiter.pb.collection("orders").getFullList()).toHaveLength(0);
    await expectStatus(waiter.pb.collection("staff").authRefresh(), 401);
    // Nor a new stream of the venue.
    const es2 = new EventSource(`${server.url}/api/realtime`);
    const id2 = await new Promise<string>((resolve) =>
      es2.addEventListener("PB_CONNECT", (ev) => resolve(JSON.parse(String(ev.data)).clientId)),
    );
    const sub2 = await fetch(`${server.url}/api/realtime`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: token },
      body: JSON.stringify({ clientId: id2, subscriptions: [`venue/${a.user.id}/orders`] }),
    });
    es2.close();
    expect(sub2.status).toBeGreaterThanOrEqual(400);
    expect(sub2.status).toBeLessThan(500);
  });
});

describe("the owner's password change", () => {
  it("ends the owner's other sessions but keeps the members' sessions and live streams", async () => {
    const o = await createOwner(server);
    const waiter = await createMember(server, o, "waiter", "Stays");
    const es = new EventSource(`${server.url}/api/realtime`);
    const clientId = await new Promise<string>((resolve) =>
      es.addEventListener("PB_CONNECT", (ev) => resolve(JSON.parse(String(ev.data)).clientId)),
    );
    const events: string[] = [];
    es.addEventListener(`venue/${o.user.id}/orders`, (ev) => events.push(JSON.parse(String(ev.data)).action));
    await fetch(`${server.url}/api/realtime`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: waiter.pb.authStore.token },
      body: JSON.stringify({ clientId, subscriptions: [`venue/${o.user.id}/orders`] }),
    });
    await o.pb.collection("users").update(o.user.id, {
      oldPassword: o.password,
      password: "changed-password-1",
      passwordConfirm: "changed-password-1",
    });
    await o.pb.collection("users").authWithPassword(o.email, "changed-password-1");
    // The member's stream still hears the venue's orders, and their session still works.
    const { dish: d } = await createSoupMenu(o);
    const order = await server
      .client()
      .collection("orders")
      .create({
        user: o.user.id,
        userSlug: o.user.publicLink,
        tableSlug: "1",
        items: [{ dishId: d.id, title: d.title, price: d.price, count: 1, modifiers: {} }],
        total: d.price,
      });
    await waiter.pb.collection("orders").update(order.id, { started: true });
    await expect.poll(() => events).toContain("update");
    expect(events).not.toContain("signedOut");
    es.close();
  });
});

describe("who did it", () => {
  it("orders and stock are signed by the member; a deleted order leaves a tombstone for owner and managers", async () => {
    const waiter = await createMember(server, a, "waiter", "Walt");
    const kitchen = await createMember(server, a, "kitchen", "Kim");
    const manager = await createMember(server, a, "manager", "Mia");
    const o = await guestOrder();
    await kitchen.pb.collection("orders").update(o.id, { started: true });
    await waiter.pb.collection("orders").update(o.id, {
      items: [{ dishId: dish.id, title: dish.title, price: dish.price, count: 2, modifiers: {} }],
    });
    await kitchen.pb.collection("orders").update(o.id, { finished: true, startedBy: "Forged" });
    const stored = await server.admin.collection("orders").getOne(o.id);
    expect([stored.startedBy, stored.editedBy, stored.finishedBy]).toEqual(["Kim", "Walt", "Kim"]);

    const o2 = await guestOrder();
    await waiter.pb.collection("orders").delete(o2.id);
    const stock = await manager.pb
      .collection("storage")
      .create({ item: "Flour", quantity: 5, unit: "gram", user: a.user.id, addedBy: "Forged" });
    expect(stock.addedBy).toBe("Mia");

    const from = new Date(Date.now() - 3600_000).toISOString().replace("T", " ").slice(0, 19);
    const to = new Date(Date.now() + 3600_000).toISOString().replace("T", " ").slice(0, 19);
    const q = `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    for (const reader of [a.pb, manager.pb]) {
      const { items } = await reader.send(`/api/team/activity${q}`, {});
      const rows = items.map(
        (r: { actor: string; action: string; target: string }) => `${r.actor} ${r.action} ${r.target}`,
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          `Kim start ${o.id}`,
          `Walt edit ${o.id}`,
          `Kim finish ${o.id}`,
          `Walt delete ${o2.id}`,
          `Mia stock ${stock.id}`,
        ]),
      );
    }
    await expectStatus(waiter.pb.send(`/api/team/activity${q}`, {}), 403);
    // Another owner sees only their own venue's (none).
    expect((await b.pb.send(`/api/team/activity${q}`, {})).items).toHaveLength(0);
  });
});

describe("managers and the venue's links", () => {
  it("a manager changes the link, sees the old one and releases it, as the owner does", async () => {
    const o = await createOwner(server);
    const manager = await createMember(server, o, "manager");
    const first = o.user.publicLink as string;
    await manager.pb.collection("users").update(o.user.id, { publicLink: `${first}-m1` });
    const links = () => manager.pb.send<{ current: string; old: { link: string }[] }>("/api/venue/links", {});
    expect(await links()).toMatchObject({ current: `${first}-m1`, old: [{ link: first }] });
    await manager.pb.send("/api/venue/links/release", { method: "POST", body: { link: first } });
    expect((await links()).old).toEqual([]);
    // Another venue's link is not theirs to release.
    const theirs = await createOwner(server);
    await theirs.pb.collection("users").update(theirs.user.id, { publicLink: `${theirs.user.publicLink}-t1` });
    await expectStatus(
      manager.pb.send("/api/venue/links/release", { method: "POST", body: { link: theirs.user.publicLink } }),
      404,
    );
    expect((await theirs.pb.send<{ old: unknown[] }>("/api/venue/links", {})).old).toHaveLength(1);
  });
});

describe("shared devices", () => {
  it("people switch with their code; their actions are signed by them; wrong codes lock the device", async () => {
    const kim = await createMember(server, a, "kitchen", "Kim D");
    const walt = await createMember(server, a, "waiter", "Walt D");
    const tablet = await createDevice(server, a, "kitchen", "Kitchen tablet");
    expect(tablet.record.device).toBe(true);
    const setCode = (id: string, code: string, pb = a.pb) =>
      pb.send(`/api/team/members/${id}/code`, { method: "POST", body: { code } });
    await setCode(kim.record.id, "1357");
    await setCode(walt.record.id, "2468");
    // A taken code, a code that is not 4 digits, a device's own code, or set by a member: refused.
    expect((await expectStatus(setCode(walt.record.id, "1357"), 400)).message).toMatch(/Another member/);
    await expectStatus(setCode(walt.record.id, "12a4"), 400);
    await expectStatus(setCode(tablet.record.id, "9999"), 400);
    await expectStatus(setCode(walt.record.id, "9999", kim.pb), 403);
    // Only a device switches.
    await expectStatus(kim.pb.send("/api/team/switch", { method: "POST", body: { code: "1357" } }), 403);

    const switched = await tablet.pb.send("/api/team/switch", { method: "POST", body: { code: "1357" } });
    expect(switched.name).toBe("Kim D");
    const o = await guestOrder();
    await tablet.pb
      .collection("orders")
      .update(o.id, { started: true }, { headers: { "X-Staff-Person": switched.token } });
    // Without the person: the device's own name. With another device's or a made-up token: the same.
    await tablet.pb
      .collection("orders")
      .update(o.id, { finished: true }, { headers: { "X-Staff-Person": "f".repeat(40) } });
    const stored = await server.admin.collection("orders").getOne(o.id);
    expect([stored.startedBy, stored.finishedBy]).toEqual(["Kim D", "Kitchen tablet"]);
    // The device keeps its role: a kitchen device cannot edit lines, whoever uses it.
    const o2 = await guestOrder();
    await expectStatus(
      tablet.pb
        .collection("orders")
        .update(
          o2.id,
          { items: [{ dishId: dish.id, title: dish.title, price: dish.price, count: 5, modifiers: {} }] },
          { headers: { "X-Staff-Person": switched.token } },
        ),
      403,
    );

    // Codes guessed too often: 5 wrong ones lock the device, then even the right code is a 429.
    for (let i = 0; i < 5; i++) {
      const res = await expectStatus(
        tablet.pb.send("/api/team/switch", { method: "POST", body: { code: "0000" } }),
        400,
      );
      expect(res.message).toBe("Unknown code.");
    }
    const locked = await expectStatus(
      tablet.pb.send("/api/team/switch", { method: "POST", body: { code: "2468" } }),
      429,
    );
    expect(String(locked.message)).toMatch(/Too many wrong codes/);
  });

  it("a person's turn outlives a reload: the server says who the token is, until it ends, expires or they are removed", async () => {
    const rae = await createMember(server, a, "waiter", "Rae T");
    const tablet = await createDevice(server, a, "kitchen", "Pass tablet");
    const laptop = await createDevice(server, a, "waiter", "Bar laptop");
    await a.pb.send(`/api/team/members/${rae.record.id}/code`, { method: "POST", body: { code: "8642" } });
    const person = (pb: typeof tablet.pb, token?: string) =>
      pb.send("/api/team/person", token === undefined ? {} : { headers: { "X-Staff-Person": token } });
    const turn = await tablet.pb.send("/api/team/switch", { method: "POST", body: { code: "8642" } });
    // What the app asks after a reload, with the token it kept for the tab.
    expect(await person(tablet.pb, turn.token)).toEqual({ name: "Rae T", expiresAt: turn.expiresAt });
    // No token, a made-up one, another device's: nobody. A member who is not a device: refused.
    for (const [pb, token] of [
      [tablet.pb, undefined],
      [tablet.pb, "f".repeat(40)],
      [laptop.pb, turn.token],
    ] as const) {
      const res = await expectStatus(person(pb, token), 404);
      expect(res.message).toBe("Nobody is signed on this device. Enter your code.");
    }
    await expectStatus(person(rae.pb, turn.token), 403);

    // Done: the turn ends on the server; the token signs nothing any more.
    await tablet.pb.send("/api/team/leave", { method: "POST", headers: { "X-Staff-Person": turn.token } });
    await expectStatus(person(tablet.pb, turn.token), 404);
    const o = await guestOrder();
    await tablet.pb.collection("orders").update(o.id, { started: true }, { headers: { "X-Staff-Person": turn.token } });
    expect((await server.admin.collection("orders").getOne(o.id)).startedBy).toBe("Pass tablet");

    // A new turn; the next person's switch ends it. Then the person is removed: the token names nobody.
    const first = await tablet.pb.send("/api/team/switch", { method: "POST", body: { code: "8642" } });
    const again = await tablet.pb.send("/api/team/switch", {
      method: "POST",
      body: { code: "8642" },
      headers: { "X-Staff-Person": first.token },
    });
    await expectStatus(person(tablet.pb, first.token), 404);
    expect((await person(tablet.pb, again.token)).name).toBe("Rae T");
    await a.pb.collection("staff").delete(rae.record.id);
    await expectStatus(person(tablet.pb, again.token), 404);
  });

  it("a device is kitchen or waiter, never a manager", async () => {
    const res = await expectStatus(
      a.pb.send("/api/team/members", { method: "POST", body: { name: "Bar laptop", role: "manager", device: true } }),
      400,
    );
    expect((res.data as Record<string, unknown>).role).toBeTruthy();
  });
});

describe("the owner deletes the account", () => {
  it("takes the members, devices, codes and activity with it; their sessions and streams end", async () => {
    const o = await createOwner(server);
    const waiter = await createMember(server, o, "waiter", "Gone W");
    const tablet = await createDevice(server, o, "kitchen", "Gone tablet");
    await o.pb.send(`/api/team/members/${waiter.record.id}/code`, { method: "POST", body: { code: "4242" } });
    const es = new EventSource(`${server.url}/api/realtime`);
    const clientId = await new Promise<string>((resolve) =>
      es.addEventListener("PB_CONNECT", (ev) => resolve(JSON.parse(String(ev.data)).clientId)),
    );
    const signedOut = new Promise<string>((resolve) =>
      es.addEventListener(`venue/${o.user.id}/orders`, (ev) => resolve(String(ev.data))),
    );
    const sub = await fetch(`${server.url}/api/realtime`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: waiter.pb.authStore.token },
      body: JSON.stringify({ clientId, subscriptions: [`venue/${o.user.id}/orders`] }),
    });
    expect(sub.status).toBe(204);
    await o.pb.send("/api/account/delete", { method: "POST", body: { password: o.password } });
    expect(JSON.parse(await signedOut).action).toBe("signedOut");
    es.close();
    for (const m of [waiter, tablet]) {
      await expectStatus(server.admin.collection("staff").getOne(m.record.id), 404);
      await expectStatus(m.pb.collection("staff").authRefresh(), 401);
    }
    for (const c of ["staff_codes", "activity"]) {
      const left = await server.admin
        .collection(c)
        .getList(1, 1, { filter: `venue = "${o.user.id}"`.replace("venue", c === "activity" ? "user" : "venue") });
      expect(left.totalItems).toBe(0);
    }
  });
});

describe("who sold what", () => {
  it("sales by staff member per period and per day, in the venue's own orders only, and as CSV", async () => {
    const o = await createOwner(server);
    const { dish: soup } = await createSoupMenu(o);
    const mk = await createMember(server, o, "waiter", "=Sally");
    const other = await createMember(server, b, "waiter", "Other venue");
    const order = async () =>
      server
        .client()
        .collection("orders")
        .create({
          user: o.user.id,
          userSlug: o.user.publicLink,
          tableSlug: "1",
          items: [{ dishId: soup.id, title: soup.title, price: soup.price, count: 1, modifiers: {} }],
          total: soup.price,
        });
    for (const who of [mk.pb, mk.pb, o.pb]) {
      const x = await order();
      await who.collection("orders").update(x.id, { started: true });
      await who.collection("orders").update(x.id, { finished: true });
    }
    // Unfinished: not a sale yet.
    await mk.pb.collection("orders").update((await order()).id, { started: true });
    const res = await o.pb.send("/api/stats/staff?tz=0", {});
    const cents = Math.round(soup.price * 100);
    expect(res.people).toEqual([
      { name: "=Sally", currency: expect.any(String), orders: 2, cents: 2 * cents },
      { name: "Owner", currency: expect.any(String), orders: 1, cents },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.days.map((d: { day: string; name: string; orders: number }) => [d.day, d.name, d.orders])).toEqual([
      [today, "=Sally", 2],
      [today, "Owner", 1],
    ]);
    // A manager reads it; a waiter does not; another venue's owner sees only theirs.
    await expectStatus(mk.pb.send("/api/stats/staff", {}), 403);
    expect((await b.pb.send("/api/stats/staff", {})).people.map((p: { name: string }) => p.name)).not.toContain(
      "=Sally",
    );
    expect(other.record.venue).toBe(b.user.id);
    await expectStatus(o.pb.send("/api/stats/staff?from=yesterday", {}), 400);
    const csv = await fetch(`${server.url}/api/stats/staff/csv?tz=0`, {
      headers: { Authorization: o.pb.authStore.token },
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Day,Staff member,Currency,Orders,Sales,Tips");
    // A name that a spreadsheet would run as a formula is guarded.
    expect(lines[1]).toMatch(
      new RegExp(`^${today},'=Sally,[A-Z]*,2,${((2 * cents) / 100).toFixed(2).replace(".", "\\.")},0\\.00$`),
    );
  });
});
