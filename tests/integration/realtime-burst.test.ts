// The per-address realtime connection cap (pb_hooks/lib/realtime.js admitConnection) holds under a
// burst: cap + 50 subscribes sent at once from one address, exactly cap accepted. The count was
// read before it was raised, so a burst got past it (290 of 290 against 200; here 123 of 150
// against 100). A cap of 100 keeps the test cheap and still shows the race the old count lost.
import { afterAll, beforeAll, expect, it } from "vitest";
import { EventSource } from "eventsource";
import { createOwner, startTestServer, type TestServer } from "../helpers/pocketbase";

const CAP = 100;
let server: TestServer;
const open: EventSource[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { REALTIME_MAX_CONNECTIONS_PER_IP: String(CAP) } });
});
afterAll(async () => {
  for (const es of open) es.close();
  await server?.stop();
});

/** Opens a realtime connection and resolves with its client id. */
function connect(): Promise<string> {
  return new Promise((resolve, reject) => {
    const es = new EventSource(`${server.url}/api/realtime`);
    open.push(es);
    es.addEventListener("PB_CONNECT", (e) => resolve((e as MessageEvent).lastEventId));
    es.onerror = () => reject(new Error("realtime connect failed"));
  });
}

it("of cap + 50 subscribes sent at once from one address, exactly cap are accepted", async () => {
  const venue = (await createOwner(server)).user.id;
  const ids = await Promise.all(Array.from({ length: CAP + 50 }, connect));
  const statuses = await Promise.all(
    ids.map((clientId) =>
      fetch(`${server.url}/api/realtime`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ clientId, subscriptions: [`menu/${venue}`] }),
      }).then((r) => r.status),
    ),
  );
  expect(statuses.filter((s) => s === 204)).toHaveLength(CAP);
  expect(statuses.filter((s) => s === 429)).toHaveLength(50);

  // Closing connections frees their places: the refused ones get in after as many closed.
  const accepted = ids.filter((_, i) => statuses[i] === 204);
  const refused = ids.filter((_, i) => statuses[i] === 429);
  for (let i = 0; i < open.length; i++) if (accepted.slice(0, 10).includes(ids[i])) open[i].close();
  await expect
    .poll(
      async () =>
        (
          await fetch(`${server.url}/api/realtime`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ clientId: refused[0], subscriptions: [`menu/${venue}`] }),
          })
        ).status,
      { timeout: 10_000 },
    )
    .toBe(204);
});
