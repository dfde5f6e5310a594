// The takeaway routes' handlers (takeaway.pb.js registers them; docs/takeaway.md).
const takeaway = require(`${__hooks}/lib/takeaway/takeaway.js`);

/** The signed-in owner's or manager's venue record (403 for the other roles). */
function venueOf(e) {
  const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "manage");
  return e.app.findRecordById("users", venueId);
}

/** What the settings panel shows: the settings and whether online payment can be chosen. */
function view(venue) {
  return { settings: takeaway.settingsOf(venue), payOnline: venue.getBool("payOnline") };
}

/** GET /api/venue/takeaway: the venue's takeaway settings. */
function read(e) {
  return e.json(200, view(venueOf(e)));
}

/** POST /api/venue/takeaway {settings}: checked whole, then stored; 400 with the reason otherwise. */
function save(e) {
  const venue = venueOf(e);
  require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
  const body = e.requestInfo().body || {};
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const problem = domain.takeawayProblem(body.settings);
  if (problem) throw new BadRequestError(problem);
  const settings = domain.readTakeaway(body.settings);
  // Online payment needs the venue's Stripe account ready and Pay now on (docs/payments.md).
  if (settings.on && settings.payment === "online" && !venue.getBool("payOnline")) {
    throw new BadRequestError("Online payment for takeaway needs Settings > Online payment switched on first.");
  }
  venue.set("takeaway", settings);
  e.app.save(venue);
  // The public menu says whether takeaway is on (lib/menu/menu-data.js publicVenue).
  require(`${__hooks}/lib/menu/menu-data.js`).forgetMenu(e.app, venue.id);
  return e.json(200, view(venue));
}

/** GET /api/takeaway/{link}/slots: today's pickup slots from now on (404 where takeaway is off). */
function slots(e) {
  const entry = require(`${__hooks}/lib/tab/visit-api.js`).venueEntry(e.app, e.request.pathValue("link"));
  const venue = e.app.findRecordById("users", String(entry.venueId));
  if (!takeaway.settingsOf(venue).on) throw new NotFoundError("This venue does not take takeaway orders.");
  e.response.header().set("Cache-Control", "no-store");
  return e.json(200, takeaway.slotsOf(e.app, venue));
}

module.exports = { read, save, slots };
