import { describe, expect, it } from "vitest";
import { joinOptionColumn, splitOptionColumn } from "./option-column";

describe("splitOptionColumn (the CSV options cell)", () => {
  it("reads sizes, min-max groups, prices and sold-out choices", () => {
    expect(
      splitOptionColumn("Size (size): Small=2.5, Large=3.9; Toppings (0-3): Ham=1.2, Olives=1.2 (sold out)"),
    ).toEqual({
      ok: true,
      groups: [
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
        {
          name: "Toppings",
          min: 0,
          max: 3,
          choices: [
            { name: "Ham", price: 1.2 },
            { name: "Olives", price: 1.2, soldOut: true },
          ],
        },
      ],
    });
    expect(splitOptionColumn("  ")).toEqual({ ok: true, groups: [] });
  });
  it("says what is wrong", () => {
    expect(splitOptionColumn("Size (size): Small=abc")).toEqual({
      ok: false,
      error: "price 'abc' of 'Small' is not a number",
    });
    expect(splitOptionColumn("Size: Small=1")).toEqual({
      ok: false,
      error: "option group 'Size: Small=1' is not 'Name (min-max): choice=price, ...'",
    });
    expect(splitOptionColumn("Size (size): Small")).toEqual({
      ok: false,
      error: "choice 'Small' of 'Size' has no '=price'",
    });
    expect(splitOptionColumn("Size (size): =1")).toEqual({
      ok: false,
      error: "a choice of 'Size' has no name or one with ; , = ( )",
    });
    expect(splitOptionColumn("x".repeat(20001))).toEqual({
      ok: false,
      error: "options are longer than 20000 characters",
    });
  });
  it("round-trips what joinOptionColumn writes", () => {
    const cell = "Doneness (1-1): Rare=0, Medium=0, Well done=0 (sold out); Size (size): Small=2.5, Large=3.9";
    const read = splitOptionColumn(cell);
    expect(read.ok && joinOptionColumn(read.groups)).toBe(cell);
  });
});
