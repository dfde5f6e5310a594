import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emptyTimeOfDay,
  formatTimeOfDay,
  formatDateTime,
  formatDay,
  formatMonth,
  formatOrderTime,
  isUpdatedShown,
  isWithinBounds,
  parseServerDate,
  toServerBound,
  zoneOffsetMinutes,
} from "./format";
import { formatMoney } from "./money";
import { salesRange } from "./sales";

// Times are shown in the viewer's zone; pin it so the expectations are exact.
const tz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "UTC";
});
afterAll(() => {
  process.env.TZ = tz;
});

describe("formatOrderTime", () => {
  it.each([
    ["2025-03-05 09:07:00.000Z", "5. March. 09:07"],
    ["2025-12-31 23:59:59.999Z", "31. December. 23:59"],
    ["2025-01-01T00:00:00Z", "1. January. 00:00"],
  ])("%s -> %s", (input, expected) => {
    expect(formatOrderTime(input)).toBe(expected);
  });
  it("is empty for an unreadable value", () => {
    expect(formatOrderTime("nonsense")).toBe("");
  });
  it("isUpdatedShown only when the shown minute differs", () => {
    expect(isUpdatedShown("2025-03-05 09:07:00.000Z", "2025-03-05 09:07:40.000Z")).toBe(false);
    expect(isUpdatedShown("2025-03-05 09:07:00.000Z", "2025-03-05 09:08:00.000Z")).toBe(true);
  });
});

describe("formatMoney", () => {
  it.each([
    [12.3, "EUR", "12.30 EUR"],
    [0, "USD", "0.00 USD"],
    [0.1 + 0.2, "EUR", "0.30 EUR"],
    [5, "", "5.00"],
  ])("%s %s -> %s", (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe("date bounds", () => {
  it("turns datetime-local values into UTC 'yyyy-MM-dd HH:mm:ss' bounds; an end bound covers its minute", () => {
    expect(toServerBound("2025-03-05T09:07")).toBe("2025-03-05 09:07:00");
    expect(toServerBound("2025-03-05T09:07", true)).toBe("2025-03-05 09:08:00");
    expect(toServerBound("")).toBe("");
    expect(toServerBound("garbage")).toBe("");
  });
  it("isWithinBounds applies the same bounds on the client", () => {
    const t = "2025-03-05 09:07:30.000Z";
    expect(isWithinBounds(t, "", "")).toBe(true);
    expect(isWithinBounds(t, "2025-03-05T09:07", "2025-03-05T09:07")).toBe(true);
    expect(isWithinBounds(t, "2025-03-05T09:08", "")).toBe(false);
    expect(isWithinBounds(t, "", "2025-03-05T09:06")).toBe(false);
  });
  it("reads the bounds as wall-clock times in the venue's zone when it has one", () => {
    // Berlin is UTC+1 in winter, UTC+2 in summer.
    expect(toServerBound("2026-01-10T13:00", false, "Europe/Berlin")).toBe("2026-01-10 12:00:00");
    expect(toServerBound("2026-07-10T13:00", true, "Europe/Berlin")).toBe("2026-07-10 11:01:00");
    expect(toServerBound("2026-01-10T13:00", false, "Asia/Kolkata")).toBe("2026-01-10 07:30:00");
    expect(toServerBound("2026-01-10T13:00", false, "America/New_York")).toBe("2026-01-10 18:00:00");
    // Spring forward (29 March 2026, 02:00 -> 03:00): 02:30 does not exist and moves past the gap.
    expect(toServerBound("2026-03-29T02:30", false, "Europe/Berlin")).toBe("2026-03-29 01:30:00");
    // Fall back (25 October 2026, 03:00 -> 02:00): 02:30 happens twice; the first one counts.
    expect(toServerBound("2026-10-25T02:30", false, "Europe/Berlin")).toBe("2026-10-25 00:30:00");
    expect(toServerBound("2026-13-45T10:00", false, "Europe/Berlin")).toBe("");
    expect(toServerBound("garbage", false, "Europe/Berlin")).toBe("");
    expect(isWithinBounds("2026-01-10 12:00:30.000Z", "2026-01-10T13:00", "2026-01-10T13:00", "Europe/Berlin")).toBe(
      true,
    );
    expect(isWithinBounds("2026-01-10 13:00:30.000Z", "2026-01-10T13:00", "2026-01-10T13:00", "Europe/Berlin")).toBe(
      false,
    );
    expect(salesRange("2026-01-10T13:00", "", "Europe/Berlin").from).toBe("2026-01-10 12:00:00");
  });
  it("zoneOffsetMinutes gives the zone's offset at an instant (the viewer's without a zone)", () => {
    expect(zoneOffsetMinutes(new Date("2026-01-10T12:00:00Z"), "Europe/Berlin")).toBe(60);
    expect(zoneOffsetMinutes(new Date("2026-07-10T12:00:00Z"), "Europe/Berlin")).toBe(120);
    expect(zoneOffsetMinutes(new Date("2026-07-10T12:00:00Z"), "America/St_Johns")).toBe(-150);
    const at = new Date("2026-07-10T12:00:00Z");
    expect(zoneOffsetMinutes(at, "")).toBe(-at.getTimezoneOffset());
    expect(zoneOffsetMinutes(at, "Nowhere/Atlantis")).toBe(-at.getTimezoneOffset());
  });
  it("formatMonth names a billing month in the venue's language", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2026-01", { language: "fr", timeZone: "Pacific/Kiritimati" })).toBe("janvier 2026");
    expect(formatMonth("garbage")).toBe("garbage");
  });
  it("parseServerDate reads PocketBase timestamps", () => {
    expect(parseServerDate("2025-03-05 09:07:30.000Z").toISOString()).toBe("2025-03-05T09:07:30.000Z");
  });
});

describe("one bound rule for Finished orders and Storage", () => {
  // Both pages ask the server with salesRange (created/updated < the end bound); Finished orders
  // also filters its live list with isWithinBounds. 'To 10:11' keeps the whole minute 10:11.
  it.each([
    ["2025-03-05 10:11:00.000Z", true],
    ["2025-03-05 10:11:30.000Z", true],
    ["2025-03-05 10:11:59.999Z", true],
    ["2025-03-05 10:12:00.000Z", false],
  ])("To 10:11 and a record at %s: %s on both", (at, kept) => {
    const range = salesRange("", "2025-03-05T10:11");
    expect(range.to).toBe("2025-03-05 10:12:00");
    expect(at.slice(0, 19) < range.to).toBe(kept);
    expect(isWithinBounds(at, "", "2025-03-05T10:11")).toBe(kept);
  });
  it("a To value with seconds (an edited URL) ends at its minute's end on both", () => {
    expect(salesRange("", "2025-03-05T10:11:30").to).toBe("2025-03-05 10:12:00");
    expect(isWithinBounds("2025-03-05 10:12:10.000Z", "", "2025-03-05T10:11:30")).toBe(false);
  });
});

describe("the one date format (venue language and time zone)", () => {
  const at = "2026-11-28 14:32:00.000Z";
  it.each([
    [{ language: "", timeZone: "Europe/Berlin" }, "28. November. 15:32"],
    [{ language: "en", timeZone: "America/New_York" }, "28. November. 09:32"],
    [{ language: "de", timeZone: "Europe/Berlin" }, "28. November um 15:32"],
    [{ language: "fr", timeZone: "Europe/Paris" }, "28 novembre à 15:32"],
  ])("%o -> %s", (style, expected) => {
    expect(formatOrderTime(at, style)).toBe(expected);
  });
  it("adds the year only when it is not the current one", () => {
    const style = { language: "", timeZone: "UTC" };
    expect(formatOrderTime(at, style, new Date("2026-12-31T10:00:00Z"))).toBe("28. November. 14:32");
    expect(formatOrderTime(at, style, new Date("2027-01-02T10:00:00Z"))).toBe("28. November 2026. 14:32");
  });
  it("is the same format for every screen: storage entries and tickets read like order cards", () => {
    const style = { language: "de", timeZone: "Europe/Berlin" };
    expect(formatDateTime(at, style)).toBe(formatOrderTime(at, style));
  });
  it("keeps working with a zone the browser does not know", () => {
    expect(formatOrderTime(at, { language: "", timeZone: "Nowhere/Atlantis" })).toMatch(/^28\. November\. \d\d:32$/);
  });
  it("formats a calendar day (a chart's bucket) without moving it across a zone", () => {
    expect(formatDay("2026-11-02", { language: "", timeZone: "Pacific/Kiritimati" })).toBe("2. November");
    expect(formatDay("2025-11-02", { language: "", timeZone: "" }, new Date(2026, 0, 1))).toBe("2. November 2025");
    expect(formatDay("2026-11-02", { language: "de", timeZone: "" })).toBe("2. November");
  });
});

describe("formatDateTime", () => {
  it("is the one en-GB date and time of the screens the spec does not fix", () => {
    expect(formatDateTime(new Date(2026, 10, 24, 7, 5))).toBe("24. November. 07:05");
    expect(formatDateTime("not a date")).toBe("");
  });
});

describe("a time of day (the time boxes' face)", () => {
  it("reads as the one format's time in the venue's language, never a 12-hour clock", () => {
    expect(formatTimeOfDay("17:00")).toBe("17:00");
    expect(formatTimeOfDay("09:05", { language: "de", timeZone: "Europe/Berlin" })).toBe("09:05");
    expect(formatTimeOfDay("17:00", { language: "fi", timeZone: "" })).toBe("17.00");
    // A time of day is no instant: a zone far from UTC does not move it.
    expect(formatTimeOfDay("23:59", { language: "en", timeZone: "Pacific/Kiritimati" })).toBe("23:59");
    expect(formatTimeOfDay("00:00", { language: "ja", timeZone: "America/Los_Angeles" })).toBe("00:00");
  });

  it("gives no face to what is no HH:mm", () => {
    expect(formatTimeOfDay("")).toBe("");
    expect(formatTimeOfDay("24:00")).toBe("");
    expect(formatTimeOfDay("17:00:30")).toBe("");
    expect(formatTimeOfDay("5 PM")).toBe("");
  });

  it("draws an empty box in the venue's pattern", () => {
    expect(emptyTimeOfDay()).toBe("--:--");
    expect(emptyTimeOfDay({ language: "de", timeZone: "" })).toBe("--:--");
    expect(emptyTimeOfDay({ language: "fi", timeZone: "" })).toBe("--.--");
  });
});
