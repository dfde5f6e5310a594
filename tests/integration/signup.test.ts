// Sign-up that tells nobody who has an account (docs/security-and-isolation.md#sign-up,
// pb_hooks/lib/team/accounts.js). With mail on, a new account must confirm its address before it can
// sign in or its link opens anything, and a sign-up with a taken address creates a stand-in
// account: everything an outsider can do next goes the same for both. Without mail, accounts work
// at once (the README says why).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, createSoupMenu, startTestServer, type TestServer } from "../helpers/pocketbase";
import { smtpSink, type SmtpSink } from "../helpers/smtp-sink";

let server: TestServer;
let sink: SmtpSink;
const PASSWORD = "prober-password-123";

const mailsTo = (addr: string) => sink.mails.filter((m) => m.to.includes(addr));
const plain = (data: string) => data.replace(/=\r\n/g, "").replace(/=3D/g, "=");

async function signUp(email: string, publicLink?: string) {
  return server
    .client()
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, ...(publicLink ? { publicLink } : {}) });
}

/** What a sign-in attempt answers: status and body. */
async function signIn(email: string, password: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body: res.status === 200 ? "signed in" : body };
}

/** What the public can reach of a link: the menu API, the guest page, an order. */
async function reach(link: string): Promise<[number, number, number]> {
  const menu = await fetch(`${server.url}/api/menu/${link}`);
  const page = await fetch(`${server.url}/${link}/1`);
  const order = await fetch(`${server.url}/api/collections/orders/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ userSlug: link, tableSlug: "1", items: [{ dishId: "cash", count: 1 }] }),
  });
  return [menu.status, page.status, order.status];
}

beforeAll(async () => {
  sink = await smtpSink();
  server = await startTestServer({ env: { PUBLIC_ORIGIN: "https://menu.example.test" } });
  await server.admin.settings.update({
    meta: { senderAddress: "noreply@menu.example.test", senderName: "Draft" },
    smtp: { enabled: true, host: "127.0.0.1", port: sink.port, tls: false },
  });
});
afterAll(async () => {
  await server?.stop();
  sink?.close();
});

describe("with mail on", () => {
  it("the server says new accounts confirm their address", async () => {
    expect(await (await fetch(`${server.url}/api/signup`)).json()).toEqual({ confirmsAddresses: true });
  });

  it("a taken address and a new one cannot be told apart by what an outsider can do next", async () => {
    const owner = await createOwner(server, {}, { verify: true });
    await createSoupMenu(owner);
    const stamp = Date.now();
    const fresh = `fresh${stamp}@test.local`;

    const dup = await signUp(owner.email, `probe${stamp}`);
    const neu = await signUp(fresh, `other${stamp}`);
    expect(Object.keys(dup).sort()).toEqual(Object.keys(neu).sort());
    expect([dup.verified, neu.verified, dup.email, neu.email]).toEqual([false, false, undefined, undefined]);
    expect([dup.publicLink, neu.publicLink]).toEqual([`probe${stamp}`, `other${stamp}`]);

    // Signing in with the prober's password: refused alike, and like any wrong password.
    const wrong = await signIn(owner.email, "not-the-password-1");
    expect(await signIn(owner.email, PASSWORD)).toEqual(wrong);
    expect(await signIn(fresh, PASSWORD)).toEqual(wrong);
    // The returned links open nothing, alike.
    expect(await reach(dup.publicLink as string)).toEqual(await reach(neu.publicLink as string));
    expect((await reach(neu.publicLink as string))[0]).toBe(404);
    // Both links are held: asking for them again gives the next one, alike.
    expect((await signUp(`again-a${stamp}@test.local`, `probe${stamp}`)).publicLink).toBe(`probe${stamp}-2`);
    expect((await signUp(`again-b${stamp}@test.local`, `other${stamp}`)).publicLink).toBe(`other${stamp}-2`);

    // The owner's account is untouched: their password works, their menu opens.
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    expect((await reach(owner.user.publicLink as string))[0]).toBe(200);
    // The owner is told; the new address gets its confirmation link.
    await expect.poll(() => mailsTo(owner.email).length).toBe(2); // their own verification, then the notice
    expect(plain(mailsTo(owner.email)[1].data)).toMatch(/Someone tried to sign up with your address/);
    await expect.poll(() => mailsTo(fresh).length).toBe(1);
  });

  it("opening the link in the mail makes the new account work", async () => {
    const email = `confirm${Date.now()}@test.local`;
    const rec = await signUp(email);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const token = /confirm-verification\/([A-Za-z0-9._-]+)/.exec(plain(mailsTo(email)[0].data))?.[1];
    expect(token).toBeTruthy();
    await server.client().collection("users").confirmVerification(token!);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect((await reach(rec.publicLink as string))[0]).toBe(200);
  });

  it("an account made while mail was off keeps working when mail is turned on", async () => {
    await server.admin.settings.update({ smtp: { enabled: false } });
    try {
      expect(await (await fetch(`${server.url}/api/signup`)).json()).toEqual({ confirmsAddresses: false });
      const early = await createOwner(server);
      await server.admin.settings.update({ smtp: { enabled: true } });
      expect((await signIn(early.email, early.password)).status).toBe(200);
      expect((await reach(early.user.publicLink as string))[0]).toBe(200);
    } finally {
      await server.admin.settings.update({ smtp: { enabled: true } });
    }
  });

  it("unconfirmed accounts (stand-ins too) go after 7 days, freeing their links", async () => {
    const stamp = Date.now();
    const owner = await createOwner(server, {}, { verify: true });
    const standIn = await signUp(owner.email, `stale${stamp}`);
    const pending = await signUp(`stale${stamp}@test.local`, `stale${stamp}-p`);
    const old = new Date(Date.now() - 8 * 86400_000).toISOString().replace("T", " ");
    for (const id of [standIn.id, pending.id]) {
      // `created` is an autodate the API does not set: straight into the database.
      execFileSync("sqlite3", [path.join(server.dir, "data.db")], {
        input: `.timeout 10000\nUPDATE users SET created = '${old}' WHERE id = '${id}';\n`,
      });
    }
    // PocketBase's cron run API answers before the job has finished, and the job deletes one
    // account at a time: wait until both are gone (checking only the first was flaky in CI).
    await server.admin.crons.run("pending-accounts-prune");
    const status = (id: string) =>
      server.admin
        .collection("users")
        .getOne(id)
        .then(
          () => 200,
          (e: { status?: number }) => e.status,
        );
    await expect
      .poll(async () => [await status(standIn.id), await status(pending.id)], { timeout: 30_000, interval: 200 })
      .toEqual([404, 404]);
    expect((await server.admin.collection("users").getOne(owner.user.id)).id).toBe(owner.user.id);
    expect((await signUp(`free${stamp}@test.local`, `stale${stamp}`)).publicLink).toBe(`stale${stamp}`);
  });
});

describe("with mail off", () => {
  it("a new account works at once", async () => {
    await server.admin.settings.update({ smtp: { enabled: false } });
    try {
      const o = await createOwner(server);
      expect((await reach(o.user.publicLink as string))[0]).toBe(200);
    } finally {
      await server.admin.settings.update({ smtp: { enabled: true } });
    }
  });
});
