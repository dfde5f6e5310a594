// Shared devices and personal codes (docs/security-and-isolation.md#shared-devices).
const TOKEN_TTL_MS = 12 * 3600 * 1000;

function sha(s) {
  return $security.sha256(String(s));
}

function hashCode(memberId, code) {
  const salt = $security.randomString(24);
  return salt + "." + $security.hs256(memberId + ":" + code, salt);
}

function codeMatches(stored, memberId, code) {
  const dot = stored.indexOf(".");
  if (dot < 0) return false;
  return $security.equal(stored.slice(dot + 1), $security.hs256(memberId + ":" + code, stored.slice(0, dot)));
}

/** The member of `venueId` whose code is `code` (not `exceptId`), or null: one HMAC per member with a code. */
function memberWithCode(app, venueId, code, exceptId) {
  const rows = app.findRecordsByFilter("staff_codes", "venue = {:v}", "", 0, 0, { v: venueId });
  for (const r of rows) {
    const id = r.getString("member");
    if (id !== exceptId && codeMatches(r.getString("codeHash"), id, code)) return id;
  }
  return null;
}

/** Sets (or with "" removes) a person's code; a 400 for a code that is not 4 digits or is taken in the venue. */
function setCode(app, member, code) {
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const venueId = member.getString("venue");
  let row;
  try {
    row = app.findFirstRecordByData("staff_codes", "member", member.id);
  } catch (_) {
    row = null;
  }
  if (code === "") {
    if (row) app.delete(row);
    return;
  }
  if (member.getBool("device")) throw new BadRequestError("A shared device has no personal code.");
  if (!require(`${__hooks}/lib/shared/domain.js`).isPin(code))
    throw errors.fieldError("code", "The code must be 4 digits.");
  if (memberWithCode(app, venueId, code, member.id)) {
    throw errors.fieldError("code", "Another member of the team has this code. Choose another.");
  }
  if (!row) {
    row = new Record(app.findCollectionByNameOrId("staff_codes"));
    row.set("member", member.id);
    row.set("venue", venueId);
  }
  row.set("codeHash", hashCode(member.id, code));
  app.save(row);
}

/**
 * A person switching on `device` with `code`: { name, token, expiresAt }, or a 400 (wrong code,
 * counted) or 429 (locked: 5 wrong codes lock the device 5 minutes, each further one doubles it, as
 * the PIN). Runs in the caller's transaction.
 */
function switchPerson(app, device, code, now) {
  const pin = require(`${__hooks}/lib/team/pin.js`);
  const lockedUntil = device.getFloat("codeLockedUntil");
  if (lockedUntil > now) {
    const minutes = Math.ceil((lockedUntil - now) / 60000);
    return {
      status: 429,
      message: "Too many wrong codes. Try again in " + minutes + " minute" + (minutes === 1 ? "" : "s") + ".",
    };
  }
  const memberId = require(`${__hooks}/lib/shared/domain.js`).isPin(code)
    ? memberWithCode(app, device.getString("venue"), code, "")
    : null;
  if (!memberId) {
    const fails = device.getInt("codeFails") + 1;
    const lock = pin.lockFor(fails);
    device.set("codeFails", fails);
    device.set("codeLockedUntil", lock ? now + lock : 0);
    app.saveNoValidate(device);
    return { status: 400, message: "Unknown code." };
  }
  if (device.getInt("codeFails") !== 0 || lockedUntil !== 0) {
    device.set("codeFails", 0);
    device.set("codeLockedUntil", 0);
    app.saveNoValidate(device);
  }
  const member = app.findRecordById("staff", memberId);
  // One live token per person and device: this person's earlier ones on this device, and every
  // expired one of the device, go. So a device holds at most one row per person with a code (a
  // team has at most 50), however often it switches; before, every switch added a row for good.
  app
    .db()
    .newQuery("DELETE FROM {{device_people}} WHERE [[device]] = {:d} AND ([[member]] = {:m} OR [[expiresAt]] < {:now})")
    .bind({ d: device.id, m: memberId, now: now })
    .execute();
  const token = $security.randomStringWithAlphabet(40, "0123456789abcdef");
  const row = new Record(app.findCollectionByNameOrId("device_people"));
  row.set("device", device.id);
  row.set("member", memberId);
  row.set("tokenHash", sha(token));
  row.set("expiresAt", now + TOKEN_TTL_MS);
  app.save(row);
  return { status: 200, name: member.getString("name"), token: token, expiresAt: now + TOKEN_TTL_MS };
}

/** The device_people row of the X-Staff-Person header of `e` on `device`, live, or null. */
function turnOf(app, device, e) {
  const token = require(`${__hooks}/lib/team/pin.js`).requestHeader(e, "X-Staff-Person");
  if (!token || token.length > 100) return null;
  try {
    const row = app.findFirstRecordByData("device_people", "tokenHash", sha(token));
    if (row.getString("device") !== device.id || row.getFloat("expiresAt") < Date.now()) return null;
    return row;
  } catch (_) {
    return null;
  }
}

/**
 * The person using `device` per the X-Staff-Person header of `e` ({id, name, expiresAt}), or null
 * (no token, another device's, expired, ended, or the person was removed).
 */
function personOf(app, device, e) {
  const row = turnOf(app, device, e);
  if (!row) return null;
  try {
    const member = app.findRecordById("staff", row.getString("member"));
    return { id: member.id, name: member.getString("name"), expiresAt: row.getFloat("expiresAt") };
  } catch (_) {
    return null;
  }
}

/** Ends the turn of the X-Staff-Person header of `e` on `device` (its token stops working). */
function endTurn(app, device, e) {
  const row = turnOf(app, device, e);
  if (row) app.delete(row);
}

module.exports = { TOKEN_TTL_MS, setCode, switchPerson, personOf, endTurn };
