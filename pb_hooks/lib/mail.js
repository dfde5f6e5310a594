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
  const key = "mail:verify:" + userId;
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

module.exports = { VERIFY_PER_DAY, allowVerificationMail, sendVerification };
