/// <reference path="types/pocketbase.d.ts" />
// Everything a request does to a `users` record (a venue's owner account), in one file: sign-up,
// the owner's own updates (kitchen settings, PIN-gated fields and the write-only PIN, public link
// and time zone), and what a users record never shows (the PIN). Several handlers of one event run
// in the order they are registered below, each passing on with e.next(); nothing depends on the
// order PocketBase loads hook files in.

// ---- Sign-up ----------------------------------------------------------------------------------

// A PIN at sign-up is not accepted (set it in Settings); the stored proxy stays empty.
onRecordCreateRequest((e) => {
  const body = e.requestInfo().body || {};
  if (body.pin !== undefined && body.pin !== null && body.pin !== "" && !e.hasSuperuserAuth()) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "pin",
      "Set a PIN in Settings after signing in.",
      "validation_pin_on_create",
    );
  }
  const next = body.pin ? String(body.pin) : "";
  e.record.set("pin", "");
  if (!next) return e.next();
  if (!require(`${__hooks}/lib/shared/domain.js`).isPin(next))
    throw new BadRequestError("PIN must be a 4-digit number.");
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    require(`${__hooks}/lib/team/pin.js`).setPin(txApp, e.record.id, next);
  });
}, "users");

// Registration derives the public link and menu title from the email
// (docs/menu-and-serving-windows.md#public-links) and never fails because that link is taken or
// reserved: the server picks a free one (john, john-2, ...), and a link another venue once used is
// taken too (lib/shared/venues.js). The venue's time zone comes from the owner's browser (UTC when missing
// or unknown).
//
// When the server sends mail, a new account must confirm its address before it can sign in or its
// link opens anything (lib/team/accounts.js), and gets one verification mail. A sign-up with an address
// that already has an account creates a stand-in account instead (same answer, same refusals, a
// link reserved the same way, an address nobody can confirm) and mails the address's owner; so
// nothing an outsider can do afterwards tells the two apart. Without mail accounts work at once.
onRecordCreateRequest((e) => {
  const slug = require(`${__hooks}/lib/shared/slug.js`);
  const venues = require(`${__hooks}/lib/shared/venues.js`);
  const tz = require(`${__hooks}/lib/shared/timezone.js`);
  const accounts = require(`${__hooks}/lib/team/accounts.js`);
  const body = e.requestInfo().body || {};
  const email = String(e.record.getString("email") || "");
  const local = email.split("@")[0] || "venue";
  const wanted = e.record.getString("publicLink") || local;
  const superuser = e.hasSuperuserAuth();
  e.record.set("publicLink", slug.freeSlug(e.app, wanted));
  if (!e.record.getString("menuTitle")) e.record.set("menuTitle", local.slice(0, 100));
  e.record.set("emailVisibility", false);
  e.record.set("timeZone", tz.isValidZone(body.timeZone) ? String(body.timeZone) : "UTC");
  if (!superuser) {
    e.record.set("verified", false);
    e.record.set("mustVerify", accounts.confirmsAddresses(e.app));
  }

  // Sign-ups naming one address are capped a day while sign-ups mail (lib/shared/mail.js holdSignup):
  // counted before the lookup below, new and taken addresses alike, so the 429 tells nothing.
  // (Per client address, the "users:create" rate-limit rule caps them: migration 1770300000.)
  const mail = require(`${__hooks}/lib/shared/mail.js`);
  const held = email && !superuser && accounts.confirmsAddresses(e.app) ? mail.holdSignup(e.app, email) : 0;

  let existing = null;
  if (email && !superuser) {
    try {
      existing = e.app.findAuthRecordByEmail("users", email);
    } catch (_) {
      existing = null;
    }
  }
  // As a cell (docs/scaling.md#the-directory): the link, and the email of a real account, are
  // claimed across all cells first. A link another cell holds: another free one (base-xxxxx). An
  // email another cell holds (HAProxy routes a known email to its cell, so only in a race): a
  // stand-in, without the mail (the account is not here to mail).
  const directory = require(`${__hooks}/lib/ops/directory.js`);
  let elsewhere = false;
  let claimedEmail = existing || !email ? "" : email.toLowerCase();
  for (let tries = 0; directory.enabled(); tries++) {
    const taken = directory.claim([e.record.getString("publicLink")], claimedEmail);
    if (!taken) break;
    if (tries >= 5) {
      mail.releaseSignup(e.app, email, held);
      throw new BadRequestError("Could not find a free public link.");
    }
    if (taken === "email") {
      elsewhere = true;
      claimedEmail = "";
    } else {
      const base =
        slug.slugify(wanted).slice(0, 24) +
        "-" +
        $security.randomStringWithAlphabet(5, "abcdefghijklmnopqrstuvwxyz0123456789");
      e.record.set("publicLink", slug.freeSlug(e.app, base));
    }
  }
  // The stand-in: never usable (nobody can confirm its address), pruned with the other unconfirmed
  // accounts after lib/team/accounts.js PENDING_DAYS. The answer never shows an address (emailVisibility
  // is off and the caller is not signed in as it).
  if (existing || elsewhere) {
    e.record.setEmail(accounts.standInAddress());
    e.record.set("mustVerify", true);
  }

  try {
    e.app.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
      venues.keepLink(txApp, e.record.getString("publicLink"), e.record.id);
    });
  } catch (err) {
    directory.release([e.record.getString("publicLink")], claimedEmail);
    mail.releaseSignup(e.app, email, held);
    throw err;
  }
  if (superuser || elsewhere) return;
  if (existing) mail.sendSignupAttempt($app, existing);
  else mail.sendVerification($app, e.record);
}, "users");

// An account still waiting for its address to be confirmed cannot sign in, by any method: the
// refusal is PocketBase's own for a wrong password, so it tells nobody that the password was right.
onRecordAuthRequest((e) => {
  if (require(`${__hooks}/lib/team/accounts.js`).isPending(e.record))
    throw new BadRequestError("Failed to authenticate.");
  e.next();
}, "users");

// Accounts never confirmed within lib/team/accounts.js PENDING_DAYS (stand-ins included) go, freeing
// their links.
cronAdd("pending-accounts-prune", "17 * * * *", () => {
  require(`${__hooks}/lib/team/accounts.js`).prunePending($app);
});

// GET /api/signup -> { confirmsAddresses }: whether a new account confirms its address by mail
// before it can sign in (the sign-up and login screens say what happens next).
routerAdd("GET", "/api/signup", (e) => {
  return e.json(200, { confirmsAddresses: require(`${__hooks}/lib/team/accounts.js`).confirmsAddresses(e.app) });
});

// ---- Updates --------------------------------------------------------------------------------

// 1. The kitchen display's settings on the owner's record (docs/kitchen.md#urgency-colours). The
// field limits (migration 1764700000) bound each number; this keeps the pair meaningful (red comes
// after amber) and, as they live on the PIN-gated Settings page, asks for the PIN unlock like the
// rest of Settings (lib/team/pin.js; no PIN set: no token needed). 0 means the default (amber 10, red 20
// minutes), as src/domain/kitchen.ts reads it.
onRecordUpdateRequest((e) => {
  const FIELDS = ["kitchenAmberMinutes", "kitchenRedMinutes", "kitchenAutoPrint"];
  const body = e.requestInfo().body || {};
  const original = e.record.original();
  const touches =
    Object.keys(body).some((k) => FIELDS.indexOf(k.replace(/[+-]$/, "")) >= 0) ||
    FIELDS.some((f) => String(e.record.get(f)) !== String(original.get(f)));
  if (!touches) return e.next();
  require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);

  const amber = e.record.getInt("kitchenAmberMinutes") || 10;
  const red = e.record.getInt("kitchenRedMinutes") || 20;
  // Out-of-range numbers are the field validation's to report (it names the field).
  const inRange = amber >= 0 && amber <= 240 && red >= 0 && red <= 480;
  if (inRange && red <= amber) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "kitchenRedMinutes",
      "Red must come after amber (more minutes).",
      "validation_kitchen_red",
    );
  }
  e.next();
}, "users");

// 2. Menu info, password and PIN changes through the record API. `pin` is a write-only proxy (the
// app sets the PIN with a plain users update): it is not a hidden field (PocketBase drops hidden
// fields from a non-superuser's body before any hook), so it reaches this hook; the PIN is stored
// hashed in the superuser-only pin_guard and users.pin itself always stays empty and is never sent
// out. Same rules as POST /api/pin/change: 4 digits (a superuser may clear it with ""), an unlock
// token when a PIN is already set; every unlock token dies. No global middleware is needed for
// this.
onRecordUpdateRequest((e) => {
  const pin = require(`${__hooks}/lib/team/pin.js`);
  const info = e.requestInfo();
  const body = info.body || {};
  const menuFields = [
    "publicLink",
    "menuTitle",
    "menuDescription",
    "currency",
    "qrtext",
    "logo",
    "timeZone",
    "brandColor",
    "cover",
    "moneyRules",
  ];
  const guarded = menuFields.concat(["pin", "password", "oldPassword", "passwordConfirm"]);
  const original = e.record.original();
  // Body keys catch password/PIN sends; the field diff catches multipart file changes (logo).
  const touches =
    Object.keys(body).some((k) => guarded.indexOf(k.replace(/[+-]$/, "")) >= 0) ||
    menuFields.some((f) => String(e.record.get(f)) !== String(original.get(f)));
  // Setting the first PIN (none set yet) needs no token: requireUnlocked passes when no PIN exists.
  if (touches) pin.requireUnlocked(e.app, e);
  const hasPinKey = Object.prototype.hasOwnProperty.call(body, "pin");
  const next = hasPinKey && body.pin !== null && body.pin !== undefined ? String(body.pin) : "";
  if (hasPinKey && !require(`${__hooks}/lib/shared/domain.js`).isPin(next) && !(next === "" && e.hasSuperuserAuth())) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "pin",
      "PIN must be a 4-digit number.",
      "validation_pin_format",
    );
  }
  e.record.set("pin", "");
  if (!hasPinKey) return e.next();
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    pin.setPin(txApp, e.record.id, next);
  });
}, "users");

// 3. A later change of the public link must be a valid, non-reserved slug that no other venue holds
// or once held (uniqueness of current links is the index's job); the old link stays with this
// venue, which keeps at most lib/shared/venues.js MAX_OLD_LINKS old links (release one to go on). A time zone must be an IANA name the server knows.
onRecordUpdateRequest((e) => {
  const slug = require(`${__hooks}/lib/shared/slug.js`);
  const venues = require(`${__hooks}/lib/shared/venues.js`);
  const tz = require(`${__hooks}/lib/shared/timezone.js`);
  const link = e.record.getString("publicLink");
  const before = e.record.original();
  if (slug.isReserved(link)) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "publicLink",
      "This public link is reserved. Choose another one.",
      "validation_reserved",
    );
  }
  const zone = e.record.getString("timeZone");
  if (zone !== before.getString("timeZone") && !tz.isValidZone(zone)) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldsError(
      "Unknown time zone: use an IANA name such as Europe/Berlin.",
      {
        timeZone: { code: "validation_invalid_time_zone", message: "Unknown time zone." },
      },
    );
  }
  if (link === before.getString("publicLink")) return e.next();
  // As a cell, a link another cell holds is taken too (lib/ops/directory.js).
  const directory = require(`${__hooks}/lib/ops/directory.js`);
  // A link this venue already keeps stays claimed if the change fails; a new one is given back.
  const kept = !!venues.findVenueByLink(e.app, link);
  if (venues.isTakenByOther(e.app, link, e.record.id) || directory.claim([link], "")) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError("publicLink", venues.TAKEN, "validation_link_taken");
  }
  try {
    e.app.runInTransaction((txApp) => {
      e.app = txApp;
      venues.checkOldLinkCap(txApp, e.record.id, before.getString("publicLink"), link);
      venues.keepLink(txApp, before.getString("publicLink"), e.record.id);
      e.next();
      venues.keepLink(txApp, link, e.record.id);
    });
  } catch (err) {
    if (!kept) directory.release([link], "");
    throw err;
  }
}, "users");

// ---- Reads ----------------------------------------------------------------------------------

// users.pin is write-only: never in any response or realtime message.
onRecordEnrich((e) => {
  e.record.hide("pin");
  e.next();
}, "users");

// ---- Routes ---------------------------------------------------------------------------------

// GET /api/venue/links -> { current, old: [{link, created}] }: the links kept for this venue (the
// owner and managers, who change the link too; others: a 403).
routerAdd(
  "GET",
  "/api/venue/links",
  (e) => {
    const venues = require(`${__hooks}/lib/shared/venues.js`);
    const user = e.app.findRecordById("users", require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage"));
    return e.json(200, { current: user.getString("publicLink"), old: venues.oldLinks(e.app, user) });
  },
  $apis.requireAuth("users", "staff"),
);

// POST /api/venue/links/release {link} -> 204: the owner or a manager gives an old link up on
// purpose (PIN-guarded like every menu info change). Afterwards the old QR codes open nothing.
routerAdd(
  "POST",
  "/api/venue/links/release",
  (e) => {
    const venues = require(`${__hooks}/lib/shared/venues.js`);
    const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
    require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
    const body = e.requestInfo().body || {};
    const link = typeof body.link === "string" ? body.link : "";
    if (!link) throw new BadRequestError("Name the link to release.");
    e.app.runInTransaction((txApp) => {
      venues.releaseLink(txApp, txApp.findRecordById("users", venueId), link);
    });
    require(`${__hooks}/lib/ops/directory.js`).release([String(link).toLowerCase()], "");
    return e.noContent(204);
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);
