// Money: amounts are decimal numbers of the venue's currency, rounded to cents wherever they are
// computed, and every sum is made in whole cents (4.9 + 1.2 is 6.1, never 6.1000000000000005).
// The one module for it: the guest cart, the owner screens and the server's hooks (through
// pb_hooks/lib/shared/domain.js) all price and total with these functions.

/** Rounds an amount of money to cents. */
export function roundMoney(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Price of one of a line: the dish's price plus its chosen extras, rounded to cents. */
export function unitPrice(base: number, extras: readonly number[]): number {
  return roundMoney(base + extras.reduce((sum, p) => sum + p, 0));
}

/** Price x count of one line, exact to the cent. */
export function lineAmount(line: { price: number; count: number }): number {
  return (Math.round(line.price * 100) * line.count) / 100;
}

/** Sum of price x count over `lines` (an order's total), computed in whole cents. */
export function orderTotal(lines: ReadonlyArray<{ price: number; count: number }>): number {
  let cents = 0;
  for (const l of lines) cents += Math.round(Number(l.price) * 100) * Number(l.count);
  return cents / 100;
}

/** Sum of the totals of `orders`, exact to the cent. */
export function sumTotals(orders: ReadonlyArray<{ total: number }>): number {
  return orders.reduce((cents, o) => cents + Math.round(o.total * 100), 0) / 100;
}

/** An amount with 2 decimals and the currency: '12.30 EUR' ('12.30' when no currency is set). */
export function formatMoney(amount: number, currency: string): string {
  const text = roundMoney(Number(amount)).toFixed(2);
  return currency ? `${text} ${currency}` : text;
}
