import { describe, expect, it } from "vitest";
import { billMoney, moneyRulesProblem, orderTax, timedUnitPrice } from "./money-rules";
import type { PriceList } from "./price-lists";
import type { TaxSettings } from "./tax";

const tax: TaxSettings = {
  mode: "inclusive",
  rates: [
    { id: "food", name: "Food", percent: 7 },
    { id: "drinks", name: "Drinks", percent: 19 },
  ],
  defaultRate: "food",
  categories: { cDrinks: "drinks" },
  takeawayRate: "food",
};
const happy: PriceList = {
  id: "h",
  name: "Happy",
  days: [1, 2, 3, 4, 5],
  from: "17:00",
  to: "19:00",
  percentOff: 20,
  categories: ["cDrinks"],
};
const lunch: PriceList = {
  id: "l",
  name: "Lunch",
  days: [1, 2, 3, 4, 5],
  from: "11:30",
  to: "14:00",
  fixed: { dish1: 990 },
};

describe("moneyRulesProblem", () => {
  it.each([
    [null, ""],
    [{}, ""],
    [{ tax }, ""],
    [{ tax, service: { percent: 10, minGuests: 6, rate: "food" }, priceLists: [happy, lunch] }, ""],
    [{ service: { percent: 31, minGuests: 1 } }, "The service charge must be a number from 0 to 30 %."],
    [
      { tax: { ...tax, rates: [{ id: "food", name: "Food", percent: 7.001 }] } },
      "The rate 'Food' can have at most two decimals.",
    ],
    [
      { priceLists: [happy, { ...lunch, from: "18:00", to: "20:00" }] },
      "'Happy' and 'Lunch' overlap: one price list at a time.",
    ],
    [{ tips: 1 }, "Unknown money rule 'tips'."],
    [[], "Money rules must be an object."],
  ])("%j: %s", (r, problem) => expect(moneyRulesProblem(r)).toBe(problem));
});

describe("orderTax", () => {
  const items = [
    { dishId: "beer1", price: 4.5, count: 2 },
    { dishId: "dish1_Egg:1", price: 11.5, count: 1 },
  ];
  const categoryOf = { beer1: "cDrinks", dish1: "cFood" };
  it("eating in: the rate of each line's dish, the lines adding up to the order", () => {
    const b = orderTax(items, categoryOf, tax);
    expect(b.lines).toEqual([
      { rate: "drinks", percent: 19, taxCents: 144 },
      { rate: "food", percent: 7, taxCents: 75 },
    ]);
    expect(b.taxCents).toBe(219);
    expect(b.totalCents).toBe(2050);
  });
  it("takeaway: every line at the takeaway rate", () => {
    const b = orderTax(items, categoryOf, tax, true);
    expect(b.rates.map((r) => r.rate)).toEqual(["food"]);
    expect(b.taxCents).toBe(134);
  });
  it("exclusive: tax added on top", () => {
    const b = orderTax(items, categoryOf, { ...tax, mode: "exclusive" });
    expect(b.totalCents).toBe(2050 + b.taxCents);
  });
});

describe("timedUnitPrice at the window's end", () => {
  const dish = { id: "beer1", category: "cDrinks", price: 4.5 };
  it.each([
    [5, 18 * 60 + 59, 3.6], // an order at 18:59:59 (Friday)
    [5, 19 * 60, 4.5], // at 19:00:00
    [6, 18 * 60, 4.5], // Saturday
  ])("day %i minute %i: %f", (day, m, price) => expect(timedUnitPrice([happy, lunch], day, m, dish, 4.5)).toBe(price));
  it("a percent applies to the dish's own price, the extras on top at their price", () => {
    expect(timedUnitPrice([happy], 1, 18 * 60, dish, 5.5)).toBe(4.6);
  });
  it("a fixed lunch price keeps the extras on top", () => {
    expect(timedUnitPrice([lunch], 1, 12 * 60, { id: "dish1", price: 14.5 }, 15.5)).toBe(10.9);
  });
});

describe("billMoney (service charge before the tip)", () => {
  const o1 = {
    total: 20.5,
    tax: orderTax(
      [
        { dishId: "beer1", price: 4.5, count: 2 },
        { dishId: "dish1", price: 11.5, count: 1 },
      ],
      { beer1: "cDrinks" },
      tax,
    ),
  };
  it.each([
    ["no rules: the spec's total", null, 4, 2050, 0, 2050],
    [
      "service always, taxed at food, inclusive",
      { tax, service: { percent: 10, minGuests: 1, rate: "food" } },
      1,
      2050,
      205,
      2255,
    ],
    ["service from 6 guests, 4 at the table", { tax, service: { percent: 10, minGuests: 6 } }, 4, 2050, 0, 2050],
    ["service without tax rules", { service: { percent: 12.5, minGuests: 1 } }, 2, 2050, 256, 2306],
  ] as const)("%s", (_n, rules, guests, sub, service, total) => {
    const b = billMoney([o1], rules as never, guests);
    expect([b.subtotalCents, b.serviceCents, b.totalCents]).toEqual([sub, service, total]);
    if (b.tax) expect(b.tax.netCents + b.tax.taxCents).toBe(b.totalCents);
  });
  it("the service charge's tax is in the rate the venue says (inclusive: inside it)", () => {
    const b = billMoney([o1], { tax, service: { percent: 10, minGuests: 1, rate: "drinks" } }, 1);
    const drinks = b.tax!.rates.find((r) => r.rate === "drinks")!;
    expect(drinks.taxCents).toBe(144 + 33); // 205 incl. 19 %: 32.73 -> 33
  });
  it("exclusive: the service charge is taxed on top", () => {
    const ex = { ...tax, mode: "exclusive" as const };
    const o = { total: 10, tax: orderTax([{ dishId: "dish1", price: 10, count: 1 }], {}, ex) };
    const b = billMoney([o], { tax: ex, service: { percent: 10, minGuests: 1, rate: "food" } }, 1);
    expect(b.totalCents).toBe(1000 + 70 + 100 + 7);
  });
});
