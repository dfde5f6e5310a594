// The menu's spreadsheet format (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv): one
// row per dish under a header row. This file is the format itself, its cells both ways; reading a
// whole file is menu-csv.ts. Pure, and shared by the editor (preview, export) and the server's
// import (pb_hooks/lib/menu/menu-csv-import.js through pb_hooks/lib/shared/domain.js).
import { ALLERGENS, DIETARY_TAGS } from "./dietary";
import type { OptionGroup } from "./option-groups";
import { joinOptionColumn, splitOptionColumn } from "./option-column";
import { groupsProblem } from "./option-group-rules";
import type { ServingWindow } from "./serving";
import { toHhmm } from "./serving";

export const CSV_FILE_NAME = "menu.csv";
/** The largest CSV file the import takes (the server's body limit, checked before parsing). */
export const MAX_CSV_BYTES = 4 * 1024 * 1024;
/** At most this many dish rows (the JSON import's limit). */
export const MAX_CSV_ROWS = 3000;

/** The columns, in the export's order. category, title and price are required on import. */
export const CSV_COLUMNS = [
  "category",
  "title",
  "description",
  "price",
  "served_from",
  "served_to",
  "allergens",
  "dietary",
  "extras",
  "options",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ["category", "title", "price"];

/**
 * Columns a language adds, named `<column>@<code>` (`title@de`, `description@de`,
 * `category@de`): the place for translated menu content. The import reads them for the languages
 * it is given (readMenuCsv's `languages`) and refuses the others.
 */
export const TRANSLATED_COLUMNS = ["category", "title", "description"] as const;
export type TranslatedColumn = (typeof TRANSLATED_COLUMNS)[number];
export const TRANSLATION_HEADER = /^(category|title|description)@([a-z]{2,3}(?:-[a-z0-9]{2,8})?)$/;

/** Text lengths the records take (pb_migrations/1764000000_init_schema.js). */
export const MAX_TEXT: Record<TranslatedColumn, number> = { category: 100, title: 200, description: 2000 };

/** A cell starting like a formula; the export writes it with a leading apostrophe (the sales CSV's rule). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Undoes the export's formula guard: "'=x" reads as "=x". Everything else stays as written. */
export function unguardCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export type CellResult<T> = { ok: true; value: T } | { ok: false; error: string };

const quote = (s: string) => `'${s.length > 40 ? s.slice(0, 40) + "..." : s}'`;

/** A price cell: '3.5', '3.50', '12'; at most 2 decimals, 0 or more. */
export function readPrice(cell: string, what = "price"): CellResult<number> {
  const s = cell.trim();
  if (!/^\d+(\.\d+)?$/.test(s)) {
    return {
      ok: false,
      error: s.startsWith("-") ? `${what} ${quote(s)} is below 0` : `${what} ${quote(s)} is not a number`,
    };
  }
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return { ok: false, error: `${what} ${quote(s)} has more than 2 decimals` };
  const n = Number(s);
  if (n > 1e6) return { ok: false, error: `${what} ${quote(s)} is too high` };
  return { ok: true, value: n };
}

/** A price as the export writes it: '3.50'. */
export function priceCell(price: number): string {
  return (Math.round(price * 100) / 100).toFixed(2);
}

/** served_from and served_to: both empty (always served) or both a time of day. */
export function readServing(from: string, to: string): CellResult<ServingWindow | null> {
  if (!from.trim() && !to.trim()) return { ok: true, value: null };
  const f = toHhmm(from.trim());
  const t = toHhmm(to.trim());
  if (!f) return { ok: false, error: `served_from ${quote(from.trim())} is not a time like 11:30` };
  if (!t) return { ok: false, error: `served_to ${quote(to.trim())} is not a time like 22:00` };
  return { ok: true, value: { from: f, to: t } };
}

const ALLERGEN_KEYS: readonly string[] = ALLERGENS.map(([k]) => k);
const DIETARY_KEYS: readonly string[] = DIETARY_TAGS.map(([k]) => k);

/** allergens or dietary: keys separated by commas ('gluten, milk'), case-insensitive. */
export function readTags(cell: string, column: "allergens" | "dietary"): CellResult<string[]> {
  const known = column === "allergens" ? ALLERGEN_KEYS : DIETARY_KEYS;
  const out: string[] = [];
  for (const part of cell.split(",")) {
    const key = part.trim().toLowerCase();
    if (!key) continue;
    if (!known.includes(key)) {
      const noun = column === "allergens" ? "allergen" : "dietary tag";
      return { ok: false, error: `unknown ${noun} ${quote(key)} (known: ${known.join(", ")})` };
    }
    if (!out.includes(key)) out.push(key);
  }
  return { ok: true, value: out };
}

/** extras (the spec's modifiers): 'Cheese=1.5, Bacon=2'. Names cannot hold ',' or '='. */
export function readExtras(cell: string): CellResult<Record<string, number>> {
  const out: Record<string, number> = Object.create(null) as Record<string, number>;
  if (!cell.trim()) return { ok: true, value: out };
  const parts = cell.split(",");
  if (parts.length > 50) return { ok: false, error: "extras: more than 50" };
  for (const part of parts) {
    const eq = part.lastIndexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (eq < 0) return { ok: false, error: `extra ${quote(name)} has no '=price'` };
    if (!name || name.includes("=") || name.length > 60)
      return { ok: false, error: `an extra has no name or one longer than 60 characters` };
    if (Object.prototype.hasOwnProperty.call(out, name)) return { ok: false, error: `extra ${quote(name)} is twice` };
    const price = readPrice(part.slice(eq + 1), `the price`);
    if (!price.ok) return { ok: false, error: `extra ${quote(name)}: ${price.error}` };
    out[name] = price.value;
  }
  return { ok: true, value: out };
}

/** extras as the export writes them. */
export function extrasCell(modifiers: Record<string, number>): string {
  return Object.keys(modifiers)
    .map((name) => `${name}=${modifiers[name]}`)
    .join(", ");
}

/** options: option-column.ts's format, then the rules every dish's groups follow. */
export function readOptions(cell: string): CellResult<OptionGroup[]> {
  const split = splitOptionColumn(cell);
  if (!split.ok) return { ok: false, error: `options: ${split.error}` };
  const problem = groupsProblem(split.groups);
  if (problem) return { ok: false, error: `options: ${problem}` };
  return { ok: true, value: split.groups };
}

export { joinOptionColumn as optionsCell };
