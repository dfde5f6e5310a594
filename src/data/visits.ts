// Table visits (tabs), docs/table-tab.md: a guest's group (start, join by invitation, shared cart,
// send, bill); the staff's side is data/venue-visits.ts (kept apart: the guest page loads this
// module). Everything goes through the routes of pb_hooks/visits.pb.js; a guest is known by this
// browser visit's guest token (X-Guest-Token).
import type { VisitPart, VisitView } from "../domain/visit";
import type { VisitSent } from "../domain/visit-sent";
import type { ChosenOptions } from "../domain/option-groups";
import { visitTopicName } from "../domain/topics";
import { guestClient } from "./lazy-client";
import { guestToken } from "./guest-orders";
import { tableKeyOf } from "./table-key";
import type { Topic } from "./realtime";

/** What a member's phone gets: the visit, its member number and the invitation code. */
export interface MemberVisit {
  visit: VisitView;
  me: number;
  invite: string;
}

async function guestSend<T>(path: string, method: "GET" | "POST", body?: Record<string, unknown>): Promise<T> {
  const pb = await guestClient();
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

/**
 * What a group send answers: the order, and the send's delta (docs/table-tab.md#sending), or the
 * whole view when the visit changed meanwhile.
 */
export interface SendAnswer {
  visit: VisitSent | VisitView;
  me: number;
  invite: string;
}

/** Sends the group's cart (the version this phone shows) as one order. */
export function sendGroupCart(id: string, version: number): Promise<SendAnswer> {
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
