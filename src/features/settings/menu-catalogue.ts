import { listCategories, listOwnerDishes } from "../../data/menu-admin";
import type { Category, Dish } from "../../domain/menu";

/** The venue's categories and dishes, in menu order, for the money settings' pickers. */
export interface MenuCatalogue {
  categories: Category[];
  dishes: Dish[];
}

/** Loads the owner's categories and dishes together. */
export async function loadCatalogue(ownerId: string): Promise<MenuCatalogue> {
  const [categories, dishes] = await Promise.all([listCategories(ownerId), listOwnerDishes(ownerId)]);
  return { categories, dishes };
}
