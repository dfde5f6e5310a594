// The guest's own address behind Caddy (deploy/draft.caddy, docs/operations.md#the-guests-address-behind-the-proxy):
// a real Caddy in front of a real PocketBase with its rate limiter on and TRUSTED_PROXY_HEADER set
// on both. Each guest connects from an address of its own (127.0.x.y); the limiter must count each
// by it, not all of them as Caddy's one address, and a client that connects straight to PocketBase
// with a forged X-Forwarded-For (or a guess at the secret header) is counted by its own address.
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import http from "node:http";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { ROOT, freePort, startPocketBase } from "../../server/pocketbase.mjs";
import { createOwner, createSoupMenu, rateLimit, startTestServer, type TestServer } from "../helpers/pocketbase";
import { tempDir, until } from "../helpers/service";
import { guestAddress, requestFrom } from "../helpers/from-address";

const HEADER = `X-Draft-Client-${crypto.randomBytes(16).toString("hex")}a1`;
let server: TestServer;
let caddy: ChildProcess;
let caddyOut = "";
let work: string;
let origin: string;
let ca: Buffer;
let link: string;
let dishId: string;
let limit: number;
let sent = 0;
let userId: string;
const REALTIME_CAP = 2;
const streams: { close: () => void }[] = [];

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: true,
    env: { TRUSTED_PROXY_HEADER: HEADER, REALTIME_MAX_CONNECTIONS_PER_IP: String(REALTIME_CAP) },
  });
  const owner = await createOwner(server);
  dishId = (await createSoupMenu(owner)).dish.id;
  link = String(owner.user.publicLink);
  userId = owner.user.id;
  limit = await rateLimit(server, "POST /api/collections/orders/records");
  work = tempDir("draft-caddy-ip-");
  const https = await freePort();
  const httpPort = await freePort();
  origin = `https://localhost:${https}`;
  const caddyfile = path.join(work, "Caddyfile");
  fs.writeFileSync(
    caddyfile,
    `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${https}\n` +
      `\tstorage file_system ${path.join(work, "data")}\n}\n` +
      `import ${path.join(ROOT, "deploy/draft.caddy")}\n\n` +
      `${origin} {\n\tbind 127.0.0.1\n\ttls internal\n\timport draft\n}\n`,
  );
  caddy = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", caddyfile], {
    env: {
      ...process.env,
      DRAFT_UPSTREAM: new URL(server.url).host,
      TRUSTED_PROXY_HEADER: HEADER,
      HOME: work,
      XDG_DATA_HOME: work,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  caddy.stdout!.on("data", (d) => (caddyOut += String(d)));
  caddy.stderr!.on("data", (d) => (caddyOut += String(d)));
  const root = path.join(work, "data/pki/authorities/local/root.crt");
  await until(() => {
    if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyOut}`);
    return fs.existsSync(root) && caddyOut.includes("serving initial configuration");
  });
  ca = fs.readFileSync(root);
});

afterAll(async () => {
  for (const s of streams) s.close();
  // PocketBase first: it ends the realtime streams Caddy still relays, so Caddy stops at once.
  await server?.stop();
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((r) => caddy.once("exit", r));
    caddy.kill("SIGTERM");
    await exited;
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** One guest order (one soup) to `base` from `from`, with `headers`; resolves with the status. */
async function order(base: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  sent++;
  const res = await requestFrom(`${base}/api/collections/orders/records`, from, {
    method: "POST",
    ca,
    headers,
    body: {
      userSlug: link,
      tableSlug: "1",
      items: [{ dishId, count: 1 }],
      clientRequestId: `ip-${sent}-${from.replace(/\./g, "_")}`,
    },
  });
  return res.status;
}

/** `n` orders from `from`, one after the other; the statuses. */
async function orders(
  base: string,
  from: string,
  n: number,
  headers: (i: number) => Record<string, string> = () => ({}),
) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await order(base, from, headers(i)));
  return statuses;
}

describe("the guest's address behind Caddy (TRUSTED_PROXY_HEADER)", () => {
  it("80 guests, each from its own address, one order each through Caddy: all accepted", async () => {
    expect(limit).toBeLessThan(80);
    const statuses = await Promise.all(Array.from({ length: 80 }, (_, i) => order(origin, guestAddress(i))));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it("one address past its limit through Caddy: 429, while the next guest is still served", async () => {
    const from = "127.0.3.1";
    const statuses = await orders(origin, from, limit + 1);
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect(await order(origin, "127.0.3.2")).toBe(200);
  });

  it("a client sending a forwarded address through Caddy is still counted by the one Caddy saw", async () => {
    const from = "127.0.3.3";
    const forged = (i: number) => ({ "X-Forwarded-For": `198.51.100.${i}`, [HEADER]: `203.0.113.${i}` });
    const statuses = await orders(origin, from, limit + 1, forged);
    expect(statuses[limit]).toBe(429);
  });

  it("a direct client with a forged X-Forwarded-For or a guessed header is counted by its own address", async () => {
    const from = "127.0.3.4";
    const guess = `X-Draft-Client-${crypto.randomBytes(16).toString("hex")}`;
    const forged = (i: number) => ({
      "X-Forwarded-For": `198.51.100.${i}`,
      "X-Real-IP": `198.51.100.${i}`,
      Forwarded: `for=198.51.100.${i}`,
      [guess]: `203.0.113.${i}`,
    });
    const statuses = await orders(server.url, from, limit + 1, forged);
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
    // And it cannot pass for a guest who is at the limit (127.0.3.1 above): its own address counts.
    expect(await order(server.url, "127.0.3.5", { "X-Forwarded-For": "127.0.3.1" })).toBe(200);
  });

  it("the address PocketBase sees (GET /api/health as a superuser): Caddy's guest, or the direct client", async () => {
    const auth = { Authorization: server.admin.authStore.token };
    const viaCaddy = await requestFrom(`${origin}/api/health`, "127.0.4.7", { ca, headers: auth });
    expect((viaCaddy.json.data as { realIP: string }).realIP).toBe("127.0.4.7");
    const direct = await requestFrom(`${server.url}/api/health`, "127.0.4.8", {
      headers: { ...auth, "X-Forwarded-For": "198.51.100.1" },
    });
    expect((direct.json.data as { realIP: string }).realIP).toBe("127.0.4.8");
  });

  it("a request carrying the trusted header is not the operator's loopback (metrics refused)", async () => {
    expect((await requestFrom(`${server.url}/api/ops/metrics`, "127.0.0.1")).status).toBe(200);
    const proxied = await requestFrom(`${server.url}/api/ops/metrics`, "127.0.0.1", {
      headers: { [HEADER]: "127.0.0.1" },
    });
    expect(proxied.status).not.toBe(200);
  });
});

/**
 * A realtime stream to `base` from `from`, subscribed to the venue's menu (a guest's topic);
 * resolves with the subscription's status.
 */
async function menuStream(base: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL(`${base}/api/realtime`);
  const clientId = await new Promise<string>((resolve, reject) => {
    const lib = url.protocol === "https:" ? https : http;
    const req = lib.request(
      {
        host: url.hostname === "localhost" ? "127.0.0.1" : url.hostname,
        port: url.port,
        path: url.pathname,
        localAddress: from,
        agent: false,
        ca,
        servername: url.hostname,
        headers: { Host: url.host, Accept: "text/event-stream", ...headers },
      },
      (res) => {
        streams.push({ close: () => res.destroy() });
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          text += d;
          const m = /id:\s*(\S+)\s*\nevent:\s*PB_CONNECT/.exec(text);
          if (m) resolve(m[1]);
        });
        res.on("error", () => {});
      },
    );
    req.on("error", reject);
    req.end();
    streams.push({ close: () => req.destroy() });
  });
  const res = await requestFrom(`${base}/api/realtime`, from, {
    method: "POST",
    ca,
    headers,
    body: { clientId, subscriptions: [`menu/${userId}`] },
  });
  return res.status;
}

describe("the realtime connection cap behind Caddy", () => {
  it("counts each guest's streams by their own address", async () => {
    // More guests than the cap, one stream each: all admitted (not one address for all of them).
    for (let i = 0; i <= REALTIME_CAP; i++) expect(await menuStream(origin, `127.0.6.${i + 1}`)).toBe(204);
    // One guest past the cap: refused.
    for (let i = 0; i < REALTIME_CAP; i++) expect(await menuStream(origin, "127.0.6.100")).toBe(204);
    expect(await menuStream(origin, "127.0.6.100")).toBe(429);
  });

  it("a direct client with a forged header is capped by its own address", async () => {
    const forged = (i: number) => ({
      "X-Forwarded-For": `198.51.100.${i}`,
      [`${HEADER.slice(0, -2)}zz`]: `203.0.113.${i}`,
    });
    for (let i = 0; i < REALTIME_CAP; i++) expect(await menuStream(server.url, "127.0.6.200", forged(i))).toBe(204);
    expect(await menuStream(server.url, "127.0.6.200", forged(9))).toBe(429);
  });
});

describe("the trusted proxy setting (the launcher and pb_hooks/trusted-proxy.pb.js)", () => {
  it("refuses a header any client can send, with the reason, before PocketBase starts", async () => {
    for (const name of ["X-Forwarded-For", "x-real-ip", "X-Draft-Client-short1"]) {
      await expect(
        startPocketBase({ dir: work, port: 1, env: { TRUSTED_PROXY_HEADER: name }, stdio: "ignore" }),
      ).rejects.toThrow(/TRUSTED_PROXY_HEADER|any client can send/);
    }
  });

  it("PocketBase trusts the configured name only, and a start without it clears what was saved", async () => {
    const s = await startTestServer();
    try {
      // A name saved earlier (a previous start, or the dashboard) ...
      await s.admin.settings.update({ trustedProxy: { headers: ["X-Forwarded-For"], useLeftmostIP: true } });
      await s.restart();
      await s.admin.collection("_superusers").authWithPassword("admin@test.local", "admin-password-123");
      // ... is not trusted after a start without TRUSTED_PROXY_HEADER.
      expect((await s.admin.settings.getAll()).trustedProxy).toEqual({ headers: [], useLeftmostIP: false });
      const res = await requestFrom(`${s.url}/api/health`, "127.0.4.9", {
        headers: { Authorization: s.admin.authStore.token, "X-Forwarded-For": "198.51.100.1" },
      });
      expect((res.json.data as { realIP: string }).realIP).toBe("127.0.4.9");
    } finally {
      await s.stop();
    }
    expect((await server.admin.settings.getAll()).trustedProxy).toEqual({ headers: [HEADER], useLeftmostIP: false });
  });
});
