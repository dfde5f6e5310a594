// A whole menu CSV file (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv), both ways,
// with Papa Parse (RFC 4180 quoting, its formula guard on export). The editor loads this module on
// demand only (the guest page never does); the server's import runs the same reading through
// pb_hooks/lib/shared/domain.js, and is the authority: what the preview shows is what the server does.
import Papa from "papaparse";
import type { Category, Dish } from "./menu";
import type { OptionGroup } from "./option-groups";
import type { ServingWindow } from "./serving";
import type { Translations } from "./translations";
import { translationHeaders, type TranslationColumn } from "./menu-csv-translations";
import {
  CSV_COLUMNS,
  FORMULA_START,
  MAX_CSV_ROWS,
  MAX_TEXT,
  REQUIRED_COLUMNS,
  TRANSLATION_HEADER,
  extrasCell,
  optionsCell,
  priceCell,
  readExtras,
  readOptions,
  readPrice,
  readServing,
  readTags,
  unguardCell,
  type CsvColumn,
  type TranslatedColumn,
} from "./menu-csv-columns";

/** One dish of the file. A field is undefined when its column is not in the file: an existing dish keeps it. */
export interface CsvDish {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  categoryTitle: string;
  title: string;
  price: number;
  /** Position within its category in the file. */
  order: number;
  description?: string;
  timeServed?: ServingWindow | null;
  modifiers?: Record<string, number>;
  allergens?: string[];
  dietary?: string[];
  optionGroups?: OptionGroup[];
  /** Translated title and description by language code, from `title@<code>` and `description@<code>` (non-empty cells only). */
  translations?: Record<string, { title?: string; description?: string }>;
}

/** A row for the preview: what it says, and what is wrong with it. */
export interface CsvRow {
  row: number;
  category: string;
  title: string;
  price: string;
  errors: string[];
}

export interface MenuCsv {
  /** Problems of the file as a whole (encoding, header, size); rows are not read then. */
  fileErrors: string[];
  rows: CsvRow[];
  /** The dishes of the rows without errors. */
  dishes: CsvDish[];
  /** Category titles in order of first appearance. */
  categories: string[];
  /** Category title translations from `category@<code>` (non-empty cells), by category title. */
  categoryTranslations: Record<string, Translations>;
  /** The file's translation columns, as the dish (`title`, `description`) or category (`title`) fields they fill. */
  dishColumns: TranslationColumn[];
  categoryColumns: TranslationColumn[];
}

export interface ReadOptions {
  /** Language codes whose `title@<code>`-style columns are taken (the venue's languages but the default). */
  languages?: readonly string[];
}

const emptyCsv = (fileErrors: string[]): MenuCsv => ({
  fileErrors,
  rows: [],
  dishes: [],
  categories: [],
  categoryTranslations: {},
  dishColumns: [],
  categoryColumns: [],
});
const fileProblem = (error: string): MenuCsv => emptyCsv([error]);

/** "the file is not UTF-8": a decoder turned bytes it could not read into U+FFFD. */
export function encodingProblem(text: string): string | null {
  return text.includes("\uFFFD") ? "the file is not UTF-8 text (in your spreadsheet, save it as 'CSV UTF-8')" : null;
}

/** Every problem as one list of lines: "row 14: price 'abc' is not a number". */
export function csvProblems(csv: MenuCsv): string[] {
  const out = [...csv.fileErrors];
  for (const r of csv.rows) for (const e of r.errors) out.push(`row ${r.row}: ${e}`);
  return out;
}

/** Reads a menu CSV (text already decoded; a leading BOM is skipped). Bounded by MAX_CSV_ROWS. */
export function readMenuCsv(input: string, options: ReadOptions = {}): MenuCsv {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const encoding = encodingProblem(text);
  if (encoding) return fileProblem(encoding);
  // The delimiter is the one after "category" on the header row: ',' (the export), or ';' or a tab
  // (spreadsheets set to languages that write decimal commas).
  const head = /^\s*"?category"?([,;\t])/i.exec(text);
  if (!head) return fileProblem(`the first row must be the header: ${CSV_COLUMNS.join(",")}`);
  const parsed = Papa.parse<string[]>(text, {
    delimiter: head[1],
    skipEmptyLines: "greedy",
    preview: MAX_CSV_ROWS + 2,
  });
  if (parsed.data.length > MAX_CSV_ROWS + 1) return fileProblem(`the file has more than ${MAX_CSV_ROWS} dishes`);
  const quoteError = parsed.errors.find((e) => e.type === "Quotes");
  if (quoteError) return fileProblem(`row ${(quoteError.row ?? 0) + 1}: ${quoteError.message}`);

  const header = parsed.data[0].map((h) => h.trim().toLowerCase());
  const columns = new Map<string, number>();
  const translated: Array<{ index: number; column: TranslatedColumn; code: string }> = [];
  const languages = options.languages ?? [];
  for (let i = 0; i < header.length; i++) {
    const name = header[i];
    if (columns.has(name)) return fileProblem(`column '${name}' is twice in the header`);
    columns.set(name, i);
    const tr = TRANSLATION_HEADER.exec(name);
    if (tr) {
      if (!languages.includes(tr[2]))
        return fileProblem(`column '${name}': '${tr[2]}' is not one of the menu's languages`);
      translated.push({ index: i, column: tr[1] as TranslatedColumn, code: tr[2] });
    } else if (!(CSV_COLUMNS as readonly string[]).includes(name)) {
      return fileProblem(`unknown column '${name.slice(0, 40)}' (the columns are: ${CSV_COLUMNS.join(", ")})`);
    }
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length) return fileProblem(`the header has no column ${missing.map((c) => `'${c}'`).join(", ")}`);

  const out = emptyCsv([]);
  for (const t of translated) {
    if (t.column === "category") out.categoryColumns.push({ code: t.code, field: "title" });
    else out.dishColumns.push({ code: t.code, field: t.column });
  }
  /** Per category: language -> [title, row] of its first non-empty category@<code> cell. */
  const categoryTr = new Map<string, Map<string, [string, number]>>();
  const seen = new Map<string, number>();
  const perCategory = new Map<string, number>();
  for (let r = 1; r < parsed.data.length; r++) {
    const cells = parsed.data[r].map(unguardCell);
    const row = r + 1;
    const has = (c: CsvColumn) => columns.has(c);
    const cell = (c: CsvColumn) => cells[columns.get(c) ?? -1] ?? "";
    const shown: CsvRow = {
      row,
      category: cell("category").trim(),
      title: cell("title").trim(),
      price: cell("price").trim(),
      errors: [],
    };
    out.rows.push(shown);
    const errors = shown.errors;
    if (cells.length !== header.length) {
      errors.push(`has ${cells.length} cells, the header has ${header.length}`);
      continue;
    }
    const text = (c: TranslatedColumn, value: string, label: string = c) => {
      if (value.length > MAX_TEXT[c]) errors.push(`${label} is longer than ${MAX_TEXT[c]} characters`);
      return value;
    };
    const categoryTitle = text("category", shown.category);
    const title = text("title", shown.title);
    if (!categoryTitle) errors.push("category is empty");
    if (!title) errors.push("title is empty");
    const price = readPrice(shown.price);
    if (!price.ok) errors.push(price.error);
    const dish: CsvDish = { row, categoryTitle, title, price: price.ok ? price.value : 0, order: 0 };
    if (has("description")) dish.description = text("description", cell("description"));
    if (has("served_from") || has("served_to")) {
      const serving = readServing(cell("served_from"), cell("served_to"));
      if (serving.ok) dish.timeServed = serving.value;
      else errors.push(serving.error);
    }
    for (const c of ["allergens", "dietary"] as const) {
      if (!has(c)) continue;
      const tags = readTags(cell(c), c);
      if (tags.ok) dish[c] = tags.value;
      else errors.push(tags.error);
    }
    if (has("extras")) {
      const extras = readExtras(cell("extras"));
      if (extras.ok) dish.modifiers = extras.value;
      else errors.push(extras.error);
    }
    if (has("options")) {
      const groups = readOptions(cell("options"));
      if (groups.ok) dish.optionGroups = groups.value;
      else errors.push(groups.error);
    }
    const rowCategoryTr: Array<[string, string]> = [];
    for (const t of translated) {
      const value = text(t.column, (cells[t.index] ?? "").trim(), `${t.column}@${t.code}`);
      if (!value) continue;
      if (t.column === "category") {
        // One title per category and language: every row of the category says it the same, or leaves it empty.
        const earlier = categoryTr.get(categoryTitle)?.get(t.code);
        if (earlier && earlier[0] !== value)
          errors.push(
            `category@${t.code} '${value.slice(0, 40)}' differs from row ${earlier[1]}'s '${earlier[0].slice(0, 40)}'`,
          );
        else rowCategoryTr.push([t.code, value]);
        continue;
      }
      dish.translations ??= {};
      (dish.translations[t.code] ??= {})[t.column] = value;
    }
    const key = `${categoryTitle}\u0000${title}`;
    const earlier = seen.get(key);
    if (earlier !== undefined && categoryTitle && title)
      errors.push(`'${title}' in '${categoryTitle}' is already on row ${earlier}`);
    if (errors.length) continue;
    seen.set(key, row);
    if (!out.categories.includes(categoryTitle)) out.categories.push(categoryTitle);
    for (const [code, value] of rowCategoryTr) {
      const byCode = categoryTr.get(categoryTitle) ?? new Map<string, [string, number]>();
      categoryTr.set(categoryTitle, byCode);
      if (byCode.has(code)) continue;
      byCode.set(code, [value, row]);
      ((out.categoryTranslations[categoryTitle] ??= {})[code] ??= {}).title = value;
    }
    dish.order = perCategory.get(categoryTitle) ?? 0;
    perCategory.set(categoryTitle, dish.order + 1);
    out.dishes.push(dish);
  }
  if (!out.rows.length) out.fileErrors.push("the file has a header but no dishes");
  return out;
}

const trText = (translations: Translations | undefined, code: string, field: string): string => {
  const t = translations && Object.prototype.hasOwnProperty.call(translations, code) ? translations[code] : undefined;
  const text = t && Object.prototype.hasOwnProperty.call(t, field) ? t[field] : undefined;
  return typeof text === "string" ? text : "";
};

/**
 * The menu as a CSV file (header, then one row per dish in menu order), formula cells guarded.
 * `languages` (the venue's offered ones, not the default) add `title@<code>`, `description@<code>`
 * and `category@<code>` columns each, after the base columns.
 */
export function writeMenuCsv(
  categories: readonly Category[],
  dishes: readonly Dish[],
  languages: readonly string[] = [],
): string {
  const cats = [...categories].sort((a, b) => a.order - b.order);
  const rows: string[][] = [];
  for (const c of cats) {
    for (const d of dishes.filter((x) => x.category === c.id).sort((a, b) => a.order - b.order)) {
      rows.push([
        c.title,
        d.title,
        d.description,
        priceCell(d.price),
        d.timeServed?.from ?? "",
        d.timeServed?.to ?? "",
        d.allergens.join(", "),
        d.dietary.join(", "),
        extrasCell(d.modifiers),
        optionsCell(d.optionGroups ?? []),
        ...languages.flatMap((code) => [
          trText(d.translations, code, "title"),
          trText(d.translations, code, "description"),
          trText(c.translations, code, "title"),
        ]),
      ]);
    }
  }
  return (
    Papa.unparse(
      { fields: [...CSV_COLUMNS, ...translationHeaders(languages)], data: rows },
      { newline: "\r\n", escapeFormulae: FORMULA_START },
    ) + "\r\n"
  );
}
