// Takeaway and order-ahead (docs/takeaway.md): the venue's settings, its pickup slots, and a
// takeaway order's slot check, capacity and pickup number, decided in one short write transaction.
// Rules: src/domain/takeaway.ts (pb_hooks/lib/shared/domain.js). Routes: takeaway.pb.js; the order itself
// comes through the guest order create (lib/orders/order-create.js) with tableSlug "takeaway".
const domain = require(`${__hooks}/lib/shared/domain.js`);

// A held takeaway payment (docs/payments.md#pay-and-order) keeps its place in its slot this long;
// a Checkout left open longer no longer blocks the slot (its paid order is stored all the same).
const HOLD_MINUTES = 30;

/**
 * The venue's takeaway settings (defaults, off, when unset).
 * @param {core.Record} venue
 */
function settingsOf(venue) {
  return domain.readTakeaway(require(`${__hooks}/lib/orders/order-lines.js`).jsonField(venue, "takeaway", null));
}

/**
 * The venue's local day ("YYYY-MM-DD") and minute of the day now, in its time zone.
 * @param {string} zone
 */
function venueNow(zone) {
  const tz = require(`${__hooks}/lib/shared/timezone.js`);
  let t;
  try {
    t = new DateTime().time().in(new Timezone(tz.isValidZone(zone) ? zone : "UTC"));
  } catch (_) {
    t = new DateTime().time();
  }
  return { day: String(t.format("2006-01-02")), minutes: tz.venueMinutes(zone) };
}

/**
 * The venue's clock for the slot rules (domain VenueClock): its local date now, now in epoch minutes,
 * and the instant of a local time in its zone (Go's zone rules: DST-safe).
 * @param {string} zone
 */
function venueClock(zone) {
  const tz = require(`${__hooks}/lib/shared/timezone.js`);
  const name = tz.isValidZone(zone) ? zone : "UTC";
  return {
    today: venueNow(name).day,
    nowMinute: Math.floor(Date.now() / 60000),
    at: (day, minutes) => {
      const hhmm = String(domain.toHhmm(Math.floor(minutes / 60) + ":" + String(minutes % 60).padStart(2, "0")));
      const t = new DateTime(day + " " + hhmm + ":00", name).time();
      // A local time the clocks skip (DST forward) comes back as another time of day: no slot.
      if (String(t.in(new Timezone(name)).format("2006-01-02 15:04")) !== day + " " + hhmm) return NaN;
      return Math.floor(t.unix() / 60);
    },
  };
}

/**
 * How full the venue's slot `day` `time` is: its orders and their items, and the pending takeaway
 * payments held for it (younger than HOLD_MINUTES).
 * @param {core.App} app
 * @param {string} venueId
 * @param {string} day
 * @param {string} time
 */
function slotUse(app, venueId, day, time) {
  const row = new DynamicModel({ orders: 0, items: 0 });
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS orders, COALESCE(SUM((SELECT SUM(CAST(json_extract(j.value, '$.count') AS INTEGER))" +
        " FROM json_each(o.items) j)), 0) AS items FROM orders o" +
        " WHERE o.user = {:v} AND o.pickupDay = {:d} AND o.pickupNumber > 0 AND o.pickupAt = {:t}",
    )
    .bind({ v: venueId, d: day, t: time })
    .one(row);
  const held = new DynamicModel({ orders: 0, items: 0 });
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS orders, COALESCE(SUM((SELECT SUM(CAST(json_extract(j.value, '$.count') AS INTEGER))" +
        " FROM json_each(json_extract(p.orderData, '$.items')) j)), 0) AS items FROM payments p" +
        " WHERE p.venue = {:v} AND p.pickup = {:p} AND p.status = 'pending' AND p.created > {:since}",
    )
    .bind({ v: venueId, p: day + " " + time, since: holdSince() })
    .one(held);
  return { orders: Number(row.orders) + Number(held.orders), items: Number(row.items) + Number(held.items) };
}

/** The oldest `created` of a payment that still holds its slot, in PocketBase's date format. */
function holdSince() {
  return new Date(Date.now() - HOLD_MINUTES * 60000).toISOString().replace("T", " ");
}

/**
 * A guest's takeaway details, checked (400 with a message otherwise): the slot and the name.
 * @param {any} settings
 * @param {any} body
 * @param {string} zone
 */
function checkPickup(settings, body, zone) {
  const fail = require(`${__hooks}/lib/shared/errors.js`).fieldError;
  // The service day: the guest's `pickupDay` (order-ahead), or today's (docs/takeaway.md#slots).
  const slot = domain.pickupSlotProblem(settings, body.pickupDay, body.pickupAt, venueClock(zone));
  if (slot.problem) throw fail(slot.field || "pickupAt", slot.problem);
  const name = domain.pickupName(body.pickupName);
  if (name === null)
    throw fail("pickupName", "Give a name for the pickup (at most " + domain.MAX_PICKUP_NAME + " characters).");
  return { day: slot.day, time: String(domain.toHhmm(body.pickupAt)), name: name };
}

/** Dish items of priced lines, summed (what the slot's item limit counts). */
function itemCount(items) {
  let n = 0;
  for (const line of items || []) n += Number(line.count) || 0;
  return n;
}

/**
 * The venue's next pickup number of `day` (1, 2, ...), read inside the write's transaction.
 * @param {core.App} txApp
 */
function nextNumber(txApp, venueId, day) {
  const row = new DynamicModel({ n: 0 });
  txApp
    .db()
    .newQuery(
      "SELECT COALESCE(MAX(pickupNumber), 0) AS n FROM orders WHERE user = {:v} AND pickupDay = {:d} AND pickupNumber > 0",
    )
    .bind({ v: venueId, d: day })
    .one(row);
  return Number(row.n) + 1;
}

/**
 * Stores a takeaway order `record` (fields loaded, pickup checked) in one short transaction: the
 * slot's capacity is read and the order written with the next pickup number, or a 409 and nothing.
 * Why one transaction: SQLite has one writer, so two guests racing for the last place are served
 * one after the other, and the second reads the first's order.
 * @param {core.App} app
 * @param {core.Record} record
 * @param {any} settings
 * @param {{day: string, time: string, name: string}} pickup
 * @param {any[]} lines the order's priced lines
 */
function insertTakeaway(app, record, settings, pickup, lines) {
  const venueId = record.getString("user");
  const items = itemCount(lines);
  app.runInTransaction((txApp) => {
    if (!domain.slotTakes(settings, slotUse(txApp, venueId, pickup.day, pickup.time), items)) {
      throw new ApiError(409, domain.SLOT_FULL, {});
    }
    record.set("pickupDay", pickup.day);
    record.set("pickupAt", pickup.time);
    record.set("pickupName", pickup.name);
    record.set("pickupNumber", nextNumber(txApp, venueId, pickup.day));
    txApp.save(record);
  });
  showPickup(record);
}

/**
 * Saves a held takeaway payment (Pay and order) with its slot, after the slot's capacity is read in
 * the same short transaction: the held order takes its place until paid, failed or HOLD_MINUTES old.
 * A full slot is a 409 and nothing is saved.
 * @param {core.App} app
 * @param {core.Record} payment
 * @param {{settings: any, pickup: {day: string, time: string}}} takeaway
 * @param {any[]} lines
 */
function holdSlot(app, payment, takeaway, lines) {
  const venueId = payment.getString("venue");
  app.runInTransaction((txApp) => {
    const use = slotUse(txApp, venueId, takeaway.pickup.day, takeaway.pickup.time);
    if (!domain.slotTakes(takeaway.settings, use, itemCount(lines))) throw new ApiError(409, domain.SLOT_FULL, {});
    payment.set("pickup", takeaway.pickup.day + " " + takeaway.pickup.time);
    txApp.save(payment);
  });
}

/** The pickup fields of an order (hidden on the collection, so a table order's JSON is as before). */
const PICKUP_FIELDS = ["pickupNumber", "pickupDay", "pickupAt", "pickupName"];

/**
 * Makes a takeaway order's pickup fields part of its JSON (a table order's stay hidden); returns it.
 * @param {core.Record} record
 */
function showPickup(record) {
  if (record.getInt("pickupNumber") > 0) record.unhide(...PICKUP_FIELDS);
  return record;
}

/**
 * The pickup slots a guest may pick from now on (today's service up to `daysAhead` days later),
 * each open or full (GET /api/takeaway/{link}/slots).
 * @param {core.App} app
 * @param {core.Record} venue
 */
function slotsOf(app, venue) {
  const settings = settingsOf(venue);
  const zone = venue.getString("timeZone") || "UTC";
  const clock = venueClock(zone);
  const days = domain.serviceDays(settings, clock.today);
  // The days' use of every slot in two grouped queries (not two per slot).
  /** @type {Record<string, {orders: number, items: number}>} */
  const use = {};
  const add = (key, orders, items) => {
    const u = use[key] || (use[key] = { orders: 0, items: 0 });
    u.orders += Number(orders);
    u.items += Number(items);
  };
  const rows = arrayOf(new DynamicModel({ d: "", t: "", orders: 0, items: 0 }));
  app
    .db()
    .newQuery(
      "SELECT o.pickupDay AS d, o.pickupAt AS t, COUNT(*) AS orders, COALESCE(SUM((SELECT SUM(CAST(json_extract(j.value, '$.count') AS INTEGER))" +
        " FROM json_each(o.items) j)), 0) AS items FROM orders o" +
        " WHERE o.user = {:v} AND o.pickupDay >= {:first} AND o.pickupDay <= {:last} AND o.pickupNumber > 0" +
        " GROUP BY o.pickupDay, o.pickupAt",
    )
    .bind({ v: venue.id, first: days[0], last: days[days.length - 1] })
    .all(rows);
  for (const r of rows) add(String(r.d) + " " + String(r.t), r.orders, r.items);
  const held = arrayOf(new DynamicModel({ t: "", orders: 0, items: 0 }));
  app
    .db()
    .newQuery(
      "SELECT p.pickup AS t, COUNT(*) AS orders, COALESCE(SUM((SELECT SUM(CAST(json_extract(j.value, '$.count') AS INTEGER))" +
        " FROM json_each(json_extract(p.orderData, '$.items')) j)), 0) AS items FROM payments p" +
        " WHERE p.venue = {:v} AND p.pickup >= {:first} AND p.pickup < {:after} AND p.status = 'pending'" +
        " AND p.created > {:since} GROUP BY p.pickup",
    )
    .bind({ v: venue.id, first: days[0], after: domain.addDays(days[days.length - 1], 1), since: holdSince() })
    .all(held);
  for (const r of held) add(String(r.t), r.orders, r.items);
  return {
    day: clock.today,
    payment: settings.payment,
    slots: domain.listSlots(settings, clock, (day, time) => use[day + " " + time] || { orders: 0, items: 0 }),
  };
}

/**
 * A takeaway order's checks before pricing (lib/orders/order-create.js): the venue's settings (read from
 * its record: they are not in the cached menu) and the guest's slot and name. 400 on bad input.
 * @param {core.App} app
 * @param {any} entry the venue's cached menu entry (lib/menu/menu-data.js)
 * @param {any} body
 */
function forOrder(app, entry, body) {
  const venue = app.findRecordById("users", String(entry.venueId));
  const settings = settingsOf(venue);
  if (!settings.on) throw new ApiError(404, "This venue does not take takeaway orders.", {});
  return { settings: settings, pickup: checkPickup(settings, body, String(entry.timeZone || "UTC")) };
}

/**
 * A priced takeaway order's own rules: no waiter call (there is no table to come to), and at a
 * venue that takes takeaway payment online, an order with money goes through Pay and order.
 * @param {{settings: any}} takeaway
 * @param {any[]} items
 * @param {number} cents
 * @param {boolean} isStaff
 */
function checkOrder(takeaway, items, cents, isStaff) {
  if (domain.hasWaiterLine(items)) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "items",
      "A takeaway order cannot call a waiter: there is no table.",
    );
  }
  if (cents > 0 && takeaway.settings.payment === "online" && !isStaff) {
    throw new ApiError(409, "This venue takes payment with takeaway orders: use Pay and order.", {});
  }
}

module.exports = {
  holdSlot,
  showPickup,
  PICKUP_FIELDS,
  forOrder,
  checkOrder,
  settingsOf,
  venueNow,
  venueClock,
  slotUse,
  checkPickup,
  itemCount,
  nextNumber,
  insertTakeaway,
  slotsOf,
};
