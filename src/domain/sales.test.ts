import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bucketLabel,
  centsText,
  chartSeries,
  fillBuckets,
  formatCents,
  labelIndexes,
  niceScale,
  salesRange,
  totalsText,
} from "./sales";

const tz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "UTC";
});
afterAll(() => {
  process.env.TZ = tz;
});

describe("salesRange", () => {
  it("open ends and a normal range", () => {
    expect(salesRange("", "")).toEqual({ isEmpty: false, reason: "", from: "", to: "" });
    expect(salesRange("2026-01-10T11:59", "2026-01-10T12:00")).toEqual({
      isEmpty: false,
      reason: "",
      from: "2026-01-10 11:59:00",
      to: "2026-01-10 12:01:00",
    });
  });
  it("To includes its whole minute, so From = To is one minute, not empty", () => {
    expect(salesRange("2026-01-10T12:00", "2026-01-10T12:00").isEmpty).toBe(false);
  });
  it.each([
    ["2026-01-11T00:00", "2026-01-10T00:00", "reversed"],
    ["garbage", "", "invalid"],
    ["", "2026-13-40T10:00", "invalid"],
    ["2026-01-10", "", "invalid"],
    ["2026-01-10T10:00'; drop", "", "invalid"],
  ])("empty for From %s / To %s (%s)", (from, to, reason) => {
    expect(salesRange(from, to)).toMatchObject({ isEmpty: true, reason });
  });
});

describe("money in cents", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [1305, "13.05"],
    [-50, "-0.50"],
    [123456789012, "1234567890.12"],
  ])("%d -> %s", (cents, text) => {
    expect(centsText(cents)).toBe(text);
  });
  it("formats with the currency and joins currencies", () => {
    expect(formatCents(1550, "EUR")).toBe("15.50 EUR");
    expect(formatCents(1550, "")).toBe("15.50");
    expect(totalsText([], "EUR")).toBe("0.00 EUR");
    const t = (currency: string, cents: number) => ({ currency, cents, count: 1, salesCount: 1, averageCents: cents });
    expect(totalsText([t("EUR", 1305), t("USD", 435)], "EUR")).toBe("13.05 EUR + 4.35 USD");
  });
});

describe("buckets", () => {
  it("labels days and hours", () => {
    expect(bucketLabel("2026-11-02", "day")).toBe("2. November");
    expect(bucketLabel("2026-11-02 07", "hour")).toBe("07:00");
  });
  it("fills missing days, across a month end", () => {
    expect(fillBuckets(["2026-03-02", "2026-02-27"], "day")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(fillBuckets([], "day")).toEqual([]);
  });
  it("fills missing hours, across midnight", () => {
    expect(fillBuckets(["2026-01-10 22", "2026-01-11 01"], "hour")).toEqual([
      "2026-01-10 22",
      "2026-01-10 23",
      "2026-01-11 00",
      "2026-01-11 01",
    ]);
  });
  it("chartSeries keeps one currency and puts 0 in the gaps", () => {
    const s = chartSeries(
      [
        { bucket: "2026-01-01", currency: "EUR", count: 2, cents: 500 },
        { bucket: "2026-01-03", currency: "EUR", count: 1, cents: 250 },
        { bucket: "2026-01-02", currency: "USD", count: 9, cents: 9999 },
      ],
      "day",
      "EUR",
    );
    expect(s.revenue.map((b) => b.value)).toEqual([500, 0, 250]);
    expect(s.orders.map((b) => b.value)).toEqual([2, 0, 1]);
    expect(s.orders[1].label).toBe("2. January");
  });
});

describe("niceScale", () => {
  it.each([
    [0, 1, [0, 1]],
    [7, 8, [0, 2, 4, 6, 8]],
    [100, 100, [0, 25, 50, 75, 100]],
    [101, 150, [0, 50, 100, 150]],
    [0.3, 0.3, [0, 0.1, 0.2, 0.3]],
  ])("max %d -> top %d", (max, top, ticks) => {
    expect(niceScale(max)).toEqual({ top, ticks });
  });
  it("integer axes for counts never have fractional ticks", () => {
    expect(niceScale(2, 4, true)).toEqual({ top: 2, ticks: [0, 1, 2] });
  });
  it("the top is never below the max", () => {
    for (const max of [1, 3, 9.99, 12345, 987654321]) expect(niceScale(max).top).toBeGreaterThanOrEqual(max);
  });
});

describe("labelIndexes", () => {
  it("spreads at most max labels with both ends", () => {
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(labelIndexes(365, 5)).toEqual([0, 91, 182, 273, 364]);
    expect(labelIndexes(0, 5)).toEqual([]);
  });
});
