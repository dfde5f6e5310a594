// The browser's time zone, a default for a new venue's (the owner's settings): apart from
// serving.ts, which the guest page loads.

/** The browser's IANA time zone ('' when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch {
    return "";
  }
}
