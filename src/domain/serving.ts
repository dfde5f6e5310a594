// Serving windows (docs/menu-and-serving-windows.md#serving-windows): which dishes a guest sees
// now. Pure: the time is an argument.
// pb_hooks/lib/order-lines.js isServedAt() applies the same rule on the server.

/** A dish's serving window, "HH:mm" bounds; null or incomplete means always served. */
export interface ServingWindow {
  from?: string;
  to?: string;
}

/** Minutes of the day (0..1439) of an "HH:mm" string, or null when it is not one. */
export function parseHhmm(s: string | undefined | null): number | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(String(s ?? "").trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * Minutes of the day of `date` in the IANA time zone `timeZone` (the venue's: the server decides
 * serving windows in it, so the guest page hides dishes by it too). Without a zone, or with one the
 * browser does not know, the browser's local time.
 */
export function minutesOfDay(date: Date, timeZone?: string): number {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(date);
      const hour = Number(parts.find((p) => p.type === "hour")?.value);
      const minute = Number(parts.find((p) => p.type === "minute")?.value);
      if (Number.isFinite(hour) && Number.isFinite(minute)) return (hour % 24) * 60 + minute;
    } catch {
      /* unknown zone: fall back to local time */
    }
  }
  return date.getHours() * 60 + date.getMinutes();
}

/** The browser's IANA time zone ('' when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch {
    return "";
  }
}

/**
 * Is a dish with `window` served at `minutes` of the day? No window means always; both bounds
 * are inclusive; a window whose start is after its end crosses midnight (18:00-02:00).
 */
export function isServedAt(window: ServingWindow | null | undefined, minutes: number): boolean {
  if (!window) return true;
  const from = parseHhmm(window.from);
  const to = parseHhmm(window.to);
  if (from === null || to === null) return true;
  if (from <= to) return minutes >= from && minutes <= to;
  return minutes >= from || minutes <= to;
}
