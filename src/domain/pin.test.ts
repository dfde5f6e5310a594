import { describe, expect, it } from "vitest";
import { isPin, PIN_LENGTH } from "./pin";
import { pinDigits, validatePin } from "./validation";

describe("isPin", () => {
  it.each(["0000", "1234", "9999"])("takes %s", (pin) => expect(isPin(pin)).toBe(true));
  it.each(["123", "12345", "12a4", " 1234", "١٢٣٤", "", 1234, null])("refuses %j", (pin) =>
    expect(isPin(pin)).toBe(false),
  );
  it("is what the form checks and keeps", () => {
    expect(PIN_LENGTH).toBe(4);
    expect(pinDigits("12-345")).toBe("1234");
    expect(validatePin("1234").ok).toBe(true);
    expect(validatePin("12a4").ok).toBe(false);
  });
});
