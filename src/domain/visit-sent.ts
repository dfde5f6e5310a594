// A group send as a delta (docs/table-tab.md#sending): the server answers the sender and tells every
// member and the staff only what the send changed (pb_hooks/lib/tab/visit-live.js publishSent); a
// phone merges it into the view it holds, and loads the whole view when it cannot (a gap). A
// member's own order onto the tab that changes nothing of the visit is told the same way, without
// a cart (publishOrdered).
import type { Bill } from "./split";
import type { VisitLine, VisitStatus, VisitView } from "./visit";

/** What a group send (or a member's own order) changed: the visit's new state and the new order's bill lines. */
export interface VisitSent {
  id: string;
  table: string;
  status: VisitStatus;
  updated: string;
  bill: Bill | null;
  billRequestedAt: string;
  /** The cart after the send: emptied, at its next version. None for a member's own order (the cart is as it was). */
  cart?: { version: number; lines: [] };
  sent: {
    /** The cart version that was sent (the view it applies to is at this version); a member's own order: the cart's version. */
    from: number;
    order: string;
    /** The new order's bill lines, exactly what the view's lines gain. */
    lines: VisitLine[];
    /** Their cents. */
    cents: number;
    /** A venue with money rules: the charges come from every line, so the whole view is loaded. */
    money: boolean;
    /** A member's own order: the visit's orders with it (the view it applies to holds one fewer). */
    orders?: number;
  };
}

/** Whether a visit in an answer or a message is a send's delta (else it is a whole view). */
export function isVisitSent(v: VisitView | VisitSent): v is VisitSent {
  return (v as VisitSent).sent !== undefined && (v as VisitView).lines === undefined;
}

/**
 * `view` with the send `d` applied: the same view when it already holds the send (a load that came
 * after it), or null when the view cannot take it and the whole view must be loaded: another
 * visit, a gap (the view is at another cart version than the one sent), or charges worked out from
 * every line (money rules). The server stays the authority: every line and amount is its own.
 */
export function mergeVisitSent(view: VisitView, d: VisitSent): VisitView | null {
  if (view.id !== d.id) return null;
  if (d.cart === undefined) return mergeOrdered(view, d);
  if (view.cart.version >= d.cart.version) return view;
  if (view.cart.version !== d.sent.from || d.sent.money || view.money || view.partDue) return null;
  // A load between the order's INSERT and the visit's write shows the order with the cart not yet
  // emptied: that view is loaded again, not merged (its lines would count the order twice).
  if (view.lines.some((l) => l.orderId === d.sent.order)) return null;
  const totalCents = view.totalCents + d.sent.cents;
  return {
    ...view,
    status: d.status,
    updated: d.updated,
    bill: d.bill,
    billRequestedAt: d.billRequestedAt,
    cart: { version: d.cart.version, lines: [] },
    lines: view.lines.concat(d.sent.lines),
    orders: view.orders + 1,
    totalCents,
    dueCents: totalCents - (view.paidCents ?? 0),
  };
}

/**
 * mergeVisitSent for a member's own order (no `cart`: nothing of the visit changed but its orders):
 * the view holding it already is kept; one at the visit's `updated` and cart version with exactly
 * one order fewer gains its lines; anything else (a gap: a change or an order it missed, money
 * rules) is loaded again.
 */
function mergeOrdered(view: VisitView, d: VisitSent): VisitView | null {
  if (d.sent.lines.length > 0 && view.lines.some((l) => l.orderId === d.sent.order)) return view;
  if (d.sent.money || view.money || view.partDue) return null;
  if (view.updated !== d.updated || view.cart.version !== d.sent.from) return null;
  if (d.sent.orders === undefined || view.orders !== d.sent.orders - 1) return null;
  const totalCents = view.totalCents + d.sent.cents;
  return {
    ...view,
    lines: view.lines.concat(d.sent.lines),
    orders: d.sent.orders,
    totalCents,
    dueCents: totalCents - (view.paidCents ?? 0),
  };
}
