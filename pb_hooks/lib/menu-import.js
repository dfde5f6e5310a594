// Menu import (docs/menu-and-serving-windows.md#menu-export-and-import). Pure helpers used by
// pb_hooks/menu-import.pb.js. Semantics ("menu migration", merge): a category whose title already
// exists in the account is reused, never duplicated; new categories are appended after the existing
// ones. A dish whose title already exists in the same category is updated from the file (photo
// replaced when the file has one); other dishes are created. Importing the same file twice changes
// nothing more.
const MAX_CATEGORIES = 500;
const MAX_DISHES = 3000;
// A photo is stored in dishes.photo, whose limit is 5 MB: its base64 text is at most 4/3 of that
// (plus a data: URL prefix and line breaks). Anything longer is refused before it is decoded.
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const MAX_PHOTO_CHARS = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 1024;

function fail(reason) {
  const err = /** @type {Error & { isImportError?: boolean }} */ (new Error(reason));
  err.isImportError = true;
  throw err;
}

/**
 * Decodes base64 or base64url (or a data: URL) natively (the JSVM's Buffer, Go code) into a
 * Buffer; refuses text longer than the photo limit allows before any decoding, and anything that
 * is not base64. No regular expression or loop touches the text (7 MB of it took seconds).
 */
function decodeBase64(input, title) {
  let s = String(input);
  if (s.length > MAX_PHOTO_CHARS) fail("the photo of dish '" + title + "' is larger than 5 MB");
  const comma = s.indexOf(",");
  if (s.slice(0, 5) === "data:" && comma > 0 && comma < 200) s = s.slice(comma + 1);
  // Line breaks (some encoders wrap at 76 characters) are skipped by the decoder; drop them so
  // that the length check below holds.
  if (s.indexOf("\n") >= 0) s = s.split("\n").join("");
  if (s.indexOf("\r") >= 0) s = s.split("\r").join("");
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 61) end--; // "=" padding
  if (end % 4 === 1) fail("the photo of dish '" + title + "' is not valid base64");
  const bytes = Buffer.from(end === s.length ? s : s.slice(0, end), "base64");
  // The decoder stops at the first character that is not base64: a short result means bad input.
  if (bytes.length !== Math.floor((end * 3) / 4)) fail("the photo of dish '" + title + "' is not valid base64");
  if (bytes.length > MAX_PHOTO_BYTES) fail("the photo of dish '" + title + "' is larger than 5 MB");
  return bytes;
}

/** File extension for image bytes (PocketBase checks the real type, not the name). */
function imageExtension(b) {
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "png";
  if (b[0] === 0xff && b[1] === 0xd8) return "jpg";
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return "gif";
  if (b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45) return "webp";
  return "";
}

/** Decodes and checks every photo of a normalized menu (before anything is written). */
function decodePhotos(menu) {
  const sizes = require(`${__hooks}/lib/image-size.js`);
  menu.dishes.forEach((d) => {
    if (!d.photoBase64) return;
    const bytes = decodeBase64(d.photoBase64, d.title);
    const ext = imageExtension(bytes);
    if (!ext) fail("the photo of dish '" + d.title + "' is not a PNG, JPEG, GIF or WebP image");
    const reason = sizes.checkImage(sizes.bytesReader(bytes));
    if (reason) fail("the photo of dish '" + d.title + "': " + reason);
    d.photo = { bytes: bytes, ext: ext };
    d.photoBase64 = "";
  });
}

/** A JSON field another exporter may have written as a JSON string ("{}", "null"): its value. */
function jsonValue(v) {
  if (typeof v !== "string") return v;
  if (!v.trim()) return null;
  try {
    return JSON.parse(v);
  } catch (_) {
    return v;
  }
}

/** "7:05" or "07:05" as "07:05"; "" when it is not a time of day (the app's rule, src/domain/serving.ts). */
function hhmm(v) {
  return require(`${__hooks}/lib/domain.js`).toHhmm(v);
}

function isPlainObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/**
 * A dish's allergens / dietary tags from the file, as lower-case keys (checked against
 * the dish fields' own values by checkTags). Missing (older files) is undefined, so an update keeps
 * what the dish has; anything but a list is refused.
 */
function tagList(d, field, title) {
  if (!Object.prototype.hasOwnProperty.call(d, field) || d[field] === null || d[field] === undefined) return undefined;
  const v = jsonValue(d[field]);
  if (!Array.isArray(v)) fail("dish '" + title + "' has invalid " + field + " (expected a list)");
  const out = [];
  v.forEach((k) => {
    const key = String(k).trim().toLowerCase();
    if (out.indexOf(key) < 0) out.push(key);
  });
  return out;
}

/**
 * A dish's option groups from the file (docs/menu-and-serving-windows.md#option-groups): undefined
 * when the file has none (a spec file; an existing dish keeps its groups), else checked by the same
 * rule as the editor's (src/domain/option-groups.ts groupsProblem), refused naming the dish.
 */
function optionGroupsOf(d, title) {
  if (d.optionGroups === undefined || d.optionGroups === null) return undefined;
  const problem = require(`${__hooks}/lib/domain.js`).groupsProblem(d.optionGroups);
  if (problem) fail("dish '" + title + "': " + problem);
  return d.optionGroups;
}

/**
 * The `translations` of a category or dish from the file (docs/menu-and-serving-windows.md#menu-languages):
 * undefined when the file has none (a spec file; an existing record keeps its own), else checked
 * by the same rule as the editor's (src/domain/languages.ts), refused naming the thing.
 */
function translationsOf(v, fields, what) {
  if (v === undefined || v === null) return undefined;
  const problem = require(`${__hooks}/lib/domain.js`).translationsProblem(
    jsonValue(v),
    fields,
    what + ": translations",
  );
  if (problem) fail(problem);
  return jsonValue(v);
}

/** Refuses, by name, an allergen or dietary tag the dishes collection does not know. */
function checkTags(menu, dishCol) {
  ["allergens", "dietary"].forEach((field) => {
    const f = dishCol.fields.getByName(field);
    const known = [];
    if (f) for (let i = 0; i < f.values.length; i++) known.push(String(f.values[i]));
    const noun = field === "allergens" ? "allergen" : "dietary tag";
    menu.dishes.forEach((d) => {
      (d[field] || []).forEach((key) => {
        if (known.indexOf(key) < 0)
          fail("dish '" + d.title + "' has an unknown " + noun + " '" + key + "' (known: " + known.join(", ") + ")");
      });
    });
  });
}

/** Checks the file shape and returns a normalized copy; throws an import error with the reason. */
function normalize(data) {
  if (!require(`${__hooks}/lib/domain.js`).isMenuFileShape(data)) fail("Invalid file format");
  if (data.categories.length > MAX_CATEGORIES) fail("too many categories (max " + MAX_CATEGORIES + ")");
  if (data.dishes.length > MAX_DISHES) fail("too many dishes (max " + MAX_DISHES + ")");
  const categories = data.categories.map((c, i) => {
    if (!isPlainObject(c)) fail("category " + (i + 1) + " is not an object");
    const title = typeof c.title === "string" ? c.title.trim() : "";
    if (!title) fail("category " + (i + 1) + " has no title");
    const order = Number(c.order);
    const domain = require(`${__hooks}/lib/domain.js`);
    return {
      title: title,
      order: isFinite(order) && order >= 0 ? Math.floor(order) : i,
      translations: translationsOf(c.translations, domain.CATEGORY_FIELDS, "category '" + title + "'"),
    };
  });
  const dishes = data.dishes.map((d, i) => {
    if (!isPlainObject(d)) fail("dish " + (i + 1) + " is not an object");
    const title = typeof d.title === "string" ? d.title.trim() : "";
    if (!title) fail("dish " + (i + 1) + " has no title");
    const price = Number(d.price);
    if (d.price === null || d.price === "" || !isFinite(price) || price < 0)
      fail("dish '" + title + "' has an invalid price");
    const categoryTitle = typeof d.categoryTitle === "string" ? d.categoryTitle.trim() : "";
    if (!categoryTitle) fail("dish '" + title + "' has no categoryTitle");
    const ts = jsonValue(d.timeServed);
    let timeServed = null;
    if (isPlainObject(ts) && (ts.from || ts.to)) {
      const from = hhmm(ts.from);
      const to = hhmm(ts.to);
      if (!from || !to) fail("dish '" + title + "' has an invalid timeServed");
      timeServed = { from: from, to: to };
    }
    // Keyed by the file's names: no prototype, so "__proto__" is a name like any other.
    const modifiers = Object.create(null);
    const mods = jsonValue(d.modifiers);
    if (mods !== undefined && mods !== null && mods !== "") {
      if (!isPlainObject(mods)) fail("dish '" + title + "' has invalid modifiers");
      Object.keys(mods).forEach((name) => {
        const p = Number(mods[name]);
        if (!name.trim() || !isFinite(p) || p < 0) fail("dish '" + title + "' has an invalid modifier '" + name + "'");
        modifiers[name] = p;
      });
    }
    const order = Number(d.order);
    return {
      title: title,
      description: typeof d.description === "string" ? d.description : "",
      price: price,
      order: isFinite(order) && order >= 0 ? Math.floor(order) : i,
      timeServed: timeServed,
      modifiers: modifiers,
      categoryTitle: categoryTitle,
      photoBase64: typeof d.photoBase64 === "string" && d.photoBase64 ? d.photoBase64 : "",
      allergens: tagList(d, "allergens", title),
      dietary: tagList(d, "dietary", title),
      optionGroups: optionGroupsOf(d, title),
      translations: translationsOf(
        d.translations,
        require(`${__hooks}/lib/domain.js`).DISH_FIELDS,
        "dish '" + title + "'",
      ),
    };
  });
  return { categories: categories, dishes: dishes };
}

/**
 * Imports `data` for `userId` with `txApp` (call inside runInTransaction). Returns counts.
 * @param {CoreApp} txApp
 * @param {string} userId
 * @param {unknown} data the parsed menu_export.json
 * @returns {{ categories: number, dishes: number, updatedDishes: number }}
 */
function importMenu(txApp, userId, data) {
  const menu = normalize(data);
  decodePhotos(menu);
  return writeMenu(txApp, userId, menu);
}

/**
 * Writes a checked menu (normalize's shape; the CSV import's too, lib/menu-csv-import.js) for
 * `userId` with `txApp`. A dish field left undefined keeps what an existing dish has (a new dish
 * gets the collection's default).
 * @param {CoreApp} txApp
 * @param {string} userId
 * @param {{ categories: Array<{ title: string, order: number, translations?: any }>, dishes: any[] }} menu
 * @param {(existing: any, item: any, kind: "category" | "dish") => void} [prepare] called with each
 *   category and dish of `menu` and the record it updates (null for a new one) before it is
 *   written: the CSV import folds its translations into the record's own there.
 * @returns {{ categories: number, dishes: number, updatedDishes: number }}
 */
function writeMenu(txApp, userId, menu, prepare) {
  const catCol = txApp.findCollectionByNameOrId("categories");
  const dishCol = txApp.findCollectionByNameOrId("dishes");
  checkTags(menu, dishCol);
  const existing = txApp.findRecordsByFilter("categories", "user = {:u}", "order", 0, 0, { u: userId });
  const byTitle = Object.create(null);
  existing.forEach((c) => {
    byTitle[c.getString("title")] = c;
  });
  const base = existing.length;
  const created = { categories: 0, dishes: 0, updatedDishes: 0 };
  const sorted = menu.categories.slice().sort((a, b) => {
    return a.order - b.order;
  });
  const emptyToNull = (t) => (t && Object.keys(t).length ? t : null);
  sorted.forEach((c) => {
    if (prepare) prepare(byTitle[c.title] || null, c, "category");
    if (byTitle[c.title]) {
      // An existing category keeps its order; translations in the file replace its own.
      if (c.translations !== undefined) {
        byTitle[c.title].set("translations", emptyToNull(c.translations));
        txApp.save(byTitle[c.title]);
      }
      return;
    }
    const rec = new Record(catCol);
    rec.set("title", c.title);
    if (c.translations !== undefined) rec.set("translations", emptyToNull(c.translations));
    rec.set("user", userId);
    rec.set("order", base + c.order);
    txApp.save(rec);
    byTitle[c.title] = rec;
    created.categories++;
  });
  menu.dishes.forEach((d) => {
    let cat = byTitle[d.categoryTitle];
    if (!cat) {
      // A dish may name a category the file does not list: create it at the end.
      cat = new Record(catCol);
      cat.set("title", d.categoryTitle);
      cat.set("user", userId);
      cat.set("order", base + sorted.length + created.categories);
      txApp.save(cat);
      byTitle[d.categoryTitle] = cat;
      created.categories++;
    }
    let rec;
    try {
      rec = txApp.findFirstRecordByFilter("dishes", "user = {:u} && category = {:c} && title = {:t}", {
        u: userId,
        c: cat.id,
        t: d.title,
      });
    } catch (_) {
      rec = null;
    }
    const isNew = !rec;
    if (prepare) prepare(rec, d, "dish");
    if (isNew) {
      rec = new Record(dishCol);
      rec.set("user", userId);
      rec.set("category", cat.id);
      rec.set("available", true);
      rec.set("modifiers", {});
    }
    if (d.allergens !== undefined) rec.set("allergens", d.allergens);
    if (d.dietary !== undefined) rec.set("dietary", d.dietary);
    if (d.optionGroups !== undefined) rec.set("optionGroups", d.optionGroups.length ? d.optionGroups : null);
    if (d.translations !== undefined) rec.set("translations", emptyToNull(d.translations));
    rec.set("title", d.title);
    if (d.description !== undefined) rec.set("description", d.description);
    rec.set("price", d.price);
    rec.set("order", d.order);
    if (d.timeServed !== undefined) rec.set("timeServed", d.timeServed);
    if (d.modifiers !== undefined) rec.set("modifiers", d.modifiers);
    if (d.photo) rec.set("photo", $filesystem.fileFromBytes(d.photo.bytes, "photo." + d.photo.ext));
    txApp.save(rec);
    if (isNew) created.dishes++;
    else created.updatedDishes++;
  });
  // The whole menu stays within its bound (lib/menu-budget.js): checked once, the import refused whole.
  require(`${__hooks}/lib/menu-budget.js`).checkImported(txApp, userId);
  return created;
}

module.exports = {
  importMenu,
  writeMenu,
  normalize,
  decodeBase64,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_CHARS,
};
