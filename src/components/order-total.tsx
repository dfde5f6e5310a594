import { formatMoney } from "../domain/money";
import type { OrderDue } from "../domain/order-due";

/**
 * An order's total on a staff card: "Total" (the lines, as the spec says) or, at a venue with tax
 * added, what the guest owes: net, tax and the total with tax, as the server computed them
 * (docs/tax-and-receipts.md#what-staff-see). Each is one row of `className`.
 */
export function OrderTotal({
  total,
  due,
  currency,
  className,
}: {
  total: number;
  due?: OrderDue;
  currency: string;
  className: string;
}) {
  if (!due) {
    return (
      <p className={className}>
        <span>Total</span> <strong>{formatMoney(total, currency)}</strong>
      </p>
    );
  }
  const show = (c: number) => formatMoney(c / 100, currency);
  return (
    <>
      <p className={className}>
        <span>Net</span> <span>{show(due.netCents)}</span>
      </p>
      <p className={className}>
        <span>Tax</span> <span>{show(due.taxCents)}</span>
      </p>
      <p className={className}>
        <span>Total with tax</span> <strong>{show(due.totalCents)}</strong>
      </p>
    </>
  );
}
