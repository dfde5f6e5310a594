// Cash refunds (docs/tax-and-receipts.md#cash-refunds): the staff give back, at the counter, all or
// part of what a receipt was paid, never more than what is left of it after the refunds made
// already (its credit receipts, whichever way they were paid back). Integer cents.

/** What is left to refund of a receipt paid `paidCents` with credits of `creditedCents` (positive) made. */
export function refundLeft(paidCents: number, creditedCents: number): number {
  return Math.max(0, paidCents - Math.max(0, creditedCents));
}

/**
 * Why a cash refund of `amountCents` of a receipt with `leftCents` left to refund is refused, or ""
 * when it may be made: a whole number of cents from 1 to what is left.
 */
export function cashRefundProblem(amountCents: unknown, leftCents: number): string {
  if (leftCents < 1) return "This receipt is already refunded in full.";
  if (typeof amountCents !== "number" || !Number.isInteger(amountCents) || amountCents < 1 || amountCents > leftCents) {
    return `Refund a whole number of cents from 1 to ${leftCents}.`;
  }
  return "";
}
