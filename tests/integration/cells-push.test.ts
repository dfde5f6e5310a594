// Web Push through the router (docs/scaling.md#push, docs/push.md): 2 cells, the directory and
// Debian's HAProxy on loopback, and a stand-in push service allowed by the operator's
// PUSH_EXTRA_ORIGINS, as in push.test.ts. An owner on each cell turns notifications on through the
// one origin (the VAPID public key and the subscription, routed by the cell cookie); a guest's order
// through the origin reaches that owner's device from the cell's own push worker, signed with the
// key the browser subscribed with. Every cell signs with the same key pair, so a venue that moves to
// another cell keeps its devices: the next order's push comes from the new cell's worker. A browser
// subscribes for one venue at a time across cells too, as on one node.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { HAPROXY_BIN } from "../../server/cells.mjs";
// @ts-expect-error: plain ESM script without type declarations
import { moveVenue } from "../../server/cells-move.mjs";
import { createSoupMenu, type Owner } from "../helpers/pocketbase";
import { until } from "../helpers/service";
import * as h from "../helpers/cells";
import type { Cells, Venue } from "../helpers/cells";

const require = createRequire(import.meta.url);
const ece = require("http_ece") as {
  decrypt: (body: Buffer, opts: { version: string; privateKey: crypto.ECDH; authSecret: string }) => Buffer;
};

const haproxyInstalled = fs.existsSync(HAPROXY_BIN);
if (!haproxyInstalled)
  console.warn(`cells-push.test.ts skipped: HAProxy is not installed at ${HAPROXY_BIN} (.ci/run installs it)`);

interface Pushed {
  path: string;
  authorization: string;
  body: Buffer;
}
interface Device {
  venue: Venue;
  /** The VAPID public key the owner's browser subscribed with. */
  key: string;
  ecdh: crypto.ECDH;
  auth: string;
  path: string;
}

const pushed: Pushed[] = [];
const pushService = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    pushed.push({
      path: req.url ?? "",
      authorization: String(req.headers.authorization),
      body: Buffer.concat(chunks),
    });
    res.writeHead(201).end();
  });
});
let pushOrigin = "";
let cells: Cells;
const password = "owner-password-123";
const devices: Device[] = [];
const firstOrders: string[] = [];

/** An owner signed up through the origin, with both route cookies and a soup menu. */
async function venueThroughOrigin(email: string, cellName: string): Promise<Venue> {
  const signup = await fetch(`${cells.url}/api/collections/users/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, passwordConfirm: password }),
  });
  expect(signup.status).toBe(200);
  expect(cells.directory.entries.get(`email:${email}`)).toBe(cellName);
  const res = await fetch(`${cells.url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  });
  expect(res.status).toBe(200);
  const auth = (await res.json()) as { token: string; record: Owner["user"] };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const owner: Owner = {
    pb: h.ownerClient(cells.url, auth.token, auth.record, cookie),
    user: auth.record,
    email,
    password,
  };
  const menu = await createSoupMenu(owner);
  return { cell: cells.cells.find((c) => c.name === cellName)!, owner, dishId: menu.dish.id };
}

/** What the owner's browser does when the bell is turned on, through the origin. */
async function turnOnNotifications(venue: Venue, n: number): Promise<Device> {
  const key = await venue.owner.pb.send<{ publicKey: string }>("/api/push/vapid-public-key", { method: "GET" });
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString("base64url");
  const path = `/device-${n}`;
  await venue.owner.pb.collection("push_subscriptions").create({
    user: venue.owner.user.id,
    endpoint: `${pushOrigin}${path}`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth,
    userAgent: "test",
  });
  return { venue, key: key.publicKey, ecdh, auth, path };
}

/** The notification tag (`order-<id>`) of push `p` as `device` decrypts it ("" when it cannot). */
function tagOf(device: Device, p: Pushed): string {
  try {
    const payload = JSON.parse(
      ece.decrypt(p.body, { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.auth }).toString("utf8"),
    ) as { tag?: string };
    return String(payload.tag ?? "");
  } catch {
    return "";
  }
}

/** The push the device received for order `orderId`: its VAPID JWT is verified with the device's key. */
async function pushFor(device: Device, orderId: string): Promise<void> {
  const forOrder = (p: Pushed) => p.path === device.path && tagOf(device, p) === `order-${orderId}`;
  await until(() => pushed.some(forOrder));
  const p = pushed.find(forOrder)!;
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(p.authorization);
  expect(m, p.authorization).not.toBeNull();
  const [, head, claims, sig, k] = m!;
  // Signed with the key the browser subscribed with (else a real push service refuses it).
  expect(k).toBe(device.key);
  const raw = Buffer.from(k, "base64url");
  const key = crypto.createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = crypto.verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(sig, "base64url"),
  );
  expect(ok).toBe(true);
}

async function order(venue: Venue, n: string): Promise<string> {
  const res = await h.guestOrder(cells.url, venue, n);
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

describe.skipIf(!haproxyInstalled)("web push through the router", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await new Promise<void>((r) => pushService.listen(0, "127.0.0.1", r));
    pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    cells = await h.startTwoCells({
      env: { PUSH_EXTRA_ORIGINS: pushOrigin },
      pushWorkerEnv: { PUSH_WORKER_POLL_MS: "100", PUSH_RETRY_BASE_MS: "200" },
    });
  }, 180_000);

  afterAll(async () => {
    await h.stopCells(cells);
    pushService.closeAllConnections();
    await new Promise((r) => pushService.close(r));
  });

  it("an owner on each cell turns notifications on through the origin and gets each guest order's push", async () => {
    const one = await venueThroughOrigin("push-one@cells.test", "cell1");
    const two = await venueThroughOrigin("push-two@cells.test", "cell2");
    devices.push(await turnOnNotifications(one, 1), await turnOnNotifications(two, 2));
    // Whichever cell answers, the browser gets the one key every cell signs with.
    expect(devices[0].key).toBe(devices[1].key);
    for (const [i, d] of devices.entries()) {
      firstOrders.push(await order(d.venue, `push-${i}`));
      await pushFor(d, firstOrders[i]);
    }
    // Each venue's push went to its own device only.
    expect(new Set(pushed.map((p) => p.path))).toEqual(new Set(devices.map((d) => d.path)));
  });

  it("a browser that turns notifications on for a venue on the other cell no longer gets the first venue's pushes", async () => {
    const [one, two] = devices.map((d) => d.venue);
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    const browser = {
      endpoint: `${pushOrigin}/shared-browser`,
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: crypto.randomBytes(16).toString("base64url"),
      userAgent: "test",
    };
    await one.owner.pb.collection("push_subscriptions").create({ ...browser, user: one.owner.user.id });
    const onCell = async (cellName: string) =>
      (
        await (
          await h.cellServer(cells.cells.find((c) => c.name === cellName)!)
        ).admin
          .collection("push_subscriptions")
          .getFullList({ filter: `endpoint = "${browser.endpoint}"` })
      ).map((r) => r.user as string);
    expect(await onCell("cell1")).toEqual([one.owner.user.id]);
    // The same browser, now signed in as the owner of a venue on cell2, turns the bell on.
    await two.owner.pb.collection("push_subscriptions").create({ ...browser, user: two.owner.user.id });
    expect(await onCell("cell1")).toEqual([]);
    expect(await onCell("cell2")).toEqual([two.owner.user.id]);
    await pushFor(
      { venue: two, key: devices[1].key, ecdh, auth: browser.auth, path: "/shared-browser" },
      await order(two, "shared-browser"),
    );
  });

  it("a venue moved to another cell keeps its devices: the new cell's worker sends its next order's push", async () => {
    const device = devices[1];
    const link = String(device.venue.owner.user.publicLink);
    const moved = (await moveVenue({ dir: cells.dir, link, to: "cell1" })) as { from: string; to: string };
    expect(moved).toMatchObject({ from: "cell2", to: "cell1" });
    await pushFor(device, await order(device.venue, "after-move"));
    // The copy did not count the venue's earlier order as new on cell1 (no second push of it).
    expect(pushed.filter((p) => p.path === device.path && tagOf(device, p) === `order-${firstOrders[1]}`)).toHaveLength(
      1,
    );
  });
});
