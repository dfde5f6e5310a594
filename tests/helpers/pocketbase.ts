// A real PocketBase for integration tests: temp --dir, free port on 127.0.0.1, our migrations
// and hooks, a superuser client. Never a mock of our own server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import PocketBase, { type RecordModel } from "pocketbase";
// @ts-expect-error: plain ESM launcher without type declarations
import { freePort, startPocketBase, upsertSuperuser } from "../../server/pocketbase.mjs";

export const ADMIN_EMAIL = "admin@test.local";
export const ADMIN_PASSWORD = "admin-password-123";

export interface TestServer {
  url: string;
  dir: string;
  /** Superuser client: bypasses every API rule. */
  admin: PocketBase;
  /** A fresh, signed-out client (a guest). */
  client: () => PocketBase;
  /** The PocketBase process's id (e.g. to read its memory from /proc). */
  pid: () => number;
  /** Captured stdout+stderr of the server process (and of the push worker, when started). */
  logs: () => string;
  /** Stops the server (and its push worker) and starts it again on the same data dir and port. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Keep the built-in rate limiter on (default off, so tests can make many requests from one IP). */
  rateLimits?: boolean;
  env?: Record<string, string>;
  /** An existing data dir to start on (e.g. one an older release left, tests/helpers/old-server.ts). */
  dir?: string;
  /**
   * Start the push worker the way the launcher does (server/push-supervisor.mjs); its environment
   * is `env` plus `pushWorkerEnv` (e.g. PUSH_SEND_TIMEOUT_MS, PUSH_RETRY_BASE_MS).
   */
  pushWorker?: boolean;
  pushWorkerEnv?: Record<string, string>;
}

/** Starts PocketBase on a temp dir and a free port; call stop() in afterAll. */
export async function startTestServer(opts: StartOptions = {}): Promise<TestServer> {
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "draft-pb-"));
  upsertSuperuser({ dir, email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  let port = 0;
  let output = "";
  let child: ChildProcess;
  let url = "";
  const launch = async () => {
    const started = (await startPocketBase({
      dir,
      port,
      env: opts.env ?? {},
      stdio: "pipe",
      pushWorker: opts.pushWorker ? { env: opts.pushWorkerEnv ?? {}, output: (s: string) => (output += s) } : false,
    }).catch((e: Error) => {
      throw new Error(`${e.message}\n${output}`, { cause: e });
    })) as { child: ChildProcess; url: string };
    child = started.child;
    url = started.url;
    child.stdout?.on("data", (d) => (output += String(d)));
    child.stderr?.on("data", (d) => (output += String(d)));
  };
  const halt = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  };
  // A port freePort() found free can be taken by another test process before PocketBase binds it
  // (test files run in parallel; PocketBase then exits at once): start again on another port, a few
  // times.
  for (let attempt = 1; ; attempt++) {
    port = (await freePort()) as number;
    try {
      await launch();
      break;
    } catch (e) {
      if (attempt >= 3 || !/PocketBase exited with code|address already in use/.test(String((e as Error).message))) {
        throw e;
      }
    }
  }

  const client = () => {
    const pb = new PocketBase(url);
    pb.autoCancellation(false);
    return pb;
  };
  const admin = client();
  await admin.collection("_superusers").authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  if (!opts.rateLimits) await admin.settings.update({ rateLimits: { enabled: false } });

  return {
    url,
    dir,
    admin,
    client,
    pid: () => child.pid!,
    logs: () => output,
    restart: async () => {
      await halt();
      await launch();
    },
    stop: async () => {
      await halt();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

export interface Owner {
  pb: PocketBase;
  user: RecordModel;
  email: string;
  password: string;
}

/**
 * Registers a venue owner through the public API and returns a signed-in client for it. On a server
 * that sends mail a new account must confirm its address first: `verify` confirms it (as a
 * superuser) before signing in.
 */
export async function createOwner(
  server: TestServer,
  fields: Record<string, unknown> = {},
  opts: { verify?: boolean } = {},
): Promise<Owner> {
  counter += 1;
  const email = (fields.email as string) ?? `owner${counter}-${Date.now()}@test.local`;
  const password = "owner-password-123";
  const pb = server.client();
  const created = await pb.collection("users").create({ email, password, passwordConfirm: password, ...fields });
  if (opts.verify) await server.admin.collection("users").update(created.id, { verified: true });
  const auth = await pb.collection("users").authWithPassword(email, password);
  return { pb, user: auth.record, email, password };
}

/** The smallest menu a guest can order from: category "Mains", dish "Soup" at 4.50, round table 1. */
export async function createSoupMenu(
  owner: Owner,
): Promise<{ categoryId: string; dish: { id: string; title: string; price: number } }> {
  const cat = await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: owner.user.id });
  const d = await owner.pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.5, category: cat.id, user: owner.user.id, order: 0 });
  await owner.pb
    .collection("tables")
    .create({ tableNumber: 1, round: true, diameter: 100, user: owner.user.id, x: 0, y: 0 });
  return { categoryId: cat.id, dish: { id: d.id, title: d.title as string, price: d.price as number } };
}

/**
 * A guest's order at `owner`'s table 1 (or `fields.tableSlug`), sent as the guest page sends it
 * with the guest token `token` and a client request id of its own; `fields` adds to or replaces
 * the body's fields.
 */
export function guestOrder(
  server: TestServer,
  owner: Owner,
  items: Array<Record<string, unknown>>,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  counter += 1;
  return server
    .client()
    .collection("orders")
    .create(
      {
        userSlug: owner.user.publicLink,
        tableSlug: "1",
        items,
        clientRequestId: `guest-order-${Date.now()}-${counter}`,
        ...fields,
      },
      { headers: { "X-Guest-Token": token } },
    );
}

/** Expects `p` to reject with an SDK error of `status`; returns the error's response body. */
export async function expectStatus(p: Promise<unknown>, status: number): Promise<Record<string, unknown>> {
  try {
    await p;
  } catch (e) {
    const err = e as { status?: number; response?: Record<string, unknown> };
    if (err.status !== status) {
      throw new Error(`expected status ${status}, got ${err.status}: ${JSON.stringify(err.response)}`, { cause: e });
    }
    return err.response ?? {};
  }
  throw new Error(`expected status ${status}, but the request succeeded`);
}

/** maxRequests of the server's rate-limit rule `label` (as the migrations configured it). */
export async function rateLimit(server: TestServer, label: string): Promise<number> {
  const rules = (await server.admin.settings.getAll()).rateLimits.rules as { label: string; maxRequests: number }[];
  const rule = rules.find((r) => r.label === label);
  if (!rule) throw new Error(`no rate-limit rule ${label}`);
  return rule.maxRequests;
}

export type Role = "manager" | "waiter" | "kitchen";
export interface Member {
  pb: PocketBase;
  record: RecordModel;
  email: string;
  password: string;
}

/**
 * A team member of `owner`'s venue with `role`, added by the owner (POST /api/team/members), whose
 * invitation set their password, signed in on a client of their own.
 */
export async function createMember(
  server: TestServer,
  owner: Owner,
  role: Role,
  name = `Anna ${role}`,
): Promise<Member> {
  counter += 1;
  const email = `member${counter}-${Date.now()}@test.local`;
  const password = "member-password-123";
  const added = await owner.pb.send<{ member: { id: string }; invite: string }>("/api/team/members", {
    method: "POST",
    body: { name, email, role },
  });
  const pb = server.client();
  // The invitation makes the address's login and signs in to the venue's membership.
  const auth = await pb.send<{ token: string; record: RecordModel }>("/api/team/invitations/accept", {
    method: "POST",
    body: { token: added.invite, password, passwordConfirm: password },
  });
  pb.authStore.save(auth.token, auth.record);
  return { pb, record: auth.record, email, password };
}

/** Signs `email` in as a person (`people`) and enters their membership of `venueId`: the member's client. */
export async function enterVenue(server: TestServer, email: string, password: string, venueId: string) {
  const pb = server.client();
  await pb.collection("people").authWithPassword(email, password);
  const venues = await pb.send<{ items: { member: string; venue: string }[] }>("/api/team/venues", {});
  const m = venues.items.find((v) => v.venue === venueId);
  if (!m) throw new Error(`not a member of ${venueId}`);
  const auth = await pb.send<{ token: string; record: RecordModel }>("/api/team/enter", {
    method: "POST",
    body: { member: m.member },
  });
  pb.authStore.save(auth.token, auth.record);
  return { pb, record: auth.record };
}

/** A shared device of `owner`'s venue with `role` (kitchen or waiter), signed in with its invitation. */
export async function createDevice(
  server: TestServer,
  owner: Owner,
  role: "kitchen" | "waiter",
  name = `Tablet ${role}`,
): Promise<Member> {
  const added = await owner.pb.send<{ member: { id: string; email: string }; invite: string }>("/api/team/members", {
    method: "POST",
    body: { name, role, device: true },
  });
  const password = "device-password-123";
  const pb = server.client();
  await pb.collection("staff").confirmPasswordReset(added.invite, password, password);
  const auth = await pb.collection("staff").authWithPassword(added.member.email, password);
  return { pb, record: auth.record, email: added.member.email, password };
}

/**
 * The key of table `table` of `owner`'s venue (docs/table-tab.md#the-tables-key): what the link of
 * its QR code carries, and what a phone sends to start the table's group or order onto its tab.
 */
export async function tableKey(server: TestServer, owner: Owner, table: string | number): Promise<string> {
  const row = await server.admin
    .collection("tables")
    .getFirstListItem(`user = "${owner.user.id}" && tableNumber = ${Number(table)}`);
  return String(row.key);
}
