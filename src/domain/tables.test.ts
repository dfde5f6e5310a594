import { describe, expect, it } from "vitest";
import { msg } from "./messages";
import { shapeSize, validateNewTable } from "./tables";

describe("validateNewTable", () => {
  it.each([[""], ["0"], ["-3"], ["1.5"], ["abc"]])("refuses table number %j", (n) => {
    expect(validateNewTable({ tableNumber: n, round: false }, [])).toEqual({
      ok: false,
      errors: { tableNumber: msg("tableNumberMin") },
    });
  });
  it("refuses a number that exists", () => {
    expect(validateNewTable({ tableNumber: "4", round: false }, [1, 4])).toEqual({
      ok: false,
      errors: { tableNumber: "Table 4 already exists." },
    });
  });
  it("round tables send the diameter only, others width and length with 0 as fallback, at 0,0", () => {
    expect(validateNewTable({ tableNumber: "2", round: true, diameter: "80", width: "9" }, [])).toEqual({
      ok: true,
      value: { tableNumber: 2, round: true, diameter: 80, x: 0, y: 0 },
    });
    expect(validateNewTable({ tableNumber: "3", round: false, width: "120", length: "" }, [])).toEqual({
      ok: true,
      value: { tableNumber: 3, round: false, width: 120, length: 0, x: 0, y: 0 },
    });
  });
});

describe("shapeSize", () => {
  it("draws round tables at half the diameter and others at half width and length", () => {
    expect(shapeSize({ round: true, diameter: 100, width: 0, length: 0 })).toEqual({ width: 50, height: 50 });
    expect(shapeSize({ round: false, diameter: 0, width: 120, length: 80 })).toEqual({ width: 60, height: 40 });
  });
});
