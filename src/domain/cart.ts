// The guest's cart (docs/ordering.md#the-guest-cart). Lines are keyed by dish plus the sorted set
// of chosen extras; the key is also the order line's dishId (docs/ordering.md#line-ids).
import { orderTotal, unitPrice as priceWithExtras } from "./money";
import { lineKey, MAX_COUNT, MAX_LINES } from "./order-lines";
import { optionsPrice, optionsTitle, type ChosenOptions, type OptionGroup } from "./option-groups";

/** Extras chosen for a line: modifier name -> extra price. */
export type Modifiers = Record<string, number>;

/** What the cart needs to know about a dish. */
export interface CartDish {
  id: string;
  title: string;
  price: number;
  /** Option groups and sizes (src/domain/option-groups.ts); absent reads as none. */
  optionGroups?: OptionGroup[];
}

export interface CartLine<D extends CartDish = CartDish> {
  key: string;
  dish: D;
  modifiers: Modifiers;
  /** Chosen options, in the dish's order; absent or empty for a dish without groups. */
  options?: ChosenOptions;
  count: number;
}

export type Cart<D extends CartDish = CartDish> = ReadonlyArray<CartLine<D>>;

export { MAX_COUNT, MAX_LINES };

/** The key (and order-line dishId) of a dish with chosen extras: names sorted, 'name:price' comma-joined. */
export const cartKey = lineKey;

/** Adds `count` (1 by default) of `dish` with `modifiers`: the same key adds to its count (up to MAX_COUNT). */
export function addToCart<D extends CartDish>(
  cart: Cart<D>,
  dish: D,
  modifiers: Modifiers = {},
  options: ChosenOptions = {},
  count = 1,
): Cart<D> {
  const n = Math.max(1, Math.min(MAX_COUNT, Math.floor(count) || 1));
  const key = cartKey(dish.id, modifiers, options);
  if (cart.some((l) => l.key === key)) {
    return cart.map((l) => (l.key === key ? { ...l, count: Math.min(MAX_COUNT, l.count + n) } : l));
  }
  if (cart.length >= MAX_LINES) return cart;
  const line: CartLine<D> = { key, dish, modifiers: { ...modifiers }, count: n };
  if (Object.keys(options).length) line.options = options;
  return [...cart, line];
}

/** One more of a line (up to MAX_COUNT). */
export function incrementLine<D extends CartDish>(cart: Cart<D>, key: string): Cart<D> {
  return cart.map((l) => (l.key === key ? { ...l, count: Math.min(MAX_COUNT, l.count + 1) } : l));
}

/** One less of a line; a line at 1 is removed. */
export function decrementLine<D extends CartDish>(cart: Cart<D>, key: string): Cart<D> {
  return cart.flatMap((l) => (l.key !== key ? [l] : l.count <= 1 ? [] : [{ ...l, count: l.count - 1 }]));
}

/** Removes a line whatever its count. */
export function removeLine<D extends CartDish>(cart: Cart<D>, key: string): Cart<D> {
  return cart.filter((l) => l.key !== key);
}

/** Price of one of a line: the dish price (or its size's) plus its chosen options and extras. */
export function unitPrice(line: CartLine): number {
  const base = line.options
    ? optionsPrice(line.dish.price, line.dish.optionGroups ?? [], line.options)
    : line.dish.price;
  return priceWithExtras(base, Object.values(line.modifiers));
}

/** A line's title: the dish's, with its size and choices ('Coffee, Large (Oat milk)'). */
export function lineTitle(line: CartLine): string {
  return line.options ? optionsTitle(line.dish.title, line.dish.optionGroups ?? [], line.options) : line.dish.title;
}

/** Number of items in the cart (sum of counts): the count on the bottom button. */
export function cartCount(cart: Cart): number {
  return cart.reduce((s, l) => s + l.count, 0);
}

/** Cart total: sum of unit price x count. */
export function cartTotal(cart: Cart): number {
  return orderTotal(cart.map((l) => ({ price: unitPrice(l), count: l.count })));
}

/** Order lines as sent to the server. The server re-prices them anyway. */
export function toOrderItems(cart: Cart) {
  return cart.map((l) => ({
    dishId: l.key,
    title: lineTitle(l),
    price: unitPrice(l),
    count: l.count,
    modifiers: l.modifiers,
    ...(l.options ? { options: l.options } : {}),
  }));
}

export type CartAction<D extends CartDish> =
  | { type: "add"; dish: D; modifiers?: Modifiers; options?: ChosenOptions; count?: number }
  | { type: "increment" | "decrement" | "remove"; key: string }
  | { type: "clear" };

/** The guest cart's useReducer reducer over the functions above. */
export function cartReducer<D extends CartDish>(cart: Cart<D>, action: CartAction<D>): Cart<D> {
  switch (action.type) {
    case "add":
      return addToCart(cart, action.dish, action.modifiers, action.options, action.count);
    case "increment":
      return incrementLine(cart, action.key);
    case "decrement":
      return decrementLine(cart, action.key);
    case "remove":
      return removeLine(cart, action.key);
    case "clear":
      return [];
  }
}
