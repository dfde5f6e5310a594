// Owner-side formatting: the one date and time format of the owner's screens (docs/owner-screens.md#dates-and-times),
// from the venue's language and time zone through Intl; date-range bounds (money: ./money.ts).

/** Parses a PocketBase timestamp ('2025-01-02 10:11:12.123Z') into a Date. */
export function parseServerDate(value: string): Date {
  return new Date(value.includes("T") ? value : value.replace(" ", "T"));
}

/** Whose dates: the venue's menu language ("" = English) and IANA time zone ("" = the viewer's). */
export interface DateStyle {
  language: string;
  timeZone: string;
}

/** The spec's style: English, the viewer's zone (a venue that set neither). */
export const SPEC_DATE_STYLE: DateStyle = { language: "", timeZone: "" };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const isEnglish = style.language === "" || style.language === "en";
  const key = `${style.language}|${style.timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    const zone = style.timeZone ? { timeZone: style.timeZone } : {};
    try {
      f = new Intl.DateTimeFormat(isEnglish ? "en-GB" : style.language, { ...options, ...zone });
    } catch {
      // An unknown zone (an old browser's list): the viewer's zone, never a broken screen.
      f = new Intl.DateTimeFormat(isEnglish ? "en-GB" : style.language, options);
    }
    formatters.set(key, f);
  }
  return f;
}

function yearOf(d: Date, style: DateStyle): string {
  return formatter(style, { year: "numeric" }).format(d);
}

/**
 * English (the spec's order-card format, British English): 'd. MMMM. HH:mm', with the year after
 * the month when it is not `now`'s ('5. March 2025. 09:07'). Other languages: Intl's own day,
 * month name and 24-hour time in that language ('5. März, 09:07').
 */
function partsText(d: Date, style: DateStyle, withTime: boolean, now?: Date): string {
  const withYear = now !== undefined && yearOf(d, style) !== yearOf(now, style);
  const options: Intl.DateTimeFormatOptions = {
    day: "numeric",
    month: "long",
    ...(withYear ? { year: "numeric" } : {}),
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  };
  const f = formatter(style, options);
  if (style.language !== "" && style.language !== "en") return f.format(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => f.formatToParts(d).find((p) => p.type === type)?.value ?? "";
  const date = `${part("day")}. ${part("month")}${withYear ? ` ${part("year")}` : ""}`;
  return withTime ? `${date}. ${part("hour")}:${part("minute")}` : date;
}

/**
 * The one date-and-time format of the owner's screens (order cards, Finished orders, tickets,
 * Storage, activity): day, month name and time in the venue's language and zone; with a year only
 * when it is not `now`'s. The spec's 'd. MMMM. HH:mm' in English.
 */
export function formatOrderTime(value: string | Date, style: DateStyle = SPEC_DATE_STYLE, now?: Date): string {
  const d = typeof value === "string" ? parseServerDate(value) : value;
  return Number.isNaN(d.getTime()) ? "" : partsText(d, style, true, now);
}

/** Every other date and time (tickets, storage entries): the same one format as the order cards. */
export function formatDateTime(value: string | Date, style: DateStyle = SPEC_DATE_STYLE, now?: Date): string {
  return formatOrderTime(value, style, now);
}

/**
 * A calendar day ('yyyy-MM-dd', already the venue's day: a chart's bucket) in the same format
 * without the time: '22. November' ('22. November 2025' in another year than `now`'s).
 */
export function formatDay(day: string, style: DateStyle = SPEC_DATE_STYLE, now?: Date): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y, (m || 1) - 1, d || 1, 12));
  if (Number.isNaN(date.getTime())) return day;
  // The day is a calendar date, not an instant: format it in UTC (noon, so no zone moves it).
  const utc = { ...style, timeZone: "UTC" };
  return partsText(date, utc, false, now && new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), 12)));
}

/** Whether the updated time differs from the created time (shown only then), to the minute shown. */
export function isUpdatedShown(created: string, updated: string, style: DateStyle = SPEC_DATE_STYLE): boolean {
  return formatOrderTime(created, style) !== formatOrderTime(updated, style);
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
