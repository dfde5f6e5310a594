// The venue's time zone (users.timeZone, an IANA name): serving windows are decided in it
// (docs/menu-and-serving-windows.md#venue-time-zone), never in whatever zone a guest's phone claims.

// Zones already loaded by this VM, by name: new Timezone(name) reads and parses the zone's tzdata
// on every call, and a guest order asks for its venue's zone each time. Only known zones are kept
// (the tz database bounds them); an unknown name is checked again each time.
const loaded = {};

/**
 * The Timezone of a known IANA name, or null.
 * @param {unknown} name
 * @returns {any}
 */
function zoneOf(name) {
  if (typeof name !== "string" || name.length < 1 || name.length > 64) return null;
  if (Object.prototype.hasOwnProperty.call(loaded, name)) return loaded[name];
  if (!/^[A-Za-z0-9_+\-/]+$/.test(name)) return null;
  let zone;
  try {
    zone = new Timezone(name);
    // Timezone("bad") silently falls back to UTC: a known zone keeps its own name.
    if (name !== "UTC" && String(zone.string()) !== name) zone = null;
  } catch (_) {
    zone = null;
  }
  if (zone) loaded[name] = zone;
  return zone;
}

/**
 * Whether `name` is an IANA time zone name the server knows ("UTC" included).
 * @param {unknown} name
 * @returns {boolean}
 */
function isValidZone(name) {
  return zoneOf(name) !== null;
}

/**
 * Minutes of the day (0..1439) now in the venue's zone (UTC when unset or unknown).
 * @param {string} zone
 * @returns {number}
 */
function venueMinutes(zone) {
  const t = new DateTime().time().in(zoneOf(zone) || zoneOf("UTC"));
  return t.hour() * 60 + t.minute();
}

module.exports = { isValidZone, venueMinutes };
