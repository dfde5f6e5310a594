// Venue public links (users.publicLink): lower-case slugs that never shadow an app route. The
// reserved names are the app's route paths and the server's own first segments, the shape and
// slugify are the app's (src/domain/paths.ts through lib/domain.js, npm run build:hooks).
const domain = require(`${__hooks}/lib/domain.js`);

/** True when the slug is one of the app's own route names or a server path. */
const isReserved = domain.isReservedLink;

/** Turns any text (e.g. an email's local part) into a candidate slug. */
const slugify = domain.slugify;

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

module.exports = { isReserved, slugify, freeSlug };
