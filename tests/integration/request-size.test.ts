// Request sizes (docs/security-and-isolation.md#request-sizes): an order's body is refused by its
// size before anything is read, parsed or built. PocketBase's own record create and update read and
// decode a body of up to 32 MB before any hook runs; the order routes (pb_hooks/orders-create.pb.js,
// orders-owner.pb.js) have a native body limit that fits a real order, and the lines are bounded
// again before they are parsed (lib/orders/order-lines.js parseItems). Each case checks the refusal, that
// nothing changed and the server's memory afterwards (VmRSS of the PocketBase process: a generous
// bound, where one such request used to add hundreds of MB); the time each took is printed, not
// asserted.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { noisePng } from "../helpers/images";
import { MEMORY_SLACK_KB, rssKb, withinMemory } from "../helpers/memory";
import { refused, send as sendRaw } from "../helpers/raw-request";

const MB = 1024 * 1024;
const ORDERS = "/api/collections/orders/records";
const TOO_LARGE = /^An order can have at most 50 lines: this one is too large\.$/;

let server: TestServer;
let owner: Owner;
let other: Owner;
let dish: { id: string; title: string; price: number };

/** Sends one request to the test server (tests/helpers/raw-request.ts). */
const send = (method: string, path: string, body: string | Uint8Array[], headers: Record<string, string> = {}) =>
  sendRaw(server.url, method, path, body, headers);

/** A guest's order body whose lines are `items` (a JSON string or the array itself). */
function orderBody(items: unknown): string {
  return JSON.stringify({ userSlug: owner.user.publicLink, tableSlug: "1", items });
}

/** Lines of the soup, as JSON text, of at least `chars` characters. */
function linesText(chars: number): string {
  const line = JSON.stringify({ dishId: dish.id, title: "Soup", price: 4.5, count: 1, modifiers: {} });
  return "[" + Array.from({ length: Math.ceil(chars / (line.length + 1)) }, () => line).join(",") + "]";
}

async function orderCount(): Promise<number> {
  return (await server.admin.collection("orders").getList(1, 1, { filter: `user = "${owner.user.id}"` })).totalItems;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server);
  other = await createOwner(server);
  ({ dish } = await createSoupMenu(owner));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the guest order create refuses an oversized order before reading it", () => {
  it("routes the orders collection by its id, which the hooks know before the database is open", async () => {
    expect((await server.admin.collections.getOne("orders")).id).toBe("pbc_3527180448");
  });

  it("refuses a 10 MB order at once (400, its connection closed) and the server's memory stays where it was", async () => {
    const count = await orderCount();
    const body = orderBody(linesText(10 * MB));
    expect(body.length).toBeGreaterThan(10 * MB);
    const res = await withinMemory(server.pid(), "10 MB items string", () => send("POST", ORDERS, body));
    console.log(`10 MB items string: ${res.status} in ${res.ms} ms`);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(TOO_LARGE);
    expect(res.connection).toBe("close");
    expect(await orderCount()).toBe(count);
  });

  it("refuses 200,000 lines sent as a JSON array the same way", async () => {
    const count = await orderCount();
    const line = { dishId: dish.id, count: 1 };
    const body = orderBody(Array.from({ length: 200_000 }, () => line));
    const res = await withinMemory(server.pid(), "200,000-line array", () => send("POST", ORDERS, body));
    console.log(`200,000-line array (${(body.length / MB).toFixed(1)} MB): ${res.status} in ${res.ms} ms`);
    expect(res.status).toBe(400);
    expect(await orderCount()).toBe(count);
  });

  it("refuses a 10 MB order sent without a length (chunked) before reading it (411)", async () => {
    const count = await orderCount();
    const chunks = [
      new TextEncoder().encode('{"userSlug":"' + owner.user.publicLink + '","tableSlug":"1","items":"'),
      ...Array.from({ length: 10 }, () => new TextEncoder().encode(" ".repeat(MB))),
    ];
    const res = await withinMemory(server.pid(), "10 MB chunked", () => send("POST", ORDERS, chunks));
    console.log(`10 MB chunked: ${res.status} in ${res.ms} ms`);
    expect(refused(411)).toContain(res.status);
    expect(await orderCount()).toBe(count);
  });

  it("never reads a refused body as the next request on its connection", async () => {
    // A body too large for an order that starts with a request of its own: the server answers the
    // order once and closes the connection, so the bytes inside are never taken for a request.
    const smuggled = "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n";
    const size = 300 * 1024;
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
      let got = "";
      socket.on("data", (d) => (got += d));
      socket.on("close", () => resolve(got));
      socket.on("error", () => {});
      socket.write(
        `POST ${ORDERS} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      socket.write(smuggled + " ".repeat(size - smuggled.length));
      setTimeout(() => socket.end(), 2000);
    });
    expect(answer.match(/^HTTP\/1\.1 \d+/gm)).toEqual(["HTTP/1.1 400"]);
    expect(answer).toMatch(/^Connection: close\r$/m);
  });

  it("refuses lines over what 50 lines can be with a 400 before parsing them, inside the body limit", async () => {
    const count = await orderCount();
    // 51 lines (an array), 8,000 tiny lines (an array), and a lines text longer than any order's.
    const line = { dishId: dish.id, count: 1 };
    for (const items of [
      Array.from({ length: 51 }, () => line),
      Array.from({ length: 8000 }, () => ({})),
      linesText(200_001),
    ]) {
      const body = orderBody(items);
      expect(body.length).toBeLessThan(256 * 1024);
      const res = await send("POST", ORDERS, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^An order can have at most 50 lines/);
      expect((res.json.data as Record<string, unknown>).items).toBeTruthy();
    }
    expect(await orderCount()).toBe(count);
  });

  it("still takes a real order, with 50 lines at once and its lines as text", async () => {
    const line = { dishId: dish.id, title: "Soup", price: 4.5, count: 1, modifiers: {} };
    for (const items of [Array.from({ length: 50 }, () => line), JSON.stringify([line])]) {
      const res = await send("POST", ORDERS, orderBody(items));
      expect(res.status).toBe(200);
      expect((res.json.items as unknown[]).length).toBe(1);
    }
  });

  it("takes no other spelling of the collection from a guest (PocketBase matches names in any case)", async () => {
    const count = await orderCount();
    // "ſ" (long s) is an "s" to Go's case folding.
    for (const path of [
      "/api/collections/ORDERS/records",
      "/api/collections/Orders/records",
      "/api/collections/order%C5%BF/records",
      "/api/collections/ORDER%C5%BF/records",
    ]) {
      expect((await send("POST", path, orderBody([{ dishId: dish.id, count: 1 }]))).status).toBe(404);
      const big = await withinMemory(server.pid(), path, () => send("POST", path, orderBody(linesText(10 * MB))));
      expect(big.status).toBe(400);
    }
    expect((await send("POST", "/api/collections/pbc_3527180448/records", orderBody([]))).status).toBe(404);
    const edit = await send("PATCH", "/api/collections/order%C5%BF/records/abcdefghijklmno", "{}", {
      Authorization: owner.pb.authStore.token,
    });
    expect(edit.status).toBe(404);
    expect(await orderCount()).toBe(count);
    // A superuser (the dashboard addresses collections by id) still creates orders there.
    const res = await send(
      "POST",
      "/api/collections/pbc_3527180448/records",
      JSON.stringify({ user: owner.user.id, tableSlug: "1", items: [], total: 0 }),
      { Authorization: server.admin.authStore.token },
    );
    expect(res.status).toBe(200);
    expect(await orderCount()).toBe(count + 1);
  });
});

describe("the owner's order edit refuses an oversized body the same way", () => {
  it("refuses a 10 MB edit at once (400), stores nothing, and the memory stays", async () => {
    const order = await owner.pb.collection("orders").create({
      userSlug: owner.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: dish.id, count: 1 }],
    });
    const auth = { Authorization: owner.pb.authStore.token };
    const path = `${ORDERS}/${order.id}`;
    const res = await withinMemory(server.pid(), "10 MB owner edit", () =>
      send("PATCH", path, JSON.stringify({ items: linesText(10 * MB) }), auth),
    );
    console.log(`10 MB owner edit: ${res.status} in ${res.ms} ms`);
    expect(res.status).toBe(400);
    const raw = await withinMemory(server.pid(), "200,000-line owner edit", () =>
      send("PATCH", path, JSON.stringify({ items: Array.from({ length: 200_000 }, () => ({ count: 1 })) }), auth),
    );
    expect(raw.status).toBe(400);
    // Inside the limit: lines over what 50 lines can be are a 400 before they are parsed.
    const long = await send("PATCH", path, JSON.stringify({ items: linesText(200_001) }), auth);
    expect(long.status).toBe(400);
    expect(long.json.message).toMatch(/^An order can have at most 50 lines/);
    const after = await server.admin.collection("orders").getOne(order.id);
    expect(after.updated).toBe(order.updated);
    expect(after.items).toEqual(order.items);
    // A real edit still works; another owner's edit is PocketBase's 404, as before.
    const edited = await send("PATCH", path, JSON.stringify({ items: [{ dishId: dish.id, count: 3 }] }), auth);
    expect(edited.status).toBe(200);
    expect((edited.json.items as { count: number }[])[0].count).toBe(3);
    await expectStatus(other.pb.collection("orders").update(order.id, { started: true }), 404);
  });
});

describe("every other route has a body limit that fits its largest real request", () => {
  it("refuses a 10 MB JSON body to any collection's record create at once (413), signed in or not", async () => {
    // 10 MB of `{}`: PocketBase decodes a body before the collection's rules refuse it (30 MB of it
    // cost 27 s and 2.3 GB).
    const flood = '{"title":[' + Array.from({ length: Math.floor((10 * MB) / 3) }, () => "{}").join(",") + "]}";
    for (const path of ["/api/collections/categories/records", "/api/collections/users/records"]) {
      const res = await withinMemory(server.pid(), `10 MB to ${path}`, () => send("POST", path, flood));
      console.log(`10 MB of {} to ${path}: ${res.status} in ${res.ms} ms`);
      expect(res.status).toBe(413);
    }
    const patch = await withinMemory(server.pid(), "10 MB category update", () =>
      send("PATCH", "/api/collections/categories/records/abc", flood, { Authorization: owner.pb.authStore.token }),
    );
    expect(patch.status).toBe(413);
    const auth = await withinMemory(server.pid(), "10 MB sign-in", () =>
      send("POST", "/api/collections/users/auth-with-password", flood),
    );
    expect(auth.status).toBe(413);
  });

  it("refuses 5 MB of JSON on every PocketBase route that takes no upload (413), before reading it", async () => {
    // Sign-in, the verification, reset and email change routes, OTP, OAuth2, realtime
    // subscriptions, batch, the superuser's collections import: each decoded its whole body (up to
    // the global 5.25 MB) before looking at it; 5 MB of `{}` cost seconds and hundreds of MB.
    const flood = '{"title":[' + Array.from({ length: Math.floor((5 * MB) / 3) }, () => "{}").join(",") + "]}";
    expect(flood.length).toBeLessThan(5 * MB + 256 * 1024);
    const auth = { Authorization: owner.pb.authStore.token };
    const users = "/api/collections/users";
    const routes: [string, string, Record<string, string>?][] = [
      ["POST", `${users}/auth-with-password`],
      ["POST", `${users}/auth-refresh`, auth],
      ["POST", `${users}/request-verification`],
      ["POST", `${users}/confirm-verification`],
      ["POST", `${users}/request-password-reset`],
      ["POST", `${users}/confirm-password-reset`],
      ["POST", `${users}/request-email-change`, auth],
      ["POST", `${users}/confirm-email-change`],
      ["POST", `${users}/request-otp`],
      ["POST", `${users}/auth-with-otp`],
      ["POST", `${users}/auth-with-oauth2`],
      ["POST", "/api/realtime"],
      ["PUT", "/api/collections/import"],
    ];
    const before = rssKb(server.pid());
    for (const [method, path, headers] of routes) {
      const res = await withinMemory(server.pid(), `5 MB to ${method} ${path}`, () =>
        send(method, path, flood, headers),
      );
      console.log(`5 MB of {} to ${method} ${path}: ${res.status} in ${res.ms} ms`);
      expect(refused(413), `${method} ${path}`).toContain(res.status);
    }
    // The batch API (off) has a limit of its own (its settings), under the global 256 KB one.
    const batch = await withinMemory(server.pid(), "5 MB to POST /api/batch", () => send("POST", "/api/batch", flood));
    expect(refused(413)).toContain(batch.status);
    const after = rssKb(server.pid());
    console.log(`${routes.length + 1} routes: server RSS ${before} kB -> ${after} kB`);
    expect(after - before).toBeLessThan(MEMORY_SLACK_KB);
    // A real request to them still works.
    const signIn = await send(
      "POST",
      `${users}/auth-with-password`,
      JSON.stringify({ identity: owner.email, password: owner.password }),
    );
    expect(signIn.status).toBe(200);
  });

  it("refuses more than a small JSON body on the app's own JSON routes", async () => {
    const big = JSON.stringify({ pin: "1234", pad: "x".repeat(100 * 1024) });
    for (const path of ["/api/pin/lock", "/supportemail", "/api/pin/verify", "/api/orders/combine"]) {
      const res = await send("POST", path, big, { Authorization: owner.pb.authStore.token });
      expect(res.status, path).toBe(413);
    }
  });

  it("still takes a dish photo at its 5 MB cap (multipart)", async () => {
    // A PNG of noise just under 5 MB (stored uncompressed: its deflate level 0).
    const png = noisePng(5 * MB - 50 * 1024);
    expect(png.length).toBeGreaterThan(5 * MB - 100 * 1024);
    expect(png.length).toBeLessThan(5 * MB);
    const form = new FormData();
    form.set("title", "Big photo");
    form.set("price", "1");
    form.set("user", owner.user.id);
    form.set("category", (await owner.pb.collection("categories").getFirstListItem("")).id);
    form.set("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const created = await owner.pb.collection("dishes").create(form);
    expect(created.photo).toMatch(/\.png$/);
  });
});
