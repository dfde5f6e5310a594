// A venue's public menu (venue info + categories + dishes on sale, in display order;
// docs/menu-and-serving-windows.md#public-menu),
// built once and kept in $app.store() until the venue's dishes, categories, tables or menu info
// change (realtime.pb.js calls forgetMenu). GET /api/menu/{publicLink} answers from it, so a
// revalidation (304) makes no query at all and a 200 writes a ready body.
//
// Staleness: every change bumps the venue's generation; an entry is used only while its generation
// is current. A build reads the generation BEFORE its queries, so a build racing a change stores an
// entry that is already out of date instead of a stale menu that looks fresh.
const orderLines = require(`${__hooks}/lib/order-lines.js`);
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
}

/** Did this users update change what a guest's menu shows? */
function menuInfoChanged(record) {
  const before = record.original();
  return MENU_FIELDS.some((f) => String(record.get(f)) !== String(before.get(f)));
}

function build(app, venue, gen) {
  const categories = app
    .findRecordsByFilter("categories", "user = {:u}", "order,created", 0, 0, { u: venue.id })
    .map((c) => ({ id: c.id, title: c.getString("title"), order: c.getInt("order") }));
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
  dishes.forEach((d, i) => {
    const groups = orderLines.dishValues(dishRecords[i]).optionGroups;
    if (groups.length) d.optionGroups = groups;
  });
  // Display order: by category (its `order`), then by dish `order` (the sort above; stable).
  const rank = {};
  categories.forEach((c, i) => (rank[c.id] = i));
  dishes.sort((x, y) => (rank[x.category] ?? 1e9) - (rank[y.category] ?? 1e9));
  const venueInfo = publicVenue(venue);
  // Table number by number and by record id (guest URLs may use either), to answer without a query.
  const tables = {};
  for (const t of app.findRecordsByFilter("tables", "user = {:u}", "", 0, 0, { u: venue.id })) {
    const n = t.getInt("tableNumber");
    tables["n" + n] = n;
    tables["i" + t.id] = n;
  }
  // The dishes on sale by id, as pricing needs them (lib/order-lines.js dishValues).
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
    };
  }
  const parts = {
    venue: JSON.stringify(venueInfo),
    categories: JSON.stringify(categories),
    dishes: JSON.stringify(dishes),
  };
  const json = '{"venue":' + parts.venue + ',"categories":' + parts.categories + ',"dishes":' + parts.dishes + "}";
  return {
    gen: gen,
    venueId: venue.id,
    link: venueInfo.publicLink,
    timeZone: venueInfo.timeZone,
    parts: parts,
    tables: tables,
    onSale: onSale,
    json: json,
    etag: $security.sha256(json).slice(0, 32),
    data: { venue: venueInfo, categories: categories, dishes: dishes },
  };
}

/** The venue's cache entry, built when missing or stale; null for an account still unconfirmed. */
function entryFor(app, venue) {
  // An account whose address is not confirmed yet shows nothing publicly (lib/accounts.js): never
  // built, never cached.
  if (require(`${__hooks}/lib/accounts.js`).isPending(venue)) return null;
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
 * looks the venue up by its current or kept old link (lib/venues.js; null when unknown) and builds
 * it. An old link is looked up every time: releasing it must end it at once.
 */
function entryForLink(app, link) {
  const store = app.store();
  const venueId = store.get(LINK + link);
  if (venueId) {
    const cached = store.get(ENTRY + venueId);
    if (cached && cached.link === link && cached.gen === generation(app, venueId)) return cached;
  }
  const venue = require(`${__hooks}/lib/venues.js`).findVenueByLink(app, link);
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

/** The canonical number of a table named by number or record id, or null when the venue has none. */
function tableNumberOf(entry, identifier) {
  const id = String(identifier).trim();
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
  const t = tableNumber === null ? "null" : String(tableNumber);
  return (
    '{"venue":' + p.venue + ',"tableNumber":' + t + ',"categories":' + p.categories + ',"dishes":' + p.dishes + "}"
  );
}

/**
 * A venue's public menu fields: what a guest's menu shows and what an open menu hears when they change
 * (lib/realtime.js). Never the email, the PIN or the owner's settings.
 * @param {core.Record} venue
 */
function publicVenue(venue) {
  return {
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
}

module.exports = {
  publicVenue,
  menuData,
  forgetMenu,
  menuInfoChanged,
  entryFor,
  entryForLink,
  tableNumberOf,
  dishesOf,
  menuEtag,
  menuBody,
};
