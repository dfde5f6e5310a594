// The CSV cells of the accountant's export (pb_hooks/lib/csv.js, the file PocketBase require()s):
// RFC 4180 quoting and the formula-injection guard.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const csv = require("../../pb_hooks/lib/csv.js") as {
  textCell: (v: unknown) => string;
  centsCell: (c: number) => string;
  line: (cells: string[]) => string;
};

describe("textCell", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    [null, ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["Soup × 2; Tea × 1", "Soup × 2; Tea × 1"],
  ])("%j -> %s", (value, cell) => {
    expect(csv.textCell(value)).toBe(cell);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+SUM(A1)", "'+SUM(A1)"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])("a formula %j is neutralised: %s", (value, cell) => {
    expect(csv.textCell(value)).toBe(cell);
  });
});

describe("centsCell and line", () => {
  it("writes exact amounts from cents", () => {
    expect(csv.centsCell(1305)).toBe("13.05");
    expect(csv.centsCell(7)).toBe("0.07");
    expect(csv.centsCell(-50)).toBe("-0.50");
    expect(csv.centsCell(0)).toBe("0.00");
  });
  it("joins cells with commas and ends with CRLF", () => {
    expect(csv.line(["a", '"b,c"', "1.00"])).toBe('a,"b,c",1.00\r\n');
  });
});
