// Table visits (tabs), docs/table-tab.md: the staff's open visits and their actions, through the
// routes of pb_hooks/visits.pb.js (a guest's group is data/visits.ts).
import type { VisitView } from "../domain/visit";
import { approvalHeaders } from "./approvals";
import { pb } from "./client";
import { venueTopic } from "./venue-topic";

/** The venue's visits topic (staff screens). */
export const VISITS_TOPIC = venueTopic("visits");

/** The signed-in owner's open visits, oldest first. */
export async function listOpenVisits(): Promise<VisitView[]> {
  const res = await pb.send<{ items: VisitView[] }>("/api/venue/visits", { method: "GET" });
  return res.items;
}

async function staffAction(
  id: string,
  action: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<VisitView> {
  // Under /api/venue/visits/: limited per staff account, not by the address the guests share.
  const res = await pb.send<{ visit: VisitView }>(`/api/venue/visits/${encodeURIComponent(id)}/${action}`, {
    method: "POST",
    body,
    headers,
  });
  return res.visit;
}

/** Staff: share `index` of the visit's bill is paid (the last one closes the visit). */
export function payShare(id: string, index: number): Promise<VisitView> {
  return staffAction(id, "pay", { share: index });
}

/** Staff: close the visit; `confirm` when money is unpaid; `approval`: a manager's approval token. */
export function closeVisit(id: string, confirm: boolean, approval?: string): Promise<VisitView> {
  return staffAction(id, "close", { confirm }, approvalHeaders(approval));
}

/** Staff: move the visit and its open orders to table `table`. */
export function moveVisit(id: string, table: number): Promise<VisitView> {
  return staffAction(id, "move", { table });
}

/** Staff: phone number `member` leaves the visit's group (its invitation changes). */
export function removeMember(id: string, member: number): Promise<VisitView> {
  return staffAction(id, "remove", { member });
}

/** Staff: the table's group is emptied (orders and bill stay); the next phone with the table's code starts it. */
export function resetGroup(id: string): Promise<VisitView> {
  return staffAction(id, "reset", {});
}

/** Staff: an order on no tab (a phone outside the group) joins the visit. */
export function adoptOrder(id: string, order: string): Promise<VisitView> {
  return staffAction(id, "adopt", { order });
}

/**
 * An order at a table on no tab (docs/table-tab.md#orders-join-the-visit): a phone outside the
 * table's group ordered, or the order came before the table's tab opened.
 */
export interface ApartOrder {
  id: string;
  table: string;
  totalCents: number;
  created: string;
  lines: string;
}

/**
 * Staff: the orders at a table with an open tab that are not on it (at most 200, oldest first);
 * limited per staff account, not by the address the guests share.
 */
export async function listApartOrders(): Promise<ApartOrder[]> {
  const res = await pb.send<{ items: ApartOrder[] }>("/api/venue/visits/apart", { method: "GET" });
  return res.items;
}

/** Staff: a member's part is paid (cash or card at the table); limited per staff account, not by the address. */
export async function payPart(id: string, no: number): Promise<VisitView> {
  const res = await pb.send<{ visit: VisitView }>(`/api/venue/visits/${encodeURIComponent(id)}/parts/${no}/pay`, {
    method: "POST",
  });
  return res.visit;
}
