// The realtime index's cron job (pb_hooks/lib/realtime/realtime.js pruneIndex) on the real PocketBase: it
// replaces each topic's set of subscribers by its live ones and forgets addresses with no live
// connection, without losing a live subscriber or a live connection's place under the
// per-address cap. The job runs in the background (POST /api/crons answers at once), so each
// check polls for the event it expects, and the server's log must show no failed run.
import { afterAll, beforeAll, expect, it } from "vitest";
import { EventSource } from "eventsource";
import { createOwner, createSoupMenu, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

const CAP = 3;
let server: TestServer;
let owner: Owner;
let dishId: string;
const open: EventSource[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { REALTIME_MAX_CONNECTIONS_PER_IP: String(CAP) } });
  owner = await createOwner(server);
  dishId = (await createSoupMenu(owner)).dish.id;
});
afterAll(async () => {
  for (const es of open) es.close();
  await server?.stop();
});

interface Screen {
  ids: string[];
  status: number;
  close: () => void;
}

/**
 * A connection subscribed to the owner's live board (`guest`: a guest's menu instead); `ids` collects
 * the orders it is told about.
 */
async function screen(guest = false): Promise<Screen> {
  const es = new EventSource(`${server.url}/api/realtime`);
  open.push(es);
  const clientId = await new Promise<string>((resolve, reject) => {
    es.addEventListener("PB_CONNECT", (e) => resolve((e as MessageEvent).lastEventId));
    es.onerror = () => reject(new Error("realtime connect failed"));
  });
  const ids: string[] = [];
  const topic = `venue/${owner.user.id}/orders`;
  es.addEventListener(topic, (e) => ids.push(JSON.parse((e as MessageEvent).data as string).record.id));
  const res = await fetch(`${server.url}/api/realtime`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(guest ? {} : { Authorization: owner.pb.authStore.token }) },
    body: JSON.stringify({ clientId, subscriptions: [guest ? `menu/${owner.user.id}` : topic] }),
  });
  return { ids, status: res.status, close: () => es.close() };
}

async function order(): Promise<string> {
  const created = await server
    .client()
    .collection("orders")
    .create({ userSlug: owner.user.publicLink, tableSlug: "1", items: [{ dishId, count: 1 }] });
  return created.id;
}

it("after the cron job, live screens still hear every order and the cap still counts the live ones", async () => {
  const gone = await screen();
  const kept = await screen();
  expect([gone.status, kept.status]).toEqual([204, 204]);
  gone.close();
  await server.admin.crons.run("realtime-index-prune");
  const first = await order();
  await expect.poll(() => kept.ids.includes(first), { timeout: 10_000 }).toBe(true);

  // A screen that subscribes after the job is in the new set too.
  const late = await screen();
  expect(late.status).toBe(204);
  await server.admin.crons.run("realtime-index-prune");
  const second = await order();
  await expect.poll(() => kept.ids.includes(second) && late.ids.includes(second), { timeout: 10_000 }).toBe(true);

  // Three live connections (kept, late, one more) fill the address: the job keeps their places.
  expect((await screen()).status).toBe(204);
  await server.admin.crons.run("realtime-index-prune");
  const third = await order();
  await expect.poll(() => late.ids.includes(third), { timeout: 10_000 }).toBe(true);
  // A guest's is refused (the owner's would go to the account: docs/realtime.md#staff-always-get-through).
  expect((await screen(true)).status).toBe(429);

  const failed = await server.admin.logs.getList(1, 10, { filter: `message ~ "failed to execute cron job"` });
  expect(failed.items).toEqual([]);
});
