// Percents as basis points in integer arithmetic (docs/tax-and-receipts.md): shared by the tax
// rules (tax.ts) and the prices by the hour (price-lists.ts), which the guest page loads without
// the tax rules.

/** A percent with at most two decimals as basis points (19.5 -> 1950). */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `a * num / den` rounded half up, for non-negative integers (negative `a`: mirrored, so -x rounds like x). */
export function mulDivHalfUp(a: number, num: number, den: number): number {
  if (a < 0) return -mulDivHalfUp(-a, num, den);
  return Math.floor((2 * a * num + den) / (2 * den));
}
