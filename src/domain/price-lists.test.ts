import { describe, expect, it } from "vitest";
import { activeList, holdsAt, listedPrice, timedDish, weekdayIn, type PriceList } from "./price-lists";
import { priceListsProblem } from "./price-list-rules";

const happy: PriceList = {
  id: "happy",
  name: "Happy hour",
  days: [1, 2, 3, 4, 5],
  from: "17:00",
  to: "19:00",
  percentOff: 20,
  categories: ["drinks"],
};
const lunch: PriceList = {
  id: "lunch",
  name: "Lunch",
  days: [1, 2, 3, 4, 5],
  from: "11:30",
  to: "14:00",
  fixed: { d1: 990 },
};
const min = (h: number, m: number) => h * 60 + m;

describe("holdsAt (from inclusive, to exclusive)", () => {
  it.each([
    [1, min(16, 59), false],
    [1, min(17, 0), true],
    [5, min(18, 59), true], // an order at 18:59:59 is still in minute 18:59
    [5, min(19, 0), false], // 19:00:00
    [6, min(18, 0), false], // Saturday
  ])("day %i minute %i: %s", (day, m, holds) => expect(holdsAt(happy, day, m)).toBe(holds));
  it("picks the list that holds", () => {
    expect(activeList([lunch, happy], 2, min(12, 0))?.id).toBe("lunch");
    expect(activeList([lunch, happy], 2, min(15, 0))).toBeNull();
    expect(activeList(undefined, 2, min(15, 0))).toBeNull();
  });
});

describe("listedPrice", () => {
  it.each([
    [happy, { id: "d9", category: "drinks" }, 450, 360],
    [happy, { id: "d9", category: "food" }, 450, 450],
    [{ ...happy, percentOff: 15 }, { id: "d9", category: "drinks" }, 333, 283], // 49.95 off -> 50
    [lunch, { id: "d1", category: "food" }, 1450, 990],
    [lunch, { id: "d2", category: "food" }, 1450, 1450],
    [null, { id: "d1" }, 1450, 1450],
    [{ ...happy, categories: [] }, { id: "d9", category: "food" }, 1000, 800], // no scope: every dish
  ])("%j on %j at %i: %i", (list, dish, cents, out) => expect(listedPrice(list, dish, cents)).toBe(out));
});

describe("priceListsProblem", () => {
  it.each([
    [[happy, lunch], ""],
    [[happy, { ...lunch, from: "18:30", to: "20:00" }], "'Happy hour' and 'Lunch' overlap: one price list at a time."],
    [[happy, { ...lunch, days: [6, 7], from: "18:30", to: "20:00" }], ""],
    [[happy, { ...lunch, from: "19:00", to: "20:00" }], ""], // back to back is fine
    [
      [{ ...happy, from: "22:00", to: "02:00" }],
      "'Happy hour' must end after it starts on the same day (make two lists to cross midnight).",
    ],
    [[{ ...happy, days: [0] }], "'Happy hour': choose its days, Monday (1) to Sunday (7)."],
    [[{ ...happy, percentOff: 120 }], "'Happy hour': the discount must be a number from 0 to 100 %."],
    [[{ ...happy, percentOff: 0 }], "'Happy hour' changes no price."],
    [[{ ...lunch, fixed: { d1: 9.5 } }], "'Lunch': a fixed price is a whole number of cents from 0."],
    [[happy, happy], "Two price lists have the id 'happy'."],
    ["x", "Price lists must be a list."],
  ])("%j: %s", (lists, problem) => expect(priceListsProblem(lists)).toBe(problem));
});

describe("timedDish and weekdayIn", () => {
  it("prices a dish by the list and says until when", () => {
    expect(timedDish({ id: "b", category: "drinks", price: 4.5 }, happy)).toEqual({
      id: "b",
      category: "drinks",
      price: 3.6,
      normalPrice: 4.5,
      priceUntil: "19:00",
    });
    const soup = { id: "s", category: "food", price: 4.5 };
    expect(timedDish(soup, happy)).toBe(soup);
    expect(timedDish(soup, null)).toBe(soup);
  });
  it("tells the weekday in the venue's zone", () => {
    // 2026-11-27 23:30 UTC is a Friday in London, a Saturday in Berlin.
    const d = new Date(Date.UTC(2026, 10, 27, 23, 30));
    expect(weekdayIn(d, "Europe/London")).toBe(5);
    expect(weekdayIn(d, "Europe/Berlin")).toBe(6);
  });
});
