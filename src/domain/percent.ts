// Percents and basis points in integer arithmetic (docs/tax-and-receipts.md): shared by the tax
// rules (tax.ts) and the prices by the hour (price-lists.ts), which the guest page loads without
// the tax rules.

/** Why `p` is not a percent from `min` to `max` with at most two decimals, or "" when it is. */
export function percentProblem(p: unknown, max: number, what: string): string {
  const n = typeof p === "number" ? p : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > max) return `${what} must be a number from 0 to ${max} %.`;
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return `${what} can have at most two decimals.`;
  return "";
}

/** A percent with at most two decimals as basis points (19.5 -> 1950). */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `a * num / den` rounded half up, for non-negative integers (negative `a`: mirrored, so -x rounds like x). */
export function mulDivHalfUp(a: number, num: number, den: number): number {
  if (a < 0) return -mulDivHalfUp(-a, num, den);
  return Math.floor((2 * a * num + den) / (2 * den));
}
