// The menu CSV import (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv), used by
// pb_hooks/menu-csv.pb.js. The file is read by the same code as the editor's preview
// (src/domain/menu-csv.ts through lib/shared/domain-csv.js, its own bundle): a file with any problem is refused whole, naming
// the row and the field; a good one is written by the JSON import's writer (lib/menu/menu-import.js:
// categories and dishes matched by title, unknown categories created, columns the file does not
// have left as they are), inside the caller's transaction (the file is read before it).

/** Cells a file may have: 64 per row, header included (far more columns than a menu row has). */
const MAX_CELLS = 64 * (require(`${__hooks}/lib/shared/domain.js`).MAX_CSV_ROWS + 1);

/**
 * The request's body as text: at most MAX_CSV_BYTES (the route's body limit already refused more
 * before reading), UTF-8 (a decoded U+FFFD means it was not), a BOM skipped by the reader.
 * @param {core.RequestEvent} e
 * @returns {string}
 */
function readBody(e) {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const text = toString(e.request.body, domain.MAX_CSV_BYTES + 1);
  if (text.length > domain.MAX_CSV_BYTES)
    throw new BadRequestError("the file is larger than " + domain.MAX_CSV_BYTES / 1024 / 1024 + " MB");
  if (!text.trim()) throw new BadRequestError("the file is empty");
  // What parsing costs is the count of cells (4 MB of "," took 0.9 s and 150 MB): counted before
  // the parser sees the file (every separator and line break, quoted ones too: an overcount).
  const { countValues } = require(`${__hooks}/lib/menu/import-body.js`);
  if (countValues(text, MAX_CELLS, [",", ";", "\t", "\n"]) > MAX_CELLS) {
    throw new BadRequestError("the file has more than " + MAX_CELLS + " cells");
  }
  return text;
}

/**
 * The venue's offered languages besides its default (users.menuLanguage / menuLanguages): the
 * `<column>@<code>` columns a file may have (docs/menu-and-serving-windows.md#menu-languages).
 * @param {core.Record} user
 * @returns {string[]}
 */
function offeredLanguages(user) {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const offered = require(`${__hooks}/lib/menu/menu-languages.js`).boundedJson(user, "menuLanguages", 200);
  return domain.venueLanguages(user.getString("menuLanguage"), offered).slice(1);
}

/**
 * Reads and checks the CSV `text`, taking translation columns of `languages` only (a column of
 * another language refuses the file); throws an Error naming up to 3 problems when there is any.
 * @param {string} text
 * @param {string[]} languages
 */
function readMenu(text, languages) {
  const domain = require(`${__hooks}/lib/shared/domain-csv.js`);
  const csv = domain.readMenuCsv(text, { languages: languages });
  const problems = domain.csvProblems(csv);
  if (problems.length) {
    const more = problems.length > 3 ? "; and " + (problems.length - 3) + " more" : "";
    throw new Error(problems.slice(0, 3).join("; ") + more);
  }
  return {
    categories: csv.categories.map((title, i) => ({
      title: title,
      order: i,
      fromFile: csv.categoryTranslations[title],
    })),
    dishes: csv.dishes.map((d) => {
      const out = {};
      Object.keys(d).forEach((k) => (out[k] = d[k]));
      out.fromFile = d.translations;
      delete out.translations;
      return out;
    }),
    dishColumns: csv.dishColumns,
    categoryColumns: csv.categoryColumns,
  };
}

/** A JSON field of a stored record as a value (null when empty or unreadable). */
function storedJson(record, field) {
  const raw = record.get(field);
  if (raw === null || raw === undefined) return null;
  try {
    const text = toString(raw);
    return text ? JSON.parse(text) : null;
  } catch (_) {
    return null;
  }
}

/**
 * Writes a menu readMenu returned for `userId` (not inside a transaction: lib/menu/menu-import.js
 * writeMenu keeps its own short). Returns the counts.
 * A dish's or category's translations are its own with the file's translation columns set (an
 * empty cell removes that text); option groups and choices the file's options cell names as the
 * dish's current ones do keep their translations (the cell cannot carry them).
 * @param {CoreApp} app
 * @param {string} userId
 * @param {{ categories: any[], dishes: any[], dishColumns: any[], categoryColumns: any[] }} menu
 * @param {any} ctx the request's context (field validation)
 */
function writeMenu(app, userId, menu, ctx) {
  const domain = require(`${__hooks}/lib/shared/domain-csv.js`);
  const rules = require(`${__hooks}/lib/shared/domain.js`);
  return require(`${__hooks}/lib/menu/menu-import.js`).writeMenu(
    app,
    userId,
    menu,
    (rec, item, kind) => {
      const old = rec ? storedJson(rec, "translations") : null;
      if (kind === "category") {
        item.translations = domain.mergeTranslations(old, item.fromFile, menu.categoryColumns);
        const problem = rules.translationsProblem(
          item.translations,
          rules.CATEGORY_FIELDS,
          "category '" + item.title + "': translations",
        );
        if (problem) throw new Error(problem);
        return;
      }
      item.translations = domain.mergeTranslations(old, item.fromFile, menu.dishColumns);
      const problem = rules.translationsProblem(
        item.translations,
        rules.DISH_FIELDS,
        "dish '" + item.title + "': translations",
      );
      if (problem) throw new Error(problem);
      if (rec && item.optionGroups !== undefined)
        item.optionGroups = domain.keepOptionTranslations(item.optionGroups, storedJson(rec, "optionGroups"));
    },
    ctx,
  );
}

module.exports = { readBody, offeredLanguages, readMenu, writeMenu };
