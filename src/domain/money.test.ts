import { describe, expect, it } from "vitest";
import { formatMoney, lineAmount, orderTotal, roundMoney, sumTotals, unitPrice } from "./money";

describe("orderTotal", () => {
  it("sums price x count", () => {
    expect(
      orderTotal([
        { price: 4.5, count: 2 },
        { price: 11.9, count: 1 },
      ]),
    ).toBe(20.9);
  });
  it("is exact to the cent where floating point is not", () => {
    expect(orderTotal([{ price: 0.1, count: 3 }])).toBe(0.3);
    expect(
      orderTotal([
        { price: 4.9, count: 1 },
        { price: 1.2, count: 1 },
      ]),
    ).toBe(6.1);
  });
  it("is 0 for no lines (a waiter request)", () => {
    expect(orderTotal([])).toBe(0);
  });
});

describe("roundMoney", () => {
  it("rounds to cents", () => expect(roundMoney(4.9 + 1.2)).toBe(6.1));
});

describe("formatMoney", () => {
  it.each([
    [4.9, "EUR", "4.90 EUR"],
    [0, "", "0.00"],
    [1234.5, "$", "1234.50 $"],
  ])("%s %s -> %s", (n, c, text) => expect(formatMoney(n, c)).toBe(text));
});

describe("unitPrice", () => {
  it("is the dish price plus its extras, rounded to cents", () => {
    expect(unitPrice(4.9, [1.2])).toBe(6.1);
    expect(unitPrice(3, [])).toBe(3);
    expect(unitPrice(0.1, [0.2, 0.3])).toBe(0.6);
  });
});

describe("lineAmount and sumTotals", () => {
  it("are exact to the cent", () => {
    expect(lineAmount({ price: 1.1, count: 3 })).toBe(3.3);
    expect(sumTotals([{ total: 0.1 }, { total: 0.2 }])).toBe(0.3);
  });
});

describe("formatMoney rounds to cents before it writes 2 decimals", () => {
  it("writes a sum with float noise as its cents", () => expect(formatMoney(4.9 + 1.2, "EUR")).toBe("6.10 EUR"));
});

describe("orderTotal reads stored JSON as numbers", () => {
  it("takes counts and prices written as text", () => {
    expect(orderTotal([{ price: "2.5", count: "2" } as unknown as { price: number; count: number }])).toBe(5);
  });
});
