// What the guest owes for one order at a venue with tax added (docs/tax-and-receipts.md#what-staff-see):
// the server sends it as `due` with every order it reads there (its stored tax breakdown); the
// guest's create answer carries the breakdown itself (`tax`). `orders.total` stays the lines' sum.

/** An order's net, tax and total with tax, in cents, at a venue with tax added. */
export interface OrderDue {
  netCents: number;
  taxCents: number;
  totalCents: number;
}

function isCents(n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n);
}

/**
 * The order's `due` from a record's `due` (or, on a create answer, its `tax` breakdown when the tax
 * is added); undefined where the tax is included, there is none, or the shape is not the server's.
 */
export function orderDueOf(record: { due?: unknown; tax?: unknown }): OrderDue | undefined {
  const d = record.due as Partial<OrderDue> | undefined;
  if (d && isCents(d.netCents) && isCents(d.taxCents) && isCents(d.totalCents)) {
    return { netCents: d.netCents, taxCents: d.taxCents, totalCents: d.totalCents };
  }
  const t = record.tax as (Partial<OrderDue> & { mode?: unknown }) | null | undefined;
  if (t && t.mode === "exclusive" && isCents(t.netCents) && isCents(t.taxCents) && isCents(t.totalCents)) {
    return { netCents: t.netCents, taxCents: t.taxCents, totalCents: t.totalCents };
  }
  return undefined;
}
