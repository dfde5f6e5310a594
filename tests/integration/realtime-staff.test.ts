// Staff always get through on realtime (issue 35 point 4, docs/realtime.md#staff-always-get-through),
// on the real PocketBase with its rate limiter on: the guests on the venue's wifi share one address
// with the owner's board. A connection subscribed with a session (an owner or a team member) that
// the address refuses is counted against its account instead, and a session's subscribes are
// limited per account; guests keep their per-address cap and rule exactly.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import {
  createMember,
  createOwner,
  createSoupMenu,
  rateLimit,
  startTestServer,
  type Member,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { openRealtimeStream } from "../helpers/realtime-stream";

// Small caps (bounded test): every stream below comes from 127.0.0.1, as phones and the board behind
// the venue's one public address.
const PER_ADDRESS = 4;
const PER_ACCOUNT = 3;

let server: TestServer;
let a: Owner;
let kitchen: Member;
let dishId: string;

interface Stream {
  clientId: string;
  events: Array<{ topic: string; action: string; id: string }>;
  subscribe: (topics: string[], token?: string) => Promise<{ status: number; message: string }>;
  close: () => void;
}

const streams: Stream[] = [];

/** A raw realtime connection (the browser's EventSource: no header on the connect), its events as {topic, action, id}. */
async function openStream(): Promise<Stream> {
  const raw = await openRealtimeStream(server.url);
  const stream: Stream = {
    clientId: raw.clientId,
    get events() {
      return raw.events.map((e) => ({ topic: e.topic, action: e.data.action, id: e.data.record?.id as string }));
    },
    subscribe: async (topics, token) => {
      const res = await raw.subscribe(topics, token);
      return { status: res.status, message: String(res.body.message ?? "") };
    },
    close: raw.close,
  };
  streams.push(stream);
  return stream;
}

/** Closes every stream; the server lets each go when it sees it closed (the next tests wait for that). */
async function closeAll() {
  for (const s of streams.splice(0)) s.close();
  await new Promise((r) => setTimeout(r, 300));
}

async function guestOrder(): Promise<RecordModel> {
  return server
    .client()
    .collection("orders")
    .create({ userSlug: a.user.publicLink, tableSlug: "1", items: [{ dishId, count: 1 }] });
}

/** PER_ADDRESS guests' connections (a guest's menu), all admitted: the address is full. */
async function fillAddress(): Promise<Stream[]> {
  const guests: Stream[] = [];
  for (let i = 0; i < PER_ADDRESS; i++) {
    const g = await openStream();
    // The previous test's streams may still be closing on the server: their places free up then.
    await expect.poll(async () => (await g.subscribe([`menu/${a.user.id}`])).status).toBe(204);
    guests.push(g);
  }
  return guests;
}

/** A guest over the address's cap: refused as before. */
async function expectGuestRefused() {
  const extra = await openStream();
  const refused = await extra.subscribe([`menu/${a.user.id}`]);
  expect(refused.status).toBe(429);
  expect(refused.message).toMatch(/Too many realtime connections from this address/);
  extra.close();
}

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: true,
    env: {
      REALTIME_MAX_CONNECTIONS_PER_IP: String(PER_ADDRESS),
      REALTIME_MAX_CONNECTIONS_PER_ACCOUNT: String(PER_ACCOUNT),
    },
  });
  a = await createOwner(server);
  dishId = (await createSoupMenu(a)).dish.id;
  kitchen = await createMember(server, a, "kitchen");
}, 60_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await server?.stop();
});

describe("the connection cap: guests per address, staff per account", () => {
  it("guests fill their address; the owner's board and the kitchen from it still subscribe and hear a new order", async () => {
    await fillAddress();
    await expectGuestRefused();

    const board = await openStream();
    expect((await board.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token)).status).toBe(204);
    const kitchenScreen = await openStream();
    expect((await kitchenScreen.subscribe([`venue/${a.user.id}/orders`], kitchen.pb.authStore.token)).status).toBe(204);

    const o = await guestOrder();
    await expect.poll(() => board.events.map((e) => `${e.action}:${e.id}`)).toContain(`create:${o.id}`);
    await expect.poll(() => kitchenScreen.events.map((e) => `${e.action}:${e.id}`)).toContain(`create:${o.id}`);
    // The staff's connections took no guest's place and freed none.
    await expectGuestRefused();
    await closeAll();
  });

  it("an account has a cap of its own; a closed screen frees its place", async () => {
    await fillAddress();
    const screens: Stream[] = [];
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const s = await openStream();
      expect((await s.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token)).status).toBe(204);
      screens.push(s);
    }
    const extra = await openStream();
    const refused = await extra.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token);
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/Too many realtime connections of this account/);
    // Another account of the venue has its own.
    const k = await openStream();
    expect((await k.subscribe([`venue/${a.user.id}/orders`], kitchen.pb.authStore.token)).status).toBe(204);
    screens[0].close();
    await expect
      .poll(async () => (await extra.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token)).status)
      .toBe(204);
    await expectGuestRefused();
    await closeAll();
  });

  it("the board connected before the guests filled the address: its reconnect still gets through", async () => {
    // Counted against the address while it has room, as every connection is.
    let board = await openStream();
    expect((await board.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token)).status).toBe(204);
    for (let i = 1; i < PER_ADDRESS; i++) {
      const g = await openStream();
      await expect.poll(async () => (await g.subscribe([`menu/${a.user.id}`])).status).toBe(204);
    }
    await expectGuestRefused();
    // The board's stream ends (PocketBase's idle timer, a blip) and connects again: a new connection.
    board.close();
    board = await openStream();
    expect((await board.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token)).status).toBe(204);
    const o = await guestOrder();
    await expect.poll(() => board.events.map((e) => `${e.action}:${e.id}`)).toContain(`create:${o.id}`);
    await closeAll();
  });
});

describe("the subscribe's rate limit: guests per address, staff per account", () => {
  it("guests use up their address's subscribes; the owner's board still subscribes and hears a new order", async () => {
    // The board's stream is open before (its connect is a GET: a rule of its own, docs/realtime.md).
    const board = await openStream();
    // The guests' subscribes: until the address's rule refuses them (the tests above used some).
    const max = await rateLimit(server, "POST /api/realtime");
    let last = 0;
    // Twice the rule: a loop that runs into the rule's next window is refused later.
    for (let i = 0; i <= 2 * max + 1 && last !== 429; i++) {
      const res = await fetch(`${server.url}/api/realtime`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"clientId":"none","subscriptions":[]}',
      });
      last = res.status;
    }
    expect(last).toBe(429);
    const guest = await openStream();
    expect((await guest.subscribe([`menu/${a.user.id}`])).status).toBe(429);

    expect((await board.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token)).status).toBe(204);
    const o = await guestOrder();
    await expect.poll(() => board.events.map((e) => `${e.action}:${e.id}`)).toContain(`create:${o.id}`);
    // Still the guests' limit for anyone without a session.
    expect((await guest.subscribe([`menu/${a.user.id}`])).status).toBe(429);
    await closeAll();
  });

  it("an account's subscribes have a limit of their own, which another account of the venue does not share", async () => {
    const board = await openStream();
    let last = { status: 0, message: "" };
    // (A connection's first subscribe with the session is not counted: docs/realtime.md.)
    // 600 a minute, fixed windows: a loop that runs into the next one is refused later.
    for (let i = 0; i < 1300 && last.status !== 429; i++) {
      last = await board.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token);
      if (last.status !== 429) expect(last.status).toBe(204);
    }
    expect(last.status).toBe(429);
    expect(last.message).toMatch(/Too many realtime subscriptions from your account/);
    const k = await openStream();
    expect((await k.subscribe([`venue/${a.user.id}/orders`], kitchen.pb.authStore.token)).status).toBe(204);
    await closeAll();
  });
});

describe("the connect's rate limit stays per address (docs/realtime.md#staff-always-get-through)", () => {
  it("guests who use it up refuse new connects from the address, but the board's open stream keeps hearing orders", async () => {
    const board = await openStream();
    expect((await board.subscribe([`venue/${a.user.id}/orders`], a.pb.authStore.token)).status).toBe(204);
    // The connect carries no session: PocketBase counts every one by its address.
    const max = await rateLimit(server, "GET /api/realtime");
    let last = 0;
    // Twice the rule: a loop that runs into the rule's next window is refused later.
    for (let i = 0; i <= 2 * max + 1 && last !== 429; i++) {
      const ctl = new AbortController();
      const res = await fetch(`${server.url}/api/realtime`, { signal: ctl.signal });
      last = res.status;
      ctl.abort();
    }
    expect(last).toBe(429);
    const o = await guestOrder();
    await expect.poll(() => board.events.map((e) => `${e.action}:${e.id}`)).toContain(`create:${o.id}`);
    await closeAll();
  });
});
