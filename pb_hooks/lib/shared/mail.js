// Mail to owners (docs/security-and-isolation.md#mail): nothing goes to an address that is not
// verified, except the verification mail itself. Every kind of mail is capped per recipient
// address, VERIFY_PER_DAY a day (on top of PocketBase's own 2-minute resend guard and the
// per-address rate-limit rules of the migrations), and so are the sign-ups that name an address
// (docs/security-and-isolation.md#sign-up-and-mail-caps): a sign-up mails whatever address it
// names, so without a cap anyone could make the service mail strangers.
const VERIFY_PER_DAY = 3;
const SIGNUPS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNUPS_CAPPED =
  "Too many sign-ups with this address today. Try again tomorrow, or sign in if the address is yours.";

/** The key a recipient's counts are kept under: its address, trimmed and in lower case. */
function recipient(address) {
  return String(address || "")
    .trim()
    .toLowerCase();
}

/**
 * Whether one more verification mail to this address is allowed now (and counts it).
 * @param {CoreApp} app
 * @param {string} address
 * @returns {boolean}
 */
function allowVerificationMail(app, address) {
  return allowMail(app, "mail:verify:" + recipient(address));
}

/**
 * Whether one more password-reset mail to this address is allowed now (and counts it).
 * @param {CoreApp} app
 * @param {string} address
 * @returns {boolean}
 */
function allowResetMail(app, address) {
  return allowMail(app, "mail:reset:" + recipient(address));
}

/**
 * Takes one of `max` places a day under `key` when one is free (atomically: the store holds its
 * lock while the function runs, so racing requests cannot all take the last place). Returns the
 * time the place was taken under (to give it back), or 0 when the day's places are taken.
 */
function takePlace(app, key, max) {
  const now = Date.now();
  let taken = 0;
  app.store().setFunc(key, (old) => {
    let stored;
    try {
      stored = JSON.parse(String(old || "[]"));
    } catch (_) {
      stored = [];
    }
    const kept = stored.filter((t) => now - t < DAY_MS);
    if (kept.length >= max) return JSON.stringify(kept);
    // A distinct time per place, so that giving one back removes that one only.
    let at = now;
    while (kept.indexOf(at) >= 0) at++;
    kept.push(at);
    taken = at;
    return JSON.stringify(kept);
  });
  return taken;
}

/** Whether one more mail of the kind `key` names is allowed now, VERIFY_PER_DAY a day (and counts it). */
function allowMail(app, key) {
  return takePlace(app, key, VERIFY_PER_DAY) > 0;
}

/**
 * Counts a sign-up that names `address` (new or taken alike: the count depends on the requests
 * alone, so its 429 tells nobody whether the address has an account); a 429 when SIGNUPS_PER_DAY
 * already named it today. Returns the place to give back (releaseSignup) when the sign-up fails.
 * @param {CoreApp} app
 * @param {string} address
 * @returns {number}
 */
function holdSignup(app, address) {
  const at = takePlace(app, "signup:to:" + recipient(address), SIGNUPS_PER_DAY);
  if (!at) throw new TooManyRequestsError(SIGNUPS_CAPPED);
  return at;
}

/**
 * Gives back the place holdSignup took, for a sign-up that saved nothing.
 * @param {CoreApp} app
 * @param {string} address
 * @param {number} at
 * @returns {void}
 */
function releaseSignup(app, address, at) {
  if (!at) return;
  app.store().setFunc("signup:to:" + recipient(address), (old) => {
    let stored;
    try {
      stored = JSON.parse(String(old || "[]"));
    } catch (_) {
      stored = [];
    }
    return JSON.stringify(stored.filter((t) => t !== at));
  });
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
    if (!allowMail(app, "mail:signup:" + recipient(existing.email()))) return;
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

module.exports = {
  VERIFY_PER_DAY,
  SIGNUPS_PER_DAY,
  SIGNUPS_CAPPED,
  allowVerificationMail,
  allowResetMail,
  holdSignup,
  releaseSignup,
  sendVerification,
  sendSignupAttempt,
  takePlace,
};
