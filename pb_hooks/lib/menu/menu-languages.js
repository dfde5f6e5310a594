// Menu languages on the server (docs/menu-and-serving-windows.md#menu-languages): the bounded
// reading of their JSON fields (pb_hooks/menu-languages.pb.js), the language a guest's request
// asks for, and a venue's menu in one language (lib/menu/menu-data.js builds one per language).

/** The JSON value of `field`, its text bounded by `max` characters before parsing. */
function boundedJson(record, field, max) {
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const raw = record.get(field);
  if (raw === null || raw === undefined) return null;
  const text = toString(raw);
  if (text === "" || text === "null") return null;
  if (text.length > max) throw errors.fieldError(field, "The " + field + " are too large.");
  try {
    return JSON.parse(text);
  } catch (_) {
    throw errors.fieldError(field, "The " + field + " are not valid JSON.");
  }
}

/** The code a request names: `?lang=`, else the remembered choice (cookie draft_lang); "" if none. */
function requestedLanguage(e) {
  const q = String(e.request.url.query().get("lang") || "")
    .slice(0, 8)
    .toLowerCase();
  if (q) return q;
  const m = /(?:^|;\s*)draft_lang=([a-z]{2})(?:;|$)/.exec(String(e.request.header.get("Cookie") || "").slice(0, 4096));
  return m ? m[1] : "";
}

/** The language to answer `e` in, among `languages` (default first). */
function languageOf(e, languages) {
  if (!languages || languages.length < 2) return languages && languages.length ? languages[0] : "en";
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  return domain.pickLanguage(languages, requestedLanguage(e), String(e.request.header.get("Accept-Language") || ""));
}

/**
 * The guest menu data {venue, categories, dishes} of a venue in `lang`, from its default-language
 * data and the translations kept beside it (`tr`: {categories: {id: t}, dishes: {id: t}}): every
 * text with no translation stays the default's; option groups get their `label`s.
 */
function localize(data, tr, lang) {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const categories = data.categories.map((c) => {
    const t = tr.categories[c.id];
    return { id: c.id, title: domain.translated(c.title, t, lang, "title"), order: c.order };
  });
  const dishes = data.dishes.map((d) => {
    const t = tr.dishes[d.id];
    const out = {};
    Object.keys(d).forEach((k) => (out[k] = d[k]));
    out.title = domain.translated(d.title, t, lang, "title");
    out.description = domain.translated(d.description, t, lang, "description");
    if (d.optionGroups) out.optionGroups = domain.localizeGroups(tr.groups[d.id] || [], lang);
    return out;
  });
  // The venue's title and description in `lang` (each falls back to the default's on its own).
  const venue = {};
  Object.keys(data.venue).forEach((k) => (venue[k] = data.venue[k]));
  venue.menuTitle = domain.translated(data.venue.menuTitle, tr.venue, lang, "title");
  venue.menuDescription = domain.translated(data.venue.menuDescription, tr.venue, lang, "description");
  return { venue: venue, categories: categories, dishes: dishes };
}

module.exports = { boundedJson, requestedLanguage, languageOf, localize };
