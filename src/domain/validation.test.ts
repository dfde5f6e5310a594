import { describe, expect, it } from "vitest";
import { msg } from "./messages";
import {
  validateCategoryTitle,
  validateDish,
  validateMenuInfo,
  validateModifier,
  pinDigits,
  validatePasswordChange,
  validatePin,
} from "./validation";

describe("pinDigits", () => {
  it("keeps digits only, at most four", () => {
    expect(pinDigits("12a4")).toBe("124");
    expect(pinDigits("abcd")).toBe("");
    expect(pinDigits(" 98765")).toBe("9876");
  });
});

describe("validatePin", () => {
  it.each(["123", "12345", "12a4", "", " 1234"])("refuses %j", (p) => {
    expect(validatePin(p)).toEqual({ ok: false, errors: { pin: msg("pinFormat") } });
  });
  it("accepts four digits", () => expect(validatePin("0042")).toEqual({ ok: true, value: "0042" }));
});

describe("validatePasswordChange", () => {
  it("says 'New passwords do not match.' when they differ", () => {
    expect(validatePasswordChange("old", "a-new-one", "another")).toEqual({
      ok: false,
      errors: { passwordConfirm: msg("newPasswordsDoNotMatch") },
    });
  });
  it("needs all three", () => {
    const r = validatePasswordChange("", "", "");
    expect(r.ok).toBe(false);
  });
});

describe("validateDish", () => {
  const base = {
    title: "Soup",
    description: "",
    price: "4.5",
    category: "c1",
    servedFrom: "",
    servedTo: "",
    modifiers: {},
  };
  it("requires title, price and category", () => {
    const r = validateDish({ ...base, title: " ", price: "", category: "" });
    expect(r.ok ? [] : Object.keys(r.errors).sort()).toEqual(["category", "price", "title"]);
  });
  it("gives no window when both times are empty, a window when both are set, an error for one", () => {
    expect(validateDish(base)).toMatchObject({ ok: true, value: { timeServed: null, price: 4.5 } });
    expect(validateDish({ ...base, servedFrom: "18:00", servedTo: "02:00" })).toMatchObject({
      ok: true,
      value: { timeServed: { from: "18:00", to: "02:00" } },
    });
    expect(validateDish({ ...base, servedFrom: "18:00" }).ok).toBe(false);
  });
});

describe("small rules", () => {
  it("category title must not be blank", () => {
    expect(validateCategoryTitle("  ").ok).toBe(false);
    expect(validateCategoryTitle(" Drinks ")).toEqual({ ok: true, value: "Drinks" });
  });
  it("modifier needs a name and a price", () => {
    expect(validateModifier("", "1").ok).toBe(false);
    expect(validateModifier("Cheese", "").ok).toBe(false);
    expect(validateModifier("Cheese", "1.2")).toEqual({ ok: true, value: { name: "Cheese", price: 1.2 } });
  });
  it("menu info requires link, title, description, currency and time zone", () => {
    const r = validateMenuInfo({ publicLink: "", menuTitle: "", menuDescription: "", currency: "", qrtext: "" });
    expect(r.ok ? [] : Object.keys(r.errors).sort()).toEqual([
      "currency",
      "menuDescription",
      "menuTitle",
      "publicLink",
      "timeZone",
    ]);
  });
});
