// The group cart of a table's visit (docs/table-tab.md#ordering-together): its stored lines and
// the order lines it is sent as. A line keeps the dish's extras (in its key) and its chosen option
// groups and sizes (`options`), so the send prices and checks it exactly like a guest's direct
// order (pb_hooks/lib/orders/order-lines.js priceLines): same line key, same price, same refusals.
import type { ChosenOptions } from "./option-groups";
import { toCents } from "./split";

/** A line of the group's cart as the server stores it (visits.cart). */
export interface StoredCartLine {
  id: string;
  /** The line key (src/domain/order-lines.ts lineKey): dish id, extras and options. */
  dishId: string;
  title: string;
  priceCents: number;
  count: number;
  /** Who added it (the member's number). */
  n: number;
  /** Chosen options, only on a line that has some. */
  options?: ChosenOptions;
}

/** A line as the server's pricing answers it (priceLines' items). */
export interface PricedLine {
  dishId: string;
  title: string;
  price: number;
  count: number;
  options?: ChosenOptions;
}

/** The most the stored cart may hold, in JSON characters (the visits.cart field's maxSize). */
export const MAX_CART_CHARS = 100000;

/** The stored cart line for a line the server just priced, added by member `n`. */
export function cartLineOf(item: PricedLine, id: string, n: number): StoredCartLine {
  const line: StoredCartLine = {
    id,
    dishId: item.dishId,
    title: item.title,
    priceCents: toCents(item.price),
    count: item.count,
    n,
  };
  if (item.options && Object.keys(item.options).length) line.options = item.options;
  return line;
}

/** The order lines the cart is sent as: each line's key, count and options, to be priced again. */
export function cartOrderLines(
  cart: readonly StoredCartLine[],
): Array<{ dishId: string; count: number; options?: ChosenOptions }> {
  return cart.map((l) =>
    l.options ? { dishId: l.dishId, count: l.count, options: l.options } : { dishId: l.dishId, count: l.count },
  );
}
