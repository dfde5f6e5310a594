// The group cart of a table tab keeps a dish's option groups, sizes and extras
// (docs/table-tab.md#ordering-together): a line is priced and checked when it is added, and the
// send prices and checks every line again exactly like a guest's direct order: the same line key,
// price and title, the same refusals naming the group, nothing stored on a refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import {
  createOwner,
  expectStatus,
  startTestServer,
  tableKey,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { COFFEE_SIZE, DONENESS } from "../helpers/option-groups";

let server: TestServer;
let venue: Owner;
let steak: RecordModel;
let coffee: RecordModel;
let visitId = "";

const ANNA = `guest-anna-${"a".repeat(24)}`;
const BEN = `guest-ben-${"b".repeat(24)}`;
const DIRECT = `guest-direct-${"d".repeat(24)}`;

interface CartLine {
  id: string;
  dishId: string;
  title: string;
  priceCents: number;
  count: number;
  by: string;
}
interface MemberAnswer {
  visit: { id: string; cart: { version: number; lines: CartLine[] } };
  invite: string;
}

function call<T>(method: string, path: string, guest: string, body?: unknown): Promise<T> {
  return server
    .client()
    .send<T>(path, { method, headers: { "X-Guest-Token": guest }, body: body as Record<string, unknown> });
}
const addLine = (guest: string, add: Record<string, unknown>) =>
  call<MemberAnswer>("POST", `/api/visits/${visitId}/cart`, guest, { add });
const cartOf = async () => (await call<MemberAnswer>("GET", `/api/visits/${visitId}`, ANNA)).visit.cart;

beforeAll(async () => {
  server = await startTestServer();
  venue = await createOwner(server);
  const u = venue.user.id;
  const cat = await venue.pb.collection("categories").create({ title: "Mains", order: 0, user: u });
  steak = await venue.pb.collection("dishes").create({
    title: "Steak",
    price: 18,
    category: cat.id,
    user: u,
    order: 0,
    modifiers: { "Pepper sauce": 2 },
    optionGroups: [DONENESS],
  });
  coffee = await venue.pb.collection("dishes").create({
    title: "Coffee",
    price: 2,
    category: cat.id,
    user: u,
    order: 1,
    optionGroups: [
      COFFEE_SIZE,
      {
        name: "Syrup",
        min: 0,
        max: 2,
        choices: [
          { name: "Vanilla", price: 0.5 },
          { name: "Caramel", price: 0.6 },
        ],
      },
    ],
  });
  await venue.pb.collection("tables").create({ tableNumber: 1, round: true, diameter: 100, user: u, x: 0, y: 0 });
  await venue.pb.collection("users").update(u, { tableService: "tab" });
  const started = await call<MemberAnswer>("POST", "/api/visits/start", ANNA, {
    link: venue.user.publicLink,
    table: "1",
    key: await tableKey(server, venue, "1"),
    name: "Anna",
  });
  visitId = started.visit.id;
  await call("POST", "/api/visits/join", BEN, { code: started.invite, name: "Ben" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the group cart with option groups and sizes", () => {
  it("keeps the chosen options of a line, priced and titled like a direct order", async () => {
    await addLine(ANNA, { dishId: `${steak.id}_Pepper sauce:2`, options: { Doneness: ["Medium"] } });
    await addLine(BEN, { dishId: coffee.id, options: { Size: ["Large"], Syrup: ["Caramel", "Vanilla"] } });
    await addLine(BEN, { dishId: `${steak.id}_Pepper sauce:2`, options: { Doneness: ["Medium"] } });
    const cart = await cartOf();
    expect(cart.lines.map((l) => [l.dishId, l.title, l.priceCents, l.by])).toEqual([
      [`${steak.id}_Pepper sauce:2|Doneness=Medium`, "Steak (Medium)", 2000, "Anna"],
      [`${coffee.id}|Size=Large|Syrup=Caramel+Vanilla`, "Coffee, Large (Vanilla, Caramel)", 500, "Ben"],
      [`${steak.id}_Pepper sauce:2|Doneness=Medium`, "Steak (Medium)", 2000, "Ben"],
    ]);
  });

  it("refuses a broken rule when adding, naming the group, and changes nothing", async () => {
    const before = await cartOf();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ dishId: steak.id }, "Steak: Choose Doneness."],
      [{ dishId: steak.id, options: { Doneness: ["Well done"] } }, "Steak: 'Doneness': Well done is sold out."],
      [{ dishId: steak.id, options: { Doneness: ["Rare", "Medium"] } }, "Steak: 'Doneness': choose at most 1."],
      [{ dishId: coffee.id, options: { Size: ["Huge"] } }, "Coffee: 'Size' has no choice 'Huge'."],
      [{ dishId: coffee.id, options: { Size: ["Small"], Milk: ["Oat"] } }, "Coffee: There is no option group 'Milk'."],
    ];
    for (const [add, message] of refusals) {
      const res = await expectStatus(addLine(ANNA, add), 400);
      expect(JSON.stringify(res)).toContain(message);
    }
    expect(await cartOf()).toEqual(before);
  });

  it("sends the cart as one order, priced again exactly like a direct order with the same lines", async () => {
    const cart = await cartOf();
    const sent = await call<{ order: RecordModel }>("POST", `/api/visits/${visitId}/send`, BEN, {
      version: cart.version,
    });
    const direct = await server
      .client()
      .collection("orders")
      .create(
        {
          userSlug: venue.user.publicLink,
          tableSlug: "1",
          clientRequestId: `direct-${Date.now()}`,
          tableKey: await tableKey(server, venue, "1"),
          items: [
            { dishId: `${steak.id}_Pepper sauce:2`, count: 2, options: { Doneness: ["Medium"] } },
            { dishId: coffee.id, count: 1, options: { Size: ["Large"], Syrup: ["Vanilla", "Caramel"] } },
          ],
        },
        { headers: { "X-Guest-Token": DIRECT } },
      );
    const steakLine = {
      dishId: `${steak.id}_Pepper sauce:2|Doneness=Medium`,
      title: "Steak (Medium)",
      price: 20,
      count: 2,
      modifiers: { "Pepper sauce": 2 },
      options: { Doneness: ["Medium"] },
    };
    const coffeeLine = {
      dishId: `${coffee.id}|Size=Large|Syrup=Caramel+Vanilla`,
      title: "Coffee, Large (Vanilla, Caramel)",
      price: 5,
      count: 1,
      modifiers: {},
      options: { Size: ["Large"], Syrup: ["Vanilla", "Caramel"] },
    };
    expect(sent.order).toMatchObject({ visit: visitId, total: 45, items: [steakLine, coffeeLine] });
    expect(direct).toMatchObject({ total: 45, items: [steakLine, coffeeLine] });
    expect((await cartOf()).lines).toEqual([]);
  });

  it("refuses the send naming the group when a chosen option became sold out, and stores nothing", async () => {
    await addLine(ANNA, { dishId: coffee.id, options: { Size: ["Small"] } });
    const groups = structuredClone(coffee.optionGroups) as Array<{ choices: Array<{ soldOut?: boolean }> }>;
    groups[0].choices[0].soldOut = true;
    await venue.pb.collection("dishes").update(coffee.id, { optionGroups: groups });
    const orders = (await server.admin.collection("orders").getList(1, 1)).totalItems;
    const cart = await cartOf();
    const res = await expectStatus(call("POST", `/api/visits/${visitId}/send`, ANNA, { version: cart.version }), 400);
    expect(JSON.stringify(res)).toContain("Coffee: 'Size': Small is sold out.");
    expect((await server.admin.collection("orders").getList(1, 1)).totalItems).toBe(orders);
    expect((await cartOf()).lines.length).toBe(1);
  });
});
