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

/**
 * A calendar month ('yyyy-MM': the billing month, counted in UTC) as the venue's language says it:
 * 'November 2026' ('November 2026' in German too, 'novembre 2026' in French); the text as it is
 * when it is no month.
 */
export function formatMonth(month: string, style: DateStyle = SPEC_DATE_STYLE): string {
  const m = /^([0-9]{4})-([0-9]{2})$/.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15, 12));
  return formatter({ ...style, timeZone: "UTC" }, { month: "long", year: "numeric" }).format(date);
}

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

function timeOfDayFormatter(style: DateStyle): Intl.DateTimeFormat {
  // A time of day is a wall-clock time, not an instant: formatted in UTC so no zone moves it.
  return formatter({ ...style, timeZone: "UTC" }, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/**
 * A time of day ('HH:mm': serving times, price-list windows, takeaway hours) as the one format's
 * time reads in the venue's language: '17:00' in English and German, '17.00' in Finnish; "" when it
 * is no 'HH:mm'.
 */
export function formatTimeOfDay(value: string, style: DateStyle = SPEC_DATE_STYLE): string {
  const m = TIME_OF_DAY.exec(value);
  if (!m) return "";
  return timeOfDayFormatter(style).format(new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2]))));
}

/** An empty time of day in the venue's pattern: '--:--' ('--.--' in Finnish). */
export function emptyTimeOfDay(style: DateStyle = SPEC_DATE_STYLE): string {
  const parts = timeOfDayFormatter(style).formatToParts(new Date(Date.UTC(2000, 0, 1, 17, 0)));
  return parts.map((p) => (p.type === "hour" || p.type === "minute" ? "--" : p.value)).join("");
}

/** Whether the updated time differs from the created time (shown only then), to the minute shown. */
export function isUpdatedShown(created: string, updated: string, style: DateStyle = SPEC_DATE_STYLE): boolean {
  return formatOrderTime(created, style) !== formatOrderTime(updated, style);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes east of UTC of the IANA zone `timeZone` at `at` ("" or an unknown zone: the viewer's own
 * offset, the spec's behaviour).
 */
export function zoneOffsetMinutes(at: Date, timeZone = ""): number {
  if (!timeZone) return -at.getTimezoneOffset();
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-GB", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      return -at.getTimezoneOffset();
    }
    offsetFormatters.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(at)) if (part.type !== "literal") p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second);
  return Math.round((wall - (at.getTime() - at.getMilliseconds())) / 60_000);
}

/**
 * The instant of a wall-clock datetime-local value ('2025-01-02T10:11') in the IANA zone `timeZone`
 * ("" = the viewer's zone, as the browser reads it). A time skipped by a summer-time change moves
 * past the gap; a repeated one is its first occurrence.
 */
export function zonedInstant(local: string, timeZone = ""): Date {
  if (!timeZone) return new Date(local);
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(local);
  if (!m) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, sec = "0", ms = "0"] = m;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +sec, Number(ms.padEnd(3, "0")));
  // No rolling over, as the browser's own reading: '2025-13-45T10:00' is no date.
  const check = new Date(wall);
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +sec > 59) {
    return new Date(Number.NaN);
  }
  // The two offsets around the time (equal except near a summer-time change); a candidate is
  // right when its own offset gives back the wall time.
  const day = 86_400_000;
  const before = wall - zoneOffsetMinutes(new Date(wall - day), timeZone) * 60_000;
  const after = wall - zoneOffsetMinutes(new Date(wall + day), timeZone) * 60_000;
  const fits = (t: number) => t + zoneOffsetMinutes(new Date(t), timeZone) * 60_000 === wall;
  if (fits(before) && fits(after)) return new Date(Math.min(before, after));
  if (fits(after)) return new Date(after);
  // Fits `before`, or no candidate fits (a skipped time): the offset before the change, which moves
  // it past the gap (02:30 on a spring-forward night reads as 03:30), as JavaScript's Temporal does.
  return new Date(before);
}

/**
 * A datetime-local value ('2025-01-02T10:11', the venue's wall-clock time in `timeZone`; the
 * viewer's when "") as the server's UTC filter bound 'yyyy-MM-dd HH:mm:ss'. An end bound is the
 * start of the next minute (used with '<'), so 'To 10:11' includes everything updated during 10:11.
 */
export function toServerBound(local: string, isEnd = false, timeZone = ""): string {
  const d = zonedInstant(local, timeZone);
  if (local === "" || Number.isNaN(d.getTime())) return "";
  const t = d.getTime() + (isEnd ? 60_000 - (d.getTime() % 60_000) : 0);
  return new Date(t).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * Whether `updated` (server timestamp) falls within the optional datetime-local bounds, by the same
 * bounds the server is asked for (toServerBound): from its From minute on, up to the end of its To
 * minute, so 'To 10:11' keeps an order updated at 10:11:30.
 */
export function isWithinBounds(updated: string, from: string, to: string, timeZone = ""): boolean {
  const t = parseServerDate(updated).getTime();
  const start = toServerBound(from, false, timeZone);
  const end = toServerBound(to, true, timeZone);
  if (start && t < parseServerDate(start + "Z").getTime()) return false;
  if (end && t >= parseServerDate(end + "Z").getTime()) return false;
  return true;
}
