import { describe, expect, it } from "vitest";
import { brandColorProblem, isHexColor, whiteTextContrast } from "./brand";

describe("whiteTextContrast", () => {
  it("is 21 on black and 1 on white", () => {
    expect(whiteTextContrast("#000000")).toBeCloseTo(21, 5);
    expect(whiteTextContrast("#ffffff")).toBeCloseTo(1, 5);
  });
  it("matches the WCAG figure for the app's green", () => {
    expect(whiteTextContrast("#1f6f4a")).toBeGreaterThan(6);
  });
});

describe("brandColorProblem", () => {
  it.each([
    ["", ""],
    ["#1f6f4a", ""],
    ["#8B1E3F", ""],
    ["#767676", ""], // 4.54:1, just passes
  ])("accepts %s", (value, problem) => {
    expect(brandColorProblem(value)).toBe(problem);
  });
  it.each(["#777777", "#ffcc00", "#FFFFFF"])("refuses %s as too light for white text", (value) => {
    expect(brandColorProblem(value)).toMatch(/too light for white button text \(contrast \d+\.\d:1/);
  });
  it.each(["red", "#12345", "#1234567", "1f6f4a", "#gggggg", "#1f6f4a;x", "<script>"])(
    "refuses %s as not a colour",
    (value) => {
      expect(isHexColor(value)).toBe(false);
      expect(brandColorProblem(value)).toMatch(/six hex digits/);
    },
  );
});
