// The menu CSV's requests (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv): the menu to
// write or compare against, and the import (POST /api/menu/import-csv, the file's bytes as they are:
// the server reads and checks them again, and applies them whole or not at all).
import type { Category, Dish } from "../domain/menu";
import { pb } from "./client";
import { listCategories, listOwnerDishes } from "./menu-admin";

export interface CsvImportCounts {
  categories: number;
  dishes: number;
  updatedDishes: number;
}

/** The owner's categories and dishes, in menu order. */
export async function loadOwnerMenu(ownerId: string): Promise<{ categories: Category[]; dishes: Dish[] }> {
  const [categories, dishes] = await Promise.all([listCategories(ownerId), listOwnerDishes(ownerId)]);
  return { categories, dishes };
}

/** Imports the CSV file on the server, atomically. */
export function importMenuCsv(file: Blob): Promise<CsvImportCounts> {
  return pb.send<CsvImportCounts>("/api/menu/import-csv", {
    method: "POST",
    body: file,
    headers: { "Content-Type": "text/csv" },
  });
}
