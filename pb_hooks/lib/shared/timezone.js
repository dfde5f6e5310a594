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
  // Every zone in use is offset from UTC by whole minutes (quarter hours, in fact), so a zone's
  // minute of the day changes only when UTC's minute does: each VM works it out once per zone and
  // minute (Go's time in a zone was about a hundredth of a guest order's CPU), then reuses it.
  const minute = Math.floor(Date.now() / 60000);
  if (minute !== minutesAt) {
    minutesAt = minute;
    minutesByZone = Object.create(null);
  }
  const key = typeof zone === "string" ? zone : "";
  const known = minutesByZone[key];
  if (known !== undefined) return known;
  const t = new DateTime().time().in(zoneOf(zone) || zoneOf("UTC"));
  const minutes = t.hour() * 60 + t.minute();
  // Kept only when Go's clock agrees on the minute (a call at the very turn of it is not kept).
  if (Math.floor(Date.now() / 60000) === minute) minutesByZone[key] = minutes;
  return minutes;
}

// venueMinutes' answers of the current UTC minute, by zone name (at most one per zone known or
// asked for in that minute; emptied when the minute turns).
let minutesAt = -1;
/** @type {Record<string, number>} */
let minutesByZone = Object.create(null);

/**
 * Weekday (1 Monday .. 7 Sunday) and minutes of the day now in the venue's zone (UTC when unset or
 * unknown), read together from one clock reading: for timed price lists (docs/tax-and-receipts.md),
 * asked only at a venue that has some.
 * @param {string} zone
 * @returns {{ day: number, minutes: number }}
 */
function venueDayAndMinutes(zone) {
  const t = new DateTime().time().in(zoneOf(zone) || zoneOf("UTC"));
  const weekday = Number(t.weekday()); // Go: 0 Sunday .. 6 Saturday
  return { day: weekday === 0 ? 7 : weekday, minutes: t.hour() * 60 + t.minute() };
}

/**
 * The zone's UTC offsets over [from, to] (PocketBase timestamps, UTC): one segment per offset, each
 * up to its `until` (UTC 'yyyy-MM-dd HH:mm:ss', exclusive; "" for the last), from Go's tz database
 * (time.ZoneBounds), so a CSV of years of orders is converted by SQLite with a CASE of a few
 * segments (two a year in a zone with summer time) instead of one Go call per row.
 * @param {string} zone a known IANA name (else UTC)
 * @param {string} from
 * @param {string} to
 * @returns {{ until: string, minutes: number }[]}
 */
function offsetSegments(zone, from, to) {
  const z = zoneOf(zone) || zoneOf("UTC");
  const last = new DateTime(to || from).time();
  /** @type {{ until: string, minutes: number }[]} */
  const segments = [];
  let t = new DateTime(from).time().in(z);
  // Bounded: 400 segments are two centuries of summer time; past them the last offset holds.
  while (segments.length < 400) {
    const minutes = offsetMinutes(String(t.format("-0700")));
    const bounds = t.zoneBounds();
    const end = bounds[1];
    if (end.isZero() || end.after(last)) {
      segments.push({ until: "", minutes: minutes });
      break;
    }
    segments.push({ until: String(end.utc().format("2006-01-02 15:04:05")), minutes: minutes });
    t = end.in(z);
  }
  if (segments.length && segments[segments.length - 1].until) segments[segments.length - 1].until = "";
  return segments;
}

/** Minutes east of UTC of a '-0700' offset ('+0530' is 330). */
function offsetMinutes(text) {
  const m = /^([+-])([0-9]{2})([0-9]{2})$/.exec(text);
  if (!m) return 0;
  const n = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === "-" ? -n : n;
}

/**
 * SQL expression of the UTC timestamp expression `expr` as the venue's wall-clock time
 * 'yyyy-MM-dd HH:mm:ss' over `segments` (offsetSegments): '' for an empty or NULL time. The
 * segment bounds are bound parameters named `${prefix}N`, added to `params`.
 * @param {string} expr
 * @param {{ until: string, minutes: number }[]} segments
 * @param {string} prefix
 * @param {Record<string, any>} params
 * @returns {string}
 */
function sqlLocalTime(expr, segments, prefix, params) {
  let shift = "";
  if (segments.length <= 1) shift = "'" + (segments.length ? segments[0].minutes : 0) + " minutes'";
  else {
    shift = "CASE";
    segments.forEach((s, i) => {
      if (!s.until) {
        shift += " ELSE '" + s.minutes + " minutes'";
        return;
      }
      params[prefix + i] = s.until;
      shift += " WHEN " + expr + " < {:" + prefix + i + "} THEN '" + s.minutes + " minutes'";
    });
    shift += " END";
  }
  return "COALESCE(strftime('%Y-%m-%d %H:%M:%S', " + expr + ", " + shift + "), '')";
}

module.exports = { isValidZone, venueMinutes, venueDayAndMinutes, offsetSegments, sqlLocalTime };
