// The shipped deployment files (deploy/, docs/operations.md#install), tested where it is cheap:
// Caddy from Debian's packages on loopback with its internal CA, running deploy/draft.caddy in front
// of a real PocketBase: TLS, HTTP/2, the app's own compression passed through, a realtime stream
// unbuffered, the operator's metrics not served. And the systemd unit, checked by systemd-analyze.
import fs from "node:fs";
import http2 from "node:http2";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { ROOT, freePort } from "../../server/pocketbase.mjs";
import { createOwner, createSoupMenu, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";
import { tempDir, until } from "../helpers/service";

let server: TestServer;
let owner: Owner;
let caddy: ChildProcess;
let caddyOut = "";
let work: string;
let origin: string;
let ca: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server);
  await createSoupMenu(owner);
  work = tempDir("draft-caddy-");
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
    env: { ...process.env, DRAFT_UPSTREAM: new URL(server.url).host, HOME: work, XDG_DATA_HOME: work },
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
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((r) => caddy.once("exit", r));
    caddy.kill("SIGTERM");
    await exited;
  }
  await server?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** One HTTP/2 request through Caddy; resolves with the status, headers and body. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on("error", reject);
    const req = session.request({ ":path": pathname, ...headers });
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders = {};
    req.on("response", (h) => (head = h));
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      session.close();
      resolve({ status: Number(head[":status"]), headers: head, body: Buffer.concat(chunks) });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("Caddy in front (deploy/draft.caddy)", () => {
  it("TLS from its internal CA and HTTP/2 to the app", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString()).message).toBe("API is healthy.");
  });

  it("passes the app's own gzip through (Caddy compresses nothing itself)", async () => {
    const res = await get(`/api/menu/${owner.user.publicLink}`, { "accept-encoding": "gzip, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("a realtime stream arrives unbuffered: the connect event while the stream stays open", async () => {
    const session = http2.connect(origin, { ca });
    try {
      const req = session.request({ ":path": "/api/realtime", accept: "text/event-stream" });
      let text = "";
      let ended = false;
      req.on("data", (c: Buffer) => (text += c.toString()));
      req.on("end", () => (ended = true));
      await until(() => text.includes("PB_CONNECT"));
      expect(ended).toBe(false);
      req.close();
    } finally {
      session.close();
    }
  });

  it("does not serve the operator's metrics", async () => {
    expect((await get("/api/ops/metrics")).status).toBe(404);
  });
});

describe("systemd unit (deploy/draft.service)", () => {
  const unit = path.join(ROOT, "deploy/draft.service");
  it("stops through the launcher alone (KillMode=mixed) and restarts on failure", () => {
    const text = fs.readFileSync(unit, "utf8");
    expect(text).toMatch(/^KillMode=mixed$/m);
    expect(text).toMatch(/^Restart=on-failure$/m);
    expect(text).toMatch(/^ExecStart=\/usr\/bin\/node \/opt\/draft\/server\/index\.mjs$/m);
  });
  const analyze = spawnSync("systemd-analyze", ["--version"]).status === 0;
  it.skipIf(!analyze)("passes systemd-analyze verify", () => {
    const r = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
    // The unit names /opt/draft, which is not installed here: only that complaint is allowed.
    const problems = (r.stderr + r.stdout)
      .split("\n")
      .filter((l) => l.trim() && !/\/opt\/draft|Command .* is not executable|No such file/.test(l));
    expect(problems).toEqual([]);
  });
});
