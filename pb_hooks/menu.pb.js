/// <reference path="../pb_data/types.d.ts" />
// GET /api/menu/{publicLink}[?table=N]: everything a guest's phone needs to draw a venue's menu in
// one round trip (DESIGN.md 4): public venue info, categories and the dishes on sale, each in
// display order. With `table` (a table number or record id), an unknown table is a 404 like an unknown venue, so the page
// can say "menu not found" instead of letting a guest order for a table that does not exist.
// An ETag lets a phone revalidate cheaply (304) when it reloads the menu after a realtime event.
routerAdd("GET", "/api/menu/{publicLink}", (e) => {
  const notFound = () => e.json(404, { status: 404, message: "Menu not found.", data: {} });
  const link = String(e.request.pathValue("publicLink") || "").toLowerCase();
  if (!/^[a-z0-9-]{1,40}$/.test(link)) return notFound();
  const venue = require(`${__hooks}/lib/venues.js`).findVenueByLink(e.app, link);
  if (!venue) return notFound();
  const tableParam = String(e.request.url.query().get("table") || "");
  let tableNumber = null;
  if (tableParam !== "") {
    const table = require(`${__hooks}/lib/tables.js`).findTable(e.app, venue.id, tableParam);
    if (!table) return notFound();
    tableNumber = table.getInt("tableNumber");
  }

  const { jsonField } = require(`${__hooks}/lib/order-lines.js`);
  const categories = e.app
    .findRecordsByFilter("categories", "user = {:u}", "order,created", 0, 0, { u: venue.id })
    .map((c) => ({ id: c.id, title: c.getString("title"), order: c.getInt("order") }));
  const dishes = e.app
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
      // Issue 14: the EU allergens and dietary tags the venue declared (stable keys).
      allergens: d.getStringSlice("allergens"),
      dietary: d.getStringSlice("dietary"),
      updated: d.getString("updated"),
    }));
  // Display order: by category (its `order`), then by dish `order` (the sort above; stable).
  const rank = {};
  categories.forEach((c, i) => (rank[c.id] = i));
  dishes.sort((x, y) => (rank[x.category] ?? 1e9) - (rank[y.category] ?? 1e9));
  const body = {
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
    // The canonical table number (the URL may name the table by its record id).
    tableNumber: tableNumber,
    categories: categories,
    dishes: dishes,
  };
  const etag = '"' + $security.sha256(JSON.stringify(body)).slice(0, 32) + '"';
  e.response.header().set("ETag", etag);
  e.response.header().set("Cache-Control", "no-cache");
  const sent = String(e.request.header.get("If-None-Match") || "");
  if (sent.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return e.noContent(304);
  return e.json(200, body);
});
