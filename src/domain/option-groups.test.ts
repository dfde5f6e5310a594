import { describe, expect, it } from "vitest";
import { choicesProblem, groupsProblem } from "./option-group-rules";
import {
  missingChoice,
  optionsKey,
  optionsPrice,
  optionsTitle,
  orderedChoices,
  type OptionGroup,
} from "./option-groups";
import { dishIdOfKey, extraNamesOfKey, lineKey } from "./order-lines";

const doneness: OptionGroup = {
  name: "Doneness",
  min: 1,
  max: 1,
  choices: [
    { name: "Rare", price: 0 },
    { name: "Medium", price: 0 },
    { name: "Well done", price: 0, soldOut: true },
  ],
};
const toppings: OptionGroup = {
  name: "Toppings",
  min: 0,
  max: 3,
  choices: ["Ham", "Olives", "Mushrooms", "Egg"].map((name) => ({ name, price: 1.1 })),
};
const size: OptionGroup = {
  name: "Size",
  min: 1,
  max: 1,
  size: true,
  choices: [
    { name: "Small", price: 2.5 },
    { name: "Large", price: 3.9 },
  ],
};

describe("groupsProblem", () => {
  it("accepts none and well-formed groups", () => {
    expect(groupsProblem(undefined)).toBeNull();
    expect(groupsProblem([])).toBeNull();
    expect(groupsProblem([doneness, toppings, size])).toBeNull();
  });
  it("refuses min > max, max above the choices, and bad min/max", () => {
    expect(groupsProblem([{ ...toppings, min: 4, max: 3 }])).toBe(
      "Option group 'Toppings': min (4) is more than max (3).",
    );
    expect(groupsProblem([{ ...toppings, max: 5 }])).toBe(
      "Option group 'Toppings': max (5) is more than its 4 choices.",
    );
    expect(groupsProblem([{ ...toppings, min: -1 }])).toMatch(/min must be a whole number/);
    expect(groupsProblem([{ ...toppings, max: 0 }])).toMatch(/max must be a whole number/);
    expect(groupsProblem([{ ...toppings, max: 1.5 }])).toMatch(/max must be a whole number/);
  });
  it("refuses more than 20 groups or 50 choices", () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ ...toppings, name: `G${i}` }));
    expect(groupsProblem(many)).toBe("A dish can have at most 20 option groups.");
    const choices = Array.from({ length: 51 }, (_, i) => ({ name: `C${i}`, price: 0 }));
    expect(groupsProblem([{ ...toppings, choices }])).toBe("Option group 'Toppings' can have at most 50 choices.");
  });
  it("refuses a price below 0 or not a number, naming the group and the choice", () => {
    const neg = { ...toppings, choices: [{ name: "Ham", price: -1 }], max: 1 };
    expect(groupsProblem([neg])).toBe("Option group 'Toppings': the price of 'Ham' is below 0.");
    const nan = { ...toppings, choices: [{ name: "Ham", price: "abc" }], max: 1 };
    expect(groupsProblem([nan])).toBe("Option group 'Toppings': the price of 'Ham' is not a number.");
  });
  it("refuses names missing or twice, and more than one size or a size that is not one-of", () => {
    expect(groupsProblem([{ ...toppings, name: "" }])).toMatch(/needs a name/);
    expect(groupsProblem([toppings, toppings])).toBe("Two option groups are called 'Toppings'.");
    expect(groupsProblem([size, { ...size, name: "Cup" }])).toBe("A dish can have only one size group.");
    expect(groupsProblem([{ ...size, min: 0 }])).toMatch(/is a size: exactly one choice/);
    expect(groupsProblem("x")).toBe("Option groups must be a list.");
    expect(groupsProblem([{ ...toppings, choices: [] }])).toMatch(/at least one choice/);
  });
});

describe("choicesProblem", () => {
  const groups = [doneness, toppings];
  it("accepts a valid choice", () => {
    expect(choicesProblem(groups, { Doneness: ["Rare"], Toppings: ["Ham", "Egg"] })).toBeNull();
  });
  it("refuses a missing required group, naming it", () => {
    expect(choicesProblem(groups, {})).toBe("Choose Doneness.");
    expect(choicesProblem(groups, undefined)).toBe("Choose Doneness.");
    expect(choicesProblem([{ ...toppings, min: 2 }], { Toppings: ["Ham"] })).toBe("'Toppings': choose at least 2.");
  });
  it("refuses too many, unknown, sold out and twice", () => {
    expect(choicesProblem(groups, { Doneness: ["Rare", "Medium"] })).toBe("'Doneness': choose at most 1.");
    expect(choicesProblem(groups, { Doneness: ["Raw"] })).toBe("'Doneness' has no choice 'Raw'.");
    expect(choicesProblem(groups, { Doneness: ["Well done"] })).toBe("'Doneness': Well done is sold out.");
    expect(choicesProblem(groups, { Doneness: ["Rare"], Sauce: ["x"] })).toBe("There is no option group 'Sauce'.");
    expect(choicesProblem(groups, { Doneness: ["Rare"], Toppings: ["Ham", "Ham"] })).toBe(
      "'Toppings': a choice was picked twice.",
    );
    expect(choicesProblem(groups, { Doneness: "Rare" })).toBe("The choices of 'Doneness' are malformed.");
    expect(choicesProblem(groups, [])).toBe("The chosen options are malformed.");
  });
  it("a dish without groups accepts no options", () => {
    expect(choicesProblem([], {})).toBeNull();
    expect(choicesProblem([], { Size: ["Large"] })).toBe("There is no option group 'Size'.");
  });
});

describe("groups named like Object.prototype's members", () => {
  const odd: OptionGroup[] = [
    { name: "constructor", min: 1, max: 1, choices: [{ name: "A", price: 1 }] },
    { name: "toString", min: 0, max: 1, choices: [{ name: "B", price: 2 }] },
  ];
  it("read only the guest's own choices", () => {
    expect(groupsProblem(odd)).toBeNull();
    expect(choicesProblem(odd, {})).toBe("Choose constructor.");
    expect(missingChoice(odd, {})).toBe("Choose constructor.");
    expect(orderedChoices(odd, { constructor: ["A"] })).toEqual({ constructor: ["A"] });
    expect(optionsPrice(5, odd, { constructor: ["A"] })).toBe(6);
    expect(optionsTitle("X", odd, {})).toBe("X");
    expect(groupsProblem([{ ...odd[1], name: "__proto__" }])).toBe("Option group 1 cannot be called '__proto__'.");
  });
});

describe("missingChoice (the modal)", () => {
  it("says what is missing", () => {
    expect(missingChoice([size, doneness], {})).toBe("Choose Size.");
    expect(missingChoice([size, doneness], { Size: ["Large"] })).toBe("Choose Doneness.");
    expect(missingChoice([size, doneness], { Size: ["Large"], Doneness: ["Rare"] })).toBeNull();
  });
});

describe("pricing and titles", () => {
  it("a size replaces the base price, other choices add", () => {
    expect(optionsPrice(3, [size], { Size: ["Large"] })).toBe(3.9);
    expect(optionsPrice(9.9, [toppings], { Toppings: ["Ham", "Olives", "Egg"] })).toBe(13.2);
    expect(optionsPrice(3, [size, toppings], { Size: ["Small"], Toppings: ["Ham"] })).toBe(3.6);
    expect(optionsPrice(3, [size], {})).toBe(3);
  });
  it("titles show the size and the choices, in the dish's order", () => {
    expect(optionsTitle("Coffee", [size, toppings], { Toppings: ["Egg", "Ham"], Size: ["Large"] })).toBe(
      "Coffee, Large (Ham, Egg)",
    );
    expect(optionsTitle("Steak", [doneness], { Doneness: ["Medium"] })).toBe("Steak (Medium)");
    expect(optionsTitle("Steak", [doneness], {})).toBe("Steak");
  });
  it("orderedChoices keeps the dish's order and leaves empty groups out", () => {
    expect(orderedChoices([doneness, toppings], { Toppings: ["Egg", "Ham"], Doneness: ["Rare"] })).toEqual({
      Doneness: ["Rare"],
      Toppings: ["Ham", "Egg"],
    });
    expect(orderedChoices([toppings], { Toppings: [] })).toEqual({});
  });
});

describe("line keys cover groups", () => {
  it("is the spec's key when no option is chosen", () => {
    expect(lineKey("abc", { Egg: 1, Bacon: 1.5 })).toBe("abc_Bacon:1.5,Egg:1");
    expect(lineKey("abc", {}, {})).toBe("abc");
    expect(optionsKey({})).toBe("");
  });
  it("the same choices in any order make the same key; other choices another", () => {
    const a = lineKey("abc", { Egg: 1 }, { Toppings: ["Ham", "Egg"], Doneness: ["Rare"] });
    const b = lineKey("abc", { Egg: 1 }, { Doneness: ["Rare"], Toppings: ["Egg", "Ham"] });
    expect(a).toBe(b);
    expect(a).toBe("abc_Egg:1|Doneness=Rare|Toppings=Egg+Ham");
    expect(lineKey("abc", {}, { Doneness: ["Medium"] })).not.toBe(lineKey("abc", {}, { Doneness: ["Rare"] }));
  });
  it("dish id and extras read back from a key with options", () => {
    expect(dishIdOfKey("abc|Size=Large")).toBe("abc");
    expect(dishIdOfKey("abc_Egg:1|Size=Large")).toBe("abc");
    expect(extraNamesOfKey("abc_Egg:1,Ham:2|Size=Large")).toEqual(["Egg", "Ham"]);
    expect(extraNamesOfKey("abc|Size=Large")).toEqual([]);
  });
});
