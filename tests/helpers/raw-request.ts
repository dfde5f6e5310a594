// Raw HTTP requests for the request-size tests: one connection per request, a body sent only once
// the server starts reading it (Expect: 100-continue), or chunked without a length.
import http from "node:http";

/** What a request got: its status, or the reset of an upload the server stopped reading. */
export type Sent = {
  status: number | "EPIPE" | "ECONNRESET";
  json: Record<string, unknown>;
  ms: number;
  /** The Connection header of the answer ("close": the server reads nothing more from it). */
  connection?: string;
};
/** The answers to a body refused unread: its status, or (for a client still sending) the reset. */
export const refused = (status: number) => [status, "EPIPE", "ECONNRESET"];

/**
 * Sends one request on a connection of its own (no keep-alive), so that an upload the server
 * refused without reading it never leaves bytes in a connection the next request reuses. A string
 * body goes with its Content-Length and `Expect: 100-continue`: the server answers a body it
 * refuses by its length at once, and the client sends it only when the server starts reading it.
 * `body` as chunks is sent at once without a Content-Length (chunked).
 */
export function send(
  baseUrl: string,
  method: string,
  path: string,
  body: string | Uint8Array[],
  headers: Record<string, string> = {},
): Promise<Sent> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const url = new URL(baseUrl + path);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: false,
        headers: {
          "Content-Type": "application/json",
          ...(typeof body === "string"
            ? { "Content-Length": String(Buffer.byteLength(body)), Expect: "100-continue" }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            json: text ? JSON.parse(text) : {},
            ms: ms(),
            connection: res.headers.connection,
          }),
        );
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EPIPE" || err.code === "ECONNRESET") resolve({ status: err.code, json: {}, ms: ms() });
      else reject(err);
    });
    if (typeof body === "string") req.once("continue", () => req.end(body));
    else {
      const next = (i: number) => {
        if (i === body.length) return void req.end();
        if (req.write(body[i])) next(i + 1);
        else req.once("drain", () => next(i + 1));
      };
      next(0);
    }
  });
}
