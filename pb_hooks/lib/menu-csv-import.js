// The menu CSV import (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv), used by
// pb_hooks/menu-csv.pb.js. The file is read by the same code as the editor's preview
// (src/domain/menu-csv.ts through lib/domain-csv.js, its own bundle): a file with any problem is refused whole, naming
// the row and the field; a good one is written by the JSON import's writer (lib/menu-import.js:
// categories and dishes matched by title, unknown categories created, columns the file does not
// have left as they are), inside the caller's transaction (the file is read before it).

/** Cells a file may have: 64 per row, header included (far more columns than a menu row has). */
const MAX_CELLS = 64 * (require(`${__hooks}/lib/domain.js`).MAX_CSV_ROWS + 1);

/**
 * The request's body as text: at most MAX_CSV_BYTES (the route's body limit already refused more
 * before reading), UTF-8 (a decoded U+FFFD means it was not), a BOM skipped by the reader.
 * @param {core.RequestEvent} e
 * @returns {string}
 */
function readBody(e) {
  const domain = require(`${__hooks}/lib/domain.js`);
  const text = toString(e.request.body, domain.MAX_CSV_BYTES + 1);
  if (text.length > domain.MAX_CSV_BYTES)
    throw new BadRequestError("the file is larger than " + domain.MAX_CSV_BYTES / 1024 / 1024 + " MB");
  if (!text.trim()) throw new BadRequestError("the file is empty");
  // What parsing costs is the count of cells (4 MB of "," took 0.9 s and 150 MB): counted before
  // the parser sees the file (every separator and line break, quoted ones too: an overcount).
  const { countValues } = require(`${__hooks}/lib/import-body.js`);
  if (countValues(text, MAX_CELLS, [",", ";", "\t", "\n"]) > MAX_CELLS) {
    throw new BadRequestError("the file has more than " + MAX_CELLS + " cells");
  }
  return text;
}

/**
 * Reads and checks the CSV `text`; throws an Error naming up to 3 problems when there is any.
 * @param {string} text
 */
function readMenu(text) {
  const domain = require(`${__hooks}/lib/domain-csv.js`);
  // Translation columns: none yet (the venue's languages will be given here).
  const csv = domain.readMenuCsv(text, { languages: [] });
  const problems = domain.csvProblems(csv);
  if (problems.length) {
    const more = problems.length > 3 ? "; and " + (problems.length - 3) + " more" : "";
    throw new Error(problems.slice(0, 3).join("; ") + more);
  }
  return {
    categories: csv.categories.map((title, i) => ({ title: title, order: i })),
    dishes: csv.dishes,
  };
}

/**
 * Writes a menu readMenu returned for `userId` (call inside runInTransaction). Returns the counts.
 * @param {CoreApp} txApp
 * @param {string} userId
 * @param {{ categories: Array<{ title: string, order: number }>, dishes: any[] }} menu
 */
function writeMenu(txApp, userId, menu) {
  return require(`${__hooks}/lib/menu-import.js`).writeMenu(txApp, userId, menu);
}

module.exports = { readBody, readMenu, writeMenu };
