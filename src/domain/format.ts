// Owner-side formatting: times 'd. MMMM. HH:mm' in British English; date-range bounds (money: ./money.ts).
import { format } from "date-fns";
import { enGB } from "date-fns/locale";

/** Parses a PocketBase timestamp ('2025-01-02 10:11:12.123Z') into a Date. */
export function parseServerDate(value: string): Date {
  return new Date(value.includes("T") ? value : value.replace(" ", "T"));
}

/** Order time: day. month name. hours:minutes, en-GB, in the viewer's time zone. */
export function formatOrderTime(value: string | Date): string {
  const d = typeof value === "string" ? parseServerDate(value) : value;
  return Number.isNaN(d.getTime()) ? "" : format(d, "d. MMMM. HH:mm", { locale: enGB });
}

/**
 * Every date and time the spec does not fix (tickets, storage entries): '24 Nov 2026, 07:57',
 * en-GB, in the viewer's time zone. (Order cards keep the spec's 'd. MMMM. HH:mm'.)
 */
export function formatDateTime(value: string | Date): string {
  const d = typeof value === "string" ? parseServerDate(value) : value;
  return Number.isNaN(d.getTime()) ? "" : format(d, "d MMM yyyy, HH:mm", { locale: enGB });
}

/** Whether the updated time differs from the created time (shown only then), to the minute shown. */
export function isUpdatedShown(created: string, updated: string): boolean {
  return formatOrderTime(created) !== formatOrderTime(updated);
}

/**
 * A datetime-local value ('2025-01-02T10:11', the viewer's time) as the server's UTC filter bound
 * 'yyyy-MM-dd HH:mm:ss'. An end bound is the start of the next minute (used with '<'), so 'To 10:11'
 * includes everything updated during 10:11.
 */
export function toServerBound(local: string, isEnd = false): string {
  const d = new Date(local);
  if (local === "" || Number.isNaN(d.getTime())) return "";
  const t = d.getTime() + (isEnd ? 60_000 - (d.getTime() % 60_000) : 0);
  return new Date(t).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * Whether `updated` (server timestamp) falls within the optional datetime-local bounds, by the same
 * bounds the server is asked for (toServerBound): from its From minute on, up to the end of its To
 * minute, so 'To 10:11' keeps an order updated at 10:11:30.
 */
export function isWithinBounds(updated: string, from: string, to: string): boolean {
  const t = parseServerDate(updated).getTime();
  const start = toServerBound(from);
  const end = toServerBound(to, true);
  if (start && t < parseServerDate(start + "Z").getTime()) return false;
  if (end && t >= parseServerDate(end + "Z").getTime()) return false;
  return true;
}
