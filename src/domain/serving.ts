// Serving windows (docs/menu-and-serving-windows.md#serving-windows): which dishes a guest sees
// The server runs this same code (pb_hooks/lib/shared/domain.js): it refuses an order for a dish outside
// its window, and its first render of the guest page hides those dishes.
//
// A time of day is stored as "HH:mm" (two-digit hours, the data model's format): the dish form's
// time inputs give it, and the menu import writes "7:05" from another exporter as "07:05". Every
// reader takes "H:mm" too and means the same minute by it.

/** A dish's serving window, "HH:mm" bounds. A dish without one (null) is always served. */
export interface ServingWindow {
  from: string;
  to: string;
}

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Minutes of the day (0..1439) of an "HH:mm" (or "H:mm") string, or null when it is not one. */
export function parseHhmm(s: string | undefined | null): number | null {
  const m = TIME_OF_DAY.exec(String(s ?? "").trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The stored form "HH:mm" of a time of day ("7:05" -> "07:05"), or "" when it is not one. */
export function toHhmm(s: unknown): string {
  const minutes = parseHhmm(s === undefined || s === null ? "" : String(s));
  if (minutes === null) return "";
  const two = (n: number) => (n < 10 ? "0" : "") + n;
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/**
 * Minutes of the day of `date` in the IANA time zone `timeZone` (the venue's: the server decides
 * serving windows in it, so the guest page hides dishes by it too). Without a zone, or with one the
 * browser does not know, the browser's local time.
 */
export function minutesOfDay(date: Date, timeZone?: string): number {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat("en-GB", {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).formatToParts(date);
      const hour = Number(parts.find((p) => p.type === "hour")?.value);
      const minute = Number(parts.find((p) => p.type === "minute")?.value);
      if (Number.isFinite(hour) && Number.isFinite(minute)) return (hour % 24) * 60 + minute;
    } catch {
      /* unknown zone: fall back to local time */
    }
  }
  return date.getHours() * 60 + date.getMinutes();
}

/**
 * Is a dish with `window` served at `minutes` of the day? No window means always; both bounds
 * are inclusive; a window whose start is after its end crosses midnight (18:00-02:00).
 */
export function isServedAt(window: Partial<ServingWindow> | null | undefined, minutes: number): boolean {
  if (!window || typeof window !== "object") return true;
  const from = parseHhmm(window.from);
  const to = parseHhmm(window.to);
  if (from === null || to === null) return true;
  if (from <= to) return minutes >= from && minutes <= to;
  return minutes >= from || minutes <= to;
}
