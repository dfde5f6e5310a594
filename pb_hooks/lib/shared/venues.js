// Venue public links (docs/menu-and-serving-windows.md#old-links). Every link a venue ever used is
// kept in the superuser-only `venue_links` collection (its current link too), so a link once used
// stays with its venue: nobody else can register it or change to it, and the old link keeps opening
// that venue's menu (and taking its orders) until the owner releases it on purpose.

function clean(link) {
  return String(link === undefined || link === null ? "" : link)
    .trim()
    .toLowerCase();
}

function linkRecord(app, link) {
  try {
    return app.findFirstRecordByData("venue_links", "link", link);
  } catch (_) {
    return null;
  }
}

/**
 * The venue (users record) whose current or kept old public link is `link`, or null.
 * @param {CoreApp} app
 * @param {string} link
 * @returns {core.Record | null}
 */
function findVenueByLink(app, link) {
  const l = clean(link);
  if (!require(`${__hooks}/lib/shared/domain.js`).isPublicLinkShape(l)) return null;
  try {
    return app.findFirstRecordByData("users", "publicLink", l);
  } catch (_) {
    // not a current link: maybe an old one
  }
  const kept = linkRecord(app, l);
  if (!kept) return null;
  try {
    return app.findRecordById("users", kept.getString("user"));
  } catch (_) {
    return null;
  }
}

/**
 * Whether `link` is held (current or kept) by a venue other than `userId`.
 * @param {CoreApp} app
 * @param {string} link
 * @param {string} userId
 * @returns {boolean}
 */
function isTakenByOther(app, link, userId) {
  const l = clean(link);
  const kept = linkRecord(app, l);
  if (kept && kept.getString("user") !== userId) return true;
  try {
    const u = app.findFirstRecordByData("users", "publicLink", l);
    return u.id !== userId;
  } catch (_) {
    return false;
  }
}

const TAKEN = "This public link is taken. Choose another one.";

/** Old links a venue may keep (docs/menu-and-serving-windows.md#old-links). */
const MAX_OLD_LINKS = 5;
const TOO_MANY_OLD =
  "You already keep " + MAX_OLD_LINKS + " old links: release one under Old links before you change the link again.";

/**
 * Refuses (400, nothing changed) a change of venue `userId` from link `from` to link `to` that would
 * leave it more than MAX_OLD_LINKS old links: its kept links other than both, plus `from`.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} from
 * @param {string} to
 * @returns {void}
 */
function checkOldLinkCap(app, userId, from, to) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM venue_links WHERE user = {:u} AND link != {:from} AND link != {:to}")
    .bind({ u: userId, from: clean(from), to: clean(to) })
    .one(row);
  if (row.n + 1 > MAX_OLD_LINKS) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "publicLink",
      TOO_MANY_OLD,
      "validation_too_many_old_links",
    );
  }
}

/**
 * Keeps `link` for venue `userId` (idempotent); a 400 when another venue holds it.
 * @param {CoreApp} app
 * @param {string} link
 * @param {string} userId
 * @returns {void}
 */
function keepLink(app, link, userId) {
  const l = clean(link);
  const kept = linkRecord(app, l);
  if (kept) {
    if (kept.getString("user") !== userId) {
      throw require(`${__hooks}/lib/shared/errors.js`).fieldError("publicLink", TAKEN, "validation_link_taken");
    }
    return;
  }
  const rec = new Record(app.findCollectionByNameOrId("venue_links"));
  rec.set("link", l);
  rec.set("user", userId);
  app.save(rec);
}

/**
 * The venue's old links (every kept link but the current one), newest first.
 * @param {CoreApp} app
 * @param {core.Record} user
 * @returns {Array<{ link: string, created: string }>}
 */
function oldLinks(app, user) {
  const current = user.getString("publicLink");
  return app
    .findRecordsByFilter("venue_links", "user = {:u} && link != {:c}", "-created", 0, 0, { u: user.id, c: current })
    .map((r) => ({ link: r.getString("link"), created: r.getString("created") }));
}

/**
 * Releases one old link of the venue: anybody may take it afterwards. Throws 400/404.
 * @param {CoreApp} app
 * @param {core.Record} user
 * @param {string} link
 * @returns {void}
 */
function releaseLink(app, user, link) {
  const l = clean(link);
  if (l === user.getString("publicLink")) {
    throw new BadRequestError("This is your current link: change the link first, then release the old one.");
  }
  const kept = linkRecord(app, l);
  if (!kept || kept.getString("user") !== user.id) throw new NotFoundError("Link not found.");
  app.delete(kept);
}

module.exports = {
  TAKEN,
  MAX_OLD_LINKS,
  checkOldLinkCap,
  findVenueByLink,
  isTakenByOther,
  keepLink,
  oldLinks,
  releaseLink,
};
