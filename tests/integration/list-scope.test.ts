// Lists of a venue's own records name the venue in their filter (pb_hooks/lib/access/list-scope.js), so that
// SQLite finds them through the venue's index instead of reading every record of every venue: the
// list rules are ORs (owner, team member, guest) of bound parameters, which no index serves. What a
// client sees is what its rule grants, as before; what reaches PocketBase's list is the scoped
// filter, which the request log shows (PocketBase logs the URL it served).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let a: Owner;
let b: Owner;
let dishA: { id: string };
const TOKEN = "list-scope-guest-token-aaaaaaaaaa";

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  dishA = (await createSoupMenu(a)).dish;
  const dishB = (await createSoupMenu(b)).dish;
  const guest = server.client();
  for (const [owner, dish] of [
    [a, dishA],
    [b, dishB],
  ] as const) {
    await guest
      .collection("orders")
      .create(
        { userSlug: owner.user.publicLink, tableSlug: "1", items: [{ dishId: dish.id, count: 1 }] },
        { headers: { "X-Guest-Token": TOKEN } },
      );
  }
  await a.pb.collection("storage").create({ item: "Flour", quantity: 5, unit: "gram", user: a.user.id });
  await b.pb.collection("storage").create({ item: "Sugar", quantity: 2, unit: "gram", user: b.user.id });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** The filter PocketBase's list ran with, for the logged GET whose URL holds `marker` (a unique sort). */
async function servedFilter(marker: string): Promise<string> {
  let url = "";
  await expect
    .poll(
      async () => {
        const logs = await server.admin.logs.getList(1, 100, { filter: `data.method = "GET"`, sort: "-created" });
        url = String(logs.items.map((l) => l.data.url).find((u) => String(u).includes(marker)) ?? "");
        return url;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return new URL(url, server.url).searchParams.get("filter") ?? "";
}

describe("list scope", () => {
  it("an owner's list with no venue in its filter gets their own venue, and sees what it saw", async () => {
    const orders = await a.pb.collection("orders").getFullList({ filter: "finished = false", sort: "-created,id" });
    expect(orders.map((o) => o.user)).toEqual([a.user.id]);
    expect(await servedFilter("sort=-created%2Cid")).toBe(`user = "${a.user.id}" && (finished = false)`);
    const stock = await a.pb.collection("Storage").getFullList({ sort: "-created,item" });
    expect(stock.map((s) => s.item)).toEqual(["Flour"]);
    expect(await servedFilter("sort=-created%2Citem")).toBe(`user = "${a.user.id}"`);
  });

  it("a filter that names its venue keeps it as a condition of its own", async () => {
    const filter = `user = '${a.user.id}' && finished = false`;
    const orders = await a.pb.collection("orders").getFullList({ filter, sort: "-created,total" });
    expect(orders).toHaveLength(1);
    expect(await servedFilter("sort=-created%2Ctotal")).toBe(`user = "${a.user.id}" && (${filter})`);
  });

  it("a team member's list gets the member's venue", async () => {
    const manager = await createMember(server, a, "manager");
    const tables = await manager.pb.collection("tables").getFullList({ sort: "-created,tableNumber" });
    expect(tables.map((t) => t.user)).toEqual([a.user.id]);
    expect(await servedFilter("sort=-created%2CtableNumber")).toBe(`user = "${a.user.id}"`);
  });

  it("a client the rule grants nothing gets PocketBase's empty page at once, without a query", async () => {
    const anonymous = server.client();
    expect(await anonymous.collection("activity").getFullList({ sort: "-created,user" })).toHaveLength(0);
    expect(await anonymous.collection("Storage").getFullList()).toHaveLength(0);
    for (const p of [
      "orders/records",
      "tables/records?page=3&perPage=7",
      "activity/records?perPage=5000&skipTotal=1",
      "sToRaGe/records?perPage=0",
    ]) {
      const res = await fetch(`${server.url}/api/collections/${p}`);
      expect(res.status, p).toBe(200);
      const asked = new URL(p, "http://x/").searchParams;
      const perPage = Number(asked.get("perPage") ?? 30) || 30;
      const skip = asked.get("skipTotal") === "1";
      expect(await res.json(), p).toEqual({
        items: [],
        page: Number(asked.get("page") ?? 1),
        perPage: p.startsWith("orders") || p.startsWith("sToRaGe") ? Math.min(perPage, 50) : Math.min(perPage, 1000),
        totalItems: skip ? -1 : 0,
        totalPages: skip ? -1 : 0,
      });
    }
    // Not PocketBase's list: that would read the filter (a 400 for a broken one) and the table.
    const broken = await fetch(`${server.url}/api/collections/tables/records?filter=${encodeURIComponent("(((")}`);
    expect(broken.status).toBe(200);
  });

  it("a guest lists their orders one venue at a time; with no venue named, a 400 that says so", async () => {
    const guest = server.client();
    const headers = { "X-Guest-Token": TOKEN };
    const mine = await guest
      .collection("orders")
      .getFullList({ filter: guest.filter("user = {:u}", { u: a.user.id }), headers });
    expect(mine.map((o) => [o.user, o.items[0].dishId])).toEqual([[a.user.id, dishA.id]]);
    const refused = await expectStatus(guest.collection("orders").getFullList({ headers }), 400);
    expect(refused.message).toBe(
      "List a guest's orders one venue at a time: start the filter with user = '<the venue's id>'.",
    );
  });

  it("leaves a superuser's list as it is", async () => {
    const all = await server.admin.collection("orders").getFullList({ sort: "-created,clientRequestId" });
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(await servedFilter("sort=-created%2CclientRequestId")).toBe("");
  });
});
