// A manager's approval on the floor (docs/security-and-isolation.md#a-managers-approval), against a
// real PocketBase: once a manager sets an approval code, a waiter's or a shared device's delete of a
// started order and close of a table with money unpaid are refused without an approval; the
// manager's code on that screen gives a one-time approval for that one action, signed by both.
// Wrong codes, another venue's manager, a used or misdirected approval, and the lockout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDevice,
  createMember,
  createOwner,
  createSoupMenu,
  expectStatus,
  rateLimit,
  startTestServer,
  tableKey,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

const NEEDED = "This needs a manager's approval: ask a manager to enter their approval code.";

let server: TestServer;
let a: Owner;
let b: Owner;
let soup: { id: string; title: string; price: number };

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  soup = (await createSoupMenu(a)).dish;
});

afterAll(async () => {
  await server?.stop();
});

async function startedOrder(by: Owner | { pb: Owner["pb"] }) {
  const o = await server
    .client()
    .collection("orders")
    .create({
      user: a.user.id,
      userSlug: a.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: soup.id, title: soup.title, price: soup.price, count: 1, modifiers: {} }],
      total: soup.price,
    });
  await by.pb.collection("orders").update(o.id, { started: true });
  return o.id;
}

type Client = Owner["pb"];
const approve = (pb: Client, body: Record<string, unknown>) =>
  pb.send<{ token: string }>("/api/team/approve", { method: "POST", body });
const del = (pb: Client, id: string, token?: string) =>
  pb.collection("orders").delete(id, token ? { headers: { "X-Approval": token } } : {});

describe("a manager's approval", () => {
  it("restricted actions of waiters and devices need a manager's code once the venue uses approvals; signed by both", async () => {
    const mia = await createMember(server, a, "manager", "Mia");
    const wes = await createMember(server, a, "waiter", "Wes");
    const tablet = await createDevice(server, a, "waiter", "Bar tablet");
    const bo = await createMember(server, b, "manager", "Bo");

    // Nobody set a code: the waiter deletes a started order as before.
    await del(wes.pb, await startedOrder(wes));

    // Mia sets her code (never returned); a waiter cannot have one; bad codes are refused.
    await expectStatus(mia.pb.send("/api/team/approval-code", { method: "POST", body: { code: "12" } }), 400);
    expect(await mia.pb.send("/api/team/approval-code", { method: "POST", body: { code: "4321" } })).toEqual({
      isSet: true,
    });
    expect(await mia.pb.send("/api/team/approval-code", {})).toEqual({ isSet: true });
    await expectStatus(wes.pb.send("/api/team/approval-code", { method: "POST", body: { code: "1111" } }), 403);
    await bo.pb.send("/api/team/approval-code", { method: "POST", body: { code: "5555" } });
    expect((await wes.pb.send<{ items: unknown[] }>("/api/team/approvers", {})).items).toEqual([
      { id: mia.record.id, name: "Mia" },
    ]);

    // Now the waiter's and the device's deletes of a started order are refused, and nothing changes.
    const x = await startedOrder(wes);
    expect((await expectStatus(del(wes.pb, x), 403)).message).toBe(NEEDED);
    expect((await expectStatus(del(tablet.pb, x), 403)).message).toBe(NEEDED);
    await server.admin.collection("orders").getOne(x);
    // An order nobody started is not restricted; the owner and managers need no approval.
    const fresh = await server
      .client()
      .collection("orders")
      .create({
        user: a.user.id,
        userSlug: a.user.publicLink,
        tableSlug: "1",
        items: [{ dishId: soup.id, title: soup.title, price: soup.price, count: 1, modifiers: {} }],
        total: soup.price,
      });
    await del(wes.pb, fresh.id);
    await del(mia.pb, await startedOrder(mia));
    await del(a.pb, await startedOrder(a));

    // A wrong code, and another venue's manager's right code: refused.
    const ask = { action: "deleteOrder", target: x };
    await expectStatus(approve(wes.pb, { ...ask, approver: mia.record.id, code: "1234" }), 403);
    await expectStatus(approve(wes.pb, { ...ask, approver: bo.record.id, code: "5555" }), 403);
    await expectStatus(approve(wes.pb, { ...ask, approver: mia.record.id }), 400);
    // Mia's code on Wes's screen: one approval for this one order, by this account.
    const { token } = await approve(wes.pb, { ...ask, approver: mia.record.id, code: "4321" });
    const y = await startedOrder(wes);
    expect((await expectStatus(del(wes.pb, y, token), 403)).message).toContain("not valid");
    expect((await expectStatus(del(tablet.pb, x, token), 403)).message).toContain("not valid");
    await del(wes.pb, x, token);
    await expectStatus(server.admin.collection("orders").getOne(x), 404);
    // Used once: gone.
    const left = await server.admin.collection("approvals").getFullList({ filter: `key ~ "t:%"` });
    expect(left).toHaveLength(0);
    const signed = await server.admin
      .collection("activity")
      .getFirstListItem(`user = "${a.user.id}" && action = "delete" && target = "${x}"`);
    expect(signed.actor).toBe("Wes, approved by Mia");

    // Closing a table with money unpaid: the same.
    await a.pb.collection("users").update(a.user.id, { tableService: "tab" });
    const guest = `guest-anna-${"x".repeat(24)}`;
    const ord = await server
      .client()
      .collection("orders")
      .create(
        {
          userSlug: a.user.publicLink,
          tableSlug: "1",
          items: [{ dishId: soup.id, count: 1 }],
          clientRequestId: `approval-${Date.now()}`,
          tableKey: await tableKey(server, a, "1"),
        },
        { headers: { "X-Guest-Token": guest } },
      );
    const visit = String(ord.visit);
    const close = (token?: string) =>
      wes.pb.send(`/api/venue/visits/${visit}/close`, {
        method: "POST",
        body: { confirm: true },
        headers: token ? { "X-Approval": token } : {},
      });
    expect((await expectStatus(close(), 403)).message).toBe(NEEDED);
    expect((await server.admin.collection("visits").getOne(visit)).status).toBe("open");
    const closing = await approve(wes.pb, {
      action: "closeUnpaid",
      target: visit,
      approver: mia.record.id,
      code: "4321",
    });
    await close(closing.token);
    expect((await server.admin.collection("visits").getOne(visit)).status).toBe("closed");
    const closed = await server.admin
      .collection("activity")
      .getFirstListItem(`user = "${a.user.id}" && action = "close" && target = "${visit}"`);
    expect(closed.actor).toBe("Wes, approved by Mia");
  });

  it("wrong codes lock the approver's code out, as the PIN", async () => {
    const o = await createOwner(server);
    const mgr = await createMember(server, o, "manager", "Max");
    const w = await createMember(server, o, "waiter", "Wanda");
    await mgr.pb.send("/api/team/approval-code", { method: "POST", body: { code: "24680" } });
    const ask = { action: "deleteOrder", target: "abc123", approver: mgr.record.id };
    for (let i = 0; i < 5; i++) await expectStatus(approve(w.pb, { ...ask, code: "11111" }), 403);
    const locked = await expectStatus(approve(w.pb, { ...ask, code: "24680" }), 429);
    expect(locked.message).toContain("Too many wrong codes");
  });

  it("the approve route is held per account (per client address without a session): past the limit even the right code is refused (429)", async () => {
    const o = await createOwner(server);
    const mgr = await createMember(server, o, "manager", "Nia");
    const w = await createMember(server, o, "waiter", "Will");
    await mgr.pb.send("/api/team/approval-code", { method: "POST", body: { code: "97531" } });
    const limit = await rateLimit(server, "POST /api/team/approve");
    expect(limit).toBe(20);
    // Bad input (400, no approver touched) still counts against the waiter's account (its own
    // count, as many as the guests' per-address rule: lib/team/staff-limit.js). The test server runs
    // without rate limits unless asked (tests/helpers/pocketbase.ts).
    await server.admin.settings.update({ rateLimits: { enabled: true } });
    let refused = 0;
    for (let i = 0; i <= limit && refused === 0; i++) {
      const status = await approve(w.pb, {}).then(
        () => 200,
        (e: { status: number }) => e.status,
      );
      if (status === 429) refused = i + 1;
      else expect(status).toBe(400);
    }
    expect(refused).toBeGreaterThan(0);
    const right = { action: "deleteOrder", target: "abc123", approver: mgr.record.id, code: "97531" };
    const res = await expectStatus(approve(w.pb, right), 429);
    await server.admin.settings.update({ rateLimits: { enabled: false } });
    expect(String(res.message)).not.toContain("wrong codes");
    expect(refused).toBeLessThanOrEqual(limit + 1);
  });
});
