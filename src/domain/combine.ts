// Combine (docs/ordering.md#combine): the pure rule the server applies
// (pb_hooks/orders-combine.pb.js) and the client uses to decide what to ask before sending. The
// server runs mergeLines, olderFirst and isTooBigToCombine from pb_hooks/lib/shared/domain.js.
import { orderTotal } from "./money";
import { MAX_COUNT, MAX_LINES, hasWaiterLine } from "./order-lines";
import type { Order, OrderLine } from "./orders";

/** What combining two orders would produce, or why it cannot. */
export type CombinePlan =
  | {
      ok: true;
      older: Order;
      newer: Order;
      items: OrderLine[];
      total: number;
      started: boolean;
      isAcrossTables: boolean;
    }
  | { ok: false; reason: "selectExactlyTwo" | "ordersNotFound" | "finished" | "waiterCallNotCombined" };

/** Merges `older` into `newer`: same dishId counts summed, newer's lines first, older's new lines after. */
export function mergeLines<L extends Pick<OrderLine, "dishId" | "count">>(
  newer: readonly L[],
  older: readonly L[],
): L[] {
  const items = newer.map((l) => ({ ...l }));
  for (const line of older) {
    // Stored JSON is read as it was written: compare and add as string and number whatever it holds.
    const same = items.find((l) => String(l.dishId) === String(line.dishId));
    if (same) same.count = Number(same.count) + Number(line.count);
    else items.push({ ...line });
  }
  return items;
}

/** Which of two orders is the older: by created, then by id (sorts the older first). */
export function olderFirst(a: Pick<Order, "created" | "id">, b: Pick<Order, "created" | "id">): number {
  if (a.created !== b.created) return a.created < b.created ? -1 : 1;
  return a.id < b.id ? -1 : 1;
}

/** Whether combining would make an order larger than one may be (MAX_LINES lines, MAX_COUNT of a line). */
export function isTooBigToCombine(items: ReadonlyArray<Pick<OrderLine, "count">>): boolean {
  return items.length > MAX_LINES || items.some((l) => Number(l.count) > MAX_COUNT);
}

/** Plans combining the selected ids out of `orders`, with the message for each refusal. */
export function combineOrders(selectedIds: readonly string[], orders: readonly Order[]): CombinePlan {
  if (selectedIds.length !== 2 || selectedIds[0] === selectedIds[1]) return { ok: false, reason: "selectExactlyTwo" };
  const found = selectedIds.map((id) => orders.find((o) => o.id === id));
  if (!found[0] || !found[1]) return { ok: false, reason: "ordersNotFound" };
  if (found[0].finished || found[1].finished) return { ok: false, reason: "finished" };
  // A waiter call is not food: merged into an order it would reach the kitchen.
  if (hasWaiterLine(found[0].items) || hasWaiterLine(found[1].items))
    return { ok: false, reason: "waiterCallNotCombined" };
  const [older, newer] = [found[0], found[1]].sort(olderFirst);
  const items = mergeLines(newer.items, older.items);
  return {
    ok: true,
    older,
    newer,
    items,
    total: orderTotal(items),
    started: older.started || newer.started,
    isAcrossTables: older.tableSlug !== newer.tableSlug,
  };
}
