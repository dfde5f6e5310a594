// CSV for the accountant's export (docs/sales.md#csv-export): RFC 4180 quoting, and a guard against
// formula injection (OWASP "CSV injection"): a text cell that a spreadsheet would run as a formula
// (starting with = + - @, or a tab / carriage return) gets a leading apostrophe. The export is
// written by SQLite (50,000 orders in one query instead of 50,000 JS rows), so the rules exist
// twice: as SQL expressions (sqlText, sqlCents: what the server runs) and as plain JS (textCell,
// centsCell: the reference). tests/unit-node/csv.test.ts checks they agree by running the SQL in
// sqlite3.

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One text cell: formula guard, then quoted when it holds a comma, quote or line break.
 * @param {unknown} value
 * @returns {string}
 */
function textCell(value) {
  let s = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(s)) s = "'" + s;
  if (/[",\r\n]/.test(s)) s = '"' + s.replace(/"/g, '""') + '"';
  return s;
}

/**
 * A non-negative amount in cents as a number cell with 2 decimals ("12.30").
 * @param {unknown} cents
 * @returns {string}
 */
function centsCell(cents) {
  const n = Math.max(0, Math.round(Number(cents) || 0));
  const frac = String(n % 100);
  return String(Math.floor(n / 100)) + "." + (frac.length < 2 ? "0" + frac : frac);
}

/**
 * SQL expression of textCell over the SQL expression `expr` (NULL reads as "").
 * @param {string} expr
 * @returns {string}
 */
function sqlText(expr) {
  const v = "COALESCE(CAST((" + expr + ") AS TEXT), '')";
  const guarded =
    "(CASE WHEN substr(" +
    v +
    ", 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || " +
    v +
    " ELSE " +
    v +
    " END)";
  return (
    "(CASE WHEN instr(" +
    guarded +
    ", '\"') > 0 OR instr(" +
    guarded +
    ", ',') > 0 OR instr(" +
    guarded +
    ", char(10)) > 0 OR instr(" +
    guarded +
    ", char(13)) > 0 THEN '\"' || replace(" +
    guarded +
    ", '\"', '\"\"') || '\"' ELSE " +
    guarded +
    " END)"
  );
}

/**
 * SQL expression of centsCell over an integer SQL expression `expr`.
 * @param {string} expr
 * @returns {string}
 */
function sqlCents(expr) {
  const n = "MAX(0, CAST((" + expr + ") AS INTEGER))";
  return "printf('%d.%02d', " + n + " / 100, " + n + " % 100)";
}

/**
 * An amount in cents that may be negative (a refund's line, docs/tax-and-receipts.md#cash-refunds)
 * as a number cell with 2 decimals ("-12.30"): a number, never run as a formula.
 * @param {number} cents
 * @returns {string}
 */
function signedCentsCell(cents) {
  const n = Math.round(Number(cents) || 0);
  return (n < 0 ? "-" : "") + centsCell(Math.abs(n));
}

module.exports = { textCell, centsCell, signedCentsCell, sqlText, sqlCents };
