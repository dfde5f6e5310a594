// The menu export file (docs/menu-and-serving-windows.md#menu-export-and-import): {categories:[{title, order}], dishes:[{title, description, price,
// order, timeServed, modifiers, categoryTitle, photoBase64}]}. Pure: building and parsing.
import type { Category, Dish } from "./menu";
import type { ServingWindow } from "./serving";
import type { Allergen, DietaryTag } from "./dietary";
import type { OptionGroup } from "./option-groups";
import type { Translations } from "./translations";

export const EXPORT_FILE_NAME = "menu_export.json";

/** The largest import file the server takes (its body limit, pb_hooks/menu-import.pb.js). */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

export interface ExportedDish {
  title: string;
  description: string;
  price: number;
  order: number;
  timeServed: ServingWindow | null;
  modifiers: Record<string, number>;
  categoryTitle: string;
  /** A data: URL (base64) of the photo, '' when the dish has none. */
  photoBase64: string;
  /** Optional on import (older files have neither). */
  allergens?: Allergen[];
  dietary?: DietaryTag[];
  /** Option groups and sizes (src/domain/option-groups.ts): only on dishes that have some. */
  optionGroups?: OptionGroup[];
  /** Title and description per language code (docs/menu-and-serving-windows.md#menu-languages). */
  translations?: Translations;
}

export interface MenuExport {
  /** `translations`: the title per language code, only on categories that have some. */
  categories: Array<{ title: string; order: number; translations?: Translations }>;
  dishes: ExportedDish[];
}

/** Builds the export file from the owner's records; `photos` maps dish id to its base64 data URL. */
export function buildMenuExport(
  categories: readonly Category[],
  dishes: readonly Dish[],
  photos: ReadonlyMap<string, string>,
): MenuExport {
  const titleOf = new Map(categories.map((c) => [c.id, c.title]));
  return {
    categories: categories.map((c) => ({
      title: c.title,
      order: c.order,
      ...(hasTranslations(c.translations) ? { translations: c.translations } : {}),
    })),
    dishes: dishes.map((d) => ({
      title: d.title,
      description: d.description,
      price: d.price,
      order: d.order,
      timeServed: d.timeServed,
      modifiers: d.modifiers,
      categoryTitle: titleOf.get(d.category) ?? "",
      photoBase64: photos.get(d.id) ?? "",
      allergens: d.allergens,
      dietary: d.dietary,
      ...(d.optionGroups?.length ? { optionGroups: d.optionGroups } : {}),
      ...(hasTranslations(d.translations) ? { translations: d.translations } : {}),
    })),
  };
}

function hasTranslations(t: Translations | undefined): t is Translations {
  return !!t && Object.keys(t).length > 0;
}

/**
 * Whether `data` has the shape of a menu file: an object with `categories` and `dishes` arrays. The
 * app checks a file with it before sending, the server's import (pb_hooks/lib/menu/menu-import.js) again.
 */
export function isMenuFileShape(data: unknown): data is MenuExport {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  const d = data as Partial<MenuExport>;
  return Array.isArray(d.categories) && Array.isArray(d.dishes);
}

/** Parses an import file: JSON with `categories` and `dishes` arrays, else null ('Invalid file format'). */
export function parseMenuFile(text: string): MenuExport | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  return isMenuFileShape(data) ? data : null;
}
