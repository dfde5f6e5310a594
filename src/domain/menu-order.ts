// The menu editor's ordering of categories and dishes (the owner's up/down buttons): apart from
// menu.ts, which the guest page loads.
import type { Category, Dish, OrderChange } from "./menu";

/**
 * Moves item `id` one place up (-1) or down (+1) in `items` (already sorted by order) and
 * returns the order changes to persist: every item gets its index, so gaps and ties heal.
 */
export function moveItem<T extends { id: string; order: number }>(
  items: readonly T[],
  id: string,
  direction: -1 | 1,
): OrderChange[] {
  const from = items.findIndex((i) => i.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= items.length) return [];
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next.map((item, index) => ({ id: item.id, order: index })).filter((c, index) => next[index].order !== c.order);
}

/** Dishes of the owner in menu order: by their category's order, then their own. */
export function sortDishes(dishes: readonly Dish[], categories: readonly Category[]): Dish[] {
  const catOrder = new Map(categories.map((c) => [c.id, c.order]));
  return [...dishes].sort(
    (a, b) =>
      (catOrder.get(a.category) ?? 1e9) - (catOrder.get(b.category) ?? 1e9) ||
      a.order - b.order ||
      a.title.localeCompare(b.title),
  );
}
