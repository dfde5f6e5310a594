/// <reference path="types/pocketbase.d.ts" />
// GET /api/menu/{publicLink}[?table=N]: everything a guest's phone needs to draw a venue's menu in
// one round trip (docs/menu-and-serving-windows.md#public-menu): public venue info, categories and
// the dishes on sale, each in display order. With `table` (a table number or record id), an unknown
// table is a 404 like an unknown venue, so the page can say "menu not found" instead of letting a
// guest order for a table that does not exist. An ETag lets a phone revalidate cheaply (304) when
// it reloads the menu after a realtime event. A venue offering other languages answers in the one
// asked for (`?lang=`, cookie draft_lang, Accept-Language), with a body and ETag per language. The body comes from the venue's cached menu
// (lib/menu/menu-data.js): with a warm cache neither a 304 nor a 200 queries the database, and
// If-None-Match is checked before any body is put together.
routerAdd("GET", "/api/menu/{publicLink}", (e) => {
  // The operator's metrics (lib/ops/ops-metrics.js): reads and the time spent here, no query.
  const metrics = require(`${__hooks}/lib/ops/ops-metrics.js`);
  const started = Date.now();
  metrics.enter("menu");
  try {
    return menuAnswer();
  } finally {
    metrics.leave("menu");
    metrics.count("menu_reads");
    metrics.observe("menu", Date.now() - started);
  }
  function menuAnswer() {
    const notFound = () => e.json(404, { status: 404, message: "Menu not found.", data: {} });
    const link = String(e.request.pathValue("publicLink") || "").toLowerCase();
    if (!require(`${__hooks}/lib/shared/domain.js`).isPublicLinkShape(link)) return notFound();
    const menu = require(`${__hooks}/lib/menu/menu-data.js`);
    const base = menu.entryForLink(e.app, link);
    if (!base) return notFound();
    // The menu in the guest's language (docs/menu-and-serving-windows.md#menu-languages): `?lang=`,
    // the remembered choice, Accept-Language, else the default; cached and tagged per language.
    const languages = menu.languagesOf(base);
    const entry = menu.inLanguage(
      e.app,
      base,
      require(`${__hooks}/lib/menu/menu-languages.js`).languageOf(e, languages),
    );
    if (languages.length > 1) e.response.header().set("Vary", "Accept-Language, Cookie");
    const tableParam = String(e.request.url.query().get("table") || "");
    let tableNumber = null;
    if (tableParam !== "") {
      tableNumber = menu.tableNumberOf(entry, tableParam);
      if (tableNumber === null) return notFound();
    }
    const etag = menu.menuEtag(entry, tableNumber);
    e.response.header().set("ETag", etag);
    e.response.header().set("Cache-Control", "no-cache");
    const sent = String(e.request.header.get("If-None-Match") || "");
    // A real If-None-Match holds a few ETags: a longer one is not split (it matches nothing here).
    if (sent && sent.length <= 4096 && sent.split(",").some((t) => t.trim().replace(/^W\//, "") === etag))
      return e.noContent(304);
    return e.blob(200, "application/json", menu.menuBody(entry, tableNumber));
  }
});
