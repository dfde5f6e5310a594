/// <reference path="types/pocketbase.d.ts" />
// POST /supportemail {email, text} (docs/security-and-isolation.md#support-messages): validates,
// stores the message in support_messages (superuser-only collection; $app.save bypasses API rules),
// then mails it to the app's sender address when SMTP is enabled. Mail being off or failing never
// fails the request: the message is stored either way (mailed = false). Rate-limited per IP by the
// migration's rule.
routerAdd(
  "POST",
  "/supportemail",
  (e) => {
    const body = e.requestInfo().body || {};
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const text = typeof body.text === "string" ? body.text.trim() : "";
    /** @type {{ [field: string]: { code: string, message: string } }} */
    const errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
      errors.email = { code: "validation_invalid_email", message: "Enter a valid email address." };
    if (!text) errors.text = { code: "validation_required", message: "Message is required." };
    else if (text.length > 5000)
      errors.text = { code: "validation_too_long", message: "Message is too long (max 5000 characters)." };
    if (Object.keys(errors).length)
      throw require(`${__hooks}/lib/shared/errors.js`).fieldsError("Please check the form.", errors);

    const col = e.app.findCollectionByNameOrId("support_messages");
    const rec = new Record(col);
    rec.set("email", email);
    rec.set("text", text);
    rec.set("mailed", false);
    e.app.save(rec);

    const settings = e.app.settings();
    if (settings.smtp.enabled && settings.meta.senderAddress) {
      try {
        const message = new MailerMessage({
          from: { address: settings.meta.senderAddress, name: settings.meta.senderName || "Draft" },
          to: [{ address: settings.meta.senderAddress }],
          headers: { "Reply-To": email },
          subject: "Support request from " + email,
          text: "From: " + email + "\n\n" + text,
        });
        e.app.newMailClient().send(message);
        rec.set("mailed", true);
        e.app.save(rec);
      } catch (err) {
        e.app.logger().error("support mail failed", "error", String(err), "message", rec.id);
      }
    }
    return e.json(200, { ok: true });
  },
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);
