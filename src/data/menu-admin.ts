import type { RecordModel } from "pocketbase";
import type { Category, Dish, DishInput, MenuInfo, OrderChange } from "../domain/menu";
import type { ServingWindow } from "../domain/serving";
import { toAllergens, toDietaryTags } from "../domain/dietary";
import { fileUrl, pb } from "./client";
import { type Topic } from "./realtime";
import { venueTopic } from "./venue-topic";
import { venueSaved } from "./session";
import { readGroups } from "../domain/option-group-rules";
import type { Translations } from "../domain/translations";

/** A record's `translations` object, or undefined when it has none (docs/menu-and-serving-windows.md#menu-languages). */
export function toTranslations(v: unknown): Translations | undefined {
  return v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length ? (v as Translations) : undefined;
}

export function toCategory(r: RecordModel): Category {
  const translations = toTranslations(r.translations);
  return {
    id: r.id,
    title: String(r.title ?? ""),
    order: Number(r.order ?? 0),
    ...(translations ? { translations } : {}),
  };
}

function toWindow(v: unknown): ServingWindow | null {
  const w = v as { from?: unknown; to?: unknown } | null;
  return w && typeof w.from === "string" && typeof w.to === "string" && w.from && w.to
    ? { from: w.from, to: w.to }
    : null;
}

/** Maps a dishes record to the domain Dish (used by the editor and the export). */
export function toDish(r: RecordModel): Dish {
  const mods = (r.modifiers && typeof r.modifiers === "object" ? r.modifiers : {}) as Record<string, unknown>;
  const groups = readGroups(r.optionGroups);
  const translations = toTranslations(r.translations);
  return {
    ...(groups.length ? { optionGroups: groups } : {}),
    ...(translations ? { translations } : {}),
    id: r.id,
    title: String(r.title ?? ""),
    description: String(r.description ?? ""),
    price: Number(r.price ?? 0),
    category: String(r.category ?? ""),
    order: Number(r.order ?? 0),
    photo: String(r.photo ?? ""),
    photoUrl: r.photo ? fileUrl(r as { collectionId: string; id: string }, String(r.photo), "100x100") : "",
    timeServed: toWindow(r.timeServed),
    modifiers: Object.fromEntries(Object.entries(mods).map(([k, v]) => [k, Number(v)])),
    available: r.available !== false,
    allergens: toAllergens(r.allergens),
    dietary: toDietaryTags(r.dietary),
  };
}

/** The owner's categories, in their order. */
export async function listCategories(ownerId: string): Promise<Category[]> {
  const list = await pb
    .collection("categories")
    .getFullList({ filter: pb.filter("user = {:u}", { u: ownerId }), sort: "+order,created" });
  return list.map(toCategory);
}

/** The owner's dishes in menu order (by category order, then their own), with their category. */
export async function listOwnerDishes(ownerId: string): Promise<Dish[]> {
  const list = await pb.collection("dishes").getFullList({
    filter: pb.filter("user = {:u}", { u: ownerId }),
    sort: "category.order,+order,created",
    expand: "category",
  });
  return list.map(toDish);
}

/** Creates a category at the end of the list (order = current length). */
export async function createCategory(ownerId: string, title: string, order: number): Promise<void> {
  await pb.collection("categories").create({ title, user: ownerId, order });
}

/** Renames a category; with `translations`, saves its titles in other languages too (null: none). */
export async function renameCategory(id: string, title: string, translations?: Translations | null): Promise<void> {
  await pb.collection("categories").update(id, translations === undefined ? { title } : { title, translations });
}

/**
 * Saves the menu's default language, the other languages it is offered in and, for those, the
 * venue's title and description in each (`menuTranslations`: code -> { title, description }).
 */
export async function saveMenuLanguages(
  ownerId: string,
  menuLanguage: string,
  menuLanguages: string[],
  menuTranslations?: Translations,
): Promise<void> {
  await pb
    .collection("users")
    .update(
      ownerId,
      menuTranslations ? { menuLanguage, menuLanguages, menuTranslations } : { menuLanguage, menuLanguages },
    );
}

/** Deletes a category (the server refuses while dishes still use it). */
export async function deleteCategory(id: string): Promise<void> {
  await pb.collection("categories").delete(id);
}

/** Persists new positions of categories or dishes. */
export async function saveOrder(collection: "categories" | "dishes", changes: OrderChange[]): Promise<void> {
  for (const c of changes) await pb.collection(collection).update(c.id, { order: c.order });
}

function dishForm(input: DishInput, photo: File | null): FormData {
  const fd = new FormData();
  fd.set("title", input.title);
  fd.set("description", input.description);
  fd.set("price", String(input.price));
  fd.set("category", input.category);
  fd.set("timeServed", JSON.stringify(input.timeServed));
  fd.set("modifiers", JSON.stringify(input.modifiers));
  if (input.optionGroups)
    fd.set("optionGroups", input.optionGroups.length ? JSON.stringify(input.optionGroups) : "null");
  if (input.translations !== undefined)
    fd.set("translations", Object.keys(input.translations).length ? JSON.stringify(input.translations) : "null");
  // Multi-selects in multipart: one entry per value; "" alone clears the list.
  for (const field of ["allergens", "dietary"] as const) {
    if (input[field].length === 0) fd.set(field, "");
    for (const v of input[field]) fd.append(field, v);
  }
  if (photo) fd.set("photo", photo);
  return fd;
}

/** Creates a dish (multipart, with its photo) at `order`. */
export async function createDish(ownerId: string, input: DishInput, order: number, photo: File | null): Promise<void> {
  const fd = dishForm(input, photo);
  fd.set("user", ownerId);
  fd.set("order", String(order));
  await pb.collection("dishes").create(fd, { expand: "category" });
}

/** Updates a dish; `removePhoto` clears its photo. */
export async function updateDish(id: string, input: DishInput, photo: File | null, removePhoto = false): Promise<void> {
  const fd = dishForm(input, photo);
  if (removePhoto && !photo) fd.set("photo", "");
  await pb.collection("dishes").update(id, fd);
}

/** Marks a dish available or sold out (open guest menus pick it up live). */
export async function setDishAvailable(id: string, available: boolean): Promise<void> {
  await pb.collection("dishes").update(id, { available });
}

/** Deletes a dish. */
export async function deleteDish(id: string): Promise<void> {
  await pb.collection("dishes").delete(id);
}

/**
 * Saves the public menu info (multipart); `logo` uploads a new logo, `removeLogo` clears it.
 * Resolves to the stored logo file name ('' when none).
 */
export async function updateMenuInfo(
  ownerId: string,
  info: MenuInfo,
  logo: File | null,
  removeLogo: boolean,
): Promise<string> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(info)) fd.set(k, v);
  if (logo) fd.set("logo", logo);
  else if (removeLogo) fd.set("logo", "");
  const saved = await pb.collection("users").update(ownerId, fd);
  await venueSaved();
  return String(saved.logo ?? "");
}

/**
 * Saves the venue's look (docs/storefront.md): brand colour ("" for none) and cover picture
 * (`cover` uploads a new one, `removeCover` clears it). Resolves to the stored cover file name.
 */
export async function updateBrand(
  ownerId: string,
  brandColor: string,
  cover: File | null,
  removeCover: boolean,
): Promise<string> {
  const fd = new FormData();
  fd.set("brandColor", brandColor);
  if (cover) fd.set("cover", cover);
  else if (removeCover) fd.set("cover", "");
  const saved = await pb.collection("users").update(ownerId, fd);
  await venueSaved();
  return String(saved.cover ?? "");
}

/** Realtime topics of the menu editor: the venue's dishes, categories and menu info. */
export const menuTopics: Topic[] = [venueTopic("menu")];

/** A public link the venue used before: it keeps opening this menu until released. */
export interface OldLink {
  link: string;
  created: string;
}

/** The venue's old public links (GET /api/venue/links), newest first. */
export async function listOldLinks(): Promise<OldLink[]> {
  const res = await pb.send<{ current: string; old: OldLink[] }>("/api/venue/links", {});
  return res.old;
}

/** Gives an old link up: its QR codes stop opening this menu and anybody may take it. */
export async function releaseOldLink(link: string): Promise<void> {
  await pb.send("/api/venue/links/release", { method: "POST", body: { link } });
}
