import { describe, expect, it } from "vitest";
import { planBill, splitEqual, splitItem, splitProportional, takersOf, tipOf } from "./split";

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe("splitEqual", () => {
  it.each([
    [1000, 3, [334, 333, 333]],
    [1001, 3, [334, 334, 333]],
    [1000, 4, [250, 250, 250, 250]],
    [1, 3, [1, 0, 0]],
    [0, 2, [0, 0]],
    [999, 20, [...Array(19).fill(50), 49]],
  ])("splits %i cents in %i: %j (remainder cents to the first shares)", (total, n, shares) => {
    expect(splitEqual(total, n)).toEqual(shares);
    expect(sum(splitEqual(total, n))).toBe(total);
  });
  it("adds up for every total and count", () => {
    for (let total = 0; total < 700; total += 7)
      for (let n = 1; n <= 20; n++) expect(sum(splitEqual(total, n))).toBe(total);
  });
});

describe("splitProportional", () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [150, [900, 600], [90, 60]],
    [7, [1, 2], [2, 5]],
    [10, [0, 0], [5, 5]],
    [1, [333, 333, 334], [0, 0, 1]],
  ])("shares %i by %j: %j", (amount, weights, out) => {
    expect(splitProportional(amount, weights)).toEqual(out);
  });
  it("adds up for awkward weights", () => {
    for (let amount = 0; amount < 500; amount += 13)
      expect(sum(splitProportional(amount, [333, 777, 1, 49]))).toBe(amount);
  });
});

describe("splitItem: one line shared between guests", () => {
  it.each([
    [500, 2, [250, 250]],
    [500, 3, [167, 167, 166]],
    [610, 3, [204, 203, 203]],
    [1, 2, [1, 0]],
    [0, 3, [0, 0, 0]],
    [999, 4, [250, 250, 250, 249]],
    [1000, 1, [1000]],
    [7, 12, [1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]],
  ])("%i cents shared by %i: %j (remainder to the first takers)", (cents, n, out) => {
    expect(splitItem(cents, n)).toEqual(out);
    expect(sum(splitItem(cents, n))).toBe(cents);
  });
  it("adds up to the line for every amount and number of takers", () => {
    for (let cents = 0; cents < 2000; cents += 37)
      for (let n = 1; n <= 12; n++) expect(sum(splitItem(cents, n))).toBe(cents);
  });
  it("no takers: nothing", () => expect(splitItem(500, 0)).toEqual([]));
  it.each([
    [undefined, []],
    ["", []],
    ["1", ["1"]],
    [
      ["2", "1", "2"],
      ["2", "1"],
    ],
  ])("takersOf(%j) is %j", (t, out) => expect(takersOf(t as never)).toEqual(out));
});

describe("tipOf", () => {
  it.each([
    [{ percent: 0 }, 0],
    [{ percent: 5 }, 62],
    [{ percent: 10 }, 123],
    [{ percent: 15 }, 185],
    [{ cents: 200 }, 200],
    [{ cents: 1234 }, 1234],
    [{}, 0],
  ])("of 12.34: %j is %i cents", (tip, cents) => {
    expect(tipOf(1234, tip)).toEqual({ ok: true, value: cents });
  });
  it.each([
    [{ percent: 12 }, "A tip is 0, 5, 10 or 15% or an amount."],
    [{ cents: -1 }, "A tip cannot be below 0."],
    [{ cents: 1235 }, "A tip cannot be more than the bill (12.34)."],
    [{ cents: 1.5 }, "A tip is a whole number of cents."],
  ])("refuses %j", (tip, message) => {
    expect(tipOf(1234, tip)).toEqual({ ok: false, message });
  });
});

describe("planBill", () => {
  const items = [
    { key: "a", amountCents: 900 },
    { key: "b", amountCents: 450 },
    { key: "c", amountCents: 650 },
  ];
  it("whole: one share with the tip", () => {
    const r = planBill(items, {}, { split: "whole", tip: { percent: 10 }, method: "card" });
    expect(r).toMatchObject({
      ok: true,
      value: { totalCents: 2000, tipCents: 200, shares: [{ label: "Everyone", amountCents: 2000, tipCents: 200 }] },
    });
  });
  it("equal by 3 with a 10% tip: shares and tips add up, remainders to the first", () => {
    const r = planBill(items, {}, { split: "equal", parts: 3, tip: { percent: 10 }, method: "cash" });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.shares.map((s) => [s.label, s.amountCents, s.tipCents])).toEqual([
      ["Share 1 of 3", 667, 67],
      ["Share 2 of 3", 667, 67],
      ["Share 3 of 3", 666, 66],
    ]);
  });
  it("by item: one share per person, in bill order, the tip in proportion", () => {
    const r = planBill(
      items,
      { a: "Anna", b: "Guest 2", c: "Anna" },
      { split: "items", tip: { cents: 100 }, method: "card" },
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.value.shares.map((s) => [s.label, s.amountCents, s.tipCents, s.items])).toEqual([
      ["Anna", 1550, 78, ["a", "c"]],
      ["Guest 2", 450, 22, ["b"]],
    ]);
  });
  it.each([
    // a shared by Anna and Ben: 900 in 2; b by Ben; c by Anna
    [
      { a: ["Anna", "Ben"], b: "Ben", c: "Anna" },
      [
        ["Anna", 1100, ["a", "c"]],
        ["Ben", 900, ["a", "b"]],
      ],
    ],
    // a shared by three, remainder (900 in 3 = 300 each); b 450 shared by Ben and Anna: Ben first
    [
      { a: ["Cleo", "Anna", "Ben"], b: ["Ben", "Anna"], c: "Cleo" },
      [
        ["Cleo", 950, ["a", "c"]],
        ["Anna", 525, ["a", "b"]],
        ["Ben", 525, ["a", "b"]],
      ],
    ],
    // every line shared by two with odd cents: the first taker gets the cent
    [
      { a: ["Anna", "Ben"], b: ["Ben", "Anna"], c: ["Anna", "Ben"] },
      [
        ["Anna", 1000, ["a", "b", "c"]],
        ["Ben", 1000, ["a", "b", "c"]],
      ],
    ],
  ])("by item with shared lines %j: %j, adding up to the bill", (taken, out) => {
    const odd = [
      { key: "a", amountCents: 900 },
      { key: "b", amountCents: 450 },
      { key: "c", amountCents: 650 },
    ];
    const r = planBill(odd, taken, { split: "items", tip: { cents: 101 }, method: "card" });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.shares.map((s) => [s.label, s.amountCents, s.items])).toEqual(out);
    expect(sum(r.value.shares.map((s) => s.amountCents))).toBe(2000);
    expect(sum(r.value.shares.map((s) => s.tipCents))).toBe(101);
  });
  it("by item: a line shared with an odd cent gives it to the first taker", () => {
    const r = planBill(
      [{ key: "x", amountCents: 611 }],
      { x: ["2", "1"] },
      { split: "items", tip: {}, method: "cash" },
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.value.shares.map((s) => [s.label, s.amountCents])).toEqual([
      ["2", 306],
      ["1", 305],
    ]);
  });
  it("by amounts that add up", () => {
    const r = planBill(items, {}, { split: "amounts", amounts: [1500, 500], tip: { percent: 0 }, method: "cash" });
    expect(r.ok).toBe(true);
  });
  it.each([
    [{ split: "items" }, {}, "Every item must be taken to split by item: 3 not taken yet."],
    [{ split: "items" }, { a: "Anna" }, "Every item must be taken to split by item: 2 not taken yet."],
    [{ split: "amounts", amounts: [1500, 400] }, {}, "The shares add up to 19.00, not to the bill's 20.00."],
    [{ split: "equal", parts: 1 }, {}, "Split equally between 2 and 20 people."],
    [{ split: "equal", parts: 21 }, {}, "Split equally between 2 and 20 people."],
    [{ split: "thirds" }, {}, "Split the whole bill, equally, by item or by amounts."],
    [{ split: "whole", tip: { cents: 2001 } }, {}, "A tip cannot be more than the bill (20.00)."],
    [{ split: "whole", method: "cheque" }, {}, "Pay by cash or card."],
  ])("refuses %j", (req, taken, message) => {
    const full = { tip: { percent: 0 }, method: "cash", ...req } as Parameters<typeof planBill>[2];
    expect(planBill(items, taken, full)).toEqual({ ok: false, message });
  });
});
