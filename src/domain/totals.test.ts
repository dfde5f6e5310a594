import { describe, expect, it } from "vitest";
import { formatMoney, orderTotal, roundMoney } from "./totals";

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
