// Money rules against a real PocketBase (docs/tax-and-receipts.md): every refusal of bad rules
// (400, nothing changed), the tax breakdown the server stores on an order (kept when the rates
// change later), takeaway rates, and timed price lists at the moment of ordering in the venue's
// zone, with the window's end tested without sleeping (a window computed relative to now).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import {
  guestOrder,
  createOwner,
  expectStatus,
  startTestServer,
  tableKey,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { middayZone } from "../helpers/midday-zone";

let server: TestServer;
let a: Owner;
let plain: Owner;
const dish: Record<string, RecordModel> = {};
let drinksCat: RecordModel;

const TAX = {
  mode: "inclusive",
  rates: [
    { id: "food", name: "Food", percent: 7 },
    { id: "drinks", name: "Drinks", percent: 19 },
  ],
  defaultRate: "food",
  categories: {} as Record<string, string>,
  takeawayRate: "food",
};

/** A guest's order at `owner`'s table 1. */
function order(owner: Owner, items: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return guestOrder(server, owner, items, "money-guest-token-aaaaaaaaaaaa", extra);
}

const line = (d: RecordModel, count = 1, price?: number) => ({
  dishId: d.id,
  title: d.title,
  price: price ?? d.price,
  count,
  modifiers: {},
});

async function rulesOf(owner: Owner): Promise<unknown> {
  return (await server.admin.collection("users").getOne(owner.user.id)).moneyRules;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  plain = await createOwner(server);
  for (const o of [a, plain]) await server.admin.collection("tables").create({ user: o.user.id, tableNumber: 1 });
  const food = await a.pb.collection("categories").create({ title: "Food", order: 0, user: a.user.id });
  drinksCat = await a.pb.collection("categories").create({ title: "Drinks", order: 1, user: a.user.id });
  dish.beer = await a.pb
    .collection("dishes")
    .create({ title: "Beer", price: 4.5, category: drinksCat.id, user: a.user.id });
  dish.soup = await a.pb
    .collection("dishes")
    .create({ title: "Soup", price: 11.5, category: food.id, user: a.user.id });
  const pfood = await plain.pb.collection("categories").create({ title: "Food", order: 0, user: plain.user.id });
  dish.plainSoup = await plain.pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.5, category: pfood.id, user: plain.user.id });
  TAX.categories = { [drinksCat.id]: "drinks" };
});

afterAll(async () => {
  await server?.stop();
});

describe("a venue without money rules", () => {
  it("orders, lines and the menu are as they always were", async () => {
    const o = await order(plain, [line(dish.plainSoup, 2)]);
    expect(o.total).toBe(9);
    // The order's JSON is the spec's: no tax field at all (it is hidden, and null).
    expect(o.tax).toBeUndefined();
    expect((await server.admin.collection("orders").getOne(o.id)).tax).toBeNull();
    expect(o.items).toEqual([{ dishId: dish.plainSoup.id, title: "Soup", price: 4.5, count: 2, modifiers: {} }]);
    expect(o.pricesChanged).toBeUndefined();
    const menu = await (await fetch(`${server.url}/api/menu/${plain.user.publicLink}`)).json();
    expect(menu.venue.money).toBeUndefined();
  });
});

describe("refusals: a clear 400 and nothing changed", () => {
  const bad: Array<[string, unknown, string]> = [
    [
      "a rate over 100 %",
      { tax: { ...TAX, rates: [{ id: "food", name: "Food", percent: 100.5 }] } },
      "The rate 'Food' must be a number from 0 to 100 %.",
    ],
    [
      "a negative rate",
      { tax: { ...TAX, rates: [{ id: "food", name: "Food", percent: -1 }] } },
      "The rate 'Food' must be a number from 0 to 100 %.",
    ],
    [
      "three decimals",
      { tax: { ...TAX, rates: [{ id: "food", name: "Food", percent: 7.125 }] } },
      "The rate 'Food' can have at most two decimals.",
    ],
    [
      "no mode",
      { tax: { ...TAX, mode: "both" } },
      "Choose whether prices include tax (inclusive) or have it added (exclusive).",
    ],
    ["an unknown default", { tax: { ...TAX, defaultRate: "x" } }, "The default tax rate must be one of the rates."],
    [
      "service over 30 %",
      { service: { percent: 30.5, minGuests: 1 } },
      "The service charge must be a number from 0 to 30 %.",
    ],
    ["service for 0 guests", { service: { percent: 10, minGuests: 0 } }, "Charge service from 1 to 100 guests."],
    [
      "overlapping price lists",
      {
        priceLists: [
          { id: "h", name: "Happy hour", days: [1, 2], from: "17:00", to: "19:00", percentOff: 20 },
          { id: "l", name: "Late", days: [2, 3], from: "18:30", to: "20:00", percentOff: 10 },
        ],
      },
      "'Happy hour' and 'Late' overlap: one price list at a time.",
    ],
    [
      "a list across midnight",
      { priceLists: [{ id: "n", name: "Night", days: [1], from: "22:00", to: "02:00", percentOff: 10 }] },
      "'Night' must end after it starts on the same day (make two lists to cross midnight).",
    ],
    ["not an object", [1, 2], "Money rules must be an object."],
  ];
  it.each(bad)("%s", async (_name, rules, message) => {
    const before = await rulesOf(a);
    const res = await expectStatus(a.pb.collection("users").update(a.user.id, { moneyRules: rules }), 400);
    expect(res.message).toBe(message);
    expect((res.data as Record<string, { message: string }>).moneyRules.message).toBe(message);
    expect(await rulesOf(a)).toEqual(before);
  });
});

describe("tax on an order", () => {
  it("inclusive: per line, half up, adding up to the order; kept when the rates change", async () => {
    await a.pb.collection("users").update(a.user.id, { moneyRules: { tax: TAX } });
    const o = await order(a, [line(dish.beer, 2), line(dish.soup)]);
    expect(o.total).toBe(20.5);
    expect(o.tax.lines).toEqual([
      { rate: "drinks", percent: 19, taxCents: 144 },
      { rate: "food", percent: 7, taxCents: 75 },
    ]);
    expect(o.tax.taxCents).toBe(219);
    expect(o.tax.totalCents).toBe(2050);
    expect(o.tax.netCents).toBe(2050 - 219);
    // A later change of the rates: the stored order keeps what it was sold at.
    await a.pb.collection("users").update(a.user.id, {
      moneyRules: {
        tax: {
          ...TAX,
          rates: [
            { id: "food", name: "Food", percent: 10 },
            { id: "drinks", name: "Drinks", percent: 20 },
          ],
        },
      },
    });
    const again = await server.admin.collection("orders").getOne(o.id);
    expect(again.tax).toEqual(o.tax);
    const later = await order(a, [line(dish.beer, 2)]);
    expect(later.tax.taxCents).toBe(150);
  });

  it("exclusive: tax added on top of the lines", async () => {
    await a.pb.collection("users").update(a.user.id, { moneyRules: { tax: { ...TAX, mode: "exclusive" } } });
    const o = await order(a, [line(dish.beer, 2)]);
    expect(o.total).toBe(9);
    expect(o.tax.taxCents).toBe(171);
    expect(o.tax.totalCents).toBe(1071);
  });

  it("a staff edit and a combine: the stored tax follows the lines (a kept line keeps its rate, an added one takes today's)", async () => {
    const exclusive = { ...TAX, mode: "exclusive" };
    await a.pb.collection("users").update(a.user.id, { moneyRules: { tax: exclusive } });
    const o = await order(a, [line(dish.beer, 2)]);
    expect(o.tax.taxCents).toBe(171);
    const rates = [
      { id: "food", name: "Food", percent: 10 },
      { id: "drinks", name: "Drinks", percent: 20 },
    ];
    await a.pb.collection("users").update(a.user.id, { moneyRules: { tax: { ...exclusive, rates } } });
    await a.pb.collection("orders").update(o.id, {
      items: [
        { dishId: dish.beer.id, count: 3 },
        { dishId: dish.soup.id, count: 1 },
      ],
    });
    // Three beers 13.50 at the 19 % they were sold at (2.565 -> 2.57); the soup added at today's 10 %.
    const edited = await server.admin.collection("orders").getOne(o.id);
    expect(edited.tax.lines).toEqual([
      { rate: "drinks", percent: 19, taxCents: 257 },
      { rate: "food", percent: 10, taxCents: 115 },
    ]);
    expect(edited.tax).toMatchObject({ taxCents: 372, totalCents: 2500 + 372 });
    // Combined with a later beer (20 %): the merged beer line takes the newer order's rate.
    const later = await order(a, [line(dish.beer, 1)]);
    const merged = await a.pb.send<RecordModel>("/api/orders/combine", {
      method: "POST",
      body: { ids: [o.id, later.id] },
    });
    const stored = await server.admin.collection("orders").getOne(merged.id);
    expect(stored.items.map((l: { count: number }) => l.count)).toEqual([4, 1]);
    expect(stored.tax.lines).toEqual([
      { rate: "drinks", percent: 20, taxCents: 360 },
      { rate: "food", percent: 10, taxCents: 115 },
    ]);
    expect(stored.tax.taxCents).toBe(475);
    await a.pb.collection("users").update(a.user.id, { moneyRules: { tax: exclusive } });
  });
});

describe("takeaway", () => {
  it("the takeaway rate is for the venue's takeaway orders, decided by the server, never for a table's", async () => {
    const shop = await createOwner(server, { timeZone: middayZone() });
    const u = shop.user.id;
    const cat = await shop.pb.collection("categories").create({ title: "Drinks", order: 0, user: u });
    const beer = await shop.pb.collection("dishes").create({ title: "Beer", price: 4.5, category: cat.id, user: u });
    await server.admin.collection("tables").create({ user: u, tableNumber: 1 });
    await shop.pb
      .collection("users")
      .update(u, { moneyRules: { tax: { ...TAX, categories: { [cat.id]: "drinks" } } } });
    await shop.pb.send("/api/venue/takeaway", {
      method: "POST",
      body: {
        settings: {
          on: true,
          slotMinutes: 15,
          maxOrders: 5,
          maxItems: 0,
          leadMinutes: 30,
          opens: "06:00",
          closes: "20:00",
          payment: "cash",
        },
      },
    });
    // A table's order that says it is takeaway is still eaten in: the drinks rate (19 %).
    const atTable = await order(shop, [line(beer, 2)], { takeaway: true });
    expect(atTable.tax.rates.map((r: { rate: string }) => r.rate)).toEqual(["drinks"]);
    expect(atTable.tax.taxCents).toBe(144);
    // The venue's takeaway order (tableSlug "takeaway", a pickup slot): the takeaway rate (food, 7 %).
    const slots = await server
      .client()
      .send<{ slots: { time: string; open: boolean }[] }>(`/api/takeaway/${shop.user.publicLink}/slots`, {});
    const slot = slots.slots.find((x) => x.open);
    expect(slot).toBeDefined();
    const away = await order(shop, [line(beer, 2)], {
      tableSlug: "takeaway",
      pickupAt: slot!.time,
      pickupName: "Anna",
    });
    expect(away.pickupNumber).toBeGreaterThan(0);
    expect(away.tax.rates.map((r: { rate: string }) => r.rate)).toEqual(["food"]);
    expect(away.tax.taxCents).toBe(59);
    expect((await server.admin.collection("orders").getOne(away.id)).tax.taxCents).toBe(59);
  });
});

describe("the tab's bill charges tax added and the service charge (docs/tax-and-receipts.md#the-bill)", () => {
  type Money = {
    mode: string;
    subtotalCents: number;
    serviceCents: number;
    rates: Array<{ rate: string; taxCents: number; grossCents: number; netCents: number }>;
    taxCents: number;
    dueCents: number;
    tipCents: number;
    totalCents: number;
  };
  type View = {
    id: string;
    dueCents: number;
    money?: Money;
    cart: { version: number };
    bill: {
      totalCents: number;
      tipCents: number;
      serviceCents?: number;
      shares: Array<{ amountCents: number; tipCents: number; money?: Money; paid: boolean }>;
    } | null;
    parts: Array<{ no: number; amountCents: number; tipCents: number; money?: Money; paid: boolean }>;
    status: string;
  };
  type Answer = { visit: View; invite: string; part: { no: number; amountCents: number; money: Money } };

  /** A tab venue with soup 10.00 (food 7 %) and beer 4.50 (drinks 19 %), tax added, service 10 % from 2 guests. */
  async function venue() {
    const tab = await createOwner(server);
    const u = tab.user.id;
    const food = await tab.pb.collection("categories").create({ title: "Food", order: 0, user: u });
    const drinks = await tab.pb.collection("categories").create({ title: "Drinks", order: 1, user: u });
    const soup = await tab.pb.collection("dishes").create({ title: "Soup", price: 10, category: food.id, user: u });
    const beer = await tab.pb.collection("dishes").create({ title: "Beer", price: 4.5, category: drinks.id, user: u });
    for (const n of [1, 2]) {
      await tab.pb.collection("tables").create({ tableNumber: n, round: true, diameter: 100, user: u, x: 0, y: 0 });
    }
    await tab.pb.collection("users").update(u, { tableService: "tab" });
    // Once refused at a venue with tabs (the bill did not charge them): saved now.
    await tab.pb.collection("users").update(u, {
      moneyRules: {
        tax: { ...TAX, mode: "exclusive", categories: { [drinks.id]: "drinks" } },
        service: { percent: 10, minGuests: 2, rate: "food" },
      },
    });
    const as =
      (guest: string | null) =>
      <T = Answer>(method: string, path: string, body?: unknown) =>
        server.client().send<T>(path, {
          method,
          headers: guest ? { "X-Guest-Token": guest } : { Authorization: tab.pb.authStore.token },
          body: body as Record<string, unknown>,
        });
    return { tab, soup, beer, as };
  }

  /** Every part of `m` holds: due = subtotal + service + tax added; rates add up to due and tax. */
  function holds(m: Money) {
    expect(m.dueCents).toBe(m.subtotalCents + m.serviceCents + (m.mode === "exclusive" ? m.taxCents : 0));
    expect(m.rates.reduce((s, r) => s + r.grossCents, 0)).toBe(m.dueCents);
    expect(m.rates.reduce((s, r) => s + r.taxCents, 0)).toBe(m.taxCents);
    expect(m.totalCents).toBe(m.dueCents + m.tipCents);
  }

  it("the bill: tax per line added, the service charge from the 2nd guest, shares adding up part by part", async () => {
    const { tab, soup, beer, as } = await venue();
    const anna = as(`guest-bill-anna-${"t".repeat(24)}`);
    const ben = as(`guest-bill-ben-${"t".repeat(24)}`);
    const started = await anna("POST", "/api/visits/start", {
      link: tab.user.publicLink,
      table: "1",
      key: await tableKey(server, tab, "1"),
      name: "Anna",
    });
    const id = started.visit.id;
    await anna("POST", `/api/visits/${id}/cart`, { add: { dishId: soup.id, count: 1 } });
    const added = await anna("POST", `/api/visits/${id}/cart`, { add: { dishId: beer.id, count: 2 } });
    const sent = await anna<{ visit: { sent: { money: boolean } } }>("POST", `/api/visits/${id}/send`, {
      version: added.visit.cart.version,
    });
    // The send answers its delta (docs/table-tab.md#sending): at a venue with money rules the phone
    // loads the whole view, whose charges come from every line.
    expect(sent.visit.sent.money).toBe(true);
    const view = await anna<{ visit: View }>("GET", `/api/visits/${id}`);
    // One guest: no service charge. Soup 10.00 + 0.70 (7 %), two beers 9.00 + 1.71 (19 %).
    expect(view.visit.money).toMatchObject({ subtotalCents: 1900, serviceCents: 0, taxCents: 241, dueCents: 2141 });
    expect(view.visit.dueCents).toBe(2141);
    // A second guest: 10 % service on 19.00, taxed as food (1.90 + 0.13).
    const joined = await ben("POST", "/api/visits/join", { code: started.invite, name: "Ben" });
    expect(joined.visit.money).toMatchObject({ subtotalCents: 1900, serviceCents: 190, taxCents: 254, dueCents: 2344 });
    holds(joined.visit.money!);
    // Split in 3 with a 10 % tip: the tip is on the lines with their tax (21.41), never on the service charge.
    const asked = await anna("POST", `/api/visits/${id}/bill`, {
      split: "equal",
      parts: 3,
      tipPercent: 10,
      method: "card",
    });
    const bill = asked.visit.bill!;
    expect(bill.totalCents).toBe(2344);
    expect(bill.serviceCents).toBe(203);
    expect(bill.tipCents).toBe(214);
    expect(bill.shares.map((s) => s.amountCents)).toEqual([782, 781, 781]);
    const shares = bill.shares.map((s) => s.money!);
    for (const [i, m] of shares.entries()) {
      holds(m);
      expect(m.dueCents).toBe(bill.shares[i].amountCents);
      expect(m.tipCents).toBe(bill.shares[i].tipCents);
    }
    // The shares add up to the bill exactly: subtotal, service charge, and every rate's tax.
    const sum = (f: (m: Money) => number) => shares.reduce((s, m) => s + f(m), 0);
    expect(sum((m) => m.subtotalCents)).toBe(1900);
    expect(sum((m) => m.serviceCents)).toBe(190);
    expect(sum((m) => m.taxCents)).toBe(254);
    for (const rate of ["food", "drinks"]) {
      const billRate = joined.visit.money!.rates.find((r) => r.rate === rate)!;
      expect(sum((m) => m.rates.find((r) => r.rate === rate)!.taxCents)).toBe(billRate.taxCents);
      expect(sum((m) => m.rates.find((r) => r.rate === rate)!.grossCents)).toBe(billRate.grossCents);
    }
    const staff = as(null);
    for (const i of [0, 1, 2]) await staff("POST", `/api/venue/visits/${id}/pay`, { share: i });
    const after = await staff<{ visit: View }>("GET", `/api/venue/visits/${id}`);
    expect(after.visit.status).toBe("closed");

    // The accountant's view: net sales, the service charge (its net), tax per rate (the service
    // charge's with its rate's) and tips, apart, per day and for the period.
    type Day = {
      day: string;
      netCents: number;
      serviceCents: number;
      taxCents: number;
      tipsCents: number;
      totalCents: number;
      rates: Array<{ rate: string; netCents: number; taxCents: number }>;
    };
    const report = await staff<{ currency: string; days: Day[]; period: Omit<Day, "day"> }>("GET", "/api/stats/money");
    const today = new Date().toISOString().slice(0, 10);
    const want = {
      netCents: 1900,
      serviceCents: 190,
      taxCents: 254,
      tipsCents: 214,
      totalCents: 1900 + 190 + 254 + 214,
      rates: [
        { rate: "food", name: "Food", percent: 7, netCents: 1000 + 190, taxCents: 70 + 13 },
        { rate: "drinks", name: "Drinks", percent: 19, netCents: 900, taxCents: 171 },
      ],
    };
    expect(report.days).toEqual([{ day: today, ...want }]);
    expect(report.period).toEqual(want);
    const csv = await fetch(`${server.url}/api/stats/money/csv`, {
      headers: { Authorization: tab.pb.authStore.token },
    });
    const text = (await csv.text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")).toEqual([
      "Day,Currency,Net sales,Service charge,Tax,Tax by rate,Tips,Total",
      `${today},${tab.user.currency ?? ""},19.00,1.90,2.54,Food 7%: net 11.90, tax 0.83; Drinks 19%: net 9.00, tax 1.71,2.14,25.58`.replace(
        "Food 7%: net 11.90, tax 0.83; Drinks 19%: net 9.00, tax 1.71",
        '"Food 7%: net 11.90, tax 0.83; Drinks 19%: net 9.00, tax 1.71"',
      ),
      `Period,${tab.user.currency ?? ""},19.00,1.90,2.54,"Food 7%: net 11.90, tax 0.83; Drinks 19%: net 9.00, tax 1.71",2.14,25.58`,
      "",
    ]);
    // The finished orders' CSV: the tab's service charge on its last order, after the tax columns.
    const orders = await fetch(`${server.url}/api/stats/finished/csv`, {
      headers: { Authorization: tab.pb.authStore.token },
    });
    const rows = (await orders.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(rows[0]).toBe(
      "Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip,Net,Tax,Tax by rate,Service charge",
    );
    expect(rows[1].endsWith(",1.90")).toBe(true);
  });

  it("split by item: each share is taxed at the rates of what it took, the parts adding up to the bill", async () => {
    const { tab, soup, beer, as } = await venue();
    const anna = as(`guest-items-anna-${"t".repeat(24)}`);
    const ben = as(`guest-items-ben-${"t".repeat(24)}`);
    const started = await anna("POST", "/api/visits/start", {
      link: tab.user.publicLink,
      table: "1",
      key: await tableKey(server, tab, "1"),
      name: "Anna",
    });
    const id = started.visit.id;
    await ben("POST", "/api/visits/join", { code: started.invite, name: "Ben" });
    const a1 = await anna("POST", `/api/visits/${id}/cart`, { add: { dishId: soup.id, count: 1 } });
    await anna("POST", `/api/visits/${id}/send`, { version: a1.visit.cart.version });
    const b1 = await ben("POST", `/api/visits/${id}/cart`, { add: { dishId: beer.id, count: 2 } });
    await ben("POST", `/api/visits/${id}/send`, { version: b1.visit.cart.version });
    const sent = await ben<{ visit: View & { lines: Array<{ key: string; title: string }> } }>(
      "GET",
      `/api/visits/${id}`,
    );
    const keyOf = (title: string) => sent.visit.lines.find((l) => l.title === title)!.key;
    await anna("POST", `/api/visits/${id}/take`, { item: keyOf("Soup") });
    await ben("POST", `/api/visits/${id}/take`, { item: keyOf("Beer") });
    const asked = await anna("POST", `/api/visits/${id}/bill`, { split: "items", tipPercent: 0, method: "card" });
    const [annaShare, benShare] = asked.visit.bill!.shares.map((s) => s.money!);
    // Anna: soup 10.00 + 0.70 (food), her part of the 1.90 service charge (+ its food tax); no drinks tax.
    expect(annaShare.rates.find((r) => r.rate === "drinks")?.taxCents ?? 0).toBe(0);
    expect(annaShare.subtotalCents).toBe(1000);
    // Ben: two beers 9.00 + 1.71 (drinks); the service charge's tax is food.
    expect(benShare.rates.find((r) => r.rate === "drinks")!.taxCents).toBe(171);
    expect(benShare.subtotalCents).toBe(900);
    for (const m of [annaShare, benShare]) holds(m);
    expect(annaShare.serviceCents + benShare.serviceCents).toBe(190);
    expect(annaShare.taxCents + benShare.taxCents).toBe(254);
    expect(annaShare.dueCents + benShare.dueCents).toBe(2344);
  });

  it("a part paid early: its lines with their tax and its service charge; the rest is billed without it", async () => {
    const { tab, soup, beer, as } = await venue();
    const anna = as(`guest-part-anna-${"t".repeat(24)}`);
    const ben = as(`guest-part-ben-${"t".repeat(24)}`);
    const started = await anna("POST", "/api/visits/start", {
      link: tab.user.publicLink,
      table: "2",
      key: await tableKey(server, tab, "2"),
      name: "Anna",
    });
    const id = started.visit.id;
    await ben("POST", "/api/visits/join", { code: started.invite, name: "Ben" });
    const a1 = await anna("POST", `/api/visits/${id}/cart`, { add: { dishId: soup.id, count: 1 } });
    await anna("POST", `/api/visits/${id}/send`, { version: a1.visit.cart.version });
    const b1 = await ben("POST", `/api/visits/${id}/cart`, { add: { dishId: beer.id, count: 1 } });
    await ben("POST", `/api/visits/${id}/send`, { version: b1.visit.cart.version });
    // Anna's soup: 10.00 + 0.70 tax, service 1.00 + 0.07 tax; the tip (10 %) on 10.70.
    const part = await anna("POST", `/api/visits/${id}/part`, { method: "cash", tipPercent: 10 });
    expect(part.part.amountCents).toBe(1177);
    expect(part.part.money).toMatchObject({
      subtotalCents: 1000,
      serviceCents: 100,
      taxCents: 77,
      dueCents: 1177,
      tipCents: 107,
      totalCents: 1284,
    });
    holds(part.part.money);
    const paid = await as(null)<{ visit: View }>("POST", `/api/venue/visits/${id}/parts/${part.part.no}/pay`);
    expect(paid.visit.parts[0].paid).toBe(true);
    // Ben's beer is what is left: 4.50 + 0.86, service 0.45 + 0.03.
    expect(paid.visit.money).toMatchObject({ subtotalCents: 450, serviceCents: 45, taxCents: 89, dueCents: 584 });
    expect(paid.visit.dueCents).toBe(584);
    const asked = await ben("POST", `/api/visits/${id}/bill`, { split: "whole", tipPercent: 0, method: "cash" });
    expect(asked.visit.bill!.shares[0]).toMatchObject({ amountCents: 584, tipCents: 0 });
    holds(asked.visit.bill!.shares[0].money!);
  });
});

describe("timed price lists", () => {
  // A zone where it is not near midnight now, so windows around now stay on one day.
  const zone = (() => {
    for (const z of ["UTC", "Etc/GMT-6", "Etc/GMT+6"]) {
      const offset = z === "UTC" ? 0 : z === "Etc/GMT-6" ? 360 : -360;
      const now = new Date();
      const m = (((now.getUTCHours() * 60 + now.getUTCMinutes() + offset) % 1440) + 1440) % 1440;
      if (m > 30 && m < 1400) return { name: z, offset };
    }
    return { name: "UTC", offset: 0 };
  })();
  const localMinutes = () => {
    const now = new Date();
    return (((now.getUTCHours() * 60 + now.getUTCMinutes() + zone.offset) % 1440) + 1440) % 1440;
  };
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const every = [1, 2, 3, 4, 5, 6, 7];

  beforeAll(async () => {
    await a.pb.collection("users").update(a.user.id, { timeZone: zone.name, moneyRules: null });
  });

  it("a list that holds now sets the price; the normal one is kept on the line; the menu carries the lists", async () => {
    const now = localMinutes();
    const lists = [
      {
        id: "happy",
        name: "Happy hour",
        days: every,
        from: hhmm(now - 5),
        to: hhmm(now + 5),
        percentOff: 20,
        categories: [drinksCat.id],
      },
    ];
    await a.pb.collection("users").update(a.user.id, { moneyRules: { priceLists: lists } });
    const menu = await (await fetch(`${server.url}/api/menu/${a.user.publicLink}`)).json();
    expect(menu.venue.money.priceLists).toEqual(lists);
    // The cart was priced at the normal 4.50: the order says its prices changed.
    const o = await order(a, [line(dish.beer, 2, 4.5), line(dish.soup)]);
    expect(o.items[0]).toMatchObject({ price: 3.6, listPrice: 4.5, count: 2 });
    expect(o.items[1].listPrice).toBeUndefined();
    expect(o.total).toBe(18.7);
    expect(o.pricesChanged).toBe(true);
    // Priced at the happy-hour price already: nothing changed.
    const same = await order(a, [line(dish.beer, 1, 3.6)]);
    expect(same.pricesChanged).toBeUndefined();
  });

  it("a list whose window ends at this minute no longer holds (the end is exclusive)", async () => {
    const now = localMinutes();
    await a.pb.collection("users").update(a.user.id, {
      moneyRules: {
        priceLists: [
          { id: "happy", name: "Happy hour", days: every, from: hhmm(now - 10), to: hhmm(now), percentOff: 20 },
        ],
      },
    });
    const o = await order(a, [line(dish.beer, 1, 3.6)]);
    expect(o.items[0].price).toBe(4.5);
    expect(o.items[0].listPrice).toBeUndefined();
    expect(o.pricesChanged).toBe(true);
  });

  it("a fixed price for a dish; another day's list does not hold", async () => {
    const now = localMinutes();
    const today = ((new Date(Date.now() + zone.offset * 60000).getUTCDay() + 6) % 7) + 1;
    const other = (today % 7) + 1;
    await a.pb.collection("users").update(a.user.id, {
      moneyRules: {
        priceLists: [
          {
            id: "lunch",
            name: "Lunch",
            days: [today],
            from: hhmm(now - 5),
            to: hhmm(now + 5),
            fixed: { [dish.soup.id]: 990 },
          },
          { id: "other", name: "Other", days: [other], from: hhmm(now - 5), to: hhmm(now + 5), percentOff: 50 },
        ],
      },
    });
    const o = await order(a, [line(dish.soup), line(dish.beer)]);
    expect(o.items.map((l: { price: number }) => l.price)).toEqual([9.9, 4.5]);
  });
});

describe("the finished orders' CSV", () => {
  it("has net, tax and tax per rate at a venue with tax; none at a venue without", async () => {
    // The headers carry the venue's zone: the timed price lists above move this venue off UTC when
    // it is near midnight in UTC.
    await a.pb.collection("users").update(a.user.id, { moneyRules: { tax: TAX }, timeZone: "UTC" });
    const o = await order(a, [line(dish.beer, 2, 4.5), line(dish.soup)]);
    await a.pb.collection("orders").update(o.id, { finished: true });
    const csv = async (owner: Owner) =>
      (
        await (
          await fetch(`${server.url}/api/stats/finished/csv`, { headers: { Authorization: owner.pb.authStore.token } })
        ).text()
      )
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
    const rows = await csv(a);
    expect(rows[0]).toBe(
      "Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip,Net,Tax,Tax by rate",
    );
    const row = rows.find((r) => r.startsWith(o.id))!;
    expect(row.endsWith(",18.31,2.19,Drinks 19%: 1.44; Food 7%: 0.75")).toBe(true);
    const p = await order(plain, [line(dish.plainSoup)]);
    await plain.pb.collection("orders").update(p.id, { finished: true });
    expect((await csv(plain))[0]).toBe("Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip");
  });
});

describe("a table tab's group send", () => {
  it("takes the price list that holds and stores the tax, like a direct order", async () => {
    const tab = await createOwner(server);
    const u = tab.user.id;
    const cat = await tab.pb.collection("categories").create({ title: "Drinks", order: 0, user: u });
    const beer = await tab.pb.collection("dishes").create({ title: "Beer", price: 4.5, category: cat.id, user: u });
    await tab.pb.collection("tables").create({ tableNumber: 1, round: true, diameter: 100, user: u, x: 0, y: 0 });
    const now = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    // A window around now in UTC; skipped near midnight, where it would cross the day.
    if (now < 10 || now > 1425) return;
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    await tab.pb.collection("users").update(u, {
      tableService: "tab",
      timeZone: "UTC",
      moneyRules: {
        tax: { ...TAX, categories: { [cat.id]: "drinks" } },
        priceLists: [
          {
            id: "h",
            name: "Happy",
            days: [1, 2, 3, 4, 5, 6, 7],
            from: hhmm(now - 5),
            to: hhmm(now + 5),
            percentOff: 20,
          },
        ],
      },
    });
    const guest = `guest-money-${"m".repeat(24)}`;
    const call = <T>(method: string, path: string, body?: unknown) =>
      server
        .client()
        .send<T>(path, { method, headers: { "X-Guest-Token": guest }, body: body as Record<string, unknown> });
    const started = await call<{ visit: { id: string } }>("POST", "/api/visits/start", {
      link: tab.user.publicLink,
      table: "1",
      key: await tableKey(server, tab, "1"),
      name: "Anna",
    });
    const id = started.visit.id;
    const added = await call<{ visit: { cart: { version: number; lines: Array<{ priceCents: number }> } } }>(
      "POST",
      `/api/visits/${id}/cart`,
      { add: { dishId: beer.id, count: 2 } },
    );
    expect(added.visit.cart.lines[0].priceCents).toBe(360);
    const sent = await call<{ order: RecordModel }>("POST", `/api/visits/${id}/send`, {
      version: added.visit.cart.version,
    });
    const stored = await server.admin.collection("orders").getOne(sent.order.id);
    expect(stored.items[0]).toMatchObject({ price: 3.6, listPrice: 4.5, count: 2 });
    expect(stored.tax.rates).toEqual([
      { rate: "drinks", name: "Drinks", percent: 19, netCents: 605, taxCents: 115, grossCents: 720 },
    ]);
  });
});

describe("receipt numbers", () => {
  it("two shares paid at the same moment get two numbers in turn; a refused payment takes none; off without a legal name", async () => {
    const tab = await createOwner(server);
    const u = tab.user.id;
    const cat = await tab.pb.collection("categories").create({ title: "Food", order: 0, user: u });
    const soup = await tab.pb.collection("dishes").create({ title: "Soup", price: 5, category: cat.id, user: u });
    for (const n of [1, 2, 3]) {
      await tab.pb.collection("tables").create({ tableNumber: n, round: true, diameter: 100, user: u, x: 0, y: 0 });
    }
    await tab.pb.collection("users").update(u, { tableService: "tab" });
    const as = (guest: string | null) => (method: string, path: string, body?: unknown) =>
      server
        .client()
        .send<{ visit: { id: string; cart: { version: number }; bill: { shares: Array<{ receiptNo?: number }> } } }>(
          path,
          {
            method,
            headers: guest ? { "X-Guest-Token": guest } : { Authorization: tab.pb.authStore.token },
            body: body as Record<string, unknown>,
          },
        );
    const staff = as(null);
    /** A visit at `table` with one sent order and an equal split in `parts`. */
    const billed = async (table: string, parts: number) => {
      const guest = as(`guest-receipt-${table}-${"r".repeat(24)}`);
      const started = await guest("POST", "/api/visits/start", {
        link: tab.user.publicLink,
        table,
        key: await tableKey(server, tab, table),
        name: "Anna",
      });
      const id = started.visit.id;
      const added = await guest("POST", `/api/visits/${id}/cart`, { add: { dishId: soup.id, count: 2 } });
      await guest("POST", `/api/visits/${id}/send`, { version: added.visit.cart.version });
      await guest("POST", `/api/visits/${id}/bill`, { split: "equal", parts, method: "card" });
      return id;
    };
    // No legal name yet: shares are paid without receipt numbers (the spec's bill).
    const before = await billed("3", 2);
    const unnumbered = await staff("POST", `/api/venue/visits/${before}/pay`, { share: 0 });
    expect(unnumbered.visit.bill.shares[0].receiptNo).toBeUndefined();

    await tab.pb.collection("users").update(u, {
      moneyRules: { receipt: { legalName: "Soup Ltd", address: "1 Main St", taxNumber: "DE123" } },
    });
    await expectStatus(
      tab.pb.collection("users").update(u, { moneyRules: { receipt: { legalName: " ", address: "", taxNumber: "" } } }),
      400,
    );
    const id = await billed("1", 2);
    // Both shares at once.
    const [a0, a1] = await Promise.all([
      staff("POST", `/api/venue/visits/${id}/pay`, { share: 0 }),
      staff("POST", `/api/venue/visits/${id}/pay`, { share: 1 }),
    ]);
    void a0;
    void a1;
    const after = await as(null)("GET", `/api/venue/visits/${id}`);
    const numbers = after.visit.bill.shares.map((s) => s.receiptNo).sort();
    expect(numbers).toEqual([1, 2]);
    // Paying a paid share again is refused and takes no number.
    await expectStatus(staff("POST", `/api/venue/visits/${id}/pay`, { share: 0 }), 409);
    const next = await billed("2", 2);
    const paid = await staff("POST", `/api/venue/visits/${next}/pay`, { share: 1 });
    expect(paid.visit.bill.shares[1].receiptNo).toBe(3);
  });
});
