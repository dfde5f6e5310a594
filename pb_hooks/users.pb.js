/// <reference path="../pb_data/types.d.ts" />
// Registration derives the public link and menu title from the email
// (docs/menu-and-serving-windows.md#public-links) and never fails because that link is taken or
// reserved: the server picks a free one (john, john-2, ...), and a link another venue once used is
// taken too (lib/venues.js). The venue's time zone comes from the owner's browser (UTC when missing
// or unknown).
//
// A sign-up with an address that already has an account answers exactly like a successful one
// (same status and shape, same refusals, nothing created, no mail), so the sign-up form never confirms who has an
// account. A new account gets one verification mail when SMTP is on.
onRecordCreateRequest((e) => {
  const slug = require(`${__hooks}/lib/slug.js`);
  const venues = require(`${__hooks}/lib/venues.js`);
  const tz = require(`${__hooks}/lib/timezone.js`);
  const body = e.requestInfo().body || {};
  const email = String(e.record.getString("email") || "");
  const local = email.split("@")[0] || "venue";
  const wanted = e.record.getString("publicLink") || local;
  e.record.set("publicLink", slug.freeSlug(e.app, wanted));
  if (!e.record.getString("menuTitle")) e.record.set("menuTitle", local.slice(0, 100));
  e.record.set("emailVisibility", false);
  if (!e.hasSuperuserAuth()) e.record.set("verified", false);
  e.record.set("timeZone", tz.isValidZone(body.timeZone) ? String(body.timeZone) : "UTC");

  let existing = null;
  if (email && !e.hasSuperuserAuth()) {
    try {
      existing = e.app.findAuthRecordByEmail("users", email);
    } catch (_) {
      existing = null;
    }
  }
  if (existing) {
    // Run the real sign-up on a stand-in address inside a transaction that is then rolled back:
    // every other check (password, confirmation, field limits) refuses exactly as for a new
    // address, and a valid request gets the same answer a created account gets.
    const ROLLBACK = "signup-dry-run";
    let answer = null;
    e.record.setEmail($security.randomStringWithAlphabet(24, "abcdefghijklmnopqrstuvwxyz") + "@example.invalid");
    try {
      e.app.runInTransaction((txApp) => {
        e.app = txApp;
        e.next();
        answer = e.record;
        throw new Error(ROLLBACK);
      });
    } catch (err) {
      if (!answer) throw err;
    }
    answer.setEmail(email);
    answer.hide("pin");
    return e.json(200, answer);
  }

  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    venues.keepLink(txApp, e.record.getString("publicLink"), e.record.id);
  });
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/mail.js`).sendVerification($app, e.record);
}, "users");

// A later change of the public link must be a valid, non-reserved slug that no other venue holds
// or once held (uniqueness of current links is the index's job); the old link stays with this
// venue. A time zone must be an IANA name the server knows.
onRecordUpdateRequest((e) => {
  const slug = require(`${__hooks}/lib/slug.js`);
  const venues = require(`${__hooks}/lib/venues.js`);
  const tz = require(`${__hooks}/lib/timezone.js`);
  const link = e.record.getString("publicLink");
  const before = e.record.original();
  if (slug.isReserved(link)) {
    throw new BadRequestError("This public link is reserved. Choose another one.", {
      publicLink: new ValidationError("validation_reserved", "This public link is reserved. Choose another one."),
    });
  }
  const zone = e.record.getString("timeZone");
  if (zone !== before.getString("timeZone") && !tz.isValidZone(zone)) {
    throw new BadRequestError("Unknown time zone: use an IANA name such as Europe/Berlin.", {
      timeZone: new ValidationError("validation_invalid_time_zone", "Unknown time zone."),
    });
  }
  if (link === before.getString("publicLink")) return e.next();
  if (venues.isTakenByOther(e.app, link, e.record.id)) {
    throw new BadRequestError(venues.TAKEN, { publicLink: new ValidationError("validation_link_taken", venues.TAKEN) });
  }
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    venues.keepLink(txApp, before.getString("publicLink"), e.record.id);
    e.next();
    venues.keepLink(txApp, link, e.record.id);
  });
}, "users");

// GET /api/venue/links -> { current, old: [{link, created}] }: the links kept for this venue.
routerAdd("GET", "/api/venue/links", (e) => {
  const venues = require(`${__hooks}/lib/venues.js`);
  const user = e.app.findRecordById("users", e.auth.id);
  return e.json(200, { current: user.getString("publicLink"), old: venues.oldLinks(e.app, user) });
}, $apis.requireAuth("users"));

// POST /api/venue/links/release {link} -> 204: the owner gives an old link up on purpose
// (PIN-guarded like every menu info change). Afterwards the old QR codes open nothing.
routerAdd("POST", "/api/venue/links/release", (e) => {
  const venues = require(`${__hooks}/lib/venues.js`);
  require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);
  const body = e.requestInfo().body || {};
  const link = typeof body.link === "string" ? body.link : "";
  if (!link) throw new BadRequestError("Name the link to release.");
  e.app.runInTransaction((txApp) => {
    venues.releaseLink(txApp, txApp.findRecordById("users", e.auth.id), link);
  });
  return e.noContent(204);
}, $apis.requireAuth("users"));
