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
  const sizes = require(`${__hooks}/lib/storage/image-size.js`);
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
  return require(`${__hooks}/lib/shared/domain.js`).toHhmm(v);
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
  const problem = require(`${__hooks}/lib/shared/domain.js`).groupsProblem(d.optionGroups);
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
  const problem = require(`${__hooks}/lib/shared/domain.js`).translationsProblem(
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
  if (!require(`${__hooks}/lib/shared/domain.js`).isMenuFileShape(data)) fail("Invalid file format");
  if (data.categories.length > MAX_CATEGORIES) fail("too many categories (max " + MAX_CATEGORIES + ")");
  if (data.dishes.length > MAX_DISHES) fail("too many dishes (max " + MAX_DISHES + ")");
  const categories = data.categories.map((c, i) => {
    if (!isPlainObject(c)) fail("category " + (i + 1) + " is not an object");
    const title = typeof c.title === "string" ? c.title.trim() : "";
    if (!title) fail("category " + (i + 1) + " has no title");
    const order = Number(c.order);
    const domain = require(`${__hooks}/lib/shared/domain.js`);
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
        require(`${__hooks}/lib/shared/domain.js`).DISH_FIELDS,
        "dish '" + title + "'",
      ),
    };
  });
  return { categories: categories, dishes: dishes };
}

/**
 * Imports `data` for `userId` (not inside a transaction: writeMenu keeps its own short). Returns counts.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {unknown} data the parsed menu_export.json
 * @param {any} ctx the request's context (field validation)
 * @returns {{ categories: number, dishes: number, updatedDishes: number }}
 */
function importMenu(app, userId, data, ctx) {
  const menu = normalize(data);
  decodePhotos(menu);
  return writeMenu(app, userId, menu, undefined, ctx);
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
// Field types the plan does not check one by one: relations (the import sets them itself, to the
// venue and its own categories, some of which exist only once the import is applied), automatic
// dates (set at the switch) and files (decodePhotos checked every photo: type, header, 5 MB).
const UNCHECKED_TYPES = ["relation", "autodate", "file"];
const CONFLICT = "The menu changed while the file was being imported. Please import it again.";

/** A record id as PocketBase makes them: 15 characters of a-z0-9. */
function newId() {
  return $security.randomStringWithAlphabet(15, ID_ALPHABET);
}

/**
 * The rules of the fields of `collection` the plan checks (checkValues), by name, read once per
 * import: PocketBase's own checks of a field of that type (core/field_*.go ValidateValue), done on
 * the values the import sets, in JavaScript: 3,000 dishes' worth of calls into PocketBase's
 * validation cost more than the rest of the import. A type without its rule here (or a text
 * field with a pattern) is checked by PocketBase's own validation of that field.
 */
function fieldRules(collection) {
  const rules = Object.create(null);
  const fields = collection.fields;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    const name = f.getName();
    const type = f.type();
    if (name === "id" || UNCHECKED_TYPES.indexOf(type) >= 0) continue;
    const rule = { field: f, type: type, required: Boolean(f.required) };
    if (type === "text" && !f.pattern) {
      rule.min = f.min || 0;
      rule.max = f.max || 5000;
    } else if (type === "number") {
      rule.min = f.min === null || f.min === undefined ? null : Number(f.min);
      rule.max = f.max === null || f.max === undefined ? null : Number(f.max);
      rule.onlyInt = Boolean(f.onlyInt);
    } else if (type === "json") {
      rule.maxSize = f.calculateMaxBodySize();
    } else if (type === "select") {
      rule.values = [];
      for (let j = 0; j < f.values.length; j++) rule.values.push(String(f.values[j]));
      rule.maxSelect = Math.max(f.maxSelect || 0, 1);
    } else if (type !== "bool") {
      rule.type = "other";
    }
    rules[name] = rule;
  }
  return rules;
}

/** UTF-8 bytes of `s`. */
function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** What PocketBase's check of one value says: "" when it passes (its own messages otherwise). */
function valueProblem(rule, value) {
  const blank = "Cannot be blank.";
  if (rule.type === "text") {
    const v = value === null || value === undefined ? "" : String(value);
    if (!v) return rule.required ? blank : "";
    const length = Array.from(v).length; // characters, as PocketBase counts them (runes)
    if (rule.min > 0 && length < rule.min) return "Must be at least " + rule.min + " character(s).";
    if (length > rule.max) return "Must be no more than " + rule.max + " character(s).";
    return "";
  }
  if (rule.type === "number") {
    const v = Number(value);
    if (!isFinite(v)) return "The submitted number is not properly formatted.";
    if (v === 0) return rule.required ? blank : "";
    if (rule.onlyInt && Math.floor(v) !== v) return "Decimal numbers are not allowed.";
    if (rule.min !== null && v < rule.min) return "Must be larger than " + rule.min.toFixed(6) + ".";
    if (rule.max !== null && v > rule.max) return "Must be less than " + rule.max.toFixed(6) + ".";
    return "";
  }
  if (rule.type === "json") {
    const text = JSON.stringify(value === undefined ? null : value);
    // Go's encoder writes <, >, & and U+2028/9 as \u escapes: 5 bytes more each.
    const escaped = (text.match(/[<>&\u2028\u2029]/g) || []).length;
    if (utf8Length(text) + 5 * escaped > rule.maxSize)
      return "The maximum allowed JSON size is " + rule.maxSize + " bytes.";
    if (rule.required && ["", "null", '""', "[]", "{}"].indexOf(text) >= 0) return blank;
    return "";
  }
  if (rule.type === "select") {
    const list = [];
    (Array.isArray(value) ? value : value === null || value === undefined || value === "" ? [] : [value]).forEach(
      (v) => {
        if (list.indexOf(String(v)) < 0) list.push(String(v));
      },
    );
    if (!list.length) return rule.required ? blank : "";
    if (list.length > rule.maxSelect) return "Select no more than " + rule.maxSelect + ".";
    for (const v of list) if (rule.values.indexOf(v) < 0) return "Invalid value " + v + ".";
    return "";
  }
  if (rule.type === "bool") return rule.required && !value ? blank : "";
  return "";
}

/**
 * Checks the values the import set on `rec` (`values`: field name to value) as a save would
 * (lengths, numbers, JSON sizes, known tags); fails naming the thing and the field.
 */
function checkValues(app, ctx, rec, rules, values, what) {
  Object.keys(values).forEach((name) => {
    const rule = rules[name];
    if (!rule) return;
    let msg = "";
    if (rule.type === "other") {
      try {
        rule.field.validateValue(ctx, app, rec);
      } catch (err) {
        msg = String((err && err.message) || err).replace(/^(Go)?Error:\s*/, "");
        if (!/[.!?]$/.test(msg)) msg += ".";
      }
    } else msg = valueProblem(rule, values[name]);
    if (msg) fail(what + ": " + name + ": " + msg);
  });
}

/** What one venue's menu looks like now: its counts and latest change (a change between plan and switch shows). */
function fingerprint(app, userId) {
  const row = new DynamicModel({ f: "" });
  app
    .db()
    .newQuery(
      "SELECT (SELECT count(*) || '/' || COALESCE(max([[updated]]), '') FROM {{dishes}} WHERE [[user]] = {:u}) || '|' || " +
        "(SELECT count(*) || '/' || COALESCE(max([[updated]]), '') FROM {{categories}} WHERE [[user]] = {:u}) AS f",
    )
    .bind({ u: userId })
    .one(row);
  return String(row.f);
}

/**
 * The import's plan: every category and dish record it creates or changes, built and checked in
 * memory from one read of the venue's menu, before anything is written (no write lock held).
 */
function planMenu(app, userId, menu, prepare, ctx) {
  const catCol = app.findCollectionByNameOrId("categories");
  const dishCol = app.findCollectionByNameOrId("dishes");
  checkTags(menu, dishCol);
  const seen = fingerprint(app, userId);
  const existing = app.findRecordsByFilter("categories", "user = {:u}", "order", 0, 0, { u: userId });
  const byTitle = Object.create(null);
  existing.forEach((c) => {
    byTitle[c.getString("title")] = c;
  });
  // The venue's dishes by category and title (the first of a title, as a lookup by filter found).
  const dishByKey = Object.create(null);
  app.findRecordsByFilter("dishes", "user = {:u}", "", 0, 0, { u: userId }).forEach((d) => {
    const key = d.getString("category") + "\n" + d.getString("title");
    if (!dishByKey[key]) dishByKey[key] = d;
  });
  const plan = {
    seen: seen,
    created: { categories: 0, dishes: 0, updatedDishes: 0 },
    // Records to insert and to update, each once, as the plan leaves it.
    inserts: /** @type {core.Record[]} */ ([]),
    updates: /** @type {core.Record[]} */ ([]),
    photos: /** @type {Array<{ record: core.Record, file: any, old: string }>} */ ([]),
  };
  // The values the import sets on each record, by its id (what checkValues checks).
  const setValues = Object.create(null);
  const put = (rec, name, value) => {
    rec.set(name, value);
    (setValues[rec.id] = setValues[rec.id] || Object.create(null))[name] = value;
  };
  // Each record once, by id (every planned record has one: new ones get theirs here).
  const listed = Object.create(null);
  const changed = (rec) => {
    if (listed[rec.id]) return;
    listed[rec.id] = true;
    (rec.isNew() ? plan.inserts : plan.updates).push(rec);
  };
  const base = existing.length;
  const sorted = menu.categories.slice().sort((a, b) => {
    return a.order - b.order;
  });
  const emptyToNull = (t) => (t && Object.keys(t).length ? t : null);
  const newCategory = (title, order) => {
    const rec = new Record(catCol);
    rec.set("id", newId());
    put(rec, "title", title);
    put(rec, "user", userId);
    put(rec, "order", order);
    byTitle[title] = rec;
    plan.created.categories++;
    changed(rec);
    return rec;
  };
  sorted.forEach((c) => {
    if (prepare) prepare(byTitle[c.title] || null, c, "category");
    if (byTitle[c.title]) {
      // An existing category keeps its order; translations in the file replace its own.
      if (c.translations !== undefined) {
        put(byTitle[c.title], "translations", emptyToNull(c.translations));
        changed(byTitle[c.title]);
      }
      return;
    }
    const rec = newCategory(c.title, base + c.order);
    if (c.translations !== undefined) put(rec, "translations", emptyToNull(c.translations));
  });
  menu.dishes.forEach((d) => {
    // A dish may name a category the file does not list: create it at the end.
    const cat =
      byTitle[d.categoryTitle] || newCategory(d.categoryTitle, base + sorted.length + plan.created.categories);
    const key = cat.id + "\n" + d.title;
    let rec = dishByKey[key] || null;
    const isNew = !rec;
    if (prepare) prepare(rec, d, "dish");
    if (isNew) {
      rec = new Record(dishCol);
      rec.set("id", newId());
      put(rec, "user", userId);
      put(rec, "category", cat.id);
      put(rec, "available", true);
      put(rec, "modifiers", {});
      dishByKey[key] = rec;
    }
    if (d.allergens !== undefined) put(rec, "allergens", d.allergens);
    if (d.dietary !== undefined) put(rec, "dietary", d.dietary);
    if (d.optionGroups !== undefined) put(rec, "optionGroups", d.optionGroups.length ? d.optionGroups : null);
    if (d.translations !== undefined) put(rec, "translations", emptyToNull(d.translations));
    put(rec, "title", d.title);
    if (d.description !== undefined) put(rec, "description", d.description);
    put(rec, "price", d.price);
    put(rec, "order", d.order);
    if (d.timeServed !== undefined) put(rec, "timeServed", d.timeServed);
    if (d.modifiers !== undefined) put(rec, "modifiers", d.modifiers);
    if (d.photo) {
      const file = $filesystem.fileFromBytes(d.photo.bytes, "photo." + d.photo.ext);
      // A dish given two photos in one file keeps the last (the earlier is never stored).
      plan.photos = plan.photos.filter((p) => p.record !== rec);
      plan.photos.push({ record: rec, file: file, old: rec.isNew() ? "" : rec.original().getString("photo") });
      rec.set("photo", file.name);
    }
    changed(rec);
    if (isNew) plan.created.dishes++;
    else plan.created.updatedDishes++;
  });
  const dishRules = fieldRules(dishCol);
  const catRules = fieldRules(catCol);
  plan.inserts.concat(plan.updates).forEach((r) => {
    const isDish = r.collection().name === "dishes";
    const values = setValues[r.id] || {};
    const what = (isDish ? "dish '" : "category '") + String(values.title || r.getString("title")).slice(0, 60) + "'";
    checkValues(app, ctx, r, isDish ? dishRules : catRules, values, what);
  });
  return plan;
}

/** A stored value as JSON can carry it: text, number, boolean or null (JSON fields as their text). */
function plainValue(v) {
  if (v === null || v === undefined) return null;
  const t = typeof v;
  if (t === "string" || t === "number" || t === "boolean") return v;
  const text = toString(v);
  return text === "" ? null : text;
}

/**
 * The rows of `records` as the database stores them (PocketBase's own export of each record),
 * grouped by table: { table: { columns, rows } }, each row its values in the order of `columns`.
 */
function rowsByTable(app, records) {
  const out = Object.create(null);
  records.forEach((r) => {
    const table = r.collection().name;
    if (!out[table]) out[table] = { columns: r.collection().fields.fieldNames(), rows: [] };
    const exported = r.dbExport(app);
    out[table].rows.push(out[table].columns.map((c) => plainValue(exported[c])));
  });
  return out;
}

/** `json_extract(<source>, '$[<i>]')`: column `i` of a row of json_each. */
function pick(source, i) {
  return "json_extract(" + source + ", '$[" + i + "]')";
}

/**
 * Inserts every row of `set` into `table` with ONE statement: SQLite reads the rows from one JSON
 * text, bound as one parameter (no per-row round trip through the hook's VM). created/updated `now`.
 */
function insertRows(txApp, table, set, now) {
  const cols = set.columns;
  const values = cols.map((c, i) => (c === "created" || c === "updated" ? "{:now}" : pick("value", i)));
  txApp
    .db()
    .newQuery(
      "INSERT INTO {{" +
        table +
        "}} (" +
        cols.map((c) => "[[" + c + "]]").join(", ") +
        ") SELECT " +
        values.join(", ") +
        " FROM json_each({:rows})",
    )
    .bind({ rows: JSON.stringify(set.rows), now: now })
    .execute();
}

/** Updates every row of `set` in `table` by id with ONE statement; `created` stays, `updated` is `now`. */
function updateRows(txApp, table, set, now) {
  const cols = set.columns;
  const sets = [];
  cols.forEach((c, i) => {
    if (c === "id" || c === "created") return;
    sets.push("[[" + c + "]] = " + (c === "updated" ? "{:now}" : pick("j.value", i)));
  });
  txApp
    .db()
    .newQuery(
      "UPDATE {{" +
        table +
        "}} SET " +
        sets.join(", ") +
        " FROM json_each({:rows}) AS j WHERE {{" +
        table +
        "}}.[[id]] = " +
        pick("j.value", cols.indexOf("id")),
    )
    .bind({ rows: JSON.stringify(set.rows), now: now })
    .execute();
}

/** The file key of `name` of `record` in the storage (PocketBase's layout: collection/record/name). */
function fileKey(record, name) {
  return record.baseFilesPath() + "/" + name;
}

/**
 * Applies a plan: its photos stored first (removed again when the import fails), then every row
 * in ONE short transaction of plain statements (no record hooks, no per-row work: 3,000 dishes take
 * milliseconds, not the seconds that stall every venue's orders), checked against the menu's
 * budget before it commits. Guests see the old menu until that commit, then the new one whole.
 */
function applyPlan(app, userId, plan) {
  const fsys = app.newFilesystem();
  const stored = [];
  try {
    try {
      plan.photos.forEach((p) => {
        const key = fileKey(p.record, p.file.name);
        fsys.uploadFile(p.file, key);
        stored.push(key);
      });
      const inserts = rowsByTable(app, plan.inserts);
      const updates = rowsByTable(app, plan.updates);
      const now = new DateTime().string();
      app.runInTransaction((txApp) => {
        // Anything the owner (or another import) changed since the plan was read: the plan is stale.
        if (fingerprint(txApp, userId) !== plan.seen) fail(CONFLICT);
        Object.keys(inserts).forEach((table) => insertRows(txApp, table, inserts[table], now));
        Object.keys(updates).forEach((table) => updateRows(txApp, table, updates[table], now));
        // The whole menu stays within its bound (lib/menu/menu-budget.js): checked once, the import refused whole.
        require(`${__hooks}/lib/menu/menu-budget.js`).checkImported(txApp, userId);
      });
    } catch (err) {
      stored.forEach((key) => {
        try {
          fsys.delete(key);
        } catch (_) {
          // Already gone: nothing to undo.
        }
      });
      throw err;
    }
    // Replaced photos go once the new ones are in (as PocketBase does after a record update).
    plan.photos.forEach((p) => {
      if (!p.old || p.old === p.file.name) return;
      try {
        fsys.delete(fileKey(p.record, p.old));
        fsys.deletePrefix(fileKey(p.record, "thumbs_" + p.old) + "/");
      } catch (_) {
        // A file already missing is no reason to fail an import that is done.
      }
    });
  } finally {
    fsys.close();
  }
  // Once per import, not per row: the venue's cached guest menu is dropped and its open menus and
  // menu editors hear one change (they reload the menu on any message: src/hooks/use-live-list.ts,
  // src/data/menu.ts).
  const last = plan.updates.concat(plan.inserts).pop();
  if (last) {
    require(`${__hooks}/lib/menu/menu-data.js`).forgetMenu(app, userId);
    require(`${__hooks}/lib/realtime/realtime.js`).publishMenu(app, userId, "update", last);
  }
}

/**
 * Writes a checked menu (normalize's shape; the CSV import's too, lib/menu/menu-csv-import.js) for
 * `userId`; call it OUTSIDE a transaction: the plan is built and checked first without holding the
 * write lock, then applied in one short transaction (applyPlan). A dish field left undefined keeps
 * what an existing dish has (a new dish gets the collection's default). When the venue's menu
 * changed between the plan and the switch (the owner saved a dish meanwhile), the import is
 * refused whole (CONFLICT) rather than overwrite that change.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {{ categories: Array<{ title: string, order: number, translations?: any }>, dishes: any[] }} menu
 * @param {((existing: any, item: any, kind: "category" | "dish") => void) | undefined} prepare called with each
 *   category and dish of `menu` and the record it updates (null for a new one) before it is
 *   written: the CSV import folds its translations into the record's own there.
 * @param {any} ctx the request's context (field validation)
 * @returns {{ categories: number, dishes: number, updatedDishes: number }}
 */
function writeMenu(app, userId, menu, prepare, ctx) {
  const plan = planMenu(app, userId, menu, prepare, ctx);
  applyPlan(app, userId, plan);
  return plan.created;
}

module.exports = {
  importMenu,
  writeMenu,
  CONFLICT,
  normalize,
  decodeBase64,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_CHARS,
};
