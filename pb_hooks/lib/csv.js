// CSV for the accountant's export (issue 13): RFC 4180 quoting, and a guard against formula
// injection (OWASP "CSV injection"): a text cell that a spreadsheet would run as a formula
// (starting with = + - @, or a tab / carriage return) gets a leading apostrophe. Pure; used by
// pb_hooks/stats.pb.js and unit-tested from Node (tests/unit-node/csv.test.ts).

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: formula guard, then quoted when it holds a comma, quote or line break. */
function textCell(value) {
  let s = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(s)) s = "'" + s;
  if (/[",\r\n]/.test(s)) s = '"' + s.replace(/"/g, '""') + '"';
  return s;
}

/** A money amount in cents as a plain number cell with 2 decimals ("12.30", "-0.50"). */
function centsCell(cents) {
  const n = Math.round(Number(cents) || 0);
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  const frac = String(abs % 100);
  return sign + String(Math.floor(abs / 100)) + "." + (frac.length < 2 ? "0" + frac : frac);
}

/** One CSV line (CRLF-terminated, RFC 4180) of already formatted cells. */
function line(cells) {
  return cells.join(",") + "\r\n";
}

module.exports = { textCell, centsCell, line };
