import { describe, expect, it } from "vitest";
import { SIGNUP_CURRENCIES, currencyForLocale, currencyLabel } from "./currency";

describe("currencyForLocale", () => {
  it.each([
    ["en-US", "USD"],
    ["en-GB", "GBP"],
    ["de-AT", "EUR"],
    ["de-CH", "CHF"],
    ["de", "EUR"],
    ["fr", "EUR"],
    ["ja", "JPY"],
    ["en", "USD"],
    ["sv-SE", "SEK"],
    ["xx-QQ", ""],
    ["not a locale", ""],
  ])("%s -> %s", (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });
  it("offers every currency it can preselect", () => {
    for (const l of ["en-US", "de-CH", "ja", "pl-PL"]) expect(SIGNUP_CURRENCIES).toContain(currencyForLocale(l));
  });
});

describe("currencyLabel", () => {
  it("names a currency after its code", () => {
    expect(currencyLabel("EUR")).toBe("EUR: Euro");
  });
});
