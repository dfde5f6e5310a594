import { describe, expect, it } from "vitest";
import {
  listSlots,
  pickupName,
  pickupTimeProblem,
  readTakeaway,
  slotTakes,
  takeawayProblem,
  TAKEAWAY_DEFAULTS,
} from "./takeaway";

const on = { ...TAKEAWAY_DEFAULTS, on: true, opens: "11:00", closes: "12:00", slotMinutes: 15, leadMinutes: 20 };

describe("takeaway settings", () => {
  it("reads malformed settings as the defaults, off", () => {
    expect(readTakeaway(null)).toEqual(TAKEAWAY_DEFAULTS);
    expect(readTakeaway({ on: true })).toEqual(TAKEAWAY_DEFAULTS);
    expect(readTakeaway({ ...on, opens: "9:00" }).opens).toBe("09:00");
  });
  it("refuses hours across midnight and out-of-range numbers", () => {
    expect(takeawayProblem({ ...on, closes: "10:00" })).toMatch(/closes after it opens/);
    expect(takeawayProblem({ ...on, slotMinutes: 1.5 })).toMatch(/5 to 120/);
    expect(takeawayProblem(on)).toBeNull();
  });
});

describe("pickup slots", () => {
  it("lists today's slots from the lead time on, a full one closed", () => {
    const slots = listSlots(on, 11 * 60, (t) => (t === "11:30" ? { orders: 5, items: 0 } : { orders: 0, items: 0 }));
    expect(slots).toEqual([
      { time: "11:30", open: false },
      { time: "11:45", open: true },
    ]);
  });
  it("checks the grid, the hours and the lead time", () => {
    expect(pickupTimeProblem(on, "11:45", 11 * 60)).toBeNull();
    expect(pickupTimeProblem(on, "11:15", 11 * 60)).toMatch(/too soon/);
    expect(pickupTimeProblem(on, "11:40", 11 * 60)).toMatch(/every 15 minutes/);
    expect(pickupTimeProblem(on, "12:00", 11 * 60)).toMatch(/open from 11:00 to 12:00/);
    expect(pickupTimeProblem(on, "noon", 11 * 60)).toBe("Choose a pickup time.");
  });
  it("counts orders and items against a slot's capacity", () => {
    const s = { ...on, maxOrders: 2, maxItems: 5 };
    expect(slotTakes(s, { orders: 1, items: 2 }, 3)).toBe(true);
    expect(slotTakes(s, { orders: 1, items: 3 }, 3)).toBe(false);
    expect(slotTakes(s, { orders: 2, items: 0 }, 1)).toBe(false);
  });
  it("trims the pickup name and bounds it", () => {
    expect(pickupName("  Anna   Maria ")).toBe("Anna Maria");
    expect(pickupName("")).toBeNull();
    expect(pickupName("x".repeat(41))).toBeNull();
  });
});
