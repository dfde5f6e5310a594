import { describe, expect, it } from "vitest";
import { staffRows } from "./staff-sales-rows";

describe("staffRows", () => {
  it("puts tips on the person's row in the venue's currency, then tips-only rows; '' stays two rows", () => {
    const rows = staffRows({
      people: [
        { name: "Wes", currency: "EUR", orders: 2, cents: 900 },
        { name: "Wes", currency: "USD", orders: 1, cents: 100 },
        { name: "", currency: "EUR", orders: 1, cents: 450 },
      ],
      tips: [
        { name: "Online", cents: 150 },
        { name: "Wes", cents: 90 },
        { name: "", cents: 10 },
      ],
      tipCurrency: "EUR",
    });
    expect(rows.map((r) => [r.name, r.currency, r.orders, r.cents, r.tipCents])).toEqual([
      ["Wes", "EUR", 2, 900, 90],
      ["Wes", "USD", 1, 100, 0],
      ["", "EUR", 1, 450, 0],
      ["Online", "EUR", 0, 0, 150],
      ["", "EUR", 0, 0, 10],
    ]);
  });
});
