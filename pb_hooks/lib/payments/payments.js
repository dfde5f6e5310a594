// Pay from the phone (docs/payments.md): a member of a table's visit pays a share of the bill the
// group asked for, on the venue's connected account through the provider (lib/payments/payments-provider.js).
// The amount is always the share's, read here from the stored bill (src/domain/split.ts planBill),
// never the client's. A payment counts only when the provider's signed webhook says so
// (applyEvent), once per event id, for the right account, session and amount.
const provider = require(`${__hooks}/lib/payments/payments-provider.js`);

// Currencies whose amounts Stripe does not take in hundredths (https://docs.stripe.com/currencies,
// "Zero-decimal currencies", "Three-decimal currencies", "Special cases"): prices here are integer
// cents, so a charge in one of these would be 100 times too big (zero-decimal), 10 times too small
// (three-decimal), or refused (ISK: whole units only, in hundredths). Refused with a message until
// amounts in each currency's own minor unit are supported (docs/payments.md#currencies).
const ZERO_DECIMAL = [
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
  "ISK",
];
const THREE_DECIMAL = ["BHD", "JOD", "KWD", "OMR", "TND"];

/** Why the venue's currency cannot be paid online ("" when it can). */
function currencyProblem(venue) {
  const c = String(venue.getString("currency") || "")
    .trim()
    .toUpperCase();
  if (!/^[A-Z]{3}$/.test(c)) {
    return "Online payment needs your menu's currency as a three-letter code with cents (EUR, USD, GBP...).";
  }
  if (ZERO_DECIMAL.indexOf(c) >= 0 || THREE_DECIMAL.indexOf(c) >= 0) {
    return (
      "Online payment does not take " +
      c +
      " yet: its amounts are not in hundredths, and prices here are kept in cents. Guests pay the staff as before."
    );
  }
  return "";
}

/** The venue's ISO currency for the provider (lowercase), or "" when it cannot take payment online. */
function currencyOf(venue) {
  if (currencyProblem(venue)) return "";
  return String(venue.getString("currency")).trim().toLowerCase();
}

/** The Settings panel's view of the venue's payments (never the account id in full). */
function venueView(venue) {
  const account = venue.getString("stripeAccount");
  return {
    available: provider.isConfigured(),
    on: venue.getBool("paymentsOn"),
    connected: !!account,
    account: account ? "…" + account.slice(-4) : "",
    ready: venue.getBool("stripeReady"),
    country: venue.getString("stripeCountry"),
    currencyOk: !currencyProblem(venue),
    currencyProblem: currencyProblem(venue),
    payOnline: venue.getBool("payOnline"),
    payFirst: venue.getBool("payFirst"),
    tabs: venue.getString("tableService") === "tab",
  };
}

/** Recomputes `payOnline` (shown on the public menu) from the switch, the account and the currency; saves. */
function saveVenue(app, venue) {
  const payOnline =
    venue.getBool("paymentsOn") &&
    venue.getBool("stripeReady") &&
    !!venue.getString("stripeAccount") &&
    !!currencyOf(venue);
  venue.set("payOnline", payOnline);
  app.save(venue);
}

function randomKey() {
  return $security.randomStringWithAlphabet(32, "abcdefghijklmnopqrstuvwxyz0123456789");
}

/** The origin the guest's browser comes back to (PUBLIC_ORIGIN, else the request's own). */
function originOf(e) {
  const env = String($os.getenv("PUBLIC_ORIGIN") || "").replace(/\/+$/, "");
  if (env) return env;
  const proto = e.request.tls ? "https" : "http";
  return proto + "://" + e.request.host;
}

/** The live (pending or paid) payment of a visit's share, or null. */
function livePayment(app, visitId, share) {
  try {
    return app.findFirstRecordByFilter(
      "payments",
      "visit = {:v} && share = {:s} && (status = 'pending' || status = 'paid')",
      {
        v: visitId,
        s: share,
      },
    );
  } catch (_) {
    return null;
  }
}

/**
 * Starts (or resumes) the checkout of share `index` of the visit: {payment, url}. A second call for
 * the same share reuses its pending payment and the same idempotency key, so the provider answers
 * with the same session: a guest who retries after a timeout never pays twice.
 */
function startCheckout(e, visit, index) {
  const bill = visit.bill;
  if (visit.status !== "billRequested" || !bill) throw new ApiError(409, "Nobody has asked for the bill yet.", {});
  const i = Number(index);
  const share = Number.isInteger(i) ? bill.shares[i] : undefined;
  if (!share) throw new NotFoundError("This bill has no such share.");
  return checkoutOf(e, visit, i, share, String(share.label || ""));
}

/**
 * Starts (or resumes) the checkout of a member's part (docs/table-tab.md#pay-your-part): {payment,
 * url}, the amount read from the stored part, as a share's. Kept as payments.share PART_SHARE + no.
 */
function startPartCheckout(e, visit, no) {
  const parts = require(`${__hooks}/lib/tab/visit-parts.js`);
  const part = parts.partOf(visit, no);
  if (!part) throw new NotFoundError("This visit has no such part.");
  const label = require(`${__hooks}/lib/tab/visit-live.js`).labelOf(visit, part.n) + "'s part";
  return checkoutOf(e, visit, parts.PART_SHARE + part.no, part, label);
}

/** The checkout of `slot` {amountCents, tipCents, paid} kept as payments.share `i`. */
function checkoutOf(e, visit, i, slot, label) {
  provider.requireConfigured();
  const venue = e.app.findRecordById("users", visit.user);
  const account = venue.getString("stripeAccount");
  if (!venue.getBool("payOnline") || !account) {
    throw new ApiError(409, "This venue does not take payment online: pay the staff.", {});
  }
  const share = slot;
  if (share.paid) throw new ApiError(409, "This share is already paid.", {});
  if (share.amountCents + share.tipCents <= 0) throw new BadRequestError("There is nothing to pay in this share.");
  const currency = currencyOf(venue);
  if (!currency) throw new ApiError(409, "This venue does not take payment online: pay the staff.", {});
  let payment = livePayment(e.app, visit.id, i);
  if (payment && payment.getString("status") === "paid") throw new ApiError(409, "This share is already paid.", {});
  if (
    payment &&
    (payment.getInt("amountCents") !== share.amountCents ||
      payment.getInt("tipCents") !== share.tipCents ||
      payment.getString("account") !== account)
  ) {
    // The bill was asked for again since: the old checkout no longer matches (applyEvent refuses it).
    payment.set("status", "failed");
    payment.set("note", "The bill changed before this checkout was paid.");
    e.app.save(payment);
    payment = null;
  }
  if (payment && payment.getString("sessionId")) {
    return { payment: payment.id, url: payment.getString("checkoutUrl") };
  }
  if (!payment) {
    payment = new Record(e.app.findCollectionByNameOrId("payments"));
    payment.set("venue", venue.id);
    payment.set("kind", "share");
    payment.set("visit", visit.id);
    payment.set("tableSlug", visit.tableSlug);
    payment.set("share", i);
    payment.set("label", label.slice(0, 80));
    payment.set("amountCents", share.amountCents);
    payment.set("tipCents", share.tipCents);
    payment.set("currency", currency);
    payment.set("status", "pending");
    payment.set("provider", "stripe");
    payment.set("account", account);
    payment.set("receiptKey", randomKey());
    // What it charges part by part, for its receipt (docs/tax-and-receipts.md#what-a-payment-stores).
    if (share.money) payment.set("money", share.money);
    try {
      e.app.save(payment);
    } catch (_) {
      // Another phone started this share's checkout at the same moment: use theirs.
      payment = livePayment(e.app, visit.id, i);
      if (!payment) throw new ApiError(409, "This share's payment is being started: try again.", {});
      if (payment.getString("sessionId")) return { payment: payment.id, url: payment.getString("checkoutUrl") };
    }
  }
  return createSession(e, venue, payment, visit.tableSlug);
}

/**
 * Asks the provider for the payment's Checkout Session (idempotency key checkout-<payment>, so a
 * retry gets the same session) and stores it: {payment, url}. The guest comes back to their menu.
 */
function createSession(e, venue, payment, table) {
  const back = originOf(e) + "/" + venue.getString("publicLink") + "/" + table;
  const title = String(venue.getString("menuTitle") || "Bill").slice(0, 60);
  const answer = provider.call("checkout", {
    paymentId: payment.id,
    visitId: payment.getString("visit"),
    venueId: venue.id,
    account: payment.getString("account"),
    currency: payment.getString("currency"),
    amountCents: payment.getInt("amountCents"),
    tipCents: payment.getInt("tipCents"),
    label: title + ", table " + table + ": " + payment.getString("label"),
    // Back to the guest's menu, which shows the receipt (docs/payments.md#the-receipt).
    successUrl: back + "?receipt=" + payment.id + "." + payment.getString("receiptKey"),
    cancelUrl: back,
    idempotencyKey: "checkout-" + payment.id,
  });
  payment.set("sessionId", String(answer.sessionId || ""));
  payment.set("checkoutUrl", String(answer.url || ""));
  payment.set("feeCents", Number(answer.feeCents) || 0);
  e.app.save(payment);
  return { payment: payment.id, url: payment.getString("checkoutUrl") };
}

module.exports = {
  currencyOf,
  currencyProblem,
  venueView,
  saveVenue,
  startCheckout,
  startPartCheckout,
  createSession,
  livePayment,
  originOf,
  randomKey,
};
