// Venue public links (users.publicLink): lower-case slugs that never shadow an app route.
const RESERVED = [
  "login", "register", "orders", "finished-orders", "tablesqr", "storage", "editmenu",
  "settings", "help", "api", "_", "assets", "supportemail", "admin", "static", "public",
];

/** True when the slug is one of the app's own route names or a server path. */
function isReserved(slug) {
  return RESERVED.indexOf(String(slug).toLowerCase()) !== -1;
}

/** Turns any text (e.g. an email's local part) into a candidate slug. */
function slugify(text) {
  const s = String(text || "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 34)
    .replace(/-+$/g, "");
  return s || "venue";
}

/** First free slug from `base`: base, base-2, base-3, ... skipping reserved and taken ones. */
function freeSlug(app, base, exceptId) {
  const root = slugify(base);
  for (let n = 1; n < 10000; n++) {
    const candidate = n === 1 ? root : root + "-" + n;
    if (isReserved(candidate)) continue;
    // A link once used stays with its venue (lib/venues.js): kept old links are taken too.
    if (!require(`${__hooks}/lib/venues.js`).isTakenByOther(app, candidate, exceptId || "")) return candidate;
  }
  throw new BadRequestError("Could not find a free public link.");
}

module.exports = { RESERVED, isReserved, slugify, freeSlug };
