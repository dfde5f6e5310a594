// Combine (docs/ordering.md#combine): the pure rule the server applies (pb_hooks/orders-combine.pb.js) and the
// client uses to decide what to ask before sending.
import { orderTotal, type Order, type OrderLine } from "./orders";

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
  | { ok: false; reason: "selectExactlyTwo" | "ordersNotFound" | "finished" };

/** Merges `older` into `newer`: same dishId counts summed, newer's lines first, older's new lines after. */
export function mergeLines(newer: readonly OrderLine[], older: readonly OrderLine[]): OrderLine[] {
  const items = newer.map((l) => ({ ...l }));
  for (const line of older) {
    const same = items.find((l) => l.dishId === line.dishId);
    if (same) same.count += line.count;
    else items.push({ ...line });
  }
  return items;
}

/** Plans combining the selected ids out of `orders`, with the message for each refusal. */
export function combineOrders(selectedIds: readonly string[], orders: readonly Order[]): CombinePlan {
  if (selectedIds.length !== 2 || selectedIds[0] === selectedIds[1]) return { ok: false, reason: "selectExactlyTwo" };
  const found = selectedIds.map((id) => orders.find((o) => o.id === id));
  if (!found[0] || !found[1]) return { ok: false, reason: "ordersNotFound" };
  if (found[0].finished || found[1].finished) return { ok: false, reason: "finished" };
  const [older, newer] = [found[0], found[1]].sort((a, b) =>
    a.created !== b.created ? (a.created < b.created ? -1 : 1) : a.id < b.id ? -1 : 1,
  );
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
