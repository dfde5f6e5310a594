// The venue's time zone (users.timeZone, an IANA name): serving windows are decided in it
// (docs/menu-and-serving-windows.md#venue-time-zone), never in whatever zone a guest's phone claims.

/**
 * Whether `name` is an IANA time zone name the server knows ("UTC" included).
 * @param {unknown} name
 * @returns {boolean}
 */
function isValidZone(name) {
  if (typeof name !== "string" || name.length < 1 || name.length > 64) return false;
  if (!/^[A-Za-z0-9_+\-/]+$/.test(name)) return false;
  if (name === "UTC") return true;
  try {
    // Timezone("bad") silently falls back to UTC: a known zone keeps its own name.
    return String(new Timezone(name).string()) === name;
  } catch (_) {
    return false;
  }
}

/**
 * Minutes of the day (0..1439) now in the venue's zone (UTC when unset or unknown).
 * @param {string} zone
 * @returns {number}
 */
function venueMinutes(zone) {
  const name = isValidZone(zone) ? zone : "UTC";
  const t = new DateTime().time().in(new Timezone(name));
  return t.hour() * 60 + t.minute();
}

module.exports = { isValidZone, venueMinutes };
