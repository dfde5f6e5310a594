// The landing page's promise (free until a business exceeds 500 monthly orders, then $10), as the
// owner sees it (docs/operations.md#monthly-orders): the server counts, this says where it stands.

/** Orders a month that stay free. */
export const FREE_MONTHLY_ORDERS = 500;
/** From this many orders on, the navigation shows the count. */
export const NAV_SHOW_FROM = 401;

/** The server's counts for the owner's venue this month (GET /api/venue/monthly-orders). */
export interface MonthlyOrders {
  /** "yyyy-mm", a UTC month. */
  month: string;
  /** Orders of the month, waiter calls and test orders not included. */
  orders: number;
  waiterCalls: number;
  /** The owner's own test orders (docs/storefront.md#test-orders), counted apart. */
  testOrders?: number;
  free: number;
}

export type MonthlyLevel = "free" | "near" | "over";

/** Where a count stands: within the free orders, past 400 (near), or past the free orders (over). */
export function monthlyLevel(orders: number, free = FREE_MONTHLY_ORDERS): MonthlyLevel {
  if (orders > free) return "over";
  if (orders >= NAV_SHOW_FROM) return "near";
  return "free";
}

/** The short text of the navigation badge ("430/500"), or "" while it is not shown (400 or fewer). */
export function navBadge(counts: Pick<MonthlyOrders, "orders" | "free"> | null | undefined): string {
  if (!counts || monthlyLevel(counts.orders, counts.free) === "free") return "";
  return `${counts.orders}/${counts.free}`;
}
