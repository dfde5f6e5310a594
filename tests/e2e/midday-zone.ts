// A venue's time zone where it is now about noon: tests that need today's pickup slots or serving
// hours open pass at any time of day (at a UTC venue, the last minutes before midnight UTC have
// no pickup time left today).

/** An Etc/GMT zone where it is now about noon (Etc/GMT's sign is the reverse of the offset's). */
export function middayZone(): string {
  const offset = ((12 - new Date().getUTCHours() + 36) % 24) - 12;
  return offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}
