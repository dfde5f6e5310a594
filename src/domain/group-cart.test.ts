import { describe, expect, it } from "vitest";
import { cartLineOf, cartOrderLines } from "./group-cart";
import { lineKey } from "./order-lines";

describe("the group cart's lines", () => {
  const key = lineKey("steak0000000001", { "Pepper sauce": 2 }, { Doneness: ["Medium"] });

  it("stores a priced line with its options, in cents, and who added it", () => {
    expect(
      cartLineOf(
        { dishId: key, title: "Steak (Medium)", price: 20.1, count: 2, options: { Doneness: ["Medium"] } },
        "l1",
        3,
      ),
    ).toEqual({
      id: "l1",
      dishId: key,
      title: "Steak (Medium)",
      priceCents: 2010,
      count: 2,
      n: 3,
      options: { Doneness: ["Medium"] },
    });
    // A spec line (no options, or none chosen) carries no options field.
    expect(cartLineOf({ dishId: "soup00000000001", title: "Soup", price: 4.5, count: 1 }, "l2", 1)).toEqual({
      id: "l2",
      dishId: "soup00000000001",
      title: "Soup",
      priceCents: 450,
      count: 1,
      n: 1,
    });
    expect(
      cartLineOf({ dishId: "soup00000000001", title: "Soup", price: 4.5, count: 1, options: {} }, "l3", 1),
    ).not.toHaveProperty("options");
  });

  it("is sent as the direct order's lines: key, count and options, nothing the server would take as given", () => {
    const stored = [
      cartLineOf(
        { dishId: key, title: "Steak (Medium)", price: 20, count: 1, options: { Doneness: ["Medium"] } },
        "a",
        1,
      ),
      cartLineOf({ dishId: "soup00000000001", title: "Soup", price: 4.5, count: 2 }, "b", 2),
    ];
    expect(cartOrderLines(stored)).toEqual([
      { dishId: key, count: 1, options: { Doneness: ["Medium"] } },
      { dishId: "soup00000000001", count: 2 },
    ]);
    // The key the send rebuilds from these is the stored one.
    expect(lineKey("steak0000000001", { "Pepper sauce": 2 }, cartOrderLines(stored)[0].options)).toBe(stored[0].dishId);
  });
});
