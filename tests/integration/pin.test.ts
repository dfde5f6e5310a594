// PIN gate on the server (docs/security-and-isolation.md#pin): verify endpoint, per-account
// lockout, per-IP rate limit, and guarded writes refused without a valid unlock token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOwner,
  expectStatus,
  rateLimit,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function verify(o: Owner, pin: string) {
  return o.pb.send<{ token: string; expiresAt: number }>("/api/pin/verify", { method: "POST", body: { pin } });
}
async function setPin(o: Owner, pin: string, token = "") {
  return o.pb.send("/api/pin/change", {
    method: "POST",
    body: { pin },
    headers: token ? { "X-Pin-Token": token } : {},
  });
}
const withToken = (token: string) => ({ headers: { "X-Pin-Token": token } });

describe("POST /api/pin/verify", () => {
  it("reports whether a PIN is set without revealing it", async () => {
    const o = await createOwner(server);
    expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: false });
    await setPin(o, "4321");
    const status = await o.pb.send("/api/pin/status", {});
    expect(status).toEqual({ isSet: true });
    expect(JSON.stringify(await o.pb.collection("users").getOne(o.user.id))).not.toContain("4321");
  });

  it("refuses a PIN that is not 4 digits", async () => {
    const o = await createOwner(server);
    for (const bad of ["123", "12345", "12a4", ""]) {
      const body = await expectStatus(setPin(o, bad), 400);
      expect(body.message).toBe("PIN must be a 4-digit number.");
    }
    expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: false });
  });

  it("needs a signed-in owner", async () => {
    await expectStatus(server.client().send("/api/pin/verify", { method: "POST", body: { pin: "1234" } }), 401);
  });

  it("returns a short-lived token for the right PIN and 'Incorrect PIN' for a wrong one", async () => {
    const o = await createOwner(server);
    await setPin(o, "1234");
    const wrong = await expectStatus(verify(o, "0000"), 400);
    expect(wrong.message).toMatch(/^Incorrect PIN/);
    const before = Date.now();
    const ok = await verify(o, "1234");
    expect(ok.token).toMatch(/^\d+\.[0-9a-f]+$/);
    expect(ok.expiresAt).toBeGreaterThan(before);
    expect(ok.expiresAt).toBeLessThanOrEqual(before + 16 * 60 * 1000);
  });

  it("locks the account after 5 wrong PINs, even for the right PIN", async () => {
    const o = await createOwner(server);
    await setPin(o, "2468");
    for (let i = 0; i < 4; i++) await expectStatus(verify(o, String(1000 + i)), 400);
    await expectStatus(verify(o, "1111"), 400); // fifth wrong try locks
    const locked = await expectStatus(verify(o, "2468"), 429);
    expect(String(locked.message)).toMatch(/Too many wrong PINs/);
    // Another owner is not affected by the lockout.
    const other = await createOwner(server);
    await setPin(other, "2468");
    expect((await verify(other, "2468")).token).toBeTruthy();
  });

  it("a right PIN resets the wrong-try counter", async () => {
    const o = await createOwner(server);
    await setPin(o, "1357");
    for (let i = 0; i < 4; i++) await expectStatus(verify(o, "0000"), 400);
    await verify(o, "1357");
    for (let i = 0; i < 4; i++) await expectStatus(verify(o, "0000"), 400);
    expect((await verify(o, "1357")).token).toBeTruthy();
  });
});

describe("PIN-guarded writes", () => {
  let o: Owner;
  let token = "";
  let categoryId = "";
  let tableId = "";

  beforeAll(async () => {
    o = await createOwner(server);
    // Set up data before the PIN exists: no token needed then.
    categoryId = (await o.pb.collection("categories").create({ title: "Mains", order: 0, user: o.user.id })).id;
    tableId = (await o.pb.collection("tables").create({ tableNumber: 1, user: o.user.id, x: 0, y: 0 })).id;
    await setPin(o, "9876"); // first PIN: no token needed
    token = (await verify(o, "9876")).token;
  });

  it("refuses table, category, dish and menu-info writes without a token (403)", async () => {
    const u = o.user.id;
    const body403 = await expectStatus(o.pb.collection("tables").create({ tableNumber: 2, user: u }), 403);
    expect(String(body403.message)).toMatch(/PIN/);
    await expectStatus(o.pb.collection("tables").update(tableId, { x: 5 }), 403);
    await expectStatus(o.pb.collection("tables").delete(tableId), 403);
    await expectStatus(o.pb.collection("categories").create({ title: "X", order: 1, user: u }), 403);
    await expectStatus(o.pb.collection("categories").update(categoryId, { title: "Y" }), 403);
    await expectStatus(o.pb.collection("dishes").create({ title: "D", price: 1, category: categoryId, user: u }), 403);
    await expectStatus(o.pb.collection("users").update(u, { menuTitle: "Nope" }), 403);
    await expectStatus(setPin(o, "1111"), 403);
    await expectStatus(
      o.pb
        .collection("users")
        .update(u, { oldPassword: o.password, password: "new-password-123", passwordConfirm: "new-password-123" }),
      403,
    );
    await expectStatus(o.pb.collection("categories").delete(categoryId), 403);
    await expectStatus(o.pb.collection("users").update(u, { menuTitle: "Nope" }, withToken("1.deadbeef")), 403);
    const me = await server.admin.collection("users").getOne(u);
    expect(me.menuTitle).not.toBe("Nope");
    expect((await server.admin.collection("tables").getOne(tableId)).x).toBe(0);
    expect(await server.admin.collection("categories").getFullList({ filter: `user = "${u}"` })).toHaveLength(1);
  });

  it("allows those writes with a valid token, and reads without one", async () => {
    const u = o.user.id;
    await o.pb.collection("tables").update(tableId, { x: 7, y: 8 }, withToken(token));
    expect((await o.pb.collection("tables").getOne(tableId)).x).toBe(7);
    const d = await o.pb
      .collection("dishes")
      .create({ title: "D", price: 1, category: categoryId, user: u }, withToken(token));
    await o.pb.collection("users").update(u, { menuTitle: "Fine" }, withToken(token));
    expect((await o.pb.collection("users").getOne(u)).menuTitle).toBe("Fine");
    expect(await o.pb.collection("dishes").getFullList({ filter: `user = "${u}"` })).toHaveLength(1);
    await o.pb.collection("dishes").delete(d.id, withToken(token));
  });

  it("does not guard storage or orders", async () => {
    await o.pb.collection("storage").create({ item: "Milk", quantity: 1, unit: "piece", user: o.user.id });
  });

  it("another owner's token does not unlock", async () => {
    const other = await createOwner(server);
    const otherToken = (await verify(other, "")).token; // no PIN set: a token is issued at once
    await expectStatus(
      o.pb.collection("categories").create({ title: "Z", order: 1, user: o.user.id }, withToken(otherToken)),
      403,
    );
  });

  it("changing the PIN (with a token) invalidates the old tokens", async () => {
    await expectStatus(setPin(o, "5555"), 403);
    await setPin(o, "5555", token);
    await expectStatus(
      o.pb.collection("categories").create({ title: "Z", order: 1, user: o.user.id }, withToken(token)),
      403,
    );
    await expectStatus(verify(o, "9876"), 400);
    const fresh = (await verify(o, "5555")).token;
    await o.pb.collection("categories").create({ title: "Z", order: 1, user: o.user.id }, withToken(fresh));
  });
});

describe("rate limit", () => {
  it("the per-IP limiter stops a flood of verify calls (429)", async () => {
    const limited = await startTestServer({ rateLimits: true });
    try {
      const o = await createOwner(limited);
      await setPin(o, "1234");
      const max = await rateLimit(limited, "POST /api/pin/verify");
      const statuses: number[] = [];
      for (let i = 0; i < max + 2; i++) {
        statuses.push(
          await verify(o, "1234").then(
            () => 200,
            (e: { status: number }) => e.status,
          ),
        );
      }
      expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(max)).toEqual([429, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe("pin through the SDK's record update (a plain users update of `pin`)", () => {
  it("sets the first PIN, then needs the unlock token to change it", async () => {
    const o = await createOwner(server);
    await o.pb.collection("users").update(o.user.id, { pin: "2580" });
    expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: true });
    await expectStatus(verify(o, "0000"), 400);
    const { token } = await verify(o, "2580");
    const body = await expectStatus(o.pb.collection("users").update(o.user.id, { pin: "12" }, withToken(token)), 400);
    expect(body.message).toBe("PIN must be a 4-digit number.");
    await expectStatus(o.pb.collection("users").update(o.user.id, { pin: "1111" }), 403);
    await o.pb.collection("users").update(o.user.id, { pin: "1111" }, withToken(token));
    expect((await verify(o, "1111")).token).toBeTruthy();
    // Kept hashed in the superuser-only pin_guard: users.pin is a write-only proxy, always empty.
    const stored = await server.admin.collection("users").getOne(o.user.id);
    expect(stored.pin).toBe("");
    const guard = await server.admin.collection("pin_guard").getFirstListItem(`user = "${o.user.id}"`);
    expect(guard.pinHash).not.toContain("1111");
  });

  it("another owner cannot set someone's PIN", async () => {
    const o = await createOwner(server);
    const other = await createOwner(server);
    await expectStatus(other.pb.collection("users").update(o.user.id, { pin: "4444" }), 404);
    expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: false });
  });
});

describe("the session an unlock is bound to is one sign-in", () => {
  it("gives two sign-ins of one account in the same second different tokens; an unlock stays with its own", async () => {
    const o = await createOwner(server);
    await setPin(o, "2468");
    const signIn = async () => {
      const pb = server.client();
      await pb.collection("users").authWithPassword(o.email, o.password);
      return pb;
    };
    const exp = (pb: { authStore: { token: string } }) =>
      JSON.parse(Buffer.from(pb.authStore.token.split(".")[1], "base64url").toString()).exp as number;
    // PocketBase's token expiry is in seconds: sign in twice until both land in the same second.
    let a = await signIn();
    let b = await signIn();
    for (let i = 0; i < 20 && exp(a) !== exp(b); i++) {
      a = await signIn();
      b = await signIn();
    }
    expect(exp(a)).toBe(exp(b));
    expect(a.authStore.token).not.toBe(b.authStore.token);
    // Both tokens are sessions PocketBase accepts.
    expect((await a.collection("users").getOne(o.user.id)).id).toBe(o.user.id);
    expect((await b.collection("users").getOne(o.user.id)).id).toBe(o.user.id);
    // Device A unlocks; its unlock token does not open device B's session.
    const unlock = (await a.send<{ token: string }>("/api/pin/verify", { method: "POST", body: { pin: "2468" } }))
      .token;
    await expectStatus(
      b.collection("categories").create({ title: "From B", order: 0, user: o.user.id }, withToken(unlock)),
      403,
    );
    await a.collection("categories").create({ title: "From A", order: 0, user: o.user.id }, withToken(unlock));
    // A refresh of A's session carries the unlock over to A's new token (and is a new token).
    const before = a.authStore.token;
    await a.collection("users").authRefresh(withToken(unlock));
    expect(a.authStore.token).not.toBe(before);
    await a.collection("categories").create({ title: "From A again", order: 1, user: o.user.id }, withToken(unlock));
  });
});

describe("POST /api/pin/reset (a forgotten PIN)", () => {
  const reset = (o: Owner, password: unknown) => o.pb.send("/api/pin/reset", { method: "POST", body: { password } });

  it("removes the PIN with the account password, and ends every unlock", async () => {
    const o = await createOwner(server);
    await setPin(o, "7531");
    const { token } = await verify(o, "7531");
    await reset(o, o.password);
    expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: false });
    // The old unlock is gone; with no PIN set, guarded writes need none.
    expect((await server.admin.collection("pin_unlocks").getFullList({ filter: `user = "${o.user.id}"` })).length).toBe(
      0,
    );
    await o.pb.collection("categories").create({ title: "After reset", order: 0, user: o.user.id }, withToken(token));
    await setPin(o, "2468");
    expect((await verify(o, "2468")).token).toBeTruthy();
  });

  it("refuses a wrong or missing password (400) and keeps the PIN; needs a signed-in owner", async () => {
    const o = await createOwner(server);
    await setPin(o, "7531");
    for (const bad of ["wrong-password", "", 12345678, "x".repeat(5000)]) {
      const body = await expectStatus(reset(o, bad), 400);
      expect(JSON.stringify(body)).toContain("Wrong password.");
    }
    await expectStatus(server.client().send("/api/pin/reset", { method: "POST", body: { password: o.password } }), 401);
    expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: true });
    expect((await verify(o, "7531")).token).toBeTruthy();
  });

  it("another owner's password resets only their own PIN", async () => {
    const o = await createOwner(server);
    const other = await createOwner(server);
    await setPin(o, "7531");
    await setPin(other, "1357");
    await reset(other, other.password);
    // (Both test owners share one password: what counts is whose session asks.)
    expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: true });
    expect((await verify(o, "7531")).token).toBeTruthy();
  });

  it("the per-IP limiter stops a flood of password guesses (429)", async () => {
    const limited = await startTestServer({ rateLimits: true });
    try {
      const o = await createOwner(limited);
      await setPin(o, "1234");
      const max = await rateLimit(limited, "POST /api/pin/reset");
      expect(max).toBe(10);
      const statuses: number[] = [];
      for (let i = 0; i < max + 2; i++) {
        statuses.push(
          await reset(o, "guess-" + i).then(
            () => 204,
            (e: { status: number }) => e.status,
          ),
        );
      }
      expect(statuses.slice(0, max).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(max)).toEqual([429, 429]);
      expect(await o.pb.send("/api/pin/status", {})).toEqual({ isSet: true });
    } finally {
      await limited.stop();
    }
  });
});
