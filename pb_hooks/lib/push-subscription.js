// Validation of a push_subscriptions record before it is stored: a subscription must be able to
// encrypt (RFC 8291: p256dh is a 65-byte uncompressed P-256 point, auth a 16-byte secret) and its
// endpoint must be an http(s) URL, so a bad one is refused with 400 at once instead of failing every
// later push.
function bad(field, message) {
  return new BadRequestError(message, {
    [field]: new ValidationError("validation_invalid_push_subscription", message),
  });
}

function decoded(wp, value) {
  try {
    return wp.b64urlDecode(value);
  } catch (_) {
    return null;
  }
}

/** Throws BadRequestError (400) naming the field when `record` cannot be pushed to. */
function checkSubscription(record) {
  const wp = require(`${__hooks}/lib/webpush.js`);
  if (!/^https?:\/\/[^/?#@]+/i.test(record.getString("endpoint"))) {
    throw bad("endpoint", "The push endpoint must be an http(s) URL.");
  }
  const key = decoded(wp, record.getString("p256dh"));
  if (!key || key.length !== 65 || key[0] !== 4) {
    throw bad("p256dh", "The push key (p256dh) must be a base64url P-256 public key.");
  }
  const auth = decoded(wp, record.getString("auth"));
  if (!auth || auth.length !== 16) {
    throw bad("auth", "The push secret (auth) must be 16 bytes in base64url.");
  }
}

module.exports = { checkSubscription };
