// POST /supportemail (docs/security-and-isolation.md#support-messages): validates, stores, answers
// 200 even with mail off; rate-limited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectStatus, rateLimit, startTestServer, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const send = (s: TestServer, body: Record<string, unknown>) =>
  s.client().send("/supportemail", { method: "POST", body });

describe("POST /supportemail", () => {
  it("stores a valid message (SMTP off: not mailed, still 200)", async () => {
    expect(await send(server, { email: "guest@example.com", text: "Hello, the QR does not scan." })).toEqual({
      ok: true,
    });
    const rows = await server.admin.collection("support_messages").getFullList();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "guest@example.com", text: "Hello, the QR does not scan.", mailed: false });
  });

  it.each([
    [{ email: "", text: "Hi" }, "email"],
    [{ email: "not-an-email", text: "Hi" }, "email"],
    [{ email: "a@b.co", text: "   " }, "text"],
    [{ email: "a@b.co", text: "x".repeat(5001) }, "text"],
    [{}, "email"],
  ])("refuses %j with 400 on %s, storing nothing", async (body, field) => {
    const before = (await server.admin.collection("support_messages").getFullList()).length;
    const res = await expectStatus(send(server, body), 400);
    expect(Object.keys((res.data ?? {}) as object)).toContain(field);
    expect(await server.admin.collection("support_messages").getFullList()).toHaveLength(before);
  });

  it("a failing mail server does not fail the request: the message is kept", async () => {
    await server.admin.settings.update({
      meta: { senderAddress: "support@draft.test", senderName: "Draft" },
      smtp: { enabled: true, host: "127.0.0.1", port: 1, tls: false },
    });
    try {
      expect(await send(server, { email: "x@example.com", text: "Mail is broken" })).toEqual({ ok: true });
      const row = await server.admin.collection("support_messages").getFirstListItem(`text = "Mail is broken"`);
      expect(row.mailed).toBe(false);
    } finally {
      await server.admin.settings.update({ smtp: { enabled: false } });
    }
  });

  it("guests cannot read the stored messages", async () => {
    await expectStatus(server.client().collection("support_messages").getFullList(), 403);
  });

  it("is rate-limited per IP", async () => {
    const limited = await startTestServer({ rateLimits: true });
    try {
      const max = await rateLimit(limited, "POST /supportemail");
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++)
        statuses.push(
          await send(limited, { email: "a@b.co", text: `m${i}` }).then(
            () => 200,
            (e: { status: number }) => e.status,
          ),
        );
      expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
      expect(statuses[max]).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
