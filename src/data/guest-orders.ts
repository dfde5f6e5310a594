// The guest's own orders: sending (idempotent, with the guest token) and following their status
// live. The token is made here, per browser visit, and travels in the X-Guest-Token header,
// which the orders API rules accept (pb_migrations/1764000000_init_schema.js); realtime follows
// the topic guest/{token} (pb_hooks/lib/realtime/realtime.js).
import { tableKeyOf } from "./table-key";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { guestTopicName, isGuestToken } from "../domain/topics";
import { orderDueOf, type OrderDue } from "../domain/order-due";
import { guestClient } from "./lazy-client";
import type { Topic } from "./realtime";

const TOKEN_KEY = "draft_guest_token";
const SENT_KEY = "draft_guest_sent";

export type GuestOrderStatus = "received" | "preparing" | "done" | "removed";

export interface GuestOrderLine {
  dishId: string;
  title: string;
  price: number;
  count: number;
}

export interface GuestOrder {
  /** Set on a send's answer when the server's prices differ from the cart's (a timed price list). */
  pricesChanged?: boolean;
  id: string;
  created: string;
  tableSlug: string;
  items: GuestOrderLine[];
  total: number;
  status: GuestOrderStatus;
  /** A takeaway order's pickup number and time (docs/takeaway.md); absent on a table order. */
  pickupNumber?: number;
  pickupAt?: string;
  /** Its service day, "YYYY-MM-DD" (order-ahead: may be a later day). */
  pickupDay?: string;
  /** At a venue with tax added: what the guest owes, with the tax (the server's). */
  due?: OrderDue;
}

/** A random URL-safe string of `length` characters from the browser's CSPRNG. */
export function randomId(length = 32): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b & 63]).join("");
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** This browser visit's guest token (kept for the tab's session, so a reload still shows its orders). */
export function guestToken(): string {
  const s = storage();
  const saved = s?.getItem(TOKEN_KEY);
  if (saved && isGuestToken(saved)) return saved;
  const token = randomId(32);
  s?.setItem(TOKEN_KEY, token);
  return token;
}

/** Status a guest understands: not started = received, started = being prepared, finished = done. */
export function statusOf(r: { started?: boolean; finished?: boolean }): GuestOrderStatus {
  if (r.finished) return "done";
  if (r.started) return "preparing";
  return "received";
}

/** `{due}` of an order at a venue with tax added (docs/tax-and-receipts.md#what-staff-see), else {}. */
function withDue(r: RecordModel): { due?: OrderDue } {
  const due = orderDueOf(r as { due?: unknown; tax?: unknown });
  return due ? { due } : {};
}

function toGuestOrder(r: RecordModel): GuestOrder {
  const items = Array.isArray(r.items) ? (r.items as GuestOrderLine[]) : [];
  return {
    id: r.id,
    created: String(r.created ?? ""),
    tableSlug: String(r.tableSlug ?? ""),
    items: items.map((l) => ({
      dishId: String(l.dishId),
      title: String(l.title),
      price: Number(l.price),
      count: Number(l.count),
    })),
    total: Number(r.total ?? 0),
    status: statusOf(r as { started?: boolean; finished?: boolean }),
    ...withDue(r),
    ...(Number(r.pickupNumber) > 0
      ? {
          pickupNumber: Number(r.pickupNumber),
          pickupAt: String(r.pickupAt ?? ""),
          pickupDay: String(r.pickupDay ?? ""),
        }
      : {}),
  };
}

export interface SendOrderInput {
  /** The venue's user id (sent as `user`; the server checks it agrees with the public link). */
  venueId: string;
  publicLink: string;
  tableNumber: string;
  items: Array<{ dishId: string; title: string; price: number; count: number; modifiers: Record<string, number> }>;
  total: number;
  /** Same id for every retry of the same cart; a new one after a success. */
  clientRequestId: string;
  /** A takeaway order's pickup slot (service day and time) and name (docs/takeaway.md). */
  pickup?: { pickupDay?: string; pickupAt: string; pickupName: string };
}

/** Whether the owner of venue `venueId` is signed in in this browser (their guest menu is a preview). */
export async function isOwnerPreview(venueId: string): Promise<boolean> {
  return signedInAs(await guestClient(), venueId);
}

function signedInAs(pb: PocketBase, venueId: string): boolean {
  return pb.authStore.isValid && pb.authStore.record?.id === venueId;
}

function tableKeyField(link: string, table: string): { tableKey?: string } {
  const key = tableKeyOf(link, table);
  return key ? { tableKey: key } : {};
}

/** Sends an order (or a waiter request) to the venue; resolves to the order the server stored. */
export async function sendOrder(input: SendOrderInput): Promise<GuestOrder> {
  const pb = await guestClient();
  const record = await pb.collection("orders").create(
    {
      user: input.venueId,
      userSlug: input.publicLink.toLowerCase(),
      tableSlug: input.tableNumber,
      items: input.items,
      total: input.total,
      clientRequestId: input.clientRequestId,
      ...input.pickup,
      // The table's key from its QR link: what lets a phone order onto the table's tab.
      ...tableKeyField(input.publicLink, input.tableNumber),
      // The venue's owner trying their own menu sends test orders (docs/storefront.md#test-orders);
      // the server only believes it from the owner's own session.
      ...(signedInAs(pb, input.venueId) ? { isTest: true } : {}),
      // The server computes the venue's local time from its own clock and this offset (serving windows).
      tzOffset: new Date().getTimezoneOffset(),
    },
    { headers: { "X-Guest-Token": guestToken() } },
  );
  const order = toGuestOrder(record);
  rememberSent(order, String(record.user ?? ""));
  // A price list began or ended since the cart was priced: the server priced it anew (docs/tax-and-receipts.md).
  if (record.pricesChanged === true) order.pricesChanged = true;
  return order;
}

/**
 * "Pay and order" (docs/payments.md#pay-and-order): the order is priced by the server and held until
 * paid on the provider's page; answers that page's URL. Same body and client request id as a send.
 */
export async function payAndOrder(input: SendOrderInput): Promise<string> {
  const pb = await guestClient();
  const res = await pb.send<{ url: string }>("/api/payments/order", {
    method: "POST",
    body: {
      userSlug: input.publicLink.toLowerCase(),
      tableSlug: input.tableNumber,
      items: input.items,
      clientRequestId: input.clientRequestId,
      ...input.pickup,
    },
    headers: { "X-Guest-Token": guestToken() },
  });
  return res.url;
}

/** What the tab keeps of an order it sent: enough to say what it was once the venue deletes it. */
export interface SentOrder {
  id: string;
  venue: string;
  /** The lines as the server stored them (absent for orders remembered by an older version). */
  items?: Array<Pick<GuestOrderLine, "dishId" | "title" | "count">>;
  total?: number;
}

function isLine(l: unknown): l is Pick<GuestOrderLine, "dishId" | "title" | "count"> {
  const x = l as Record<string, unknown>;
  return !!x && typeof x.dishId === "string" && typeof x.title === "string" && typeof x.count === "number";
}

function readSent(): SentOrder[] {
  try {
    const list = JSON.parse(storage()?.getItem(SENT_KEY) ?? "[]") as unknown;
    return Array.isArray(list)
      ? list
          .filter((x): x is SentOrder => !!x && typeof x.id === "string" && typeof x.venue === "string")
          .map((x) => ({
            id: x.id,
            venue: x.venue,
            items: Array.isArray(x.items) ? x.items.filter(isLine) : undefined,
            total: typeof x.total === "number" ? x.total : undefined,
          }))
      : [];
  } catch {
    return [];
  }
}

/** The orders sent to a venue in this visit, oldest first (one missing from the server's list was deleted by staff). */
export function sentOrders(venueId: string): SentOrder[] {
  return readSent().filter((s) => s.venue === venueId);
}

/** Ids of the orders sent to a venue in this visit. */
export function sentOrderIds(venueId: string): string[] {
  return sentOrders(venueId).map((s) => s.id);
}

function rememberSent(order: GuestOrder, venue: string) {
  const list = readSent();
  if (list.some((s) => s.id === order.id)) return;
  const items = order.items.map((l) => ({ dishId: l.dishId, title: l.title, count: l.count }));
  const kept: SentOrder = { id: order.id, venue, items, total: order.total };
  storage()?.setItem(SENT_KEY, JSON.stringify([...list, kept].slice(-50)));
}

/** The orders this guest sent to the venue in this visit, newest first. */
export async function listMyOrders(venueId: string): Promise<GuestOrder[]> {
  // Only the orders sent from this tab are shown, so only they are asked for, by id: the server
  // finds each by its key instead of reading every order the venue ever had (docs/PERFORMANCE.md,
  // run of 26 Nov). None sent yet (a first visit): no request at all.
  const ids = sentOrderIds(venueId);
  if (!ids.length) return [];
  const params: Record<string, string> = { venue: venueId };
  ids.forEach((id, i) => (params[`i${i}`] = id));
  const pb = await guestClient();
  const records = await pb.collection("orders").getFullList({
    filter: pb.filter(`user = {:venue} && (${ids.map((_, i) => `id = {:i${i}}`).join(" || ")})`, params),
    sort: "-created",
    headers: { "X-Guest-Token": guestToken() },
  });
  // An owner previewing their own menu in the same browser is signed in and may list every order
  // of the venue: show only the ones sent from this tab, as for any guest.
  const sent = new Set(ids);
  return records.filter((r) => sent.has(r.id)).map(toGuestOrder);
}

/** Realtime topic of the guest's own orders: `guest/{token}` (the token is the secret). */
export function myOrdersTopic(): Topic {
  return { name: () => guestTopicName(guestToken()) };
}

const OUTBOX_KEY = "draft_guest_outbox";

/** An order (or waiter call) made while the phone was offline, waiting to be sent. */
export interface PendingOrder extends SendOrderInput {
  /** When the guest sent it (ISO), for the list of sent orders. */
  queuedAt: string;
}

/** The orders waiting to be sent (this tab), oldest first; only the venue's when `venueId` is given. */
export function pendingOrders(venueId?: string): PendingOrder[] {
  try {
    const list = JSON.parse(storage()?.getItem(OUTBOX_KEY) ?? "[]") as unknown;
    if (!Array.isArray(list)) return [];
    return (list as PendingOrder[]).filter(
      (p) =>
        !!p && typeof p.clientRequestId === "string" && Array.isArray(p.items) && (!venueId || p.venueId === venueId),
    );
  } catch {
    return [];
  }
}

/** Keeps an order to send later; the same clientRequestId makes any retry create one order. */
export function queueOrder(input: SendOrderInput): void {
  const list = pendingOrders().filter((p) => p.clientRequestId !== input.clientRequestId);
  storage()?.setItem(OUTBOX_KEY, JSON.stringify([...list, { ...input, queuedAt: new Date().toISOString() }]));
}

/** Drops a pending order (sent, or refused by the server). */
export function unqueueOrder(clientRequestId: string): void {
  storage()?.setItem(OUTBOX_KEY, JSON.stringify(pendingOrders().filter((p) => p.clientRequestId !== clientRequestId)));
}

/** True when the browser says it has no network (an order then waits instead of failing). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
