// Team members of a venue (pb_hooks/team.pb.js): adding one and their invitation.
const MAX_MEMBERS = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A new member of `venueId` from {name, email, role}; a 400 with a message for a bad name, email or
 * role, or a full team; nothing is saved then.
 * @param {CoreApp} app
 * @param {string} venueId
 * @param {{ [key: string]: any }} body
 */
function addMember(app, venueId, body) {
  const errors = require(`${__hooks}/lib/errors.js`);
  const roles = require(`${__hooks}/lib/staff.js`).ROLES;
  const name = typeof body.name === "string" ? body.name.trim() : "";
  const isDevice = body.device === true;
  // A shared device signs in with its invitation only: its address is nobody's.
  const email = isDevice
    ? "device-" + $security.randomStringWithAlphabet(16, "abcdefghijklmnopqrstuvwxyz0123456789") + "@devices.invalid"
    : typeof body.email === "string"
      ? body.email.trim().toLowerCase()
      : "";
  const role = typeof body.role === "string" ? body.role : "";
  if (!name || name.length > 100) throw errors.fieldError("name", "Enter the member's name (at most 100 characters).");
  if (!EMAIL.test(email) || email.length > 200) throw errors.fieldError("email", "Enter the member's email address.");
  if (roles.indexOf(role) < 0) throw errors.fieldError("role", "The role must be manager, waiter or kitchen.");
  if (isDevice && role === "manager")
    throw errors.fieldError("role", "A shared device has the kitchen or waiter role.");
  if (app.countRecords("staff", $dbx.hashExp({ venue: venueId })) >= MAX_MEMBERS) {
    throw new BadRequestError("A venue can have at most " + MAX_MEMBERS + " team members.");
  }
  let taken = true;
  try {
    app.findAuthRecordByEmail("staff", email);
  } catch (_) {
    taken = false;
  }
  if (taken) throw errors.fieldError("email", "This address already belongs to a team member.");
  const rec = new Record(app.findCollectionByNameOrId("staff"));
  rec.set("venue", venueId);
  rec.set("name", name);
  rec.set("role", role);
  rec.set("device", isDevice);
  rec.setEmail(email);
  // Readable by the venue's owner and the member only (the collection's rules).
  rec.setEmailVisibility(true);
  // Nobody knows this password: the member sets their own through the invitation.
  rec.setPassword($security.randomString(40));
  rec.setVerified(false);
  app.save(rec);
  return rec;
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

/** {member, invite, mailed}: a fresh invitation token; mailed when SMTP is on. */
function inviteAnswer(app, member) {
  const token = member.newPasswordResetToken();
  let mailed = false;
  try {
    if (app.settings().smtp.enabled && !member.getBool("device")) {
      const meta = app.settings().meta;
      const link = String(meta.appURL).replace(/\/+$/, "") + "/login?invite=" + encodeURIComponent(token);
      const esc = (s) => String(s).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
      app.newMailClient().send(
        new MailerMessage({
          from: { address: meta.senderAddress, name: meta.senderName },
          to: [{ address: member.email() }],
          subject: "You are invited to your venue's team",
          html:
            "<p>Hello " +
            esc(member.getString("name")) +
            ',</p><p>Set your password to sign in: <a href="' +
            esc(link) +
            '">' +
            esc(link) +
            "</a></p><p>The link works once, for 3 days.</p>",
        }),
      );
      mailed = true;
    }
  } catch (err) {
    app.logger().error("mail: team invitation failed", "error", String(err));
  }
  return {
    member: {
      id: member.id,
      name: member.getString("name"),
      role: member.getString("role"),
      email: member.email(),
      device: member.getBool("device"),
    },
    // Shown once to the owner only where no mail went out.
    invite: mailed ? "" : token,
    mailed: mailed,
  };
}

module.exports = { MAX_MEMBERS, addMember, memberOf, inviteAnswer };
