// The guest's cart (docs/ordering.md#the-guest-cart). Lines are keyed by dish plus the sorted set
// of chosen extras; the key is also the order line's dishId (docs/ordering.md#line-ids).
import { orderTotal, unitPrice as priceWithExtras } from "./money";
import { lineKey, MAX_COUNT, MAX_LINES } from "./order-lines";

/** Extras chosen for a line: modifier name -> extra price. */
export type Modifiers = Record<string, number>;

/** What the cart needs to know about a dish. */
export interface CartDish {
  id: string;
  title: string;
  price: number;
}

export interface CartLine<D extends CartDish = CartDish> {
  key: string;
  dish: D;
  modifiers: Modifiers;
  count: number;
}

export type Cart<D extends CartDish = CartDish> = ReadonlyArray<CartLine<D>>;

export { MAX_COUNT, MAX_LINES };

/** The key (and order-line dishId) of a dish with chosen extras: names sorted, 'name:price' comma-joined. */
export const cartKey = lineKey;

/** Adds one of `dish` with `modifiers`: the same key increments its count (up to MAX_COUNT). */
export function addToCart<D extends CartDish>(cart: Cart<D>, dish: D, modifiers: Modifiers = {}): Cart<D> {
  const key = cartKey(dish.id, modifiers);
  if (cart.some((l) => l.key === key)) {
    return cart.map((l) => (l.key === key ? { ...l, count: Math.min(MAX_COUNT, l.count + 1) } : l));
  }
  if (cart.length >= MAX_LINES) return cart;
  return [...cart, { key, dish, modifiers: { ...modifiers }, count: 1 }];
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

/** Price of one of a line: the dish price plus its chosen extras. */
export function unitPrice(line: CartLine): number {
  return priceWithExtras(line.dish.price, Object.values(line.modifiers));
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
    title: l.dish.title,
    price: unitPrice(l),
    count: l.count,
    modifiers: l.modifiers,
  }));
}

export type CartAction<D extends CartDish> =
  | { type: "add"; dish: D; modifiers?: Modifiers }
  | { type: "increment" | "decrement" | "remove"; key: string }
  | { type: "clear" };

/** The guest cart's useReducer reducer over the functions above. */
export function cartReducer<D extends CartDish>(cart: Cart<D>, action: CartAction<D>): Cart<D> {
  switch (action.type) {
    case "add":
      return addToCart(cart, action.dish, action.modifiers);
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
