// The CSV cells of the accountant's export (pb_hooks/lib/sales/csv.js, the file PocketBase require()s):
// RFC 4180 quoting and the formula-injection guard, in JS and in the SQL the server runs (checked
// in sqlite3, the same SQL dialect as PocketBase's SQLite).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const csv = require("../../pb_hooks/lib/sales/csv.js") as {
  textCell: (v: unknown) => string;
  centsCell: (c: number) => string;
  sqlText: (expr: string) => string;
  sqlCents: (expr: string) => string;
};

const CASES: Array<[string, string]> = [
  ["plain", "plain"],
  ["", ""],
  ["a,b", '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ["two\nlines", '"two\nlines"'],
  ["cr\rhere", '"cr\rhere"'],
  ["Soup × 2; Tea × 1", "Soup × 2; Tea × 1"],
  ["=1+1", "'=1+1"],
  ["+SUM(A1)", "'+SUM(A1)"],
  ["-2+3", "'-2+3"],
  ["@cmd", "'@cmd"],
  ["\tx", "'\tx"],
  ["\rx", '"\'\rx"'],
  ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ["it's", "it's"],
];

/** Evaluates SQL expressions in sqlite3; one JSON string per expression. */
function sql(exprs: string[]): string[] {
  const select = exprs.map((e, i) => `${e} AS c${i}`).join(", ");
  const out = execFileSync("sqlite3", ["-json", ":memory:", `SELECT ${select};`]).toString();
  const row = (JSON.parse(out) as Record<string, unknown>[])[0];
  return exprs.map((_, i) => String(row[`c${i}`]));
}
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

describe("text cells", () => {
  it.each(CASES)("JS: %j -> %j", (value, cell) => {
    expect(csv.textCell(value)).toBe(cell);
  });
  it("the server's SQL writes exactly the same cells", () => {
    // char() keeps control characters out of the shell argument's SQL literal.
    const toSql = (s: string) =>
      s
        .split(/([\t\r\n])/)
        .filter((p) => p !== "")
        .map((p) => (p === "\t" ? "char(9)" : p === "\r" ? "char(13)" : p === "\n" ? "char(10)" : lit(p)))
        .join(" || ") || "''";
    expect(sql(CASES.map(([v]) => csv.sqlText(toSql(v))))).toEqual(CASES.map(([, cell]) => cell));
    expect(sql([csv.sqlText("NULL")])).toEqual([""]);
  });
});

describe("amount cells", () => {
  it("exact amounts from cents, in JS and SQL", () => {
    const cents = [1305, 7, 0, 100, 123456789];
    const cells = ["13.05", "0.07", "0.00", "1.00", "1234567.89"];
    expect(cents.map(csv.centsCell)).toEqual(cells);
    expect(sql(cents.map((c) => csv.sqlCents(String(c))))).toEqual(cells);
  });
});
