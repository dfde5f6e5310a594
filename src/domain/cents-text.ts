// Cents as text, apart from the bill's split rules (./split.ts re-exports it): the full receipt on a
// guest's phone needs this line, not the split rules' (npm run size: its lazy part).

/** Cents as "12.30" (for messages). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}
