// Translations in the menu CSV (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv): the
// `<column>@<code>` columns, and how an import folds them into what a dish or category already
// has. Pure; shared by the editor's export and the server's import (pb_hooks/lib/menu/menu-csv-import.js
// through pb_hooks/lib/shared/domain-csv.js).
import type { OptionGroup } from "./option-groups";
import type { Translations } from "./translations";
import { TRANSLATED_COLUMNS, type TranslatedColumn } from "./menu-csv-columns";

/** A translation column the file has: the language and the field of the record it fills. */
export interface TranslationColumn {
  code: string;
  /** The record's field: `title` or `description` of a dish, `title` of a category. */
  field: string;
}

/** The translation columns of the export, after the base ones: per language title, description, category. */
export function translationHeaders(languages: readonly string[]): string[] {
  const order: TranslatedColumn[] = ["title", "description", "category"];
  return languages.flatMap((code) => order.filter((c) => TRANSLATED_COLUMNS.includes(c)).map((c) => `${c}@${code}`));
}

const own = (o: unknown, k: string): boolean =>
  typeof o === "object" && o !== null && !Array.isArray(o) && Object.prototype.hasOwnProperty.call(o, k);

/**
 * A record's translations after an import: `old` (what it has) with each of the file's `columns`
 * set from `fromFile`, or removed where the file's cell is empty; languages and fields the file has
 * no column for stay as they are. undefined when the file has no translation column at all (the
 * record keeps its own); {} when nothing is left.
 */
export function mergeTranslations(
  old: unknown,
  fromFile: Translations | undefined,
  columns: readonly TranslationColumn[],
): Translations | undefined {
  if (!columns.length) return undefined;
  const out: Translations = {};
  if (typeof old === "object" && old !== null && !Array.isArray(old)) {
    for (const code of Object.keys(old)) {
      const t = (old as Translations)[code];
      if (typeof t === "object" && t !== null && !Array.isArray(t)) out[code] = { ...t };
    }
  }
  for (const { code, field } of columns) {
    const text = own(fromFile, code) && own(fromFile![code], field) ? fromFile![code]![field] : undefined;
    if (typeof text === "string" && text !== "") (out[code] ??= {})[field] = text;
    else if (out[code]) delete out[code]![field];
  }
  for (const code of Object.keys(out)) if (!Object.keys(out[code]!).length) delete out[code];
  return out;
}

/**
 * The option groups of the file's options cell (which has no translations) with the translations
 * the dish's current groups (`old`) give the same names: a group matched by name keeps its
 * translations, a choice matched by name within it keeps its own. A renamed one has none.
 */
export function keepOptionTranslations(groups: readonly OptionGroup[], old: unknown): OptionGroup[] {
  const before = Array.isArray(old) ? (old as OptionGroup[]) : [];
  return groups.map((g) => {
    const was = before.find((o) => typeof o === "object" && o !== null && o.name === g.name);
    if (!was) return g;
    const choices = g.choices.map((c) => {
      const wasChoice = Array.isArray(was.choices) ? was.choices.find((o) => o && o.name === c.name) : undefined;
      return wasChoice?.translations ? { ...c, translations: wasChoice.translations } : c;
    });
    return was.translations ? { ...g, choices, translations: was.translations } : { ...g, choices };
  });
}
