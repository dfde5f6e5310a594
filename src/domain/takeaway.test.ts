import { describe, expect, it } from "vitest";
import {
  addDays,
  listSlots,
  pickupName,
  pickupSlotProblem,
  readTakeaway,
  serviceDays,
  slotTakes,
  takeawayProblem,
  TAKEAWAY_DEFAULTS,
  type VenueClock,
} from "./takeaway";
import { placeOf } from "./orders";

/**
 * A venue clock at local `today` `hhmm`, in a zone UTC+`offset` hours, or, with `dstOn`, a zone
 * whose clocks go forward one hour at 02:00 on that day (02:00-02:59 does not exist: NaN, as the
 * server's clock answers).
 */
function clockAt(today: string, hhmm: string, offset = 0, dstOn?: string): VenueClock {
  const [y, m, d] = today.split("-").map(Number);
  const utcMinute = (day: string, minutes: number, off: number) => {
    const [yy, mm, dd] = day.split("-").map(Number);
    return Math.floor(Date.UTC(yy, mm - 1, dd) / 60000) + minutes - off * 60;
  };
  const at = (day: string, minutes: number) => {
    if (!dstOn) return utcMinute(day, minutes, offset);
    // Before the change: UTC+offset; from 02:00 local on dstOn: UTC+offset+1 (02:xx is 03:xx).
    if (day < dstOn || (day === dstOn && minutes < 120)) return utcMinute(day, minutes, offset);
    if (day === dstOn && minutes < 180) return NaN; // skipped: 02:00-02:59 does not exist
    return utcMinute(day, minutes, offset + 1);
  };
  const [h, mi] = hhmm.split(":").map(Number);
  return { today, nowMinute: at(`${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`, h * 60 + mi), at };
}

const on = { ...TAKEAWAY_DEFAULTS, on: true, opens: "11:00", closes: "12:00", slotMinutes: 15, leadMinutes: 20 };

describe("takeaway settings", () => {
  it("reads malformed settings as the defaults, off", () => {
    expect(readTakeaway(null)).toEqual(TAKEAWAY_DEFAULTS);
    expect(readTakeaway({ on: true })).toEqual(TAKEAWAY_DEFAULTS);
    expect(readTakeaway({ ...on, opens: "9:00" }).opens).toBe("09:00");
  });
  it("takes hours across midnight, refuses equal times and out-of-range numbers", () => {
    expect(takeawayProblem({ ...on, opens: "18:00", closes: "02:00" })).toBeNull();
    expect(takeawayProblem({ ...on, closes: "11:00" })).toMatch(/different times/);
    expect(takeawayProblem({ ...on, slotMinutes: 1.5 })).toMatch(/5 to 120/);
    expect(takeawayProblem({ ...on, daysAhead: 15 })).toMatch(/0 to 14 days ahead/);
    expect(takeawayProblem({ ...on, daysAhead: 1.5 })).toMatch(/0 to 14 days ahead/);
    expect(takeawayProblem(on)).toBeNull();
  });
  it("reads settings stored before order-ahead as today only", () => {
    const { daysAhead: _ignored, ...old } = { ...on };
    expect(readTakeaway(old).daysAhead).toBe(0);
    expect(readTakeaway({ ...on, daysAhead: 3 }).daysAhead).toBe(3);
  });
});

describe("pickup slots", () => {
  const none = () => ({ orders: 0, items: 0 });
  it("lists today's slots from the lead time on, a full one closed", () => {
    const clock = clockAt("2026-11-28", "11:00");
    const slots = listSlots(on, clock, (_d, t) => (t === "11:30" ? { orders: 5, items: 0 } : none()));
    expect(slots).toEqual([
      { day: "2026-11-28", time: "11:30", open: false },
      { day: "2026-11-28", time: "11:45", open: true },
    ]);
  });
  it("checks the grid, the hours and the lead time", () => {
    const clock = clockAt("2026-11-28", "11:00");
    const problem = (t: string, day?: string) => pickupSlotProblem(on, day, t, clock).problem;
    expect(problem("11:45")).toBeNull();
    expect(pickupSlotProblem(on, undefined, "11:45", clock).day).toBe("2026-11-28");
    expect(problem("11:15")).toMatch(/too soon/);
    expect(problem("11:40")).toMatch(/every 15 minutes/);
    expect(problem("12:00")).toMatch(/open from 11:00 to 12:00/);
    expect(problem("noon")).toBe("Choose a pickup time.");
  });
  it("today only by default: another day is refused", () => {
    const clock = clockAt("2026-11-28", "11:00");
    expect(pickupSlotProblem(on, "2026-11-29", "11:45", clock)).toMatchObject({
      problem: "Takeaway orders are for today only.",
      field: "pickupDay",
    });
    expect(pickupSlotProblem(on, "2026-11-28", "11:45", clock).problem).toBeNull();
  });
  it("order-ahead: the following days' slots, and no further", () => {
    const ahead = { ...on, daysAhead: 2 };
    const clock = clockAt("2026-11-28", "11:50");
    const slots = listSlots(ahead, clock, none);
    expect(slots.map((x) => `${x.day} ${x.time}`)).toEqual([
      "2026-11-29 11:00",
      "2026-11-29 11:15",
      "2026-11-29 11:30",
      "2026-11-29 11:45",
      "2026-11-30 11:00",
      "2026-11-30 11:15",
      "2026-11-30 11:30",
      "2026-11-30 11:45",
    ]);
    expect(pickupSlotProblem(ahead, "2026-11-30", "11:00", clock).problem).toBeNull();
    expect(pickupSlotProblem(ahead, "2026-12-01", "11:00", clock).problem).toBe(
      "Choose a pickup day from today to 2 days ahead.",
    );
    expect(pickupSlotProblem(ahead, "2026-11-27", "11:45", clock).problem).toMatch(/from today/);
    expect(pickupSlotProblem(ahead, "2026-11-28", "11:45", clock).problem).toMatch(/too soon/);
  });
  it("hours across midnight: the slots after midnight belong to the day the hours began", () => {
    const late = { ...on, opens: "22:00", closes: "01:00", slotMinutes: 30, leadMinutes: 0 };
    // 23:10 on the 28th: 23:30 today, then 00:00 and 00:30 on the 29th's calendar, the 28th's service.
    const evening = clockAt("2026-11-28", "23:10", 2);
    expect(listSlots(late, evening, none).map((x) => `${x.day} ${x.time}`)).toEqual([
      "2026-11-28 23:30",
      "2026-11-28 00:00",
      "2026-11-28 00:30",
    ]);
    expect(pickupSlotProblem(late, undefined, "00:30", evening)).toMatchObject({ day: "2026-11-28", problem: null });
    expect(pickupSlotProblem(late, undefined, "02:00", evening).problem).toMatch(/open from 22:00 to 01:00/);
    // 00:10 on the 29th: the 28th's service is still on (00:30), the 29th's starts at 22:00.
    const night = clockAt("2026-11-29", "00:10", 2);
    expect(serviceDays(late, "2026-11-29")).toEqual(["2026-11-28", "2026-11-29"]);
    expect(listSlots(late, night, none).map((x) => `${x.day} ${x.time}`)).toEqual([
      "2026-11-28 00:30",
      "2026-11-29 22:00",
      "2026-11-29 22:30",
      "2026-11-29 23:00",
      "2026-11-29 23:30",
      "2026-11-29 00:00",
      "2026-11-29 00:30",
    ]);
    expect(pickupSlotProblem(late, undefined, "00:30", night)).toMatchObject({ day: "2026-11-28", problem: null });
    expect(pickupSlotProblem(late, undefined, "00:00", night)).toMatchObject({
      day: "2026-11-29",
      problem: null,
    });
    expect(pickupSlotProblem(late, "2026-11-28", "00:00", night).problem).toMatch(/too soon/);
  });
  it("the lead time is real minutes across a DST change (clocks forward at 02:00)", () => {
    const s = { ...on, opens: "00:00", closes: "06:00", slotMinutes: 30, leadMinutes: 60 };
    // 01:20 local, just before the clocks go forward: an hour from now is 03:20 local.
    const clock = clockAt("2027-03-28", "01:20", 1, "2027-03-28");
    const slots = listSlots(s, clock, none).map((x) => x.time);
    // 02:00-02:30 do not exist; 03:00 is 40 real minutes away: too soon.
    expect(slots[0]).toBe("03:30");
    expect(pickupSlotProblem(s, undefined, "02:30", clock).problem).toMatch(/clocks skip/);
    expect(pickupSlotProblem(s, undefined, "03:00", clock).problem).toMatch(/too soon/);
    expect(pickupSlotProblem(s, undefined, "03:30", clock).problem).toBeNull();
  });
  it("adds calendar days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
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

describe("a takeaway order's place on the staff's screens", () => {
  const pickup = { number: 1, at: "12:30", name: "Anna", day: "2026-11-29" };
  it("says the day of an order ahead for a later day, and not of today's", () => {
    expect(placeOf({ tableSlug: "takeaway", pickup }, "2026-11-28")).toBe("Takeaway 1 · Sun 29 Nov 12:30 · Anna");
    expect(placeOf({ tableSlug: "takeaway", pickup }, "2026-11-29")).toBe("Takeaway 1 · 12:30 · Anna");
    expect(placeOf({ tableSlug: "takeaway", pickup })).toBe("Takeaway 1 · 12:30 · Anna");
    expect(placeOf({ tableSlug: "3" }, "2026-11-28")).toBe("Table 3");
  });
});
