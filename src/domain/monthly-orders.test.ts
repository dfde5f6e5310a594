import { describe, expect, it } from "vitest";
import { monthlyLevel, navBadge } from "./monthly-orders";

describe("monthly orders", () => {
  it("is free up to 400, near from 401 to 500, over past 500", () => {
    expect(monthlyLevel(0)).toBe("free");
    expect(monthlyLevel(400)).toBe("free");
    expect(monthlyLevel(401)).toBe("near");
    expect(monthlyLevel(500)).toBe("near");
    expect(monthlyLevel(501)).toBe("over");
  });

  it("shows the navigation badge only past 400", () => {
    expect(navBadge(null)).toBe("");
    expect(navBadge({ orders: 400, free: 500 })).toBe("");
    expect(navBadge({ orders: 401, free: 500 })).toBe("401/500");
    expect(navBadge({ orders: 612, free: 500 })).toBe("612/500");
  });
});
