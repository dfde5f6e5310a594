// Table visits (tabs), docs/table-tab.md: the staff's open visits and actions, and a guest's group
// (start, join by invitation, shared cart, send, bill). Everything goes through the routes of
// pb_hooks/visits.pb.js; a guest is known by this browser visit's guest token (X-Guest-Token).
import type { VisitPart, VisitView } from "../domain/visit";
import type { ChosenOptions } from "../domain/option-groups";
import { visitTopicName } from "../domain/topics";
import { approvalHeaders } from "./approvals";
import { pb } from "./client";
import { guestToken } from "./guest-orders";
import { tableKeyOf } from "./table-key";
import { venueTopic, type Topic } from "./realtime";

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

/** Staff: the venue's unfinished orders with money that are on no tab (at most 200, oldest first). */
export async function listApartOrders(): Promise<ApartOrder[]> {
  const res = await pb.collection("orders").getList(1, 200, {
    filter: 'visit = "" && finished = false && total > 0',
    sort: "created",
    fields: "id,tableSlug,total,created,items",
  });
  return res.items.map((r) => ({
    id: r.id,
    table: String(r.tableSlug ?? ""),
    totalCents: Math.round(Number(r.total ?? 0) * 100),
    created: String(r.created ?? ""),
    lines: (Array.isArray(r.items) ? (r.items as { title?: string; count?: number }[]) : [])
      .map((l) => `${l.title ?? ""} × ${l.count ?? 1}`)
      .join(", "),
  }));
}

/** What a member's phone gets: the visit, its member number and the invitation code. */
export interface MemberVisit {
  visit: VisitView;
  me: number;
  invite: string;
}

function guestSend<T>(path: string, method: "GET" | "POST", body?: Record<string, unknown>): Promise<T> {
  return pb.send<T>(path, { method, body, headers: { "X-Guest-Token": guestToken() } });
}

/** Starts the group of this table (the first phone). */
export function startGroup(link: string, table: string, name: string): Promise<MemberVisit> {
  return guestSend("/api/visits/start", "POST", { link, table, name, key: tableKeyOf(link, table) });
}

/** The group's first phone removes phone number `member` from the group. */
export function removeFromGroup(id: string, member: number): Promise<MemberVisit> {
  return guestSend(`/api/visits/${encodeURIComponent(id)}/remove`, "POST", { member });
}

/** Joins a group with its invitation code. */
export function joinGroup(code: string, name: string): Promise<MemberVisit> {
  return guestSend("/api/visits/join", "POST", { code, name });
}

/** The visit as this member sees it. */
export function getMemberVisit(id: string): Promise<MemberVisit> {
  return guestSend(`/api/visits/${encodeURIComponent(id)}`, "GET");
}

/**
 * Adds a dish to the group's cart: `dishId` is its line key with extras, `options` its chosen
 * option groups and sizes (the server prices and checks both, as for a direct order).
 */
export function addToGroupCart(id: string, dishId: string, options?: ChosenOptions, count = 1): Promise<MemberVisit> {
  return guestSend(`/api/visits/${encodeURIComponent(id)}/cart`, "POST", { add: { dishId, count, options } });
}

/** Removes a line from the group's cart. */
export function removeFromGroupCart(id: string, lineId: string): Promise<MemberVisit> {
  return guestSend(`/api/visits/${encodeURIComponent(id)}/cart`, "POST", { remove: lineId });
}

/** Sends the group's cart (the version this phone shows) as one order. */
export function sendGroupCart(id: string, version: number): Promise<MemberVisit> {
  return guestSend(`/api/visits/${encodeURIComponent(id)}/send`, "POST", { version });
}

/**
 * Takes (or gives back) an item of the bill for a split by item; `share` joins the guests who took
 * it (its cents are split between them by the server).
 */
export function takeItem(id: string, item: string, take: boolean, share = false): Promise<MemberVisit> {
  return guestSend(
    `/api/visits/${encodeURIComponent(id)}/take`,
    "POST",
    share ? { item, take, share } : { item, take },
  );
}

export interface PartAsk {
  method: "cash" | "card" | "online";
  tipPercent?: number;
  tipCents?: number;
}

/** Asks to pay this member's own lines now (docs/table-tab.md#pay-your-part): the server computes the part. */
export function askForPart(id: string, ask: PartAsk): Promise<MemberVisit & { part: VisitPart }> {
  return guestSend(`/api/visits/${encodeURIComponent(id)}/part`, "POST", { ...ask });
}

/** Staff: a member's part is paid (cash or card at the table); limited per staff account, not by the address. */
export async function payPart(id: string, no: number): Promise<VisitView> {
  const res = await pb.send<{ visit: VisitView }>(`/api/venue/visits/${encodeURIComponent(id)}/parts/${no}/pay`, {
    method: "POST",
  });
  return res.visit;
}

export interface BillAsk {
  split: "whole" | "equal" | "items" | "amounts";
  parts?: number;
  /** The shares of a split by amounts, in cents (they must add up to the bill). */
  amounts?: number[];
  tipPercent?: number;
  tipCents?: number;
  method: "cash" | "card";
}

/** Asks for the bill. */
export function askForBill(id: string, ask: BillAsk): Promise<MemberVisit> {
  return guestSend(`/api/visits/${encodeURIComponent(id)}/bill`, "POST", { ...ask });
}

/** This member's topic of the visit (visit/{id}/{guest token}), authorised at subscribe time. */
export function visitTopic(id: string): Topic {
  return { name: () => visitTopicName(id, guestToken()) };
}

const GROUP_KEY = "draft_group_";

/** The group this browser visit belongs to at a venue's table (kept for reloads), or ''. */
export function savedGroup(link: string, table: string): string {
  try {
    return sessionStorage.getItem(GROUP_KEY + link + "/" + table) ?? "";
  } catch {
    return "";
  }
}

/** Remembers (or forgets, with '') the group of a venue's table for this browser visit. */
export function saveGroup(link: string, table: string, visitId: string): void {
  try {
    if (visitId) sessionStorage.setItem(GROUP_KEY + link + "/" + table, visitId);
    else sessionStorage.removeItem(GROUP_KEY + link + "/" + table);
  } catch {
    // Private mode: the group lasts for this page only.
  }
}
