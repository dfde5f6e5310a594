// Rate limits that hold for everyone (docs/security-and-isolation.md#rate-limits), with the limiter
// on as shipped: a token (any owner's) no longer lifts a limit, a signed-in owner cannot create
// accounts, the routes that had no rule have one, and an upgrade keeps what an operator tuned.
// Limits are read from the server, never repeated here.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  rateLimit,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { startOldServer } from "../helpers/old-server";

let server: TestServer;
let a: Owner;
let b: Owner;
let dishId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: true });
  a = await createOwner(server);
  b = await createOwner(server);
  dishId = (await createSoupMenu(a)).dish.id;
});

afterAll(async () => {
  await server?.stop();
});

type Rule = { label: string; audience: string; duration: number; maxRequests: number };
async function rules(s: { admin: TestServer["admin"] } = server): Promise<Rule[]> {
  return (await s.admin.settings.getAll()).rateLimits.rules as Rule[];
}

/** Sends `send(i)` `max` times (each may fail with anything but 429), then expects the next to be 429. */
async function exhaust(max: number, send: (i: number) => Promise<number>) {
  for (let i = 0; i < max; i++) expect(await send(i)).not.toBe(429);
  expect(await send(max)).toBe(429);
}

const status = (p: Promise<Response>) => p.then((r) => r.status);

describe("limits with or without a token", () => {
  it("every rule applies to guests and signed-in users alike", async () => {
    const all = await rules();
    for (const label of ["users:create", "orders:create", "*:auth", "POST /api/pin/verify", "POST /supportemail"]) {
      expect(
        all.find((r) => r.label === label),
        label,
      ).toMatchObject({ audience: "" });
    }
  });

  it("orders:create stops an owner's token flooding another venue (429 past the limit, nothing more stored)", async () => {
    const max = await rateLimit(server, "orders:create");
    const send = (i: number) =>
      b.pb
        .collection("orders")
        .create({
          userSlug: a.user.publicLink,
          tableSlug: "1",
          items: [{ dishId, count: 1 }],
          clientRequestId: `token-flood-${i}`,
        })
        .then(() => 200)
        .catch((e: { status: number }) => e.status);
    await exhaust(max, send);
    expect((await server.admin.collection("orders").getList(1, 1)).totalItems).toBe(max);
  });

  it("a signed-in owner cannot create accounts", async () => {
    const before = (await server.admin.collection("users").getList(1, 1)).totalItems;
    const res = await expectStatus(
      b.pb
        .collection("users")
        .create({ email: "sock@test.local", password: "sock-password-1", passwordConfirm: "sock-password-1" }),
      400,
    );
    expect(res.message).toBeTruthy();
    expect((await server.admin.collection("users").getList(1, 1)).totalItems).toBe(before);
  });
});

describe("routes with their own limit", () => {
  it("lists a rule for each route that had none, for everyone", async () => {
    const all = await rules();
    for (const label of [
      "POST /api/menu/import",
      "*:requestPasswordReset",
      "*:requestVerification",
      "GET /api/realtime",
    ]) {
      const rule = all.find((r) => r.label === label);
      expect(rule, label).toMatchObject({ audience: "" });
      expect(rule!.maxRequests).toBeGreaterThanOrEqual(5);
    }
  });

  it("realtime subscribe: the same rule for guests, signed-in subscribes counted per account (issue 35 point 4)", async () => {
    const all = await rules();
    const guests = all.find((r) => r.label === "POST /api/realtime" && r.audience === "@guest");
    expect(guests!.maxRequests).toBeGreaterThanOrEqual(5);
    // PocketBase counts by address: the staff's rule never binds; the subscribe hook counts per account.
    expect(all.find((r) => r.label === "POST /api/realtime" && r.audience === "@auth")).toMatchObject({
      duration: 1,
      maxRequests: 1000000,
    });
  });

  it("combine: the same rule for guests, signed-in requests counted per account (issue 35 point 4)", async () => {
    const all = await rules();
    const guests = all.find((r) => r.label === "POST /api/orders/combine" && r.audience === "@guest");
    expect(guests!.maxRequests).toBeGreaterThanOrEqual(5);
    // PocketBase counts by address: the staff's rule never binds; their handler counts per account.
    expect(all.find((r) => r.label === "POST /api/orders/combine" && r.audience === "@auth")).toMatchObject({
      duration: 1,
      maxRequests: 1000000,
    });
  });

  it("menu import: 429 past its limit", async () => {
    const max = await rateLimit(server, "POST /api/menu/import");
    await exhaust(max, () =>
      status(
        fetch(`${server.url}/api/menu/import`, {
          method: "POST",
          headers: { Authorization: a.pb.authStore.token, "Content-Type": "application/json" },
          body: '{"categories":[],"dishes":[]}',
        }),
      ),
    );
  });

  it("combine: 429 past its limit", async () => {
    const max = await rateLimit(server, "POST /api/orders/combine");
    await exhaust(max, () =>
      status(
        fetch(`${server.url}/api/orders/combine`, {
          method: "POST",
          headers: { Authorization: a.pb.authStore.token, "Content-Type": "application/json" },
          body: "{}",
        }),
      ),
    );
  });

  it.each(["requestPasswordReset", "requestVerification"])(
    "%s: 429 past its limit, with or without a token",
    async (action) => {
      const max = await rateLimit(server, `*:${action}`);
      const path = action === "requestPasswordReset" ? "request-password-reset" : "request-verification";
      await exhaust(max, (i) =>
        status(
          fetch(`${server.url}/api/collections/users/${path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", ...(i % 2 ? { Authorization: b.pb.authStore.token } : {}) },
            body: JSON.stringify({ email: a.email }),
          }),
        ),
      );
    },
  );

  it("realtime connect (GET) and subscribe (POST): 429 past their limits", async () => {
    const connect = async () => {
      const ctl = new AbortController();
      const res = await fetch(`${server.url}/api/realtime`, { signal: ctl.signal });
      ctl.abort();
      return res.status;
    };
    await exhaust(await rateLimit(server, "GET /api/realtime"), connect);
    await exhaust(await rateLimit(server, "POST /api/realtime"), () =>
      status(
        fetch(`${server.url}/api/realtime`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: '{"clientId":"none","subscriptions":[]}',
        }),
      ),
    );
  });
});

describe("upgrade", () => {
  it("keeps an operator's tuned rules and settings, fixes ours, adds the missing ones", async () => {
    const old = await startOldServer(["1764300200_limits_for_everyone.js"]);
    let upgraded: TestServer | null = null;
    try {
      const settings = await old.admin.settings.getAll();
      const tuned = (settings.rateLimits.rules as Rule[]).map((r) => {
        if (r.label === "users:create") return { ...r, maxRequests: 7 }; // tuned: stays guest-only at 7
        if (r.label === "POST /supportemail") return { ...r, maxRequests: 5 };
        return r;
      });
      tuned.push({ label: "GET /api/realtime", audience: "", duration: 60, maxRequests: 999 }); // operator's own
      await old.admin.settings.update({ rateLimits: { enabled: true, rules: tuned } });
      await old.stop();

      upgraded = await startTestServer({ dir: old.dir, rateLimits: true });
      const all = await rules(upgraded);
      const find = (label: string, audience?: string) =>
        all.filter((r) => r.label === label && (audience === undefined || r.audience === audience));
      expect(find("users:create", "@guest")).toEqual([
        { label: "users:create", audience: "@guest", duration: 3600, maxRequests: 7 },
      ]);
      expect(find("users:create", "@auth")).toEqual([
        { label: "users:create", audience: "@auth", duration: 3600, maxRequests: 7 },
      ]);
      expect(find("orders:create")).toEqual([{ label: "orders:create", audience: "", duration: 60, maxRequests: 60 }]);
      expect(find("POST /supportemail")[0].maxRequests).toBe(5);
      expect(find("GET /api/realtime")).toEqual([
        { label: "GET /api/realtime", audience: "", duration: 60, maxRequests: 999 },
      ]);
      expect(find("POST /api/menu/import")).toHaveLength(1);
      const users = await upgraded.admin.collections.getOne("users");
      expect(users.createRule).toBe("@request.auth.id = ''");
    } finally {
      if (upgraded) await upgraded.stop();
      else {
        await old.stop();
        fs.rmSync(old.dir, { recursive: true, force: true });
      }
    }
  });
});
