import type { MonthlyOrders } from "../domain/monthly-orders";
import { pb } from "./client";

// The last counts loaded, per owner: Settings loads them, the navigation shows them past 400.
let latest: { ownerId: string; counts: MonthlyOrders } | null = null;
const listeners = new Set<() => void>();

/** The signed-in owner's orders this month against the free ones (pb_hooks/monthly-orders.pb.js). */
export async function fetchMonthlyOrders(ownerId: string): Promise<MonthlyOrders> {
  const counts = await pb.send<MonthlyOrders>("/api/venue/monthly-orders", {});
  latest = { ownerId, counts };
  listeners.forEach((l) => l());
  return counts;
}

/** The counts last loaded for `ownerId`, or null. */
export function lastMonthlyOrders(ownerId: string | null): MonthlyOrders | null {
  return latest && latest.ownerId === ownerId ? latest.counts : null;
}

/** Calls `listener` whenever new counts are loaded; returns the unsubscribe. */
export function onMonthlyOrdersChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
