import { describe, expect, it } from "vitest";
import { DESCRIPTION_LIMIT, isLongDescription, shortDescription, type Dish } from "./menu";
import { moveItem, sortDishes } from "./menu-order";

const items = [
  { id: "a", order: 0 },
  { id: "b", order: 1 },
  { id: "c", order: 2 },
];

describe("moveItem", () => {
  it("swaps an item with its upper neighbour", () => {
    expect(moveItem(items, "b", -1)).toEqual([
      { id: "b", order: 0 },
      { id: "a", order: 1 },
    ]);
  });
  it("does nothing past either end", () => {
    expect(moveItem(items, "a", -1)).toEqual([]);
    expect(moveItem(items, "c", 1)).toEqual([]);
  });
  it("heals gaps and ties by giving every item its index", () => {
    expect(
      moveItem(
        [
          { id: "x", order: 5 },
          { id: "y", order: 5 },
          { id: "z", order: 9 },
        ],
        "x",
        1,
      ),
    ).toEqual([
      { id: "y", order: 0 },
      { id: "x", order: 1 },
      { id: "z", order: 2 },
    ]);
  });
});

describe("sortDishes", () => {
  it("orders by category order, then dish order", () => {
    const d = (id: string, category: string, order: number) => ({ id, category, order, title: id }) as Dish;
    const sorted = sortDishes(
      [d("1", "c2", 0), d("2", "c1", 1), d("3", "c1", 0)],
      [
        { id: "c1", title: "A", order: 0 },
        { id: "c2", title: "B", order: 1 },
      ],
    );
    expect(sorted.map((x) => x.id)).toEqual(["3", "2", "1"]);
  });
});

describe("description preview (the guest page's server render cuts it the same way)", () => {
  it("keeps up to 56 characters whole and cuts longer ones with '...'", () => {
    const exact = "x".repeat(DESCRIPTION_LIMIT);
    expect(isLongDescription(exact)).toBe(false);
    expect(shortDescription(exact)).toBe(exact);
    expect(isLongDescription(exact + "y")).toBe(true);
    expect(shortDescription(exact + "y")).toBe(exact + "...");
  });
});
