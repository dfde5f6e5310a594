// Receipts (docs/tax-and-receipts.md#receipts): the guest reads one by its token ("<id>.<key>", from
// the bill or its payment) and can have it mailed; the venue's staff read theirs by visit or order
// and print them at a printer. Routes: pb_hooks/receipts.pb.js.
import type { ReceiptDoc } from "../domain/receipt";
import { guestClient } from "./lazy-client";
import { guestToken } from "./guest-orders";

/** A receipt as the server answers it. */
export interface ReceiptAnswer {
  id: string;
  receipt: ReceiptDoc;
  /** The server can e-mail it (guest answers only). */
  canEmail?: boolean;
  /** Its credit receipts (refunds of it), oldest last (guest answers only). */
  credits?: ReceiptDoc[];
  /** What a cash refund may still give back (staff answers, a sale not paid online only). */
  refundLeftCents?: number;
}

/** Whether `token` has the shape of a receipt token. */
export function isReceiptToken(token: string | undefined): token is string {
  return !!token && /^r[a-z0-9]{14}\.[a-z0-9]{32}$/.test(token);
}

/** The guest's receipt named by its token. */
export async function getGuestReceipt(token: string): Promise<ReceiptAnswer> {
  const pb = await guestClient();
  const [id, key] = token.split(".");
  return pb.send(`/api/receipts/${encodeURIComponent(id ?? "")}`, { method: "GET", query: { key: key ?? "" } });
}

/**
 * The receipt token of an order this phone sent (a takeaway order handed over or paid online), or
 * null while it has none: asked with the phone's own guest token, the only one the server answers.
 */
export async function getOrderReceiptToken(orderId: string): Promise<string | null> {
  const pb = await guestClient();
  const answer = await pb.send<{ token: string | null }>(`/api/orders/${encodeURIComponent(orderId)}/receipt`, {
    method: "GET",
    headers: { "X-Guest-Token": guestToken() },
  });
  return isReceiptToken(answer.token ?? undefined) ? answer.token : null;
}

/** E-mails the guest's receipt to `email` (where the server sends mail). */
export async function emailGuestReceipt(token: string, email: string): Promise<{ sent: boolean }> {
  const pb = await guestClient();
  const [id, key] = token.split(".");
  return pb.send(`/api/receipts/${encodeURIComponent(id ?? "")}/email`, {
    method: "POST",
    body: { key: key ?? "", email },
  });
}

/** The venue's receipts of a visit or an order (staff), newest first. */
export async function listReceipts(of: { visit: string } | { order: string }): Promise<ReceiptAnswer[]> {
  const pb = await guestClient();
  const answer = await pb.send<{ items: ReceiptAnswer[] }>("/api/venue/receipts", { method: "GET", query: of });
  return answer.items;
}

/** Prints a receipt at the venue's printer (staff; the first printer unless one is named). */
export async function printReceiptAtStation(id: string, printer?: string): Promise<{ job: { id: string } }> {
  const pb = await guestClient();
  return pb.send(`/api/venue/receipts/${encodeURIComponent(id)}/print`, {
    method: "POST",
    body: printer ? { printer } : {},
  });
}

/** One of the venue's receipts (staff). */
export async function getStaffReceipt(id: string): Promise<ReceiptAnswer> {
  const pb = await guestClient();
  return pb.send(`/api/venue/receipts/${encodeURIComponent(id)}`, { method: "GET" });
}

/** The venue's receipt numbered `number` (staff), or null. */
export async function findReceiptByNumber(number: number): Promise<ReceiptAnswer | null> {
  const pb = await guestClient();
  const answer = await pb.send<{ items: ReceiptAnswer[] }>("/api/venue/receipts", {
    method: "GET",
    query: { number: String(number) },
  });
  return answer.items[0] ?? null;
}
