// Orders as the owner screens see them (spec 3 "orders", spec 4 "Order", "Edit order").

/** One order line: dishId (spec 3 format), title, unit price, count, chosen modifiers. */
export interface OrderLine {
  dishId: string;
  title: string;
  price: number;
  count: number;
  modifiers: Record<string, number>;
}

/** An order; `created`/`updated` are the server's timestamps (ISO-like, UTC). */
export interface Order {
  id: string;
  user: string;
  userSlug: string;
  tableSlug: string;
  items: OrderLine[];
  total: number;
  started: boolean;
  finished: boolean;
  created: string;
  updated: string;
  /** The venue's currency (from the expanded user), '' when unknown. */
  currency: string;
}

/** A dish as the edit modal offers it. */
export interface DishOption {
  id: string;
  title: string;
  price: number;
}

/** Sum of price x count, exact to the cent (spec 9). */
export function orderTotal(lines: readonly OrderLine[]): number {
  let cents = 0;
  for (const l of lines) cents += Math.round(l.price * 100) * l.count;
  return cents / 100;
}

/** Price x count of one line, exact to the cent. */
export function lineAmount(line: OrderLine): number {
  return (Math.round(line.price * 100) * line.count) / 100;
}

/** Spec 2 table filter: case-insensitive substring of the table slug; blank keeps all. */
export function matchesTable(order: Pick<Order, "tableSlug">, filter: string): boolean {
  const f = filter.trim().toLowerCase();
  return f === "" || order.tableSlug.toLowerCase().includes(f);
}

/** Splits the live orders into the two columns of spec 2. */
export function splitByState<T extends Pick<Order, "started">>(
  orders: readonly T[],
): { notStarted: T[]; started: T[] } {
  return { notStarted: orders.filter((o) => !o.started), started: orders.filter((o) => o.started) };
}

/** Edit modal: adds one of `dish` (a listed dish gets +1, a new line starts at 1 with its title and price). */
export function addDishLine(lines: readonly OrderLine[], dish: DishOption): OrderLine[] {
  if (lines.some((l) => l.dishId === dish.id)) {
    return lines.map((l) => (l.dishId === dish.id ? { ...l, count: l.count + 1 } : l));
  }
  return [...lines, { dishId: dish.id, title: dish.title, price: dish.price, count: 1, modifiers: {} }];
}

/** Edit modal: changes a line's count by `delta`; a line reaching 0 is removed (never below 0). */
export function changeLineCount(lines: readonly OrderLine[], dishId: string, delta: number): OrderLine[] {
  return lines
    .map((l) => (l.dishId === dishId ? { ...l, count: Math.max(0, l.count + delta) } : l))
    .filter((l) => l.count > 0);
}

/** Sum of the totals of `orders`, exact to the cent. */
export function sumTotals(orders: readonly Pick<Order, "total">[]): number {
  return orders.reduce((cents, o) => cents + Math.round(o.total * 100), 0) / 100;
}
