// A venue's public menu (venue info + categories + dishes on sale, in display order;
// docs/menu-and-serving-windows.md#public-menu),
// built once and kept in $app.store() until the venue's dishes, categories, tables or menu info
// change (realtime.pb.js calls forgetMenu). GET /api/menu/{publicLink} answers from it, so a
// revalidation (304) makes no query at all and a 200 writes a ready body.
//
// Staleness: every change bumps the venue's generation; an entry is used only while its generation
// is current. A build reads the generation BEFORE its queries, so a build racing a change stores an
// entry that is already out of date instead of a stale menu that looks fresh.
const orderLines = require(`${__hooks}/lib/orders/order-lines.js`);
const jsonField = orderLines.jsonField;

const ENTRY = "menu:e:";
const GEN = "menu:g:";
const LINK = "menu:l:";
const MENU_FIELDS = [
  "publicLink",
  "menuTitle",
  "menuDescription",
  "currency",
  "logo",
  "timeZone",
  "brandColor",
  "cover",
  "tableService",
  "menuLanguage",
  "payOnline",
  "payFirst",
  "takeaway",
  "moneyRules",
];

function generation(app, venueId) {
  return String(app.store().get(GEN + venueId) || "0");
}

/** Marks the venue's cached menu stale (after a dish, category, table or menu info change). */
function forgetMenu(app, venueId) {
  if (!venueId) return;
  const store = app.store();
  store.setFunc(GEN + venueId, (old) => String(Number(old || 0) + 1));
  store.remove(ENTRY + venueId);
  // The venue's other languages (lib/menu/menu-languages.js): stale by the generation too, freed here.
  for (const code of Object.keys(require(`${__hooks}/lib/shared/domain.js`).LANGUAGES))
    store.remove(ENTRY + venueId + ":" + code);
}

/** Did this users update change what a guest's menu shows? */
function menuInfoChanged(record) {
  const before = record.original();
  if (MENU_FIELDS.some((f) => String(record.get(f)) !== String(before.get(f)))) return true;
  const offered = (r) => JSON.stringify(jsonField(r, "menuLanguages", null) || []);
  const texts = (r) => JSON.stringify(jsonField(r, "menuTranslations", null) || {});
  return offered(record) !== offered(before) || texts(record) !== texts(before);
}

function build(app, venue, gen) {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  // The venue's languages, default first (docs/menu-and-serving-windows.md#menu-languages): with
  // more than one, the translations are kept beside the default menu (as JSON text) and each
  // language's menu is built from them on first use (inLanguage).
  const languages = domain.venueLanguages(venue.getString("menuLanguage"), jsonField(venue, "menuLanguages", null));
  const multi = languages.length > 1;
  // The venue's own title and description translated (users.menuTranslations) beside its content's.
  const tr = {
    categories: {},
    dishes: {},
    groups: {},
    venue: multi ? jsonField(venue, "menuTranslations", null) : null,
  };
  const categoryRecords = app.findRecordsByFilter("categories", "user = {:u}", "order,created", 0, 0, { u: venue.id });
  if (multi) categoryRecords.forEach((c) => (tr.categories[c.id] = jsonField(c, "translations", null)));
  const categories = categoryRecords.map((c) => ({ id: c.id, title: c.getString("title"), order: c.getInt("order") }));
  const dishRecords = app.findRecordsByFilter("dishes", "user = {:u} && available = true", "order,created", 0, 0, {
    u: venue.id,
  });
  const dishes = dishRecords.map((d) => ({
    id: d.id,
    collectionId: d.collection().id,
    title: d.getString("title"),
    description: d.getString("description"),
    price: d.getFloat("price"),
    category: d.getString("category"),
    order: d.getInt("order"),
    photo: d.getString("photo"),
    timeServed: jsonField(d, "timeServed", null),
    modifiers: jsonField(d, "modifiers", {}) || {},
    // The EU allergens and dietary tags the venue declared (stable keys).
    allergens: d.getStringSlice("allergens"),
    dietary: d.getStringSlice("dietary"),
    updated: d.getString("updated"),
  }));
  // Option groups (docs/menu-and-serving-windows.md#option-groups) only on the dishes that have
  // them: a menu without any is byte for byte what it was.
  // Their translations are left out of the guest's menu (it carries one language).
  dishes.forEach((d, i) => {
    const groups = orderLines.dishValues(dishRecords[i]).optionGroups;
    if (groups.length) d.optionGroups = domain.localizeGroups(groups, "");
    if (multi) {
      tr.dishes[d.id] = jsonField(dishRecords[i], "translations", null);
      if (groups.length) tr.groups[d.id] = groups;
    }
  });
  // Display order: by category (its `order`), then by dish `order` (the sort above; stable).
  const rank = {};
  categories.forEach((c, i) => (rank[c.id] = i));
  dishes.sort((x, y) => (rank[x.category] ?? 1e9) - (rank[y.category] ?? 1e9));
  const venueInfo = publicVenue(venue);
  if (multi) venueInfo.languages = languages.map((code) => ({ code: code, name: domain.LANGUAGES[code] }));
  // Table number by number and by record id (guest URLs may use either), to answer without a query.
  const tables = {};
  // Each table's key (lib/tables/table-keys.js), for the check of a tab's orders: never in the menu JSON.
  const tableKeys = {};
  for (const t of app.findRecordsByFilter("tables", "user = {:u}", "", 0, 0, { u: venue.id })) {
    const n = t.getInt("tableNumber");
    tables["n" + n] = n;
    tables["i" + t.id] = n;
    tableKeys["n" + n] = t.getString("key");
  }
  // The dishes on sale by id, as pricing needs them (lib/orders/order-lines.js dishValues).
  const onSale = {};
  for (const d of dishes) {
    onSale[d.id] = {
      id: d.id,
      user: venue.id,
      available: true,
      title: d.title,
      price: d.price,
      modifiers: d.modifiers,
      timeServed: d.timeServed,
      optionGroups: d.optionGroups || [],
      category: d.category,
    };
  }
  const data = { venue: venueInfo, categories: categories, dishes: dishes };
  const entry = entryOf(data, multi ? languages[0] : "");
  entry.gen = gen;
  entry.venueId = venue.id;
  entry.link = venueInfo.publicLink;
  entry.timeZone = venueInfo.timeZone;
  entry.tables = tables;
  entry.tableKeys = tableKeys;
  entry.onSale = onSale;
  // The venue's money rules (docs/tax-and-receipts.md), whole (the rates stay off the menu JSON).
  entry.money = jsonField(venue, "moneyRules", null);
  entry.languages = languages.join(",");
  // Text, so the store keeps it as it is; parsed again only to build another language.
  entry.translations = multi ? JSON.stringify({ data: data, tr: tr }) : "";
  return entry;
}

/**
 * The cacheable parts of a menu `data` {venue, categories, dishes}: its JSON (with `"lang"` at a
 * venue that offers other languages, so each language's body and ETag differ) and ETag.
 */
function entryOf(data, lang) {
  const parts = {
    venue: JSON.stringify(data.venue),
    categories: JSON.stringify(data.categories),
    dishes: JSON.stringify(data.dishes),
    lang: lang ? JSON.stringify(lang) : "",
  };
  const json =
    '{"venue":' +
    parts.venue +
    (lang ? ',"lang":' + parts.lang : "") +
    ',"categories":' +
    parts.categories +
    ',"dishes":' +
    parts.dishes +
    "}";
  return {
    parts: parts,
    json: json,
    etag: $security.sha256(json).slice(0, 32),
    data: data,
    lang: lang,
    extras: extrasOrder(data.dishes),
  };
}

/**
 * The venue's order of each dish's extras (its modifiers' names, as the owner added them), for the
 * dishes with two or more: { dishId: [names] }. Why: an entry in $app.store() that another VM reads
 * is a Go map, whose keys come in a random order, so the guest page's extras would shuffle from
 * one load to the next; arrays keep their order (dishesInOrder puts it back).
 * @param {any[]} dishes
 * @returns {Record<string, string[]>}
 */
function extrasOrder(dishes) {
  /** @type {Record<string, string[]>} */
  const order = {};
  for (const d of dishes || []) {
    const names = d && d.modifiers ? Object.keys(d.modifiers) : [];
    if (names.length > 1) order[d.id] = names;
  }
  return order;
}

/**
 * The entry's dishes with each dish's extras in the venue's order (extrasOrder): the cached ones
 * as they are, a copy of a dish with two or more extras (the cache is shared: never changed here).
 * @param {any} entry
 * @returns {any[]}
 */
function dishesInOrder(entry) {
  const order = entry.extras;
  const dishes = entry.data.dishes;
  if (!order) return dishes;
  return dishes.map((d) => {
    const names = order[d.id];
    if (!names) return d;
    /** @type {Record<string, unknown>} */
    const modifiers = {};
    for (const n of names) modifiers[n] = d.modifiers[n];
    return Object.assign({}, d, { modifiers: modifiers });
  });
}

/** The venue's languages of an entry, default first (one for a venue that offers no other). */
function languagesOf(entry) {
  return String(entry.languages || "")
    .split(",")
    .filter(Boolean);
}

/**
 * The venue's menu entry (`base`, its default language) in `lang`: `base` itself for the default
 * or an unoffered code, else built from the kept translations once per generation and cached
 * beside it (ENTRY + venue + ":" + code). Tables and pricing stay the default entry's.
 */
function inLanguage(app, base, lang) {
  if (!base.translations || lang === base.lang || languagesOf(base).indexOf(lang) < 1) return base;
  const store = app.store();
  const key = ENTRY + base.venueId + ":" + lang;
  const cached = store.get(key);
  if (cached && cached.gen === base.gen) return cached;
  const kept = JSON.parse(base.translations);
  const entry = entryOf(require(`${__hooks}/lib/menu/menu-languages.js`).localize(kept.data, kept.tr, lang), lang);
  entry.gen = base.gen;
  entry.venueId = base.venueId;
  entry.link = base.link;
  entry.timeZone = base.timeZone;
  entry.tables = base.tables;
  entry.tableKeys = base.tableKeys;
  entry.onSale = base.onSale;
  entry.money = base.money;
  entry.languages = base.languages;
  entry.translations = "";
  // A change meanwhile: the generation moved on, keep nothing.
  if (generation(app, base.venueId) === base.gen) store.set(key, entry);
  return entry;
}

/** The venue's cache entry, built when missing or stale; null for an account still unconfirmed. */
function entryFor(app, venue) {
  // An account whose address is not confirmed yet shows nothing publicly (lib/team/accounts.js): never
  // built, never cached.
  if (require(`${__hooks}/lib/team/accounts.js`).isPending(venue)) return null;
  const store = app.store();
  const gen = generation(app, venue.id);
  const cached = store.get(ENTRY + venue.id);
  if (cached && cached.gen === gen) return cached;
  const entry = build(app, venue, gen);
  store.set(ENTRY + venue.id, entry);
  store.set(LINK + entry.link, venue.id);
  return entry;
}

/**
 * The cached entry of the venue with id `venueId` without any query when it is current (as
 * entryForLink, for a caller that knows the venue's id: a table visit's); else reads the venue and
 * builds it (entryFor).
 * @param {CoreApp} app
 * @param {string} venueId
 */
function entryForVenue(app, venueId) {
  const cached = app.store().get(ENTRY + venueId);
  if (cached && cached.gen === generation(app, venueId)) return cached;
  return entryFor(app, app.findRecordById("users", venueId));
}

/**
 * The public menu of `venueRecord`: `data` {venue, categories, dishes} (plain values), `json` its
 * JSON text and `etag` (a quoted strong ETag of that text), or null for an unconfirmed account.
 * Cached per venue.
 */
function menuData(app, venueRecord) {
  const entry = entryFor(app, venueRecord);
  if (!entry) return null;
  return { data: entry.data, json: entry.json, etag: '"' + entry.etag + '"' };
}

/**
 * The cached entry for a venue's current public link without any query when it is current; else
 * looks the venue up by its current or kept old link (lib/shared/venues.js; null when unknown) and builds
 * it. An old link is looked up every time: releasing it must end it at once.
 */
function entryForLink(app, link) {
  const store = app.store();
  const venueId = store.get(LINK + link);
  if (venueId) {
    const cached = store.get(ENTRY + venueId);
    if (cached && cached.link === link && cached.gen === generation(app, venueId)) return cached;
  }
  const venue = require(`${__hooks}/lib/shared/venues.js`).findVenueByLink(app, link);
  if (!venue) return null;
  return entryFor(app, venue);
}

/**
 * The dishes `ids` for pricing a guest order: those on sale from the cached menu, any other (sold
 * out, another venue's, unknown) from the database so the refusal names the right reason.
 */
function dishesOf(app, entry, ids) {
  const out = {};
  const missing = [];
  for (const id of ids) {
    const d = entry.onSale[id];
    if (d) out[id] = d;
    else missing.push(id);
  }
  if (missing.length) {
    const found = orderLines.findDishes(app, missing);
    for (const id in found) out[id] = found[id];
  }
  return out;
}

/**
 * The canonical number of a table named by number or record id, or null when the venue has none;
 * "takeaway" for the venue's takeaway page where takeaway is on.
 * @returns {number | string | null}
 */
function tableNumberOf(entry, identifier) {
  const id = String(identifier).trim();
  // [takeaway, docs/takeaway.md] The venue's own link has no table: "takeaway" where it is on.
  if (id === "takeaway") return entry.data.venue.takeaway ? "takeaway" : null;
  let n;
  if (/^[0-9]{1,6}$/.test(id)) n = entry.tables["n" + Number(id)];
  else if (/^[a-z0-9]{15}$/.test(id)) n = entry.tables["i" + id];
  return n === undefined || n === null ? null : Number(n);
}

/** The menu endpoint's ETag for one table (null = no table): the body differs per table. */
function menuEtag(entry, tableNumber) {
  return '"' + entry.etag + "-" + (tableNumber === null ? "null" : String(tableNumber)) + '"';
}

/** The menu endpoint's body for one table: the cached JSON parts put together. */
function menuBody(entry, tableNumber) {
  const p = entry.parts;
  const t = tableNumber === null ? "null" : JSON.stringify(tableNumber);
  const lang = p.lang ? ',"lang":' + p.lang : "";
  return (
    '{"venue":' +
    p.venue +
    lang +
    ',"tableNumber":' +
    t +
    ',"categories":' +
    p.categories +
    ',"dishes":' +
    p.dishes +
    "}"
  );
}

/**
 * A venue's public menu fields: what a guest's menu shows and what an open menu hears when they change
 * (lib/realtime/realtime.js). Never the email, the PIN or the owner's settings.
 * @param {core.Record} venue
 */
function publicVenue(venue) {
  const pub = {
    id: venue.id,
    collectionId: venue.collection().id,
    publicLink: venue.getString("publicLink"),
    menuTitle: venue.getString("menuTitle"),
    menuDescription: venue.getString("menuDescription"),
    currency: venue.getString("currency"),
    logo: venue.getString("logo"),
    // The storefront (docs/storefront.md): "" when the venue set none.
    brandColor: venue.getString("brandColor"),
    cover: venue.getString("cover"),
    // Serving windows are decided in the venue's zone (the guest page hides dishes by it too).
    timeZone: venue.getString("timeZone") || "UTC",
    // "tab": the table keeps a tab (docs/table-tab.md); else pay after each order (the default).
    tableService: venue.getString("tableService") === "tab" ? "tab" : "each",
  };
  // Price lists and the tax mode (docs/tax-and-receipts.md): only at a venue that set money rules.
  const money = require(`${__hooks}/lib/money/money-rules.js`).publicRules(venue);
  if (money) pub.money = money;
  // The bill's "Pay now" (docs/payments.md): only with the operator's keys and the venue's account;
  // absent otherwise, so a venue without it serves exactly the menu it always did.
  if (venue.getBool("payOnline") && require(`${__hooks}/lib/payments/payments-provider.js`).isConfigured()) {
    pub.payOnline = true;
    // Without tabs, a guest's order is paid before it reaches the board ("Pay and order").
    if (venue.getBool("payFirst") && venue.getString("tableService") !== "tab") pub.payFirst = true;
  }
  // Takeaway (docs/takeaway.md): only where the venue switched it on, so every other venue's menu
  // is exactly as before. The settings themselves stay private; the slots have a route of their own.
  const takeaway = require(`${__hooks}/lib/shared/domain.js`).readTakeaway(jsonField(venue, "takeaway", null));
  if (takeaway.on) pub.takeaway = { payment: takeaway.payment === "online" && pub.payOnline ? "online" : "cash" };
  return pub;
}

module.exports = {
  publicVenue,
  menuData,
  forgetMenu,
  menuInfoChanged,
  entryFor,
  entryForLink,
  entryForVenue,
  tableNumberOf,
  dishesOf,
  menuEtag,
  menuBody,
  inLanguage,
  languagesOf,
  dishesInOrder,
};
