// Menu records as the owner edits them, and pure editor rules (docs/menu-and-serving-windows.md#menu-editor).
import type { Allergen, DietaryTag } from "./dietary";
import type { ServingWindow } from "./serving";
import type { OptionGroup } from "./option-groups";
import type { Translations } from "./translations";

export interface Category {
  id: string;
  title: string;
  order: number;
  /** Titles in the venue's other languages (docs/menu-and-serving-windows.md#menu-languages). */
  translations?: Translations;
}

export interface Dish {
  id: string;
  title: string;
  description: string;
  price: number;
  category: string;
  order: number;
  /** File name of the photo ('' when none). */
  photo: string;
  photoUrl: string;
  timeServed: ServingWindow | null;
  modifiers: Record<string, number>;
  available: boolean;
  allergens: Allergen[];
  dietary: DietaryTag[];
  /** Option groups and sizes (src/domain/option-groups.ts); absent when the dish has none. */
  optionGroups?: OptionGroup[];
  /** Title and description in the venue's other languages; absent when there are none. */
  translations?: Translations;
}

export interface DishInput {
  title: string;
  description: string;
  price: number;
  category: string;
  timeServed: ServingWindow | null;
  modifiers: Record<string, number>;
  allergens: Allergen[];
  dietary: DietaryTag[];
  /** Option groups and sizes; left out, the dish's groups stay as they are. */
  optionGroups?: OptionGroup[];
  /** Translations; left out, the dish's stay as they are. */
  translations?: Translations;
}

export interface MenuInfo {
  publicLink: string;
  menuTitle: string;
  menuDescription: string;
  currency: string;
  qrtext: string;
  /** The venue's IANA time zone: serving windows are decided in it. */
  timeZone: string;
}

/** A move in a list: the records whose `order` must change, with their new order. */
export interface OrderChange {
  id: string;
  order: number;
}

/**
 * A guest sees a dish description cut at 56 characters plus "..." until they tap it
 * (docs/guest-page.md#description-truncation). The guest page's server render cuts it
 * the same way (pb_hooks/lib/menu/guest-page.js, through pb_hooks/lib/shared/domain.js).
 */
export const DESCRIPTION_LIMIT = 56;

/** Whether a description is long enough to be cut. */
export function isLongDescription(description: string): boolean {
  return description.length > DESCRIPTION_LIMIT;
}

/** A description as first shown: its first DESCRIPTION_LIMIT characters and "..." when it is long. */
export function shortDescription(description: string): string {
  return isLongDescription(description) ? `${description.slice(0, DESCRIPTION_LIMIT)}...` : description;
}
