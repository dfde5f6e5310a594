// The launcher as a service (docs/operations.md#start-and-stop): what a service manager sends it
// and what happens when one of its processes dies. Run the way the operator runs it, in a child
// process: `npm run serve` (npm start execs the same command after its build) and `node
// server/pocketbase.mjs`.
import net from "node:net";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { ROOT } from "../../server/pocketbase.mjs";
import { alive, guestOrder, startService, until, venueWithMenu, serviceScope, type Service } from "../helpers/service";

const { services, dir } = serviceScope();
async function start(...args: Parameters<typeof startService>): Promise<Service> {
  const s = await startService(...args);
  services.push(s);
  return s;
}

/** The launcher's log messages, in order. */
const messages = (s: Service) => s.events().map((e) => `${e.source}: ${e.msg}`);

describe("service", { timeout: 120_000 }, () => {
  it("SIGTERM to `npm run serve`: an order in flight is answered, PocketBase, worker and Litestream stop in order, the replica holds the order, exit 0", async () => {
    const replica = dir();
    const s = await start(dir(), { REPLICA_URL: replica }, { npm: true });
    expect(s.pids.litestream).toBeTruthy();
    const server = await s.server();
    const { owner, dishId } = await venueWithMenu(server);

    // An order whose body is still on its way when the signal arrives.
    const body = JSON.stringify({
      userSlug: owner.user.publicLink,
      tableSlug: "1",
      items: [{ dishId, title: "Soup", price: 4.5, count: 1, modifiers: {} }],
      total: 4.5,
    });
    const port = new URL(s.url).port;
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let answer = "";
    socket.on("data", (d) => (answer += String(d)));
    const closed = new Promise((r) => socket.once("close", r));
    socket.write(
      `POST /api/collections/orders/records HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    // The kernel completes the connection before PocketBase accepts it: a signal that closes the
    // listener first resets it (CI, once). Once its head is read, the request is in flight.
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill("SIGTERM"); // to npm, which passes it on
    socket.write(body.slice(10));
    await closed;
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    const orderId = (JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { id: string }).id;

    const { code } = await s.exited;
    expect(code, s.output()).toBe(0);
    for (const pid of [s.pids.pocketbase, s.pids.pushWorker, s.pids.litestream]) expect(alive(pid)).toBe(false);
    const order = messages(s).filter((m) =>
      /^(launcher: (stopping|PocketBase stopped|push worker stopped|replication flushed|stopped)|litestream: litestream shut down)/.test(
        m,
      ),
    );
    expect(order.map((m) => m.replace(/ \(.*$|:.*$/, "").trim())).toEqual([
      "launcher",
      "launcher",
      "launcher",
      "litestream",
      "launcher",
      "launcher",
    ]);
    expect(order[1]).toBe("launcher: PocketBase stopped");
    expect(order[2]).toBe("launcher: push worker stopped");
    expect(order[3]).toBe("litestream: litestream shut down");

    // Litestream's last sync shipped the order: a restore holds it.
    const restored = path.join(dir(), "restored");
    execFileSync(process.execPath, [path.join(ROOT, "server/restore.mjs"), "--to", restored, "--from", replica], {
      stdio: "pipe",
    });
    const found = execFileSync(
      "sqlite3",
      [path.join(restored, "data.db"), `SELECT id FROM orders WHERE id = '${orderId}'`],
      {
        encoding: "utf8",
      },
    ).trim();
    expect(found).toBe(orderId);
  });

  it("SIGINT to `node server/index.mjs` stops everything and exits 0; it says nothing is replicated", async () => {
    const s = await start(dir());
    expect(messages(s).some((m) => m.includes("replication is off: nothing is replicated"))).toBe(true);
    s.child.kill("SIGINT");
    const { code } = await s.exited;
    expect(code, s.output()).toBe(0);
    expect(alive(s.pids.pocketbase)).toBe(false);
    expect(alive(s.pids.pushWorker)).toBe(false);
  });

  it("a PocketBase that dies stops the whole with a clear message and exit 1", async () => {
    const s = await start(dir(), { REPLICA_URL: dir() });
    process.kill(s.pids.pocketbase, "SIGKILL");
    const { code } = await s.exited;
    expect(code).toBe(1);
    expect(s.output()).toContain("PocketBase exited unexpectedly (SIGKILL); stopping the service");
    expect(alive(s.pids.pushWorker)).toBe(false);
    expect(alive(s.pids.litestream)).toBe(false);
  });

  it("a Litestream that dies is started again while orders keep being served", async () => {
    const s = await start(dir(), { REPLICA_URL: dir() });
    const server = await s.server();
    const { owner, dishId } = await venueWithMenu(server);
    process.kill(s.pids.litestream!, "SIGKILL");
    await guestOrder(s.url, owner, dishId, 1);
    await until(() => s.output().includes("litestream exited (SIGKILL); starting it again"));
    // No OPS_TOKEN: loopback only; what comes through a proxy (X-Forwarded-For) is the public.
    const proxied = await fetch(`${s.url}/api/ops/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(proxied.status).toBe(401);
    const metrics = async () => (await fetch(`${s.url}/api/ops/metrics`)).text();
    await until(async () => /draft_child_restarts\{child="litestream"\} 1/.test(await metrics()));
    await until(async () => /draft_child_up\{child="litestream"\} 1/.test(await metrics()));
    await guestOrder(s.url, owner, dishId, 2);
  });
});
