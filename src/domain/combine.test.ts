import { describe, expect, it } from "vitest";
import { combineOrders, isTooBigToCombine, mergeLines, olderFirst } from "./combine";
import type { Order, OrderLine } from "./orders";

const l = (dishId: string, price: number, count: number): OrderLine => ({
  dishId,
  title: dishId,
  price,
  count,
  modifiers: {},
});
const order = (id: string, created: string, items: OrderLine[], extra: Partial<Order> = {}): Order => ({
  id,
  user: "u",
  userSlug: "v",
  tableSlug: "1",
  items,
  total: 0,
  started: false,
  finished: false,
  created,
  updated: created,
  finishedAt: "",
  currency: "EUR",
  ...extra,
});

describe("mergeLines", () => {
  it("sums counts of lines with the same dishId", () => {
    expect(mergeLines([l("a", 2, 1)], [l("a", 2, 3)])).toEqual([l("a", 2, 4)]);
  });
  it("keeps the newer's lines first and appends the older's other lines", () => {
    expect(mergeLines([l("b", 1, 1)], [l("a", 2, 1), l("b", 1, 2)])).toEqual([l("b", 1, 3), l("a", 2, 1)]);
  });
  it("does not mutate its inputs", () => {
    const newer = [l("a", 2, 1)];
    mergeLines(newer, [l("a", 2, 1)]);
    expect(newer[0].count).toBe(1);
  });
});

describe("combineOrders", () => {
  const older = order("o", "2025-01-01 10:00:00.000Z", [l("a", 1.5, 2)], { started: true, tableSlug: "1" });
  const newer = order("n", "2025-01-01 11:00:00.000Z", [l("a", 1.5, 1), l("b", 0.1, 3)], { tableSlug: "2" });

  it("merges the older (by created) into the newer whatever the selection order", () => {
    for (const ids of [
      ["o", "n"],
      ["n", "o"],
    ]) {
      const plan = combineOrders(ids, [older, newer]);
      expect(plan.ok && [plan.older.id, plan.newer.id]).toEqual(["o", "n"]);
      expect(plan.ok && plan.items).toEqual([l("a", 1.5, 3), l("b", 0.1, 3)]);
      expect(plan.ok && plan.total).toBe(4.8);
    }
  });
  it("is started if either was, and reports a combine across tables", () => {
    const plan = combineOrders(["o", "n"], [older, newer]);
    expect(plan.ok && plan.started).toBe(true);
    expect(plan.ok && plan.isAcrossTables).toBe(true);
    const same = combineOrders(
      ["o", "n"],
      [
        { ...older, started: false },
        { ...newer, tableSlug: "1" },
      ],
    );
    expect(same.ok && [same.started, same.isAcrossTables]).toEqual([false, false]);
  });
  it.each([[["o"]], [["o", "n", "x"]], [["o", "o"]], [[]]])("refuses selection %j: select exactly two", (ids) => {
    expect(combineOrders(ids, [older, newer])).toEqual({ ok: false, reason: "selectExactlyTwo" });
  });
  it("refuses ids it cannot find", () => {
    expect(combineOrders(["o", "zz"], [older, newer])).toEqual({ ok: false, reason: "ordersNotFound" });
  });
  it("refuses a waiter call, whichever of the two it is", () => {
    const call = { ...newer, items: [l("cash", 0, 1)] };
    expect(combineOrders(["o", "n"], [older, call])).toEqual({ ok: false, reason: "waiterCallNotCombined" });
    expect(combineOrders(["n", "o"], [call, { ...older, items: [l("a", 1, 1), l("card", 0, 1)] }])).toEqual({
      ok: false,
      reason: "waiterCallNotCombined",
    });
  });

  it("refuses finished orders", () => {
    expect(combineOrders(["o", "n"], [older, { ...newer, finished: true }])).toEqual({ ok: false, reason: "finished" });
  });
});

describe("olderFirst (the server picks the older order with it too)", () => {
  it("orders by created, then by id", () => {
    expect(
      olderFirst({ id: "b", created: "2025-01-01 10:00:00.000Z" }, { id: "a", created: "2025-01-01 10:00:01.000Z" }),
    ).toBe(-1);
    expect(
      olderFirst({ id: "b", created: "2025-01-01 10:00:00.000Z" }, { id: "a", created: "2025-01-01 10:00:00.000Z" }),
    ).toBe(1);
  });
});

describe("mergeLines on stored JSON", () => {
  it("adds counts and matches dishIds whatever JSON type they were written as", () => {
    const newer = [{ dishId: "a", count: "1" as unknown as number }];
    expect(mergeLines(newer, [{ dishId: "a", count: 2 }])).toEqual([{ dishId: "a", count: 3 }]);
  });
});

describe("isTooBigToCombine", () => {
  it("refuses more than 50 lines or more than 99 of one line", () => {
    expect(isTooBigToCombine([{ count: 99 }])).toBe(false);
    expect(isTooBigToCombine([{ count: 100 }])).toBe(true);
    expect(isTooBigToCombine(Array.from({ length: 50 }, () => ({ count: 1 })))).toBe(false);
    expect(isTooBigToCombine(Array.from({ length: 51 }, () => ({ count: 1 })))).toBe(true);
  });
});
