// Requests from a chosen loopback source address (127.0.0.x), as guests on their own phones: the
// per-address tests behind Caddy and HAProxy (tests/integration/proxy-address*.test.ts).
import http from "node:http";
import https from "node:https";

export interface FromAnswer {
  status: number;
  json: Record<string, unknown>;
}

/**
 * One request to `url` from `localAddress` on a connection of its own; `ca`: the CA of an https
 * origin (Caddy's internal one). Resolves with the status and the JSON body ({} when none).
 */
export function requestFrom(
  url: string,
  localAddress: string,
  {
    method = "GET",
    body,
    headers = {},
    ca,
  }: { method?: string; body?: unknown; headers?: Record<string, string>; ca?: Buffer } = {},
): Promise<FromAnswer> {
  const u = new URL(url);
  const text = body === undefined ? "" : JSON.stringify(body);
  const lib = u.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      {
        // "localhost" by its IPv4 address: a 127.0.x.y source cannot reach ::1.
        host: u.hostname === "localhost" ? "127.0.0.1" : u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method,
        localAddress,
        agent: false,
        ca,
        servername: u.hostname,
        headers: {
          Host: u.host,
          ...(text ? { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) } : {}),
          ...headers,
        },
      },
      (res) => {
        let out = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (out += d));
        res.on("end", () => {
          let json: Record<string, unknown>;
          try {
            json = out ? (JSON.parse(out) as Record<string, unknown>) : {};
          } catch {
            json = { text: out };
          }
          resolve({ status: res.statusCode!, json });
        });
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

/** The i-th guest's own loopback address (i from 0): 127.0.1.1, 127.0.1.2, ... */
export const guestAddress = (i: number): string => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
