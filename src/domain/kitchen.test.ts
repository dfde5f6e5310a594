import { describe, expect, it } from "vitest";
import {
  formatWait,
  kitchenQueue,
  minutesSince,
  nextKitchenAction,
  toKitchenSettings,
  urgencyOf,
  validateKitchenSettings,
  withPending,
} from "./kitchen";

describe("minutesSince", () => {
  it("counts whole minutes since a server timestamp, never below 0", () => {
    const now = new Date("2026-01-02T10:30:59Z");
    expect(minutesSince("2026-01-02 10:20:00.000Z", now)).toBe(10);
    expect(minutesSince("2026-01-02 10:40:00.000Z", now)).toBe(0);
    expect(minutesSince("garbage", now)).toBe(0);
  });
});

describe("urgencyOf", () => {
  it.each([
    [0, "fresh"],
    [9, "fresh"],
    [10, "amber"],
    [19, "amber"],
    [20, "red"],
    [300, "red"],
  ] as const)("%i minutes is %s with the defaults", (m, u) => {
    expect(urgencyOf(m, toKitchenSettings({}))).toBe(u);
  });
  it("follows the owner's thresholds", () => {
    expect(urgencyOf(6, { amberMinutes: 5, redMinutes: 8 })).toBe("amber");
    expect(urgencyOf(8, { amberMinutes: 5, redMinutes: 8 })).toBe("red");
  });
});

describe("validateKitchenSettings", () => {
  it("accepts whole minutes with red after amber", () => {
    expect(validateKitchenSettings("5", "15", true)).toEqual({
      ok: true,
      value: { amberMinutes: 5, redMinutes: 15, autoPrint: true },
    });
  });
  it.each([
    ["0", "20", "amberMinutes"],
    ["10", "10", "redMinutes"],
    ["10", "5", "redMinutes"],
    ["2.5", "20", "amberMinutes"],
    ["10", "999", "redMinutes"],
    ["", "20", "amberMinutes"],
  ])("refuses amber %s / red %s (%s)", (a, r, field) => {
    const res = validateKitchenSettings(a, r, false);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(Object.keys(res.errors)).toContain(field);
  });
});

describe("kitchen taps", () => {
  const o = { started: false, finished: false };
  it("starts a waiting order, finishes a started one, and shows a pending tap at once", () => {
    expect(nextKitchenAction(o)).toBe("start");
    expect(nextKitchenAction(withPending(o, "start"))).toBe("finish");
    expect(nextKitchenAction(withPending(o, "finish"))).toBe(null);
    expect(withPending(o, undefined)).toBe(o);
  });
});

describe("kitchenQueue", () => {
  const line = (dishId: string) => [{ dishId, title: dishId, price: 0, count: 1, modifiers: {} }];
  it("keeps unfinished food orders, oldest first, and leaves waiter calls to the floor staff", () => {
    const q = kitchenQueue([
      { id: "b", created: "2026-01-02 10:05:00.000Z", finished: false, items: line("soup00000000001") },
      { id: "a", created: "2026-01-02 10:00:00.000Z", finished: false, items: line("soup00000000001") },
      { id: "c", created: "2026-01-02 09:00:00.000Z", finished: true, items: line("soup00000000001") },
      { id: "w", created: "2026-01-02 09:30:00.000Z", finished: false, items: line("cash") },
    ]);
    expect(q.map((x) => x.id)).toEqual(["a", "b"]);
  });

  it("shows only the food of an order that also holds a waiter line", () => {
    const mixed = [...line("soup00000000001"), ...line("cash")];
    const q = kitchenQueue([{ id: "m", created: "2026-01-02 10:00:00.000Z", finished: false, items: mixed }]);
    expect(q.map((x) => x.items.map((l) => l.dishId))).toEqual([["soup00000000001"]]);
  });
});

describe("formatWait", () => {
  it.each([
    [0, "just now"],
    [1, "1 min"],
    [59, "59 min"],
    [65, "1 h 05 min"],
  ])("%i -> %s", (m, text) => expect(formatWait(m)).toBe(text));
});
