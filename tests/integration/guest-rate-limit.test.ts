// Guest order creation is rate-limited per client (migration rule "orders:create", for everyone since 1764300200):
// the limiter is on here, as in production.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let a: Owner;
let dishId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: true });
  a = await createOwner(server);
  dishId = (await createSoupMenu(a)).dish.id;
});

afterAll(async () => {
  await server?.stop();
});

describe("orders:create rate limit", () => {
  it("refuses a guest's orders past the per-minute limit with 429 and stores nothing more", async () => {
    const rule = (await server.admin.settings.getAll()).rateLimits.rules.find(
      (r: { label: string }) => r.label === "orders:create",
    );
    expect(rule).toMatchObject({ audience: "", duration: 60 });
    const max: number = rule.maxRequests;
    expect(max).toBeGreaterThanOrEqual(30);
    const guest = server.client();
    const send = (i: number) =>
      guest.collection("orders").create({
        userSlug: a.user.publicLink,
        tableSlug: "1",
        items: [{ dishId, count: 1 }],
        clientRequestId: `rate-limit-${i}`,
      });
    for (let i = 0; i < max; i++) await send(i);
    await expectStatus(send(max), 429);
    expect((await server.admin.collection("orders").getList(1, 1)).totalItems).toBe(max);
  });
});
