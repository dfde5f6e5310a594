// Compression and realtime on the real PocketBase (pb_hooks/public.pb.js): every JSON answer is
// gzip-compressed for a client that accepts it, and a realtime stream does not pass the gzip
// middleware at all. PocketBase's gzip middleware keeps a pooled writer (with the ~650 KB compressor
// of its last use) for the whole life of a request, so a stream that passed it kept one per
// connected screen. The middleware marks every response it passes with `Vary: Accept-Encoding`,
// so a stream without that header did not pass it.
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, createSoupMenu, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
let owner: Owner;
let dish: { id: string; title: string; price: number };

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server);
  dish = (await createSoupMenu(owner)).dish;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/**
 * A request with the headers a browser sends (and `body` as JSON, when given); the answer's body
 * gunzipped when it came compressed.
 */
function send(method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
  const data = body === undefined ? "" : JSON.stringify(body);
  const sent: Record<string, string> = { "Accept-Encoding": "gzip, deflate, br", ...headers };
  if (data)
    Object.assign(sent, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(data)) });
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(`${server.url}${p}`, { method, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw).toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    req.on("error", reject);
    req.end(data || undefined);
  });
}
const get = (p: string, headers: Record<string, string> = {}) => send("GET", p, undefined, headers);
const post = (p: string, body: unknown, headers: Record<string, string> = {}) => send("POST", p, body, headers);

/** Opens a realtime stream that accepts gzip, as a browser's EventSource does; resolves at PB_CONNECT. */
function openStream() {
  return new Promise<{ headers: http.IncomingHttpHeaders; first: string; close: () => void }>((resolve, reject) => {
    const req = http.get(
      `${server.url}/api/realtime`,
      { headers: { Accept: "text/event-stream", "Accept-Encoding": "gzip, deflate, br" } },
      (res) => {
        let buf = "";
        res.setEncoding("latin1");
        res.on("data", (c: string) => {
          buf += c;
          if (buf.includes("\n\n")) resolve({ headers: res.headers, first: buf, close: () => req.destroy() });
        });
        res.on("error", () => {});
      },
    );
    req.on("error", reject);
  });
}

describe("compression", () => {
  it("compresses PocketBase's own JSON and the menu endpoint for a client that accepts gzip", async () => {
    for (const p of ["/api/collections/dishes/records?perPage=50", `/api/menu/${owner.user.publicLink}?table=1`]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers["content-encoding"], p).toBe("gzip");
      expect(res.headers.vary, p).toContain("Accept-Encoding");
      expect(() => JSON.parse(res.text), p).not.toThrow();
    }
  });

  it("keeps realtime streams out of the gzip middleware: plain text events, no Vary", async () => {
    // Bodyless answers (a subscribe's 204) and other JSON first, as a screen's page load does: they
    // leave writers with compressors in the middleware's pool.
    for (let i = 0; i < 5; i++) await get("/api/collections/dishes/records?perPage=50");
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream()));
    try {
      for (const s of streams) {
        expect(s.headers["content-type"]).toContain("text/event-stream");
        expect(s.headers["content-encoding"]).toBeUndefined();
        expect(s.headers.vary ?? "").not.toContain("Accept-Encoding");
        expect(s.first).toMatch(/^id:[^\n]+\nevent:PB_CONNECT\ndata:\{"clientId":"[^"]+"\}/);
      }
    } finally {
      for (const s of streams) s.close();
    }
  });

  it("answers a guest's order (well under a kilobyte) without the gzip middleware, created or refused", async () => {
    const order = {
      userSlug: owner.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: dish.id, title: dish.title, price: dish.price, count: 2, modifiers: {} }],
      clientRequestId: "compression-order-1",
    };
    const created = await post("/api/collections/orders/records", order, { "X-Guest-Token": "g".repeat(30) });
    expect(created.status, created.text).toBe(200);
    expect(created.headers["content-encoding"]).toBeUndefined();
    expect(created.headers.vary ?? "").not.toContain("Accept-Encoding");
    expect(JSON.parse(created.text)).toMatchObject({
      total: 9,
      tableSlug: "1",
      items: [{ dishId: dish.id, count: 2 }],
    });
    const refused = await post("/api/collections/orders/records", { ...order, tableSlug: "99", clientRequestId: "" });
    expect(refused.status).toBe(400);
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.text).message).toContain("Unknown table");
  });
});
