// The service is not a mail cannon (docs/security-and-isolation.md#sign-up-and-mail-caps): a
// sign-up mails the address it names, so sign-ups are capped per client address (the
// "users:create" rate-limit rule, 5 an hour) and per named address (3 a day, lib/shared/mail.js), both a
// 429 before anything is saved or mailed; the per-address cap answers a taken address and a new
// one alike, so it tells nobody which addresses have an account. Each client here is its own
// loopback address (127.0.0.x), as separate clients are to the server.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimit, startTestServer, type TestServer } from "../helpers/pocketbase";
import { smtpSink, type SmtpSink } from "../helpers/smtp-sink";

let server: TestServer;
let sink: SmtpSink;
const PASSWORD = "prober-password-123";
let stamp = 0;

const mailsTo = (addr: string) => sink.mails.filter((m) => m.to.includes(addr));

/** A sign-up sent from the loopback address `from`: its status and body. */
function signUp(
  from: string,
  email: string,
  passwordConfirm = PASSWORD,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(server.url);
  const payload = JSON.stringify({ email, password: PASSWORD, passwordConfirm });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: "/api/collections/users/records",
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || "{}") }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const users = async () => (await server.admin.collection("users").getList(1, 1)).totalItems;

beforeAll(async () => {
  sink = await smtpSink();
  server = await startTestServer({ env: { PUBLIC_ORIGIN: "https://menu.example.test" }, rateLimits: true });
  await server.admin.settings.update({
    meta: { senderAddress: "noreply@menu.example.test", senderName: "Draft" },
    smtp: { enabled: true, host: "127.0.0.1", port: sink.port, tls: false },
  });
  stamp = Date.now();
});
afterAll(async () => {
  await server?.stop();
  sink?.close();
});

describe("sign-ups per client address", () => {
  it("the migrations cap them at 5 an hour", async () => {
    expect(await rateLimit(server, "users:create")).toBe(5);
  });

  it("one address signs up 5 strangers, then gets a 429: nothing saved, nobody more mailed; another address still signs up", async () => {
    const strangers = Array.from({ length: 8 }, (_, i) => `stranger${i}-${stamp}@test.local`);
    const statuses: number[] = [];
    for (const email of strangers) statuses.push((await signUp("127.0.0.31", email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    await expect.poll(() => strangers.slice(0, 5).filter((s) => mailsTo(s).length === 1).length).toBe(5);
    // The three past the cap: no account, no mail (a later mail would have come with the five).
    expect(strangers.slice(5).map((s) => mailsTo(s).length)).toEqual([0, 0, 0]);
    const found = await server.admin.collection("users").getFullList({ filter: `email ~ "-${stamp}@test.local"` });
    expect(found.map((u) => u.email as string).sort()).toEqual(strangers.slice(0, 5).sort());

    expect((await signUp("127.0.0.32", `neighbour-${stamp}@elsewhere.test`)).status).toBe(200);
  });
});

describe("sign-ups per named address", () => {
  it("3 a day, then a 429 that is the same for an address with an account and a new one", async () => {
    // The account made by the operator (a superuser's sign-up is not counted), confirmed.
    const taken = `taken-${stamp}@test.local`;
    await server.admin
      .collection("users")
      .create({ email: taken, password: PASSWORD, passwordConfirm: PASSWORD, verified: true });
    const fresh = `fresh-${stamp}@test.local`;
    const before = await users();

    // Each sign-up from a client of its own: the per-client cap is not what stops them.
    const answers: Record<string, { status: number; body: Record<string, unknown> }[]> = { taken: [], fresh: [] };
    for (let i = 0; i < 5; i++) {
      answers.taken.push(await signUp(`127.0.0.${40 + i}`, taken));
      answers.fresh.push(await signUp(`127.0.0.${50 + i}`, fresh));
    }
    const statuses = (k: string) => answers[k].map((a) => a.status);
    expect(statuses("taken")).toEqual([200, 200, 200, 429, 429]);
    expect(statuses("fresh")).toEqual(statuses("taken"));
    expect(answers.taken[3].body).toEqual(answers.fresh[3].body);
    expect(answers.taken[3].body.message).toMatch(/Too many sign-ups with this address today/);
    // Three accounts each (the taken address's are stand-ins), none for a refused sign-up.
    expect(await users()).toBe(before + 6);

    // The owner heard three times that someone tried, the new address got three confirmation
    // links; no more for either.
    await expect.poll(() => [mailsTo(taken).length, mailsTo(fresh).length]).toEqual([3, 3]);
  });

  it("a sign-up that saves nothing does not count", async () => {
    const email = `typo-${stamp}@test.local`;
    for (let i = 0; i < 4; i++) {
      expect((await signUp(`127.0.0.${60 + i}`, email, "not-the-same-1")).status).toBe(400);
    }
    expect((await signUp("127.0.0.70", email)).status).toBe(200);
  });
});
