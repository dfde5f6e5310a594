// The push worker's pure parts (server/push-worker.mjs) and the endpoint rules
// (pb_hooks/lib/push/push-subscription.js); the whole path runs against the real server in
// tests/integration/push.test.ts.
import crypto from "node:crypto";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script without type declarations
import { backoffMs, batchJobs, classifyStatus, sendOne, summarize, vapidCache } from "../../server/push-worker.mjs";

const require = createRequire(import.meta.url);
const webpush = require("web-push") as {
  generateVAPIDKeys: () => { publicKey: string; privateKey: string };
  getVapidHeaders: (...args: unknown[]) => { Authorization: string };
};
const { endpointProblem, keyProblem } = require("../../pb_hooks/lib/push/push-subscription.js") as {
  endpointProblem: (endpoint: string, extra?: string) => string;
  keyProblem: (field: string, value: string) => string;
};

describe("classifyStatus", () => {
  it.each([
    [201, "delivered"],
    [200, "delivered"],
    [404, "gone"],
    [410, "gone"],
    [500, "retry"],
    [503, "retry"],
    [429, "retry"],
    [408, "retry"],
    [301, "failed"],
    [302, "failed"],
    [307, "failed"],
    [400, "failed"],
    [403, "failed"],
    [413, "failed"],
  ])("%i is %s", (status, outcome) => {
    expect(classifyStatus(status)).toBe(outcome);
  });
});

describe("backoffMs", () => {
  it("doubles per attempt, jittered between 50 % and 100 %, and is capped", () => {
    expect(backoffMs(1, 1000, 60000, () => 1)).toBe(1000);
    expect(backoffMs(2, 1000, 60000, () => 1)).toBe(2000);
    expect(backoffMs(4, 1000, 60000, () => 1)).toBe(8000);
    expect(backoffMs(4, 1000, 60000, () => 0)).toBe(4000);
    expect(backoffMs(30, 1000, 60000, () => 1)).toBe(60000);
  });
});

describe("summarize", () => {
  it("groups outcomes per subscription and asks for a retry only when one is retryable", () => {
    const r = summarize(
      { id: "job1", attempt: 2 },
      [
        { id: "a", outcome: "delivered" },
        { id: "b", outcome: "gone", error: "x answered 410" },
        { id: "c", outcome: "retry", error: "x answered 503" },
        { id: "d", outcome: "failed", error: "x answered 302" },
      ],
      100,
      () => 1,
    );
    expect(r).toMatchObject({ id: "job1", delivered: ["a"], gone: ["b"], retry: ["c"], failed: ["d"], retryInMs: 200 });
    expect(r.error).toContain("503");
    expect(summarize({ id: "j", attempt: 1 }, [{ id: "a", outcome: "delivered" }]).retryInMs).toBe(0);
  });
});

describe("batchJobs", () => {
  const job = (id: string, subs: string[], body = `Table 1: ${id} × 1`) => ({
    id,
    attempt: 1,
    subscriptions: subs.map((s) => ({
      id: s,
      endpoint: `https://fcm.googleapis.com/fcm/send/${s}`,
      p256dh: "p",
      auth: "a",
    })),
    payload: { title: "New order", body, url: "/orders", icon: "/logo.svg", tag: `order-${id}` },
  });

  it("sends one order alone, exactly its payload", () => {
    const [only] = batchJobs([job("a", ["s1", "s2"])]);
    expect(only.jobs.map((j: { id: string }) => j.id)).toEqual(["a"]);
    expect(JSON.parse(only.payload)).toEqual(job("a", []).payload);
  });

  it("puts the orders for the same devices in one push, the first on top and the others under `more`, in claim order", () => {
    const batches = batchJobs([
      job("a", ["s1", "s2"]),
      job("x", ["s9"]),
      job("b", ["s2", "s1"]),
      job("c", ["s1", "s2"]),
    ]);
    expect(batches.map((b: { jobs: { id: string }[] }) => b.jobs.map((j) => j.id))).toEqual([["a", "b", "c"], ["x"]]);
    const payload = JSON.parse(batches[0].payload);
    expect(payload).toMatchObject({ tag: "order-a", body: "Table 1: a × 1" });
    expect(payload.more.map((p: { tag: string }) => p.tag)).toEqual(["order-b", "order-c"]);
    // A retry goes to the devices still to reach: not batched with first attempts to other sets.
    expect(batchJobs([job("a", ["s1", "s2"]), job("r", ["s2"])])).toHaveLength(2);
  });

  it("starts another push when the next order would not fit", () => {
    const long = "x".repeat(280);
    const jobs = Array.from({ length: 30 }, (_, i) => job(`o${i}`, ["s1"], long));
    const batches = batchJobs(jobs, 3000);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flatMap((b: { jobs: { id: string }[] }) => b.jobs.map((j) => j.id))).toEqual(jobs.map((j) => j.id));
    for (const b of batches) expect(Buffer.byteLength(b.payload)).toBeLessThanOrEqual(3000);
  });
});

describe("vapidCache", () => {
  it("signs once per push service and signs again an hour before the JWT expires", () => {
    let now = Date.UTC(2026, 0, 1);
    let signed = 0;
    const fake = {
      getVapidHeaders: (aud: string, _s: string, _p: string, _k: string, _e: string, exp: number) => (
        signed++,
        { Authorization: `${aud} ${exp}` }
      ),
    };
    const vapid = vapidCache(fake, { subject: "mailto:a@b.test", publicKey: "p", privateKey: "k" }, { now: () => now });
    const first = vapid("https://fcm.googleapis.com");
    expect(vapid("https://fcm.googleapis.com")).toBe(first);
    vapid("https://web.push.apple.com");
    expect(signed).toBe(2);
    now += 10 * 3600 * 1000;
    expect(vapid("https://fcm.googleapis.com")).toBe(first);
    now += 2 * 3600 * 1000; // 12 h later: within the last hour of its life
    expect(vapid("https://fcm.googleapis.com")).not.toBe(first);
    expect(signed).toBe(3);
  });
});

describe("sendOne", () => {
  const vapid = vapidCache(webpush, { ...webpush.generateVAPIDKeys(), subject: "mailto:ops@example.test" });
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const sub = {
    id: "s1",
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
  };
  type Init = { headers: Record<string, string>; body: Buffer; signal: AbortSignal };
  const opts = (postImpl: (url: string, init: Init) => Promise<{ status: number }>) => ({
    timeoutMs: 1000,
    ttl: 60,
    postImpl,
    webpush,
  });

  it("posts an encrypted body and reports a 3xx as a failure", async () => {
    let seen: Init | undefined;
    const r = await sendOne(
      sub,
      '{"title":"x"}',
      vapid,
      opts(async (_url, init) => ((seen = init), { status: 302 })),
    );
    expect(seen?.headers["Content-Encoding"]).toBe("aes128gcm");
    expect(seen?.headers.Authorization).toMatch(/^vapid t=.+, k=/);
    expect(r).toMatchObject({ id: "s1", outcome: "failed" });
    expect(r.error).toContain("302");
    expect(r.error).not.toContain("/fcm/send/abc"); // the endpoint's path is the subscription's secret
  });

  it("a network error or a timeout is retryable", async () => {
    const refused = await sendOne(
      sub,
      "{}",
      vapid,
      opts(async () => Promise.reject(new TypeError("fetch failed"))),
    );
    expect(refused.outcome).toBe("retry");
    const slow = await sendOne(
      sub,
      "{}",
      vapid,
      opts(
        (_url, init) =>
          new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
      ),
    );
    expect(slow).toMatchObject({ outcome: "retry" });
    expect(slow.error).toMatch(/timed out/);
  });

  it("a key that cannot encrypt fails that subscription without sending", async () => {
    let called = false;
    const r = await sendOne(
      { ...sub, p256dh: "B" + "A".repeat(86) },
      "{}",
      vapid,
      opts(async () => ((called = true), { status: 201 })),
    );
    expect(r.outcome).toBe("failed");
    expect(called).toBe(false);
  });
});

describe("endpointProblem (pb_hooks/lib/push/push-subscription.js)", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com:443/fcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/x",
    "https://eu.push.services.mozilla.com/wpush/v2/x",
    "https://web.push.apple.com/QGx",
    "https://api.push.apple.com/x",
    "https://wns2-par02p.notify.windows.com/w/?token=x",
  ])("allows %s", (endpoint) => {
    expect(endpointProblem(endpoint)).toBe("");
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com:8443/x",
    "https://fcm.googleapis.com./x",
    "https://FCM.googleapis.com.evil.test/x",
    "https://push.services.mozilla.com.evil.test/x",
    "https://evilpush.apple.com/x",
    "https://notify.windows.com/x",
    "https://127.0.0.1/x",
    "https://2130706433/x",
    "https://0x7f.1/x",
    "https://[::1]/x",
    "https://a@fcm.googleapis.com/x",
    "https://fcm.googleapis.com\\@evil.test/x",
    "https://fcm.googleapis.com%2f@evil.test/x",
    "ftp://fcm.googleapis.com/x",
    "https://fcm.googleapis.com/x y",
    "fcm.googleapis.com/x",
    "",
  ])("refuses %s", (endpoint) => {
    expect(endpointProblem(endpoint)).not.toBe("");
  });

  it("PUSH_EXTRA_ORIGINS adds exactly those origins", () => {
    const extra = "http://127.0.0.1:4567, https://push.example.org/";
    expect(endpointProblem("http://127.0.0.1:4567/201/x", extra)).toBe("");
    expect(endpointProblem("https://push.example.org/up/x", extra)).toBe("");
    expect(endpointProblem("https://push.example.org:443/up/x", extra)).toBe("");
    expect(endpointProblem("http://127.0.0.1:4568/201/x", extra)).not.toBe("");
    expect(endpointProblem("http://push.example.org/up/x", extra)).not.toBe("");
    expect(endpointProblem("https://sub.push.example.org/up/x", extra)).not.toBe("");
    expect(endpointProblem("http://u:p@127.0.0.1:4567/x", extra)).not.toBe("");
  });

  it("keyProblem checks the RFC 8291 key shapes", () => {
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    expect(keyProblem("p256dh", ecdh.getPublicKey().toString("base64url"))).toBe("");
    expect(keyProblem("auth", crypto.randomBytes(16).toString("base64url"))).toBe("");
    expect(keyProblem("p256dh", ecdh.getPublicKey("base64url", "compressed"))).not.toBe("");
    expect(keyProblem("auth", crypto.randomBytes(15).toString("base64url"))).not.toBe("");
  });
});
