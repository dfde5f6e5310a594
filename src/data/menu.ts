// The public menu of a venue (GET /api/menu/{publicLink}, pb_hooks/menu.pb.js) and its live
// changes (sold out, prices, categories, menu info: the public realtime topic menu/{venueId}).
import type { Modifiers } from "../domain/cart";
import type { OptionGroup } from "../domain/option-groups";
import type { PriceList } from "../domain/price-lists";
import type { ServingWindow } from "../domain/serving";
import type { TaxMode } from "../domain/tax";
import { menuTopicName } from "../domain/topics";
import type { GuestWords } from "../domain/guest-words";
import { API_URL, setGuestVenue } from "./api-url";
import { guestClient, isResponseError } from "./lazy-client";

export interface MenuVenue {
  id: string;
  collectionId: string;
  publicLink: string;
  menuTitle: string;
  menuDescription: string;
  currency: string;
  logo: string;
  /** Brand colour "#rrggbb" and cover picture file name (docs/storefront.md); "" or absent: none. */
  brandColor?: string;
  cover?: string;
  /** The venue's IANA time zone: the page hides dishes by the venue's clock, as the server decides. */
  timeZone: string;
  /** "tab": the table keeps a tab and guests can order together (docs/table-tab.md). */
  tableService?: "each" | "tab";
  /** Only at a venue offering other languages: its languages, default first (own names). */
  languages?: Array<{ code: string; name: string }>;
  /** The bill offers "Pay now" (docs/payments.md); absent when the venue does not take payment online. */
  payOnline?: boolean;
  /** Without tabs, orders are paid before they reach the kitchen ("Pay and order"). */
  payFirst?: boolean;
  /** Takeaway is on (docs/takeaway.md): the venue's page /{link}/takeaway takes orders with a pickup time. */
  takeaway?: { payment: "cash" | "online" };
  /** Money rules the guest page needs (docs/tax-and-receipts.md); absent at a venue without any. */
  money?: { taxMode?: TaxMode; priceLists?: PriceList[]; service?: { percent: number; minGuests: number } };
}

export interface MenuCategory {
  id: string;
  title: string;
  order: number;
}

export interface MenuDish {
  id: string;
  collectionId: string;
  title: string;
  description: string;
  price: number;
  category: string;
  order: number;
  photo: string;
  timeServed: ServingWindow | null;
  modifiers: Modifiers;
  /** Option groups and sizes (src/domain/option-groups.ts), only on dishes that have some. */
  optionGroups?: OptionGroup[];
  /** Allergen and dietary tag keys (src/domain/dietary.ts); absent reads as none. */
  allergens?: string[];
  dietary?: string[];
  /** Set by the guest page while a price list holds: the normal price (struck through) and until when. */
  normalPrice?: number;
  priceUntil?: string;
}

export interface Menu {
  venue: MenuVenue;
  /** The language of this menu's texts (only at a venue offering other languages). */
  lang?: string;
  /** The table's number (the URL may name the table by its record id; docs/menu-and-serving-windows.md#table-links). */
  tableNumber: number | null;
  categories: MenuCategory[];
  /** Dishes on sale (available), in display order; serving windows are applied by the page. */
  dishes: MenuDish[];
}

/**
 * What the server rendered into the guest page (pb_hooks/lib/menu/guest-page.js): the menu and the
 * venue minute its markup shows, or that the menu does not exist.
 */
export interface ServedMenu {
  menu?: Menu;
  /** Minutes of the day (0..1439) the server chose the dishes served now by. */
  minutes?: number;
  /** Whether the server rendered the first-visit welcome toast. */
  welcome?: boolean;
  /** The menu endpoint's ETag for this menu: asking again with it costs a 304 when nothing changed. */
  etag?: string;
  notFound?: boolean;
  /** The guest page's words in the menu's language (absent in English): the first render's. */
  words?: GuestWords;
}

/** The menu the server put in this page (`<script type="application/json" id="guest-data">`), or null. */
export function readServedMenu(): ServedMenu | null {
  const el = typeof document === "undefined" ? null : document.getElementById("guest-data");
  if (!el?.textContent) return null;
  try {
    const data = JSON.parse(el.textContent) as ServedMenu;
    return data && (data.notFound === true || (data.menu && Array.isArray(data.menu.dishes))) ? data : null;
  } catch {
    return null;
  }
}

/**
 * Loads a venue's menu for one of its tables again, unless it is still the one with ETag `etag`
 * ("unchanged": the server answered 304, a few hundred bytes instead of the whole menu); null when
 * the venue or the table does not exist.
 */
export async function fetchMenuIfChanged(
  publicLink: string,
  tableNumber: string,
  etag: string,
  lang = "",
): Promise<Menu | null | "unchanged"> {
  const url = `${API_URL}/api/menu/${encodeURIComponent(publicLink.toLowerCase())}?table=${encodeURIComponent(tableNumber)}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`;
  const res = await fetch(url, { headers: { "If-None-Match": etag } });
  if (res.status === 304) return "unchanged";
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`menu reload: ${res.status}`);
  return (await res.json()) as Menu;
}

/** Loads a venue's menu for one of its tables; null when the venue or the table does not exist. */
export async function fetchMenu(publicLink: string, tableNumber: string, lang = ""): Promise<Menu | null> {
  setGuestVenue(publicLink);
  const pb = await guestClient();
  try {
    return await pb.send<Menu>(`/api/menu/${encodeURIComponent(publicLink.toLowerCase())}`, {
      method: "GET",
      query: lang ? { table: tableNumber, lang } : { table: tableNumber },
    });
  } catch (e) {
    if (isResponseError(e) && e.status === 404) return null;
    throw e;
  }
}

const LANGUAGE_KEY = "draft-menu-language";

/** The menu language the guest chose last (any venue), or "". */
export function rememberedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

/**
 * Remembers the guest's menu language: in localStorage, and in a cookie so the server renders the
 * next visit in it from the first paint (pb_hooks/lib/menu/menu-languages.js).
 */
export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // private mode: the choice lasts this page only
  }
  document.cookie = `draft_lang=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`;
}

/** The public realtime topic of a venue's menu. */
export function menuTopic(venueId: string): string {
  return menuTopicName(venueId);
}

/**
 * Calls `onChange` whenever one of the venue's dishes or categories is created, changed (e.g. a
 * dish marked sold out) or deleted, or its menu info changes, and on every realtime reconnect
 * (events sent meanwhile are lost). Resolves to the function that stops listening.
 */
export async function watchVenueDishes(venueId: string, onChange: () => void): Promise<() => void> {
  let connectedOnce = false;
  const pb = await guestClient();
  const stopDishes = await pb.realtime.subscribe(menuTopic(venueId), () => onChange());
  const stopConnect = await pb.realtime.subscribe("PB_CONNECT", () => {
    if (connectedOnce) onChange();
    connectedOnce = true;
  });
  return () => {
    stopDishes().catch(() => {});
    stopConnect().catch(() => {});
  };
}
