// Isolation (docs/security-and-isolation.md) against the real server: nobody reaches another venue
// or uses the service against others. Private users (no email recovery by sorting, sign-up confirms
// nothing), mail only to verified addresses with links at the public origin, old links that stay
// with their venue, PIN guessing capped per day, account deletion behind password and PIN, unlock
// tokens bound to their session, and order edits that keep what the guest agreed to, in the venue's
// time zone.
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PocketBase, { type RecordModel } from "pocketbase";
import {
  createOwner,
  expectStatus,
  rateLimit,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { smtpSink } from "../helpers/smtp-sink";

(globalThis as unknown as { EventSource: unknown }).EventSource = EventSource;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function venueWithMenu(o: Owner, tables = [1]) {
  const cat = await o.pb.collection("categories").create({ title: "Mains", order: 0, user: o.user.id });
  const dish = await o.pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.5, category: cat.id, user: o.user.id, order: 0 });
  for (const n of tables) await o.pb.collection("tables").create({ tableNumber: n, user: o.user.id, x: 0, y: 0 });
  return { cat, dish };
}

describe("2. the users collection is private", () => {
  it("nobody but the owner lists, views or filters a users record", async () => {
    const a = await createOwner(server);
    const b = await createOwner(server);
    const guest = server.client();
    expect((await guest.collection("users").getList(1, 50)).totalItems).toBe(0);
    await expectStatus(guest.collection("users").getOne(a.user.id), 404);
    const seen = await b.pb.collection("users").getFullList();
    expect(seen.map((u) => u.id)).toEqual([b.user.id]);
    await expectStatus(b.pb.collection("users").getOne(a.user.id), 404);
    expect((await a.pb.collection("users").getOne(a.user.id)).email).toBe(a.email);
  });

  it("nobody else follows a live feed of account changes (a PIN being set included)", async () => {
    const a = await createOwner(server);
    const watchers = [server.client(), (await createOwner(server)).pb];
    const seen: string[] = [];
    for (const w of watchers) {
      // Refused outright (a venue-scoped realtime may refuse collection topics), or silent.
      await w
        .collection("users")
        .subscribe("*", (e) => seen.push(e.record.id))
        .catch((e: { status?: number }) => expect(e.status).toBeGreaterThanOrEqual(400));
    }
    const mine: string[] = [];
    await a.pb
      .collection("users")
      .subscribe(a.user.id, (e) => mine.push(e.record.id))
      .catch(() => {});
    await a.pb.collection("users").update(a.user.id, { menuTitle: "Changed" });
    await a.pb.collection("users").update(a.user.id, { pin: "1234" });
    await sleep(500);
    expect(seen).not.toContain(a.user.id);
    for (const w of watchers) w.realtime.unsubscribe().catch(() => {});
    a.pb.realtime.unsubscribe().catch(() => {});
  });

  it("the email cannot be recovered by sorting probe sign-ups around it", async () => {
    // The attack: sign up probe accounts with chosen addresses, then sort by the hidden email
    // (directly or through a relation) and see where the victim's row lands.
    const victim = await createOwner(server, { email: `mmm-victim-${Date.now()}@test.local` });
    await venueWithMenu(victim);
    const low = await createOwner(server, { email: `aaa-${Date.now()}@test.local` });
    const high = await createOwner(server, { email: `zzz-${Date.now()}@test.local` });
    await venueWithMenu(low);
    await venueWithMenu(high);
    const guest = server.client();
    const attacker = low.pb;
    for (const pb of [guest, attacker]) {
      const users = await pb.collection("users").getFullList({ sort: "email" });
      expect(users.map((u) => u.id)).not.toContain(victim.user.id);
      for (const col of ["dishes", "categories"]) {
        const rows = await pb.collection(col).getFullList({ sort: "user.email" });
        expect(rows.map((r) => r.user)).not.toContain(victim.user.id);
        const filtered = await pb.collection(col).getFullList({ filter: "user.email != ''" });
        expect(filtered.map((r) => r.user)).not.toContain(victim.user.id);
        const via = await pb
          .collection(col)
          .getFullList({ filter: "@collection.users.email ~ 'mmm-victim'" })
          .then(
            (r) => r.length,
            (e) => e.status,
          );
        expect([0, 403]).toContain(via);
      }
    }
    // A guest following their order never sees the venue's record through expand either.
    const token = "guest-token-isolation-aaaaaaaa";
    await guest.collection("orders").create(
      {
        userSlug: victim.user.publicLink,
        tableSlug: "1",
        items: [{ dishId: (await victim.pb.collection("dishes").getFullList())[0].id, count: 1 }],
      },
      { headers: { "X-Guest-Token": token } },
    );
    const mine = await guest.collection("orders").getFullList({
      filter: guest.filter("user = {:u}", { u: victim.user.id }),
      expand: "user",
      sort: "user.email",
      headers: { "X-Guest-Token": token },
    });
    expect(mine.length).toBeLessThanOrEqual(1);
    for (const o of mine) expect(o.expand?.user).toBeUndefined();
  });

  it("a sign-up with a taken address answers like a new one and changes nothing of the account", async () => {
    const victim = await createOwner(server);
    const fresh = `fresh-${Date.now()}@test.local`;
    const body = (email: string) => ({ email, password: "another-pass-123", passwordConfirm: "another-pass-123" });
    const before = (await server.admin.collection("users").getList(1, 1)).totalItems;
    const dup = await server.client().collection("users").create(body(victim.email));
    const ok = await server.client().collection("users").create(body(fresh));
    expect(Object.keys(dup).sort()).toEqual(Object.keys(ok).sort());
    expect(dup.email).toBeUndefined();
    expect(dup.id).not.toBe(victim.user.id);
    // The taken address got a stand-in account (an address nobody can confirm: lib/team/accounts.js).
    expect((await server.admin.collection("users").getList(1, 1)).totalItems).toBe(before + 2);
    const standIn = await server.admin.collection("users").getOne(dup.id);
    expect(standIn.email).toMatch(/@example\.invalid$/);
    // The real owner's password still works; the attacker's does not.
    await server.client().collection("users").authWithPassword(victim.email, victim.password);
    await expectStatus(server.client().collection("users").authWithPassword(victim.email, "another-pass-123"), 400);
    // A bad sign-up fails the same way for a taken and a free address.
    const short = (email: string) => ({ email, password: "x", passwordConfirm: "x" });
    const e1 = await expectStatus(server.client().collection("users").create(short(victim.email)), 400);
    const e2 = await expectStatus(
      server
        .client()
        .collection("users")
        .create(short(`free-${Date.now()}@test.local`)),
      400,
    );
    expect(e1).toEqual(e2);
  });
});

// ---- 3. mail ----

describe("3. mail only to verified addresses, links at the public origin", () => {
  let mailServer: TestServer;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  const ORIGIN = "https://menu.example.test";
  const mailsTo = (addr: string) => sink.mails.filter((m) => m.to.includes(addr));
  /** Waits a moment for mails sent in the background (PocketBase sends resets asynchronously). */
  const settle = () => sleep(700);

  beforeAll(async () => {
    sink = await smtpSink();
    mailServer = await startTestServer({ env: { PUBLIC_ORIGIN: ORIGIN }, rateLimits: true });
    await mailServer.admin.settings.update({
      meta: { senderAddress: "noreply@menu.example.test", senderName: "Draft" },
      smtp: {
        enabled: true,
        host: "127.0.0.1",
        port: sink.port,
        tls: false,
        authMethod: "PLAIN",
        username: "",
        password: "",
      },
    });
  });
  afterAll(async () => {
    await mailServer?.stop();
    sink?.close();
  });

  it("the app URL is PUBLIC_ORIGIN", async () => {
    expect((await mailServer.admin.settings.getAll()).meta.appURL).toBe(ORIGIN);
  });

  it("a sign-up sends one verification mail, linking to the public origin", async () => {
    const o = await createOwner(mailServer, {}, { verify: true });
    await settle();
    const mails = mailsTo(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].data).toMatch(/verif/i);
    expect(mails[0].data.replace(/=\r\n/g, "")).toContain(ORIGIN);
    expect(mails[0].data).not.toContain("localhost:8090");
  });

  it("a password reset for an unverified address sends nothing but answers the same", async () => {
    // Unverified: a new account that has not opened its link (it cannot sign in yet).
    const unverified = { email: `unverified-${Date.now()}@test.local` };
    await mailServer
      .client()
      .collection("users")
      .create({ email: unverified.email, password: "owner-password-123", passwordConfirm: "owner-password-123" });
    const verified = await createOwner(mailServer, {}, { verify: true });
    await settle();
    const before = sink.mails.length;
    await mailServer.client().collection("users").requestPasswordReset(unverified.email);
    await settle();
    expect(sink.mails.length).toBe(before);
    // Verified: the reset mail goes out, with a link at the public origin.
    await mailServer.client().collection("users").requestPasswordReset(verified.email);
    await settle();
    const after = mailsTo(verified.email);
    expect(sink.mails.length).toBe(before + 1);
    expect(after.at(-1)!.data.replace(/=\r\n/g, "")).toContain(`${ORIGIN}/`);
    expect(after.at(-1)!.data).toMatch(/reset/i);
  });

  it("no login alert, whatever the User-Agent says", async () => {
    const o = await createOwner(mailServer, {}, { verify: true });
    await mailServer.admin.collection("users").update(o.user.id, { verified: true });
    await settle();
    const before = mailsTo(o.email).length;
    for (const ua of ["Evil/1.0 click http://attacker.test", "Other/2.0"]) {
      const res = await fetch(`${mailServer.url}/api/collections/users/auth-with-password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": ua },
        body: JSON.stringify({ identity: o.email, password: o.password }),
      });
      expect(res.status).toBe(200);
    }
    await settle();
    expect(mailsTo(o.email).length).toBe(before);
  });

  it("verification mails are rate-limited", async () => {
    const o = await createOwner(mailServer, {}, { verify: true });
    const max = await rateLimit(mailServer, "*:requestVerification");
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      statuses.push(
        await mailServer
          .client()
          .collection("users")
          .requestVerification(o.email)
          .then(
            () => 204,
            (e) => e.status,
          ),
      );
    }
    expect(statuses).toContain(429);
    await settle();
    // The sign-up mail and at most two more (PocketBase's own resend guard, then our daily cap).
    expect(mailsTo(o.email).length).toBeLessThanOrEqual(3);
  });

  it("with SMTP off nothing changes for the owner", async () => {
    const o = await createOwner(server);
    const me = await o.pb.collection("users").authRefresh();
    expect(me.record.id).toBe(o.user.id);
    await server.client().collection("users").requestPasswordReset(o.email);
  });
});

// ---- 4. old links ----

describe("4. a public link once used stays with its venue", () => {
  it("the old link keeps the menu and the orders, nobody else can take it, until released", async () => {
    const stamp = Date.now();
    const a = await createOwner(server, { email: `oldlink${stamp}@test.local` });
    const { dish } = await venueWithMenu(a);
    const old = a.user.publicLink as string;
    expect(old).toBe(`oldlink${stamp}`);
    await a.pb.collection("users").update(a.user.id, { publicLink: `${old}-new` });

    // The old link still opens a's menu and sends orders to a.
    const menu = await (await fetch(`${server.url}/api/menu/${old}?table=1`)).json();
    expect(menu.venue.id).toBe(a.user.id);
    const order = await server
      .client()
      .collection("orders")
      .create({ userSlug: old, tableSlug: "1", items: [{ dishId: dish.id, count: 1 }] });
    expect((await server.admin.collection("orders").getOne(order.id)).user).toBe(a.user.id);

    // Nobody else gets it: not by changing to it, not at registration.
    const b = await createOwner(server);
    const refused = await expectStatus(b.pb.collection("users").update(b.user.id, { publicLink: old }), 400);
    expect(String(refused.message)).toMatch(/taken/);
    expect((await server.admin.collection("users").getOne(b.user.id)).publicLink).toBe(b.user.publicLink);
    const c = await server
      .client()
      .collection("users")
      .create({ email: `${old}@other.test`, password: "password-123", passwordConfirm: "password-123" });
    expect(c.publicLink).toBe(`${old}-2`);

    // The owner sees the old link and releases it on purpose.
    const links = await a.pb.send("/api/venue/links", {});
    expect(links).toMatchObject({ current: `${old}-new`, old: [{ link: old }] });
    await expectStatus(a.pb.send("/api/venue/links/release", { method: "POST", body: { link: `${old}-new` } }), 400);
    await expectStatus(b.pb.send("/api/venue/links/release", { method: "POST", body: { link: old } }), 404);
    await a.pb.send("/api/venue/links/release", { method: "POST", body: { link: old } });
    expect((await fetch(`${server.url}/api/menu/${old}`)).status).toBe(404);
    await b.pb.collection("users").update(b.user.id, { publicLink: old });
    expect((await (await fetch(`${server.url}/api/menu/${old}`)).json()).venue.id).toBe(b.user.id);
  });

  it("an owner may go back to an own old link", async () => {
    const a = await createOwner(server);
    const old = a.user.publicLink as string;
    await a.pb.collection("users").update(a.user.id, { publicLink: `${old}-x` });
    await a.pb.collection("users").update(a.user.id, { publicLink: old });
    expect(await a.pb.send("/api/venue/links", {})).toMatchObject({ current: old, old: [{ link: `${old}-x` }] });
  });
});

// ---- 6. PIN ----

async function verify(pb: PocketBase, pin: string) {
  return pb.send<{ token: string; expiresAt: number }>("/api/pin/verify", { method: "POST", body: { pin } });
}

describe("6. PIN guessing, account deletion and unlock tokens", () => {
  it("at most 100 wrong PINs per account per day", async () => {
    const o = await createOwner(server);
    await o.pb.send("/api/pin/change", { method: "POST", body: { pin: "2468" } });
    const guardOf = () => server.admin.collection("pin_guard").getFirstListItem(`user = "${o.user.id}"`);
    let simulated = 0; // ms of waiting for locks to pass
    let wrong = 0;
    const DAY = 24 * 60 * 60 * 1000;
    while (simulated < DAY && wrong < 200) {
      await expectStatus(verify(o.pb, "1111"), 400);
      wrong += 1;
      const g = await guardOf();
      if (g.lockedUntil > Date.now()) {
        // Locked: the guesser must wait. Time passes (simulated), then the lock is over.
        await expectStatus(verify(o.pb, "2468"), 429);
        simulated += g.lockedUntil - Date.now();
        await server.admin.collection("pin_guard").update(g.id, { lockedUntil: 0 });
      }
    }
    expect(wrong).toBeLessThanOrEqual(100);
    // The right PIN still works once the lock is over, and resets the count.
    expect((await verify(o.pb, "2468")).token).toBeTruthy();
    expect((await guardOf()).fails).toBe(0);
  });

  it("deleting the account needs the password and the PIN; plain deletes are closed", async () => {
    const o = await createOwner(server);
    await venueWithMenu(o);
    const del = (body: Record<string, unknown>) => o.pb.send("/api/account/delete", { method: "POST", body });
    await expectStatus(o.pb.collection("users").delete(o.user.id), 403);
    await o.pb.send("/api/pin/change", { method: "POST", body: { pin: "1357" } });
    expect(String((await expectStatus(del({ password: "wrong-password" }), 400)).message)).toMatch(/password/i);
    expect(String((await expectStatus(del({ password: o.password }), 400)).message)).toMatch(/PIN/);
    expect(String((await expectStatus(del({ password: o.password, pin: "0000" }), 400)).message)).toMatch(
      /^Incorrect PIN/,
    );
    await expectStatus(
      server.client().send("/api/account/delete", { method: "POST", body: { password: o.password } }),
      401,
    );
    expect((await server.admin.collection("users").getOne(o.user.id)).id).toBe(o.user.id);
    await del({ password: o.password, pin: "1357" });
    await expectStatus(server.admin.collection("users").getOne(o.user.id), 404);
    expect(await server.admin.collection("tables").getFullList({ filter: `user = "${o.user.id}"` })).toHaveLength(0);
    expect(await server.admin.collection("dishes").getFullList({ filter: `user = "${o.user.id}"` })).toHaveLength(0);
  });

  it("without a PIN the password alone deletes the account", async () => {
    const o = await createOwner(server);
    await o.pb.send("/api/account/delete", { method: "POST", body: { password: o.password } });
    await expectStatus(server.admin.collection("users").getOne(o.user.id), 404);
  });

  it("an unlock token works only with the session that earned it, and dies when the screen locks", async () => {
    const o = await createOwner(server);
    await o.pb.send("/api/pin/change", { method: "POST", body: { pin: "9753" } });
    const { token } = await verify(o.pb, "9753");
    const write = (pb: PocketBase, t: string) =>
      pb.collection("users").update(o.user.id, { menuTitle: `T${Date.now()}` }, { headers: { "X-Pin-Token": t } });
    await write(o.pb, token);

    // Another session of the same owner (another device, or a stolen token) cannot use it.
    await sleep(1100); // auth tokens are per second
    const other = server.client();
    await other.collection("users").authWithPassword(o.email, o.password);
    expect(other.authStore.token).not.toBe(o.pb.authStore.token);
    await expectStatus(write(other, token), 403);

    // An auth refresh of the earning session carries the unlock over.
    await sleep(1100);
    const oldAuth = o.pb.authStore.token;
    await o.pb.collection("users").authRefresh({ headers: { "X-Pin-Token": token } });
    expect(o.pb.authStore.token).not.toBe(oldAuth);
    await write(o.pb, token);

    // The screen locks (or the owner logs out): the token is dropped on the server.
    await o.pb.send("/api/pin/lock", { method: "POST", headers: { "X-Pin-Token": token } });
    await expectStatus(write(o.pb, token), 403);
  });

  it("users.update({pin}) through the record API sets a PIN that never comes back", async () => {
    const o = await createOwner(server);
    const saved = await o.pb.collection("users").update(o.user.id, { pin: "4826" });
    expect(saved.pin).toBeUndefined();
    expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: true });
    expect(JSON.stringify(await o.pb.collection("users").getOne(o.user.id))).not.toContain("4826");
    expect((await server.admin.collection("users").getOne(o.user.id)).pin).toBe("");
    // A change needs the unlock token; a bad PIN is a 400 and changes nothing.
    await expectStatus(o.pb.collection("users").update(o.user.id, { pin: "1111" }), 403);
    const { token } = await verify(o.pb, "4826");
    const bad = await expectStatus(
      o.pb.collection("users").update(o.user.id, { pin: "12a4" }, { headers: { "X-Pin-Token": token } }),
      400,
    );
    expect(bad.message).toBe("PIN must be a 4-digit number.");
    expect((await verify(o.pb, "4826")).token).toBeTruthy();
  });
});

// ---- 7. order edits and the venue's time zone ----

describe("7. order edits keep what the guest agreed to", () => {
  let a: Owner;
  let burger: RecordModel;
  let soup: RecordModel;
  let tea: RecordModel;
  const guest = () => server.client();

  beforeAll(async () => {
    a = await createOwner(server);
    const cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
    const mk = (f: Record<string, unknown>) =>
      a.pb.collection("dishes").create({ category: cat.id, user: a.user.id, order: 0, ...f });
    burger = await mk({ title: "Burger", price: 10, modifiers: { Bacon: 1.6 } });
    soup = await mk({ title: "Soup", price: 4.5 });
    tea = await mk({ title: "Tea", price: 2 });
    await a.pb.collection("tables").create({ tableNumber: 1, user: a.user.id, x: 0, y: 0 });
  });

  const order = (items: unknown[]) =>
    guest().collection("orders").create({ userSlug: a.user.publicLink, tableSlug: "1", items });

  it("a new extra price does not re-price a line the guest already ordered", async () => {
    const o = await order([
      { dishId: burger.id, count: 1, modifiers: { Bacon: 1.6 } },
      { dishId: soup.id, count: 1 },
    ]);
    expect(o.items[0]).toMatchObject({ price: 11.6, title: "Burger" });
    await a.pb.collection("dishes").update(burger.id, { title: "Big burger", modifiers: { Bacon: 15 } });
    const edited = await a.pb.collection("orders").update(o.id, {
      items: [
        { ...o.items[0], count: 2 },
        { ...o.items[1], count: 1 },
      ],
    });
    expect(edited.items[0]).toMatchObject({ dishId: `${burger.id}_Bacon:1.6`, title: "Burger", price: 11.6, count: 2 });
    expect(edited.total).toBe(27.7);
  });

  it("a line whose dish was deleted does not block the edit; added lines are priced", async () => {
    const gone = await a.pb
      .collection("dishes")
      .create({ title: "Gone", price: 3, category: soup.category, user: a.user.id, order: 9 });
    const o = await order([
      { dishId: gone.id, count: 1 },
      { dishId: soup.id, count: 1 },
    ]);
    await a.pb.collection("dishes").delete(gone.id);
    const edited = await a.pb.collection("orders").update(o.id, {
      items: [o.items[0], { ...o.items[1], count: 3 }, { dishId: tea.id, title: "x", price: 0, count: 1 }],
    });
    expect(edited.items).toEqual([
      { dishId: gone.id, title: "Gone", price: 3, count: 1, modifiers: {} },
      { dishId: soup.id, title: "Soup", price: 4.5, count: 3, modifiers: {} },
      { dishId: tea.id, title: "Tea", price: 2, count: 1, modifiers: {} },
    ]);
    expect(edited.total).toBe(18.5);
  });

  it("combine refuses a result over 99 of a line, and nothing changes", async () => {
    const o1 = await order([{ dishId: soup.id, count: 60 }]);
    const o2 = await order([{ dishId: soup.id, count: 60 }]);
    const res = await expectStatus(
      a.pb.send("/api/orders/combine", { method: "POST", body: { ids: [o1.id, o2.id] } }),
      400,
    );
    expect(String(res.message)).toMatch(/at most 99/);
    expect((await server.admin.collection("orders").getOne(o1.id)).items[0].count).toBe(60);
    expect((await server.admin.collection("orders").getOne(o2.id)).items[0].count).toBe(60);
  });

  it("combine refuses a result over 50 lines", async () => {
    const cat = soup.category;
    const many: RecordModel[] = [];
    for (let i = 0; i < 26; i++)
      many.push(
        await a.pb
          .collection("dishes")
          .create({ title: `D${i}`, price: 1, category: cat, user: a.user.id, order: 10 + i }),
      );
    const o1 = await order(many.map((d) => ({ dishId: d.id, count: 1 })));
    const o2 = await order(
      [...many.slice(0, 1), ...[]]
        .map((d) => ({ dishId: d.id, count: 1 }))
        .concat(
          (
            await Promise.all(
              Array.from({ length: 25 }, (_, i) =>
                a.pb
                  .collection("dishes")
                  .create({ title: `E${i}`, price: 1, category: cat, user: a.user.id, order: 40 + i }),
              ),
            )
          ).map((d) => ({ dishId: d.id, count: 1 })),
        ),
    );
    const res = await expectStatus(
      a.pb.send("/api/orders/combine", { method: "POST", body: { ids: [o1.id, o2.id] } }),
      400,
    );
    expect(String(res.message)).toMatch(/50 lines/);
    expect((await server.admin.collection("orders").getOne(o1.id)).id).toBe(o1.id);
  });
});

describe("7. serving windows in the venue's time zone", () => {
  const hhmm = (min: number) => {
    const m = ((min % 1440) + 1440) % 1440;
    return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  };

  it("the server decides in the venue's zone; the phone's offset is ignored", async () => {
    const a = await createOwner(server);
    await a.pb.collection("users").update(a.user.id, { timeZone: "Asia/Tokyo" }); // UTC+9, no DST
    const cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
    const now = new Date();
    const utc = now.getUTCHours() * 60 + now.getUTCMinutes();
    const tokyo = utc + 9 * 60;
    const local = await a.pb.collection("dishes").create({
      title: "Tokyo now",
      price: 1,
      category: cat.id,
      user: a.user.id,
      timeServed: { from: hhmm(tokyo - 20), to: hhmm(tokyo + 20) },
    });
    const utcNow = await a.pb.collection("dishes").create({
      title: "UTC now",
      price: 1,
      category: cat.id,
      user: a.user.id,
      timeServed: { from: hhmm(utc - 20), to: hhmm(utc + 20) },
    });
    await a.pb.collection("tables").create({ tableNumber: 1, user: a.user.id, x: 0, y: 0 });
    const send = (d: RecordModel, tzOffset: number) =>
      server
        .client()
        .collection("orders")
        .create({ userSlug: a.user.publicLink, tableSlug: "1", tzOffset, items: [{ dishId: d.id, count: 1 }] });
    expect((await send(local, 0)).total).toBe(1); // a phone claiming UTC
    const res = await expectStatus(send(utcNow, 0), 400);
    expect(res.message).toBe("UTC now is not served at this time.");
    const menu = await (await fetch(`${server.url}/api/menu/${a.user.publicLink}`)).json();
    expect(menu.venue.timeZone).toBe("Asia/Tokyo");
  });

  it("an unknown time zone is refused with 400 and changes nothing", async () => {
    const a = await createOwner(server);
    const before = (await a.pb.collection("users").getOne(a.user.id)).timeZone;
    for (const tz of ["Mars/Olympus", "../../etc/passwd", ""]) {
      const res = await expectStatus(a.pb.collection("users").update(a.user.id, { timeZone: tz }), 400);
      expect(String(res.message)).toMatch(/time zone/);
    }
    expect((await a.pb.collection("users").getOne(a.user.id)).timeZone).toBe(before);
  });

  it("registration takes the browser's zone, UTC when unknown", async () => {
    const pb = server.client();
    const body = (email: string, timeZone: string) => ({
      email,
      password: "password-123",
      passwordConfirm: "password-123",
      timeZone,
    });
    const r1 = await pb.collection("users").create(body(`tz1-${Date.now()}@test.local`, "America/New_York"));
    const r2 = await pb.collection("users").create(body(`tz2-${Date.now()}@test.local`, "Nowhere/Land"));
    expect((await server.admin.collection("users").getOne(r1.id)).timeZone).toBe("America/New_York");
    expect((await server.admin.collection("users").getOne(r2.id)).timeZone).toBe("UTC");
  });
});
