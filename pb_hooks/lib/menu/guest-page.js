// The guest menu page, server-rendered (docs/guest-page.md#first-paint-from-the-first-response):
// GET /{publicLink}/{table} answers dist/index.html with the venue's menu already in it (header,
// categories, the dishes served now, the bottom bar), plus the menu data in a <script
// type="application/json"> for the scripts, which hydrate that same markup
// (src/features/guest-menu: MenuScreen's first render must produce exactly these elements). Owner
// text is escaped everywhere; nothing here emits executable inline script (strict CSP).

const TEMPLATE_KEY = "guestPage:template";

/**
 * dist/ (the built app): next to pb_hooks/, like the launcher's --publicDir.
 * @returns {string}
 */
function distDir() {
  return $os.getenv("DRAFT_DIST_DIR") || $filepath.join(__hooks, "..", "dist");
}

/**
 * Escapes text for HTML element content and double-quoted attribute values.
 * @param {unknown} s
 * @returns {string}
 */
function escapeHtml(s) {
  return String(s === undefined || s === null ? "" : s)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * JSON safe inside <script type="application/json">: no '<' (so no '</script>' or '<!--').
 * @param {unknown} value
 * @returns {string}
 */
function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * dist/index.html split around #root, with the styles of the entry and the guest chunk inline (their
 * <link>s removed) and module-preload links for the guest chunk's scripts (from Vite's manifest),
 * cached in the app store until index.html changes (a new build).
 */
function template() {
  const dist = distDir();
  const indexPath = $filepath.join(dist, "index.html");
  const stamp = String($os.stat(indexPath).modTime().unixMilli());
  const cached = $app.store().get(TEMPLATE_KEY);
  if (cached && cached.stamp === stamp) return cached;
  // The web app manifest and its home-screen icon are the owners' installable Orders board
  // (docs/push.md#installable-app, start page /orders), not the guest's menu: a phone fetches both
  // for a page that links them (1.5 KB of a guest's first visit, docs/PERFORMANCE.md).
  let html = toString($os.readFile(indexPath)).replace(/[ \t]*<link rel="(?:manifest|apple-touch-icon)"[^>]*>\s*/g, "");
  const links = [];
  const styles = [];
  try {
    const manifest = JSON.parse(toString($os.readFile($filepath.join(dist, ".vite", "manifest.json"))));
    const keys = Object.keys(manifest);
    const entryKey = keys.find((k) => manifest[k].isEntry);
    const guestKey = keys.find((k) => /src\/app\/guest-entry\.tsx$/.test(k));
    const css = [];
    const js = [];
    const seen = {};
    const visit = (key) => {
      if (!key || seen[key] || !manifest[key]) return;
      seen[key] = true;
      const m = manifest[key];
      (m.css || []).forEach((f) => css.indexOf(f) === -1 && css.push(f));
      if (key !== entryKey && js.indexOf(m.file) === -1) js.push(m.file);
      (m.imports || []).forEach(visit);
    };
    visit(entryKey);
    visit(guestKey);
    // The styles go inline: the first paint then needs nothing but this response.
    css.forEach((f) => {
      styles.push(toString($os.readFile($filepath.join(dist, f))).replace(/<\/style/gi, "<\\/style"));
      html = html.replace(
        new RegExp('<link rel="stylesheet"[^>]*href="/' + f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + '"[^>]*>\\s*'),
        () => "",
      );
    });
    // A disabled stylesheet link is never fetched, yet Vite's preload helper sees it and does not
    // fetch these (already inline) styles again when the guest chunk loads.
    css.forEach((f) => links.push('<link rel="stylesheet" href="/' + f + '" disabled>'));
    js.forEach(
      (f) => html.indexOf("/" + f) === -1 && links.push('<link rel="modulepreload" crossorigin href="/' + f + '">'),
    );
  } catch (err) {
    // No manifest (a dev build): the page still works, its chunks just load after the entry.
    console.log("guest page: no build manifest:", err);
  }
  if (styles.length) {
    const css = styles.join("\n");
    links.unshift("<style>" + css + "</style>");
    html = allowInlineStyle(html, css);
  }
  const rootTag = '<div id="root"></div>';
  const at = html.indexOf(rootTag);
  const result = {
    stamp: stamp,
    html: html,
    links: links.join(""),
    before: at === -1 ? null : html.slice(0, at),
    after: at === -1 ? null : html.slice(at + rootTag.length),
  };
  $app.store().set(TEMPLATE_KEY, result);
  return result;
}

/** Base64 of a hex string ($security.sha256 answers hex; CSP hashes are base64). */
function hexToBase64(hex) {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const bytes = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0);
    out += chars[(n >> 18) & 63] + chars[(n >> 12) & 63];
    out += i + 1 < bytes.length ? chars[(n >> 6) & 63] : "=";
    out += i + 2 < bytes.length ? chars[n & 63] : "=";
  }
  return out;
}

/**
 * A Content-Security-Policy <meta> of index.html that does not already allow inline styles gets
 * the hash of the inlined stylesheet added to its style-src (or to a style-src copied from
 * default-src), so the strict policy stays as strict and the inline styles apply.
 */
function allowInlineStyle(html, css) {
  const meta = /(<meta\s+http-equiv=["']Content-Security-Policy["']\s+content=")([^"]*)(")/i;
  const m = meta.exec(html);
  if (!m) return html;
  const policy = m[2].replace(/&#39;|&apos;/g, "'");
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean);
  const find = (name) => directives.findIndex((d) => d.split(/\s+/)[0].toLowerCase() === name);
  const hash = "'sha256-" + hexToBase64($security.sha256(css)) + "'";
  let i = find("style-src");
  if (i === -1) {
    const def = find("default-src");
    if (def === -1) return html; // styles are not restricted
    directives.push("style-src " + directives[def].split(/\s+/).slice(1).join(" "));
    i = directives.length - 1;
  }
  if (/'unsafe-inline'/.test(directives[i]) && !/'(sha\d+|nonce)-/.test(directives[i])) return html;
  directives[i] += " " + hash;
  return html.replace(meta, (_, a, _b, c) => a + directives.join("; ").replace(/"/g, "&quot;") + c);
}

function fileUrl(record, filename, thumb) {
  return "/api/files/" + record.collectionId + "/" + record.id + "/" + encodeURIComponent(filename) + "?thumb=" + thumb;
}

/** The app's money format (src/domain/money.ts): what DishItem renders, so hydration keeps it. */
function formatMoney(amount, currency) {
  return require(`${__hooks}/lib/shared/domain.js`).formatMoney(amount, currency);
}

/**
 * The page's words in the menu's language `lang` (docs/guest-page.md#the-guests-language), as
 * src/features/guest-menu/guest-words.tsx gives them to the app: t(key, params).
 */
function wordsOf(lang) {
  const words = require(`${__hooks}/lib/shared/domain-words.js`);
  return (key, params) => words.guestText(lang, key, params);
}

/** A dish's price in the list (src/domain/option-groups.ts listPrice): "from" its smallest size. */
function priceText(d, currency, t) {
  const p = require(`${__hooks}/lib/shared/domain.js`).listPrice(d.price, d.optionGroups || []);
  const price = formatMoney(p.price, currency);
  return p.from ? t("fromPrice", { price: price }) : price;
}

// Mirrors src/features/guest-menu/language-switch.tsx: only at a venue offering other languages.
function languageSwitchHtml(languages, lang, t) {
  if (!languages || languages.length < 2) return "";
  return (
    '<label class="lang-switch"><span class="visually-hidden">' +
    escapeHtml(t("menuLanguage")) +
    '</span><select class="lang-select">' +
    languages
      .map(
        (l) =>
          '<option value="' +
          escapeHtml(l.code) +
          '" lang="' +
          escapeHtml(l.code) +
          '"' +
          (l.code === lang ? ' selected=""' : "") +
          ">" +
          escapeHtml(l.name) +
          "</option>",
      )
      .join("") +
    "</select></label>"
  );
}

// Mirrors src/features/guest-menu/dish-item.tsx + dish-thumb.tsx (first render, nothing expanded);
// the description is cut by the app's own rule (src/domain/menu.ts through lib/shared/domain.js).
function dishHtml(d, currency, t) {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const thumb = d.photo
    ? // No source until the scripts see it near the screen (dish-thumb.tsx): a fixed, empty box.
      '<img class="thumb thumb-100" alt="" width="100" height="100" decoding="async">'
    : '<span class="thumb thumb-100 thumb-placeholder" aria-hidden="true">' +
      escapeHtml(d.title.slice(0, 1).toUpperCase()) +
      "</span>";
  let desc = "";
  if (d.description) {
    desc = domain.isLongDescription(d.description)
      ? '<button type="button" class="dish-desc dish-desc-toggle" aria-expanded="false">' +
        escapeHtml(domain.shortDescription(d.description)) +
        '<span class="visually-hidden"> ' +
        escapeHtml(t("showMore")) +
        "</span></button>"
      : '<p class="dish-desc">' + escapeHtml(d.description) + "</p>";
  }
  return (
    '<li class="dish">' +
    thumb +
    '<div class="dish-main"><h3 class="dish-title"><button type="button" class="dish-open">' +
    escapeHtml(d.title) +
    "</button></h3>" +
    desc +
    require(`${__hooks}/lib/menu/dish-tags.js`).dishTagsHtml(d, escapeHtml, t) +
    '<p class="dish-price">' +
    escapeHtml(priceText(d, currency, t)) +
    "</p></div>" +
    '<button type="button" class="add-button" aria-label="' +
    escapeHtml(t("addDish", { title: d.title })) +
    '">+</button></li>'
  );
}

/** Mirrors ProductFooter of src/features/guest-menu/guest-menu-page.tsx. */
function footerHtml(t) {
  return '<footer class="guest-footer"><a href="/">' + escapeHtml(t("footer")) + "</a></footer>";
}
// The 'Menu not found' page's (no menu, so no language: English).
const FOOTER = footerHtml(() => "Menu and ordering by Draft");

// Mirrors src/features/guest-menu/welcome-toast.tsx.
function welcomeHtml(t) {
  return (
    '<div class="welcome-toast" role="status"><p><strong>' +
    escapeHtml(t("welcome")) +
    "</strong> " +
    escapeHtml(t("welcomeText")) +
    "</p>" +
    '<button type="button" class="icon-button">×<span class="visually-hidden"> ' +
    escapeHtml(t("closeWelcome")) +
    "</span></button></div>"
  );
}

// The storefront parts (docs/storefront.md), each mirroring its component of src/features/guest-menu.
const SEARCH_MIN_DISHES = 12; // src/domain/menu-search.ts
function searchHtml(t) {
  const label = escapeHtml(t("searchDishes"));
  return (
    '<div class="menu-search" role="search"><input type="search" class="menu-search-input" aria-label="' +
    label +
    '" placeholder="' +
    label +
    '" autocomplete="off" maxlength="80" value=""><p class="visually-hidden" role="status"></p></div>'
  );
}

// Mirrors venue-cover.tsx: 360x120 on a phone (whatever its pixel density), 720x240 wider.
const COVER_PHONE_MEDIA = "(max-width: 720px)";
function coverHtml(v) {
  if (!v.cover) return "";
  return (
    '<picture><source media="' +
    COVER_PHONE_MEDIA +
    '" srcset="' +
    escapeHtml(fileUrl(v, v.cover, "360x120")) +
    '"><img class="guest-cover" src="' +
    escapeHtml(fileUrl(v, v.cover, "720x240")) +
    '" alt="" width="720" height="240" fetchpriority="high"></picture>'
  );
}

/**
 * Preloads of the cover for the <head>, ahead of the scripts' module preloads: the cover is the
 * largest paint of the first screen, and on a slow network it would otherwise share the line with
 * the scripts and arrive after them.
 */
function coverPreloads(v) {
  if (!v.cover) return "";
  const link = (thumb, media) =>
    '<link rel="preload" as="image" fetchpriority="high" href="' +
    escapeHtml(fileUrl(v, v.cover, thumb)) +
    '" media="' +
    media +
    '">';
  return link("360x120", COVER_PHONE_MEDIA) + link("720x240", "(min-width: 721px)");
}

// Mirrors category-bar.tsx: the first category is the one being read.
function categoryBarHtml(categories, t) {
  if (categories.length < 2) return "";
  return (
    '<nav class="category-bar" aria-label="' +
    escapeHtml(t("categories")) +
    '"><ul>' +
    categories
      .map(
        (c, i) =>
          '<li><a href="#cat-' +
          escapeHtml(c.id) +
          '" data-category="' +
          escapeHtml(c.id) +
          '"' +
          (i === 0 ? ' aria-current="true"' : "") +
          ">" +
          escapeHtml(c.title) +
          "</a></li>",
      )
      .join("") +
    "</ul></nav>"
  );
}

// Mirrors src/features/guest-menu/menu-screen.tsx (first render: no dialogs, no orders).
function menuHtml(menu, tableNumber, minutes, welcome) {
  const { isServedAt } = require(`${__hooks}/lib/shared/domain.js`);
  const t = wordsOf(menu.lang);
  const v = menu.venue;
  const served = menu.dishes.filter((d) => isServedAt(d.timeServed, minutes));
  const listed = menu.categories.filter((c) => served.some((d) => d.category === c.id));
  // Only a "#rrggbb" (the field's pattern) ever reaches the style attribute.
  const brand = /^#[0-9a-fA-F]{6}$/.test(String(v.brandColor || "")) ? ' style="--brand:' + v.brandColor + '"' : "";
  let header = coverHtml(v) + '<header class="guest-header">';
  if (v.logo) {
    header +=
      '<img class="guest-logo" src="' +
      escapeHtml(fileUrl(v, v.logo, "100x100")) +
      '" alt="' +
      escapeHtml(t("logoAlt", { title: v.menuTitle })) +
      '" width="64" height="64">';
  }
  header += "<div><h1>" + escapeHtml(v.menuTitle) + "</h1>";
  if (v.menuDescription) header += '<p class="guest-description">' + escapeHtml(v.menuDescription) + "</p>";
  header +=
    '<p class="guest-table">' +
    escapeHtml(tableNumber === "takeaway" ? t("takeaway") : t("table", { table: tableNumber })) +
    "</p></div>" +
    languageSwitchHtml(v.languages, menu.lang, t) +
    "</header>";
  let main =
    (served.length > SEARCH_MIN_DISHES ? searchHtml(t) : "") + categoryBarHtml(listed, t) + '<main class="guest-main">';
  listed.forEach((c) => {
    const dishes = served.filter((d) => d.category === c.id);
    main +=
      '<section class="category"' +
      (menu.lang ? ' lang="' + escapeHtml(menu.lang) + '"' : "") +
      ' aria-labelledby="cat-' +
      escapeHtml(c.id) +
      '"><h2 id="cat-' +
      escapeHtml(c.id) +
      '" tabindex="-1">' +
      escapeHtml(c.title) +
      '</h2><ul class="dishes">' +
      dishes.map((d) => dishHtml(d, v.currency, t)).join("") +
      "</ul></section>";
  });
  if (!served.length) main += '<p class="empty">' + escapeHtml(t("noneServed")) + "</p>";
  main += "</main>";
  // The page's language and, for Arabic and Hebrew, its direction (as MenuScreen renders them).
  const lang = menu.lang ? ' lang="' + escapeHtml(menu.lang) + '"' : "";
  const words = require(`${__hooks}/lib/shared/domain-words.js`);
  const dir = words.textDirection(menu.lang) === "rtl" ? ' dir="rtl"' : "";
  return (
    '<div class="guest-page"' +
    lang +
    dir +
    brand +
    ">" +
    (welcome ? welcomeHtml(t) : "") +
    header +
    main +
    footerHtml(t) +
    (tableNumber === "takeaway"
      ? '<div class="bottom-bar"><button type="button" class="button bottom-button" disabled="">' +
        escapeHtml(t("viewAndSend", { count: 0 })) +
        "</button></div></div>"
      : '<div class="bottom-bar"><button type="button" class="button bottom-button">' +
        escapeHtml(t("callWaiter")) +
        "</button></div></div>")
  );
}

// Mirrors the 'not-found' state of src/features/guest-menu/guest-menu-page.tsx.
const NOT_FOUND_HTML =
  '<main class="guest-message"><h1>Menu not found</h1><p>There is no menu at this address. Please scan the QR code on your table again or ask the staff.</p>' +
  FOOTER +
  "</main>";

/**
 * Answers a guest menu URL. `link` and `table` are the two decoded path segments. Unknown venue or
 * table: the 'Menu not found' page with status 404. HTML revalidates by ETag.
 * @param {core.RequestEvent} e
 * @param {string} link
 * @param {string} table
 * @returns {boolean} false when the page cannot be built (no build): the caller answers
 */
function serveGuestPage(e, link, table) {
  let t;
  try {
    t = template();
  } catch (_) {
    return false; // no build (dist/index.html): the static route answers as before
  }
  if (t.before === null) return false; // an index.html without #root: let the static route answer
  let status = 200;
  let title = null;
  let markup;
  let boot;
  let preloads = "";
  // The venue's cached public menu (lib/menu/menu-data.js): no query when it is warm.
  const menuLib = require(`${__hooks}/lib/menu/menu-data.js`);
  const lower = String(link).toLowerCase();
  const base = require(`${__hooks}/lib/shared/domain.js`).isPublicLinkShape(lower)
    ? menuLib.entryForLink(e.app, lower)
    : null;
  // In the guest's language (docs/menu-and-serving-windows.md#menu-languages), like /api/menu.
  const languages = base ? menuLib.languagesOf(base) : [];
  const entry = base
    ? menuLib.inLanguage(e.app, base, require(`${__hooks}/lib/menu/menu-languages.js`).languageOf(e, languages))
    : null;
  const tableNumber = entry ? menuLib.tableNumberOf(entry, table) : null;
  if (!entry || tableNumber === null) {
    status = 404;
    markup = NOT_FOUND_HTML;
    boot = { notFound: true };
  } else {
    const data = entry.data;
    // Each dish's extras in the venue's order (a cached entry's own key order is random).
    const dishes = menuLib.dishesInOrder(entry);
    const menu = { venue: data.venue, tableNumber: tableNumber, categories: data.categories, dishes: dishes };
    if (entry.lang) menu.lang = entry.lang;
    // The dishes served now in the venue's zone, as the page and the order check decide it.
    const minutes = require(`${__hooks}/lib/shared/timezone.js`).venueMinutes(data.venue.timeZone);
    // The first-visit welcome is part of the first paint (the page sets the cookie once shown).
    const welcome = !/(?:^|;\s*)draft_welcome=1(?:;|$)/.test(String(e.request.header.get("Cookie") || ""));
    markup = menuHtml(menu, String(tableNumber), minutes, welcome);
    title = data.venue.menuTitle;
    preloads = coverPreloads(data.venue);
    /** @type {Record<string, unknown>} */
    const served = { menu: menu, minutes: minutes, welcome: welcome, etag: menuLib.menuEtag(entry, tableNumber) };
    boot = served;
    // The page's words in the menu's language, so the scripts' first render matches this markup
    // (English needs none: it is in the scripts).
    const words = require(`${__hooks}/lib/shared/domain-words.js`).translatedWords(entry.lang);
    if (words) served.words = words;
  }
  let head = t.before;
  // Function replacements: a string replacement would read `$&`, `$'`, `` $` `` and `$1` in a
  // venue's title as patterns (tests/integration/guest-page.test.ts).
  if (title) {
    const titleTag = "<title>" + escapeHtml(title) + "</title>";
    head = head.replace(/<title>[^<]*<\/title>/, () => titleTag);
  }
  head = head.replace("</head>", () => t.links + "</head>");
  // Before the entry script, so the cover is the first thing asked for after the page.
  if (preloads) {
    const at = head.search(/<script|<link rel="modulepreload"/);
    head =
      at === -1 ? head.replace("</head>", () => preloads + "</head>") : head.slice(0, at) + preloads + head.slice(at);
  }
  // The same build, menu data (its cache ETag) and markup is the same page: the minute of the clock
  // is left out, and so is the key order of the cached data (a Go map once it is in the store).
  const etag =
    '"g' + $security.sha256([t.stamp, entry ? entry.etag : "404", tableNumber, markup].join("|")).slice(0, 32) + '"';
  const html =
    head +
    '<div id="root">' +
    markup +
    "</div>" +
    '<script type="application/json" id="guest-data">' +
    scriptJson(boot) +
    "</script>" +
    t.after;
  const h = e.response.header();
  h.set("ETag", etag);
  h.set("Cache-Control", "no-cache");
  h.set("Vary", languages.length > 1 ? "Accept-Encoding, Accept-Language" : "Accept-Encoding");
  const sent = String(e.request.header.get("If-None-Match") || "");
  // A real If-None-Match holds a few ETags: a longer one is not split (it matches nothing here).
  if (status === 200 && sent.length <= 4096 && sent.split(",").some((x) => x.trim().replace(/^W\//, "") === etag)) {
    e.noContent(304);
    return true;
  }
  e.html(status, html);
  return true;
}

module.exports = { serveGuestPage, escapeHtml, scriptJson, distDir };
