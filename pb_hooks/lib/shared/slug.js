// Venue public links (users.publicLink): lower-case slugs that never shadow an app route. The
// reserved names are the app's route paths and the server's own first segments, the shape and
// slugify are the app's (src/domain/paths.ts through lib/shared/domain.js, npm run build:hooks).
const domain = require(`${__hooks}/lib/shared/domain.js`);

/** True when the slug is one of the app's own route names or a server path. */
const isReserved = domain.isReservedLink;

/** Turns any text (e.g. an email's local part) into a candidate slug. */
const slugify = domain.slugify;

const NUMBERED = 20;
const RANDOM_TRIES = 5;
const RANDOM_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * The links among `candidates` held (current or kept) by a venue other than `exceptId`: one query
 * for all of them.
 */
function takenAmong(app, candidates, exceptId) {
  const params = { except: exceptId || "" };
  const names = candidates.map((c, i) => {
    params["c" + i] = c;
    return "{:c" + i + "}";
  });
  const list = names.join(", ");
  const rows = arrayOf(new DynamicModel({ link: "" }));
  app
    .db()
    .newQuery(
      "SELECT link FROM venue_links WHERE link IN (" +
        list +
        ") AND user != {:except} UNION SELECT publicLink FROM users WHERE publicLink IN (" +
        list +
        ") AND id != {:except}",
    )
    .bind(params)
    .all(rows);
  const taken = {};
  for (const r of rows) taken[r.link] = true;
  return taken;
}

/**
 * A free slug from `base`, found in a bounded number of steps: base, base-2 ... base-20 (reserved
 * and taken ones skipped: a link once used stays with its venue, lib/shared/venues.js), checked in one
 * query; when all of those are held, base-<5 random letters or digits> (at most 5 tries, each one
 * lookup). slugify leaves room for the suffix within the 40-character limit.
 */
function freeSlug(app, base, exceptId) {
  const root = slugify(base);
  const numbered = [];
  for (let n = 1; n <= NUMBERED; n++) {
    const candidate = n === 1 ? root : root + "-" + n;
    if (!isReserved(candidate)) numbered.push(candidate);
  }
  const taken = takenAmong(app, numbered, exceptId);
  for (const candidate of numbered) if (!taken[candidate]) return candidate;
  const venues = require(`${__hooks}/lib/shared/venues.js`);
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const candidate = root + "-" + $security.randomStringWithAlphabet(5, RANDOM_ALPHABET);
    if (!isReserved(candidate) && !venues.isTakenByOther(app, candidate, exceptId || "")) return candidate;
  }
  throw new BadRequestError("Could not find a free public link.");
}

module.exports = { isReserved, slugify, freeSlug };
