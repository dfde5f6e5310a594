import { describe, expect, it } from "vitest";
import {
  MAX_OFFERED_LANGUAGES,
  acceptedLanguages,
  defaultLanguageOf,
  DISH_FIELDS,
  languageSettingsProblem,
  offeredLanguages,
  pickLanguage,
  translationsProblem,
  venueLanguages,
} from "./languages";

describe("a venue's languages", () => {
  it("reads '' as English and keeps the offered codes after the default, once each", () => {
    expect(defaultLanguageOf("")).toBe("en");
    expect(venueLanguages("", null)).toEqual(["en"]);
    expect(venueLanguages("de", ["en", "fr", "de", "xx", "fr"])).toEqual(["de", "en", "fr"]);
    expect(offeredLanguages("en", ["de"])).toEqual([{ code: "de", name: "Deutsch" }]);
  });

  it("refuses unknown, repeated or too many codes, naming the field", () => {
    expect(languageSettingsProblem("", null)).toBeNull();
    expect(languageSettingsProblem("en", ["de", "fr"])).toBeNull();
    expect(languageSettingsProblem("xx", [])?.[0]).toBe("menuLanguage");
    expect(languageSettingsProblem("en", ["de", "EN"])).toEqual(["menuLanguages", "Unknown language code 'EN'."]);
    expect(languageSettingsProblem("en", ["en"])?.[0]).toBe("menuLanguages");
    expect(languageSettingsProblem("en", ["de", "de"])?.[0]).toBe("menuLanguages");
    expect(languageSettingsProblem("en", "de")?.[0]).toBe("menuLanguages");
    const many = ["de", "fr", "it", "es", "nl", "pl", "cs", "sk", "hu", "ro", "bg"];
    expect(many.length).toBeGreaterThan(MAX_OFFERED_LANGUAGES);
    expect(languageSettingsProblem("en", many)?.[1]).toContain(`at most ${MAX_OFFERED_LANGUAGES}`);
  });
});

describe("translations", () => {
  it("accepts known codes and fields within the base fields' lengths", () => {
    expect(translationsProblem(null, DISH_FIELDS)).toBeNull();
    expect(translationsProblem({ de: { title: "Kaffee", description: "" } }, DISH_FIELDS)).toBeNull();
  });

  it("refuses unknown codes and fields, non-text and too long texts", () => {
    expect(translationsProblem({ xx: { title: "?" } }, DISH_FIELDS)).toContain("unknown language code 'xx'");
    expect(translationsProblem({ de: { name: "?" } }, DISH_FIELDS)).toContain("unknown field 'name'");
    expect(translationsProblem({ de: { title: 5 } }, DISH_FIELDS)).toContain("title must be text");
    expect(translationsProblem({ de: { title: "x".repeat(201) } }, DISH_FIELDS)).toContain("longer than 200");
    expect(translationsProblem(["de"], DISH_FIELDS)).toContain("must be an object");
    expect(translationsProblem({ de: "Kaffee" }, DISH_FIELDS)).toContain("must be an object");
    expect(translationsProblem({ constructor: { title: "x" } }, DISH_FIELDS)).toContain("unknown language code");
  });
});

describe("choosing the guest's language", () => {
  const langs = ["en", "de", "fr"];

  it("reads Accept-Language by quality, primary subtags only, bounded", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr", "fr", "en", "de", "*"]);
    expect(acceptedLanguages("de;q=0.5, it")).toEqual(["it", "de"]);
    expect(acceptedLanguages("de;q=0")).toEqual([]);
    expect(acceptedLanguages("de,".repeat(300))).toEqual([]);
  });

  it("takes the code asked for, else the browser's first offered one, else the default", () => {
    expect(pickLanguage(langs, "fr", "de")).toBe("fr");
    expect(pickLanguage(langs, "it", "it, de-AT;q=0.8")).toBe("de");
    expect(pickLanguage(langs, "", "ja, zh")).toBe("en");
    expect(pickLanguage(langs, "", "")).toBe("en");
    expect(pickLanguage(["de", "en"], "", "pt")).toBe("de");
  });
});
