// A group send as a delta (docs/table-tab.md#sending): the server answers the sender and tells every
// member and the staff only what the send changed (pb_hooks/lib/tab/visit-live.js publishSent); a
// phone merges it into the view it holds, and loads the whole view when it cannot (a gap).
import type { Bill } from "./split";
import type { VisitLine, VisitStatus, VisitView } from "./visit";

/** What a group send changed: the visit's new state and the new order's bill lines. */
export interface VisitSent {
  id: string;
  table: string;
  status: VisitStatus;
  updated: string;
  bill: Bill | null;
  billRequestedAt: string;
  /** The cart after the send: emptied, at its next version. */
  cart: { version: number; lines: [] };
  sent: {
    /** The cart version that was sent (the view it applies to is at this version). */
    from: number;
    order: string;
    /** The new order's bill lines, exactly what the view's lines gain. */
    lines: VisitLine[];
    /** Their cents. */
    cents: number;
    /** A venue with money rules: the charges come from every line, so the whole view is loaded. */
    money: boolean;
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
