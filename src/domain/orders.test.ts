import { describe, expect, it } from "vitest";
import { lineAmount, orderTotal, sumTotals } from "./money";
import {
  addDishLine,
  changeLineCount,
  finishedTime,
  handledBy,
  matchesTable,
  splitByState,
  type OrderLine,
} from "./orders";

const l = (dishId: string, price: number, count: number): OrderLine => ({
  dishId,
  title: dishId,
  price,
  count,
  modifiers: {},
});

describe("orderTotal", () => {
  it("is the sum of price x count, exact to the cent", () => {
    expect(orderTotal([l("a", 4.9, 1), l("b", 1.2, 1)])).toBe(6.1);
    expect(orderTotal([l("a", 0.1, 3)])).toBe(0.3);
    expect(orderTotal([])).toBe(0);
  });
  it("lineAmount is price x count", () => {
    expect(lineAmount(l("a", 1.1, 3))).toBe(3.3);
  });
});

describe("matchesTable", () => {
  it.each([
    ["", "T12", true],
    ["12", "T12", true],
    ["t1", "T12", true],
    ["  t1 ", "T12", true],
    ["3", "T12", false],
  ])("filter %j on table %j -> %s", (filter, tableSlug, expected) => {
    expect(matchesTable({ tableSlug }, filter)).toBe(expected);
  });
});

describe("splitByState", () => {
  it("puts not-started and started orders in their columns, keeping order", () => {
    const out = splitByState([
      { id: 1, started: false },
      { id: 2, started: true },
      { id: 3, started: false },
    ]);
    expect(out.notStarted.map((o) => o.id)).toEqual([1, 3]);
    expect(out.started.map((o) => o.id)).toEqual([2]);
  });
});

describe("edit lines", () => {
  it("adding a listed dish increments its count; a new dish starts at 1 with its title and price", () => {
    const lines = addDishLine([l("a", 2, 1)], { id: "a", title: "A", price: 9 });
    expect(lines).toEqual([l("a", 2, 2)]);
    expect(addDishLine(lines, { id: "b", title: "Bee", price: 3 })).toEqual([
      l("a", 2, 2),
      { ...l("b", 3, 1), title: "Bee" },
    ]);
  });
  it("takes only the dish's own extras: '__proto__' is an extra like any other, 'toString' is none", () => {
    const modifiers = JSON.parse('{"__proto__": 2, "Egg": 1}') as Record<string, number>;
    const [line] = addDishLine([], { id: "a", title: "A", price: 9, modifiers }, [
      "__proto__",
      "toString",
      "constructor",
    ]);
    expect(Object.keys(line.modifiers)).toEqual(["__proto__"]);
    expect(line.modifiers["__proto__"]).toBe(2);
    expect(line.price).toBe(11);
    expect(line.dishId).toBe("a___proto__:2");
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
  it("minus reduces a count and removes the line at 0; counts never go below 0", () => {
    expect(changeLineCount([l("a", 1, 2)], "a", -1)).toEqual([l("a", 1, 1)]);
    expect(changeLineCount([l("a", 1, 1), l("b", 1, 1)], "a", -1)).toEqual([l("b", 1, 1)]);
    expect(changeLineCount([l("a", 1, 1)], "a", -5)).toEqual([]);
    expect(changeLineCount([l("a", 1, 1)], "a", 1)).toEqual([l("a", 1, 2)]);
  });
  it("sumTotals adds order totals to the cent", () => {
    expect(sumTotals([{ total: 0.1 }, { total: 0.2 }])).toBe(0.3);
  });
});

describe("addDishLine with option groups (the owner's edit and staff orders)", () => {
  const coffee = {
    id: "c",
    title: "Coffee",
    price: 3,
    modifiers: { Shot: 0.8 },
    optionGroups: [
      {
        name: "Size",
        min: 1,
        max: 1,
        size: true,
        choices: [
          { name: "Small", price: 2.5 },
          { name: "Large", price: 3.9 },
        ],
      },
    ],
  };
  it("titles, prices and keys the line with its size; the same choice adds up", () => {
    const once = addDishLine([], coffee, ["Shot"], { Size: ["Large"] });
    expect(once).toEqual([
      {
        dishId: "c_Shot:0.8|Size=Large",
        title: "Coffee, Large",
        price: 4.7,
        count: 1,
        modifiers: { Shot: 0.8 },
        options: { Size: ["Large"] },
      },
    ]);
    expect(addDishLine(once, coffee, ["Shot"], { Size: ["Large"] })[0].count).toBe(2);
    expect(addDishLine(once, coffee, [], { Size: ["Small"] })).toHaveLength(2);
    expect("options" in addDishLine([], { id: "s", title: "Soup", price: 4 })[0]).toBe(false);
  });
});

describe("addDishLine with extras", () => {
  const burger = { id: "b", title: "Burger", price: 10, modifiers: { Bacon: 1.5, Cheese: 0.75 } };
  it("makes a line per dish and set of extras, priced with the extras, with the line's dishId", () => {
    const once = addDishLine([], burger, ["Cheese", "Bacon"]);
    expect(once).toEqual([
      {
        dishId: "b_Bacon:1.5,Cheese:0.75",
        title: "Burger",
        price: 12.25,
        count: 1,
        modifiers: { Bacon: 1.5, Cheese: 0.75 },
      },
    ]);
    const twice = addDishLine(once, burger, ["Bacon", "Cheese"]);
    expect(twice.map((l) => l.count)).toEqual([2]);
    const plain = addDishLine(twice, burger);
    expect(plain.map((l) => [l.dishId, l.price])).toEqual([
      ["b_Bacon:1.5,Cheese:0.75", 12.25],
      ["b", 10],
    ]);
  });
  it("ignores an extra the dish does not offer", () => {
    expect(addDishLine([], burger, ["Gold"])[0]).toMatchObject({ dishId: "b", price: 10, modifiers: {} });
  });
});

describe("finishedTime", () => {
  it("is finishedAt, else updated for a record without it", () => {
    expect(finishedTime({ finishedAt: "2025-03-05 10:00:00.000Z", updated: "2025-04-01 08:00:00.000Z" })).toBe(
      "2025-03-05 10:00:00.000Z",
    );
    expect(finishedTime({ finishedAt: "", updated: "2025-04-01 08:00:00.000Z" })).toBe("2025-04-01 08:00:00.000Z");
  });
});

describe("handledBy", () => {
  it("names who handled an order, but says nothing when only the owner did", () => {
    expect(handledBy({ startedBy: "Owner", finishedBy: "Owner" })).toBe("");
    expect(handledBy({})).toBe("");
    expect(handledBy({ startedBy: "Wendy", finishedBy: "Kit" })).toBe("Started by Wendy · Finished by Kit");
    expect(handledBy({ startedBy: "Owner", editedBy: "Wendy" })).toBe("Started by Owner · Edited by Wendy");
  });
});
