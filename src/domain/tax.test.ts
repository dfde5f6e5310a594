import { describe, expect, it } from "vitest";
import {
  basisPoints,
  creditBreakdown,
  lineTax,
  mulDivHalfUp,
  percentProblem,
  rateOf,
  serviceCharge,
  serviceProblem,
  shareTax,
  sumBreakdowns,
  taxBreakdown,
  taxSettingsProblem,
  type TaxRate,
  type TaxSettings,
} from "./tax";

const food: TaxRate = { id: "food", name: "Food", percent: 7 };
const drinks: TaxRate = { id: "drinks", name: "Drinks", percent: 19 };
const odd: TaxRate = { id: "odd", name: "Odd", percent: 8.25 };
const zero: TaxRate = { id: "zero", name: "Zero", percent: 0 };
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe("lineTax (per line, half up)", () => {
  it.each([
    // amount, percent, mode, tax
    [1190, 19, "inclusive", 190],
    [1000, 19, "exclusive", 190],
    [107, 7, "inclusive", 7],
    [100, 7, "exclusive", 7],
    [450, 19, "inclusive", 72], // 71.85 -> 72
    [350, 7, "inclusive", 23], // 22.897 -> 23
    [250, 8.25, "exclusive", 21], // 20.625 -> 21
    [10, 5, "exclusive", 1], // 0.5 -> 1 (half up)
    [30, 5, "exclusive", 2], // 1.5 -> 2
    [999, 0, "inclusive", 0],
    [999, 100, "inclusive", 500], // 499.5 -> 500
    [999, 100, "exclusive", 999],
    [0, 19, "exclusive", 0],
  ] as const)("%i cents at %f %% %s: %i", (amount, percent, mode, tax) => {
    expect(lineTax(amount, basisPoints(percent), mode)).toBe(tax);
  });
  it("negative amounts round like their positive mirror", () => {
    expect(mulDivHalfUp(-10, 500, 10000)).toBe(-1);
    expect(lineTax(-1190, 1900, "inclusive")).toBe(-190);
  });
});

describe("taxBreakdown", () => {
  it.each([
    {
      name: "inclusive, two rates",
      mode: "inclusive" as const,
      lines: [
        { amountCents: 1190, rate: drinks },
        { amountCents: 2140, rate: food },
        { amountCents: 450, rate: drinks },
      ],
      rates: { drinks: [1378, 262, 1640], food: [2000, 140, 2140] },
      total: 3780,
    },
    {
      name: "exclusive, three rates",
      mode: "exclusive" as const,
      lines: [
        { amountCents: 1000, rate: drinks },
        { amountCents: 250, rate: odd },
        { amountCents: 500, rate: zero },
      ],
      rates: { drinks: [1000, 190, 1190], odd: [250, 21, 271], zero: [500, 0, 500] },
      total: 1961,
    },
  ])("$name", ({ mode, lines, rates, total }) => {
    const b = taxBreakdown(lines, mode);
    for (const r of b.rates)
      expect([r.netCents, r.taxCents, r.grossCents]).toEqual(rates[r.rate as keyof typeof rates]);
    expect(b.totalCents).toBe(total);
    // The lines' tax adds up to the order's, exactly.
    expect(sum(b.lines.map((l) => l.taxCents))).toBe(b.taxCents);
    expect(b.netCents + b.taxCents).toBe(b.totalCents);
  });
  it("inclusive: the total is what the menu says, whatever the rounding", () => {
    for (let c = 1; c < 3000; c += 37) {
      const b = taxBreakdown(
        [
          { amountCents: c, rate: drinks },
          { amountCents: c + 3, rate: food },
        ],
        "inclusive",
      );
      expect(b.totalCents).toBe(2 * c + 3);
      expect(sum(b.lines.map((l) => l.taxCents))).toBe(b.taxCents);
    }
  });
  it("sums several orders' breakdowns exactly", () => {
    const a = taxBreakdown([{ amountCents: 450, rate: drinks }], "inclusive");
    const b = taxBreakdown(
      [
        { amountCents: 450, rate: drinks },
        { amountCents: 300, rate: food },
      ],
      "inclusive",
    );
    const s = sumBreakdowns([a, b], "inclusive");
    expect(s.taxCents).toBe(a.taxCents + b.taxCents);
    expect(s.totalCents).toBe(1200);
    expect(s.rates.find((r) => r.rate === "drinks")!.taxCents).toBe(144);
  });
});

describe("shareTax (largest remainder per rate)", () => {
  it.each([
    [[1000, 1000, 1000]],
    [[1, 2, 2997]],
    [[3000]],
    [[1500, 1500]],
    [[0, 3000]],
    [[1, 1, 1, 2997]],
    [[7, 13, 2980]],
  ])("shares %j add up to the bill per rate", (shares) => {
    const bill = taxBreakdown(
      [
        { amountCents: 1790, rate: drinks },
        { amountCents: 1210, rate: food },
      ],
      "inclusive",
    );
    const parts = shareTax(bill, shares);
    for (const r of bill.rates) {
      const mine = parts.map((p) => p.find((x) => x.rate === r.rate)!);
      expect(sum(mine.map((x) => x.taxCents))).toBe(r.taxCents);
      expect(sum(mine.map((x) => x.grossCents))).toBe(r.grossCents);
    }
    parts.forEach((p, i) => expect(sum(p.map((x) => x.grossCents))).toBe(shares[i]));
  });
});

describe("creditBreakdown (refunds)", () => {
  const paid = taxBreakdown(
    [
      { amountCents: 1190, rate: drinks },
      { amountCents: 1070, rate: food },
    ],
    "inclusive",
  );
  it("a full refund is the original negated", () => {
    const c = creditBreakdown(paid, paid.totalCents);
    expect(c.totalCents).toBe(-paid.totalCents);
    expect(c.taxCents).toBe(-paid.taxCents);
    expect(c.rates.map((r) => r.taxCents)).toEqual(paid.rates.map((r) => -r.taxCents));
  });
  it.each([[1], [500], [1130], [2259]])("a part refund of %i adds up", (cents) => {
    const c = creditBreakdown(paid, cents);
    expect(c.totalCents).toBe(-cents);
    expect(c.netCents + c.taxCents).toBe(c.totalCents);
  });
  it("never refunds more than was paid", () => {
    expect(creditBreakdown(paid, 999999).totalCents).toBe(-paid.totalCents);
  });
});

describe("settings", () => {
  const ok: TaxSettings = { mode: "inclusive", rates: [food, drinks], defaultRate: "food" };
  it.each([
    [ok, ""],
    [{ ...ok, mode: "x" }, "Choose whether prices include tax (inclusive) or have it added (exclusive)."],
    [{ ...ok, rates: [] }, "Define 1 to 10 tax rates."],
    [{ ...ok, rates: [{ ...food, percent: 100.5 }] }, "The rate 'Food' must be a number from 0 to 100 %."],
    [{ ...ok, rates: [{ ...food, percent: -1 }] }, "The rate 'Food' must be a number from 0 to 100 %."],
    [{ ...ok, rates: [{ ...food, percent: 7.125 }] }, "The rate 'Food' can have at most two decimals."],
    [{ ...ok, rates: [{ ...food, percent: "7" }] }, "The rate 'Food' must be a number from 0 to 100 %."],
    [{ ...ok, rates: [food, food] }, "Two tax rates have the id 'food'."],
    [{ ...ok, defaultRate: "x" }, "The default tax rate must be one of the rates."],
    [{ ...ok, takeawayRate: "x" }, "The takeaway rate must be one of the rates."],
    [{ ...ok, dishes: { d1: "x" } }, "The override for 'd1' names a rate that is not defined."],
  ])("%j: %s", (s, problem) => expect(taxSettingsProblem(s)).toBe(problem));
  it("accepts two decimals and the bounds", () => {
    expect(percentProblem(8.25, 100, "x")).toBe("");
    expect(percentProblem(0, 100, "x")).toBe("");
    expect(percentProblem(100, 100, "x")).toBe("");
    expect(percentProblem(0.07, 100, "x")).toBe("");
  });
  it("picks dish, then category, then default; takeaway wins", () => {
    const s: TaxSettings = { ...ok, categories: { c1: "drinks" }, dishes: { d2: "food" }, takeawayRate: "food" };
    expect(rateOf(s, "d1", "c1").id).toBe("drinks");
    expect(rateOf(s, "d2", "c1").id).toBe("food");
    expect(rateOf(s, "d3", "c9").id).toBe("food");
    expect(rateOf(s, "d1", "c1", true).id).toBe("food");
  });
});

describe("service charge", () => {
  it.each([
    [{ percent: 10, minGuests: 1 }, ""],
    [{ percent: 30, minGuests: 6 }, ""],
    [{ percent: 30.01, minGuests: 1 }, "The service charge must be a number from 0 to 30 %."],
    [{ percent: 12.345, minGuests: 1 }, "The service charge can have at most two decimals."],
    [{ percent: 10, minGuests: 0 }, "Charge service from 1 to 100 guests."],
    [{ percent: 10, minGuests: 1, rate: "x" }, "The service charge's tax rate must be one of the rates."],
  ])("%j: %s", (s, problem) => expect(serviceProblem(s, ["food"])).toBe(problem));
  it.each([
    [10000, 10, 1, 1, 1000],
    [1005, 10, 1, 1, 101], // 100.5 -> 101
    [10000, 12.5, 6, 5, 0], // below the table size
    [10000, 12.5, 6, 6, 1250],
  ])("%i cents at %f %% from %i guests, %i guests: %i", (sub, percent, minGuests, guests, cents) => {
    expect(serviceCharge(sub, { percent, minGuests }, guests)).toBe(cents);
  });
});
