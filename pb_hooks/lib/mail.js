// Mail to owners (docs/security-and-isolation.md#mail): nothing goes to an address that is not
// verified, except the verification mail itself, which is capped per account (on top of
// PocketBase's own 2-minute resend guard and the per-address rate-limit rules of the migrations).
const VERIFY_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether one more verification mail to this account is allowed now (and counts it).
 * @param {CoreApp} app
 * @param {string} userId
 * @returns {boolean}
 */
function allowVerificationMail(app, userId) {
  return allowMail(app, "mail:verify:" + userId);
}

/** Whether one more mail of the kind `key` names is allowed now, VERIFY_PER_DAY a day (and counts it). */
function allowMail(app, key) {
  const now = Date.now();
  let stored;
  try {
    stored = JSON.parse(String(app.store().get(key) || "[]"));
  } catch (_) {
    stored = [];
  }
  const sent = stored.filter((t) => {
    return now - t < DAY_MS;
  });
  if (sent.length >= VERIFY_PER_DAY) return false;
  sent.push(now);
  app.store().set(key, JSON.stringify(sent));
  return true;
}

/**
 * Sends the verification mail to a new, unverified account when SMTP is on; never throws.
 * @param {CoreApp} app
 * @param {core.Record} user
 * @returns {void}
 */
function sendVerification(app, user) {
  try {
    if (!app.settings().smtp.enabled || user.verified()) return;
    $mails.sendRecordVerification(app, user);
  } catch (err) {
    app.logger().error("mail: verification failed", "error", String(err));
  }
}

/**
 * Tells the owner of `existing` that someone tried to sign up with their address (a verified
 * address; at most VERIFY_PER_DAY a day), or sends an unconfirmed account its verification mail
 * again. Only when SMTP is on; never throws.
 * @param {CoreApp} app
 * @param {core.Record} existing
 * @returns {void}
 */
function sendSignupAttempt(app, existing) {
  try {
    if (!app.settings().smtp.enabled) return;
    if (!existing.verified()) return sendVerification(app, existing);
    if (!allowMail(app, "mail:signup:" + existing.id)) return;
    const meta = app.settings().meta;
    const name = String(meta.appName || "the menu app");
    const esc = (s) => String(s).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
    app.newMailClient().send(
      new MailerMessage({
        from: { address: meta.senderAddress, name: meta.senderName },
        to: [{ address: existing.email() }],
        subject: "Someone tried to sign up with your address",
        html:
          "<p>Someone tried to create a new account at " +
          esc(name) +
          " (" +
          esc(meta.appURL) +
          ") with this address, which already has an account. Nothing was changed.</p>" +
          "<p>If it was you: sign in with the password you have. If it was not you, you can ignore this mail.</p>",
      }),
    );
  } catch (err) {
    app.logger().error("mail: sign-up notice failed", "error", String(err));
  }
}

module.exports = { VERIFY_PER_DAY, allowVerificationMail, sendVerification, sendSignupAttempt };
