// Pay from the phone (docs/payments.md): a member starts the checkout of a share (the server computes
// the amount and answers the provider's hosted page), the receipt after it, and the venue's
// Settings panel and refunds. Routes: pb_hooks/payments.pb.js (404 when the operator has no keys).
import type { LineChoice } from "../domain/line-choices";
import { guestClient } from "./lazy-client";
import { guestToken } from "./guest-orders";

/** Starts (or resumes) paying share `share` of the visit's bill: the provider's page to go to. */
export async function startCheckout(
  visitId: string,
  share: number | { part: number },
): Promise<{ payment: string; url: string }> {
  const pb = await guestClient();
  return pb.send(`/api/visits/${encodeURIComponent(visitId)}/checkout`, {
    method: "POST",
    body: typeof share === "number" ? { share } : share,
    headers: { "X-Guest-Token": guestToken() },
  });
}

export interface Receipt {
  /** "share" of a bill, or an "order" paid before it was sent. */
  kind: "share" | "order";
  status: "pending" | "paid" | "failed" | "refunded";
  amountCents: number;
  tipCents: number;
  refundedCents: number;
  currency: string;
  label: string;
  table: string;
  paidAt: string;
  venue: string;
  /** What was paid, line by line with the guest's choices (a part, a by-item share, a whole bill). */
  lines?: { title: string; count: number; amountCents: number; shared: boolean; choices: LineChoice[] }[];
  /** The server can e-mail it (SMTP configured). */
  canEmail: boolean;
  /** The token of its full receipt (src/data/receipts.ts), "" where the venue issues none. */
  receipt?: string;
}

/** E-mails the receipt to `email` (where the server sends mail). */
export async function emailReceipt(ref: string, email: string): Promise<{ sent: boolean }> {
  const pb = await guestClient();
  const [id, key] = ref.split(".");
  return pb.send(`/api/payments/${encodeURIComponent(id ?? "")}/receipt/email`, {
    method: "POST",
    body: { key: key ?? "", email },
  });
}

/** The receipt named by the return URL's `receipt=<id>.<key>`. */
export async function getReceipt(ref: string): Promise<Receipt> {
  const pb = await guestClient();
  const [id, key] = ref.split(".");
  return pb.send(`/api/payments/${encodeURIComponent(id ?? "")}/receipt`, {
    method: "GET",
    query: { key: key ?? "" },
  });
}

/** The receipt reference of the page's URL (`?receipt=`), or ''. */
export function receiptRef(): string {
  const ref = new URLSearchParams(window.location.search).get("receipt") ?? "";
  return /^[a-z0-9]{15}\.[a-z0-9]{32}$/.test(ref) ? ref : "";
}

/** The venue's payments panel (Settings). */
export interface PaymentsPanel {
  available: boolean;
  on: boolean;
  connected: boolean;
  account: string;
  ready: boolean;
  country: string;
  currencyOk: boolean;
  /** Why the menu's currency cannot be paid online ("" when it can). */
  currencyProblem?: string;
  payOnline: boolean;
  payFirst: boolean;
  /** The venue keeps table tabs (then guests pay the bill; "Pay and order" is for venues without). */
  tabs: boolean;
}

/** The panel, or null when the operator has not configured payments. */
export async function getPaymentsPanel(): Promise<PaymentsPanel | null> {
  const pb = await guestClient();
  const panel = await pb.send<PaymentsPanel>("/api/payments/venue", { method: "GET" });
  return panel.available ? panel : null;
}

export async function connectPayments(): Promise<{ url: string }> {
  const pb = await guestClient();
  return pb.send("/api/payments/connect", { method: "POST" });
}

export async function refreshPayments(): Promise<PaymentsPanel> {
  const pb = await guestClient();
  return pb.send("/api/payments/refresh", { method: "POST" });
}

export async function setPaymentsOn(on: boolean, payFirst?: boolean): Promise<PaymentsPanel> {
  const pb = await guestClient();
  return pb.send("/api/payments/settings", {
    method: "POST",
    body: payFirst === undefined ? { on } : { on, payFirst },
  });
}

export async function disconnectPayments(): Promise<PaymentsPanel> {
  const pb = await guestClient();
  return pb.send("/api/payments/disconnect", { method: "POST" });
}

export interface OnlinePayment {
  id: string;
  visit: string;
  table: string;
  share: number;
  label: string;
  amountCents: number;
  tipCents: number;
  /** The platform's application fee. */
  feeCents: number;
  /** The provider's processing fees (0 until the provider reports them). */
  processingFeeCents: number;
  refundedCents: number;
  currency: string;
  status: "pending" | "paid" | "failed" | "refunded";
  note: string;
  paidAt: string;
  created: string;
}

/** The venue's latest online payments (100; none on a server without payments). */
export async function listPayments(): Promise<OnlinePayment[]> {
  const pb = await guestClient();
  return (await pb.send<{ items: OnlinePayment[] }>("/api/payments", { method: "GET" })).items;
}

/** Refunds `amountCents` of a payment (all that is left when omitted). */
export async function refundPayment(id: string, amountCents?: number): Promise<OnlinePayment> {
  const pb = await guestClient();
  return pb.send(`/api/payments/${encodeURIComponent(id)}/refund`, {
    method: "POST",
    body: amountCents === undefined ? {} : { amountCents },
  });
}
