// "Pay and order" (docs/payments.md#pay-and-order): at a venue without tabs that takes payment with
// the order (`payFirst`), a guest's order is priced like any other (lib/orders/order-lines.js) and held
// with its payment, awaiting payment; the provider's webhook releases it: the order is stored then,
// under the guest's client request id, and reaches the board like any guest order. A plain order
// with money is refused at such a venue (lib/orders/order-create.js), so nothing reaches the board unpaid.
const payments = require(`${__hooks}/lib/payments/payments.js`);

const REQUEST_ID = /^[A-Za-z0-9_-]{8,100}$/;

function byRequestId(app, venueId, requestId) {
  if (!requestId) return null;
  return require(`${__hooks}/lib/shared/keyed.js`).findByKey(
    app,
    "payments",
    "[[venue]] = {:v} AND [[requestId]] = {:r}",
    { v: String(venueId), r: String(requestId) },
    "requestId",
  );
}

/** Starts (or resumes, for the same client request id) the checkout of a guest's order: {payment, url}. */
function startOrderCheckout(e) {
  const api = require(`${__hooks}/lib/tab/visit-api.js`);
  const lines = require(`${__hooks}/lib/orders/order-lines.js`);
  const menu = require(`${__hooks}/lib/menu/menu-data.js`);
  const body = api.body(e);
  const token = api.guestToken(e);
  const entry = api.venueEntry(e.app, body.userSlug);
  // [takeaway, docs/takeaway.md] A takeaway order at a venue whose takeaway is paid online: held
  // here like any Pay and order, with its pickup slot counted in the slot's capacity while pending.
  const takeaway =
    body.tableSlug === "takeaway" && entry.data.venue.takeaway
      ? require(`${__hooks}/lib/takeaway/takeaway.js`).forOrder(e.app, entry, body)
      : null;
  if (takeaway ? takeaway.settings.payment !== "online" : !entry.data.venue.payFirst) {
    throw new ApiError(409, "This venue does not take payment with the order.", {});
  }
  const table = api.tableOf(entry, body.tableSlug, !!takeaway);
  const requestId = String(body.clientRequestId || "");
  if (!REQUEST_ID.test(requestId)) {
    throw new BadRequestError("The client request id must be 8 to 100 letters, digits, '-' or '_'.");
  }
  const venue = e.app.findRecordById("users", entry.venueId);
  let payment = byRequestId(e.app, venue.id, requestId);
  if (payment) {
    if (payment.getString("orderData") && JSON.parse(payment.getString("orderData")).guestToken !== token) {
      throw new BadRequestError("This order was already sent.");
    }
    if (payment.getString("status") === "paid") throw new ApiError(409, "This order is already paid.", {});
    if (payment.getString("status") === "pending" && payment.getString("sessionId")) {
      return { payment: payment.id, url: payment.getString("checkoutUrl") };
    }
    if (payment.getString("status") !== "pending") throw new ApiError(409, "Send this order again as a new one.", {});
  } else {
    const minutes = require(`${__hooks}/lib/shared/timezone.js`).venueMinutes(String(entry.timeZone));
    const priced = lines.priceLines(e.app, venue.id, lines.parseItems(body.items), {
      isServed: (dish) => lines.isServedAt(dish.timeServed, minutes),
      findDishes: (app, ids) => menu.dishesOf(app, entry, ids),
      timedPrice: require(`${__hooks}/lib/money/money-rules.js`).timedPriceOf(entry),
    });
    // [money rules, docs/tax-and-receipts.md#pay-and-order] The order's tax, kept on it when it is
    // released, and what it charges: tax added, and the service charge at a table (1 guest).
    const rules = require(`${__hooks}/lib/money/money-rules.js`);
    const tax = entry.money && entry.money.tax ? rules.orderTaxOf(entry, priced.items, !!takeaway) : null;
    const money = rules.orderMoney(entry.money, priced.items, tax, !takeaway);
    const cents = money ? money.dueCents : Math.round(priced.total * 100);
    if (cents <= 0) throw new BadRequestError("There is nothing to pay in this order.");
    if (takeaway) require(`${__hooks}/lib/takeaway/takeaway.js`).checkOrder(takeaway, priced.items, 0, false);
    const currency = payments.currencyOf(venue);
    if (!currency || !venue.getString("stripeAccount")) {
      throw new ApiError(409, "This venue does not take payment online: pay the staff.", {});
    }
    payment = new Record(e.app.findCollectionByNameOrId("payments"));
    payment.set("venue", venue.id);
    payment.set("kind", "order");
    payment.set("tableSlug", table);
    payment.set("label", "Order");
    payment.set("requestId", requestId);
    payment.set("amountCents", cents);
    payment.set("tipCents", 0);
    payment.set("currency", currency);
    payment.set("status", "pending");
    payment.set("provider", "stripe");
    payment.set("account", venue.getString("stripeAccount"));
    payment.set("receiptKey", payments.randomKey());
    if (money) payment.set("money", money);
    payment.set("orderData", {
      user: venue.id,
      userSlug: String(entry.link),
      tableSlug: table,
      items: priced.items,
      total: priced.total,
      started: false,
      finished: false,
      guestToken: token,
      clientRequestId: requestId,
      currency: String(entry.data.venue.currency || ""),
      isTest: false,
      visit: "",
      ...(tax ? { tax: tax } : {}),
      ...(takeaway
        ? { pickupDay: takeaway.pickup.day, pickupAt: takeaway.pickup.time, pickupName: takeaway.pickup.name }
        : {}),
    });
    try {
      if (takeaway) require(`${__hooks}/lib/takeaway/takeaway.js`).holdSlot(e.app, payment, takeaway, priced.items);
      else e.app.save(payment);
    } catch (err) {
      // A full pickup slot (lib/takeaway/takeaway.js holdSlot): its 409, nothing saved.
      const full = require(`${__hooks}/lib/shared/domain.js`).SLOT_FULL;
      if (takeaway && String((err && err.message) || err).indexOf(full) >= 0) throw new ApiError(409, full, {});
      payment = byRequestId(e.app, venue.id, requestId);
      if (!payment) throw new ApiError(409, "This order's payment is being started: try again.", {});
      if (payment.getString("sessionId")) return { payment: payment.id, url: payment.getString("checkoutUrl") };
    }
  }
  return payments.createSession(e, venue, payment, table);
}

/** Whether an order of the payment's venue already has the held order's client request id. */
function requestIdTaken(txApp, payment) {
  const fields = JSON.parse(payment.getString("orderData") || "null");
  if (!fields) return false;
  const keyed = require(`${__hooks}/lib/shared/keyed.js`);
  return keyed.orderByRequestId(txApp, payment.getString("venue"), String(fields.clientRequestId || "")) !== null;
}

/**
 * The paid order's release, in the paid event's transaction `txApp` (lib/payments/payment-events.js): stores
 * the held order under its client request id (unique per venue, so once) with PocketBase's own
 * save, which joins the transaction (the guest path's prepared insert, lib/orders/order-save.js, runs on
 * the main connection and cannot). Returns its record.
 */
function releaseOrder(txApp, payment) {
  const fields = JSON.parse(payment.getString("orderData") || "null");
  if (!fields) return null;
  const record = new Record(txApp.findCollectionByNameOrId("orders"));
  // A held takeaway order gets its pickup number now, in the paid event's transaction (docs/takeaway.md).
  if (fields.pickupDay)
    fields.pickupNumber = require(`${__hooks}/lib/takeaway/takeaway.js`).nextNumber(
      txApp,
      fields.user,
      fields.pickupDay,
    );
  record.load(fields);
  require(`${__hooks}/lib/orders/order-save.js`).setCurrency(record, fields.currency);
  txApp.save(record);
  payment.set("order", record.id);
  // Its receipt, in the same transaction (docs/tax-and-receipts.md#receipts).
  require(`${__hooks}/lib/money/receipts.js`).issueForOrder(
    txApp,
    record,
    payment.id,
    "online",
    storedMoneyOf(payment),
  );
  return record;
}

/** The payment's stored money (payments.money, docs/tax-and-receipts.md#what-a-payment-stores), or null. */
function storedMoneyOf(payment) {
  const raw = payment.get("money");
  if (raw === null || raw === undefined) return null;
  try {
    const m = JSON.parse(toString(raw));
    return m && Array.isArray(m.rates) ? m : null;
  } catch (_) {
    return null;
  }
}

module.exports = { startOrderCheckout, releaseOrder, requestIdTaken };
