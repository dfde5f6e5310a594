// Cash refunds (docs/tax-and-receipts.md#cash-refunds), for the staff's screens only: apart from
// data/receipts.ts, which the guest's receipt chunks load. Route: pb_hooks/receipts.pb.js.
import { guestClient } from "./lazy-client";
import type { ReceiptAnswer } from "./receipts";

/**
 * Records a cash refund of `amountCents` of one of the venue's receipts (owner and managers): the
 * credit receipt it made. The server checks the amount against what is left.
 */
export async function refundReceiptInCash(id: string, amountCents: number): Promise<ReceiptAnswer> {
  const pb = await guestClient();
  return pb.send(`/api/venue/receipts/${encodeURIComponent(id)}/refund`, { method: "POST", body: { amountCents } });
}
