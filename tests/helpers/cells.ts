// Helpers of the cells tests (tests/integration/cells*.test.ts): 2 cells, the directory and
// HAProxy on loopback (server/cells.mjs), and calls through the one origin as the app makes them.
import fs from "node:fs";
import { EventSource } from "eventsource";
import PocketBase from "pocketbase";
import { expect } from "vitest";
import type { Owner, TestServer } from "./pocketbase";
// @ts-expect-error: plain ESM launcher without type declarations
import { startCells } from "../../server/cells.mjs";

export interface Cell {
  name: string;
  url: string;
  dir: string;
  admin: { email: string; password: string };
}
export interface Directory {
  /** What the directory holds (its log, read at each call). */
  entries: { get: (key: string) => string | undefined; has: (key: string) => boolean };
  signupCell: () => string;
  syncFromCells: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}
export interface Cells {
  url: string;
  dir: string;
  cells: Cell[];
  directory: Directory;
  socketPath: string;
  stop: () => Promise<void>;
  killCell: (name: string) => Promise<void>;
  restartCell: (name: string) => Promise<void>;
}
export interface Venue {
  cell: Cell;
  owner: Owner;
  dishId: string;
}

// The headers the next EventSource sends, as a browser would (a cookie, a Referer): the SDK opens
// the stream itself and cannot set headers.
let streamHeaders: Record<string, string> = {};
export function setStreamHeaders(headers: Record<string, string>): void {
  streamHeaders = headers;
}
class BrowserEventSource extends EventSource {
  constructor(url: string | URL) {
    const extra = streamHeaders;
    super(url, { fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...extra } }) });
  }
}
(globalThis as unknown as { EventSource: unknown }).EventSource = BrowserEventSource;

/** A TestServer-shaped view of one cell, straight to its port (to set a venue up). */
export async function cellServer(cell: Cell): Promise<TestServer> {
  const client = () => {
    const pb = new PocketBase(cell.url);
    pb.autoCancellation(false);
    return pb;
  };
  const admin = client();
  await admin.collection("_superusers").authWithPassword(cell.admin.email, cell.admin.password);
  const fail = async () => {
    throw new Error("not available on a cell");
  };
  return { url: cell.url, dir: cell.dir, admin, client, logs: () => "", pid: () => 0, restart: fail, stop: fail };
}

/**
 * Starts 2 cells, the directory and HAProxy, with the rate limiter off on each cell (the tests send
 * from one address). `options`: more of startCells' (env, pushWorkerEnv, replicaUrl).
 */
export async function startTwoCells(options: Record<string, unknown> = {}): Promise<Cells> {
  const cells = (await startCells({ count: 2, output: "ignore", ...options })) as Cells;
  for (const cell of cells.cells) {
    const server = await cellServer(cell);
    await server.admin.settings.update({ rateLimits: { enabled: false } });
  }
  return cells;
}

/** Stops what startTwoCells started and removes its folder. */
export async function stopCells(cells: Cells | undefined): Promise<void> {
  await cells?.stop();
  if (cells?.dir) fs.rmSync(cells.dir, { recursive: true, force: true });
}

/** A guest's order through the origin (X-Venue as the guest page sends it). */
export async function guestOrder(origin: string, v: Venue, n: number | string, guestToken = ""): Promise<Response> {
  return fetch(`${origin}/api/collections/orders/records`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Venue": String(v.owner.user.publicLink),
      ...(guestToken ? { "X-Guest-Token": guestToken } : {}),
    },
    body: JSON.stringify({
      userSlug: v.owner.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: v.dishId, title: "Soup", price: 4.5, count: 1, modifiers: {} }],
      total: 4.5,
      clientRequestId: `cells-${n}-${Date.now()}`,
    }),
  });
}

/** The owner's sign-in through the origin: { token, cookie } (the cell cookie it set). */
export async function signIn(
  origin: string,
  email: string,
  password: string,
): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${origin}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  return { token: ((await res.json()) as { token: string }).token, cookie };
}

/** An owner client through the origin sending `cookie` on every call. */
export function ownerClient(origin: string, token: string, record: Owner["user"], cookie: string): PocketBase {
  const pb = new PocketBase(origin);
  pb.autoCancellation(false);
  pb.authStore.save(token, record);
  pb.beforeSend = (url, options) => {
    options.headers = { ...(options.headers as Record<string, string>), Cookie: cookie };
    return { url, options };
  };
  return pb;
}
