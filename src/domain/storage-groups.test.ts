import { describe, expect, it } from "vitest";
import {
  groupStorage,
  parseStorageInput,
  roundQuantity,
  stockSummaryText,
  unitText,
  type StorageEntry,
} from "./storage-groups";

const e = (id: string, item: string, quantity: number, unit: StorageEntry["unit"] = "piece"): StorageEntry => ({
  id,
  item,
  quantity,
  unit,
  note: "",
  created: "",
});

describe("groupStorage", () => {
  it("groups by item and unit with the total and the entries", () => {
    const groups = groupStorage([
      e("1", "Milk", 1000, "mililitre"),
      e("2", "Milk", -250, "mililitre"),
      e("3", "Milk", 2),
      e("4", "Eggs", 12),
    ]);
    expect(groups.map((g) => [g.item, g.unit, g.total, g.entries.map((x) => x.id)])).toEqual([
      ["Eggs", "piece", 12, ["4"]],
      ["Milk", "mililitre", 750, ["1", "2"]],
      ["Milk", "piece", 2, ["3"]],
    ]);
  });
  it("hides groups whose total is 0 or less", () => {
    expect(groupStorage([e("1", "Flour", 500, "gram"), e("2", "Flour", -500, "gram"), e("3", "Salt", -1)])).toEqual([]);
  });
  it("sums decimals without float noise", () => {
    expect(groupStorage([e("1", "Oil", 0.1), e("2", "Oil", 0.2)])[0].total).toBe(0.3);
  });
});

describe("parseStorageInput", () => {
  it("silently ignores a missing name or a non-numeric quantity", () => {
    expect(parseStorageInput({ item: " ", quantity: "2", unit: "gram", note: "" })).toBeNull();
    expect(parseStorageInput({ item: "Milk", quantity: "abc", unit: "gram", note: "" })).toBeNull();
    expect(parseStorageInput({ item: "Milk", quantity: "", unit: "gram", note: "" })).toBeNull();
  });
  it("accepts negative quantities and defaults the unit to piece", () => {
    expect(parseStorageInput({ item: "Milk", quantity: "-3", unit: "", note: " used " })).toEqual({
      item: "Milk",
      quantity: -3,
      unit: "piece",
      note: "used",
    });
  });
});

describe("roundQuantity (the server rounds its sums with it too)", () => {
  it("rounds to 3 decimals", () => {
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(1.23456)).toBe(1.235);
  });
});

describe("unitText", () => {
  it("writes a quantity's unit as a person reads it: 1 piece, 12 pieces, ml, g", () => {
    expect([unitText("piece", 1), unitText("piece", -1), unitText("piece", 12), unitText("piece", 0.5)]).toEqual([
      "piece",
      "piece",
      "pieces",
      "pieces",
    ]);
    expect([unitText("mililitre", 750), unitText("gram", 1)]).toEqual(["ml", "g"]);
  });
});

describe("stockSummaryText", () => {
  it("writes the activity's stock summary in the units Storage shows", () => {
    expect(stockSummaryText("Flour: 12 piece")).toBe("Flour: 12 pieces");
    expect(stockSummaryText("Egg: 1 piece")).toBe("Egg: 1 piece");
    expect(stockSummaryText("Milk: 750 mililitre")).toBe("Milk: 750 ml");
    expect(stockSummaryText("Salt: -2.5 gram")).toBe("Salt: -2.5 g");
    expect(stockSummaryText("Tea: lots")).toBe("Tea: lots");
  });
});
