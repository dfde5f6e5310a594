// The public menu of a venue, built once for every reader: the JSON API (pb_hooks/menu.pb.js) and
// the server-rendered guest page (pb_hooks/lib/guest-page.js) show the same data (DESIGN.md 4).

/**
 * Public venue info, categories and the dishes on sale, each in display order (by category
 * `order`, then dish `order`). Returns { data: {venue, categories, dishes}, json, etag }.
 */
function menuData(app, venue) {
  const { jsonField } = require(`${__hooks}/lib/order-lines.js`);
  const categories = app
    .findRecordsByFilter("categories", "user = {:u}", "order,created", 0, 0, { u: venue.id })
    .map((c) => ({ id: c.id, title: c.getString("title"), order: c.getInt("order") }));
  const dishes = app
    .findRecordsByFilter("dishes", "user = {:u} && available = true", "order,created", 0, 0, { u: venue.id })
    .map((d) => ({
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
      updated: d.getString("updated"),
    }));
  // Display order: by category (its `order`), then by dish `order` (the sort above; stable).
  const rank = {};
  categories.forEach((c, i) => (rank[c.id] = i));
  dishes.sort((x, y) => (rank[x.category] ?? 1e9) - (rank[y.category] ?? 1e9));
  const data = {
    venue: {
      id: venue.id,
      collectionId: venue.collection().id,
      publicLink: venue.getString("publicLink"),
      menuTitle: venue.getString("menuTitle"),
      menuDescription: venue.getString("menuDescription"),
      currency: venue.getString("currency"),
      logo: venue.getString("logo"),
      // Serving windows are decided in the venue's zone (the guest page hides dishes by it too).
      timeZone: venue.getString("timeZone") || "UTC",
    },
    categories: categories,
    dishes: dishes,
  };
  const json = JSON.stringify(data);
  const etag = '"' + $security.sha256(json).slice(0, 32) + '"';
  return { data: data, json: json, etag: etag };
}

module.exports = { menuData };
