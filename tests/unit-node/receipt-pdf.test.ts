// The receipt's PDF in every script of the menu languages (src/components/receipt-pdf.ts,
// docs/tax-and-receipts.md#the-pdf): pdfkit's browser build, as the guest's phone runs it, with
// the font files of public/fonts/ served by a stand-in fetch. A receipt with Japanese, Korean,
// Chinese, Thai and Hindi dishes, on a page in each of those languages, is written with every
// character in a font that has it (no "?"), and only the fonts its scripts need are fetched.
// PDF_OUT=dir writes each PDF there (to render it: pdftoppm -png -r 110 file.pdf out).
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pdfText } from "../helpers/pdf-text";
import { fontRuns } from "../../src/components/font-runs";
import type { ReceiptDoc } from "../../src/domain/receipt";
import type { ReceiptDocSay } from "../../src/domain/receipt-doc-words";
import type { ReceiptWords } from "../../src/domain/receipt-words";
import ja from "../../src/domain/receipt-words/ja";
import ko from "../../src/domain/receipt-words/ko";
import zh from "../../src/domain/receipt-words/zh";
import th from "../../src/domain/receipt-words/th";
import hi from "../../src/domain/receipt-words/hi";
import el from "../../src/domain/receipt-words/el";
import de from "../../src/domain/receipt-words/de";

// The browser build (the one the app bundles): the node build has no registerStdFonts.
// @ts-expect-error pdfkit has no types (src/components/pdfkit.d.ts declares the package's name only).
vi.mock("pdfkit", () => import("../../node_modules/pdfkit/js/pdfkit.browser.mjs"));

const FONTS = path.resolve(import.meta.dirname, "../../public/fonts");
let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  vi.stubGlobal("fetch", async (url: string) => {
    const name = path.basename(String(url));
    fetched.push(name);
    const file = path.join(FONTS, name);
    if (!fs.existsSync(file)) return new Response("", { status: 404 });
    return new Response(fs.readFileSync(file));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const DISHES = {
  ja: "味噌ラーメン",
  ko: "김치찌개",
  zh: "宫保鸡丁",
  th: "ผัดไทยกุ้งสด",
  hi: "मसाला डोसा",
};

function receipt(titles: string[], legalName = "Kafe Mondo GmbH"): ReceiptDoc {
  return {
    number: 12,
    kind: "sale",
    venue: { name: "Mondo", legalName, address: "Hauptstraße 1, 10115 Berlin", taxNumber: "DE123456789" },
    issuedAt: "2026-11-28T18:00:00.000Z",
    localTime: "2026-11-28 19:00",
    zone: "Europe/Berlin",
    currency: "EUR",
    where: "Table 4",
    label: "",
    lines: titles.map((title, i) => ({ title, count: i + 1, amountCents: 450 * (i + 1), choices: [] })),
    partOfBill: false,
    subtotalCents: 1000,
    serviceCents: 0,
    taxMode: "inclusive",
    rates: [{ name: "Food", percent: 7, netCents: 935, taxCents: 65, grossCents: 1000 }],
    taxCents: 65,
    tipCents: 0,
    totalCents: 1000,
    paidWith: "online",
  };
}

const sayIn =
  (w: ReceiptWords): ReceiptDocSay =>
  (key, params = {}) =>
    w[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));

async function build(doc: ReceiptDoc, words?: ReceiptDocSay, name?: string): Promise<{ bytes: Buffer; text: string }> {
  const { receiptPdf } = await import("../../src/components/receipt-pdf");
  const bytes = Buffer.from(await (await receiptPdf(doc, words)).arrayBuffer());
  if (process.env.PDF_OUT && name) fs.writeFileSync(path.join(process.env.PDF_OUT, `${name}.pdf`), bytes);
  return { bytes, text: pdfText(bytes) };
}

/** The fonts a PDF embeds (their subset names without the 6-letter tag). */
const embedded = (bytes: Buffer) =>
  [...new Set([...bytes.toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]))].sort();

/**
 * True when the PDF's text `pdf` holds `word`, or (Thai and Devanagari come back from the PDF in visual order:
 * a vowel sign drawn before its consonant) its letters in some order within a stretch as long.
 */
function holds(pdf: string, word: string): boolean {
  // Thai's sara am (U+0E33) is drawn as two glyphs, nikhahit and sara aa, each mapped back to a
  // character: "ำ" comes back as "ำา".
  const text = pdf.replace(/\u0e33\u0e32/g, "\u0e33");
  if (text.includes(word)) return true;
  const sorted = (s: string) => [...s].sort().join("");
  const n = [...word].length;
  const all = [...text];
  return all.some((_, i) => sorted(all.slice(i, i + n).join("")) === sorted(word));
}

describe("the receipt's PDF in the menu languages' scripts", () => {
  it("writes Japanese, Korean, Chinese, Thai and Hindi dish names, each in a font that has them", async () => {
    const { bytes, text } = await build(receipt(Object.values(DISHES)), undefined, "mixed");
    expect(text).not.toContain("?");
    // A Japanese name with a Latin count and sign on one line: runs in two fonts, in order.
    expect(text).toContain("1 × 味噌ラーメン");
    expect(text).toContain("2 × 김치찌개");
    expect(text).toContain("3 × 宫保鸡丁");
    expect(text).toContain("4 × ผัดไทยกุ้งสด");
    expect(holds(text, `5 × ${DISHES.hi}`)).toBe(true);
    expect(embedded(bytes)).toEqual([
      "DejaVuSans",
      "DejaVuSans-Bold",
      "DroidSansFallback",
      "NanumSquareR",
      "NotoSansDevanagari-Regular",
      "NotoSansThai-Regular",
    ]);
  });

  it.each([
    ["ja", ja, DISHES.ja, ["DroidSansFallbackFull.ttf"]],
    ["ko", ko, DISHES.ko, ["NanumSquareB.ttf", "NanumSquareR.ttf"]],
    ["zh", zh, DISHES.zh, ["DroidSansFallbackFull.ttf"]],
    ["th", th, DISHES.th, ["NotoSansThai-Bold.ttf", "NotoSansThai-Regular.ttf"]],
    ["hi", hi, DISHES.hi, ["NotoSansDevanagari-Bold.ttf", "NotoSansDevanagari-Regular.ttf"]],
  ] as const)(
    "a %s page's receipt is in its words, fetching DejaVu and only its script's font",
    async (lang, words, dish, files) => {
      const { text } = await build(receipt([dish]), sayIn(words), lang);
      expect(text).not.toContain("?");
      for (const key of ["total", "subtotal", "paidWithOnline"] as const)
        expect(holds(text, sayIn(words)(key))).toBe(true);
      expect(text).not.toContain("Total");
      expect(text).not.toContain("Paid online");
      expect(fetched.sort()).toEqual(["DejaVuSans-Bold.ttf", "DejaVuSans.ttf", ...files].sort());
    },
  );

  it("a Greek page's receipt fetches only DejaVu; a German page's Latin-1 receipt fetches no font", async () => {
    const greek = await build(receipt(["Μουσακάς"]), sayIn(el), "el");
    expect(greek.text).toContain("1 × Μουσακάς");
    expect(fetched.sort()).toEqual(["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"]);
    fetched = [];
    const latin = await build(receipt(["Suppe"]), sayIn(de));
    expect(latin.text).toContain("1 × Suppe");
    expect(latin.text).toContain(de.total);
    expect(fetched).toEqual([]);
  });

  it("a right-to-left line is laid out as one run: its numbers read in order, its words in right-to-left order", async () => {
    // The PDF holds glyphs left to right as drawn: a Hebrew word comes back reversed.
    const drawn = (s: string) => [...s].reverse().join("");
    const { text } = await build(receipt(["שקשוקה 12"], "מסעדת חומוס"), undefined, "he");
    // "מסעדת חומוס" drawn right to left: "חומוס" leftmost, each word's letters reversed.
    expect(text).toContain(`${drawn("חומוס")} ${drawn("מסעדת")}`);
    // "1 × שקשוקה 12": 12 on the left (read last), 1 on the right (read first), neither "21".
    expect(text).toContain(`12 ${drawn("שקשוקה")} × 1`);
  });

  it("a script font that cannot be fetched leaves only its characters as ?", async () => {
    vi.stubGlobal("fetch", async (url: string) => {
      const name = path.basename(String(url));
      if (name.startsWith("Droid")) return new Response("", { status: 503 });
      return new Response(fs.readFileSync(path.join(FONTS, name)));
    });
    const { text } = await build(receipt([DISHES.zh, DISHES.ko]));
    expect(text).toContain("1 × ????");
    expect(text).toContain("2 × 김치찌개");
  });
});

describe("fontRuns", () => {
  const has = (re: RegExp) => ({ hasGlyphForCodePoint: (cp: number) => re.test(String.fromCodePoint(cp)) });
  const latin = has(/[\x20-\x7e×]/);
  const thai = has(/[\u0e00-\u0e7f]/);
  const cjk = has(/[\u3000-\u9fff]/);

  it("splits a line by the first font that has each character, spaces and marks with the run before", () => {
    expect(fontRuns("2 × 味噌 ラーメン 9.00", [latin, thai, cjk])).toEqual([
      { font: 0, text: "2 × " },
      { font: 2, text: "味噌 ラーメン " },
      { font: 0, text: "9.00" },
    ]);
    // The tone mark (U+0E49) stays with its consonant.
    expect(fontRuns("กุ้ง 1", [latin, thai])).toEqual([
      { font: 1, text: "กุ้ง " },
      { font: 0, text: "1" },
    ]);
  });

  it("writes a character no font has as ? in the main font, white space as it is", () => {
    expect(fontRuns("a 김\n", [latin, thai])).toEqual([{ font: 0, text: "a ?\n" }]);
  });
});
