import { describe, expect, it } from "vitest";
import { choicesText, extrasOfKey, lineChoices } from "./line-choices";
import type { OptionGroup } from "./option-groups";

const groups: OptionGroup[] = [
  {
    name: "Size",
    min: 1,
    max: 1,
    size: true,
    choices: [
      { name: "Small", price: 3 },
      { name: "Large", price: 4.5 },
    ],
  },
  {
    name: "Milk",
    min: 0,
    max: 2,
    choices: [
      { name: "Oat", price: 0.4 },
      { name: "Vanilla", price: 0 },
    ],
  },
];

describe("lineChoices", () => {
  it.each([
    ["abcdefghijklmno", undefined, []],
    ["abcdefghijklmno_Extra cheese:1.2", undefined, [{ name: "Extra cheese", cents: 120 }]],
    [
      "abcdefghijklmno_Bacon:1.5,Egg:1",
      undefined,
      [
        { name: "Bacon", cents: 150 },
        { name: "Egg", cents: 100 },
      ],
    ],
    [
      "abcdefghijklmno_Shot:0.8|Milk=Oat|Size=Large",
      { Milk: ["Oat", "Vanilla"], Size: ["Large"] },
      [
        { name: "Shot", cents: 80 },
        { name: "Large", cents: 450, size: true },
        { name: "Oat", cents: 40 },
        { name: "Vanilla", cents: 0 },
      ],
    ],
    ["abcdefghijklmno|Gone=X", { Gone: ["X"] }, [{ name: "X", cents: 0 }]],
  ])("%s %j: %j", (key, options, out) => {
    expect(lineChoices(key, options, groups)).toEqual(out);
  });
  it("reads a name with a colon by its last colon", () => {
    expect(extrasOfKey("abc_Sauce: hot:0.5")).toEqual([{ name: "Sauce: hot", cents: 50 }]);
  });
  it("as text", () => {
    expect(
      choicesText([
        { name: "Extra cheese", cents: 120 },
        { name: "Large", cents: 450, size: true },
        { name: "Vanilla", cents: 0 },
      ]),
    ).toBe("Extra cheese +1.20, Large 4.50, Vanilla");
  });
});
