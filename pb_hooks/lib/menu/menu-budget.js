// What one venue's menu may hold in all (docs/limits.md#menu, docs/security-and-isolation.md#menu-size).
// A dish can carry up to 150 KB of option groups and 400 KB of translations besides its texts and
// extras, and a venue any number of dishes: with no bound on the sum, a free account's menu grew
// as large as it liked, and the server holds it whole in its menu cache (lib/menu/menu-data.js, once
// per offered language), rebuilds it after every change, and answers it to anybody (the guest menu,
// and the public list of dishes). 100 dishes of 175 KB: a 8.6 MB guest menu rebuilt in 5.3 s, and
// one anonymous list of the dishes 17.5 MB and 110 MB of the server's memory (four at once: 370 MB).
// So the texts, extras, options and translations of a venue's dishes and categories add up to at
// most MAX_MENU_CHARS: far above a real menu (300 dishes in 10 languages with options are about
// 2.5 MB), checked on every save through the API and once at the end of an import.
const MAX_MENU_CHARS = 4000000;
// Every dish or category also counts this much, for what each costs besides its texts (its row, its
// place in the menu): so a menu of tiny records is bounded too, at 8,000 of them.
const RECORD_CHARS = 500;
const TOO_LARGE =
  "The menu is too large: its dishes and categories (texts, extras, options and translations) can take at most 4 MB. Remove some before adding more.";

/** The characters a dish or category record counts for: its texts and JSON fields, as stored. */
function recordChars(record) {
  let n = RECORD_CHARS;
  for (const f of ["title", "description", "modifiers", "optionGroups", "translations"]) {
    if (!record.collection().fields.getByName(f)) continue;
    const v = record.get(f);
    if (v === null || v === undefined) continue;
    n += toString(v).length;
  }
  return n;
}

/** The characters the venue's menu takes in the database, leaving out the record `exceptId`. One query. */
function storedChars(app, venueId, exceptId) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(
      "SELECT " +
        "(SELECT COALESCE(SUM(" +
        RECORD_CHARS +
        " + length([[title]]) + length(COALESCE([[description]], '')) + length(COALESCE([[modifiers]], '')) + " +
        "length(COALESCE([[optionGroups]], '')) + length(COALESCE([[translations]], ''))), 0) FROM {{dishes}} WHERE [[user]] = {:u} AND [[id]] != {:x}) + " +
        "(SELECT COALESCE(SUM(" +
        RECORD_CHARS +
        " + length([[title]]) + length(COALESCE([[translations]], ''))), 0) FROM {{categories}} WHERE [[user]] = {:u} AND [[id]] != {:x}) AS n",
    )
    .bind({ u: venueId, x: exceptId || "" })
    .one(row);
  return Number(row.n) || 0;
}

/**
 * A 400 (nothing saved) when saving `record` (a dish or category of its venue, through the API)
 * would take the venue's menu past MAX_MENU_CHARS. A save that does not make the menu larger is
 * always allowed, so a venue over the limit (an older one) can still shrink or edit.
 */
function checkSave(app, record) {
  const venueId = record.getString("user");
  if (!venueId) return;
  const mine = recordChars(record);
  const before = record.isNew() ? 0 : recordChars(record.original());
  if (mine <= before) return;
  if (storedChars(app, venueId, record.isNew() ? "" : record.id) + mine > MAX_MENU_CHARS) {
    throw new BadRequestError(TOO_LARGE);
  }
}

/** After an import wrote the venue's menu (in its transaction): an Error when it is too large now. */
function checkImported(txApp, venueId) {
  if (storedChars(txApp, venueId, "") > MAX_MENU_CHARS) throw new Error(TOO_LARGE);
}

module.exports = { MAX_MENU_CHARS, TOO_LARGE, recordChars, storedChars, checkSave, checkImported };
