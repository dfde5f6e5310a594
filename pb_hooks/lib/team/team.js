// Team members of a venue (pb_hooks/team.pb.js): invitations, memberships and devices.
// An address belongs to the person who reads its mail: adding a member makes an invitation, never
// a login; the login (`people`) is made, or found, when the invitation is accepted.
const MAX_MEMBERS = 50;
const INVITE_TTL_MS = 3 * 24 * 3600 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Wrong passwords an invitation takes for an address that has a login, before it stops working. */
const MAX_WRONG_PASSWORDS = 5;
/** Invitations one venue may send (new or again) per hour: each may be a mail to anybody. */
const INVITES_PER_HOUR = 30;

function sha(s) {
  return $security.sha256(String(s));
}

function randomAddress(prefix, domain) {
  return prefix + "-" + $security.randomStringWithAlphabet(16, "abcdefghijklmnopqrstuvwxyz0123456789") + "@" + domain;
}

/** The count of memberships and open invitations of `venueId` (the cap of 50 holds both). */
function teamSize(app, venueId) {
  return (
    app.countRecords("staff", $dbx.hashExp({ venue: venueId })) +
    app.countRecords("invitations", $dbx.hashExp({ venue: venueId }))
  );
}

/** A 429 when `venueId` sent INVITES_PER_HOUR invitations this hour (counted in the app's store). */
function countInvite(app, venueId, now) {
  const key = "team:invites:" + venueId + ":" + Math.floor(now / 3600000);
  const store = app.store();
  const n = (store.get(key) || 0) + 1;
  store.set(key, n);
  if (n > INVITES_PER_HOUR) {
    throw new TooManyRequestsError("Too many invitations this hour. Try again later.");
  }
}

/**
 * Checks {name, email, role} of a new member; a 400 naming the field, nothing saved.
 * @param {{ [key: string]: any }} body
 */
function checkFields(body, isDevice) {
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const roles = require(`${__hooks}/lib/team/staff.js`).ROLES;
  const name = typeof body.name === "string" ? body.name.trim() : "";
  const email = isDevice ? "" : typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  const role = typeof body.role === "string" ? body.role : "";
  if (!name || name.length > 100) throw errors.fieldError("name", "Enter the member's name (at most 100 characters).");
  if (!isDevice && (!EMAIL.test(email) || email.length > 200)) {
    throw errors.fieldError("email", "Enter the member's email address.");
  }
  if (roles.indexOf(role) < 0) throw errors.fieldError("role", "The role must be manager, waiter or kitchen.");
  if (isDevice && role === "manager")
    throw errors.fieldError("role", "A shared device has the kitchen or waiter role.");
  return { name, email, role };
}

/**
 * A new shared device of `venueId` (a `staff` record signed in with its link); a 400 for a bad
 * name or role, a name another device of the venue has, or a full team.
 * @param {CoreApp} app
 * @param {string} venueId
 * @param {{ [key: string]: any }} body
 */
function addDevice(app, venueId, body) {
  const f = checkFields(body, true);
  if (teamSize(app, venueId) >= MAX_MEMBERS) {
    throw new BadRequestError("A venue can have at most " + MAX_MEMBERS + " team members.");
  }
  checkDeviceName(app, venueId, f.name, "");
  const rec = new Record(app.findCollectionByNameOrId("staff"));
  rec.set("venue", venueId);
  rec.set("name", f.name);
  rec.set("role", f.role);
  rec.set("device", true);
  // A shared device signs in with its link only: its address is nobody's.
  rec.setEmail(randomAddress("device", "devices.invalid"));
  rec.setEmailVisibility(true);
  rec.setPassword($security.randomString(40));
  rec.setVerified(false);
  app.save(rec);
  return rec;
}

/** A 400 when another device of `venueId` (not `exceptId`) is called `name` (any case). */
function checkDeviceName(app, venueId, name, exceptId) {
  const same = app.findRecordsByFilter("staff", "venue = {:v} && device = true && name:lower = {:n}", "", 2, 0, {
    v: venueId,
    n: name.toLowerCase(),
  });
  if (same.some((r) => r.id !== exceptId)) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError("name", "Another device of the venue has this name.");
  }
}

/**
 * A new invitation of `venueId` for {name, email, role}: no login is made or looked at, so the
 * answer is the same whether or not the address has an account or a membership anywhere. Refused
 * (400): a bad field, the owner's own address, an address already on this venue's team.
 * @param {CoreApp} app
 * @param {core.Record} owner the venue's `users` record
 * @param {{ [key: string]: any }} body
 */
function invite(app, owner, body) {
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const f = checkFields(body, false);
  const venueId = owner.id;
  if (f.email === owner.email().toLowerCase()) {
    throw errors.fieldError("email", "This is your own address: you are the venue's owner.");
  }
  if (teamSize(app, venueId) >= MAX_MEMBERS) {
    throw new BadRequestError("A venue can have at most " + MAX_MEMBERS + " team members.");
  }
  // Only this venue's own team is looked at (the owner sees it on the Team page anyway).
  const onTeam =
    app.countRecords("invitations", $dbx.hashExp({ venue: venueId, email: f.email })) > 0 ||
    memberRows(app, venueId).some((m) => m.email === f.email);
  if (onTeam) throw errors.fieldError("email", "This address is already on your team.");
  countInvite(app, venueId, Date.now());
  const rec = new Record(app.findCollectionByNameOrId("invitations"));
  rec.set("venue", venueId);
  rec.set("email", f.email);
  rec.set("name", f.name);
  rec.set("role", f.role);
  return sendInvitation(app, owner, rec);
}

/**
 * Gives `inv` a fresh token (the old one stops working), saves it and mails it when the server
 * sends mail: {member, invite, mailed}, the token only where no mail went out (shown once).
 */
function sendInvitation(app, owner, inv) {
  const token = $security.randomString(40);
  inv.set("tokenHash", sha(token));
  inv.set("expiresAt", Date.now() + INVITE_TTL_MS);
  let mailed = false;
  if (app.settings().smtp.enabled) {
    try {
      mailInvitation(app, owner, inv, token);
      mailed = true;
    } catch (err) {
      app.logger().error("mail: team invitation failed", "error", String(err));
    }
  }
  inv.set("mailed", mailed);
  app.save(inv);
  return {
    member: {
      id: inv.id,
      name: inv.getString("name"),
      role: inv.getString("role"),
      email: inv.getString("email"),
      device: false,
    },
    invite: mailed ? "" : token,
    mailed: mailed,
  };
}

function mailInvitation(app, owner, inv, token) {
  const meta = app.settings().meta;
  const link = String(meta.appURL).replace(/\/+$/, "") + "/login?invite=" + encodeURIComponent(token);
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  const venue = owner.getString("menuTitle") || "a venue";
  app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: inv.getString("email") }],
      subject: "You are invited to the team of " + venue.slice(0, 80),
      html:
        "<p>Hello " +
        esc(inv.getString("name")) +
        ",</p><p>" +
        esc(venue) +
        " invites you to its team. Open this link to join (set your password, or use the one you " +
        'already have): <a href="' +
        esc(link) +
        '">' +
        esc(link) +
        "</a></p><p>The link works once, for 3 days. If you did not expect it, ignore this mail.</p>",
    }),
  );
}

/** The open invitation whose token is `token`, or a 400 on the token (unknown, used or expired). */
function invitationOf(app, token) {
  let inv = null;
  if (typeof token === "string" && token.length >= 20 && token.length <= 100) {
    try {
      inv = app.findFirstRecordByData("invitations", "tokenHash", sha(token));
    } catch (_) {
      inv = null;
    }
  }
  if (!inv || inv.getInt("expiresAt") < Date.now()) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "token",
      "This invitation link was already used or has expired. Ask for a new one.",
    );
  }
  return inv;
}

/** The venue owner's account (`users`) of `email`, or null. */
function accountOf(app, email) {
  try {
    return app.findAuthRecordByEmail("users", email);
  } catch (_) {
    return null;
  }
}

/** The `people` login of `email`, or null. */
function personOf(app, email) {
  try {
    return app.findAuthRecordByEmail("people", email);
  } catch (_) {
    return null;
  }
}

/**
 * Accepts the invitation of `token`: the address's login, found (its password must match) or made
 * (the password is set here), gets the membership; the invitation is used up. Returns the
 * membership (`staff` record). Runs in the caller's transaction.
 * @param {CoreApp} app
 * @param {{ [key: string]: any }} body {token, password, passwordConfirm}
 */
function accept(app, body) {
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const inv = invitationOf(app, body.token);
  const password = typeof body.password === "string" ? body.password : "";
  const email = inv.getString("email");
  // An invitation is no way to guess an existing login's password: 5 wrong ones use it up.
  const failsKey = "team:acceptFails:" + inv.id;
  const store = app.store();
  if ((store.get(failsKey) || 0) >= MAX_WRONG_PASSWORDS) {
    throw errors.fieldError("token", "This invitation link was already used or has expired. Ask for a new one.");
  }
  const wrong = () => {
    store.set(failsKey, (store.get(failsKey) || 0) + 1);
    return errors.fieldError("password", "Wrong password. Use the password you sign in with.");
  };
  let person = personOf(app, email);
  if (person) {
    // The address already has a login (a member of another venue): the membership is added to it.
    if (!password || password.length > 200 || !person.validatePassword(password)) throw wrong();
  } else {
    // An address that is a venue owner's account is theirs: a link handed over in person (no mail)
    // proves nothing, so its login is made only with that account's password.
    const owner = accountOf(app, email);
    if (owner && (!password || password.length > 200 || !owner.validatePassword(password))) throw wrong();
    if (!owner && (password.length < 8 || password.length > 71)) {
      throw errors.fieldError("password", "The password needs 8 to 71 characters.");
    }
    if (!owner && body.passwordConfirm !== password)
      throw errors.fieldError("passwordConfirm", "The passwords do not match.");
    person = new Record(app.findCollectionByNameOrId("people"));
    person.setEmail(email);
    person.setEmailVisibility(false);
    person.setPassword(password);
    // A mailed link was opened by the address's reader; one handed over in person was not.
    person.setVerified(inv.getBool("mailed"));
    app.save(person);
  }
  const venueId = inv.getString("venue");
  let member;
  try {
    member = app.findFirstRecordByFilter("staff", "venue = {:v} && person = {:p}", { v: venueId, p: person.id });
  } catch (_) {
    member = null;
  }
  if (!member) {
    member = new Record(app.findCollectionByNameOrId("staff"));
    member.set("venue", venueId);
    member.set("person", person.id);
    member.set("name", inv.getString("name"));
    member.set("role", inv.getString("role"));
    member.set("device", false);
    // The membership's own address and password are nobody's: the person signs in as `people`.
    member.setEmail(randomAddress("member", "members.invalid"));
    member.setEmailVisibility(false);
    member.setPassword($security.randomString(40));
    member.setVerified(true);
    app.save(member);
  }
  app.delete(inv);
  return member;
}

/** What the invitation page shows: the venue, the name, the role, the address and whether it has a login. */
function describe(app, token) {
  const inv = invitationOf(app, token);
  const venue = app.findRecordById("users", inv.getString("venue"));
  return {
    venue: venue.getString("menuTitle"),
    name: inv.getString("name"),
    role: inv.getString("role"),
    email: inv.getString("email"),
    hasLogin: personOf(app, inv.getString("email")) !== null || accountOf(app, inv.getString("email")) !== null,
  };
}

/** The venue's team for the Team page: memberships and devices, then open invitations. */
function memberRows(app, venueId) {
  const rows = arrayOf(new DynamicModel({ id: "", name: "", role: "", device: false, email: "", joined: false }));
  app
    .db()
    .newQuery(
      "SELECT s.id AS id, s.name AS name, s.role AS role, s.device AS device, COALESCE(p.email, '') AS email, " +
        "s.verified AS joined FROM staff s LEFT JOIN people p ON p.id = s.person WHERE s.venue = {:v} ORDER BY s.name",
    )
    .bind({ v: venueId })
    .all(rows);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    role: r.role,
    email: r.device ? "" : String(r.email).toLowerCase(),
    isDevice: !!r.device,
    hasJoined: !!r.joined,
    isInvitation: false,
  }));
}

/** The team list: members, devices and open invitations (expired ones too: they can be sent again). */
function list(app, venueId) {
  const invites = app.findRecordsByFilter("invitations", "venue = {:v}", "name", 0, 0, { v: venueId }).map((r) => ({
    id: r.id,
    name: r.getString("name"),
    role: r.getString("role"),
    email: r.getString("email"),
    isDevice: false,
    hasJoined: false,
    isInvitation: true,
  }));
  return memberRows(app, venueId).concat(invites);
}

/** The member `id` of `venueId`, or a 404 (another venue's member is reported the same). */
function memberOf(app, venueId, id) {
  let rec;
  try {
    rec = app.findRecordById("staff", id);
  } catch (_) {
    rec = null;
  }
  if (!rec || rec.getString("venue") !== venueId) throw new NotFoundError("This team member does not exist.");
  return rec;
}

/** The open invitation `id` of `venueId`, or null. */
function invitationById(app, venueId, id) {
  try {
    const rec = app.findRecordById("invitations", id);
    return rec.getString("venue") === venueId ? rec : null;
  } catch (_) {
    return null;
  }
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_TTL_MS = 10 * 60 * 1000;

/** A typed setup code as stored: capitals, without spaces and dashes ("" when not 8 code characters). */
function normalCode(code) {
  const c = typeof code === "string" && code.length <= 20 ? code.toUpperCase().replace(/[\s-]/g, "") : "";
  return c.length === 8 && [...c].every((ch) => CODE_ALPHABET.indexOf(ch) >= 0) ? c : "";
}

/**
 * {member, invite, mailed, code, codeExpiresAt}: a shared device's sign-in link (its password
 * reset token, 3 days, once) and a short code for it (8 characters, 10 minutes, once); a new one
 * replaces the earlier code. Counted with the venue's invitations per hour.
 */
function deviceAnswer(app, member) {
  countInvite(app, member.getString("venue"), Date.now());
  const code = $security.randomStringWithAlphabet(8, CODE_ALPHABET);
  const expiresAt = Date.now() + CODE_TTL_MS;
  member.set("setupCodeHash", sha("device:" + code));
  member.set("setupCodeExpires", expiresAt);
  app.save(member);
  return {
    member: {
      id: member.id,
      name: member.getString("name"),
      role: member.getString("role"),
      email: member.email(),
      device: true,
    },
    invite: member.newPasswordResetToken(),
    mailed: false,
    code: code.slice(0, 4) + "-" + code.slice(4),
    codeExpiresAt: expiresAt,
  };
}

/** The device a setup code names, its code then used up and its earlier link and sessions ended; a 400 otherwise. */
function claimDevice(app, code) {
  const c = normalCode(code);
  let device = null;
  if (c) {
    try {
      device = app.findFirstRecordByData("staff", "setupCodeHash", sha("device:" + c));
    } catch (_) {
      device = null;
    }
  }
  if (!device || !device.getBool("device") || device.getInt("setupCodeExpires") < Date.now()) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError("code", "Unknown or expired code. Ask for a new one.");
  }
  device.set("setupCodeHash", "");
  device.set("setupCodeExpires", 0);
  // One sign-in per link or code: the link given with this code stops working.
  device.refreshTokenKey();
  device.setVerified(true);
  app.save(device);
  return device;
}

/** What a device's sign-in page shows from its link: {venue, name, role}; a 400 on the token otherwise. */
function describeDevice(app, token) {
  let device = null;
  if (typeof token === "string" && token.length < 2000) {
    try {
      device = app.findAuthRecordByToken(token, "passwordReset");
    } catch (_) {
      device = null;
    }
  }
  if (!device || device.collection().name !== "staff" || !device.getBool("device")) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "token",
      "This device link was already used or has expired. Ask the owner for a new one.",
    );
  }
  const venue = app.findRecordById("users", device.getString("venue"));
  return { venue: venue.getString("menuTitle"), name: device.getString("name"), role: device.getString("role") };
}

/** The venues a person works at: [{member, venue, venueName, role}], by venue name. */
function venuesOf(app, personId) {
  const rows = arrayOf(new DynamicModel({ member: "", venue: "", venueName: "", role: "" }));
  app
    .db()
    .newQuery(
      "SELECT s.id AS member, s.venue AS venue, u.menuTitle AS venueName, s.role AS role FROM staff s " +
        "JOIN users u ON u.id = s.venue WHERE s.person = {:p} ORDER BY u.menuTitle, s.id",
    )
    .bind({ p: personId })
    .all(rows);
  return rows.map((r) => ({ member: r.member, venue: r.venue, venueName: r.venueName, role: r.role }));
}

module.exports = {
  MAX_MEMBERS,
  INVITES_PER_HOUR,
  addDevice,
  checkDeviceName,
  invite,
  sendInvitation,
  accept,
  describe,
  list,
  memberOf,
  invitationById,
  deviceAnswer,
  claimDevice,
  describeDevice,
  venuesOf,
  countInvite,
};
