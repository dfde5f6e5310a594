import { describe, expect, it } from "vitest";
import { ALLERGENS, allergenLabel, parseDietFilter, passesDietFilter, toAllergens, toDietaryTags } from "./dietary";

describe("ALLERGENS", () => {
  it("lists the EU's 14 allergens with unique lower-case keys", () => {
    const keys = ALLERGENS.map(([k]) => k);
    expect(keys).toHaveLength(14);
    expect(new Set(keys).size).toBe(14);
    for (const k of keys) expect(k).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(allergenLabel("gluten")).toBe("Cereals containing gluten");
  });
});

describe("toAllergens / toDietaryTags", () => {
  it("keeps known keys in the canonical order and drops anything else", () => {
    expect(toAllergens(["milk", "celery", "bacon", 3, "milk"])).toEqual(["celery", "milk"]);
    expect(toAllergens("milk")).toEqual([]);
    expect(toDietaryTags(["vegan", "keto", "vegetarian"])).toEqual(["vegetarian", "vegan"]);
  });
});

describe("passesDietFilter", () => {
  const soup = { allergens: ["celery", "milk"], dietary: ["vegetarian"] };
  const salad = { allergens: [], dietary: ["vegan", "gluten-free"] };
  const steak = { allergens: [], dietary: [] };
  it.each([
    ["no filter keeps everything", { hide: [], only: "" }, [true, true, true]],
    ["hiding milk drops the soup", { hide: ["milk"], only: "" }, [false, true, true]],
    ["only vegetarian keeps vegan dishes too", { hide: [], only: "vegetarian" }, [true, true, false]],
    ["only vegan", { hide: [], only: "vegan" }, [false, true, false]],
    ["both rules at once", { hide: ["celery"], only: "vegetarian" }, [false, true, false]],
  ] as const)("%s", (_, filter, expected) => {
    const f = { hide: [...filter.hide], only: filter.only };
    expect([soup, salad, steak].map((d) => passesDietFilter(d, f))).toEqual(expected);
  });
});

describe("parseDietFilter", () => {
  it("reads a saved filter and ignores anything malformed", () => {
    expect(parseDietFilter('{"hide":["milk","nope"],"only":"vegan"}')).toEqual({ hide: ["milk"], only: "vegan" });
    expect(parseDietFilter('{"only":"keto"}')).toEqual({ hide: [], only: "" });
    expect(parseDietFilter("not json")).toEqual({ hide: [], only: "" });
    expect(parseDietFilter(null)).toEqual({ hide: [], only: "" });
  });
});
