import { describe, expect, it } from "vitest";
import { messages, msg } from "./messages";

describe("msg", () => {
  it("fills named placeholders", () => {
    expect(msg("tableExists", { tableNumber: 7 })).toBe("Table 7 already exists.");
    expect(msg("importFailed", { reason: "bad photo" })).toBe("Failed to import menu: bad photo");
  });

  it("leaves unknown placeholders visible rather than blank", () => {
    expect(msg("newOrderFromTable")).toBe("new order from table {{table}}");
  });

  it("keeps the catalogue's texts word for word", () => {
    expect(messages.orderSendFailed).toBe("Failed to send order. Please try again.");
    expect(messages.passwordChangeFailed).toBe(
      "Failed to change password. Please check your current password and try again.",
    );
  });
});
