/// <reference path="types/pocketbase.d.ts" />
// No mail to an unverified address except the verification mail, and at most
// lib/shared/mail.js VERIFY_PER_DAY of each kind a day to one address (docs/security-and-isolation.md#mail).
// A skipped mail changes nothing the requester sees: PocketBase answers 204 either way.

onMailerRecordVerificationSend((e) => {
  if (!require(`${__hooks}/lib/shared/mail.js`).allowVerificationMail(e.app, e.record.email())) {
    e.app.logger().info("mail: verification mail skipped (daily cap)", "user", e.record.id);
    return;
  }
  e.next();
}, "users");

onMailerRecordPasswordResetSend((e) => {
  if (!e.record.verified()) {
    e.app.logger().info("mail: password reset skipped (address not verified)", "user", e.record.id);
    return;
  }
  if (!require(`${__hooks}/lib/shared/mail.js`).allowResetMail(e.app, e.record.email())) {
    e.app.logger().info("mail: password reset skipped (daily cap)", "user", e.record.id);
    return;
  }
  e.next();
}, "users");

onMailerRecordOTPSend((e) => {
  if (!e.record.verified()) return;
  e.next();
}, "users");

// Login alerts are off (migration 1764400000); should someone turn them on, still nothing to an
// unverified address.
onMailerRecordAuthAlertSend((e) => {
  if (!e.record.verified()) return;
  e.next();
}, "users");

// The app URL (links in every mail) is the public origin the operator runs the app at.
onBootstrap((e) => {
  e.next();
  const origin = String($os.getenv("PUBLIC_ORIGIN") || "").replace(/\/+$/, "");
  if (!/^https?:\/\/[^\s/]+$/.test(origin)) return;
  const settings = e.app.settings();
  if (settings.meta.appURL === origin) return;
  settings.meta.appURL = origin;
  e.app.save(settings);
});
