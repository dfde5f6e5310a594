// Prices that change by the hour (docs/tax-and-receipts.md#price-lists): a price list holds on some
// days of the week from one time of day to another, in the venue's time zone. The server decides
// at the moment of ordering with these functions (through pb_hooks/lib/domain.js); the guest page
// shows the same price and until when it holds. Time is passed in: minutes of the day and the
// weekday (1 Monday .. 7 Sunday) in the venue's zone.
import { parseHhmm } from "./serving";
import { basisPoints, mulDivHalfUp, percentProblem } from "./tax";

/** A timed price list. */
export interface PriceList {
  id: string;
  name: string;
  /** Weekdays it holds on, 1 (Monday) to 7 (Sunday). */
  days: number[];
  /** "HH:mm": it holds from this minute (inclusive)... */
  from: string;
  /** ...to this one (exclusive: a window to 19:00 holds at 18:59:59, not at 19:00:00). */
  to: string;
  /** Percent off (0-100, two decimals) on the dishes and categories it names. */
  percentOff?: number;
  /** Dish ids and category ids the percent applies to (both empty: every dish). */
  dishes?: string[];
  categories?: string[];
  /** A fixed price in cents per dish id (wins over percentOff for that dish). */
  fixed?: Record<string, number>;
}

/** Most price lists a venue defines. */
export const MAX_PRICE_LISTS = 20;

/** Whether list `l` holds at `minutes` of weekday `day` (from inclusive, to exclusive, same day). */
export function holdsAt(l: PriceList, day: number, minutes: number): boolean {
  const from = parseHhmm(l.from);
  const to = parseHhmm(l.to);
  if (from === null || to === null) return false;
  return l.days.includes(day) && minutes >= from && minutes < to;
}

/** The list that holds at that moment, or null (lists never overlap: priceListsProblem refuses it). */
export function activeList(
  lists: readonly PriceList[] | null | undefined,
  day: number,
  minutes: number,
): PriceList | null {
  if (!Array.isArray(lists)) return null;
  return lists.find((l) => holdsAt(l, day, minutes)) ?? null;
}

/** A dish's unit price in cents under `list` (`cents` without it), and whether the list changed it. */
export function listedPrice(list: PriceList | null, dish: { id: string; category?: string }, cents: number): number {
  if (!list) return cents;
  if (list.fixed && Object.prototype.hasOwnProperty.call(list.fixed, dish.id)) return list.fixed[dish.id];
  if (!list.percentOff) return cents;
  const dishes = list.dishes ?? [];
  const cats = list.categories ?? [];
  const applies =
    (!dishes.length && !cats.length) || dishes.includes(dish.id) || cats.includes(String(dish.category ?? ""));
  if (!applies) return cents;
  return cents - mulDivHalfUp(cents, basisPoints(list.percentOff), 10000);
}

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

/** Weekday (1 Monday .. 7 Sunday) of `date` in the IANA zone `timeZone` (browser only: Intl). */
export function weekdayIn(date: Date, timeZone?: string): number {
  const names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  if (timeZone) {
    try {
      const name = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short" }).format(date);
      const i = names.indexOf(name);
      if (i >= 0) return i + 1;
    } catch {
      /* unknown zone: local time */
    }
  }
  return ((date.getDay() + 6) % 7) + 1;
}

/** A dish priced by the list that holds: its current price, the normal one and until when ("HH:mm"). */
export function timedDish<D extends { id: string; category?: string; price: number }>(
  dish: D,
  list: PriceList | null,
): D & { normalPrice?: number; priceUntil?: string } {
  if (!list) return dish;
  const cents = Math.round(dish.price * 100);
  const now = listedPrice(list, dish, cents);
  if (now === cents) return dish;
  return { ...dish, price: now / 100, normalPrice: dish.price, priceUntil: list.to };
}
