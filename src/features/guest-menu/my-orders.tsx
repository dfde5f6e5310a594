import { formatMoney } from "../../domain/totals";
import { sentOrderIds, type GuestOrder, type GuestOrderStatus } from "../../data/guest-orders";

const STATUS_TEXT: Record<GuestOrderStatus, string> = {
  received: "received",
  preparing: "being prepared",
  done: "done",
  removed: "removed by the venue",
};

// Waiter requests are described, not titled: the waiter dialog's own texts ('Pay Cash', ...) must
// stay unique on the page.
const WAITER_TEXT: Record<string, string> = {
  information: "Waiter called: information",
  cash: "Waiter called: paying by cash",
  card: "Waiter called: paying by card",
};

/** The orders this guest sent in this visit, with a live status; orders staff deleted say so. */
export function MyOrders({ orders, venueId, currency }: { orders: GuestOrder[]; venueId: string; currency: string }) {
  const live = new Set(orders.map((o) => o.id));
  const removed = sentOrderIds(venueId).filter((id) => !live.has(id));
  if (!orders.length && !removed.length) return null;
  return (
    <section className="my-orders" aria-labelledby="my-orders-title">
      {/* Not 'Your orders': the order dialog's title 'Your Order' must stay unique on the page. */}
      <h2 id="my-orders-title">Sent orders</h2>
      <ul aria-live="polite">
        {orders.map((o) => (
          <li key={o.id} className="my-order" data-status={o.status}>
            <span className="my-order-lines">
              {o.items
                .map((l) => WAITER_TEXT[l.dishId] ?? (l.count > 1 ? `${l.title} × ${l.count}` : l.title))
                .join(", ")}
            </span>
            {o.total > 0 && <span className="my-order-total">{formatMoney(o.total, currency)}</span>}
            <span className={`status status-${o.status}`}>Status: {STATUS_TEXT[o.status]}</span>
          </li>
        ))}
        {removed.map((id) => (
          <li key={id} className="my-order" data-status="removed">
            <span className="my-order-lines">Order {id}</span>
            <span className="status status-removed">Status: {STATUS_TEXT.removed}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
