import { describe, expect, it } from "vitest";
import { buildMenuExport, isMenuFileShape, parseMenuFile } from "./menu-export";
import type { Dish } from "./menu";

describe("buildMenuExport", () => {
  it("writes the export file's shape with category titles and photos", () => {
    const dish: Dish = {
      id: "d1",
      title: "Soup",
      description: "Hot",
      price: 4.5,
      category: "c1",
      order: 0,
      photo: "a.png",
      photoUrl: "",
      timeServed: { from: "10:00", to: "12:00" },
      modifiers: { Bread: 0.5 },
      available: true,
      allergens: ["milk"],
      dietary: ["vegetarian"],
    };
    expect(
      buildMenuExport(
        [{ id: "c1", title: "Mains", order: 2 }],
        [dish],
        new Map([["d1", "data:image/png;base64,AAAA"]]),
      ),
    ).toEqual({
      categories: [{ title: "Mains", order: 2 }],
      dishes: [
        {
          title: "Soup",
          description: "Hot",
          price: 4.5,
          order: 0,
          timeServed: { from: "10:00", to: "12:00" },
          modifiers: { Bread: 0.5 },
          categoryTitle: "Mains",
          photoBase64: "data:image/png;base64,AAAA",
          allergens: ["milk"],
          dietary: ["vegetarian"],
        },
      ],
    });
  });
});

describe("buildMenuExport with option groups", () => {
  const base: Dish = {
    id: "d1",
    title: "Coffee",
    description: "",
    price: 3,
    category: "c1",
    order: 0,
    photo: "",
    photoUrl: "",
    timeServed: null,
    modifiers: {},
    available: true,
    allergens: [],
    dietary: [],
  };
  const size = { name: "Size", min: 1, max: 1, size: true, choices: [{ name: "Large", price: 3.9 }] };
  it("writes a dish's groups, and no optionGroups key for a dish without (the spec's file as before)", () => {
    const out = buildMenuExport(
      [{ id: "c1", title: "Drinks", order: 0 }],
      [{ ...base, optionGroups: [size] }, base],
      new Map(),
    );
    expect(out.dishes[0].optionGroups).toEqual([size]);
    expect("optionGroups" in out.dishes[1]).toBe(false);
  });
});

describe("parseMenuFile", () => {
  it.each(["not json", "[]", "{}", '{"categories":[]}', '{"categories":{},"dishes":[]}', "null"])("refuses %j", (t) => {
    expect(parseMenuFile(t)).toBeNull();
  });
  it("accepts categories and dishes arrays", () => {
    expect(parseMenuFile('{"categories":[],"dishes":[]}')).toEqual({ categories: [], dishes: [] });
  });
});

describe("isMenuFileShape (the server's import checks it too)", () => {
  it.each([
    [{ categories: [], dishes: [] }, true],
    [{ categories: {}, dishes: [] }, false],
    [{ categories: [] }, false],
    [[], false],
    [null, false],
    ["{}", false],
  ])("%j -> %s", (data, ok) => expect(isMenuFileShape(data)).toBe(ok));
});
