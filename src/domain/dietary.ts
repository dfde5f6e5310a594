// Allergens and dietary tags of a dish (docs/menu-and-serving-windows.md#allergens-and-dietary-tags).
// The keys are stable: they are stored on the dish (pb_migrations/1764700000_allergens_kitchen.js
// lists the same ones, and the server refuses any other), written into menu export files and kept
// in the guest's saved filter.

/** The EU's 14 regulated allergens (Regulation (EU) No 1169/2011, annex II), key and label. */
export const ALLERGENS = [
  ["celery", "Celery"],
  ["gluten", "Cereals containing gluten"],
  ["crustaceans", "Crustaceans"],
  ["eggs", "Eggs"],
  ["fish", "Fish"],
  ["lupin", "Lupin"],
  ["milk", "Milk"],
  ["molluscs", "Molluscs"],
  ["mustard", "Mustard"],
  ["tree-nuts", "Tree nuts"],
  ["peanuts", "Peanuts"],
  ["sesame", "Sesame"],
  ["soya", "Soya"],
  ["sulphites", "Sulphites"],
] as const;

/** Dietary tags, key and label. */
export const DIETARY_TAGS = [
  ["vegetarian", "Vegetarian"],
  ["vegan", "Vegan"],
  ["gluten-free", "Gluten-free"],
  ["halal", "Halal"],
  ["spicy", "Spicy"],
] as const;

export type Allergen = (typeof ALLERGENS)[number][0];
export type DietaryTag = (typeof DIETARY_TAGS)[number][0];

const ALLERGEN_LABELS: ReadonlyMap<string, string> = new Map(ALLERGENS);
const DIETARY_LABELS: ReadonlyMap<string, string> = new Map(DIETARY_TAGS);

/** The display name of an allergen key (the key itself when unknown). */
export function allergenLabel(key: string): string {
  return ALLERGEN_LABELS.get(key) ?? key;
}

/** The display name of a dietary tag key (the key itself when unknown). */
export function dietaryLabel(key: string): string {
  return DIETARY_LABELS.get(key) ?? key;
}

/** Known allergen keys of `value` (any JSON), in the canonical order; anything else is dropped. */
export function toAllergens(value: unknown): Allergen[] {
  const set = new Set(Array.isArray(value) ? value.map(String) : []);
  return ALLERGENS.map(([k]) => k).filter((k) => set.has(k));
}

/** Known dietary tag keys of `value` (any JSON), in the canonical order; anything else is dropped. */
export function toDietaryTags(value: unknown): DietaryTag[] {
  const set = new Set(Array.isArray(value) ? value.map(String) : []);
  return DIETARY_TAGS.map(([k]) => k).filter((k) => set.has(k));
}

/** The guest's menu filter: hide dishes with any of `hide`; `only` keeps vegetarian or vegan dishes. */
export interface DietFilter {
  hide: Allergen[];
  only: "" | "vegetarian" | "vegan";
}

export const NO_DIET_FILTER: DietFilter = { hide: [], only: "" };

/** Whether the filter hides anything. */
export function isDietFilterActive(f: DietFilter): boolean {
  return f.hide.length > 0 || f.only !== "";
}

/**
 * Whether a dish passes the filter. A vegan dish is vegetarian too, so "only vegetarian" keeps
 * dishes tagged either way. A dish without allergen information is shown: the tags are what the
 * venue declared, and the page says so next to the filter.
 */
export function passesDietFilter(
  dish: { allergens: readonly string[]; dietary: readonly string[] },
  f: DietFilter,
): boolean {
  if (f.hide.some((a) => dish.allergens.includes(a))) return false;
  if (f.only === "vegan") return dish.dietary.includes("vegan");
  if (f.only === "vegetarian") return dish.dietary.includes("vegetarian") || dish.dietary.includes("vegan");
  return true;
}

/** Reads a saved filter (localStorage text); anything malformed is no filter. */
export function parseDietFilter(text: string | null): DietFilter {
  if (!text) return NO_DIET_FILTER;
  try {
    const v = JSON.parse(text) as { hide?: unknown; only?: unknown };
    const only = v.only === "vegetarian" || v.only === "vegan" ? v.only : "";
    return { hide: toAllergens(v.hide), only };
  } catch {
    return NO_DIET_FILTER;
  }
}
