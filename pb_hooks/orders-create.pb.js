/// <reference path="../pb_data/types.d.ts" />
// Guest order create (spec 3/4, DESIGN.md 4): the server is the authority. Whatever the client
// sends, the venue comes from `userSlug` (the public link), the table must be one the venue has,
// every line is rebuilt from the dish record (price + the dish's own extras), dishes must be on
// sale and inside their serving window at the venue's local time, `total` is recomputed, and the
// order starts "not started". A retried send (same clientRequestId) returns the order it already
// created, even when two sends race (the unique index decides, we answer with the winner).
// Superusers (the admin dashboard, test setup) are not guests: their creates pass unchanged.
onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const lines = require(`${__hooks}/lib/order-lines.js`);
  const info = e.requestInfo();
  const body = info.body || {};
  const fail = (field, message) => {
    const data = {};
    data[field] = new ValidationError("validation_invalid_" + field, message);
    return new BadRequestError(message, data);
  };

  // The venue: found by its public link; a `user` the client sends must agree with it.
  const slug = String(body.userSlug || "")
    .trim()
    .toLowerCase();
  const sentUser = String(body.user || "").trim();
  let venue = null;
  try {
    if (slug) venue = require(`${__hooks}/lib/venues.js`).findVenueByLink(e.app, slug);
    else if (sentUser) venue = e.app.findRecordById("users", sentUser);
  } catch (_) {
    venue = null;
  }
  if (!venue) throw fail("userSlug", "Unknown venue: this menu does not exist.");
  if (sentUser && sentUser !== venue.id) throw fail("user", "This order does not belong to this venue.");
  // [issue 14: staff orders] `staff: true` is the signed-in owner entering an order on Orders: only
  // for their own venue (403 otherwise); everything below (table, pricing, idempotency) is the same.
  require(`${__hooks}/lib/staff-order.js`).isStaffOrder(e, body, venue);

  // The table: an existing table of that venue, by number (or record id); stored as its number.
  const table = String(body.tableSlug === undefined || body.tableSlug === null ? "" : body.tableSlug).trim();
  const tableRecord = require(`${__hooks}/lib/tables.js`).findTable(e.app, venue.id, table);
  if (!tableRecord) throw fail("tableSlug", "Unknown table: this venue has no table " + (table || "(none)") + ".");

  // Guest token (follow your own orders) and client request id (idempotent sends). The token comes
  // in the X-Guest-Token header, the same header the guest later lists and subscribes with:
  // PocketBase drops hidden fields (guestToken) from a non-superuser's body before hooks see it.
  const TOKEN = /^[A-Za-z0-9_-]{24,100}$/;
  const REQUEST_ID = /^[A-Za-z0-9_-]{8,100}$/;
  const headers = info.headers || {};
  const guestToken = String(headers["x_guest_token"] || body.guestToken || "");
  if (guestToken && !TOKEN.test(guestToken)) {
    throw fail("guestToken", "The guest token must be 24 to 100 letters, digits, '-' or '_'.");
  }
  const requestId = String(body.clientRequestId || "");
  if (requestId && !REQUEST_ID.test(requestId)) {
    throw fail("clientRequestId", "The client request id must be 8 to 100 letters, digits, '-' or '_'.");
  }
  const findSent = () => {
    if (!requestId) return null;
    try {
      return e.app.findFirstRecordByFilter("orders", "user = {:u} && clientRequestId = {:c}", {
        u: venue.id,
        c: requestId,
      });
    } catch (_) {
      return null;
    }
  };
  const answerWith = (existing) => {
    // Only the sender (same guest token) gets the earlier order back; anybody else learns nothing.
    if (existing.getString("guestToken") !== guestToken) throw fail("clientRequestId", "This order was already sent.");
    return e.json(200, existing);
  };
  const earlier = findSent();
  if (earlier) return answerWith(earlier);

  // Lines: rebuilt from the dish records; dishes outside their serving window are refused.
  // In the venue's own time zone; a tzOffset the guest's phone sends is ignored.
  const minutes = require(`${__hooks}/lib/timezone.js`).venueMinutes(venue.getString("timeZone"));
  const items = lines.parseJson(body.items, null);
  const priced = lines.priceLines(e.app, venue.id, items, {
    allowWaiter: true,
    isServed: (dish) => lines.isServedAt(lines.jsonField(dish, "timeServed", null), minutes),
  });

  e.record.set("user", venue.id);
  e.record.set("userSlug", venue.getString("publicLink"));
  e.record.set("tableSlug", String(tableRecord.getInt("tableNumber")));
  e.record.set("items", priced.items);
  e.record.set("total", priced.total);
  e.record.set("started", false);
  e.record.set("finished", false);
  e.record.set("guestToken", guestToken);
  e.record.set("clientRequestId", requestId);
  try {
    e.next();
  } catch (err) {
    // A concurrent send with the same clientRequestId won the unique index: answer with its order.
    const winner = findSent();
    if (winner) return answerWith(winner);
    throw err;
  }
}, "orders");
