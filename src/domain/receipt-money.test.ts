import { describe, expect, it } from "vitest";
import {
  apportion,
  creditMoney,
  itemSharesMoney,
  linesMoney,
  shareMoney,
  withTip,
  type MoneyLine,
  type ReceiptMoney,
} from "./receipt-money";
import { planBill, splitEqual } from "./split";
import type { MoneyRules } from "./money-rules";
import type { TaxMode } from "./tax";

const rates = [
  { id: "food", name: "Food", percent: 7 },
  { id: "drinks", name: "Drinks", percent: 19 },
  { id: "odd", name: "Odd", percent: 12.5 },
];
const rulesOf = (mode: TaxMode, service = 0, minGuests = 1, serviceRate = "food"): MoneyRules => ({
  tax: { mode, rates, defaultRate: "food" },
  ...(service ? { service: { percent: service, minGuests, rate: serviceRate } } : {}),
});
/** A line of `cents` at `rate` with its tax per line (half up), as an order stores it. */
const line = (cents: number, rate: string, mode: TaxMode): MoneyLine => {
  const r = rates.find((x) => x.id === rate)!;
  const bp = Math.round(r.percent * 100);
  const den = mode === "inclusive" ? 10000 + bp : 10000;
  return {
    amountCents: cents,
    tax: { rate, name: r.name, percent: r.percent, taxCents: Math.floor((2 * cents * bp + den) / (2 * den)) },
  };
};

/** Every identity a receipt relies on. */
function holds(m: ReceiptMoney) {
  expect(m.dueCents).toBe(m.subtotalCents + m.serviceCents + (m.mode === "exclusive" ? m.taxCents : 0));
  if (m.mode !== "none") expect(m.rates.reduce((s, r) => s + r.grossCents, 0)).toBe(m.dueCents);
  expect(m.rates.reduce((s, r) => s + r.taxCents, 0)).toBe(m.taxCents);
  for (const r of m.rates) expect(r.netCents).toBe(r.grossCents - r.taxCents);
  expect(m.totalCents).toBe(m.dueCents + m.tipCents);
}

describe("linesMoney", () => {
  it.each<[string, MoneyRules | null, MoneyLine[], number, Partial<ReceiptMoney>]>([
    [
      "no rules: the lines' sum, as the spec",
      null,
      [{ amountCents: 900 }],
      4,
      { mode: "none", subtotalCents: 900, serviceCents: 0, taxCents: 0, dueCents: 900, rates: [] },
    ],
    [
      "inclusive, one rate",
      rulesOf("inclusive"),
      [line(1000, "food", "inclusive")],
      1,
      { subtotalCents: 1000, taxCents: 65, dueCents: 1000 },
    ],
    [
      "exclusive, one rate",
      rulesOf("exclusive"),
      [line(1000, "drinks", "exclusive")],
      1,
      { subtotalCents: 1000, taxCents: 190, dueCents: 1190 },
    ],
    [
      "exclusive, several rates, half up per line",
      rulesOf("exclusive"),
      [
        line(450, "drinks", "exclusive"),
        line(450, "drinks", "exclusive"),
        line(1150, "food", "exclusive"),
        line(333, "odd", "exclusive"),
      ],
      1,
      // 85.5 -> 86 twice, 80.5 -> 81, 41.625 -> 42
      { subtotalCents: 2383, taxCents: 295, dueCents: 2678 },
    ],
    [
      "inclusive, several rates",
      rulesOf("inclusive"),
      [line(450, "drinks", "inclusive"), line(1150, "food", "inclusive")],
      1,
      // 71.85 -> 72, 75.23 -> 75
      { subtotalCents: 1600, taxCents: 147, dueCents: 1600 },
    ],
    [
      "service always, taxed inside (inclusive)",
      rulesOf("inclusive", 10),
      [line(1000, "food", "inclusive")],
      1,
      { serviceCents: 100, taxCents: 72, dueCents: 1100 },
    ],
    [
      "service always, taxed on top (exclusive)",
      rulesOf("exclusive", 10),
      [line(1000, "food", "exclusive")],
      1,
      { serviceCents: 100, taxCents: 77, dueCents: 1177 },
    ],
    [
      "service below its guests: none",
      rulesOf("exclusive", 10, 6),
      [line(1000, "food", "exclusive")],
      5,
      { serviceCents: 0, servicePercent: 0, dueCents: 1070 },
    ],
    [
      "service from its guests",
      rulesOf("exclusive", 12.5, 6),
      [line(999, "food", "exclusive")],
      6,
      { serviceCents: 125, servicePercent: 12.5, taxCents: 79, dueCents: 1203 },
    ],
    [
      "service without a rate: untaxed",
      { tax: rulesOf("exclusive").tax, service: { percent: 10, minGuests: 1 } },
      [line(1000, "food", "exclusive")],
      1,
      { serviceCents: 100, taxCents: 70, dueCents: 1170 },
    ],
    [
      "service without tax rules",
      { service: { percent: 10, minGuests: 1 } },
      [{ amountCents: 1005 }],
      1,
      { mode: "none", serviceCents: 101, dueCents: 1106, rates: [] },
    ],
    [
      "a line from before the rules: untaxed",
      rulesOf("exclusive"),
      [{ amountCents: 500 }, line(1000, "food", "exclusive")],
      1,
      { subtotalCents: 1500, taxCents: 70, dueCents: 1570 },
    ],
  ])("%s", (_, rules, lines, guests, want) => {
    const m = linesMoney(lines, rules, guests);
    expect(m).toMatchObject(want);
    holds(m);
  });

  it("a service charge without a rate: untaxed, its rate ''", () => {
    const m = linesMoney(
      [line(1000, "food", "exclusive")],
      { tax: rulesOf("exclusive").tax, service: { percent: 10, minGuests: 1 } },
      1,
    );
    expect(m).toMatchObject({ serviceRate: "", serviceTaxCents: 0 });
  });

  it("untaxed amounts are in the rate '' named No tax", () => {
    const m = linesMoney([{ amountCents: 500 }], rulesOf("inclusive"), 1);
    expect(m.rates).toEqual([{ rate: "", name: "No tax", percent: 0, netCents: 500, taxCents: 0, grossCents: 500 }]);
  });
});

describe("apportion", () => {
  it.each([
    [
      [100, 50, 7],
      [52, 52, 53],
    ],
    [
      [1, 1, 1],
      [1, 1, 1],
    ],
    [
      [999, 1],
      [333, 333, 334],
    ],
    [
      [0, 10],
      [5, 5],
    ],
  ])("columns %j over rows %j: every column and row adds up", (cols, rows) => {
    const m = apportion(cols, rows);
    cols.forEach((c, k) => expect(m[k].reduce((s, x) => s + x, 0)).toBe(c));
    rows.forEach((r, i) => expect(m.reduce((s, col) => s + col[i], 0)).toBe(r));
    for (const col of m) for (const x of col) expect(x).toBeGreaterThanOrEqual(0);
  });
});

describe("shareMoney (splits: the shares add up exactly, tax too)", () => {
  const bills: Array<[string, ReceiptMoney]> = [
    [
      "exclusive, three rates and service",
      linesMoney(
        [line(450, "drinks", "exclusive"), line(1150, "food", "exclusive"), line(333, "odd", "exclusive")],
        rulesOf("exclusive", 10),
        4,
      ),
    ],
    [
      "inclusive, two rates and service",
      linesMoney([line(450, "drinks", "inclusive"), line(1151, "food", "inclusive")], rulesOf("inclusive", 12.5), 4),
    ],
    ["no tax, service", linesMoney([{ amountCents: 1001 }], { service: { percent: 10, minGuests: 1 } }, 4)],
    ["no rules", linesMoney([{ amountCents: 1001 }], null, 4)],
  ];
  const splits = [1, 2, 3, 7];
  for (const [name, bill] of bills) {
    it.each(splits)(`${name}: in %i equal shares`, (n) => {
      const dues = splitEqual(bill.dueCents, n);
      const tips = splitEqual(n * 13, n);
      const shares = shareMoney(bill, dues, tips);
      const sum = (f: (m: ReceiptMoney) => number) => shares.reduce((s, m) => s + f(m), 0);
      shares.forEach((m, i) => {
        holds(m);
        expect(m.dueCents).toBe(dues[i]);
        expect(m.tipCents).toBe(tips[i]);
      });
      expect(sum((m) => m.subtotalCents)).toBe(bill.subtotalCents);
      expect(sum((m) => m.serviceCents)).toBe(bill.serviceCents);
      expect(sum((m) => m.serviceTaxCents)).toBe(bill.serviceTaxCents);
      expect(sum((m) => m.taxCents)).toBe(bill.taxCents);
      bill.rates.forEach((r, k) => {
        expect(sum((m) => m.rates[k].taxCents)).toBe(r.taxCents);
        expect(sum((m) => m.rates[k].grossCents)).toBe(r.grossCents);
      });
    });
  }
  it("by amounts, one share of 0", () => {
    const bill = bills[0][1];
    const shares = shareMoney(bill, [0, bill.dueCents - 1, 1], [0, 0, 0]);
    expect(shares[0]).toMatchObject({ dueCents: 0, subtotalCents: 0, serviceCents: 0, taxCents: 0 });
    shares.forEach(holds);
  });
});

describe("planBill with a service charge", () => {
  const items = [
    { key: "a", amountCents: 1070 },
    { key: "b", amountCents: 536 },
  ];
  it.each([
    ["whole", {}, [1606 + 161]],
    ["equal", { parts: 2 }, [884, 883]],
    ["amounts", { amounts: [1000, 767] }, [1000, 767]],
  ])("%s: the service charge is in the total", (split, extra, amounts) => {
    const p = planBill(items, {}, { split: split as never, ...extra, tip: { percent: 10 }, method: "card" }, 161);
    expect(p.ok && p.value.shares.map((s) => s.amountCents)).toEqual(amounts);
    // The tip is on the lines (16.06), never on the service charge.
    expect(p.ok && p.value.tipCents).toBe(161);
    expect(p.ok && p.value.serviceCents).toBe(161);
  });
  it("by item: the service charge follows what each took, adding up", () => {
    const p = planBill(items, { a: "1", b: ["1", "2"] }, { split: "items", tip: { percent: 0 }, method: "card" }, 161);
    // 1070 + 268 = 1338 and 268: service 161 in proportion (134 and 27).
    expect(p.ok && p.value.shares.map((s) => s.amountCents)).toEqual([1338 + 134, 268 + 27]);
  });
  it("no service charge: the bill as before (no serviceCents field)", () => {
    const p = planBill(items, {}, { split: "whole", tip: { percent: 0 }, method: "cash" });
    expect(p.ok && p.value).toEqual({
      split: "whole",
      method: "cash",
      totalCents: 1606,
      tipCents: 0,
      shares: [{ label: "Everyone", amountCents: 1606, tipCents: 0, paid: false, items: [] }],
    });
  });
  it("by amounts must add up to the bill with its service charge", () => {
    const p = planBill(items, {}, { split: "amounts", amounts: [1606], tip: { percent: 0 }, method: "cash" }, 161);
    expect(p).toEqual({ ok: false, message: "The shares add up to 16.06, not to the bill's 17.67." });
  });
});

describe("creditMoney (refunds)", () => {
  const paid = withTip(
    linesMoney([line(450, "drinks", "exclusive"), line(1150, "food", "exclusive")], rulesOf("exclusive", 10), 2),
    200,
  );
  it("a full refund is the payment exactly negated", () => {
    const c = creditMoney(paid, paid.totalCents);
    expect(c.totalCents).toBe(-paid.totalCents);
    expect(c.subtotalCents).toBe(-paid.subtotalCents);
    expect(c.serviceCents).toBe(-paid.serviceCents);
    expect(c.serviceTaxCents).toBe(-paid.serviceTaxCents);
    expect(c.taxCents).toBe(-paid.taxCents);
    expect(c.tipCents).toBe(-paid.tipCents);
    c.rates.forEach((r, k) => expect(r.taxCents).toBe(-paid.rates[k].taxCents));
  });
  it.each([1, 99, 500, 1000, 1999])("a part refund of %i adds up part by part", (cents) => {
    const c = creditMoney(paid, cents);
    expect(c.totalCents).toBe(-cents);
    expect(c.dueCents + c.tipCents).toBe(-cents);
    expect(c.dueCents).toBe(c.subtotalCents + c.serviceCents + c.taxCents);
    expect(c.rates.reduce((s, r) => s + r.grossCents, 0)).toBe(c.dueCents);
    expect(c.rates.reduce((s, r) => s + r.taxCents, 0)).toBe(c.taxCents);
  });
  it("never refunds more than was paid", () => {
    expect(creditMoney(paid, paid.totalCents + 500).totalCents).toBe(-paid.totalCents);
  });
  it("inclusive: the tax stays inside", () => {
    const inc = withTip(linesMoney([line(1000, "food", "inclusive")], rulesOf("inclusive"), 1), 0);
    const c = creditMoney(inc, 500);
    expect(c).toMatchObject({ dueCents: -500, subtotalCents: -500, taxCents: -33 });
  });
});

describe("itemSharesMoney (a split by item: each share at its items' rates, adding up)", () => {
  for (const mode of ["exclusive", "inclusive"] as const) {
    it(`${mode}: drinks to Ben, food to Anna, a shared dish in three; service 12.5 %`, () => {
      const soup = line(1151, "food", mode);
      const beer = line(455, "drinks", mode);
      const odd = line(333, "odd", mode);
      const rules = rulesOf(mode, 12.5);
      const bill = linesMoney([soup, beer, odd], rules, 3);
      const due = (l: MoneyLine) => l.amountCents + (mode === "exclusive" ? l.tax!.taxCents : 0);
      const items = [
        { key: "soup", amountCents: due(soup) },
        { key: "beer", amountCents: due(beer) },
        { key: "odd", amountCents: due(odd) },
      ];
      const service = bill.dueCents - items.reduce((x, l) => x + l.amountCents, 0);
      const plan = planBill(
        items,
        { soup: "anna", beer: "ben", odd: ["anna", "ben", "cleo"] },
        { split: "items", tip: { percent: 10 }, method: "card" },
        service,
      );
      if (!plan.ok) throw new Error(plan.message);
      const shares = plan.value.shares;
      const lineOf = { soup, beer, odd } as Record<string, MoneyLine>;
      const takers = { soup: ["anna"], beer: ["ben"], odd: ["anna", "ben", "cleo"] } as Record<string, string[]>;
      const pieces = shares.map((sh) =>
        sh.items.map((k) => ({
          ...lineOf[k],
          dueCents: due(lineOf[k]),
          takers: takers[k].length,
          at: takers[k].indexOf(sh.label),
        })),
      );
      const serviceDues = shares.map(
        (sh, i) => sh.amountCents - pieces[i].reduce((x, p) => x + splitEqual(p.dueCents, p.takers)[p.at], 0),
      );
      const money = itemSharesMoney(
        bill,
        pieces,
        serviceDues,
        shares.map((sh) => sh.tipCents),
      );
      money.forEach((m, i) => {
        holds(m);
        expect(m.dueCents).toBe(shares[i].amountCents);
      });
      const sum = (f: (m: ReceiptMoney) => number) => money.reduce((x, m) => x + f(m), 0);
      expect(sum((m) => m.subtotalCents)).toBe(bill.subtotalCents);
      expect(sum((m) => m.serviceCents)).toBe(bill.serviceCents);
      expect(sum((m) => m.serviceTaxCents)).toBe(bill.serviceTaxCents);
      bill.rates.forEach((r, k) => {
        expect(sum((m) => m.rates[k].taxCents)).toBe(r.taxCents);
        expect(sum((m) => m.rates[k].grossCents)).toBe(r.grossCents);
      });
      // Cleo took only a third of the odd dish: no food or drinks tax but the service charge's (food).
      const cleo = money[shares.findIndex((sh) => sh.label === "cleo")];
      expect(cleo.rates.find((r) => r.rate === "drinks")!.taxCents).toBe(0);
      expect(cleo.rates.find((r) => r.rate === "odd")!.taxCents).toBeGreaterThan(0);
    });
  }
});
