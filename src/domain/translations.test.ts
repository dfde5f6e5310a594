import { describe, expect, it } from "vitest";
import type { OptionGroup } from "./option-groups";
import { listPrice, missingChoice, optionsTitle, shownName } from "./option-groups";
import {
  cleanTranslations,
  localizeGroups,
  missingGroupLanguages,
  missingLanguages,
  translated,
  withText,
} from "./translations";

const size: OptionGroup = {
  name: "Size",
  min: 1,
  max: 1,
  size: true,
  translations: { de: { name: "Größe" }, fr: { name: " " } },
  choices: [
    { name: "Small", price: 2.5, translations: { de: { name: "Klein" } } },
    { name: "Large", price: 3.9, soldOut: true },
  ],
};

describe("fallback to the default language", () => {
  it("uses a translation, else the default text (missing, blank, another language)", () => {
    const t = { de: { title: "Kaffee", description: "  " } };
    expect(translated("Coffee", t, "de", "title")).toBe("Kaffee");
    expect(translated("Fresh", t, "de", "description")).toBe("Fresh");
    expect(translated("Coffee", t, "fr", "title")).toBe("Coffee");
    expect(translated("Coffee", null, "de", "title")).toBe("Coffee");
    expect(translated("Coffee", { de: { title: "x" } }, "toString", "title")).toBe("Coffee");
  });

  it("localizes option groups with labels, keeping names as the order's keys", () => {
    const [de] = localizeGroups([size], "de");
    expect(de).toEqual({
      name: "Size",
      min: 1,
      max: 1,
      size: true,
      label: "Größe",
      choices: [
        { name: "Small", price: 2.5, label: "Klein" },
        { name: "Large", price: 3.9, soldOut: true },
      ],
    });
    // A blank translation falls back; "" only strips the translations.
    expect(localizeGroups([size], "fr")[0].label).toBeUndefined();
    expect(JSON.stringify(localizeGroups([size], ""))).not.toContain("translations");
    expect(shownName(de)).toBe("Größe");
    expect(shownName(de.choices[1])).toBe("Large");
    expect(missingChoice([de], {})).toBe("Choose Größe.");
    expect(optionsTitle("Kaffee", [de], { Size: ["Small"] })).toBe("Kaffee, Klein");
    // The server's title (no labels on stored groups) stays in the default language.
    expect(optionsTitle("Coffee", [size], { Size: ["Small"] })).toBe("Coffee, Small");
  });
});

describe("what the editor marks missing", () => {
  it("lists the offered languages missing a text the default language has", () => {
    const t = { de: { title: "Kaffee" } };
    expect(missingLanguages({ title: "Coffee", description: "" }, t, ["de", "fr"])).toEqual(["fr"]);
    expect(missingLanguages({ title: "Coffee", description: "Fresh" }, t, ["de"])).toEqual(["de"]);
    expect(missingGroupLanguages(size, ["de", "fr"])).toEqual(["de", "fr"]);
  });

  it("drops blank texts and empty languages before saving", () => {
    const t = withText(withText({}, "de", "title", "Kaffee"), "fr", "title", " ");
    expect(t).toEqual({ de: { title: "Kaffee" }, fr: { title: " " } });
    expect(cleanTranslations(t)).toEqual({ de: { title: "Kaffee" } });
    expect(cleanTranslations({ fr: { title: "" } })).toBeNull();
  });
});

describe("a dish's price in the guest list", () => {
  it("is 'from' the smallest size on sale, else the dish's price", () => {
    expect(listPrice(3, [size])).toEqual({ from: true, price: 2.5 });
    const allOut = { ...size, choices: size.choices.map((c) => ({ ...c, soldOut: true })) };
    expect(listPrice(3, [allOut])).toEqual({ from: true, price: 2.5 });
    expect(listPrice(3, [{ ...size, size: false }])).toEqual({ from: false, price: 3 });
    expect(listPrice(3)).toEqual({ from: false, price: 3 });
  });
});
