// Sales figures on the owner's screens (docs/sales.md): date range checks, exact cent formatting,
// day/hour buckets and chart scales. Pure.
import { SPEC_DATE_STYLE, formatDay, toServerBound, zoneOffsetMinutes, type DateStyle } from "./format";
import type { WaiterRequest } from "./order-lines";

/** Totals of one currency as the server sums them (whole cents). */
export interface CurrencyTotals {
  currency: string;
  count: number;
  cents: number;
  salesCount: number;
  averageCents: number;
}

export interface SeriesPoint {
  bucket: string;
  currency: string;
  count: number;
  cents: number;
}

export interface DishFigure {
  title: string;
  currency: string;
  count: number;
  cents: number;
}

export type BucketUnit = "day" | "hour";

export interface SalesStats {
  count: number;
  range: { from: string; to: string; tz: number; unit: BucketUnit };
  totals: CurrencyTotals[];
  series: SeriesPoint[];
  topByCount: DishFigure[];
  topByRevenue: DishFigure[];
  waiterCalls: Record<WaiterRequest, number>;
  /** Table tabs (docs/table-tab.md), per currency: tips (apart from sales) and tab sales by payment method. */
  tabs?: TabTotals[];
  /** For the page's orders of a table tab: how it was paid, and the tip (on the tab's last order). */
  payments?: Record<string, { method: string; tipCents: number }>;
}

export interface TabTotals {
  currency: string;
  tipCents: number;
  cardCents: number;
  cashCents: number;
  /** Paid online (docs/payments.md#sales), only where the operator configured payments. */
  onlineCents?: number;
  onlineTipCents?: number;
  /** The platform's application fees. */
  feeCents?: number;
  /** The payment provider's own processing fees (Stripe's balance transactions). */
  processingFeeCents?: number;
  refundedCents?: number;
}

/** No orders: what an empty range, a bad date or From after To show (zero, never an error). */
export const EMPTY_SALES: SalesStats = {
  count: 0,
  range: { from: "", to: "", tz: 0, unit: "day" },
  totals: [],
  series: [],
  topByCount: [],
  topByRevenue: [],
  waiterCalls: { information: 0, cash: 0, card: 0 },
};

export interface SalesRange {
  isEmpty: boolean;
  /** Why the range is empty: a malformed value, or From after To. */
  reason: "" | "invalid" | "reversed";
  from: string;
  to: string;
}

const LOCAL_VALUE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,3})?)?$/;

/**
 * The server bounds of the From/To datetime-local values (wall-clock times in the venue's zone
 * `timeZone`, the viewer's when ""; To includes its whole minute). `isEmpty` when the range can hold nothing: a malformed value (e.g. edited in the URL)
 * or From at or after the end of To. Blank values are open ends.
 */
export function salesRange(from: string, to: string, timeZone = ""): SalesRange {
  const valid = (v: string) => v === "" || (LOCAL_VALUE.test(v) && toServerBound(v, false, timeZone) !== "");
  if (!valid(from) || !valid(to)) return { isEmpty: true, reason: "invalid", from: "", to: "" };
  const f = toServerBound(from, false, timeZone);
  const t = toServerBound(to, true, timeZone);
  if (f && t && f >= t) return { isEmpty: true, reason: "reversed", from: f, to: t };
  return { isEmpty: false, reason: "", from: f, to: t };
}

/**
 * The UTC offset in minutes east of the venue's zone (the viewer's when "") at `at`, for the
 * server's day/hour buckets: the charts' days are the venue's, as its order cards are.
 */
export function utcOffsetMinutes(at: Date = new Date(), timeZone = ""): number {
  return zoneOffsetMinutes(at, timeZone);
}

/** Whole cents as '1234.50' (exact: integer arithmetic, no float rounding). */
export function centsText(cents: number): string {
  const n = Math.round(cents);
  const abs = Math.abs(n);
  const frac = String(abs % 100).padStart(2, "0");
  return `${n < 0 ? "-" : ""}${Math.floor(abs / 100)}.${frac}`;
}

/** Whole cents with the currency: '1234.50 EUR' ('1234.50' without one). */
export function formatCents(cents: number, currency: string): string {
  const text = centsText(cents);
  return currency ? `${text} ${currency}` : text;
}

/** 'Total: ...' line: every currency's sum joined by ' + ', or 0.00 in the venue's currency. */
export function totalsText(totals: readonly CurrencyTotals[], fallbackCurrency: string): string {
  if (totals.length === 0) return formatCents(0, fallbackCurrency);
  return totals.map((t) => formatCents(t.cents, t.currency)).join(" + ");
}

/**
 * A bucket label: the day in the one date format ('22. November', with the year when not `now`'s)
 * for a day ('yyyy-MM-dd'), '14:00' for an hour ('yyyy-MM-dd HH').
 */
export function bucketLabel(bucket: string, unit: BucketUnit, style: DateStyle = SPEC_DATE_STYLE, now?: Date): string {
  if (unit === "hour") return `${bucket.slice(11, 13)}:00`;
  return formatDay(bucket.slice(0, 10), style, now);
}

/** Buckets from the first to the last of `present` with none left out (days, or hours of a day). */
export function fillBuckets(present: readonly string[], unit: BucketUnit): string[] {
  if (present.length === 0) return [];
  const sorted = [...present].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const out: string[] = [];
  if (unit === "hour") {
    // A one-day range: hours may cross midnight, so walk real hours.
    let t = Date.parse(`${first.slice(0, 10)}T${first.slice(11, 13)}:00:00Z`);
    const end = Date.parse(`${last.slice(0, 10)}T${last.slice(11, 13)}:00:00Z`);
    for (let i = 0; t <= end && i < 24 * 3; i++, t += 3_600_000) {
      const iso = new Date(t).toISOString();
      out.push(`${iso.slice(0, 10)} ${iso.slice(11, 13)}`);
    }
    return out;
  }
  let t = Date.parse(`${first}T00:00:00Z`);
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let i = 0; t <= end && i < 366 * 20; i++, t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export interface ChartBar {
  bucket: string;
  label: string;
  value: number;
}

/** One currency's revenue (cents) and the order count per bucket, gaps filled with 0. */
export function chartSeries(
  series: readonly SeriesPoint[],
  unit: BucketUnit,
  currency: string,
  style: DateStyle = SPEC_DATE_STYLE,
  now?: Date,
): { revenue: ChartBar[]; orders: ChartBar[] } {
  const mine = series.filter((p) => p.currency === currency);
  const byBucket = new Map(mine.map((p) => [p.bucket, p]));
  const buckets = fillBuckets(
    mine.map((p) => p.bucket),
    unit,
  );
  return {
    revenue: buckets.map((b) => ({
      bucket: b,
      label: bucketLabel(b, unit, style, now),
      value: byBucket.get(b)?.cents ?? 0,
    })),
    orders: buckets.map((b) => ({
      bucket: b,
      label: bucketLabel(b, unit, style, now),
      value: byBucket.get(b)?.count ?? 0,
    })),
  };
}

/**
 * A "nice" axis for values 0..max: a top of 1, 2, 2.5 or 5 times a power of ten, at or above
 * `max`, and `count` + 1 evenly spaced ticks from 0 (integers when `integer`).
 */
export function niceScale(max: number, count = 4, integer = false): { top: number; ticks: number[] } {
  if (!(max > 0) || !Number.isFinite(max)) return { top: 1, ticks: [0, 1] };
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  if (integer) step = Math.max(1, Math.ceil(step));
  const steps = Math.max(1, Math.ceil(max / step - 1e-9));
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6);
  return { top: ticks[ticks.length - 1], ticks };
}

/** Indexes of at most `max` evenly spread labels out of `n` (always the first and the last). */
export function labelIndexes(n: number, max: number): number[] {
  if (n <= 0) return [];
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const step = (n - 1) / (max - 1);
  const out = new Set<number>();
  for (let i = 0; i < max; i++) out.add(Math.round(i * step));
  return [...out].sort((a, b) => a - b);
}
