// What price lists a venue may save (docs/tax-and-receipts.md#price-lists): checked by the server
// (through pb_hooks/lib/shared/domain.js) and the owner's settings form. Apart from price-lists.ts, which
// the guest page loads to show the price that holds now and needs none of these checks.
import { percentProblem } from "./tax";
import type { PriceList } from "./price-lists";
import { parseHhmm } from "./serving";

/** Most price lists a venue defines. */
export const MAX_PRICE_LISTS = 20;

/**
 * Why `lists` are not valid price lists, or "". Lists that share a weekday and overlap in time are
 * refused (the rule the owner sees: one price list at a time), and so is a window that crosses
 * midnight (make two lists).
 */
export function priceListsProblem(lists: unknown): string {
  if (!Array.isArray(lists)) return "Price lists must be a list.";
  if (lists.length > MAX_PRICE_LISTS) return `At most ${MAX_PRICE_LISTS} price lists.`;
  const ids: string[] = [];
  for (const l of lists as PriceList[]) {
    if (!l || typeof l !== "object") return "A price list is malformed.";
    if (typeof l.id !== "string" || !/^[A-Za-z0-9_-]{1,20}$/.test(l.id))
      return "A price list's id is 1 to 20 letters, digits, '-' or '_'.";
    if (ids.includes(l.id)) return `Two price lists have the id '${l.id}'.`;
    ids.push(l.id);
    if (typeof l.name !== "string" || !l.name.trim() || l.name.length > 40)
      return "A price list's name is 1 to 40 characters.";
    if (!Array.isArray(l.days) || !l.days.length || !l.days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7))
      return `'${l.name}': choose its days, Monday (1) to Sunday (7).`;
    const from = parseHhmm(l.from);
    const to = parseHhmm(l.to);
    if (from === null || to === null) return `'${l.name}': its times are HH:mm.`;
    if (from >= to) return `'${l.name}' must end after it starts on the same day (make two lists to cross midnight).`;
    if (l.percentOff !== undefined) {
      const p = percentProblem(l.percentOff, 100, `'${l.name}': the discount`);
      if (p) return p;
    }
    for (const key of ["dishes", "categories"] as const) {
      const v = l[key];
      if (v !== undefined && (!Array.isArray(v) || v.length > 500 || !v.every((x) => typeof x === "string")))
        return `'${l.name}': ${key} must be a list of ids.`;
    }
    if (l.fixed !== undefined) {
      if (!l.fixed || typeof l.fixed !== "object" || Array.isArray(l.fixed))
        return `'${l.name}': fixed prices must map dishes to cents.`;
      const keys = Object.keys(l.fixed);
      if (keys.length > 500) return `'${l.name}': at most 500 fixed prices.`;
      for (const k of keys) {
        const c = l.fixed[k];
        if (!Number.isInteger(c) || c < 0 || c > 10000000)
          return `'${l.name}': a fixed price is a whole number of cents from 0.`;
      }
    }
    if (!l.percentOff && !(l.fixed && Object.keys(l.fixed).length)) return `'${l.name}' changes no price.`;
  }
  const all = lists as PriceList[];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i];
      const b = all[j];
      const sameDay = a.days.some((d) => b.days.includes(d));
      const overlap = parseHhmm(a.from)! < parseHhmm(b.to)! && parseHhmm(b.from)! < parseHhmm(a.to)!;
      if (sameDay && overlap) return `'${a.name}' and '${b.name}' overlap: one price list at a time.`;
    }
  }
  return "";
}
