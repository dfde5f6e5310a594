// Prices that change by the hour (docs/tax-and-receipts.md#price-lists): a price list holds on some
// days of the week from one time of day to another, in the venue's time zone. The server decides
// at the moment of ordering with these functions (through pb_hooks/lib/shared/domain.js); the guest page
// shows the same price and until when it holds. Time is passed in: minutes of the day and the
// weekday (1 Monday .. 7 Sunday) in the venue's zone.
import { parseHhmm } from "./serving";
import { basisPoints, mulDivHalfUp } from "./percent";

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
