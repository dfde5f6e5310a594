// A venue's time zone where it is now a given hour: tests that need today's pickup slots or
// serving hours open pass at any time of day (at a UTC venue, the last minutes before midnight
// UTC have no pickup time left today). Etc/GMT zones only: whole hours, no daylight saving.

/** An Etc/GMT zone where the local hour is now `hour`, and its offset from UTC in hours (-12..11). */
export function zoneAtHour(hour: number): { zone: string; offset: number } {
  const offset = ((hour - new Date().getUTCHours() + 36) % 24) - 12;
  // Etc/GMT's sign is the reverse of the offset's: Etc/GMT-3 is UTC+3.
  return { zone: offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`, offset };
}

/** An Etc/GMT zone where it is now about noon (between 11:00 and 13:00). */
export function middayZone(): string {
  return zoneAtHour(12).zone;
}
