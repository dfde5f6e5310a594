// An order total is the sum of price x count, exact to the cent (4.9 + 1.2 is 6.1); see
// docs/ordering.md#money-and-totals.

/** Rounds an amount of money to cents. */
export function roundMoney(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Sum of price x count over `lines`, computed in whole cents. */
export function orderTotal(lines: ReadonlyArray<{ price: number; count: number }>): number {
  let cents = 0;
  for (const l of lines) cents += Math.round(l.price * 100) * l.count;
  return cents / 100;
}

/** An amount with 2 decimals and the venue's currency ("4.90 EUR"). */
export function formatMoney(amount: number, currency: string): string {
  const text = amount.toFixed(2);
  return currency ? `${text} ${currency}` : text;
}
