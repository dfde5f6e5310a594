// The cells' front door (docs/scaling.md#the-front-door, server/cells.mjs): 2 cells, the directory
// and Debian's HAProxy on ports taken from configuration, the cells' rate limiters on.
// - The guest's own address: each cell trusts the header HAProxy sets (its name a secret kept in
//   cells.json), so 80 guests, each from its own loopback address, one order each through the
//   front, are all accepted; one address past its limit gets 429; a client that connects straight
//   to a cell with a forged X-Forwarded-For or a guessed header is counted by its own address.
// - HAProxy and the directory killed with SIGKILL come back by themselves (supervised), serve, and
//   are counted in the cells' metrics; the directory puts HAProxy's maps back.
import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { HAPROXY_BIN, portsFromEnv, readCellsFile, serverUp, startCells } from "../../server/cells.mjs";
// @ts-expect-error: plain ESM launcher without type declarations
import { freePort } from "../../server/pocketbase.mjs";
import { createOwner, createSoupMenu, rateLimit, type TestServer } from "../helpers/pocketbase";
import { until } from "../helpers/service";
import { guestAddress, requestFrom } from "../helpers/from-address";
import * as h from "../helpers/cells";
import type { Cells } from "../helpers/cells";

const haproxyInstalled = fs.existsSync(HAPROXY_BIN);
if (!haproxyInstalled)
  console.warn(`cells-front.test.ts skipped: HAProxy is not installed at ${HAPROXY_BIN} (.ci/run installs it)`);

interface Front {
  pid: () => number | undefined;
  up: () => boolean;
  restarts: () => number;
}

let cells: Cells & { haproxy: Front; directory: Front };
let ports: { publicPort: number; directoryPort: number; cellPorts: number[] };
let server: TestServer;
let link: string;
let dishId: string;
let limit: number;
let sent = 0;
const alive = (pid: number | undefined) => {
  try {
    return !!pid && process.kill(pid, 0);
  } catch {
    return false;
  }
};

/** One guest order to `base` from `from` (X-Venue as the guest page sends it); the status. */
async function order(base: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  sent++;
  const res = await requestFrom(`${base}/api/collections/orders/records`, from, {
    method: "POST",
    headers: { "X-Venue": link, ...headers },
    body: {
      userSlug: link,
      tableSlug: "1",
      items: [{ dishId, count: 1 }],
      clientRequestId: `front-${sent}-${crypto.randomUUID()}`,
    },
  });
  return res.status;
}

describe.skipIf(!haproxyInstalled)("the cells' front door", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    const p = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    ports = portsFromEnv(2, { PORT: String(p[0]), DIRECTORY_PORT: String(p[1]), CELL_PORTS: `${p[2]},${p[3]}` }, []);
    // 127.0.7.1 stands for a TLS proxy in front of HAProxy (FRONT_TRUSTED_PROXIES).
    cells = await startCells({ count: 2, output: "ignore", ...ports, trustedProxies: ["127.0.7.1"] });
    server = await h.cellServer(cells.cells[1]);
    const owner = await createOwner(server);
    link = String(owner.user.publicLink);
    dishId = (await createSoupMenu(owner)).dish.id;
    limit = await rateLimit(server, "POST /api/collections/orders/records");
    await cells.directory.syncFromCells();
  }, 180_000);

  afterAll(() => h.stopCells(cells));

  it("takes its ports from configuration: the front, the directory, each cell", async () => {
    expect(cells.url).toBe(`http://127.0.0.1:${ports.publicPort}`);
    expect(cells.cells.map((c) => Number(new URL(c.url).port))).toEqual(ports.cellPorts);
    expect((await fetch(`http://127.0.0.1:${ports.directoryPort}/health`)).status).toBe(200);
    expect((await fetch(`${cells.url}/api/menu/${link}`)).status).toBe(200);
    expect(() => portsFromEnv(2, { PORT: "8080", CELL_PORTS: "8090" }, [])).toThrow(/CELL_PORTS/);
    expect(() => portsFromEnv(2, { PORT: "8080", DIRECTORY_PORT: "8080" }, [])).toThrow(/twice/);
    expect(portsFromEnv(2, { PORT: "9000" }, [])).toEqual({
      publicPort: 9000,
      directoryPort: 9001,
      cellPorts: [9002, 9003],
    });
  });

  it("each cell trusts the front's header, and only it", async () => {
    const header = readCellsFile(cells.dir).proxyHeader as string;
    expect(header).toMatch(/^X-Draft-Client-[0-9a-f]{32}$/);
    for (const cell of cells.cells) {
      const s = await h.cellServer(cell);
      expect((await s.admin.settings.getAll()).trustedProxy).toEqual({ headers: [header], useLeftmostIP: false });
    }
  });

  it("HAProxy keeps the address only a trusted proxy in front of it sent (FRONT_TRUSTED_PROXIES)", async () => {
    const header = readCellsFile(cells.dir).proxyHeader as string;
    // GET /api/health goes to the default cell (cell1): its superuser sees the address counted.
    const admin = await h.cellServer(cells.cells[0]);
    const realIP = async (from: string, headers: Record<string, string>) =>
      (
        (
          await requestFrom(`${cells.url}/api/health`, from, {
            headers: { Authorization: admin.admin.authStore.token, ...headers },
          })
        ).json.data as { realIP: string }
      ).realIP;
    expect(await realIP("127.0.7.1", { [header]: "127.0.8.5" })).toBe("127.0.8.5");
    expect(await realIP("127.0.7.1", {})).toBe("127.0.7.1");
    expect(await realIP("127.0.7.2", { [header]: "127.0.8.5", "X-Forwarded-For": "127.0.8.6" })).toBe("127.0.7.2");
  });

  it("80 guests, each from its own address, one order each through the front: all accepted", async () => {
    expect(limit).toBeLessThan(80);
    const statuses = await Promise.all(Array.from({ length: 80 }, (_, i) => order(cells.url, guestAddress(i))));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it("one address past its limit through the front: 429, while the next guest is still served", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++)
      statuses.push(await order(cells.url, "127.0.3.1", { "X-Forwarded-For": `198.51.100.${i}` }));
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect(await order(cells.url, "127.0.3.2")).toBe(200);
  });

  it("a direct client with a forged X-Forwarded-For or a guessed header is counted by its own address", async () => {
    const guess = `X-Draft-Client-${crypto.randomBytes(16).toString("hex")}`;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++)
      statuses.push(
        await order(server.url, "127.0.3.4", { "X-Forwarded-For": `198.51.100.${i}`, [guess]: `203.0.113.${i}` }),
      );
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("HAProxy killed with SIGKILL comes back by itself, serves, and is counted in the metrics", async () => {
    // A sign-up just before the kill: its email may not be in the map files HAProxy reads again.
    const email = `front-${Date.now()}@cells.test`;
    const signup = await fetch(`${cells.url}/api/collections/users/records`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "owner-password-123", passwordConfirm: "owner-password-123" }),
    });
    expect(signup.status).toBe(200);
    const before = cells.haproxy.pid();
    expect(alive(before)).toBe(true);
    process.kill(before!, "SIGKILL");
    await until(() => cells.haproxy.restarts() === 1 && cells.haproxy.up() && cells.haproxy.pid() !== before);
    await until(async () => (await fetch(`${cells.url}/api/menu/${link}`).catch(() => null))?.status === 200);
    expect(await order(cells.url, "127.0.5.1")).toBe(200);
    // Routed by the email: the directory put the maps back.
    await until(async () => {
      const res = await fetch(`${cells.url}/api/collections/users/auth-with-password`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ identity: email, password: "owner-password-123" }),
      });
      return res.status === 200;
    });
    const metrics = await (await fetch(`${cells.cells[0].url}/api/ops/metrics`)).text();
    expect(metrics).toMatch(/draft_child_up\{child="haproxy"\} 1/);
    expect(metrics).toMatch(/draft_child_restarts\{child="haproxy"\} 1/);
    expect(metrics).toMatch(/draft_child_up\{child="directory"\} 1/);
    expect(metrics).toMatch(/draft_child_up\{child="pocketbase"\} 1/);
  });

  it("the directory killed with SIGKILL comes back by itself on its port, places sign-ups, and is counted", async () => {
    const before = cells.directory.pid();
    expect(alive(before)).toBe(true);
    process.kill(before!, "SIGKILL");
    await until(() => cells.directory.restarts() === 1 && cells.directory.up() && cells.directory.pid() !== before);
    await serverUp(cells.socketPath, "directory");
    expect((await fetch(`http://127.0.0.1:${ports.directoryPort}/health`)).status).toBe(200);
    // A sign-up of a new email needs the directory (HAProxy places it, the cell claims it there).
    const email = `after-${Date.now()}@cells.test`;
    const signup = await fetch(`${cells.url}/api/collections/users/records`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "owner-password-123", passwordConfirm: "owner-password-123" }),
    });
    expect(signup.status).toBe(200);
    expect(cells.directory.entries.get(`email:${email}`)).toMatch(/^cell[12]$/);
    const metrics = await (await fetch(`${cells.cells[1].url}/api/ops/metrics`)).text();
    expect(metrics).toMatch(/draft_child_up\{child="directory"\} 1/);
    expect(metrics).toMatch(/draft_child_restarts\{child="directory"\} 1/);
  });
});
