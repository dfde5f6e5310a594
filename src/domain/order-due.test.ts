import { describe, expect, it } from "vitest";
import { orderDueOf } from "./order-due";

const due = { netCents: 2000, taxCents: 274, totalCents: 2274 };

describe("orderDueOf", () => {
  it.each([
    ["the server's due", { due }, due],
    ["a create answer's breakdown, tax added", { tax: { mode: "exclusive", lines: [], rates: [], ...due } }, due],
    [
      "tax included: nothing",
      { tax: { mode: "inclusive", netCents: 1870, taxCents: 130, totalCents: 2000 } },
      undefined,
    ],
    ["no tax: nothing", {}, undefined],
    ["a null breakdown", { tax: null }, undefined],
    ["not whole cents", { due: { netCents: 1.5, taxCents: 0, totalCents: 1.5 } }, undefined],
  ])("%s", (_, record, want) => {
    expect(orderDueOf(record)).toEqual(want);
  });
});
